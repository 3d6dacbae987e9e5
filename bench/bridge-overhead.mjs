// The bridge's own overhead, on its own (not part of `npm run bench` yet): the same real MCP server
// (test/support/v1-withdraw-server.mjs over stdio, v1 SDK client) answered through
//   in-page  createElicitationQueue in the client's process, and
//   bridge   bridge.target(channel) → SSE over HTTP on 127.0.0.1 → createRemoteElicitationQueue.
// For each: tool call → question visible in the queue ("ask"), and respond → tool result ("answer").
// The "tab" is the remote queue in Node (fetch streaming), so no browser paint is included.
// Build first (`npm run build`), then: node bench/bridge-overhead.mjs [samples]
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { attachElicitation, callToolOptions, elicitationCapabilities } from '../dist/adapters/sdk-v1.js';
import { createElicitationQueue, createRemoteElicitationQueue } from '../dist/index.js';
import { createElicitationBridge, toNodeHandler } from '../dist/server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const samples = Number(process.argv[2] ?? 60);

async function connect(elicit) {
  const client = new Client({ name: 'bench', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit, server: { id: 'bench' } });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [join(root, 'test/support/v1-withdraw-server.mjs')], stderr: 'ignore' }),
  );
  return client;
}

function nextEntry(queue) {
  return new Promise((resolve) => {
    const check = () => {
      const entry = queue.getSnapshot().entries.find((candidate) => candidate.status === 'pending');
      if (!entry) return;
      unsubscribe();
      resolve(entry);
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

async function measure(client, queue) {
  const started = performance.now();
  const call = client.callTool({ name: 'ask', arguments: { message: 'bench' } }, undefined, callToolOptions());
  const entry = await nextEntry(queue);
  const visible = performance.now();
  queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } });
  await call;
  return { ask: visible - started, answer: performance.now() - visible };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const local = createElicitationQueue({ maxPerMinute: Number.POSITIVE_INFINITY });
const localClient = await connect(local);

const bridge = createElicitationBridge({ authorize: () => 'bench' });
const server = createServer(toNodeHandler(bridge.handler));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const remote = createRemoteElicitationQueue({ url: `http://127.0.0.1:${server.address().port}/` });
const remoteClient = await connect(bridge.target('bench'));

const results = { 'in-page': [], bridge: [] };
for (let i = 0; i < samples + 5; i += 1) {
  // Alternated so drift on a shared machine hits both alike; the first five are warm-up.
  const a = await measure(localClient, local);
  const b = await measure(remoteClient, remote);
  if (i >= 5) {
    results['in-page'].push(a);
    results.bridge.push(b);
  }
}
// One HTTP round trip on this machine, for the goal "≤ 1.2× + one round trip".
const trips = [];
for (let i = 0; i < 30; i += 1) {
  const t = performance.now();
  await (await fetch(`http://127.0.0.1:${server.address().port}/`, { method: 'POST' })).text();
  trips.push(performance.now() - t);
}
for (const [name, list] of Object.entries(results)) {
  console.log(
    `${name.padEnd(8)} ask → visible ${median(list.map((r) => r.ask)).toFixed(2)} ms   accept → tool result ${median(list.map((r) => r.answer)).toFixed(2)} ms   (median of ${list.length})`,
  );
}
console.log(`HTTP round trip on 127.0.0.1 (a 401): ${median(trips).toFixed(2)} ms`);

remote.dispose();
await bridge.close();
server.close();
await localClient.close();
await remoteClient.close();
local.dispose();
