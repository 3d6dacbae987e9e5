// The pages of `npm run bench`: each contender's page built as a host's production build would
// build it (bench/build-page.mjs), and what it weighs outside the React chunk.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildBenchPage } from '../build-page.mjs';
import { outDir, pagesDir, root } from './config.mjs';
import { counts } from './sections.mjs';

/** The page of a typical React form app's own stack (react-hook-form, @radix-ui/react-dialog). */
export const FORM_APP_STACK = 'form-app-stack.tsx';
const FORM_APP_SUFFIX = '+form-app';
/**
 * The contenders also built into a form app's page, for "what a typical React form app adds":
 * the size goals' subjects, their reference, and the same-stack floor beside them.
 */
export const FORM_APP_IDS = ['default-host', 'inline', 'rjsf', 'stack-floor'];

/** Swaps modules the way a build variant does (`replace`: repo-relative path → path). */
export function replaceModules(replace = {}) {
  const swaps = new Map(
    Object.entries(replace).map(([from, to]) => {
      if (!existsSync(join(root, to))) throw new Error(`bench: replacement ${to} does not exist`);
      return [join(root, from), join(root, to)];
    }),
  );
  return {
    name: 'bench-replace',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (swaps.size === 0 || !importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
  };
}

/**
 * Builds one page into .bench-out/<id>/ as a host's production build would (minified), React in its
 * own chunk. Returns the directory and which JavaScript files load on first paint (the entry and
 * its static imports) rather than on demand (`import()`).
 */
export async function buildPage({ id, entry, replace, formApp = false }) {
  counts.builds += 1;
  const dir = join(outDir, formApp ? `${id}${FORM_APP_SUFFIX}` : id);
  // With `formApp`, the page also loads the form app's own stack as a second entry, before the contender's.
  const scripts = formApp ? `${FORM_APP_STACK}"></script>\n    <script type="module" src="./${entry}` : entry;
  const { chunks, initial } = await buildBenchPage({
    root: pagesDir,
    outDir: dir,
    plugins: [
      replaceModules(replace),
      {
        name: 'bench-entry',
        transformIndexHtml: { order: 'pre', handler: (html) => html.replace('__ENTRY__', scripts) },
      },
    ],
  });
  // A development build (React's checks, jsxDEV with source locations) would weigh and time what no
  // user runs, and would do so unevenly: its cost grows with the number of components rendered.
  const dev = chunks.find((c) => /\bjsxDEV\b|react-dom\.development|react\.development/.test(c.code));
  if (dev) throw new Error(`bench: ${id}: ${dev.fileName} is a development build (NODE_ENV=${process.env.NODE_ENV ?? 'unset'})`);
  return { dir, initial };
}

/**
 * A built page copied into .bench-out/<id>/, for a contender that is another copy of the same page
 * (the floor's control): a build is deterministic, so building it again gives the same bytes and
 * costs a build; what the control needs is a second page, served from its own directory.
 */
export function copyPage(built, id) {
  const dir = join(outDir, id);
  rmSync(dir, { recursive: true, force: true });
  cpSync(built.dir, dir, { recursive: true });
  return { dir, initial: built.initial };
}

export function compressed(text) {
  const buffer = Buffer.from(text);
  return {
    min: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Bytes of a built page outside the React chunk: JS on first paint, JS on demand, CSS. */
export function pageBytes({ dir, initial }) {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).sort();
  const read = (f) => readFileSync(join(assets, f), 'utf8');
  const js = files.filter((f) => f.endsWith('.js') && !f.startsWith('react-'));
  const css = files.filter((f) => f.endsWith('.css'));
  if (!files.some((f) => f.startsWith('react-'))) throw new Error(`${dir}: no react chunk; check the codeSplitting group`);
  const first = js.filter((f) => initial.has(`assets/${f}`));
  const lazy = js.filter((f) => !initial.has(`assets/${f}`));
  return {
    js: compressed(first.map(read).join('\n')),
    lazy: compressed(lazy.map(read).join('\n')),
    css: compressed(css.map(read).join('\n')),
  };
}

export const minus = (a, b) => ({ min: a.min - b.min, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli });
