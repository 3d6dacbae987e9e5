// One benchmark page built as a host's production build would build it (minified, React in a chunk
// of its own), for `npm run bench` (bench/run.mjs): what it weighs and what it times come from the
// same build.
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { coreAliases } from '../scripts/source-aliases.mjs';

/** React, React DOM and the scheduler: the chunk every page shares. */
export const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Builds the page whose index.html is in `root` into `outDir`, with `plugins` after React's.
 * Returns every chunk of the build, and the file names of those a page loads on first paint: the
 * entry chunks and every chunk they import statically (not those behind `import()`).
 */
export async function buildBenchPage({ root, outDir, plugins = [] }) {
  const output = await build({
    configFile: false,
    mode: 'production',
    root,
    base: './',
    logLevel: 'error',
    plugins: [react(), ...plugins],
    // mcp-elicitation-core from its sources, as the React package's own sources import it.
    resolve: { alias: coreAliases },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      cssMinify: true,
      // Hidden: written beside each chunk for bench/time-probe.mjs, never loaded or weighed.
      sourcemap: 'hidden',
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: REACT }] } } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk.fileName)) return;
    initial.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return { chunks, initial };
}
