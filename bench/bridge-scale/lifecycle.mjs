// One round of the work `npm run bench:bridge` drives through a relay (our two bridge instances, or
// the node:http floor): streams opened by the tab processes, one question per channel asked at a
// steady rate by the server that owns the channel's MCP client, each seen in its stream, then
// answered with a POST to the stream's server. Every wait has a deadline; every loop is bounded by
// the number of channels.
import { answerPaced } from './answers.mjs';
import { startReaders } from './processes.mjs';
import { chunk } from './verdicts.mjs';

/** Streams one tab process holds at most: far below its file-descriptor limit (`ulimit -n`). */
export const STREAMS_PER_READER = 4_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const usage = (cpu) => cpu.user + cpu.system;

/**
 * Opens a stream per channel of `plan` on its server, over as many tab processes as needed (started
 * on demand, kept in `pool`). `until`: 'snapshot' (a relay's first event) or 'headers' (plain SSE).
 */
export async function openStreams(pool, servers, plan, until = 'snapshot') {
  const slices = chunk(plan, STREAMS_PER_READER);
  while (pool.length < slices.length) pool.push(await startReaders(pool.length));
  const results = await Promise.all(
    slices.map(async (slice, r) => {
      let opened = 0;
      for (const [k, server] of servers.entries()) {
        const channels = slice.filter((c) => c.stream === k).map((c) => c.name);
        if (channels.length > 0) opened += (await pool[r].open(server.port, channels, until)).opened;
      }
      return opened;
    }),
  );
  // Streams that did not open within the tab's deadline are counted, not retried: they are part of the figure.
  return results.reduce((a, b) => a + b, 0);
}

/**
 * Closes every stream, then waits (at most `deadlineMs`) until the servers closed their side: after
 * 20,000 streams an instance is busy unsubscribing for a while, and streams opened meanwhile time out.
 */
export async function closeStreams(pool, servers, deadlineMs = 120_000) {
  await Promise.all(pool.map((readers) => readers.closeAll()));
  const until = performance.now() + deadlineMs;
  while (performance.now() < until) {
    const replies = await Promise.all(servers.map((server) => server.progress()));
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
 * The answer times in `measures` (the servers' replies to `measure`): `answer`, the tab's POST sent →
 * the MCP client's handler resolved, and `server`, the POST received (on whichever server took it)
 * → that handler resolved, matched by request id.
 */
export function answerTimes(measures) {
  const received = new Map();
  for (const m of measures) for (const [id, at] of m.received ?? []) received.set(id, at);
  const answer = [];
  const server = [];
  for (const m of measures) {
    for (const [id, at, sent] of m.resolved ?? []) {
      if (Number.isFinite(sent)) answer.push(at - sent);
      const arrived = received.get(id);
      if (arrived !== undefined) server.push(at - arrived);
    }
  }
  return { answer, server };
}

/**
 * Asks one question per channel of `plan` at `rate` per second (each server its own), waits until
 * the tabs saw them, reads the servers with every request pending, answers the ones seen at `rate`
 * POSTs per second and waits until the servers saw every answer resolve. With `gc` (the growth
 * table) both readings are `measure`s (two GCs each, memory after them); without (the soak) they
 * are cheap `progress` replies. Every wait has a deadline; what did not arrive in time is counted
 * (`missing`), not waited for. `start` are the servers' readings just before.
 * Returns { delivery, answer, server (answer times, with `gc` only), pending, done (the readings),
 * posts, missing: { questions, answers }, cpuMs (per server, the GC of the measures left out) }.
 */
export async function round(servers, pool, plan, rate, start, { gc = true } = {}) {
  const cpu = servers.map(() => 0);
  let last = start;
  const read = async () => {
    const now = await Promise.all(servers.map((server) => (gc ? server.measure() : server.progress())));
    // CPU between readings only, without the two GCs each measure runs: Σ (before this GC − after the last).
    now.forEach((m, k) => (cpu[k] += usage(m.cpuBeforeGc ?? m.cpu) - usage(last[k].cpu)));
    last = now;
    return now;
  };
  const deadlineMs = 30_000 + (plan.length / rate) * 3_000;
  await Promise.all(
    servers.map((server, k) =>
      server.askAll(
        plan.filter((c) => c.owner === k).map((c) => c.name),
        rate / servers.length,
      ),
    ),
  );
  const seen = await collect(pool, plan.length, deadlineMs);
  const pending = await read();
  // A measure starts the count of recorded answers anew; a progress reply does not.
  const base = gc ? 0 : pending.reduce((sum, m) => sum + m.progress, 0);
  const posts = await answerPaced(seen.requests, rate);
  const until = performance.now() + deadlineMs;
  const recorded = () =>
    Promise.all(servers.map((server) => server.progress())).then((replies) => replies.reduce((sum, r) => sum + r.progress, 0) - base);
  while ((await recorded()) < posts.ok && performance.now() < until) await sleep(gc ? 100 : 20);
  const done = await read();
  const times = answerTimes([...pending, ...done]);
  const answered = gc ? times.answer.length : await recorded();
  return {
    delivery: seen.delivery,
    ...times,
    pending,
    done,
    posts,
    missing: { questions: plan.length - seen.requests.length, answers: plan.length - answered },
    cpuMs: cpu.map((us) => us / 1000),
  };
}
