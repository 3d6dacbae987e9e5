// What a warm open of the 200-field form costs in style work, from a Chromium trace: every style
// recalculation ("UpdateLayoutTree") of one opening with the number of elements it restyled and
// what forced it, and how many selector matches the page's rules attempted. Uses the pages that
// `npm run bench` built (.bench-out/<id>/).
//
//   npm run bench -- --quick                     build the pages first (any run builds them)
//   node bench/style-probe.mjs                   the library's dialog page and the floor
//   node bench/style-probe.mjs default floor     pages by contender id
//   node bench/style-probe.mjs default --css="…" the same, with extra CSS added to the page (a
//                                                rule with display: none shows what a part adds)
//
// Not a benchmark: tracing slows everything down, so the times only compare recalculations within
// one page; the element and match-attempt counts are what to compare between pages and commits.
import { probePages } from './probe-pages.mjs';
import { helpFromHeader } from './help.mjs';

helpFromHeader(import.meta.url);

/** The renderer's main thread: the one that ran the most script. */
function mainThread(events) {
  const calls = new Map();
  for (const e of events) if (e.name === 'FunctionCall') calls.set(`${e.pid}:${e.tid}`, (calls.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  return [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** One warm open of the page, traced with `categories`; the trace's events. */
async function tracedOpen(browser, page, categories) {
  await page.evaluate(() => window.__bench.close());
  await browser.startTracing(page, { categories });
  await page.evaluate(() => window.__bench.open());
  return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
}

await probePages('style-probe.mjs', async (page, id, browser) => {
  const timeline = await tracedOpen(browser, page, [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.stack',
  ]);
  const thread = mainThread(timeline);
  const passes = timeline
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts);
  console.log(`${id}: ${passes.length} style recalculations in one warm open of 200 fields`);
  for (const pass of passes) {
    const frames = (pass.args?.beginData?.stackTrace ?? []).map((f) => f.functionName).filter(Boolean);
    const cause = frames.length > 0 ? `forced by ${frames.slice(0, 2).join(' < ')}` : 'in a frame';
    console.log(
      `  ${String(pass.args?.elementCount ?? '?').padStart(5)} elements  ${(pass.dur / 1000).toFixed(1).padStart(6)} ms  ${cause}`,
    );
  }
  const stats = await tracedOpen(browser, page, ['disabled-by-default-blink.debug']);
  let attempts = 0;
  for (const e of stats.filter((event) => event.name === 'SelectorStats')) {
    for (const s of e.args?.selector_stats?.selector_timings ?? []) attempts += s.match_attempts;
  }
  console.log(`  selector match attempts: ${attempts.toLocaleString('en')}`);
});
