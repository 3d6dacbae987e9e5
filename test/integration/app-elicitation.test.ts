/**
 * App-rendered elicitations (SEP-3118, a draft) with real v1 and v2 SDK clients and a real v1 SDK
 * server over Streamable HTTP on 127.0.0.1 (test/support/app-server.mjs): with `experimental.apps`
 * the adapter declares the MCP Apps extension's `elicitation` in `initialize`, and a request that
 * names a `ui://` app of a server that declared it reaches the queue with its app, whose resource is
 * read on the same connection. Without the draft, or from a server without the capability, the
 * entry has no app: the form is shown.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpTransportV2 } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { attachElicitation as attachV2, callToolOptions as callToolOptionsV2 } from 'mcp-elicitation-core/adapters/sdk-v2';
import {
  AppResourceError,
  createElicitationQueue,
  elicitationCapabilities,
  type ElicitationExperimental,
  type QueueEntry,
} from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { startAppServer, type AppServer } from '../support/app-server-process';

const server = { id: 'seats', label: 'Seat maps' };
let apps: AppServer;

beforeAll(async () => {
  apps = await startAppServer();
});
afterAll(() => apps.stop());

function text(result: { content?: unknown }): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

/** Calls `book` with a v1 client and hands the pending entry to `answer`; resolves with the tool's reply. */
async function bookV1(
  url: URL,
  app: string,
  experimental: ElicitationExperimental | undefined,
  answer: (entry: QueueEntry, queue: ReturnType<typeof createElicitationQueue>) => Promise<void>,
): Promise<string> {
  const queue = createElicitationQueue();
  const client = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: queue, server, ...(experimental && { experimental }) });
  await client.connect(new StreamableHTTPClientTransport(url));
  try {
    const call = client.callTool({ name: 'book', arguments: { app } }, undefined, callToolOptions());
    await answer(await nextPending(queue), queue);
    return text((await call) as { content?: unknown });
  } finally {
    await client.close();
  }
}

describe('app-rendered elicitation through the SDK v1 adapter', () => {
  it('declares the extension in initialize and hands the app to the queue, read on the same connection', async () => {
    const reply = await bookV1(apps.apps, 'answers', { apps: true }, async (entry, queue) => {
      expect(entry.app?.resourceUri).toBe('ui://seats/answers.html');
      // The request itself is unchanged: the app gets the same `elicitation/create`.
      expect(entry.params._meta).toEqual({ ui: { resourceUri: 'ui://seats/answers.html' } });
      const resource = await entry.app!.read();
      expect(resource.uri).toBe('ui://seats/answers.html');
      expect(resource.html).toContain('<title>Seat map</title>');
      expect(resource.csp).toBeUndefined(); // an empty declared list names no source
      queue.respond(entry.id, { action: 'accept', content: { seat: '12C' } });
    });
    expect(reply).toBe(
      'client ui: {"mimeTypes":["text/html;profile=mcp-app"],"elicitation":{}}; answered: {"action":"accept","content":{"seat":"12C"}}',
    );
  });

  it('refuses a resource that is not exactly one app document', async () => {
    await bookV1(apps.apps, 'two', { apps: true }, async (entry, queue) => {
      expect(entry.app?.resourceUri).toBe('ui://seats/two.html');
      const error = await entry.app!.read().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppResourceError);
      expect((error as AppResourceError).code).toBe('several-contents');
      queue.respond(entry.id, { action: 'decline' });
    });
  });

  it('declares nothing and gives no app while the draft is off', async () => {
    const reply = await bookV1(apps.apps, 'answers', undefined, async (entry, queue) => {
      expect(entry.app).toBeUndefined();
      queue.respond(entry.id, { action: 'accept', content: { seat: '12A' } });
    });
    expect(reply).toBe('client ui: null; answered: {"action":"accept","content":{"seat":"12A"}}');
  });

  it('gives no app when the server did not declare the extension: the form is shown', async () => {
    const reply = await bookV1(apps.plain, 'answers', { apps: true }, async (entry, queue) => {
      expect(entry.app).toBeUndefined();
      queue.respond(entry.id, { action: 'accept', content: { seat: '14D' } });
    });
    expect(reply).toMatch(/^client ui: \{"mimeTypes":\["text\/html;profile=mcp-app"\],"elicitation":\{\}\}; answered: /);
  });
});

describe('app-rendered elicitation through the SDK v2 adapter', () => {
  it('declares the extension and hands the app to the queue, read on the same connection', async () => {
    const queue = createElicitationQueue();
    const client = new ClientV2({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachV2(client, { elicit: queue, server, experimental: { apps: true } });
    await client.connect(new HttpTransportV2(apps.apps));
    try {
      const call = client.callTool({ name: 'book', arguments: { app: 'invalid' } }, callToolOptionsV2());
      const entry = await nextPending(queue);
      expect(entry.app?.resourceUri).toBe('ui://seats/invalid.html');
      expect((await entry.app!.read()).html).toContain("'on the wing'");
      queue.respond(entry.id, { action: 'accept', content: { seat: '12B' } });
      expect(text(await call)).toBe(
        'client ui: {"mimeTypes":["text/html;profile=mcp-app"],"elicitation":{}}; answered: {"action":"accept","content":{"seat":"12B"}}',
      );
    } finally {
      await client.close();
    }
  });
});
