// The floor of `npm run bench:bridge`, the metal our bridge is measured against in the same run:
// a relay written with node:http alone, as a developer who needs nothing more would write it, in a
// process of its own (started with --expose-gc by main.mjs; the IPC is serving.mjs's).
//
//   relay   SSE out, POST in, an in-memory map: GET holds the response in a Map by channel (the
//           channel read from the same header as the bridge's `authorize`), sends that channel's
//           pending questions as a `snapshot`, and one timer writes a heartbeat comment to every
//           stream every 15 s; the MCP client's handler (the same MCP pair as the bridge's, from
//           serving.mjs) keeps the question in a Map by a random id and writes it as an `added`
//           event; POST parses the JSON body, takes the question by id and resolves the handler
//           with the body's `result`, then answers 200. No validation, no authorization, no Redis,
//           no replay log, no events to other tabs: only what relaying needs.
//   plain   idle SSE connections: 200 and the event-stream headers, then nothing (the limit for
//           memory: what a held connection costs Node at all).
import { randomUUID } from 'node:crypto';
import process from 'node:process';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { channelOfQuestion } from './question.mjs';
import { serveBench } from './serving.mjs';

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' };
const mode = process.argv[2];

if (mode === 'plain') {
  const held = new Set();
  await serveBench({
    handle(req, res) {
      if (req.method !== 'GET') return void res.writeHead(404).end();
      res.writeHead(200, SSE_HEADERS);
      res.flushHeaders();
      held.add(res);
      res.on('close', () => held.delete(res));
    },
    stats: () => ({ streams: held.size, pending: 0 }),
    async close() {
      for (const res of held) res.end();
    },
  });
} else {
  /** channel → the response of its stream. */
  const streams = new Map();
  /** id → { channel, entry, resolve } of each question waiting for its answer. */
  const pending = new Map();
  const heartbeat = setInterval(() => {
    for (const res of streams.values()) res.write(': heartbeat\n\n');
  }, 15_000);
  const event = (type, data) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

  function open(req, res) {
    const channel = String(req.headers['x-bench-user']);
    res.writeHead(200, SSE_HEADERS);
    const entries = [];
    for (const question of pending.values()) if (question.channel === channel) entries.push(question.entry);
    res.write(event('snapshot', { entries }));
    streams.set(channel, res);
    res.on('close', () => {
      if (streams.get(channel) === res) streams.delete(channel);
    });
  }

  function answer(req, res) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const { id, result } = JSON.parse(Buffer.concat(chunks).toString());
      const question = pending.get(id);
      if (question === undefined) return void res.writeHead(404, { 'content-length': '0' }).end();
      pending.delete(id);
      question.resolve(result);
      const body = '{"ok":true}';
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
      res.end(body);
    });
  }

  await serveBench({
    handle: (req, res) => (req.method === 'POST' ? answer(req, res) : open(req, res)),
    attach(client, settled) {
      client.setRequestHandler(ElicitRequestSchema, (request) =>
        new Promise((resolve) => {
          const channel = channelOfQuestion(request.params.message);
          const entry = { id: randomUUID(), params: request.params };
          pending.set(entry.id, { channel, entry, resolve });
          streams.get(channel)?.write(event('added', { entry }));
        }).then(settled),
      );
    },
    stats: () => ({ streams: streams.size, pending: pending.size }),
    async close() {
      clearInterval(heartbeat);
      for (const res of streams.values()) res.end();
    },
  });
}
