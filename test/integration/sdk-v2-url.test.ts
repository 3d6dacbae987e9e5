/**
 * URL mode through the v2 adapter (@modelcontextprotocol/client 2.4), against a server of our own
 * on @modelcontextprotocol/server 2.4 (test/support/v2-url-server.mjs) speaking 2026-07-28: its
 * `inputRequired.elicitUrl(...)` arrives without an elicitationId, so the adapter marks it
 * `afterOpen: 'confirm'` (the answer is what retries the call), and the retry completes the tool.
 *
 * On 2025-11-25, completion is routed through the SDK's public `fallbackNotificationHandler`, with
 * a host fallback set before attaching still running, and detach putting it back. A 2025-11-25 URL request from test/support/v1-url-server.mjs over
 * Streamable HTTP on 127.0.0.1: the user accepts (the entry waits), finishes on the site, and the
 * server's `notifications/elicitation/complete` closes the entry.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue, elicitationCapabilities, type ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer, stopProcess } from '../support/processes';
import { startUrlServer } from '../support/url-server';

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('sdk-v2 adapter: a URL-mode input request (2026-07-28)', () => {
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    queue = createElicitationQueue();
    client = new Client(
      { name: 'url-mrtr-test', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'accounts', label: 'Accounts' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-url-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
  });

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
  });

  it('is queued for "I’m done — retry", and the accept retries the call, which completes', async () => {
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const call = client.callTool({ name: 'link-account', arguments: {} }, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.params).toMatchObject({ mode: 'url', url: 'https://consent-target.test/link?flow=1' });
    expect(entry.params).not.toHaveProperty('elicitationId');
    expect(entry.afterOpen).toBe('confirm');

    expect(queue.respond(entry.id, { action: 'accept' })).toBe(true);
    // `confirm` entries leave at once: nothing waits for a notification that 2026-07-28 lacks.
    expect(queue.getSnapshot().entries).toHaveLength(0);
    expect(text(await call)).toBe('signIn={"kind":"elicit","action":"accept"}');
  });

  it('decline reaches the server on the retry', async () => {
    const call = client.callTool({ name: 'link-account', arguments: {} }, callToolOptions());
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'decline' });
    expect(text(await call)).toBe('signIn={"kind":"elicit","action":"decline"}');
  });
});

describe('sdk-v2 adapter: completion through the public fallback handler (2025-11-25)', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('closes the waiting entry on completion, keeps the host fallback running, and detach restores it', async () => {
    const { child, origin } = await startUrlServer();
    cleanups.push(() => stopProcess(child));
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const client = new Client(
      { name: 'completion-v2', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: 'legacy' } },
    );
    const hostSaw: string[] = [];
    const hostFallback = async (notification: { method: string }) => {
      hostSaw.push(notification.method);
    };
    client.fallbackNotificationHandler = hostFallback;
    const detach = attachElicitation(client, { elicit: queue, server: { id: 'site' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
    cleanups.push(() => client.close());

    const call = client.callTool({ name: 'connect', arguments: {} }, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.afterOpen).toBe('wait');
    queue.respond(entry.id, { action: 'accept' });
    expect(queue.getSnapshot().entries.map((item) => item.status)).toEqual(['waiting']);
    expect((await fetch((entry.params as { url: string }).url)).status).toBe(200);
    await waitForEntries(queue, (entries) => entries.length === 0);
    expect(text(await call)).toBe(`${(entry.params as { elicitationId: string }).elicitationId}: accept, completed`);
    expect(hostSaw).toContain('notifications/elicitation/complete');

    detach();
    expect(client.fallbackNotificationHandler).toBe(hostFallback);
  });
});
