// The size ratchet: bundles what a host app adds when it imports from the built package (React and
// ReactDOM stay external, everything else is bundled and minified, as a host's production build
// would), and fails when the minified + gzipped size of any entry grows more than `growth` (2 %)
// over the figure recorded for it in scripts/size-budget.json, whose `why` says what those bytes
// buy. Run after `npm run build`; needs no browser.
//
// An entry's figure is what loads on first paint: the entry chunk and the chunks it imports
// statically, plus its stylesheet (`css`). Chunks reached only through `import()` (ajv) are
// reported on their own line and budgeted separately (`lazyGzipBudget`); `notInitial` lists
// packages that must not be in the first-paint chunks at all.
//
//   node scripts/size.mjs           check every entry against its recorded figure
//   node scripts/size.mjs --json    also print the measurements as JSON
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ratchetVerdict } from './size-ratchet.mjs';

if (process.argv.includes('--help')) {
  console.log(`node scripts/size.mjs [--json]   (npm run size; after npm run build)

Bundles what a host adds when it imports each entry from dist/ (React external, everything else minified, as a
production build would) and fails when an entry's first-paint code (its chunk, the chunks it imports statically,
and its stylesheet), minified and gzipped, grows more than \`growth\` (2 %) over the figure recorded for it in
scripts/size-budget.json (\`gzip\`, with a \`why\` that says what its bytes buy). A wanted growth is recorded
there with its \`why\`; an entry smaller by more than \`growth\` is reported, to be recorded so the ratchet holds
it. Chunks reached only through import() (ajv) are reported on their own line against lazyGzipBudget;
notInitial lists packages that must not reach a first-paint chunk at all (ajv).

  --json   also print the measurements as JSON`);
  process.exit(0);
}

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
  // What a host imports from mcp-elicitation-core beside this package (the queue): resolved by name,
  // as a host's bundler would, to the built workspace package, which the entry's own imports share.
  const core = entry.coreImports ? `export { ${entry.coreImports.join(', ')} } from 'mcp-elicitation-core';\n` : '';
  const code = entry.imports
    ? `${core}export { ${entry.imports.join(', ')} } from ${JSON.stringify(file)};`
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
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const chunks = outputs.filter((c) => c.type === 'chunk');
  // First paint: the entry chunk and everything it imports statically, transitively.
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const lazy = chunks.filter((c) => !initial.has(c));
  const join_ = (list) => list.map((c) => c.code).join('\n');
  const css = outputs
    .filter((c) => c.type === 'asset' && c.fileName.endsWith('.css'))
    .map((c) => String(c.source))
    .join('\n');
  const packagesIn = (list) =>
    new Set(
      list
        .flatMap((c) => c.moduleIds)
        .map(packageOf)
        .filter(Boolean),
    );
  return { js: join_([...initial]), lazyJs: join_(lazy), css, initialPackages: packagesIn([...initial]) };
}

/** The npm package a bundled module belongs to, or undefined for the package's own files. */
function packageOf(id) {
  const parts = id.replaceAll('\\', '/').split('/node_modules/');
  if (parts.length < 2) return undefined;
  const [scope = '', name = ''] = (parts.at(-1) ?? '').split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
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

const add = (a, b) => ({ min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Measures every entry of the budget file; an entry whose file is missing is reported, not thrown. */
async function measure(entries) {
  const results = [];
  for (const entry of entries) {
    const file = join(root, entry.from);
    if (!existsSync(file)) {
      results.push({ entry, missing: relative(root, file) });
      continue;
    }
    const { js, lazyJs, css, initialPackages } = await bundle(entry);
    // An entry with `css` adds that stylesheet to its first-paint figure (what a host ships).
    const extraCss = entry.css ? readFileSync(join(root, entry.css), 'utf8') : '';
    // Compressed apart, as a host serves them (a script and a stylesheet), then added.
    const styles = [css, extraCss].filter(Boolean).join('\n');
    const first = entry.imports ? add(sizes(js), styles ? sizes(styles) : { min: 0, gzip: 0, brotli: 0 }) : sizes(css);
    const eager = (entry.notInitial ?? []).filter((name) => initialPackages.has(name));
    results.push({ entry, ...first, lazy: lazyJs ? sizes(lazyJs) : undefined, eager });
  }
  return results;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(join(root, 'dist/index.js'))) {
    console.error('size: dist/index.js is missing. Run `npm run build` first.');
    process.exit(1);
  }
  const { entries, growth } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  if (!(growth > 0)) throw new Error('size: scripts/size-budget.json needs a `growth` above 0 (0.02: 2 %)');
  const started = performance.now();
  const results = await measure(entries);

  const failures = [];
  const notices = [];
  console.log(
    `size: what a host adds (React external; minified; gzip -9; brotli -q 11), against the recorded figures (+${(growth * 100).toFixed(0)} % allowed)`,
  );
  for (const r of results) {
    if (r.missing) {
      failures.push(
        `${r.entry.name}: ${r.missing} does not exist (is it built? remove its line from size-budget.json if the entry is gone)`,
      );
      console.log(`  ${r.entry.name.padEnd(34)} missing: ${r.missing}`);
      continue;
    }
    const recorded = r.entry.gzip;
    if (!Number.isInteger(recorded) || typeof r.entry.why !== 'string' || r.entry.why.trim() === '') {
      failures.push(
        `${r.entry.name}: scripts/size-budget.json needs its recorded figure (\`gzip\`, bytes) and a \`why\` that says what those bytes buy.`,
      );
      continue;
    }
    const { verdict, change } = ratchetVerdict(r.gzip, recorded, growth);
    console.log(
      `  ${r.entry.name.padEnd(34)} min ${kb(r.min).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}  brotli ${kb(r.brotli).padStart(9)}` +
        `  recorded ${kb(recorded)} gzip (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%)  ${{ grew: 'GREW', smaller: 'smaller: record it', ok: 'ok' }[verdict]}`,
    );
    if (verdict === 'smaller') {
      notices.push(
        `${r.entry.name}: ${r.gzip} bytes min+gzip, ${(-change * 100).toFixed(1)}% under its recorded ${recorded}: record the new figure in scripts/size-budget.json so the ratchet holds it.`,
      );
    }
    if (r.lazy) {
      const lazyBudget = r.entry.lazyGzipBudget;
      const lazyVerdict =
        lazyBudget === undefined
          ? ''
          : r.lazy.gzip <= lazyBudget
            ? `  budget ${kb(lazyBudget)} gzip (${((r.lazy.gzip / lazyBudget) * 100).toFixed(0)}%)  ok`
            : '  OVER BUDGET';
      console.log(
        `  ${'  + loaded on demand (import())'.padEnd(34)} min ${kb(r.lazy.min).padStart(10)}  gzip ${kb(r.lazy.gzip).padStart(9)}  brotli ${kb(r.lazy.brotli).padStart(9)}${lazyVerdict}`,
      );
      if (lazyBudget !== undefined && r.lazy.gzip > lazyBudget) {
        failures.push(
          `${r.entry.name}: ${r.lazy.gzip} bytes min+gzip loaded on demand exceeds its budget of ${lazyBudget} bytes; raise "lazyGzipBudget" only if the growth is intended.`,
        );
      }
    }
    if (r.eager.length > 0) {
      failures.push(
        `${r.entry.name}: ${r.eager.join(', ')} ${r.eager.length === 1 ? 'is' : 'are'} in the first-paint chunks; ` +
          'it must stay behind import() (see packages/mcp-elicitation-core/src/validation/default-validator.ts). Look for a new static import of it.',
      );
    }
    if (verdict === 'grew') {
      failures.push(
        `${r.entry.name}: ${r.gzip} bytes min+gzip, ${r.gzip - recorded} (${(change * 100).toFixed(1)}%) over its recorded ${recorded}, ` +
          `more than the ${(growth * 100).toFixed(0)} % allowed. Find what grew (a new dependency, an import that defeats tree-shaking); ` +
          'if the growth is wanted, record the new figure ("gzip") in scripts/size-budget.json with a "why" that says what the new bytes buy.',
      );
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(results.map(({ entry, ...rest }) => ({ name: entry.name, ...rest }))));
  console.log(`size: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (notices.length > 0) console.log(`size: smaller than recorded:\n- ${notices.join('\n- ')}`);
  if (failures.length > 0) {
    console.error(`size: over the ratchet:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

await main();
