// The bridge's own overhead (a section of `npm run bench`, or on its own): the same real MCP server
// (test/support/v1-withdraw-server.mjs over stdio, v1 SDK client) answered through
//   in-page  createElicitationQueue in the client's process, and
//   bridge   bridge.target(channel) → SSE over HTTP on 127.0.0.1 → createRemoteElicitationQueue.
// For each: tool call → question visible in the queue ("ask"), and respond → tool result ("answer").
// The "tab" is the remote queue in a Node process of its own (bench/bridge-tab.mjs, fetch streaming), as
// a browser is a process of its own: its parsing and answering do not run on the server's event loop.
// No browser paint is included. Times across the two processes are `performance.timeOrigin + now()`.
// Goal (issue: the bridge): each bridge figure ≤ 1.2 × the in-page one + one HTTP round trip on the
// same loopback, judged on a 95 % interval of the bridge's median over that budget (paired.mjs,
// budgetInterval): "too close to call" when the interval includes 1. Prints a Markdown section;
// `--no-verdict` (a busy machine) prints the figures only.
// Build first (`npm run build`), then: node bench/bridge-overhead.mjs [samples] [--no-verdict]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { attachElicitation, callToolOptions } from '../packages/mcp-elicitation-core/dist/adapters/sdk-v1.js';
import { createElicitationQueue, elicitationCapabilities } from '../packages/mcp-elicitation-core/dist/index.js';
import { createElicitationBridge, toNodeHandler } from '../packages/mcp-elicitation-core/dist/server.js';
import { budgetInterval, median, quantile, undecided } from './paired.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--help')) {
  console.log(`node bench/bridge-overhead.mjs [samples] [--no-verdict]    (build first: npm run build)

The bridge's own overhead against the in-page queue, the same real MCP server (stdio, v1 SDK
client) behind both: tool call → question visible, and Accept → tool result, alternated samples
(default 600, after 5 warm-up ones); the tab is a remote queue in a Node process of its own.
Goal: each bridge median ≤ 1.2 × the in-page median + one HTTP round trip, judged on a 95 %
interval (bench/paired.mjs, budgetInterval). --no-verdict prints the figures only (a busy machine).
Run by npm run bench and npm run bench:bridge; prints a Markdown section.`);
  process.exit(0);
}
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// 600 by default: with 60 the median moved by a fifth between runs (in-page answers of 0.97 and 1.50 ms),
// enough to flip the verdict; 600 alternated samples take about 4 seconds.
const samples = Number(positional[0] ?? 600);
const verdicts = !process.argv.includes('--no-verdict');

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
  "The bridge÷goal column is the bridge's median over its goal, with a 95 % interval (paired.mjs, budgetInterval: 2,000 resamples,",
  'in-page and bridge samples drawn by pair, round trips on their own); a goal is met or missed only when all of it lies on one side of 1.',
  '',
  '| figure | in-page median / p90 | bridge median / p90 | goal (≤ 1.2 × in-page + one round trip) | bridge ÷ goal (95 % interval) | verdict |',
  '| --- | --- | --- | --- | --- | --- |',
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
  const unsettled = undecided(ratio, 1, range, viaBridge.length);
  const verdict = !verdicts
    ? 'machine busy: no verdict'
    : unsettled !== undefined
      ? `too close to call: ${ratio <= 1 ? 'met' : 'missed'}, but ${unsettled}`
      : ratio <= 1
        ? 'met'
        : '**missed**';
  lines.push(
    `| ${label} | ${median(inPage).toFixed(2)} / ${quantile(inPage, 0.9).toFixed(2)} ms | ${median(viaBridge).toFixed(2)} / ${quantile(viaBridge, 0.9).toFixed(2)} ms | ≤ ${goal.toFixed(2)} ms | ${ratio.toFixed(2)}× (${range[0].toFixed(3)}× to ${range[1].toFixed(3)}×) | ${verdict} |`,
  );
}
console.log(lines.join('\n'));

tab.kill();
await bridge.close();
server.close();
await localClient.close();
await remoteClient.close();
local.dispose();
