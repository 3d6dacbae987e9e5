// What every server process of `npm run bench:bridge` shares, whatever relays the questions (our
// bridge in instance.mjs, the node:http floor in floor.mjs): a node:http server on 127.0.0.1 that
// stamps each POST as it arrives, a real MCP pair (v1 SDK Server and Client over the SDK's in-memory
// transport) whose server asks and whose client hands each question to the relay, and the IPC
// main.mjs drives the process by. Times are `performance.timeOrigin + performance.now()`,
// comparable across the processes of one machine.
//
// IPC in: { ask: { channels, rate } } → { asked: n } once every question was sent (answers come later);
//         { progress: true } → { progress: answers recorded since the last measure, failures, streams, pending, cpu };
//         { measure: true } → { memory, cpuBeforeGc, cpu, stats, resolved, received, commands } after two GCs;
//         { close: true } → exits.
// `resolved` lists [id, when the MCP client's handler resolved, when the tab sent the answer];
// `received` lists [id, when the POST's request event fired] (the id from the x-bench-id header).
import { createServer } from 'node:http';
import process from 'node:process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { QUESTION_SCHEMA, questionText } from './question.mjs';

export const now = () => performance.timeOrigin + performance.now();

/**
 * Starts a bench server: `handle(req, res)` serves HTTP; `attach(client, settled)` makes `client`
 * answer elicitation requests through the relay and calls `settled(result)` when the handler's
 * answer is in; `stats()` gives `{ streams, pending }`; `close()` releases the relay. Reports
 * `{ ready, port, gc }` to main.mjs once listening. `capabilities` are the MCP client's; `commands`
 * (optional, the Redis commands the process sent, by name) is shown in `measure`.
 */
export async function serveBench({ handle, attach, capabilities = { elicitation: {} }, stats, close, commands = {} }) {
  const resolved = [];
  const received = [];
  /** Answers whose handler resolved since the last `measure`. */
  let recorded = 0;
  let failures = 0;
  const server = createServer((req, res) => {
    if (req.method === 'POST') {
      const id = req.headers['x-bench-id'];
      if (typeof id === 'string') received.push([id, now()]);
    }
    handle(req, res);
  });
  server.keepAliveTimeout = 30_000;
  server.maxHeadersCount = 50;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  let mcpServer;
  if (attach !== undefined) {
    mcpServer = new Server({ name: 'bench-server', version: '0.0.0' }, { capabilities: {} });
    const mcpClient = new Client({ name: 'bench-client', version: '0.0.0' }, { capabilities });
    attach(mcpClient, (result) => {
      const at = now();
      const { id, sent } = result.content ?? {};
      if (typeof id === 'string') resolved.push([id, at, Number(sent)]);
      recorded += 1;
      return result;
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([mcpServer.connect(serverSide), mcpClient.connect(clientSide)]);
  }

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
      process.send({ asked: await askAll(message.ask.channels, message.ask.rate) });
    } else if (message.progress) {
      // Cheap, for polling: no GC (a full GC of a heap with 20,000 streams takes longer than the poll interval).
      process.send({ progress: recorded, failures, ...stats(), cpu: process.cpuUsage() });
    } else if (message.measure) {
      // CPU read before the collections too, so the caller can leave the measuring's own GC out.
      const cpuBeforeGc = process.cpuUsage();
      globalThis.gc?.();
      await new Promise((resolve) => setImmediate(resolve));
      globalThis.gc?.();
      const memory = process.memoryUsage();
      const counted = recorded;
      recorded = 0;
      process.send({
        memory: { heapUsed: memory.heapUsed, rss: memory.rss, external: memory.external, arrayBuffers: memory.arrayBuffers },
        cpuBeforeGc,
        cpu: process.cpuUsage(),
        stats: stats(),
        recorded: counted,
        resolved: resolved.splice(0),
        received: received.splice(0),
        commands: { ...commands },
        failures,
      });
    } else if (message.close) {
      await close();
      server.closeAllConnections?.();
      server.close();
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ ready: true, port: server.address().port, gc: typeof globalThis.gc === 'function' });
}
