/**
 * createChatStopFetch over real HTTP on 127.0.0.1: aborting the chat request while its stream is
 * open posts `{ id }` to the stop route; an abort after the stream was read to its end sends
 * nothing; a request without a chat id is passed through untouched.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatStopFetch } from '../../src/chat/stop-fetch';

let base = '';
const stops: unknown[] = [];
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    if (req.url === '/stop') {
      stops.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"stopped":true}');
    } else if (req.url === '/open') {
      // A turn that keeps streaming until the client goes away.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"type":"start"}\n\n');
    } else {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {"type":"finish"}\n\n');
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** The real fetch, with every call recorded (the stop is sent synchronously from the abort). */
function recordingFetch() {
  const calls: string[] = [];
  const doFetch: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return fetch(input, init);
  };
  return { calls, doFetch };
}

describe('createChatStopFetch', () => {
  it('an abort while the stream is open posts the chat id to the stop route', async () => {
    const { doFetch } = recordingFetch();
    const chatFetch = createChatStopFetch({ stopUrl: `${base}/stop`, fetch: doFetch });
    const controller = new AbortController();
    const response = await chatFetch(`${base}/open`, {
      method: 'POST',
      body: JSON.stringify({ id: 'chat-1', messages: [] }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('start');
    controller.abort();
    await vi.waitFor(() => expect(stops).toEqual([{ id: 'chat-1' }]));
  });

  it('an abort after the stream was read to its end sends nothing', async () => {
    const { calls, doFetch } = recordingFetch();
    const chatFetch = createChatStopFetch({ stopUrl: `${base}/stop`, fetch: doFetch });
    const controller = new AbortController();
    const response = await chatFetch(`${base}/done`, { method: 'POST', body: JSON.stringify({ id: 'chat-2' }), signal: controller.signal });
    expect(await response.text()).toContain('finish');
    controller.abort();
    expect(calls).toEqual([`POST ${base}/done`]);
  });

  it('a request without a JSON chat id is passed through, and its abort sends nothing', async () => {
    const { calls, doFetch } = recordingFetch();
    const chatFetch = createChatStopFetch({ stopUrl: `${base}/stop`, fetch: doFetch });
    const controller = new AbortController();
    const response = await chatFetch(`${base}/open`, { method: 'POST', body: 'plain text', signal: controller.signal });
    expect(response.status).toBe(200);
    controller.abort();
    expect(calls).toEqual([`POST ${base}/open`]);
  });
});
