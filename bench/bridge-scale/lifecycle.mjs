// One round of the bridge's work as `npm run bench:bridge` drives it: streams opened by the tab
// processes, one question per channel asked at a steady rate by the instance that owns the
// channel's MCP client, each seen in its stream, then answered with a POST to the stream's instance.
// Every wait has a deadline; every loop is bounded by the number of channels.
import { answerFlat, answerPaced } from './answers.mjs';
import { startReaders } from './processes.mjs';
import { chunk } from './verdicts.mjs';

/** Streams one tab process holds at most: far below its file-descriptor limit (`ulimit -n`). */
export const STREAMS_PER_READER = 4_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a stream per channel on its instance, over as many tab processes as needed (started on demand, kept in `pool`). */
export async function openStreams(pool, instances, plan) {
  const slices = chunk(plan, STREAMS_PER_READER);
  while (pool.length < slices.length) pool.push(await startReaders());
  const results = await Promise.all(
    slices.map(async (slice, r) => {
      let opened = 0;
      for (const k of [0, 1]) {
        const channels = slice.filter((c) => c.stream === k).map((c) => c.name);
        if (channels.length > 0) opened += (await pool[r].open(instances[k].port, channels)).opened;
      }
      return opened;
    }),
  );
  // Streams that did not open within the tab's deadline are counted, not retried: they are part of the figure.
  return results.reduce((a, b) => a + b, 0);
}

/**
 * Cancels every stream, then waits (at most `deadlineMs`) until the instances closed their side: after
 * 20,000 streams an instance is busy unsubscribing for a while, and streams opened meanwhile time out.
 */
export async function closeStreams(pool, instances, deadlineMs = 120_000) {
  await Promise.all(pool.map((readers) => readers.closeAll()));
  const until = performance.now() + deadlineMs;
  while (performance.now() < until) {
    const replies = await Promise.all(instances.map((instance) => instance.progress()));
    if (replies.every((reply) => reply.streams === 0)) return;
    await sleep(200);
  }
}

/** Gathers what the tabs saw until `count` questions arrived or `deadlineMs` passed. */
async function collect(pool, count, deadlineMs) {
  const delivery = [];
  const requests = [];
  const until = performance.now() + deadlineMs;
  while (requests.length < count && performance.now() < until) {
    for (const reply of await Promise.all(pool.map((readers) => readers.collect()))) {
      delivery.push(...reply.delivery);
      requests.push(...reply.requests);
    }
    if (requests.length < count) await sleep(100);
  }
  return { delivery, requests };
}

/**
 * Asks one question per channel of `plan` at `rate` per second (each instance its half), waits
 * until the tabs saw them, measures the instances with every request pending, answers the ones
 * seen at `rate` POSTs per second (with `flat`, as fast as autocannon sends them) and waits until
 * the instances saw every answer resolve. Every wait has a deadline; what did not arrive in time
 * is counted (`missing`), not waited for. `start` are the instances' measures just before.
 * Returns { delivery, answers, pending (the measures with requests pending), done (after), posts,
 * missing: { questions, answers }, cpuMs (per instance, GC of the measures left out) }.
 */
export async function round(instances, pool, plan, rate, start, { flat = false } = {}) {
  // CPU between measures only, without the two GCs each measure runs: Σ (before this GC − after the last).
  const cpu = instances.map(() => 0);
  let last = start;
  const measureAll = async () => {
    const now = await Promise.all(instances.map((instance) => instance.measure()));
    now.forEach((m, k) => (cpu[k] += m.cpuBeforeGc.user + m.cpuBeforeGc.system - (last[k].cpu.user + last[k].cpu.system)));
    last = now;
    return now;
  };
  const deadlineMs = 30_000 + (plan.length / rate) * 3_000;
  await Promise.all(
    instances.map((instance, k) =>
      instance.askAll(
        plan.filter((c) => c.owner === k).map((c) => c.name),
        rate / instances.length,
      ),
    ),
  );
  const seen = await collect(pool, plan.length, deadlineMs);
  const pending = await measureAll();
  const posts = flat ? await answerFlat(seen.requests) : await answerPaced(seen.requests, rate);
  const until = performance.now() + deadlineMs;
  const recorded = () =>
    Promise.all(instances.map((instance) => instance.progress())).then((replies) => replies.reduce((sum, r) => sum + r.progress, 0));
  while ((await recorded()) < posts.ok && performance.now() < until) await sleep(100);
  const done = await measureAll();
  const answers = [...pending, ...done].flatMap((m) => m.answers);
  return {
    delivery: seen.delivery,
    answers,
    pending,
    done,
    posts,
    missing: { questions: plan.length - seen.requests.length, answers: plan.length - answers.length },
    cpuMs: cpu.map((us) => us / 1000),
  };
}
