import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { packageName, REACT } from './scripts/check-output.mjs';

const src = resolve(import.meta.dirname, 'src');

/**
 * The entries, one per subpath export: each becomes `dist/<name>.js`. scripts/postbuild.mjs fails
 * the build if the output imports React or an undeclared package.
 */
const entries = {
  index: resolve(src, 'index.ts'),
  url: resolve(src, 'url.ts'),
  ajv: resolve(src, 'ajv.ts'),
  server: resolve(src, 'server.ts'),
  'adapters/sdk-v1': resolve(src, 'adapters/sdk-v1.ts'),
  'adapters/sdk-v2': resolve(src, 'adapters/sdk-v2.ts'),
  'adapters/mastra': resolve(src, 'adapters/mastra.ts'),
  'adapters/ai-sdk': resolve(src, 'adapters/ai-sdk.ts'),
};

/**
 * Dependencies stay imports (the app's package manager dedupes them); relative sources are bundled.
 * An import of React (or a React UI package) stops the build at once, naming the source file that
 * made it, which the check of the output afterwards (scripts/check-output.mjs) cannot.
 */
function external(id: string, importer: string | undefined): boolean {
  if (id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')) return false;
  if (REACT.test(packageName(id))) {
    const from = importer ? importer.replace(`${src}/`, 'src/') : 'an entry';
    throw new Error(`${from} imports ${id}: mcp-elicitation-core must stay React-free`);
  }
  return true;
}

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
      external,
      // One file per source module, as src/ has them: a host's bundler drops whole modules it does not
      // use (`sideEffects: false`), which it cannot do inside one large chunk.
      output: { preserveModules: true, preserveModulesRoot: src, entryFileNames: '[name].js' },
    },
  },
});
