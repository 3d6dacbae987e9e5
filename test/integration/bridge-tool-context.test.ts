/**
 * Tool-call context in the page's own queue: a real v1 SDK client of our withdraw server (stdio),
 * whose calls are marked with `createToolCallContext`. The queue entry carries the running call;
 * with two calls at once nothing is guessed.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, createToolCallContext, elicitationCapabilities } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

describe('tool-call context with an in-page client', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function connect() {
    const queue = createElicitationQueue();
    const tools = createToolCallContext();
    const client = new Client({ name: 'page', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: tools.wrap(queue), server: { id: 'withdrawer' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('v1-withdraw-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(
      () => queue.dispose(),
      () => client.close(),
    );
    const ask = (id: string, message: string) =>
      tools.run({ toolName: 'ask', toolCallId: id, arguments: { message } }, () =>
        client.callTool({ name: 'ask', arguments: { message } }, undefined, callToolOptions()),
      );
    return { queue, ask };
  }

  it('attaches the running call to its request', async () => {
    const { queue, ask } = await connect();
    const call = ask('call_1', 'why?');
    const entry = await nextPending(queue);
    expect(entry.context).toEqual({ toolName: 'ask', toolCallId: 'call_1', arguments: { message: 'why?' } });
    queue.respond(entry.id, { action: 'decline' });
    await call;
  });

  it('attaches nothing while two calls run at once (the cause is ambiguous)', async () => {
    const { queue, ask } = await connect();
    const calls = [ask('call_1', 'one'), ask('call_2', 'two')];
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    expect(entries.map((entry) => entry.context)).toEqual([undefined, undefined]);
    for (const entry of entries) queue.respond(entry.id, { action: 'cancel' });
    await Promise.all(calls);
  });
});
