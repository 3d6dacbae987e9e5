// Where an opening's main-thread time goes, by module and by function: V8's sampling profiler (a
// sample every 50 µs) over openings of the pages `npm run bench` built (.bench-out/<id>/), mapped
// back to the sources through the build's source maps (written beside each chunk; the pages never
// load them). Cold opens of 8 fields by default, each in a fresh browser context, from navigation to
// "ready" as the bench times them; `--warm`: warm opens, each a request the page has not seen, in
// one page per id after 3 unmeasured. The pages take turns, in ABBA order round by round.
//
//   npm run bench -- --quick                       build the pages first (any run builds them)
//   node bench/time-probe.mjs                      cold opens: the library's dialog page and the floor
//   node bench/time-probe.mjs --warm --fields=200  warm opens of the 200-field form
//   node bench/time-probe.mjs default inline --runs=30 --top=25
//   node bench/time-probe.mjs --first              cold opens that end in the first interaction (type +
//                                                  Accept in the first frame after focus, to the result);
//                                                  set against a run without it, the difference is that
//                                                  interaction's work
//
// Prints, in ms per opening: each module's self time side by side for the pages (packages under
// node_modules by name; "browser functions called from script" holds the style and layout that
// focus(), getComputedStyle() and the like force), then each page's top functions by self time,
// as source:line and that line. Not a benchmark: the profiler slows the page, and a few hundredths
// of a ms are noise; compare between pages and commits on a quiet machine.
import { join } from 'node:path';
import { classify, selfTime, sourceLocator } from './cpu-profile.mjs';
import { openBenchPages } from './probe-pages.mjs';
import { helpFromHeader } from './help.mjs';

helpFromHeader(import.meta.url);

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const warm = args.includes('--warm');
const first = !warm && args.includes('--first');
const fields = option('fields', 8);
const runs = option('runs', warm ? 60 : 20);
const top = option('top', 20);

const { ids, origin, browser, close } = await openBenchPages('time-probe.mjs');
const locators = new Map(ids.map((id) => [id, sourceLocator(join(root, '.bench-out', id), root)]));
const byModule = new Map(ids.map((id) => [id, new Map()]));
const byFunction = new Map(ids.map((id) => [id, new Map()]));

/** Adds one profile's self time to the page's two tables: one pass over its samples, one lookup per frame. */
function add(id, profile) {
  const locate = locators.get(id);
  const [modules, functions] = [byModule.get(id), byFunction.get(id)];
  for (const [frame, ms] of selfTime(profile, (callFrame) => callFrame)) {
    const { module, fn } = classify(frame, locate);
    modules.set(module, (modules.get(module) ?? 0) + ms);
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
}

async function profiled(page, action) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  return profile;
}

try {
  const url = (id) => `${origin}/${id}/index.html?n=${fields}${first ? '&first=1' : ''}`;
  const warmPages = new Map();
  if (warm) {
    for (const id of ids) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(url(id));
      await page.evaluate(() => window.__bench.cold);
      for (let i = 0; i < 3; i++) {
        await page.evaluate(() => window.__bench.close());
        await page.evaluate(() => window.__bench.open());
      }
      warmPages.set(id, page);
    }
  }
  for (let round = 0; round < runs; round++) {
    // ABBA: every page runs first as often as last.
    const order = Math.floor(round / 2) % 2 === round % 2 ? ids : [...ids].reverse();
    for (const id of order) {
      if (warm) {
        const page = warmPages.get(id);
        await page.evaluate(() => window.__bench.close());
        add(id, await profiled(page, () => page.evaluate(() => window.__bench.open())));
      } else {
        const context = await browser.newContext();
        const page = await context.newPage();
        add(
          id,
          await profiled(page, async () => {
            await page.goto(url(id));
            await page.evaluate(() => window.__bench.cold);
            if (first) await page.evaluate(() => window.__bench.first());
          }),
        );
        await context.close();
      }
    }
  }
} finally {
  await close();
}

const per = (ms) => (ms / runs).toFixed(2);
const what = warm
  ? `warm opens of ${fields} fields`
  : `cold opens of ${fields} fields (navigation → ready${first ? ', then the first interaction to its result' : ''}, a fresh context each)`;
console.log(`## Main-thread self time, ms per opening: ${runs} ${what}\n`);
console.log(`| module | ${ids.join(' | ')} |`);
console.log(`| --- | ${ids.map(() => '---:').join(' | ')} |`);
const totalOf = (id) => [...byModule.get(id).values()].reduce((sum, ms) => sum + ms, 0);
console.log(`| all sampled time | ${ids.map((id) => per(totalOf(id))).join(' | ')} |`);
const modules = [...new Set(ids.flatMap((id) => [...byModule.get(id).keys()]))];
const largest = (m) => Math.max(...ids.map((id) => byModule.get(id).get(m) ?? 0));
for (const m of modules.filter((m) => largest(m) / runs >= 0.05).sort((a, b) => largest(b) - largest(a))) {
  console.log(`| ${m} | ${ids.map((id) => per(byModule.get(id).get(m) ?? 0)).join(' | ')} |`);
}
for (const id of ids) {
  console.log(`\n### ${id}: the ${top} functions with the most self time\n`);
  const rows = [...byFunction.get(id)].filter(([fn]) => fn !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [fn, ms] of rows.slice(0, top)) console.log(`${per(ms).padStart(7)}  ${fn}`);
}
