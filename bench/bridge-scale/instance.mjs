// One bridge instance of `npm run bench:bridge`, in a process of its own (started with --expose-gc
// by main.mjs, IPC to it): the bridge from dist/ on a Redis broker (ioredis), served with
// toNodeHandler on 127.0.0.1, and a real MCP pair (v1 SDK Server and Client over the SDK's in-memory
// transport) whose server sends `elicitation/create` and whose client hands it to the bridge.
// One pair serves every channel of the instance: the client's target picks the channel named in
// the question, so 10,000 channels cost no 10,000 MCP connections (which would blur the memory per
// stream). Each question carries its send time (`performance.timeOrigin + now()`, comparable across
// processes of one machine); each answer carries the time its POST was sent, and this process
// records POST → the client's handler resolved.
//
// IPC in: { ask: { channels, rate } } → { asked: n } once every question was sent (answers come later);
//         { progress: true } → { progress: answers recorded so far, failures, streams open };
//         { measure: true } → { memory, cpuBeforeGc, cpu, stats, answers: [ms…], commands: {name: n} } (after two GCs);
//         { close: true } → exits.
import { createServer } from 'node:http';
import process from 'node:process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { Redis } from 'ioredis';
import { attachElicitation } from '../../packages/mcp-elicitation-core/dist/adapters/sdk-v1.js';
import { elicitationCapabilities } from '../../packages/mcp-elicitation-core/dist/index.js';
import { createElicitationBridge, createRedisBroker, toNodeHandler } from '../../packages/mcp-elicitation-core/dist/server.js';
import { QUESTION_SCHEMA, questionText, channelOfQuestion } from './question.mjs';

const now = () => performance.timeOrigin + performance.now();
const redisUrl = process.argv[2];

// Every command the broker sends on its main connection, by name: the round trips of a request's
// lifecycle (a script counts once here; INFO commandstats also counts the commands inside it).
const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
const commands = {};
const call = redis.call.bind(redis);
redis.call = (name, ...args) => {
  const key = String(name).toUpperCase();
  commands[key] = (commands[key] ?? 0) + 1;
  return call(name, ...args);
};

const broker = createRedisBroker(redis, { prefix: 'bench' });
const bridge = createElicitationBridge({
  // The bench's tabs name their channel in a header: the load generator is the only client.
  authorize: (request) => request.headers.get('x-bench-user'),
  broker,
  // One stream per channel, one request per channel at a time: the defaults hold.
});
const server = createServer(toNodeHandler(bridge.handler));
server.keepAliveTimeout = 30_000;
server.maxHeadersCount = 50;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const answers = [];
const mcpServer = new Server({ name: 'bench-server', version: '0.0.0' }, { capabilities: {} });
const mcpClient = new Client({ name: 'bench-client', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
attachElicitation(mcpClient, {
  elicit: {
    request: (params, options) =>
      bridge
        .target(channelOfQuestion(params.message))
        .request(params, options)
        .then((result) => {
          const sent = Number(result.content?.sent);
          if (Number.isFinite(sent)) answers.push(now() - sent);
          return result;
        }),
  },
  server: { id: 'bench', label: 'Bench' },
});
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await Promise.all([mcpServer.connect(serverSide), mcpClient.connect(clientSide)]);

let failures = 0;
function ask(channel) {
  mcpServer
    .elicitInput({ message: questionText(channel, now()), requestedSchema: QUESTION_SCHEMA }, { timeout: 600_000 })
    .then((result) => {
      if (result.action !== 'accept') failures += 1;
    })
    .catch(() => (failures += 1));
}

/** Sends one question per channel at `rate` per second (a tick every 10 ms), bounded by the list. */
function askAll(channels, rate) {
  return new Promise((resolve) => {
    const started = performance.now();
    let next = 0;
    const tick = () => {
      const due = Math.min(channels.length, Math.ceil(((performance.now() - started) / 1000) * rate));
      while (next < due) ask(channels[next++]);
      if (next >= channels.length) resolve(next);
      else setTimeout(tick, 10);
    };
    tick();
  });
}

process.on('message', async (message) => {
  if (message.ask) {
    const asked = await askAll(message.ask.channels, message.ask.rate);
    process.send({ asked });
  } else if (message.progress) {
    // Cheap, for polling: no GC (a full GC of a 10,000-stream heap takes longer than the poll interval).
    process.send({ progress: answers.length, failures, streams: bridge.stats().streams });
  } else if (message.measure) {
    // CPU read before the collections too, so the caller can leave the measuring's own GC out.
    const cpuBeforeGc = process.cpuUsage();
    globalThis.gc?.();
    await new Promise((resolve) => setImmediate(resolve));
    globalThis.gc?.();
    const memory = process.memoryUsage();
    process.send({
      memory: { heapUsed: memory.heapUsed, rss: memory.rss, external: memory.external, arrayBuffers: memory.arrayBuffers },
      cpuBeforeGc,
      cpu: process.cpuUsage(),
      stats: bridge.stats(),
      answers: answers.splice(0),
      commands: { ...commands },
      failures,
    });
  } else if (message.close) {
    await bridge.close();
    await broker.close();
    redis.disconnect();
    server.closeAllConnections?.();
    server.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true, port: server.address().port, gc: typeof globalThis.gc === 'function' });
