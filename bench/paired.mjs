// What bench/ab.mjs uses: one cold open in a fresh browser context, its
// phases as named figures, and the statistics of paired differences (the median and a 95 %
// bootstrap interval for it); bench/run.mjs and bench/bridge-overhead.mjs take their quantiles, the
// intervals of their goals' ratios, and whether those leave a goal undecided, from here too.

/** The median of `xs` (the mean of the two middle values when their number is even). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The `q` quantile of `values`: the median for 0.5 (as above), else the nearest-rank value, the
 * smallest with at least a `q` share of the values at or below it. NaN when there are none. Every
 * figure of the bench is read with it, so a median is the same number in every table.
 */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  if (q === 0.5) return median(values);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Numbers in [0, 1) from a fixed seed, so that a rerun of a bootstrap on the same data agrees. */
function seeded() {
  let seed = 1;
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647;
}

/** A 95 % interval for the median of `d`: 2,000 resamples with replacement (a fixed seed, so a rerun on the same data agrees). */
export function interval(d) {
  return bootstrap((random) => median(Array.from(d, () => d[Math.floor(random() * d.length)])));
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
  return bootstrap((random) => {
    const x = [];
    const y = [];
    for (let g = 0; g < groups.length; g++) {
      for (const index of groups[Math.floor(random() * groups.length)]) {
        x.push(a[index]);
        y.push(b[index]);
      }
    }
    return median(x) / median(y);
  });
}

/**
 * A 95 % interval for `median(a) ÷ (factor × median(b) + median(extra))`: a figure against a budget
 * made of a baseline taken side by side with it and an allowance measured on its own (the bridge's
 * "≤ 1.2 × in-page + one round trip"). `a` and `b` are drawn by index alike; `extra` on its own.
 * Undefined when `a` and `b` were not taken side by side (different lengths) or a side is empty.
 */
export function budgetInterval(a, b, extra, factor) {
  if (a.length !== b.length || a.length === 0 || extra.length === 0) return undefined;
  return bootstrap((random) => {
    const x = [];
    const y = [];
    for (let k = 0; k < a.length; k++) {
      const index = Math.floor(random() * a.length);
      x.push(a[index]);
      y.push(b[index]);
    }
    const z = Array.from(extra, () => extra[Math.floor(random() * extra.length)]);
    return median(x) / (factor * median(y) + median(z));
  });
}

/**
 * A 95 % interval for the `q` quantile of `values` (read with `quantile`, as every figure is): 2,000
 * resamples with replacement from a fixed seed. The bridge's latency goals are on p99s: with 1,000
 * samples the p99 rests on the ten slowest, and this says how far it may move between runs.
 * Undefined when there are no values.
 */
export function quantileInterval(values, q) {
  if (values.length === 0) return undefined;
  return bootstrap(resampledQuantile(values, q));
}

/**
 * A 95 % interval for `quantile(a, q) − quantile(b, q)`, `a` and `b` taken apart (each resampled on
 * its own, 2,000 times from a fixed seed): how much one relay adds to another's p50 or p99 (the
 * bridge's own time per answer against the node:http floor's). Undefined when a side is empty.
 */
export function quantileDifferenceInterval(a, b, q) {
  if (a.length === 0 || b.length === 0) return undefined;
  const ofA = resampledQuantile(a, q);
  const ofB = resampledQuantile(b, q);
  return bootstrap((random) => ofA(random) - ofB(random));
}

/**
 * `(random) => the q quantile of one resample of values` (as `quantile` reads it: the median for
 * 0.5, else the nearest rank). A resample is a count per value of the sorted original: its k-th
 * smallest is found by a walk over the counts, without sorting 2,000 resamples (20,000 latencies: a
 * second, not a minute).
 */
function resampledQuantile(values, q) {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  const counts = new Uint32Array(n);
  const kth = (k) => {
    let seen = 0;
    for (let i = 0; i < n; i++) {
      seen += counts[i];
      if (seen > k) return sorted[i];
    }
    return sorted[n - 1];
  };
  const m = n >> 1;
  const rank = Math.min(n - 1, Math.ceil(q * n) - 1);
  return (random) => {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[Math.floor(random() * n)] += 1;
    if (q === 0.5) return n % 2 ? kth(m) : (kth(m - 1) + kth(m)) / 2;
    return kth(rank);
  };
}

/** The middle 95 % of `statistic` over 2,000 resamples, from a fixed seed (a rerun on the same data agrees). */
function bootstrap(statistic) {
  const random = seeded();
  const values = [];
  for (let i = 0; i < 2000; i++) values.push(statistic(random));
  values.sort((p, q) => p - q);
  return [values[50], values[1949]];
}

/**
 * Whether a ratio's interval leaves its goal undecided: undefined when all of `range` lies on one
 * side of `limit`, else why not and about how many samples (of the `n` taken) would settle it. The
 * interval's width shrinks with √n, so its nearer end reaches the limit at n × (width ÷ distance)².
 */
export function undecided(ratio, limit, range, n) {
  if (range === undefined || !(range[0] <= limit && limit < range[1])) return undefined;
  const nearer = ratio <= limit ? range[1] - ratio : ratio - range[0];
  const distance = Math.abs(limit - ratio);
  const needed =
    distance > 0
      ? `about ${Math.ceil(n * (nearer / distance) ** 2)} samples would settle it`
      : 'no number of samples settles a ratio on the limit';
  return `the ratio's 95 % interval (${range[0].toFixed(3)}× to ${range[1].toFixed(3)}×) includes the limit; at this distance from it, ${needed}`;
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
