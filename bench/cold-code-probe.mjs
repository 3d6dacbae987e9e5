// How much code a cold open runs for the first time: one cold open of the 8-field form per page, in
// a fresh browser context, with V8's precise coverage on. For each script of the page (the entry
// chunk, React's chunk), how many of its functions ran and how many bytes of minified source those
// functions hold (each function's own bytes, nested functions left to themselves), against all of
// its functions. In a fresh context every function that runs is parsed and compiled once (almost
// all of them on their first call), so these counts are what the cold open's compile work grows
// with. Uses the pages that `npm run bench` built (.bench-out/<id>/).
//
//   npm run bench -- --quick                 build the pages first (any run builds them)
//   node bench/cold-code-probe.mjs           the library's dialog page and the floor
//   node bench/cold-code-probe.mjs inline    pages by contender id
//   --by-module                              also the bytes of the functions that ran, by source module
//                                            (through the build's source maps), largest first
//
// Not a benchmark: counts to compare between pages and commits, not times (coverage slows the page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceLocator } from './cpu-profile.mjs';
import { openBenchPages } from './probe-pages.mjs';
import { helpFromHeader } from './help.mjs';

helpFromHeader(import.meta.url);

/** Each function's own bytes: its range minus the ranges of the functions directly inside it. */
function ownBytes(functions) {
  const sorted = functions
    .map((f) => ({ start: f.ranges[0].startOffset, end: f.ranges[0].endOffset, ran: f.ranges[0].count > 0 }))
    .filter((f) => f.start > 0) // the script's top level is compiled when it loads, run or not
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const open = [];
  for (const f of sorted) {
    f.own = f.end - f.start;
    while (open.length > 0 && open.at(-1).end <= f.start) open.pop();
    if (open.length > 0) open.at(-1).own -= f.end - f.start;
    open.push(f);
  }
  return sorted;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const byModule = process.argv.includes('--by-module');
const root = join(import.meta.dirname, '..');

/** The source module of each offset of a built script: line and column through the build's source map. */
function moduleAt(id, file) {
  const locate = sourceLocator(join(root, '.bench-out', id), root);
  const text = readFileSync(join(root, '.bench-out', id, 'assets', file), 'utf8');
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let line = starts.length - 1;
    while (starts[line] > offset) line--;
    const found = locate(file, line, offset - starts[line]);
    const source = found?.source ?? '(no source)';
    return source.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, 'node_modules/$1');
  };
}
const { ids, origin, browser, close } = await openBenchPages('cold-code-probe.mjs');
try {
  for (const id of ids) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await page.goto(`${origin}/${id}/index.html?n=8`);
    await page.evaluate(() => window.__bench.cold);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    await context.close();
    console.log(`${id}: one cold open of 8 fields`);
    let ranTotal = 0;
    let bytesTotal = 0;
    for (const script of result.filter((s) => /\/assets\/[^/]+\.js$/.test(s.url))) {
      const functions = ownBytes(script.functions);
      const ran = functions.filter((f) => f.ran);
      const bytes = ran.reduce((sum, f) => sum + f.own, 0);
      const all = functions.reduce((sum, f) => sum + f.own, 0);
      ranTotal += ran.length;
      bytesTotal += bytes;
      const name = script.url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js');
      console.log(
        `  ${name.padEnd(22)} ${String(ran.length).padStart(4)} of ${String(functions.length).padStart(4)} functions ran, ${kib(bytes).padStart(9)} of ${kib(all)}`,
      );
      if (byModule) {
        const file = script.url.split('?')[0].split('/').pop();
        const at = moduleAt(id, file);
        const sums = new Map();
        for (const f of ran) sums.set(at(f.start), (sums.get(at(f.start)) ?? 0) + f.own);
        for (const [module, own] of [...sums].sort((a, b) => b[1] - a[1]).filter(([, own]) => own >= 512)) {
          console.log(`      ${kib(own).padStart(9)}  ${module}`);
        }
      }
    }
    console.log(`  ${'all scripts'.padEnd(22)} ${String(ranTotal).padStart(4)} functions ran, ${kib(bytesTotal).padStart(9)}`);
  }
} finally {
  await close();
}
