/**
 * Detaching gives the host back its own `elicitation/create` handler: a host that answered
 * elicitations itself before attaching answers them again after `detach()` (the server's request
 * reaches that handler, not -32601), through the very function the SDK stored for it. Real servers
 * over stdio: our v1 server (test/support/v1-withdraw-server.mjs, tool `ask`) for SDK v1, our v2
 * server (test/support/v2-mrtr-server.mjs, tool `plan-trip`) for SDK v2 on 2025-11-25 and on
 * 2026-07-28, where the client fulfils `inputRequests` through the same stored handler.
 */
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation as attachV1 } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities, type ElicitationQueue } from 'mcp-elicitation-core';
import { attachElicitation as attachV2 } from 'mcp-elicitation-core/adapters/sdk-v2';
import { repoRoot, supportServer } from '../support/processes';
import { nextPending } from '../support/queue-helpers';

function text(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((block) => block.text ?? '').join('\n');
}

/** The SDK's stored handler for a method (both lines keep them in `_requestHandlers`). */
function stored(client: object, method: string): unknown {
  return (client as { _requestHandlers: Map<string, unknown> })._requestHandlers.get(method);
}

/** Declines every pending entry as it appears, as a user would. */
function declineEverything(queue: ElicitationQueue): () => void {
  const answer = () => {
    for (const entry of queue.getSnapshot().entries) if (entry.status === 'pending') queue.respond(entry.id, { action: 'decline' });
  };
  const unsubscribe = queue.subscribe(answer);
  answer();
  return unsubscribe;
}

describe('detach restores the host’s own elicitation/create handler', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('SDK v1: the server’s request goes to the queue while attached, and to the host’s handler again after detach', async () => {
    const queue = createElicitationQueue();
    const client = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    const hostAnswers: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      hostAnswers.push(request.params.message);
      return { action: 'accept', content: { name: 'the host itself' } };
    });
    const hostHandler = stored(client, 'elicitation/create');
    const detach = attachV1(client, { elicit: queue, server: { id: 'withdrawer' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('v1-withdraw-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(
      () => client.close(),
      () => queue.dispose(),
    );

    const attached = client.callTool({ name: 'ask', arguments: { message: 'while attached' } });
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'accept', content: { name: 'from the queue' } });
    expect(text(await attached)).toBe('answered: {"action":"accept","content":{"name":"from the queue"}}');
    expect(hostAnswers).toEqual([]);

    detach();
    expect(stored(client, 'elicitation/create')).toBe(hostHandler);
    const after = await client.callTool({ name: 'ask', arguments: { message: 'after detach' } });
    expect(text(after)).toBe('answered: {"action":"accept","content":{"name":"the host itself"}}');
    expect(hostAnswers).toEqual(['after detach']);
  });

  it('SDK v1: a client without a handler of its own has none after detach; a handler the host set after attaching is kept', async () => {
    const plain = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachV1(plain, { elicit: createElicitationQueue(), server: { id: 's' } })();
    expect(stored(plain, 'elicitation/create')).toBeUndefined();

    const client = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    const detach = attachV1(client, { elicit: createElicitationQueue(), server: { id: 's' } });
    client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'decline' }));
    const later = stored(client, 'elicitation/create');
    detach();
    expect(stored(client, 'elicitation/create')).toBe(later);
  });

  for (const era of ['2025-11-25', '2026-07-28'] as const) {
    it(`SDK v2 (${era}): after detach the host’s handler answers the server’s questions again`, async () => {
      const queue = createElicitationQueue();
      const client = new ClientV2(
        { name: 'host', version: '0.0.0' },
        { capabilities: elicitationCapabilities(), versionNegotiation: { mode: era === '2025-11-25' ? 'legacy' : { pin: era } } },
      );
      const hostAnswers: string[] = [];
      client.setRequestHandler('elicitation/create', (request) => {
        hostAnswers.push(request.params.message);
        const content: Record<string, string | number> = request.params.message === 'Where to?' ? { city: 'Lisbon' } : { nights: 3 };
        return { action: 'accept', content };
      });
      const hostHandler = stored(client, 'elicitation/create');
      const detach = attachV2(client, { elicit: queue, server: { id: 'trips' } });
      await client.connect(
        new StdioV2({ command: process.execPath, args: [supportServer('v2-mrtr-server.mjs')], cwd: repoRoot, stderr: 'ignore' }),
      );
      cleanups.push(
        () => client.close(),
        () => queue.dispose(),
      );

      const stopDeclining = declineEverything(queue);
      const attached = text(await client.callTool({ name: 'plan-trip', arguments: {} }));
      stopDeclining();
      expect(attached).toContain('"action":"decline"');
      expect(hostAnswers).toEqual([]);

      detach();
      expect(stored(client, 'elicitation/create')).toBe(hostHandler);
      const after = text(await client.callTool({ name: 'plan-trip', arguments: {} }));
      expect(after).toBe(
        'destination={"kind":"elicit","action":"accept","content":{"city":"Lisbon"}} ' +
          'dates={"kind":"elicit","action":"accept","content":{"nights":3}}',
      );
      expect(hostAnswers.sort()).toEqual(['When?', 'Where to?']);
    });
  }
});
