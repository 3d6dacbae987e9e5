/**
 * mcp-use (`mcp-use` 1.34, its Node `MCPClient`, which `useMcp` wraps) against a real 2025-11-25
 * server: a URL request (test/support/v1-url-server.mjs over Streamable HTTP on 127.0.0.1) waits
 * after the page opened, and the server's `notifications/elicitation/complete` reaches the queue
 * through `completionHandler`.
 */
import { MCPClient } from 'mcp-use/client';
import { afterAll, describe, expect, it } from 'vitest';
import { attachElicitation } from '../../src/adapters/mcp-use';
import { completionHandler, createElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { stopProcess } from '../support/processes';
import { resultText as text, startUrlServer } from '../support/url-server';

describe('mcp-use adapter: URL mode', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('a 2025-11-25 URL request waits after opening, and the completion notification closes it', async () => {
    const { child, origin } = await startUrlServer();
    cleanups.push(() => stopProcess(child));
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const onComplete = completionHandler(queue, 'site');
    const client = new MCPClient(
      { mcpServers: { site: { url: `${origin}/mcp` } } },
      {
        ...attachElicitation({ elicit: queue, server: { id: 'site' }, completionNotifications: true }),
        // MCPClient's callback returns void | Promise<void>; useMcp's (void) takes the handler as it is.
        onNotification: (notification) => {
          onComplete(notification);
        },
      },
    );
    const session = await client.createSession('site');
    cleanups.push(() => client.closeAllSessions());
    const call = session.callTool('connect', {}, { timeout: 10 * 60_000 });
    const entry = await nextPending(queue);
    expect(entry.params).toMatchObject({ mode: 'url' });
    expect(entry.afterOpen).toBe('wait');
    // The consent screen opened the page and accepted: the entry waits for the server.
    expect(queue.respond(entry.id, { action: 'accept' })).toBe(true);
    expect(queue.getSnapshot().entries.map((item) => item.status)).toEqual(['waiting']);

    // The user finishes on the site; the server notifies completion, which closes the entry.
    const finish = await fetch((entry.params as { url: string }).url);
    expect(finish.status).toBe(200);
    await waitForEntries(queue, (entries) => entries.length === 0);
    expect(text(await call)).toBe(`${(entry.params as { elicitationId: string }).elicitationId}: accept, completed`);
  });
});
