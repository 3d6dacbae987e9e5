/**
 * Withdrawal with the v1 SDK: a server of our own (test/support/v1-withdraw-server.mjs) sends an
 * elicitation and then cancels it (`notifications/cancelled`). The queue entry must turn
 * `withdrawn` and the adapter's promise must settle, including for the first server→client
 * request of a connection, which has id 0 and which SDK 1.32.2 cannot cancel on its own.
 *
 * Through public routes only, against the same server:
 * - the server withdraws the first request of a connection (id 0, which SDK 1.32.2 cannot
 *   cancel). The adapter must not answer it: the spec says a cancelled request SHOULD NOT get a
 *   response, and the server's SDK reports a response to an unknown id as an error.
 * - the adapter uses public routes only, so a `notifications/cancelled` handler the host
 *   registered before or after attaching keeps receiving cancellations, and after detaching
 *   exactly the host's handler is left (the old adapter replaced it, and detach put back the SDK's).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CancelledNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import type { ElicitationQueue, ElicitResult } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

function transport() {
  return new StdioClientTransport({
    command: process.execPath,
    args: [supportServer('v1-withdraw-server.mjs')],
    cwd: repoRoot,
    stderr: 'ignore',
  });
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('sdk-v1 adapter: the server withdraws a request', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function connectWithQueue(): Promise<{ client: Client; queue: ElicitationQueue; settled: Promise<ElicitResult>[] }> {
    const queue = createElicitationQueue();
    const settled: Promise<ElicitResult>[] = [];
    const client = new Client({ name: 'withdraw-test', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, {
      // Records each promise the adapter hands back to the SDK.
      elicit: (params, options) => {
        const promise = queue.request(params, options);
        settled.push(promise);
        return promise;
      },
      server: { id: 'withdrawer' },
    });
    await client.connect(transport());
    cleanups.push(
      () => queue.dispose(),
      () => client.close(),
    );
    return { client, queue, settled };
  }

  it('marks the first request of the connection (id 0) withdrawn and settles it', async () => {
    const { client, queue, settled } = await connectWithQueue();
    const ask = client.callTool({ name: 'ask', arguments: { message: 'first' } }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.server).toEqual({
      id: 'withdrawer',
      reported: { name: 'withdraw-test-server', title: 'Withdraw test', version: '1.0.0' },
    });

    expect(text(await client.callTool({ name: 'withdraw', arguments: {} }))).toBe('withdrew 1');
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    await expect(settled[0]).resolves.toEqual({ action: 'cancel' });
    expect(text(await ask)).toMatch(/^withdrawn:/);

    // The draft stays on screen, but it can no longer be sent.
    expect(queue.respond(entry.id, { action: 'accept', content: { name: 'too late' } })).toBe(false);
    expect(queue.getSnapshot().current).toMatchObject({ id: entry.id, status: 'withdrawn', params: { message: 'first' } });
    expect(queue.dismiss(entry.id)).toBe(true);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('marks a later request withdrawn while other entries stay answerable', async () => {
    const { client, queue, settled } = await connectWithQueue();
    const first = client.callTool({ name: 'ask', arguments: { message: 'one' } }, undefined, callToolOptions());
    const entryOne = await nextPending(queue);
    queue.respond(entryOne.id, { action: 'accept', content: { name: 'Ada' } });
    expect(text(await first)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');

    const second = client.callTool({ name: 'ask', arguments: { message: 'two' } }, undefined, callToolOptions());
    await nextPending(queue);
    await client.callTool({ name: 'withdraw', arguments: {} });
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    await expect(settled[1]).resolves.toEqual({ action: 'cancel' });
    expect(text(await second)).toMatch(/^withdrawn:/);
  });

  it('documents the SDK bug the adapter works around: without it, id 0 is never aborted', async () => {
    const client = new Client({ name: 'raw-client', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    const seen: Array<{ id: string | number; signal: AbortSignal; answer: (result: ElicitResult) => void }> = [];
    client.setRequestHandler(ElicitRequestSchema, (_request, extra) => {
      return new Promise<ElicitResult>((resolve) => {
        seen.push({ id: extra.requestId, signal: extra.signal, answer: resolve });
      });
    });
    await client.connect(transport());
    cleanups.push(() => client.close());

    const ask = client.callTool({ name: 'ask', arguments: {} }, undefined, callToolOptions());
    await expect.poll(() => seen.length).toBe(1);
    await client.callTool({ name: 'withdraw', arguments: {} });
    expect(text(await ask)).toMatch(/^withdrawn:/);
    // If this starts failing, the SDK fixed the bug and the adapter's patch can go.
    expect(seen[0]!.id).toBe(0);
    expect(seen[0]!.signal.aborted).toBe(false);
    seen[0]!.answer({ action: 'cancel' });
  });
});

/** Lets the client's pending microtasks and stdio writes go out before the next request. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('sdk-v1 adapter: withdrawal through public routes', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends no response to a withdrawn id 0, and the server reports no unknown-id error', async () => {
    const client = new Client({ name: 'withdraw-id0', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    attachElicitation(client, { elicit: queue, server: { id: 'withdrawer' } });
    await client.connect(transport());
    cleanups.push(() => client.close());

    const ask = client.callTool({ name: 'ask', arguments: {} }, undefined, callToolOptions());
    await nextPending(queue);
    expect(text(await client.callTool({ name: 'withdraw', arguments: {} }))).toBe('withdrew 1');
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    expect(text(await ask)).toMatch(/^withdrawn:/);
    await flush();
    expect(text(await client.callTool({ name: 'errors', arguments: {} }))).toBe('');
  });

  it('host cancellation handlers set before and after attaching keep running; detach leaves exactly the host handler', async () => {
    const client = new Client({ name: 'host-cancel-handlers', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    const seenBefore: Array<string | number | undefined> = [];
    client.setNotificationHandler(CancelledNotificationSchema, (notification) => {
      seenBefore.push(notification.params.requestId);
    });
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const detach = attachElicitation(client, { elicit: queue, server: { id: 'withdrawer' } });
    await client.connect(transport());
    cleanups.push(() => client.close());

    // Request id 0 is withdrawn: the adapter's entry is withdrawn and the host's handler saw it.
    const first = client.callTool({ name: 'ask', arguments: { message: 'first' } }, undefined, callToolOptions());
    await nextPending(queue);
    await client.callTool({ name: 'withdraw', arguments: {} });
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    await expect.poll(() => seenBefore).toEqual([0]);
    expect(text(await first)).toMatch(/^withdrawn:/);
    queue.dismiss(queue.getSnapshot().entries[0]!.id);

    // A handler the host sets after attaching replaces its own earlier one, and still composes.
    const seenAfter: Array<string | number | undefined> = [];
    client.setNotificationHandler(CancelledNotificationSchema, (notification) => {
      seenAfter.push(notification.params.requestId);
    });
    const second = client.callTool({ name: 'ask', arguments: { message: 'second' } }, undefined, callToolOptions());
    await nextPending(queue);
    await client.callTool({ name: 'withdraw', arguments: {} });
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    await expect.poll(() => seenAfter).toEqual([1]);
    expect(text(await second)).toMatch(/^withdrawn:/);

    // Detached: the host's handler is what remains, and the adapter no longer sees anything.
    detach();
    const third = client.callTool({ name: 'ask', arguments: { message: 'third' } }, undefined, callToolOptions());
    // No handler for elicitation/create any more: the server's request fails, and the ask reports it.
    expect(text(await third)).toMatch(/^withdrawn:/);
    expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['second']);
    expect(text(await client.callTool({ name: 'errors', arguments: {} }))).toBe('');
  });

  it('attached after connect, detach puts back the transport callbacks and connect exactly', async () => {
    const client = new Client({ name: 'attach-after-connect', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    await client.connect(transport());
    cleanups.push(() => client.close());
    const wire = client.transport!;
    const before = { onmessage: wire.onmessage, send: wire.send, onclose: wire.onclose, connect: client.connect };
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const detach = attachElicitation(client, { elicit: queue, server: { id: 'withdrawer' } });
    expect(wire.onmessage).not.toBe(before.onmessage);

    // Working while attached: id 0 is withdrawn without an answer.
    const ask = client.callTool({ name: 'ask', arguments: {} }, undefined, callToolOptions());
    await nextPending(queue);
    await client.callTool({ name: 'withdraw', arguments: {} });
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    expect(text(await ask)).toMatch(/^withdrawn:/);

    detach();
    expect({ onmessage: wire.onmessage, send: wire.send, onclose: wire.onclose, connect: client.connect }).toEqual(before);
    expect(wire.onmessage).toBe(before.onmessage);
    expect(wire.send).toBe(before.send);
    expect(wire.onclose).toBe(before.onclose);
    expect(client.connect).toBe(before.connect);
    expect(Object.prototype.hasOwnProperty.call(client, 'connect')).toBe(false);
    await flush();
    expect(text(await client.callTool({ name: 'errors', arguments: {} }))).toBe('');
  });
});
