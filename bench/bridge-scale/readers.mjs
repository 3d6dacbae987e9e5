// The tabs of `npm run bench:bridge`: one process holding up to a few thousand SSE streams, each a
// real streaming `fetch` reader on 127.0.0.1 (main.mjs starts as many of these as the load needs,
// so no process nears its file-descriptor limit). For each `added` event it records the delivery
// time (now − the send time the question carries) and the request's id, which main.mjs answers.
//
// IPC in: { open: { port, channels } } → { opened, failed } once every stream got its snapshot;
//         { collect: true } → { delivery: [ms…], requests: [{ id, channel, port }] } (and forgets them);
//         { closeAll: true } → { closed } once every stream is cancelled.
import process from 'node:process';
import { sentOfQuestion } from './question.mjs';
import { sseFrames } from './sse-frames.mjs';

const now = () => performance.timeOrigin + performance.now();
/** Streams opened at once: enough to open thousands in seconds, few enough not to stall the instance. */
const OPEN_BATCH = 100;
const OPEN_TIMEOUT_MS = 30_000;

const open = new Set();
let delivery = [];
let requests = [];

function openStream(port, channel) {
  const controller = new AbortController();
  open.add(controller);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, OPEN_TIMEOUT_MS);
    let snapshot = false;
    const feed = sseFrames((type, data) => {
      if (type === 'snapshot' && !snapshot) {
        snapshot = true;
        clearTimeout(timer);
        resolve(true);
      } else if (type === 'added') {
        const { entry } = JSON.parse(data);
        delivery.push(now() - sentOfQuestion(entry.params.message));
        requests.push({ id: entry.id, channel, port });
      }
    });
    fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-bench-user': channel, accept: 'text/event-stream' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok || response.body === null) throw new Error(`status ${response.status}`);
        const decoder = new TextDecoder();
        for await (const chunk of response.body) feed(decoder.decode(chunk, { stream: true }));
      })
      .catch(() => undefined)
      .finally(() => {
        open.delete(controller);
        clearTimeout(timer);
        if (!snapshot) resolve(false);
      });
  });
}

process.on('message', async (message) => {
  if (message.open) {
    const { port, channels } = message.open;
    let opened = 0;
    for (let i = 0; i < channels.length; i += OPEN_BATCH) {
      const results = await Promise.all(channels.slice(i, i + OPEN_BATCH).map((channel) => openStream(port, channel)));
      opened += results.filter(Boolean).length;
    }
    process.send({ opened, failed: channels.length - opened });
  } else if (message.collect) {
    process.send({ delivery, requests });
    delivery = [];
    requests = [];
  } else if (message.closeAll) {
    for (const controller of open) controller.abort();
    while (open.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    process.send({ closed: true });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
