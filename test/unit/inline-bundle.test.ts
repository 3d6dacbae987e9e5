// A page that shows requests only inline (<ElicitationPanel>) must not ship Radix Dialog: its
// portal, focus trap, scroll lock and dismissable layer serve the modal alone (about 12 KiB gzip).
// Bundled here with esbuild from the sources, as a host's production build would tree-shake them.
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** What the modal alone needs: Radix Dialog and the packages only it brings in. */
const MODAL_ONLY = [
  '@radix-ui/react-dialog',
  '@radix-ui/react-dismissable-layer',
  '@radix-ui/react-focus-scope',
  '@radix-ui/react-focus-guards',
  '@radix-ui/react-portal',
  '@radix-ui/react-presence',
  'react-remove-scroll',
  'aria-hidden',
];

/** The modules with code in the bundle (every chunk, lazy ones included) of a page importing `names`. */
async function bundledModules(names: string[]): Promise<string[]> {
  const result = await build({
    stdin: { contents: `export { ${names.join(', ')} } from './src/index.ts';`, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: join(root, '.bundle-check'),
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'][string][] = Object.values(result.metafile.outputs);
  // The metafile also lists modules that were read and then shaken out entirely: count bytes.
  return outputs.flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

const modalOnly = (modules: string[]) => modules.filter((path) => MODAL_ONLY.some((name) => path.includes(`/${name}/`)));

describe('bundle of an inline-only page', () => {
  it('has no Radix Dialog code when only ElicitationPanel is imported', async () => {
    const modules = await bundledModules(['ElicitationPanel']);
    expect(modules.some((path) => path.includes('src/dialog/elicitation-dialog.tsx'))).toBe(true);
    expect(modalOnly(modules)).toEqual([]);
  });

  it('still has it with ElicitationDialog (the check sees Radix when it is there)', async () => {
    const modules = await bundledModules(['ElicitationDialog']);
    expect(modalOnly(modules)).toEqual(
      expect.arrayContaining([expect.stringContaining('/@radix-ui/react-dialog/'), expect.stringContaining('/react-remove-scroll/')]),
    );
  });
});
