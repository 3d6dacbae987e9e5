// One bridge instance of `npm run bench:bridge`, in a process of its own (started with --expose-gc
// by main.mjs, IPC to it): the bridge as a host installs it (`mcp-elicitation-core/server`, the
// built package) on a Redis broker (ioredis; argv[2] is its URL) or, with argv[2] `memory`, on the
// in-process broker (one instance, as a single server runs it), served with toNodeHandler on
// 127.0.0.1, and the MCP pair of serving.mjs, whose client hands each question to the bridge
// through the sdk-v1 adapter.
// One pair serves every channel of the instance: the client's target picks the channel named in
// the question, so 10,000 channels cost no 10,000 MCP connections (which would blur the memory per
// stream). The IPC is serving.mjs's.
import process from 'node:process';
import { Redis } from 'ioredis';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { attachElicitation } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationBridge, createMemoryBroker, createRedisBroker, toNodeHandler } from 'mcp-elicitation-core/server';
import { channelOfQuestion } from './question.mjs';
import { serveBench } from './serving.mjs';

const redisUrl = process.argv[2];
const inProcess = redisUrl === 'memory';

// Every command the broker sends on its main connection, by name: the round trips of a request's
// lifecycle (a script counts once here; INFO commandstats also counts the commands inside it).
const redis = inProcess ? undefined : new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
const commands = {};
if (redis !== undefined) {
  const call = redis.call.bind(redis);
  redis.call = (name, ...args) => {
    const key = String(name).toUpperCase();
    commands[key] = (commands[key] ?? 0) + 1;
    return call(name, ...args);
  };
}

const broker = inProcess ? createMemoryBroker() : createRedisBroker(redis, { prefix: 'bench' });
const bridge = createElicitationBridge({
  // The bench's tabs name their channel in a header: the load generator is the only client.
  authorize: (request) => request.headers.get('x-bench-user'),
  broker,
  // One stream per channel, one request per channel at a time: the defaults hold.
});

await serveBench({
  handle: toNodeHandler(bridge.handler),
  capabilities: elicitationCapabilities(),
  attach(client, settled) {
    attachElicitation(client, {
      elicit: { request: (params, options) => bridge.target(channelOfQuestion(params.message)).request(params, options).then(settled) },
      server: { id: 'bench', label: 'Bench' },
    });
  },
  stats: () => bridge.stats(),
  commands,
  async close() {
    await bridge.close();
    await broker.close();
    redis?.disconnect();
  },
});
