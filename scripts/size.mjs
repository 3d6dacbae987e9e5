// Size budget: bundles what a host app adds when it imports from the built package (React and
// ReactDOM stay external, everything else is bundled and minified, as a host's production build
// would), and fails when the minified + gzipped size of any entry exceeds its budget in
// scripts/size-budget.json. Run after `npm run build`; needs no browser.
//
//   node scripts/size.mjs           check every entry against its budget
//   node scripts/size.mjs --json    also print the measurements as JSON
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, 'scripts/size-budget.json');
const ENTRY = 'size-entry';

/** What a host's bundler would treat as its own, not this package's: the React peers. */
const hostProvided = (id) => /^(react|react-dom|scheduler)($|\/)/.test(id);

/**
 * Bundles one entry's imports the way a host would and returns the emitted JavaScript and CSS.
 * The entry is virtual: `export { A, B } from '<dist file>'` keeps exactly what a host using A and B
 * pulls in, after tree-shaking.
 */
async function bundle(entry) {
  const file = join(root, entry.from);
  const code = entry.imports
    ? `export { ${entry.imports.join(', ')} } from ${JSON.stringify(file)};`
    : `import ${JSON.stringify(file)};`;
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'size-entry',
        enforce: 'pre',
        resolveId: (id) => (id === ENTRY || id === join(root, ENTRY) ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? code : null),
      },
    ],
    // An application build, not library mode: library mode keeps whitespace in ES output (for
    // downstream tree-shaking annotations), which would overstate what a host ships.
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict', external: hostProvided },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  // What loads with the entry: the entry chunk and its static imports. Chunks reached only through
  // `import()` (the pattern engine, the Public Suffix List) load when a request needs them and are
  // reported on their own line.
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const c of chunks) if (c.type === 'chunk' && c.isEntry) visit(c.fileName);
  const text = (ext, wanted = () => true) =>
    chunks
      .filter((c) => c.fileName.endsWith(ext) && wanted(c))
      .map((c) => (c.type === 'chunk' ? c.code : String(c.source)))
      .join('\n');
  return { js: text('.js', (c) => initial.has(c.fileName)), lazy: text('.js', (c) => !initial.has(c.fileName)), css: text('.css') };
}

/** Minified, gzip (level 9) and brotli (quality 11) sizes in bytes. */
function sizes(text) {
  const buffer = Buffer.from(text);
  return {
    min: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Measures every entry of the budget file; an entry whose file is missing is reported, not thrown. */
async function measure(entries) {
  const results = [];
  for (const entry of entries) {
    const file = join(root, entry.from);
    if (!existsSync(file)) {
      results.push({ entry, missing: relative(root, file) });
      continue;
    }
    const { js, lazy, css } = await bundle(entry);
    results.push({ entry, ...sizes(entry.imports ? js : css), ...(entry.imports && lazy ? { onDemand: sizes(lazy) } : {}) });
  }
  return results;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(join(root, 'dist/index.js'))) {
    console.error('size: dist/index.js is missing. Run `npm run build` first.');
    process.exit(1);
  }
  const { entries } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const started = performance.now();
  const results = await measure(entries);

  const failures = [];
  console.log('size: what a host adds (React external; minified; gzip -9; brotli -q 11)');
  for (const r of results) {
    if (r.missing) {
      failures.push(`${r.entry.name}: ${r.missing} does not exist (is it built? remove its line from size-budget.json if the entry is gone)`);
      console.log(`  ${r.entry.name.padEnd(34)} missing: ${r.missing}`);
      continue;
    }
    const budget = r.entry.gzipBudget;
    const verdict = r.gzip <= budget ? 'ok' : 'OVER BUDGET';
    console.log(
      `  ${r.entry.name.padEnd(34)} min ${kb(r.min).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}  brotli ${kb(r.brotli).padStart(9)}` +
        `  budget ${kb(budget)} gzip (${((r.gzip / budget) * 100).toFixed(0)}%)  ${verdict}`,
    );
    if (r.onDemand) {
      console.log(`  ${'  + loaded on demand (import())'.padEnd(34)} min ${kb(r.onDemand.min).padStart(10)}  gzip ${kb(r.onDemand.gzip).padStart(9)}  brotli ${kb(r.onDemand.brotli).padStart(9)}`);
    }
    if (r.gzip > budget) {
      failures.push(
        `${r.entry.name}: ${r.gzip} bytes min+gzip exceeds its budget of ${budget} bytes by ${r.gzip - budget} ` +
          `(${(((r.gzip - budget) / budget) * 100).toFixed(1)}%). Find what grew (e.g. a new dependency or an import that ` +
          `defeats tree-shaking); raise "gzipBudget" in scripts/size-budget.json only if the growth is intended.`,
      );
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(results.map(({ entry, ...rest }) => ({ name: entry.name, ...rest }))));
  console.log(`size: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length > 0) {
    console.error(`size: budget exceeded:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

await main();
