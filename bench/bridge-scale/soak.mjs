// The soak of `npm run bench:bridge`: `requests` requests over `channels` channels on the two
// instances (rounds of one question per channel, each answered), the instances' heaps after GC
// read after every tenth of them, then every key the bridge left in Redis audited (SCAN + PTTL).
import { closeStreams, openStreams, round } from './lifecycle.mjs';
import { auditKeys } from './redis.mjs';
import { channelPlan, growthVerdict } from './verdicts.mjs';

const measureAll = (instances) => Promise.all(instances.map((instance) => instance.measure()));
const heap = (measures) => measures.reduce((total, m) => total + m.memory.heapUsed, 0);

/**
 * Heap growth tolerated per window: 100 bytes per request (a retained request costs kilobytes), and
 * at least 1 MiB (what a heap after GC moves by between readings with nothing retained).
 */
export const toleranceFor = (requests) => Math.max(100 * requests, 2 ** 20);

export async function soak({ instances, pool, redis, rate }, { channels, requests, windows = 10 }) {
  const plan = channelPlan(channels, 'soak');
  const opened = await openStreams(pool, instances, plan);
  if (opened < plan.length) throw new Error(`${plan.length - opened} of ${plan.length} streams did not open`);
  const started = performance.now();
  // One unmeasured round first: code paths warm, pools and maps at their working size.
  let last = await measureAll(instances);
  last = (await round(instances, pool, plan, rate, last)).done;
  const readings = [heap(last)];
  const rss = [last.map((m) => m.memory.rss)];
  const rounds = Math.max(windows, Math.round(requests / channels));
  const perWindow = Math.ceil(rounds / windows);
  let done = 0;
  let failures = 0;
  let postP99 = 0;
  for (let w = 0; w < windows; w++) {
    for (let r = 0; r < perWindow && done < rounds; r++, done++) {
      const work = await round(instances, pool, plan, rate, last, { flat: true });
      last = work.done;
      postP99 = Math.max(postP99, work.posts.postP99);
    }
    last = await measureAll(instances);
    failures = last.reduce((total, m) => total + m.failures, 0);
    readings.push(heap(last));
    rss.push(last.map((m) => m.memory.rss));
  }
  await closeStreams(pool, instances);
  const after = await measureAll(instances);
  const keys = await auditKeys(redis.client, 'bench');
  const windowRequests = perWindow * channels;
  return {
    requests: done * channels,
    seconds: (performance.now() - started) / 1000,
    readings,
    rss,
    heapAfterClose: heap(after),
    streamsLeft: after.reduce((total, m) => total + m.stats.streams, 0),
    pendingLeft: after.reduce((total, m) => total + m.stats.pending, 0),
    failures,
    keys,
    windowRequests,
    postP99,
    tolerance: toleranceFor(windowRequests),
    growth: growthVerdict(readings, toleranceFor(windowRequests)),
  };
}
