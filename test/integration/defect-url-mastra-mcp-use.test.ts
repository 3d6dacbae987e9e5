/**
 * Defects 5 and 6, against real servers:
 * - 5, Mastra: a 2026-07-28 URL request (test/support/v2-url-server.mjs over stdio) is queued with
 *   `afterOpen: 'confirm'`: the answer retries the call, so it goes out when the user says they are
 *   done, not as soon as the page opens.
 * - 5, mcp-use: a 2025-11-25 URL request (test/support/v1-url-server.mjs over Streamable HTTP on
 *   127.0.0.1, through mcp-use's MCPClient) waits after the page opened, and the server's
 *   `notifications/elicitation/complete` reaches the queue through `onElicitationComplete`.
 * - 6, Mastra: its bundled client cannot cancel request id 0 (test/support/v1-withdraw-server.mjs),
 *   so the adapter's default timeout bounds the request.
 */
import { MCPClient as MastraClient } from '@mastra/mcp';
import { MCPClient as McpUseClient } from 'mcp-use/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createInputRequestsHandler } from 'mcp-elicitation-core/adapters/mastra';
import { createOnElicitation, onElicitationComplete } from '../../src/adapters/mcp-use';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, stopProcess, supportServer } from '../support/processes';
import { resultText as text, startUrlServer } from '../support/url-server';

type Tools = Record<string, { execute?: (input: unknown, context?: unknown) => Promise<unknown> }>;

describe('URL mode and timeouts through Mastra and mcp-use', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('defect 5, Mastra: a 2026-07-28 URL request waits for "I’m done" before the answer retries the call', async () => {
    const queue = createElicitationQueue();
    const mcp = new MastraClient({
      id: 'defect-5-mastra',
      timeout: 10 * 60_000,
      servers: {
        accounts: {
          command: process.execPath,
          args: [supportServer('v2-url-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: '2026-07-28',
          // Mastra declares form mode only unless told.
          capabilities: { elicitation: { form: {}, url: {} } },
          inputRequests: createInputRequestsHandler({ elicit: queue, server: { id: 'accounts' } }),
        },
      },
    });
    cleanups.push(
      () => mcp.disconnect(),
      () => queue.dispose(),
    );
    const tools = (await mcp.listTools()) as Tools;
    const call = tools['accounts_link-account']!.execute!({}, {});
    const entry = await nextPending(queue);
    expect(entry.params).toMatchObject({ mode: 'url' });
    expect(entry.afterOpen).toBe('confirm');
    expect(queue.respond(entry.id, { action: 'accept' })).toBe(true);
    expect(text(await call)).toBe('signIn={"kind":"elicit","action":"accept"}');
  });

  it('defect 6, Mastra: a request the bundled client cannot withdraw (id 0) still leaves by the default timeout', async () => {
    const queue = createElicitationQueue();
    const mcp = new MastraClient({
      id: 'defect-6-mastra',
      timeout: 10 * 60_000,
      servers: {
        withdrawer: {
          command: process.execPath,
          args: [supportServer('v1-withdraw-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: 'legacy',
          inputRequests: createInputRequestsHandler({ elicit: queue, server: { id: 'withdrawer' } }),
        },
      },
    });
    cleanups.push(
      () => mcp.disconnect(),
      () => queue.dispose(),
    );
    const tools = (await mcp.listTools()) as Tools;
    const ask = tools['withdrawer_ask']!.execute!({}, {});
    const entry = await nextPending(queue);
    expect(entry.deadline).toBe(entry.receivedAt + 10 * 60_000);

    expect(text(await tools['withdrawer_withdraw']!.execute!({}, {}))).toBe('withdrew 1');
    expect(text(await ask)).toMatch(/^withdrawn:/);
    // The upstream bug: the withdrawal never reached the handler, so the entry is still pending.
    // If this starts failing, Mastra's client passes it on now and the docs can say so.
    expect(queue.getSnapshot().entries.map((item) => item.status)).toEqual(['pending']);
  });

  it('defect 5, mcp-use: a 2025-11-25 URL request waits after opening, and the completion notification closes it', async () => {
    const { child, origin } = await startUrlServer();
    cleanups.push(() => stopProcess(child));
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const client = new McpUseClient(
      { mcpServers: { site: { url: `${origin}/mcp` } } },
      {
        onElicitation: createOnElicitation({ elicit: queue, server: { id: 'site' }, completionNotifications: true }),
        onNotification: onElicitationComplete(queue, 'site'),
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
