/**
 * App-rendered elicitations (SEP-3118, a draft) through the AI SDK adapter, with @ai-sdk/mcp's own
 * client over Streamable HTTP on 127.0.0.1 against test/support/app-server.mjs (a real v1 SDK
 * server): the host declares the MCP Apps extension when it creates the client, and with
 * `experimental.apps` a request naming a `ui://` app of a server that declared it reaches the queue
 * with its app, read on the same client. Without the capability, or from a server without it, the
 * entry has no app.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import type { MCPClient } from '@ai-sdk/mcp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation } from 'mcp-elicitation-core/adapters/ai-sdk';
import { appElicitationCapabilities, createElicitationQueue, elicitationCapabilities, type QueueEntry } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { startAppServer, type AppServer } from '../support/app-server-process';

const server = { id: 'seats', label: 'Seat maps' };
const DECLARED = 'client ui: {"mimeTypes":["text/html;profile=mcp-app"],"elicitation":{}}';
let apps: AppServer;

beforeAll(async () => {
  apps = await startAppServer();
});
afterAll(() => apps.stop());

function text(result: Awaited<ReturnType<MCPClient['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

/** Calls `book` with an AI SDK client and hands the pending entry to `answer`; resolves with the tool's reply. */
async function book(
  url: URL,
  declareApps: boolean,
  answer: (entry: QueueEntry, queue: ReturnType<typeof createElicitationQueue>) => Promise<void>,
): Promise<string> {
  const queue = createElicitationQueue();
  const client = await createMCPClient({
    transport: { type: 'http', url: url.href },
    capabilities: { ...elicitationCapabilities({ url: false }), ...(declareApps && appElicitationCapabilities()) },
  });
  attachElicitation(client, { schema: ElicitationRequestSchema, elicit: queue, server, experimental: { apps: true } });
  try {
    const call = client.callTool({ name: 'book', arguments: { app: 'answers' }, options: { timeout: 10 * 60_000 } });
    await answer(await nextPending(queue), queue);
    return text(await call);
  } finally {
    await client.close();
    queue.dispose();
  }
}

describe('app-rendered elicitation through the AI SDK adapter', () => {
  it('hands the app to the queue, reads it with the same client, and sends the answer', async () => {
    const reply = await book(apps.apps, true, async (entry, queue) => {
      expect(entry.app?.resourceUri).toBe('ui://seats/answers.html');
      expect(entry.params._meta).toEqual({ ui: { resourceUri: 'ui://seats/answers.html' } });
      const resource = await entry.app!.read();
      expect(resource.uri).toBe('ui://seats/answers.html');
      expect(resource.html).toContain('<title>Seat map</title>');
      queue.respond(entry.id, { action: 'accept', content: { seat: '12C' } });
    });
    expect(reply).toBe(`${DECLARED}; answered: {"action":"accept","content":{"seat":"12C"}}`);
  });

  it('gives no app when the client did not declare the extension', async () => {
    const reply = await book(apps.apps, false, async (entry, queue) => {
      expect(entry.app).toBeUndefined();
      queue.respond(entry.id, { action: 'accept', content: { seat: '12A' } });
    });
    expect(reply).toBe('client ui: null; answered: {"action":"accept","content":{"seat":"12A"}}');
  });

  it('gives no app when the server did not declare the extension', async () => {
    const reply = await book(apps.plain, true, async (entry, queue) => {
      expect(entry.app).toBeUndefined();
      queue.respond(entry.id, { action: 'accept', content: { seat: '14D' } });
    });
    expect(reply).toBe(`${DECLARED}; answered: {"action":"accept","content":{"seat":"14D"}}`);
  });
});
