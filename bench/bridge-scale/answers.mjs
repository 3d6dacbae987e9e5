// The answers of `npm run bench:bridge`: one POST per pending request the tabs saw, each to the
// instance whose stream showed it (as a tab answers where it listens).
// - `answerPaced`: timed answers, at a steady overall rate (a tick every 10 ms), each body stamped
//   with the time just before its POST is handed to fetch (`sent`), from which the asking instance
//   times POST → the MCP client's handler resolved.
// - `answerFlat`: the soak's answers, as fast as autocannon sends them (20 connections per
//   instance, no rate), for throughput; untimed per request. Autocannon builds each connection's
//   first request when it starts and limits rates in bursts per second, so it does not time the
//   paced answers.
import autocannon from 'autocannon';

const now = () => performance.timeOrigin + performance.now();
const body = (id) => JSON.stringify({ id, result: { action: 'accept', content: { sent: now() } } });
const headers = (channel) => ({ 'content-type': 'application/json', 'x-bench-user': channel });

/** POSTs every answer at `rate` per second overall; at most 512 in flight; gives up after `deadlineMs`. */
export async function answerPaced(requests, rate, deadlineMs = 60_000 + (requests.length / rate) * 3_000) {
  let ok = 0;
  let failed = 0;
  let next = 0;
  let inFlight = 0;
  /** Failures by status (0: the request itself failed), for the report. */
  const statuses = {};
  const started = performance.now();
  const post = async ({ id, channel, port }) => {
    inFlight += 1;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: headers(channel), body: body(id) });
      await response.arrayBuffer();
      if (response.ok) ok += 1;
      else {
        failed += 1;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    } catch {
      failed += 1;
      statuses[0] = (statuses[0] ?? 0) + 1;
    } finally {
      inFlight -= 1;
    }
  };
  while ((next < requests.length || inFlight > 0) && performance.now() - started < deadlineMs) {
    const due = Math.min(requests.length, Math.ceil(((performance.now() - started) / 1000) * rate));
    while (next < due && inFlight < 512) void post(requests[next++]);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { ok, failed: failed + (requests.length - next), statuses, unsent: requests.length - next };
}

function flatOne(port, queue) {
  let ok = 0;
  let failed = 0;
  const amount = queue.length;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/`,
        connections: Math.max(1, Math.min(20, amount)),
        amount,
        // Bounded in time as well as in count: a stuck run ends with what it has.
        timeout: 10,
        duration: 120,
        requests: [
          {
            method: 'POST',
            path: '/',
            setupRequest(request) {
              // More calls than requests would only follow a timeout: an unknown id, answered 404.
              const { id, channel } = queue.shift() ?? { id: 'none', channel: 'none' };
              return { ...request, headers: headers(channel), body: body(id) };
            },
            onResponse(status) {
              if (status === 200) ok += 1;
              else failed += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ok, failed, p99: result.latency.p99, seconds: result.duration })),
    );
  });
}

/** Answers every request with autocannon, one run per instance side by side. Returns counts and the POST p99 (ms). */
export async function answerFlat(requests) {
  const byPort = new Map();
  for (const request of requests) {
    if (!byPort.has(request.port)) byPort.set(request.port, []);
    byPort.get(request.port).push(request);
  }
  const runs = await Promise.all([...byPort].map(([port, queue]) => flatOne(port, queue)));
  return {
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    postP99: Math.max(...runs.map((run) => run.p99)),
  };
}
