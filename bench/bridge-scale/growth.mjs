// One row of a growth table of `npm run bench:bridge`: `total` channels over a relay's servers (our
// two instances, or the floor's one process), each with a stream and one request (on our instances,
// half asked on the other instance than the stream's, so they cross Redis). Memory after GC before
// and after the streams open and with every request pending; delivery and answer times; CPU per
// request; with Redis, its commands and bytes per request.
import { quantile, quantileInterval } from '../paired.mjs';
import { closeStreams, openStreams, round } from './lifecycle.mjs';
import { redisCounters } from './redis.mjs';
import { channelPlan } from './verdicts.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (values) => values.reduce((a, b) => a + b, 0);
const measureAll = (servers) => Promise.all(servers.map((server) => server.measure()));
const totalCommands = (measure) => sum(Object.values(measure.commands));
const heap = (ms) => sum(ms.map((m) => m.memory.heapUsed));
const rss = (ms) => sum(ms.map((m) => m.memory.rss));

/** Latency figures of `values` (ms): p50, p99, and each one's 95 % interval. */
export function latency(values) {
  return {
    n: values.length,
    p50: quantile(values, 0.5),
    p99: quantile(values, 0.99),
    p50Range: quantileInterval(values, 0.5),
    p99Range: quantileInterval(values, 0.99),
  };
}

/**
 * Measures one row. `idleMs` > 0 also measures the Redis commands per second the open streams cost
 * with nothing asked (each instance's heartbeat, every leaseMs ÷ 3). Without `redis` (the floor)
 * the Redis columns are left empty.
 */
export async function growthRow({ servers, pool, redis, rate, idleMs = 0, tag = 'g' }, total) {
  const plan = channelPlan(total, `${tag}${total}`, servers.length);
  const before = await measureAll(servers);
  const opening = performance.now();
  const opened = await openStreams(pool, servers, plan);
  const openMs = performance.now() - opening;
  const open = await measureAll(servers);
  let background = Number.NaN;
  if (idleMs > 0 && redis !== undefined) {
    await redis.client.config('RESETSTAT');
    await sleep(idleMs);
    background = sum(Object.values((await redisCounters(redis.client)).calls)) / (idleMs / 1000);
  }
  const start = await measureAll(servers);
  if (redis !== undefined) await redis.client.config('RESETSTAT');
  const work = await round(servers, pool, plan, rate, start);
  const counters = redis === undefined ? undefined : await redisCounters(redis.client);
  await closeStreams(pool, servers);
  const after = await measureAll(servers);
  const perServer = total / servers.length;
  return {
    total,
    perServer,
    rate,
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
    answer: latency([...work.answer, ...Array(work.missing.answers).fill(Number.POSITIVE_INFINITY)]),
    server: latency(work.server),
    serverTimes: work.server,
    postsFailed: work.posts.failed,
    postStatuses: work.posts.statuses,
    missing: work.missing,
    redisExecuted: counters === undefined ? Number.NaN : sum(Object.values(counters.calls)) / total,
    redisByCommand:
      counters === undefined ? {} : Object.fromEntries(Object.entries(counters.calls).map(([name, calls]) => [name, calls / total])),
    roundTrips: redis === undefined ? Number.NaN : sum(work.done.map((m, k) => totalCommands(m) - totalCommands(start[k]))) / total,
    bytes: counters === undefined ? Number.NaN : (counters.bytesIn + counters.bytesOut) / total,
    cpuMsPerRequest: work.cpuMs.map((ms) => ms / perServer),
    background,
    failures: sum(work.done.map((m) => m.failures)),
  };
}

/** Idle connections only (plain SSE): memory per stream at `total` streams, then closed again. */
export async function idleRow({ servers, pool, tag = 'p' }, total) {
  const plan = channelPlan(total, `${tag}${total}`, servers.length);
  const before = await measureAll(servers);
  const opened = await openStreams(pool, servers, plan, 'headers');
  const open = await measureAll(servers);
  await closeStreams(pool, servers);
  return {
    total,
    perServer: total / servers.length,
    streamsFailed: plan.length - opened,
    heapPerStream: (heap(open) - heap(before)) / total,
    rssPerStream: (rss(open) - rss(before)) / total,
    rssPeak: Math.max(...open.map((m) => m.memory.rss)),
  };
}
