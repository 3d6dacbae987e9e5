// The pure parts of `npm run bench:bridge` (bench/bridge-scale/): how a goal is worded from a figure
// and its interval, how soak readings become a growth verdict, how the channels are planned, and
// how the tabs read SSE frames, Redis INFO and the question text.
import { describe, expect, it } from 'vitest';
import { quantileDifferenceInterval, quantileInterval } from '../../bench/paired.mjs';
import { channelOfQuestion, questionText, sentOfQuestion } from '../../bench/bridge-scale/question.mjs';
import { commandCalls, parseInfo } from '../../bench/bridge-scale/redis.mjs';
import { END, projectedRss, spliceSection, START } from '../../bench/bridge-scale/report.mjs';
import { sseFrames } from '../../bench/bridge-scale/sse-frames.mjs';
import { channelPlan, chunk, growthVerdict, limitVerdict } from '../../bench/bridge-scale/verdicts.mjs';

describe('quantileInterval', () => {
  it('is undefined without values and the value itself when nothing varies', () => {
    expect(quantileInterval([], 0.99)).toBeUndefined();
    expect(quantileInterval([5, 5, 5, 5], 0.99)).toEqual([5, 5]);
  });

  // Two bootstraps of 2,000 resamples of 1,000 values: seconds on a busy machine.
  it('holds the p99 of a spread and reaches towards its tail', { timeout: 60_000 }, () => {
    const values = Array.from({ length: 1000 }, (_, i) => i);
    expect(quantileInterval(values, 0.5)?.[0]).toBeLessThanOrEqual(499.5);
    const range = quantileInterval(values, 0.99);
    if (range === undefined) throw new Error('no interval');
    expect(range[0]).toBeLessThanOrEqual(989);
    expect(range[1]).toBeGreaterThanOrEqual(989);
    expect(range[1]).toBeLessThan(1000);
    expect(range[0]).toBeGreaterThan(970);
  });
});

describe('quantileDifferenceInterval', () => {
  it('holds the difference of two medians, and is undefined when a side is empty', () => {
    const floor = Array.from({ length: 400 }, (_, i) => 1 + (i % 10) / 10);
    const bridge = floor.map((v) => v + 0.4);
    const range = quantileDifferenceInterval(bridge, floor, 0.5);
    if (range === undefined) throw new Error('no interval');
    expect(range[0]).toBeLessThanOrEqual(0.4 + 1e-9);
    expect(range[1]).toBeGreaterThanOrEqual(0.4 - 1e-9);
    expect(quantileDifferenceInterval([], floor, 0.5)).toBeUndefined();
  });
});

describe('projectedRss', () => {
  it('adds streams with a request each to the RSS an instance had without them', () => {
    const row = { rssPerStream: 10 * 1024, rssPerPending: 5 * 1024, rssPeak: 100 * 2 ** 20 + 1_000 * 15 * 1024, perServer: 1_000 };
    const projection = projectedRss(row, 50_000);
    expect(projection.base).toBe(100 * 2 ** 20);
    expect(projection.bytes).toBe(100 * 2 ** 20 + 50_000 * 15 * 1024);
  });
});

describe('limitVerdict', () => {
  it('is met or missed when the interval lies on one side of the limit', () => {
    expect(limitVerdict(10, 25, { range: [8, 12], n: 1000 }).verdict).toBe('met');
    expect(limitVerdict(40, 25, { range: [30, 50], n: 1000 }).verdict).toBe('missed');
  });

  it('is too close to call when the interval holds the limit, and says so', () => {
    const { verdict, text } = limitVerdict(24, 25, { range: [20, 30], n: 1000 });
    expect(verdict).toBe('too close to call');
    expect(text).toMatch(/^too close to call: met, but the ratio's 95 % interval/);
  });

  it('judges an exact count without an interval', () => {
    expect(limitVerdict(5, 8).verdict).toBe('met');
    expect(limitVerdict(9, 8).verdict).toBe('missed');
    expect(limitVerdict(Number.NaN, 8).text).toContain('not measured');
  });

  it('reads a lower bound with atLeast', () => {
    expect(limitVerdict(12_000, 10_000, { atLeast: true }).verdict).toBe('met');
    expect(limitVerdict(9_000, 10_000, { range: [8_000, 11_000], n: 10, atLeast: true }).verdict).toBe('too close to call');
    expect(limitVerdict(9_000, 10_000, { range: [8_500, 9_500], n: 10, atLeast: true }).verdict).toBe('missed');
  });
});

describe('growthVerdict', () => {
  it('is met for flat readings with noise below the tolerance', () => {
    const readings = [100, 101, 99, 100, 102, 100, 101, 99, 100, 101, 100].map((v) => v * 2 ** 20);
    expect(growthVerdict(readings, 2 ** 21).verdict).toBe('met');
  });

  it('is missed when every window grows by more than the tolerance', () => {
    const readings = Array.from({ length: 11 }, (_, i) => (100 + 5 * i) * 2 ** 20);
    const result = growthVerdict(readings, 2 ** 20);
    expect(result.verdict).toBe('missed');
    expect(result.perWindow).toBe(5 * 2 ** 20);
  });

  it('needs at least three readings', () => {
    expect(growthVerdict([1, 2], 10).verdict).toBe('missed');
  });
});

describe('channelPlan and chunk', () => {
  it('puts everything on the one server of the floor', () => {
    const plan = channelPlan(6, 'f', 1);
    expect(plan.every((c) => c.stream === 0 && c.owner === 0)).toBe(true);
  });

  it('puts half the streams on each instance and sends half the requests across', () => {
    const plan = channelPlan(8, 't');
    expect(plan.filter((c) => c.stream === 0)).toHaveLength(4);
    expect(plan.filter((c) => c.owner === 0)).toHaveLength(4);
    expect(plan.filter((c) => c.owner !== c.stream)).toHaveLength(4);
    expect(new Set(plan.map((c) => c.name)).size).toBe(8);
  });

  it('splits into slices of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('sseFrames', () => {
  it('emits events split across chunks and skips comments and retry lines', () => {
    const seen: [string, string][] = [];
    const feed = sseFrames((type: string, data: string) => seen.push([type, data]));
    feed('retry: 2000\n\n: heartbeat\n\nid: 3\nevent: add');
    feed('ed\ndata: {"a":1}\n');
    expect(seen).toEqual([]);
    feed('\nid: 4\nevent: snapshot\ndata: {}\n\n');
    expect(seen).toEqual([
      ['added', '{"a":1}'],
      ['snapshot', '{}'],
    ]);
  });
});

describe('question text', () => {
  it('carries the channel and the send time', () => {
    const text = questionText('g10-3', 1234.5);
    expect(channelOfQuestion(text)).toBe('g10-3');
    expect(sentOfQuestion(text)).toBe(1234.5);
    expect(channelOfQuestion('hello')).toBeUndefined();
    expect(sentOfQuestion('hello')).toBeNaN();
  });
});

describe('Redis INFO', () => {
  it('reads fields and command calls', () => {
    const info = parseInfo(
      '# Commandstats\r\ncmdstat_eval:calls=4,usec=10,usec_per_call=2.5\r\ncmdstat_hget:calls=2,usec=1\r\ntotal_net_input_bytes:300\r\n',
    );
    expect(info.total_net_input_bytes).toBe(300);
    expect(commandCalls(info)).toEqual({ eval: 4, hget: 2 });
  });
});

describe('spliceSection', () => {
  it('appends the section once, then replaces it in place', () => {
    const first = spliceSection('# Benchmarks\n\ntext\n', 'one');
    expect(first).toBe(`# Benchmarks\n\ntext\n\n${START}\none\n${END}\n`);
    const second = spliceSection(`${first}after\n`, 'two');
    expect(second).toBe(`# Benchmarks\n\ntext\n\n${START}\ntwo\n${END}\nafter\n`);
  });
});

describe('keptSections (npm run bench keeps the bridge-at-scale section)', () => {
  it('returns the marked section of the old file, or nothing', async () => {
    const { keptSections } = await import('../../bench/run/report.mjs');
    expect(keptSections('# Benchmarks\n\nold\n')).toBe('');
    const old = spliceSection('# Benchmarks\n\nold\n', 'bridge');
    expect(keptSections(old)).toBe(`\n${START}\nbridge\n${END}\n`);
  });
});

describe('settled (npm run bench stops sampling a figure once its goals are decided)', () => {
  const opens = (values: number[]) => values.map((ready) => ({ ready }));
  it('is settled when the ratio interval lies on one side of the limit, and not when it holds it', async () => {
    const { settled } = await import('../../bench/run/statistics.mjs');
    const floor = Array.from({ length: 48 }, (_, i) => 200 + (i % 7));
    const far = new Map<string, unknown>([
      ['default', { cold8: opens(floor.map((v) => v * 1.02)) }],
      ['stack-floor', { cold8: opens(floor) }],
    ]);
    expect(settled(far, 'cold8')).toBe(true);
    // Around 1.10× (the cold-open limit) with noise on both sides: undecided.
    const near = new Map<string, unknown>([
      ['default', { cold8: opens(floor.map((v, i) => v * (i % 2 ? 1.0 : 1.2))) }],
      ['stack-floor', { cold8: opens(floor) }],
    ]);
    expect(settled(near, 'cold8')).toBe(false);
  });
});
