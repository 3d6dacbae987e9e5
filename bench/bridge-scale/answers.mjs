// The answers of `npm run bench:bridge`: one POST per pending request the tabs saw, each to the
// server whose stream showed it (as a tab answers where it listens), at a steady overall rate (a
// tick every 10 ms), over node:http keep-alive connections (a browser reuses its connection too).
// Each body carries the time just before its POST left (`sent`, for the answer latency the asking
// process measures) and the request's id (also in the x-bench-id header, for the server-side
// stamp of its arrival: serving.mjs).
import { Agent, request as httpRequest } from 'node:http';

const now = () => performance.timeOrigin + performance.now();
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post({ id, channel, port }) {
  const body = JSON.stringify({ id, result: { action: 'accept', content: { sent: now(), id } } });
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-bench-user': channel,
          'x-bench-id': id,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** POSTs every answer at `rate` per second overall; at most 512 in flight; gives up after `deadlineMs`. */
export async function answerPaced(requests, rate, deadlineMs = 60_000 + (requests.length / rate) * 3_000) {
  let ok = 0;
  let failed = 0;
  let next = 0;
  let inFlight = 0;
  /** Failures by status (0: the request itself failed), for the report. */
  const statuses = {};
  const started = performance.now();
  const send = async (request) => {
    inFlight += 1;
    const status = await post(request);
    inFlight -= 1;
    if (status === 200) ok += 1;
    else {
      failed += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  while ((next < requests.length || inFlight > 0) && performance.now() - started < deadlineMs) {
    const due = Math.min(requests.length, Math.ceil(((performance.now() - started) / 1000) * rate));
    while (next < due && inFlight < 512) void send(requests[next++]);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { ok, failed: failed + (requests.length - next), statuses, unsent: requests.length - next };
}
