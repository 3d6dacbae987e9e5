/**
 * The bridge behind the v2 adapter, unchanged: a v2 SDK client pinned to 2026-07-28 (multi
 * round-trip requests) whose tool asks two questions in one round (test/support/v2-mrtr-server.mjs),
 * with `bridge.target(channel)` as its target and both questions answered from a remote queue over HTTP.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createRemoteElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

describe('bridge with the sdk-v2 adapter (2026-07-28 inputRequests)', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('both keys of one round reach the tab; both answers reach their keys', async () => {
    const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user') });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    const client = new Client(
      { name: 'backend', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, {
      elicit: bridge.target('alice', { toolName: 'plan-trip', toolCallId: 'call_9' }),
      server: { id: 'trips', label: 'Trips' },
    });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(() => client.close());
    const queue = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => queue.dispose());

    const call = client.callTool({ name: 'plan-trip', arguments: {} }, callToolOptions());
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    expect(entries.map((entry) => entry.context)).toEqual([
      { toolName: 'plan-trip', toolCallId: 'call_9' },
      { toolName: 'plan-trip', toolCallId: 'call_9' },
    ]);
    const byMessage = new Map(entries.map((entry) => [entry.params.message, entry]));
    queue.respond(byMessage.get('When?')!.id, { action: 'accept', content: { nights: 3 } });
    queue.respond(byMessage.get('Where to?')!.id, { action: 'accept', content: { city: 'Lisbon' } });
    const result = await call;
    expect(((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text).join('')).toBe(
      'destination={"kind":"elicit","action":"accept","content":{"city":"Lisbon"}} ' +
        'dates={"kind":"elicit","action":"accept","content":{"nights":3}}',
    );
  });
});
