// The soak of `npm run bench:bridge`: `requests` requests over `channels` channels on a relay's
// servers (rounds of one question per channel, each answered, questions and answers paced at
// `rate` per second), the servers read after every tenth of them (heap after GC, the answer times
// of that tenth), then, with Redis, every key the bridge left audited (SCAN + PTTL). Throughput per
// core is the lifecycles over the CPU time the servers spent on them (process.cpuUsage, the GC of
// the readings left out): what one core of a server carries, whatever else shares the machine.
import { closeStreams, openStreams, round, answerTimes } from './lifecycle.mjs';
import { auditKeys } from './redis.mjs';
import { channelPlan, growthVerdict } from './verdicts.mjs';
import { latency } from './growth.mjs';

const measureAll = (servers) => Promise.all(servers.map((server) => server.measure()));
const heap = (measures) => measures.reduce((total, m) => total + m.memory.heapUsed, 0);

/**
 * Heap growth tolerated per window: 100 bytes per request (a retained request costs kilobytes), and
 * at least 1 MiB (what a heap after GC moves by between readings with nothing retained).
 */
export const toleranceFor = (requests) => Math.max(100 * requests, 2 ** 20);

export async function soak({ servers, pool, redis, rate }, { channels, requests, windows = 10, tag = 'soak' }) {
  const plan = channelPlan(channels, tag, servers.length);
  const opened = await openStreams(pool, servers, plan);
  if (opened < plan.length) throw new Error(`${plan.length - opened} of ${plan.length} streams did not open`);
  // One unmeasured round first: code paths warm, pools and maps at their working size.
  let last = await measureAll(servers);
  last = (await round(servers, pool, plan, rate, last)).done;
  const readings = [heap(last)];
  const rounds = Math.max(windows, Math.round(requests / channels));
  const perWindow = Math.ceil(rounds / windows);
  const times = { answer: [], server: [] };
  let cpuMs = 0;
  let missing = 0;
  let done = 0;
  const started = performance.now();
  for (let w = 0; w < windows; w++) {
    for (let r = 0; r < perWindow && done < rounds; r++, done++) {
      const work = await round(servers, pool, plan, rate, last, { gc: false });
      last = work.done;
      cpuMs += work.cpuMs.reduce((a, b) => a + b, 0);
      missing += work.missing.questions + work.missing.answers;
    }
    last = await measureAll(servers);
    const window = answerTimes(last);
    times.answer.push(...window.answer);
    times.server.push(...window.server);
    readings.push(heap(last));
  }
  const seconds = (performance.now() - started) / 1000;
  await closeStreams(pool, servers);
  const after = await measureAll(servers);
  const keys = redis === undefined ? undefined : await auditKeys(redis.client, 'bench');
  const windowRequests = perWindow * channels;
  const lifecycles = done * channels;
  return {
    requests: lifecycles,
    seconds,
    rate,
    cpuMsPerLifecycle: cpuMs / lifecycles,
    perCore: lifecycles / (cpuMs / 1000),
    answer: latency([...times.answer, ...Array(missing).fill(Number.POSITIVE_INFINITY)]),
    server: latency(times.server),
    serverTimes: times.server,
    missing,
    readings,
    heapAfterClose: heap(after),
    streamsLeft: after.reduce((total, m) => total + m.stats.streams, 0),
    pendingLeft: after.reduce((total, m) => total + m.stats.pending, 0),
    failures: last.reduce((total, m) => total + m.failures, 0),
    keys,
    windowRequests,
    tolerance: toleranceFor(windowRequests),
    growth: growthVerdict(readings, toleranceFor(windowRequests)),
  };
}
