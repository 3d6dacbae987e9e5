// The bridge's end-to-end overhead, for information (a section of `npm run bench` and of `npm run
// bench:bridge`, or on its own): the same real MCP server (test/support/v1-withdraw-server.mjs over
// stdio, v1 SDK client) answered through
//   in-page  createElicitationQueue in the client's process, and
//   bridge   bridge.target(channel) → SSE over HTTP on 127.0.0.1 → createRemoteElicitationQueue.
// For each: tool call → question visible in the queue ("ask"), and respond → tool result ("answer").
// The "tab" is the remote queue in a Node process of its own (bench/bridge-tab.mjs, fetch streaming), as
// a browser is a process of its own: its parsing and answering do not run on the server's event loop.
// No browser paint is included. Times across the two processes are `performance.timeOrigin + now()`.
// Each bridge figure is shown over "1.2 × the in-page one + one HTTP round trip on the same
// loopback", with a 95 % interval (paired.mjs, budgetInterval). That was a goal; on two shared cores
// it measured the scheduler more than the bridge, so the bridge's own time per answer is now judged
// from server-side timestamps (npm run bench:bridge) and this ratio stays for information.
// Build first (`npm run build`), then: node bench/bridge-overhead.mjs [samples]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationBridge, toNodeHandler } from 'mcp-elicitation-core/server';
import { budgetInterval, median, quantile } from './paired.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--help')) {
  console.log(`node bench/bridge-overhead.mjs [samples]    (build first: npm run build)

The bridge's end-to-end overhead against the in-page queue, for information: the same real MCP
server (stdio, v1 SDK client) behind both, tool call → question visible and Accept → tool result,
alternated samples (default 600, after 5 warm-up ones); the tab is a remote queue in a Node process
of its own. Each bridge median is shown over 1.2 × the in-page median + one HTTP round trip, with a
95 % interval (bench/paired.mjs, budgetInterval). Run by npm run bench and npm run bench:bridge;
prints a Markdown section.`);
  process.exit(0);
}
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// 600 by default: with 60 the median moved by a fifth between runs (in-page answers of 0.97 and 1.50 ms),
// enough to flip the verdict; 600 alternated samples take about 4 seconds.
const samples = Number(positional[0] ?? 600);

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

const now = () => performance.timeOrigin + performance.now();

/** The same, with the question answered by the tab process as soon as it is visible there. */
async function measureRemote(client, tab) {
  const marks = new Promise((resolve) => tab.once('message', resolve));
  const started = now();
  await client.callTool({ name: 'ask', arguments: { message: 'bench' } }, undefined, callToolOptions());
  const done = now();
  const { visible } = await marks;
  return { ask: visible - started, answer: done - visible };
}

const local = createElicitationQueue({ maxPerMinute: Number.POSITIVE_INFINITY });
const localClient = await connect(local);

const bridge = createElicitationBridge({ authorize: () => 'bench' });
const server = createServer(toNodeHandler(bridge.handler));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const tab = fork(join(root, 'bench/bridge-tab.mjs'), [`http://127.0.0.1:${server.address().port}/`], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise((resolve) => tab.once('message', resolve));
const remoteClient = await connect(bridge.target('bench'));

const results = { 'in-page': [], bridge: [] };
for (let i = 0; i < samples + 5; i += 1) {
  // Alternated so drift on a shared machine hits both alike; the first five are warm-up.
  const a = await measure(localClient, local);
  const b = await measureRemote(remoteClient, tab);
  if (i >= 5) {
    results['in-page'].push(a);
    results.bridge.push(b);
  }
}
// One HTTP round trip on this machine, for the goal "≤ 1.2× + one round trip". 200 of them: the
// first few are slow (the connection, cold code), and with 30 their median read 1.0-1.3 ms where
// 200 read 0.62 ms, which loosened the goal by half a millisecond.
const trips = [];
for (let i = 0; i < 200; i += 1) {
  const t = performance.now();
  await (await fetch(`http://127.0.0.1:${server.address().port}/`, { method: 'POST' })).text();
  trips.push(performance.now() - t);
}
const trip = median(trips);
const lines = [
  "## The bridge's overhead",
  '',
  `From \`node bench/bridge-overhead.mjs\`: the same MCP server (stdio, v1 SDK client), ${samples} alternated samples after 5 warm-up ones;`,
  'the "tab" is a remote queue in a Node process of its own (fetch streaming), so no browser paint is included.',
  `One HTTP round trip to the bridge on 127.0.0.1: ${trip.toFixed(2)} ms (median of ${trips.length}).`,
  '',
  "For information: the bridge÷budget column is the bridge's median over 1.2 × in-page + one round trip, with a 95 % interval (paired.mjs,",
  'budgetInterval: 2,000 resamples, in-page and bridge samples drawn by pair, round trips on their own). That ratio was a goal; on two shared',
  "cores it measured the scheduler more than the bridge, and the bridge's own time per answer is judged from server-side timestamps instead",
  '(`npm run bench:bridge`).',
  '',
  '| figure | in-page median / p90 | bridge median / p90 | budget (1.2 × in-page + one round trip) | bridge ÷ budget (95 % interval) |',
  '| --- | --- | --- | --- | --- |',
];
for (const [key, label] of [
  ['ask', 'tool call → question in the queue'],
  ['answer', 'Accept → tool result'],
]) {
  const inPage = results['in-page'].map((r) => r[key]);
  const viaBridge = results.bridge.map((r) => r[key]);
  const goal = 1.2 * median(inPage) + trip;
  const ratio = median(viaBridge) / goal;
  const range = budgetInterval(viaBridge, inPage, trips, 1.2);
  lines.push(
    `| ${label} | ${median(inPage).toFixed(2)} / ${quantile(inPage, 0.9).toFixed(2)} ms | ${median(viaBridge).toFixed(2)} / ${quantile(viaBridge, 0.9).toFixed(2)} ms | ${goal.toFixed(2)} ms | ${ratio.toFixed(2)}× (${range[0].toFixed(3)}× to ${range[1].toFixed(3)}×) |`,
  );
}
console.log(lines.join('\n'));

tab.kill();
await bridge.close();
server.close();
await localClient.close();
await remoteClient.close();
local.dispose();
