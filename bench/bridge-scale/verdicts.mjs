// How `npm run bench:bridge` words a goal: met, missed, or too close to call, from the figure, its
// 95 % interval (bench/paired.mjs) and the limit. Pure functions, tested in test/unit/bench-bridge-scale.test.ts.
import { interval, undecided } from '../paired.mjs';

/**
 * The verdict on "figure ≤ limit" (or ≥ with `atLeast`): `range` is the figure's 95 % interval
 * (undefined for an exact count), `n` the samples behind it. Returns `{ verdict, text }`, verdict
 * one of 'met', 'missed', 'too close to call'.
 */
export function limitVerdict(figure, limit, { range, n = 0, atLeast = false } = {}) {
  if (figure === Number.POSITIVE_INFINITY) return { verdict: 'missed', text: '**missed** (more than 1 % never arrived)' };
  if (!Number.isFinite(figure)) return { verdict: 'missed', text: '**missed** (not measured)' };
  const met = atLeast ? figure >= limit : figure <= limit;
  if (range !== undefined) {
    // `undecided` reads a ratio against 1 with "≤": flip both for a lower bound.
    const ratio = atLeast ? limit / figure : figure / limit;
    const scaled = atLeast ? [limit / range[1], limit / range[0]] : [range[0] / limit, range[1] / limit];
    const why = undecided(ratio, 1, scaled, n);
    if (why !== undefined) return { verdict: 'too close to call', text: `too close to call: ${met ? 'met' : 'missed'}, but ${why}` };
  }
  return met ? { verdict: 'met', text: 'met' } : { verdict: 'missed', text: '**missed**' };
}

/**
 * Growth of memory over a soak: `readings` are heap sizes after GC (bytes) taken after each equal
 * window of requests. Judged on the median growth per window and its 95 % interval, against
 * `tolerance` bytes per window: met when the whole interval is at or below it, missed when all of
 * it is above, else too close to call. Returns `{ perWindow, range, verdict, text }`.
 */
export function growthVerdict(readings, tolerance) {
  const steps = readings.slice(1).map((value, i) => value - readings[i]);
  if (steps.length < 2) return { perWindow: Number.NaN, range: undefined, verdict: 'missed', text: '**missed** (too few readings)' };
  const range = interval(steps);
  const perWindow = steps.slice().sort((a, b) => a - b)[steps.length >> 1];
  if (range[1] <= tolerance) return { perWindow, range, verdict: 'met', text: 'met' };
  if (range[0] > tolerance) return { perWindow, range, verdict: 'missed', text: '**missed**' };
  return {
    perWindow,
    range,
    verdict: 'too close to call',
    text: `too close to call: the 95 % interval of the growth per window includes the tolerance`,
  };
}

/**
 * Where each of `total` channels lives on `servers` servers: with two (our instances), streams on
 * instance i % 2 and requests asked on (i >> 1) % 2, so half cross instances; with one (the floor),
 * everything on it.
 */
export function channelPlan(total, tag, servers = 2) {
  return Array.from({ length: total }, (_, i) => ({ name: `${tag}-${i}`, stream: i % servers, owner: (i >> 1) % servers }));
}

/** Splits `items` into consecutive slices of at most `size`. */
export function chunk(items, size) {
  const slices = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}
