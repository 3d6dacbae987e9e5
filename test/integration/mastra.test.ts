/**
 * The Mastra adapter with @mastra/mcp's MCPClient over stdio. Mastra hands its `inputRequests`
 * handler both 2025 server→client elicitations and 2026-07-28 `inputRequests` keys, with a signal.
 */
import { MCPClient } from '@mastra/mcp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation as attachMastra } from 'mcp-elicitation-core/adapters/mastra';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, serverEverythingEntry, supportServer } from '../support/processes';

function text(result: unknown): string {
  const content = (result as { content?: Array<{ text?: string }> }).content ?? [];
  return content.map((block) => block.text ?? '').join('\n');
}

describe('mastra adapter', () => {
  let mcp: MCPClient;
  let queue: ElicitationQueue;
  // Tools by their namespaced name, `${server}_${tool}`.
  let tools: Record<string, { execute?: (input: unknown, context?: unknown) => Promise<unknown> }>;

  beforeAll(async () => {
    queue = createElicitationQueue();
    mcp = new MCPClient({
      id: 'elicitation-adapter-test',
      // Mastra passes this to every tools/call: the 60 s default would cut a slow user off.
      timeout: 10 * 60_000,
      servers: {
        trips: {
          command: process.execPath,
          args: [supportServer('v2-mrtr-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: '2026-07-28',
          inputRequests: attachMastra({ elicit: queue, server: { id: 'trips', label: 'Trips' } }).inputRequests,
        },
        everything: {
          command: process.execPath,
          args: [serverEverythingEntry(), 'stdio'],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: 'legacy',
          inputRequests: attachMastra({ elicit: queue, server: { id: 'everything' } }).inputRequests,
        },
      },
    });
    tools = (await mcp.listTools()) as typeof tools;
  });

  afterAll(async () => {
    queue?.dispose();
    await mcp?.disconnect();
  });

  it('queues both keys of a 2026-07-28 round and completes the tool', async () => {
    const call = tools['trips_plan-trip']!.execute!({}, {});
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    expect(entries.map((entry) => entry.server.id)).toEqual(['trips', 'trips']);
    for (const entry of entries) {
      queue.respond(
        entry.id,
        entry.params.message === 'Where to?'
          ? { action: 'accept', content: { city: 'Faro' } }
          : { action: 'accept', content: { nights: 5 } },
      );
    }
    expect(text(await call)).toBe(
      'destination={"kind":"elicit","action":"accept","content":{"city":"Faro"}} ' +
        'dates={"kind":"elicit","action":"accept","content":{"nights":5}}',
    );
  });

  it('answers a 2025 server→client elicitation from server-everything', async () => {
    const call = tools['everything_trigger-elicitation-request']!.execute!({}, {});
    const entry = await nextPending(queue);
    expect(entry.server).toEqual({ id: 'everything' });
    queue.respond(entry.id, { action: 'decline' });
    expect(text(await call)).toContain('User declined');
  });
});
