/**
 * File inputs (SEP-2356, a draft) through the SDK v2 adapter, in both eras: a v2 MCP server that
 * asks for a file (test/support/v2-mrtr-server.mjs, tool `upload`) over stdio, the v2 client on
 * 2025-11-25 (a server→client request) and on 2026-07-28 (a key of an `input_required` result).
 * The client's own types drop `x-mcp-file`; with `experimental.files` the queue gets the schema as
 * the server sent it, and the server decodes the same bytes from the `data:` URI.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createElicitationQueue,
  elicitationCapabilities,
  toDataUri,
  type ElicitationExperimental,
  type QueueEntry,
} from 'mcp-elicitation-core';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v2';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

/** The `photo` property of a queued request's schema, as the queue got it. */
function photoOf(entry: QueueEntry): unknown {
  return (entry.params as { requestedSchema?: { properties: Record<string, unknown> } }).requestedSchema?.properties.photo;
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('file inputs through the SDK v2 adapter', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function connect(era: '2025-11-25' | '2026-07-28', experimental?: ElicitationExperimental) {
    const queue = createElicitationQueue();
    const client = new Client(
      { name: 'host', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: era === '2025-11-25' ? 'legacy' : { pin: era } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'files', label: 'File test' }, ...(experimental && { experimental }) });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(
      () => client.close(),
      () => queue.dispose(),
    );
    expect(client.getNegotiatedProtocolVersion()).toBe(era);
    return { queue, client };
  }

  for (const era of ['2025-11-25', '2026-07-28'] as const) {
    it(`${era}: the queue gets x-mcp-file as sent, and the server decodes the same bytes`, async () => {
      const { queue, client } = await connect(era, { files: true });
      const call = client.callTool({ name: 'upload', arguments: {} }, callToolOptions());
      const entry = await nextPending(queue);
      expect(entry.params.message).toBe('Send the boarding pass photo');
      expect(photoOf(entry)).toMatchObject({
        type: 'string',
        format: 'uri',
        'x-mcp-file': { accept: ['image/png'], maxSize: 1024 },
      });

      const bytes = new Uint8Array(64).map((_, i) => (i * 7) % 256);
      queue.respond(entry.id, { action: 'accept', content: { photo: toDataUri(bytes, 'image/png', 'pass.png') } });
      expect(text(await call)).toBe(`received image/png 64 ${Buffer.from(bytes).toString('base64')}`);
    });

    it(`${era}: without experimental.files the client's types drop the keyword (a text field)`, async () => {
      const { queue, client } = await connect(era);
      const call = client.callTool({ name: 'upload', arguments: {} }, callToolOptions());
      const entry = await nextPending(queue);
      expect(photoOf(entry)).not.toHaveProperty('x-mcp-file');
      queue.respond(entry.id, { action: 'decline' });
      expect(text(await call)).toContain('"action":"decline"');
    });
  }
});
