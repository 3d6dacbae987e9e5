/**
 * Mastra (`@mastra/mcp` 2.x) against real 2025-11-25 servers:
 * - URL mode: `attachElicitation` declares the URL capability Mastra leaves out by default,
 *   so a server's URL request reaches the queue (test/support/v1-url-server.mjs over Streamable HTTP
 *   on 127.0.0.1); with the handler alone the server refuses it.
 * - Withdrawal of request id 0, which Mastra's bundled client drops: given the `MCPClient`, the
 *   adapter reads the cancellation on the transport, so the entry is withdrawn at once and the
 *   server gets no response for the withdrawn id (test/support/v1-withdraw-server.mjs over stdio);
 *   without it, the adapter's default timeout bounds the request (the upstream bug is pinned).
 * - A 2026-07-28 URL request (test/support/v2-url-server.mjs over stdio) is queued with
 *   `afterOpen: 'confirm'`: the answer retries the call, so it goes out when the user says they are
 *   done, not as soon as the page opens.
 */
import { MCPClient } from '@mastra/mcp';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation as attachMastra } from 'mcp-elicitation-core/adapters/mastra';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, stopProcess, supportServer } from '../support/processes';
import { resultText as text, startUrlServer } from '../support/url-server';

type Tools = Record<string, { execute?: (input: unknown, context?: unknown) => Promise<unknown> }>;

describe('Mastra adapter: URL mode and withdrawals', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('URL mode with the documented config (attachElicitation): the request is shown, consent and completion reach the server', async () => {
    const { child, origin } = await startUrlServer();
    cleanups.push(() => stopProcess(child));
    const queue = createElicitationQueue();
    const mcp: MCPClient = new MCPClient({
      id: 'mastra-url-documented',
      timeout: 10 * 60_000,
      servers: {
        site: {
          url: new URL(`${origin}/mcp`),
          protocolVersion: 'legacy',
          ...attachMastra({ elicit: queue, server: { id: 'site', label: 'Site' }, mcp: () => mcp }),
        },
      },
    });
    cleanups.push(
      () => mcp.disconnect(),
      () => queue.dispose(),
    );
    const tools = (await mcp.listTools()) as Tools;
    const call = tools['site_connect']!.execute!({}, {});
    const entry = await nextPending(queue);
    expect(entry.params).toMatchObject({ mode: 'url' });
    // Mastra passes no completion to the handler: the user says when they are done.
    expect(entry.afterOpen).toBe('confirm');
    const { url, elicitationId } = entry.params as { url: string; elicitationId: string };
    expect((await fetch(url)).status).toBe(200); // the user finishes on the site
    expect(queue.respond(entry.id, { action: 'accept' })).toBe(true);
    expect(text(await call)).toBe(`${elicitationId}: accept, completed`);
  });

  it('URL mode with the handler alone: Mastra declares form mode only, and the server refuses the URL request', async () => {
    const { child, origin } = await startUrlServer();
    cleanups.push(() => stopProcess(child));
    const queue = createElicitationQueue();
    const mcp = new MCPClient({
      id: 'mastra-url-handler-only',
      timeout: 10 * 60_000,
      servers: {
        site: {
          url: new URL(`${origin}/mcp`),
          protocolVersion: 'legacy',
          inputRequests: attachMastra({ elicit: queue, server: { id: 'site' } }).inputRequests,
        },
      },
    });
    cleanups.push(
      () => mcp.disconnect(),
      () => queue.dispose(),
    );
    const tools = (await mcp.listTools()) as Tools;
    await expect(tools['site_connect']!.execute!({}, {})).rejects.toThrow(/does not support URL/i);
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  it('a withdrawal of the first request (id 0) withdraws the entry at once, and the server gets no response for it', async () => {
    const queue = createElicitationQueue();
    const mcp: MCPClient = new MCPClient({
      id: 'mastra-id-0',
      timeout: 10 * 60_000,
      servers: {
        withdrawer: {
          command: process.execPath,
          args: [supportServer('v1-withdraw-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: 'legacy',
          ...attachMastra({ elicit: queue, server: { id: 'withdrawer' }, mcp: () => mcp }),
        },
      },
    });
    cleanups.push(
      () => mcp.disconnect(),
      () => queue.dispose(),
    );
    const tools = (await mcp.listTools()) as Tools;
    const ask = tools['withdrawer_ask']!.execute!({}, {});
    await nextPending(queue);

    expect(text(await tools['withdrawer_withdraw']!.execute!({}, {}))).toBe('withdrew 1');
    expect(text(await ask)).toMatch(/^withdrawn:/);
    // Withdrawn by the server's notification, not by the 10-minute timeout.
    const [entry] = await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    expect(entry!.reason).toBeUndefined();
    // The cancelled id got no response ("unknown message ID" on the server otherwise); the call is a barrier.
    expect(text(await tools['withdrawer_errors']!.execute!({}, {}))).toBe('');

    // The next request (id 1) is answered as usual.
    const next = tools['withdrawer_ask']!.execute!({ message: 'again' }, {});
    const second = await waitForEntries(queue, (entries) => entries.some((item) => item.status === 'pending'));
    queue.respond(second.find((item) => item.status === 'pending')!.id, { action: 'accept', content: { name: 'Ada' } });
    expect(text(await next)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');
  });

  it('2026-07-28: a URL request a 2026-07-28 URL request waits for "I’m done" before the answer retries the call', async () => {
    const queue = createElicitationQueue();
    const mcp = new MCPClient({
      id: 'url-2026-mastra',
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
          inputRequests: attachMastra({ elicit: queue, server: { id: 'accounts' } }).inputRequests,
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

  it('a request the bundled client cannot withdraw (id 0) still leaves by the default timeout', async () => {
    const queue = createElicitationQueue();
    const mcp = new MCPClient({
      id: 'id0-timeout-mastra',
      timeout: 10 * 60_000,
      servers: {
        withdrawer: {
          command: process.execPath,
          args: [supportServer('v1-withdraw-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
          protocolVersion: 'legacy',
          inputRequests: attachMastra({ elicit: queue, server: { id: 'withdrawer' } }).inputRequests,
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
});
