// The interval `npm run bench` judges its ratio goals on (bench/paired.mjs, ratioInterval): a goal
// is met or missed only when the whole interval lies on one side of the limit.
import { describe, expect, it } from 'vitest';
import { budgetInterval, interval, median, quantile, ratioInterval, undecided } from '../../bench/paired.mjs';

/** Deterministic noise in [-1, 1). */
function noise(seed: number) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) / 2147483647) * 2 - 1;
}

describe('ratioInterval', () => {
  it('is the ratio itself when the samples do not vary', () => {
    const floor = Array.from({ length: 40 }, () => 200);
    expect(
      ratioInterval(
        floor.map((v) => v * 1.1),
        floor,
      ),
    ).toEqual([1.1, 1.1]);
  });

  it('holds the true ratio of noisy samples and narrows as samples are added', () => {
    const width = (n: number) => {
      const next = noise(n);
      const floor = Array.from({ length: n }, () => 200 + 30 * next());
      const ours = Array.from({ length: n }, () => 220 + 30 * next());
      const range = ratioInterval(ours, floor);
      if (!range) throw new Error('no interval');
      expect(range[0]).toBeLessThan(1.1);
      expect(range[1]).toBeGreaterThan(1.1);
      return range[1] - range[0];
    };
    expect(width(400)).toBeLessThan(width(25));
  });

  it('draws whole groups, the same ones on both sides', () => {
    const next = noise(7);
    const floor = Array.from({ length: 24 }, () => 10 + next());
    const ours = Array.from({ length: 24 }, () => 11 + next());
    const first = Array.from({ length: 12 }, (_, i) => i);
    const second = first.map((i) => 12 + i);
    /** The ratio of medians of the samples at these indices (24 of them, as every resample here has). */
    const ratioOf = (indices: number[]) => {
      const middle = (xs: number[]) => {
        const sorted = indices.map((i) => xs[i] as number).sort((x, y) => x - y);
        return ((sorted[11] as number) + (sorted[12] as number)) / 2;
      };
      return middle(ours) / middle(floor);
    };
    // One group of every sample: each resample is the samples themselves.
    const whole = ratioInterval(ours, floor, [[...first, ...second]]);
    expect(whole?.[0]).toBeCloseTo(ratioOf([...first, ...second]), 12);
    expect(whole?.[1]).toBe(whole?.[0]);
    // By sample, the same data gives an interval of some width.
    const bySample = ratioInterval(ours, floor) ?? [0, 0];
    expect(bySample[1]).toBeGreaterThan(bySample[0]);
    // Two groups: a resample is the first twice, both, or the second twice, never a mix of samples.
    const possible = [ratioOf([...first, ...first]), ratioOf([...first, ...second]), ratioOf([...second, ...second])];
    const ends = ratioInterval(ours, floor, [first, second]) ?? [];
    expect(ends).toHaveLength(2);
    for (const end of ends) expect(possible.some((r) => Math.abs(r - end) < 1e-12)).toBe(true);
  });

  it('gives none for samples that were not taken side by side', () => {
    expect(ratioInterval([1, 2, 3], [1, 2])).toBeUndefined();
  });

  it('gives the same interval for the same samples', () => {
    const next = noise(3);
    const a = Array.from({ length: 50 }, () => 10 + next());
    const b = Array.from({ length: 50 }, () => 9 + next());
    expect(ratioInterval(a, b)).toEqual(ratioInterval(a, b));
  });
});

describe('budgetInterval', () => {
  it('is the ratio to the budget itself when the samples do not vary', () => {
    const inPage = Array.from({ length: 30 }, () => 1);
    const trips = Array.from({ length: 20 }, () => 0.5);
    // 1.2 × 1 + 0.5 = 1.7 ms of budget; 3.4 ms is twice that.
    const range =
      budgetInterval(
        inPage.map(() => 3.4),
        inPage,
        trips,
        1.2,
      ) ?? [];
    expect(range[0]).toBeCloseTo(2, 12);
    expect(range[1]).toBeCloseTo(2, 12);
  });

  // Four bootstraps of 2,000 resamples: several seconds on a busy 2-core machine, past the default 5 s.
  it('holds the true ratio to the budget of noisy samples, and widens with a noisier allowance', { timeout: 60_000 }, () => {
    const next = noise(11);
    const inPage = Array.from({ length: 300 }, () => 1 + 0.2 * next());
    const bridge = inPage.map((v) => 1.5 * v + 0.4 + 0.1 * next());
    // The true budget is 1.2 × 1 + 0.5 = 1.7 and the true bridge median 1.9: a ratio of about 1.118.
    const steady = Array.from({ length: 200 }, () => 0.5 + 0.02 * next());
    const shaky = Array.from({ length: 200 }, () => 0.5 + 0.4 * next());
    const [low, high] = budgetInterval(bridge, inPage, steady, 1.2) ?? [0, 0];
    expect(low).toBeLessThan(1.9 / 1.7);
    expect(high).toBeGreaterThan(1.9 / 1.7);
    const [shakyLow, shakyHigh] = budgetInterval(bridge, inPage, shaky, 1.2) ?? [0, 0];
    expect(shakyHigh - shakyLow).toBeGreaterThan(high - low);
  });

  it('gives none for samples that were not taken side by side, or without an allowance', () => {
    expect(budgetInterval([1, 2, 3], [1, 2], [1], 1.2)).toBeUndefined();
    expect(budgetInterval([1, 2], [1, 2], [], 1.2)).toBeUndefined();
  });
});

describe('undecided', () => {
  it('leaves a goal to its verdict when the whole interval lies on one side of the limit', () => {
    expect(undecided(1.05, 1.1, [1.01, 1.09], 96)).toBeUndefined();
    expect(undecided(1.2, 1.1, [1.11, 1.3], 96)).toBeUndefined();
    expect(undecided(1.05, 1.1, undefined, 96)).toBeUndefined();
  });

  it('says why not, and about how many samples would settle it, when the interval includes the limit', () => {
    // The nearer end is 0.06 from the ratio, the limit 0.03: twice as far, so four times the samples.
    expect(undecided(1.07, 1.1, [1.02, 1.13], 96)).toBe(
      "the ratio's 95 % interval (1.020× to 1.130×) includes the limit; at this distance from it, about 384 samples would settle it",
    );
    expect(undecided(1.1, 1.1, [1.05, 1.15], 96)).toMatch(/no number of samples settles a ratio on the limit$/);
  });
});

describe('interval', () => {
  it('is the median itself when the samples do not vary, and holds the median of noisy ones', () => {
    expect(interval([5, 5, 5, 5])).toEqual([5, 5]);
    const next = noise(5);
    const d = Array.from({ length: 200 }, () => 2 + next());
    const [low, high] = interval(d);
    expect(low).toBeLessThanOrEqual(median(d));
    expect(high).toBeGreaterThanOrEqual(median(d));
  });
});

describe('quantile', () => {
  it('is the median at 0.5 (the mean of the two middle values of an even count) and the nearest rank elsewhere', () => {
    const values = [5, 1, 4, 2, 3, 6];
    expect(quantile(values, 0.5)).toBe(3.5);
    expect(quantile(values, 0.5)).toBe(median(values));
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    // Nearest rank: the smallest value with at least 90 % of them at or below it.
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(hundred, 0.9)).toBe(90);
    expect(quantile([1, 2, 3], 0.9)).toBe(3);
    expect(quantile([], 0.9)).toBeNaN();
    expect(quantile([], 0.5)).toBeNaN();
  });
});
