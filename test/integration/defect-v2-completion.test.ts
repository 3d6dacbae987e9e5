/**
 * Defect 4 for the v2 adapter: completion is routed through the SDK's public
 * `fallbackNotificationHandler`, with a host fallback set before attaching still running, and
 * detach putting it back. A 2025-11-25 URL request from test/support/v1-url-server.mjs over
 * Streamable HTTP on 127.0.0.1: the user accepts (the entry waits), finishes on the site, and the
 * server's `notifications/elicitation/complete` closes the entry.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { stopProcess } from '../support/processes';
import { resultText as text, startUrlServer } from '../support/url-server';

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
      { name: 'defect-4-v2', version: '0.0.0' },
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
