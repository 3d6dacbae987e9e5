/**
 * An answer whose POST never gets its reply: a real bridge on 127.0.0.1 behind a proxy that stalls
 * (`test/support/bridge-stall-proxy.ts`), our v1 withdraw server over stdio with the sdk-v1 adapter,
 * and the remote queue with a short `sendTimeoutMs`. The entry must leave "sending" for a failed
 * send that says it timed out; a retry of the same answer ends as sent whether or not the first one
 * got through (the MCP server hears exactly one answer); another channel, or another answer, is
 * still refused.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createRemoteElicitationQueue, elicitationCapabilities, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import type { QueueEntry } from 'mcp-elicitation-core';
import { createElicitationBridge, type BridgeAuditRecord, type ElicitationBridgeOptions } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { stallProxy, type StallProxy } from '../support/bridge-stall-proxy';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

const as = (user: string) => ({ 'x-test-user': user });
const authorize: ElicitationBridgeOptions['authorize'] = (request) => request.headers.get('x-test-user');

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

/** The entry is answerable again after a send that got no complete reply in time. */
const timedOut = (entry: QueueEntry | undefined) => entry?.status === 'pending' && entry.sendFailure?.code === 'timed-out';

describe('an answer whose reply never comes', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup() {
    const audit: BridgeAuditRecord[] = [];
    const bridge = createElicitationBridge({ authorize, onSettled: (record) => audit.push(record) });
    const served = await serveHandler(bridge.handler);
    const proxy = await stallProxy(served);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
      () => proxy.close(),
    );
    const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: bridge.target('alice', { toolName: 'ask' }), server: { id: 'withdrawer', label: 'Withdrawer' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('v1-withdraw-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(() => client.close());
    const ask = (message: string) =>
      client.callTool({ name: 'ask', arguments: { message } }, undefined, callToolOptions({ timeoutMs: 60_000 }));
    return { bridge, served, proxy, audit, ask };
  }

  function tab(proxy: StallProxy, sendTimeoutMs = 300): RemoteElicitationQueue {
    const queue = createRemoteElicitationQueue({ url: proxy.url, headers: as('alice'), sendTimeoutMs });
    cleanups.push(() => queue.dispose());
    return queue;
  }

  it('the answer got through but its reply stalled: failed with "timed out", then a retry ends as sent; one answer reached the server', async () => {
    const { proxy, audit, ask, served } = await setup();
    const queue = tab(proxy);
    const asked = ask('Your name?');
    const entry = await nextPending(queue);

    // The POST reaches the bridge, which answers the MCP request; its reply and the stream's
    // `settled` event stay in the proxy.
    proxy.stallPosts('reply');
    proxy.holdStream(true);
    const answer = { action: 'accept', content: { name: 'Ada' } } as const;
    expect(queue.respond(entry.id, answer)).toBe(true);
    expect(text(await asked)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');

    const [failed] = await waitForEntries(queue, (entries) => timedOut(entries[0]));
    expect(failed?.sendFailure).toEqual({ code: 'timed-out', timeoutMs: 300 });
    expect(failed?.sendError).toMatch(/no reply in time/);
    // The draft comes back with the failure, ready for Retry.
    expect(failed?.params).toMatchObject({ requestedSchema: { properties: { name: { default: 'Ada' } } } });

    // The stall is lifted; the retry of the same answer is confirmed as this tab's own (200), not
    // reported as answered in another tab.
    proxy.stallPosts('none');
    expect(queue.retry(entry.id)).toBe(true);
    await waitForEntries(queue, (entries) => entries.length === 0);
    proxy.holdStream(false);
    expect(proxy.posts).toMatchObject({ received: 2, forwarded: 2 });

    expect(audit.map(({ id, action, outcome }) => ({ id, action, outcome }))).toEqual([
      { id: entry.id, action: 'accept', outcome: 'answered' },
    ]);

    // Another answer to the same request (another tab of the user: no key, or another key) is
    // still refused as answered; another channel learns nothing (404, as for an unknown id).
    const post = (user: string, body: unknown) =>
      fetch(served.url, { method: 'POST', headers: { ...as(user), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('alice', { id: entry.id, result: { action: 'decline' } })).status).toBe(409);
    expect((await post('alice', { id: entry.id, result: answer, key: 'another-tab' })).status).toBe(409);
    expect((await post('mallory', { id: entry.id, result: answer, key: 'another-tab' })).status).toBe(404);
  });

  it('a stalled reply with no retry: the stream’s word that this tab’s answer settled it ends the entry as sent', async () => {
    const { proxy, audit, ask } = await setup();
    const queue = tab(proxy);
    const asked = ask('Your name?');
    const entry = await nextPending(queue);
    proxy.stallPosts('reply');
    proxy.holdStream(true);
    queue.respond(entry.id, { action: 'decline' });
    expect(text(await asked)).toBe('answered: {"action":"decline"}');
    await waitForEntries(queue, (entries) => timedOut(entries[0]));

    // The `settled` event carries the answer's key: not "answered in another tab".
    proxy.holdStream(false);
    await waitForEntries(queue, (entries) => entries.length === 0);
    expect(audit).toHaveLength(1);
  });

  it('the POST never reached the bridge: failed with "timed out"; the retry delivers the one answer', async () => {
    const { proxy, audit, ask } = await setup();
    const queue = tab(proxy);
    const asked = ask('Your name?');
    const entry = await nextPending(queue);
    proxy.stallPosts('request');
    queue.respond(entry.id, { action: 'accept', content: { name: 'Grace' } });
    await waitForEntries(queue, (entries) => timedOut(entries[0]));
    // The tab gave up at its deadline: the proxy sees its client leave, and drops the held POST on release.
    await vi.waitFor(() => expect(proxy.posts).toEqual({ received: 1, forwarded: 0, abandoned: 1 }));
    proxy.stallPosts('none');
    expect(queue.retry(entry.id)).toBe(true);
    expect(text(await asked)).toBe('answered: {"action":"accept","content":{"name":"Grace"}}');
    await waitForEntries(queue, (entries) => entries.length === 0);
    expect(proxy.posts).toEqual({ received: 2, forwarded: 1, abandoned: 1 });
    expect(audit).toHaveLength(1);
  });

  it('an error status whose body never ends times out too, and Retry then goes through', async () => {
    const { proxy, ask } = await setup();
    const queue = tab(proxy);
    const asked = ask('Your name?');
    const entry = await nextPending(queue);
    proxy.stallPosts('error-body');
    queue.respond(entry.id, { action: 'decline' });
    const [failed] = await waitForEntries(queue, (entries) => timedOut(entries[0]));
    expect(failed?.attempt).toBe(1);

    proxy.stallPosts('none');
    queue.retry(entry.id);
    expect(text(await asked)).toBe('answered: {"action":"decline"}');
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
  });
});
