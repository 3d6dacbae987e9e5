/**
 * Withdrawal with the v1 SDK: a server of our own (test/support/v1-withdraw-server.mjs) sends an
 * elicitation and then cancels it (`notifications/cancelled`). The queue entry must turn
 * `withdrawn` and the adapter's promise must settle, including for the first server→client
 * request of a connection, which has id 0 and which SDK 1.32.2 cannot cancel on its own.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitResult } from 'mcp-elicitation-core';
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
