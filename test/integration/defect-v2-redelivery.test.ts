/**
 * Defect 2: the v2 adapter showed a redelivered request twice, and the first copy could never be
 * withdrawn. A raw stdio server of our own (test/support/raw-redeliver-server.mjs) delivers
 * `elicitation/create` id 0 twice on a 2025-11-25 connection, as a resumed Streamable HTTP stream
 * does; the request must be shown once and both deliveries answered alike. On 2026-07-28 the id
 * is the `inputRequests` key, which a later round may reuse for a new question
 * (test/support/v2-mrtr-server.mjs, tool `two-rounds`): both questions must be shown.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('defect 2: redelivered requests through the v2 adapter', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('2025-11-25: the same id delivered twice is shown once, and both deliveries get the one answer', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const client = new Client(
      { name: 'defect-2', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: 'legacy' } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'raw' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('raw-redeliver-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(() => client.close());
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');

    expect(text(await client.callTool({ name: 'ask-twice', arguments: {} }))).toBe('asked twice');
    const entry = await nextPending(queue);
    // Both deliveries are in by the time the tool result is (stdio keeps order): one entry only.
    expect(queue.getSnapshot().entries).toHaveLength(1);
    queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } });
    await expect
      .poll(async () => text(await client.callTool({ name: 'report', arguments: {} })))
      .toBe(
        JSON.stringify([
          { action: 'accept', content: { name: 'Ada' } },
          { action: 'accept', content: { name: 'Ada' } },
        ]),
      );
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('2026-07-28: a key reused by a later round is a new question and is shown', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const client = new Client(
      { name: 'defect-2-modern', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'trips' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(() => client.close());

    const call = client.callTool({ name: 'two-rounds', arguments: {} }, callToolOptions());
    const first = await nextPending(queue);
    expect(first.params.message).toBe('First?');
    queue.respond(first.id, { action: 'accept', content: { a: 'one' } });
    const second = await nextPending(queue);
    expect(second.params.message).toBe('Second?');
    queue.respond(second.id, { action: 'accept', content: { a: 'two' } });
    const reply = text(await call);
    expect(reply).toContain('"content":{"a":"one"}');
    expect(reply).toContain('"content":{"a":"two"}');
  });
});
