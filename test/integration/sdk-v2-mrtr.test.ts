/**
 * The v2 adapter (@modelcontextprotocol/client 2.4) against real servers:
 * - a server of our own on @modelcontextprotocol/server 2.4 (test/support/v2-mrtr-server.mjs)
 *   speaking 2026-07-28, whose tool answers `input_required` with two elicitation keys in one
 *   round: the client fulfils both keys concurrently through the one handler, so both must be
 *   queued, both answered, and the tool must report both answers;
 * - server-everything on the 2025 wire, where the same handler serves server→client requests.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, serverEverythingEntry, supportServer } from '../support/processes';

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('sdk-v2 adapter: two inputRequests in one round (2026-07-28)', () => {
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    queue = createElicitationQueue();
    client = new Client(
      { name: 'mrtr-test', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'trips', label: 'Trips' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
  });

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
  });

  it('negotiated the 2026-07-28 revision', () => {
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
  });

  it('queues both keys, and the tool completes with both answers', async () => {
    const call = client.callTool({ name: 'plan-trip', arguments: {} }, callToolOptions());
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    expect(entries.map((entry) => entry.params.message).sort()).toEqual(['When?', 'Where to?']);
    expect(entries.every((entry) => entry.status === 'pending' && entry.server.id === 'trips')).toBe(true);

    // Answered in the opposite order from arrival: each answer must reach its own key.
    const byMessage = new Map(entries.map((entry) => [entry.params.message, entry]));
    expect(queue.respond(byMessage.get('When?')!.id, { action: 'accept', content: { nights: 3 } })).toBe(true);
    expect(queue.respond(byMessage.get('Where to?')!.id, { action: 'accept', content: { city: 'Lisbon' } })).toBe(true);

    expect(text(await call)).toBe(
      'destination={"kind":"elicit","action":"accept","content":{"city":"Lisbon"}} ' +
        'dates={"kind":"elicit","action":"accept","content":{"nights":3}}',
    );
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('carries decline for one key and cancel for the other', async () => {
    const call = client.callTool({ name: 'plan-trip', arguments: {} }, callToolOptions());
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    queue.respond(entries[0]!.id, { action: 'decline' });
    queue.respond(entries[1]!.id, { action: 'cancel' });
    const reply = text(await call);
    expect(reply).toContain('"action":"decline"');
    expect(reply).toContain('"action":"cancel"');
  });

  it('withdraws both entries when the caller abandons the call', async () => {
    const controller = new AbortController();
    const call = client.callTool({ name: 'plan-trip', arguments: {} }, { ...callToolOptions(), signal: controller.signal });
    await waitForEntries(queue, (list) => list.length === 2);
    controller.abort('user navigated away');
    await expect(call).rejects.toThrow();
    const entries = await waitForEntries(queue, (list) => list.length === 2 && list.every((entry) => entry.status === 'withdrawn'));
    for (const entry of entries) expect(queue.dismiss(entry.id)).toBe(true);
  });
});

describe('sdk-v2 adapter with server-everything on the 2025 wire', () => {
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    queue = createElicitationQueue();
    client = new Client({ name: 'v2-legacy-test', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: queue, server: { id: 'everything' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [serverEverythingEntry(), 'stdio'], cwd: repoRoot, stderr: 'ignore' }),
    );
  });

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
  });

  it('answers a server→client elicitation and reports the server identity', async () => {
    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.server.reported?.name).toEqual(expect.any(String));
    queue.respond(entry.id, { action: 'accept', content: { name: 'Grace Hopper' } });
    expect(text(await call)).toContain('- Name: Grace Hopper');
  });
});
