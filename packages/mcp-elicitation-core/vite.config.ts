import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const src = resolve(import.meta.dirname, '../../src');

/**
 * The React-free entries, bundled from the root's sources (they stay where the rest of the library
 * imports them from): each becomes `dist/<name>.js` and a subpath export of this package.
 * scripts/postbuild.mjs fails the build if the output imports React or an undeclared package.
 */
export const entries = {
  index: resolve(src, 'server/index.ts'),
  'adapters/sdk-v1': resolve(src, 'adapters/sdk-v1.ts'),
  'adapters/sdk-v2': resolve(src, 'adapters/sdk-v2.ts'),
  'adapters/mastra': resolve(src, 'adapters/mastra.ts'),
  'adapters/ai-sdk': resolve(src, 'adapters/ai-sdk.ts'),
};

export default defineConfig({
  // Library mode only: no React plugin, no dev server, no public folder.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      // Dependencies stay imports (the app's package manager dedupes them); relative sources are bundled.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
