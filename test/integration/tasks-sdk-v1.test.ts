/**
 * The older form of questions inside tasks (2025-11-25, SDK v1 1.32): server-everything's
 * `simulate-research-query` with `ambiguous: true` runs as a task and, at its synthesis stage, asks
 * through the task's message queue (delivered on `tasks/result`, tagged with the related task). The
 * v1 adapter's handler receives it with `extra.taskId`; the queue entry carries that task's id.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, serverEverythingEntry } from '../support/processes';

describe('sdk-v1 adapter: a question inside a 2025-11-25 task', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('marks the question with the task that asks, and the answer reaches the task', async () => {
    const queue = createElicitationQueue();
    const client = new Client({ name: 'tasks-v1', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: queue, server: { id: 'everything', label: 'Everything' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [serverEverythingEntry(), 'stdio'], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(
      () => queue.dispose(),
      () => client.close(),
    );

    // The tool requires a task: ask for one (`task` in the request options).
    const stream = client.experimental.tasks.callToolStream(
      { name: 'simulate-research-query', arguments: { topic: 'python', ambiguous: true } },
      undefined,
      { task: { ttl: 300_000 }, timeout: 60_000 },
    );
    const messages: Array<{ type: string; task?: { taskId: string }; result?: unknown }> = [];
    const reading = (async () => {
      for await (const message of stream) messages.push(message as (typeof messages)[number]);
    })();

    const entry = await nextPending(queue);
    const created = messages.find((message) => message.type === 'taskCreated');
    expect(created?.task?.taskId).toEqual(expect.any(String));
    expect(entry.task).toEqual({ id: created!.task!.taskId });
    const schema = entry.params.mode === 'url' ? undefined : entry.params.requestedSchema;
    const choice = (schema?.properties.interpretation as { oneOf: Array<{ const: string }> }).oneOf[0]!.const;
    expect(queue.respond(entry.id, { action: 'accept', content: { interpretation: choice } })).toBe(true);

    await reading;
    const result = messages.find((message) => message.type === 'result')?.result as { content: Array<{ text: string }> };
    expect(result.content[0]!.text).toContain(choice);
  });
});
