/**
 * The v2 adapter (@modelcontextprotocol/client 2.4) against real servers:
 * - a server of our own on @modelcontextprotocol/server 2.4 (test/support/v2-mrtr-server.mjs)
 *   speaking 2026-07-28, whose tool answers `input_required` with two elicitation keys in one
 *   round: the client fulfils both keys concurrently through the one handler, so both must be
 *   queued, both answered, and the tool must report both answers;
 * - server-everything on the 2025 wire, where the same handler serves server→client requests.
 *
 * Redelivery: a request delivered twice is shown once (an earlier version showed it twice, and the
 * first copy could never be withdrawn). A raw stdio server of our own (test/support/raw-redeliver-server.mjs) delivers
 * `elicitation/create` id 0 twice on a 2025-11-25 connection, as a resumed Streamable HTTP stream
 * does; the request must be shown once and both deliveries answered alike. On 2026-07-28 the id
 * is the `inputRequests` key, which a later round may reuse for a new question
 * (test/support/v2-mrtr-server.mjs, tool `two-rounds`): both questions must be shown.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
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

describe('redelivered requests through the v2 adapter', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('2025-11-25: the same id delivered twice is shown once, and both deliveries get the one answer', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const client = new Client(
      { name: 'redelivery', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: 'legacy' } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'raw' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('raw-redeliver-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(() => client.close());
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');

    expect(text(await client.callTool({ name: 'ask-twice', arguments: {} }))).toBe('asked twice');
    const entry = await nextPending(queue);
    // Both deliveries are in by the time the tool result is (stdio keeps order): one entry only.
    expect(queue.getSnapshot().entries).toHaveLength(1);
    queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } });
    await expect
      .poll(async () => text(await client.callTool({ name: 'report', arguments: {} })))
      .toBe(
        JSON.stringify([
          { action: 'accept', content: { name: 'Ada' } },
          { action: 'accept', content: { name: 'Ada' } },
        ]),
      );
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('2026-07-28: a key reused by a later round is a new question and is shown', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const client = new Client(
      { name: 'redelivery-modern', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'trips' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(() => client.close());

    const call = client.callTool({ name: 'two-rounds', arguments: {} }, callToolOptions());
    const first = await nextPending(queue);
    expect(first.params.message).toBe('First?');
    queue.respond(first.id, { action: 'accept', content: { a: 'one' } });
    const second = await nextPending(queue);
    expect(second.params.message).toBe('Second?');
    queue.respond(second.id, { action: 'accept', content: { a: 'two' } });
    const reply = text(await call);
    expect(reply).toContain('"content":{"a":"one"}');
    expect(reply).toContain('"content":{"a":"two"}');
  });
});
