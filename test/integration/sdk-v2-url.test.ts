/**
 * URL mode through the v2 adapter (@modelcontextprotocol/client 2.4), against a server of our own
 * on @modelcontextprotocol/server 2.4 (test/support/v2-url-server.mjs) speaking 2026-07-28: its
 * `inputRequired.elicitUrl(...)` arrives without an elicitationId, so the adapter marks it
 * `afterOpen: 'confirm'` (the answer is what retries the call), and the retry completes the tool.
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('sdk-v2 adapter: a URL-mode input request (2026-07-28)', () => {
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    queue = createElicitationQueue();
    client = new Client(
      { name: 'url-mrtr-test', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    attachElicitation(client, { elicit: queue, server: { id: 'accounts', label: 'Accounts' } });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [supportServer('v2-url-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
    );
  });

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
  });

  it('is queued for "I’m done — retry", and the accept retries the call, which completes', async () => {
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const call = client.callTool({ name: 'link-account', arguments: {} }, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.params).toMatchObject({ mode: 'url', url: 'https://consent-target.test/link?flow=1' });
    expect(entry.params).not.toHaveProperty('elicitationId');
    expect(entry.afterOpen).toBe('confirm');

    expect(queue.respond(entry.id, { action: 'accept' })).toBe(true);
    // `confirm` entries leave at once: nothing waits for a notification that 2026-07-28 lacks.
    expect(queue.getSnapshot().entries).toHaveLength(0);
    expect(text(await call)).toBe('signIn={"kind":"elicit","action":"accept"}');
  });

  it('decline reaches the server on the retry', async () => {
    const call = client.callTool({ name: 'link-account', arguments: {} }, callToolOptions());
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'decline' });
    expect(text(await call)).toBe('signIn={"kind":"elicit","action":"decline"}');
  });
});
