/**
 * One `inputRequests` round is one admission, whatever the client and however many keys, against a
 * real 2026-07-28 server (test/support/v2-mrtr-server.mjs, tool `many-keys`, over stdio):
 * - the AI SDK asks for a round's keys one after another and says nothing about the round: 31 keys
 *   (one more than the queue's 30 per minute) must all be shown and accepted;
 * - the v2 client asks for all keys at once with one shared abort signal: 33 keys must not put 33
 *   abort listeners on that signal (Node warns past 10 with MaxListenersExceededWarning).
 *
 * - the v2 client and Mastra ask every key of a round at once: seven keys (more than the queue's
 *   five pending per server) must all be shown and answered (an earlier queue counted each key
 *   against `maxPendingPerServer` and answered keys 6 and 7 `decline` unseen); a refused request is
 *   answered `cancel`, never `decline`. Tool `survey`, seven keys in one round.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { MCPClient } from '@mastra/mcp';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { attachElicitation as attachAiSdk } from 'mcp-elicitation-core/adapters/ai-sdk';
import { attachElicitation as attachMastra } from 'mcp-elicitation-core/adapters/mastra';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue, elicitationCapabilities, type ElicitationQueue } from 'mcp-elicitation-core';
import { repoRoot, supportServer } from '../support/processes';
import { waitForEntries } from '../support/queue-helpers';

function text(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((block) => block.text ?? '').join('\n');
}

/** Accepts every pending entry as it appears, as a user clicking through would. */
function acceptEverything(queue: ElicitationQueue): () => void {
  const answer = () => {
    for (const entry of queue.getSnapshot().entries) {
      if (entry.status === 'pending') queue.respond(entry.id, { action: 'accept', content: { answer: entry.params.message } });
    }
  };
  const unsubscribe = queue.subscribe(answer);
  answer();
  return unsubscribe;
}

/** Resolves once every warning emitted before this call was delivered to `process.on('warning')` listeners. */
function warningsDelivered(): Promise<void> {
  return new Promise((resolve) => {
    const type = `Barrier${Math.random().toString(36).slice(2)}`;
    const listener = (warning: Error) => {
      if (warning.name !== type) return;
      process.off('warning', listener);
      resolve();
    };
    process.on('warning', listener);
    process.emitWarning('barrier', type);
  });
}

describe('one inputRequests round, many keys', () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('AI SDK: a 31-key round is one admission, so every key is shown and accepted (none cancelled by maxPerMinute)', async () => {
    const queue = createElicitationQueue(); // maxPerMinute 30
    const client = await createMCPClient({
      transport: new StdioMCPTransport({
        command: process.execPath,
        args: [supportServer('v2-mrtr-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
      capabilities: { elicitation: {} },
      protocolVersionDiscovery: true,
    });
    cleanups.push(
      () => client.close(),
      () => queue.dispose(),
    );
    attachAiSdk(client, { schema: ElicitationRequestSchema, elicit: queue, server: { id: 'keys' } });
    cleanups.push(acceptEverything(queue));

    const reply = await client.callTool({ name: 'many-keys', arguments: { count: 31 }, options: { timeout: 10 * 60_000 } });
    expect(JSON.parse(text(reply))).toEqual({ accept: 31 });

    // The next call is a new round: admitted on its own (the minute's count went up by one, not 31).
    const again = await client.callTool({ name: 'many-keys', arguments: { count: 2 }, options: { timeout: 10 * 60_000 } });
    expect(JSON.parse(text(again))).toEqual({ accept: 2 });
  });

  it('v2: a 33-key round adds one abort listener to the shared signal, so Node prints no MaxListenersExceededWarning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => {
      if (!warning.name.startsWith('Barrier')) warnings.push(warning);
    };
    process.on('warning', onWarning);
    cleanups.push(() => process.off('warning', onWarning));

    const queue = createElicitationQueue();
    const client = new Client(
      { name: 'many-keys', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'keys' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(
      () => client.close(),
      () => queue.dispose(),
    );

    const call = client.callTool({ name: 'many-keys', arguments: { count: 33 } }, callToolOptions());
    // Every key reached the queue: 32 shown (a round's most), the 33rd cancelled at once.
    await expect.poll(() => queue.getSnapshot().entries.length, { timeout: 20_000 }).toBe(32);
    await warningsDelivered();
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);

    cleanups.push(acceptEverything(queue));
    expect(JSON.parse(text(await call))).toEqual({ accept: 32, cancel: 1 });
    await warningsDelivered();
    expect(warnings).toEqual([]);
  });
});

const KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];

/** Shows all seven questions (the default queue: five pending per server), answers each with its key. */
async function answerAll(queue: ElicitationQueue): Promise<void> {
  const entries = await waitForEntries(queue, (list) => list.length === KEYS.length);
  expect(entries.map((entry) => entry.params.message).sort()).toEqual(KEYS.map((key) => `Question ${key}`));
  for (const entry of entries) {
    const key = entry.params.message.replace('Question ', '');
    expect(queue.respond(entry.id, { action: 'accept', content: { answer: key } })).toBe(true);
  }
}

function expectAllAccepted(reply: string): void {
  for (const key of KEYS) {
    expect(reply).toContain(`${key}={"kind":"elicit","action":"accept","content":{"answer":"${key}"}}`);
  }
  expect(reply).not.toContain('"decline"');
}

describe('one inputRequests round with seven keys', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('shows every key through the v2 adapter, and the server gets every answer', async () => {
    const queue = createElicitationQueue();
    const client = new Client(
      { name: 'seven-keys', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'survey', label: 'Survey' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(() => client.close());
    const call = client.callTool({ name: 'survey', arguments: {} }, callToolOptions());
    await answerAll(queue);
    expectAllAccepted(text(await call));
  });

  it('shows every key through the Mastra adapter, and the server gets every answer', async () => {
    const queue = createElicitationQueue();
    const mcp = new MCPClient({
      id: 'seven-keys-mastra',
      timeout: 10 * 60_000,
      servers: {
        survey: {
          command: process.execPath,
          args: [supportServer('v2-mrtr-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: '2026-07-28',
          inputRequests: attachMastra({ elicit: queue, server: { id: 'survey' } }).inputRequests,
        },
      },
    });
    cleanups.push(() => mcp.disconnect());
    const tools = (await mcp.listTools()) as Record<string, { execute?: (input: unknown, context?: unknown) => Promise<unknown> }>;
    const call = tools['survey_survey']!.execute!({}, {});
    await answerAll(queue);
    expectAllAccepted(text(await call));
  });
});
