// One row of the growth table of `npm run bench:bridge`: `total` channels over the two instances,
// each with a stream (half on each instance) and one request (half asked on the other instance
// than the stream's, so they cross Redis). Memory after GC before and after the streams open and
// with every request pending; delivery and answer times; Redis commands, bytes and CPU per request.
import { quantile, quantileInterval } from '../paired.mjs';
import { closeStreams, openStreams, round } from './lifecycle.mjs';
import { redisCounters } from './redis.mjs';
import { channelPlan } from './verdicts.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (values) => values.reduce((a, b) => a + b, 0);
const measureAll = (instances) => Promise.all(instances.map((instance) => instance.measure()));
const totalCommands = (measure) => sum(Object.values(measure.commands));

/** Latency figures of `values` (ms): p50, p99 and the p99's 95 % interval. */
export function latency(values) {
  return { n: values.length, p50: quantile(values, 0.5), p99: quantile(values, 0.99), p99Range: quantileInterval(values, 0.99) };
}

/**
 * Measures one row. `idleMs` > 0 also measures the Redis commands per second the open streams cost
 * with nothing asked (each instance's heartbeat, every leaseMs ÷ 3).
 */
export async function growthRow({ instances, pool, redis, rate, idleMs }, total) {
  const plan = channelPlan(total, `g${total}`);
  const before = await measureAll(instances);
  const opening = performance.now();
  const opened = await openStreams(pool, instances, plan);
  const openMs = performance.now() - opening;
  const open = await measureAll(instances);
  let background = Number.NaN;
  if (idleMs > 0) {
    await redis.client.config('RESETSTAT');
    await sleep(idleMs);
    background = sum(Object.values((await redisCounters(redis.client)).calls)) / (idleMs / 1000);
  }
  const start = await measureAll(instances);
  await redis.client.config('RESETSTAT');
  const work = await round(instances, pool, plan, rate, start);
  const counters = await redisCounters(redis.client);
  await closeStreams(pool, instances);
  const after = await measureAll(instances);
  const heap = (ms) => sum(ms.map((m) => m.memory.heapUsed));
  const rss = (ms) => sum(ms.map((m) => m.memory.rss));
  return {
    total,
    perInstance: total / instances.length,
    openMs,
    streamsFailed: plan.length - opened,
    heapPerStream: (heap(open) - heap(before)) / total,
    rssPerStream: (rss(open) - rss(before)) / total,
    heapPerPending: (heap(work.pending) - heap(start)) / total,
    rssPerPending: (rss(work.pending) - rss(start)) / total,
    heapPeak: Math.max(...work.pending.map((m) => m.memory.heapUsed)),
    rssPeak: Math.max(...work.pending.map((m) => m.memory.rss)),
    heapLeft: heap(after) - heap(before),
    // A question or answer that never arrived counts as infinitely late: a p99 past 1 % lost is lost.
    delivery: latency([...work.delivery, ...Array(work.missing.questions).fill(Number.POSITIVE_INFINITY)]),
    answer: latency([...work.answers, ...Array(work.missing.answers).fill(Number.POSITIVE_INFINITY)]),
    postsFailed: work.posts.failed,
    postStatuses: work.posts.statuses,
    missing: work.missing,
    redisExecuted: sum(Object.values(counters.calls)) / total,
    redisByCommand: Object.fromEntries(Object.entries(counters.calls).map(([name, calls]) => [name, calls / total])),
    roundTrips: sum(work.done.map((m, k) => totalCommands(m) - totalCommands(start[k]))) / total,
    bytes: (counters.bytesIn + counters.bytesOut) / total,
    cpuMsPerRequest: work.cpuMs.map((ms) => ms / (total / instances.length)),
    background,
    failures: sum(work.done.map((m) => m.failures)),
  };
}
