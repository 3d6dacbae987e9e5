// The interval `npm run bench` judges its ratio goals on (bench/paired.mjs, ratioInterval): a goal
// is met or missed only when the whole interval lies on one side of the limit.
import { describe, expect, it } from 'vitest';
import { ratioInterval } from '../../bench/paired.mjs';

/** Deterministic noise in [-1, 1). */
function noise(seed: number) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) / 2147483647) * 2 - 1;
}

describe('ratioInterval', () => {
  it('is the ratio itself when the samples do not vary', () => {
    const floor = Array.from({ length: 40 }, () => 200);
    expect(ratioInterval(floor.map((v) => v * 1.1), floor)).toEqual([1.1, 1.1]);
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
