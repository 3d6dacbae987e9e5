/**
 * Defect 1: a 2026-07-28 round with more than five keys lost questions. The v2 client and Mastra
 * ask every key of an `inputRequests` round at once, and the queue counted each key against
 * `maxPendingPerServer` (default 5), so key 6 and 7 were answered `decline` unseen. Now a round
 * is one admission, and a refused request is answered `cancel`, never `decline`.
 * Real server: test/support/v2-mrtr-server.mjs (tool `survey`, seven keys in one round) over stdio.
 */
import { MCPClient } from '@mastra/mcp';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, it } from 'vitest';
import { createInputRequestsHandler } from 'mcp-elicitation-core/adapters/mastra';
import { attachElicitation, callToolOptions, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitationQueue } from 'mcp-elicitation-core';
import { waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

const KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];

function text(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((block) => block.text ?? '').join('\n');
}

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

describe('defect 1: one inputRequests round with seven keys', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('shows every key through the v2 adapter, and the server gets every answer', async () => {
    const queue = createElicitationQueue();
    const client = new Client(
      { name: 'defect-1', version: '0.0.0' },
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
      id: 'defect-1-mastra',
      timeout: 10 * 60_000,
      servers: {
        survey: {
          command: process.execPath,
          args: [supportServer('v2-mrtr-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: '2026-07-28',
          inputRequests: createInputRequestsHandler({ elicit: queue, server: { id: 'survey' } }),
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
