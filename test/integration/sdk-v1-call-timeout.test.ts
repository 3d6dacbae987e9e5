/**
 * Why `callToolOptions` exists: the SDK's request timeout (60 s by default) runs while the user
 * fills in the form, so a slow answer kills the tool call. Shown with a short timeout so the test
 * stays fast; `callToolOptions` keeps the call alive past it.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import type { ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

const SHORT_TIMEOUT_MS = 300;

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('tools/call timeout while the user answers', () => {
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    queue = createElicitationQueue();
    client = new Client({ name: 'timeout-test', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: queue, server: { id: 'slow' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('v1-withdraw-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
  });

  it('dies with a plain request timeout while the form is still open', async () => {
    const call = client.callTool({ name: 'ask', arguments: {} }, undefined, { timeout: SHORT_TIMEOUT_MS });
    const entry = await nextPending(queue);
    await expect(call).rejects.toThrow(/timed out/i);
    // The user is still looking at the form, but nobody is waiting for the answer any more.
    expect(queue.getSnapshot().current?.id).toBe(entry.id);
    await client.callTool({ name: 'withdraw', arguments: {} });
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn');
    queue.dismiss(entry.id);
  });

  it('survives the same wait with callToolOptions', async () => {
    // The client's request timers are fake (the stdio pipes are not), so the user can take almost the
    // whole 10 minutes, exactly, without the test waiting for any of it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const call = client.callTool({ name: 'ask', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    let settled = false;
    void call.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(settled).toBe(false);
    queue.respond(entry.id, { action: 'accept', content: { name: 'Patient' } });
    expect(text(await call)).toBe('answered: {"action":"accept","content":{"name":"Patient"}}');
  });
});
