// The tabs of `npm run bench:bridge`: one process holding up to a few thousand SSE streams, each a
// node:http GET on 127.0.0.1 read as it comes (main.mjs starts as many of these as the load needs,
// so no process nears its file-descriptor limit). Each process connects from a loopback address of
// its own (127.0.0.<2 + its number>, argv[2]), so the 28,000-odd ephemeral ports are per process,
// not shared by every stream of the run. For each `added` event it records the delivery time
// (now − the send time the question carries) and the request's id, which main.mjs answers.
//
// IPC in: { open: { port, channels, until } } → { opened, failed } once every stream got its
//           snapshot (`until: 'headers'`: its response headers, for servers that send nothing);
//         { collect: true } → { delivery: [ms…], requests: [{ id, channel, port }] } (and forgets them);
//         { closeAll: true } → { closed } once every stream is closed.
import { Agent, get } from 'node:http';
import process from 'node:process';
import { sentOfQuestion } from './question.mjs';
import { sseFrames } from './sse-frames.mjs';

const now = () => performance.timeOrigin + performance.now();
/** Streams opened at once: enough to open thousands in seconds, few enough not to stall the server. */
const OPEN_BATCH = 100;
const OPEN_TIMEOUT_MS = 30_000;
const localAddress = `127.0.0.${2 + (Number(process.argv[2] ?? 0) % 250)}`;
// A connection per stream, never pooled: each stream holds its socket until it is closed.
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

const open = new Set();
let delivery = [];
let requests = [];

function openStream(port, channel, until) {
  return new Promise((resolve) => {
    let settled = false;
    let timer;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ok);
    };
    const request = get(
      { host: '127.0.0.1', port, path: '/', agent, localAddress, headers: { 'x-bench-user': channel, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          request.destroy();
          return done(false);
        }
        if (until === 'headers') done(true);
        const feed = sseFrames((type, data) => {
          if (type === 'snapshot') done(true);
          else if (type === 'added') {
            const { entry } = JSON.parse(data);
            delivery.push(now() - sentOfQuestion(entry.params.message));
            requests.push({ id: entry.id, channel, port });
          }
        });
        response.setEncoding('utf8');
        response.on('data', feed);
        response.on('error', () => undefined);
      },
    );
    timer = setTimeout(() => {
      request.destroy();
      done(false);
    }, OPEN_TIMEOUT_MS);
    open.add(request);
    request.on('error', () => done(false));
    request.on('close', () => {
      open.delete(request);
      done(false);
    });
  });
}

process.on('message', async (message) => {
  if (message.open) {
    const { port, channels, until = 'snapshot' } = message.open;
    let opened = 0;
    for (let i = 0; i < channels.length; i += OPEN_BATCH) {
      const results = await Promise.all(channels.slice(i, i + OPEN_BATCH).map((channel) => openStream(port, channel, until)));
      opened += results.filter(Boolean).length;
    }
    process.send({ opened, failed: channels.length - opened });
  } else if (message.collect) {
    process.send({ delivery, requests });
    delivery = [];
    requests = [];
  } else if (message.closeAll) {
    for (const request of open) request.destroy();
    while (open.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    process.send({ closed: true });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
