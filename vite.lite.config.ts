import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const liteValidator = resolve(root, 'src/validation/default-validator.lite.ts');

/**
 * The `mcp-elicitation-react/lite` build: the whole library with the default validator swapped
 * for one that never loads ajv, for hosts whose CSP forbids eval or who want the smallest bundle.
 * Run after the main build (`npm run build`), into the same dist/.
 */
export default defineConfig({
  plugins: [
    react(),
    {
      name: 'lite-default-validator',
      enforce: 'pre',
      resolveId(source) {
        return source.endsWith('/validation/default-validator') ? liteValidator : null;
      },
    },
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    lib: { entry: { lite: resolve(root, 'src/lite.ts') }, formats: ['es'] },
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/lite-[name]-[hash].js' },
    },
  },
});
