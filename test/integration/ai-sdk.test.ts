/**
 * The AI SDK adapter with @ai-sdk/mcp's own client over stdio:
 * - server-everything on the 2025 wire (server→client `elicitation/create`);
 * - our v2 server on 2026-07-28, whose two `inputRequests` keys the AI SDK fulfils one after
 *   the other (unlike the official v2 client, which asks for all keys at once).
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import type { MCPClient } from '@ai-sdk/mcp';
import { StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation } from 'mcp-elicitation-core/adapters/ai-sdk';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, serverEverythingEntry, supportServer } from '../support/processes';

function text(result: Awaited<ReturnType<MCPClient['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('ai-sdk adapter', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function connect(args: string[], protocolVersionDiscovery: boolean) {
    const queue = createElicitationQueue();
    const client = await createMCPClient({
      transport: new StdioMCPTransport({ command: process.execPath, args, cwd: repoRoot, stderr: 'ignore' }),
      capabilities: { elicitation: {} },
      protocolVersionDiscovery,
    });
    cleanups.push(
      () => queue.dispose(),
      () => client.close(),
    );
    attachElicitation(client, { schema: ElicitationRequestSchema, elicit: queue, server: { id: 'served', label: 'Served' } });
    return { client, queue };
  }

  it('answers server-everything (2025) and reports the server identity from serverInfo', async () => {
    const { client, queue } = await connect([serverEverythingEntry(), 'stdio'], false);
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {}, options: { timeout: 10 * 60_000 } });
    const entry = await nextPending(queue);
    expect(entry.server).toMatchObject({ id: 'served', label: 'Served', reported: { name: expect.any(String) } });
    queue.respond(entry.id, { action: 'accept', content: { name: 'Katherine Johnson', integer: 42 } });
    const reply = text(await call);
    expect(reply).toContain('- Name: Katherine Johnson');
    expect(reply).toContain('- Favorite Integer: 42');
  });

  it('answers both inputRequests keys of a 2026-07-28 round, one after the other', async () => {
    const { client, queue } = await connect([supportServer('v2-mrtr-server.mjs')], true);
    const call = client.callTool({ name: 'plan-trip', arguments: {} });

    const first = await nextPending(queue);
    expect(queue.getSnapshot().entries).toHaveLength(1); // the AI SDK asks for one key at a time
    const answers: Record<string, { action: 'accept'; content: Record<string, string | number> }> = {
      'Where to?': { action: 'accept', content: { city: 'Porto' } },
      'When?': { action: 'accept', content: { nights: 2 } },
    };
    queue.respond(first.id, answers[first.params.message]!);
    const second = await nextPending(queue);
    expect(second.params.message).not.toBe(first.params.message);
    queue.respond(second.id, answers[second.params.message]!);

    expect(text(await call)).toBe(
      'destination={"kind":"elicit","action":"accept","content":{"city":"Porto"}} ' +
        'dates={"kind":"elicit","action":"accept","content":{"nights":2}}',
    );
  });
});
