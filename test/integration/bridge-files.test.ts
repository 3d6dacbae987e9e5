/**
 * File inputs (SEP-2356, a draft) through the bridge, over real HTTP on 127.0.0.1: a v1 MCP server
 * that asks for a file (test/support/file-server.mjs) over stdio, the v1 client with the sdk-v1
 * adapter on `bridge.target(channel)`, and the remote queue (the browser half) answering with a
 * `data:` URI. The server decodes the same bytes; the bridge checks `x-mcp-file` first; the audit
 * record never holds the file.
 */
import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createRemoteElicitationQueue, elicitationCapabilities, toDataUri } from 'mcp-elicitation-core';
import { createElicitationBridge, type BridgeAuditRecord, type ElicitationBridgeOptions } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

const as = (user: string) => ({ 'x-test-user': user });
const authorize: ElicitationBridgeOptions['authorize'] = (request) => request.headers.get('x-test-user');

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('file inputs through the bridge', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends a data: URI the server decodes to the same bytes, refuses one over maxSize, and audits neither', async () => {
    const audit: BridgeAuditRecord[] = [];
    // 1024 bytes of file are about 1.4 KB of base64: well inside the default body limit.
    const bridge = createElicitationBridge({
      authorize,
      onSettled: (record) => audit.push(record),
      auditContent: true,
      experimental: { files: true },
    });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    // The SDK's types drop `x-mcp-file` from the schema; with `experimental.files` the adapter keeps it.
    attachElicitation(client, {
      elicit: bridge.target('alice'),
      server: { id: 'files', label: 'File test' },
      experimental: { files: true },
    });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('file-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
    cleanups.push(() => client.close());
    const queue = createRemoteElicitationQueue({ url: served.url, headers: as('alice') });
    cleanups.push(() => queue.dispose());

    const call = client.callTool({ name: 'upload', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    const post = (photo: string) =>
      fetch(served.url, {
        method: 'POST',
        headers: { ...as('alice'), 'content-type': 'application/json' },
        body: JSON.stringify({ id: entry.id, result: { action: 'accept', content: { photo } } }),
      });
    // Over maxSize, and of a type the server does not accept: refused by the bridge, still pending.
    const tooLarge = await post(toDataUri(new Uint8Array(1025), 'image/png', 'big.png'));
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toMatchObject({ issues: [{ key: 'photo', keyword: 'x-mcp-file' }] });
    const wrongType = await post(toDataUri(new Uint8Array(10), 'text/plain', 'a.txt'));
    expect(wrongType.status).toBe(422);

    const bytes = new Uint8Array(1024).map((_, i) => (i * 7) % 256);
    queue.respond(entry.id, { action: 'accept', content: { photo: toDataUri(bytes, 'image/png', 'pass 1.png') } });
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(text(await call)).toBe(`received pass 1.png image/png 1024 ${hash}`);

    expect(audit).toEqual([
      expect.objectContaining({ action: 'accept', outcome: 'answered', content: { photo: 'data:image/png;base64,[1024 bytes]' } }),
    ]);
  });
});
