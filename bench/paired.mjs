// What bench/ab.mjs and bench/load-cost.mjs share: one cold open in a fresh browser context, its
// phases as named figures, and the statistics of paired differences (the median and a 95 %
// bootstrap interval for it); bench/run.mjs takes the interval of its goals' ratios from here too.

/** The median of `xs` (the mean of the two middle values when their number is even). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Numbers in [0, 1) from a fixed seed, so that a rerun of a bootstrap on the same data agrees. */
function seeded() {
  let seed = 1;
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647;
}

/** A 95 % interval for the median of `d`: 2,000 resamples with replacement (a fixed seed, so a rerun on the same data agrees). */
export function interval(d) {
  const random = seeded();
  const medians = [];
  for (let i = 0; i < 2000; i++) medians.push(median(Array.from(d, () => d[Math.floor(random() * d.length)])));
  medians.sort((x, y) => x - y);
  return [medians[50], medians[1949]];
}

/**
 * A 95 % interval for `median(a) ÷ median(b)`, the ratio a goal of `npm run bench` is judged on:
 * 2,000 resamples (a fixed seed, so a rerun on the same data agrees), each drawn the way the samples
 * were taken. `groups` lists the indices that belong together, and a resample draws that many groups
 * with replacement and takes the same groups from both sides: a round of fresh-context opens (one
 * round opens every contender once, so whatever slowed the machine in it slowed both), or the
 * samples of one page set (a page keeps its speed while it lives, so its samples are not
 * independent draws). Undefined when `a` and `b` were not taken side by side (different lengths).
 */
export function ratioInterval(a, b, groups = a.map((_, i) => [i])) {
  if (a.length !== b.length || groups.length === 0) return undefined;
  const random = seeded();
  const ratios = [];
  for (let i = 0; i < 2000; i++) {
    const x = [];
    const y = [];
    for (let g = 0; g < groups.length; g++) {
      for (const index of groups[Math.floor(random() * groups.length)]) {
        x.push(a[index]);
        y.push(b[index]);
      }
    }
    ratios.push(median(x) / median(y));
  }
  ratios.sort((p, q) => p - q);
  return [ratios[50], ratios[1949]];
}

/**
 * One cold open: a fresh browser context loads `url` (a page of bench/pages/harness.tsx) and waits
 * for its `cold` timings. A page error fails the run, its message prefixed with `label`. Returns the
 * phases as figures: navigation → entry module runs (load + eval), entry module runs → first field
 * focused (render, commit, effects), navigation → first field focused, navigation → ready.
 */
export async function coldOpenFigures(browser, url, label) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (error) => problems.push(error.message));
  await tab.goto(url);
  const t = await tab.evaluate(() => window.__bench.cold);
  await context.close();
  if (problems.length > 0) throw new Error(`${label}: ${problems.join('; ')}`);
  return {
    'navigation → entry module runs': t.appStart,
    'entry module runs → first field focused': t.focused - t.appStart,
    'navigation → first field focused': t.focused,
    'navigation → ready': t.ready,
  };
}
