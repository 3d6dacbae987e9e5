/**
 * The bridge with the in-process broker, end to end over real HTTP on 127.0.0.1: real MCP servers
 * (our v1 withdraw server over stdio, server-everything over Streamable HTTP), the v1 SDK client
 * with the sdk-v1 adapter on the "backend" side using `bridge.target(channel)`, and the remote
 * queue (the browser half) reading the SSE stream and POSTing answers, plus raw `fetch` for the
 * status codes a hostile or stale tab can get.
 */
import { createServer, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createRemoteElicitationQueue, elicitationCapabilities, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitResult } from 'mcp-elicitation-core';
import {
  createElicitationBridge,
  type BridgeAuditRecord,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from 'mcp-elicitation-core/server';
import { createMemoryBroker, toNodeHandler } from 'mcp-elicitation-core/server';
import { serveHandler, type ServedHandler } from '../support/bridge-http';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { repoRoot, startServerEverythingHttp, supportServer, type HttpServerProcess } from '../support/processes';

/** The "session": a header the test's authorize reads. Real apps read a cookie or a bearer token. */
const as = (user: string) => ({ 'x-test-user': user });
const authorize: ElicitationBridgeOptions['authorize'] = (request) => request.headers.get('x-test-user');

/** A promise and the function that resolves it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('bridge over HTTP with the in-process broker', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(options: Partial<ElicitationBridgeOptions> = {}) {
    const audit: BridgeAuditRecord[] = [];
    const bridge = createElicitationBridge({ authorize, onSettled: (record) => audit.push(record), ...options });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    return { bridge, served, audit };
  }

  async function withdrawServerClient(bridge: ElicitationBridge, channel: string) {
    const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: bridge.target(channel, { toolName: 'ask' }), server: { id: 'withdrawer', label: 'Withdrawer' } });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('v1-withdraw-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(() => client.close());
    return client;
  }

  function tab(served: ServedHandler, user: string, extra: { initialBackoffMs?: number } = {}): RemoteElicitationQueue {
    const queue = createRemoteElicitationQueue({ url: served.url, headers: as(user), ...extra });
    cleanups.push(() => queue.dispose());
    return queue;
  }

  const ask = (client: Client, message: string) =>
    client.callTool({ name: 'ask', arguments: { message } }, undefined, callToolOptions({ timeoutMs: 60_000 }));

  it('accept, decline and cancel from the tab reach the MCP server, with an audit record each (no content)', async () => {
    const { bridge, served, audit } = await setup();
    const client = await withdrawServerClient(bridge, 'alice');
    // The MCP result and the reply to the tab's POST leave the bridge together, in either order.
    // Until the tab has its reply, the answered entry still shows as pending (its answer is on the
    // way), so a next round that took "the first pending entry" could pick it again and answer
    // nothing. Each reply is held here until the result is in: the order that did that.
    let resultIn = deferred();
    const heldReplies: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST') await resultIn.promise;
      return response;
    };
    const queue = createRemoteElicitationQueue({ url: served.url, headers: as('alice'), fetch: heldReplies });
    cleanups.push(() => queue.dispose());
    /** Answers the next request, waits for the tool result, then for the tab to have the reply. */
    const round = async (message: string, result: ElicitResult) => {
      const call = ask(client, message);
      const entry = await nextPending(queue);
      expect(queue.respond(entry.id, result)).toBe(true);
      const reply = text(await call);
      resultIn.resolve();
      await waitForEntries(queue, (entries) => entries.length === 0);
      resultIn = deferred();
      return { entry, reply };
    };

    const { entry, reply } = await round('Your name?', { action: 'accept', content: { name: 'Ada' } });
    expect(entry.params.message).toBe('Your name?');
    expect(entry.server).toMatchObject({ id: 'withdrawer', label: 'Withdrawer' });
    expect(entry.context).toEqual({ toolName: 'ask' });
    expect(reply).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');
    expect((await round('again', { action: 'decline' })).reply).toBe('answered: {"action":"decline"}');
    expect((await round('once more', { action: 'cancel' })).reply).toBe('answered: {"action":"cancel"}');

    expect(audit.map(({ action, outcome, channel, toolName }) => ({ action, outcome, channel, toolName }))).toEqual([
      { action: 'accept', outcome: 'answered', channel: 'alice', toolName: 'ask' },
      { action: 'decline', outcome: 'answered', channel: 'alice', toolName: 'ask' },
      { action: 'cancel', outcome: 'answered', channel: 'alice', toolName: 'ask' },
    ]);
    expect(audit[0]).not.toHaveProperty('content');
    expect(bridge.stats().pending).toBe(0);
  });

  it('server-everything over Streamable HTTP: a full form answered from the tab, checked by the bridge first', async () => {
    const everything: HttpServerProcess = await startServerEverythingHttp();
    cleanups.push(() => everything.stop());
    const { bridge, served, audit } = await setup({ auditContent: true });
    const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: bridge.target('alice'), server: { id: 'everything', label: 'Everything' } });
    await client.connect(new StreamableHTTPClientTransport(everything.url));
    cleanups.push(() => client.close());
    const queue = tab(served, 'alice');

    const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    // Out of range for `integer` (1–100): refused on the server, and the request stays pending.
    const refused = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'accept', content: { name: 'Ada', integer: 1000 } } }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'invalid-content', issues: [{ key: 'integer', keyword: 'maximum' }] });
    expect(queue.getSnapshot().current).toMatchObject({ id: entry.id, status: 'pending' });

    queue.respond(entry.id, { action: 'accept', content: { name: 'Ada Lovelace', check: true, email: 'ada@example.com', integer: 7 } });
    const reply = text(await call);
    expect(reply).toContain('- Name: Ada Lovelace');
    expect(reply).toContain('- Email: ada@example.com');
    expect(reply).toContain('- Favorite Integer: 7');
    // Asked for: the audit record carries the content the server received (and only then).
    expect(audit).toEqual([
      expect.objectContaining({
        channel: 'alice',
        action: 'accept',
        outcome: 'answered',
        content: { name: 'Ada Lovelace', check: true, email: 'ada@example.com', integer: 7 },
      }),
    ]);
  });

  it('limits: requests per channel beyond the limit are cancelled (never declined: the user did not refuse); streams beyond the limit get 429', async () => {
    const { bridge, served, audit } = await setup({ maxPendingPerChannel: 2, maxStreamsPerChannel: 1 });
    const target = bridge.target('alice');
    const params = { message: 'limit', requestedSchema: { type: 'object' as const, properties: {} } };
    const first = target.request(params, { server: { id: 's' } });
    const second = target.request(params, { server: { id: 's' } });
    await expect.poll(() => bridge.stats().pending).toBe(2);
    await expect(target.request(params, { server: { id: 's' } })).resolves.toEqual({ action: 'cancel' });
    expect(audit).toEqual([expect.objectContaining({ outcome: 'refused-limit', action: 'cancel' })]);
    // Another channel has its own allowance.
    const bob = bridge.target('bob').request(params, { server: { id: 's' } });
    await expect.poll(() => bridge.stats().pending).toBe(3);
    // The keys of one inputRequests round count as one admission: three keys pass a limit of two.
    const round = {};
    const keys = [0, 1, 2].map(() => bridge.target('carol').request(params, { server: { id: 's' }, round }));
    await expect.poll(() => bridge.stats().pending).toBe(6);
    expect(audit).toHaveLength(1);

    const queue = tab(served, 'alice');
    await waitForEntries(queue, (entries) => entries.length === 2);
    const extra = await fetch(served.url, { headers: as('alice') });
    expect(extra.status).toBe(429);
    for (const entry of queue.getSnapshot().entries) queue.respond(entry.id, { action: 'cancel' });
    await expect(Promise.all([first, second])).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    await bridge.close();
    await expect(bob).resolves.toEqual({ action: 'cancel' });
    await expect(Promise.all(keys)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }, { action: 'cancel' }]);
  });

  it('withdrawal and timeout reach the tab as such; a late answer gets 410', async () => {
    const { bridge, served, audit } = await setup();
    const client = await withdrawServerClient(bridge, 'alice');
    const queue = tab(served, 'alice');

    const asked = ask(client, 'withdraw me');
    const entry = await nextPending(queue);
    await client.callTool({ name: 'withdraw', arguments: {} });
    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn' && entries[0].reason === 'withdrawn');
    expect(text(await asked)).toMatch(/^withdrawn:/);
    const late = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'decline' } }),
    });
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: 'withdrawn', message: expect.any(String) });
    expect(queue.dismiss(entry.id)).toBe(true);

    // A target with a short timeout: the bridge answers cancel and the tab sees "timed out".
    const short = createElicitationBridge({ authorize, timeoutMs: 200 });
    const shortServed = await serveHandler(short.handler);
    cleanups.push(
      () => shortServed.close(),
      () => short.close(),
    );
    const shortTab = tab(shortServed, 'alice');
    const pending = short
      .target('alice')
      .request({ message: 'quick', requestedSchema: { type: 'object', properties: {} } }, { server: { id: 'timer' } });
    await waitForEntries(shortTab, (entries) => entries[0]?.status === 'withdrawn' && entries[0].reason === 'timed-out');
    await expect(pending).resolves.toEqual({ action: 'cancel' });
    expect(audit.at(-1)).toMatchObject({ outcome: 'withdrawn', action: 'cancel' });
  });

  it('two tabs of one user see the same request; answering in one settles it in the other; the second answer gets 409', async () => {
    const { bridge, served } = await setup();
    const client = await withdrawServerClient(bridge, 'alice');
    const one = tab(served, 'alice');
    const two = tab(served, 'alice');

    const asked = ask(client, 'both tabs');
    const [entryOne, entryTwo] = await Promise.all([nextPending(one), nextPending(two)]);
    expect(entryOne.id).toBe(entryTwo.id);
    one.respond(entryOne.id, { action: 'accept', content: { name: 'from tab one' } });
    expect(text(await asked)).toContain('from tab one');
    await waitForEntries(two, (entries) => entries[0]?.status === 'withdrawn' && entries[0].reason === 'answered-elsewhere');
    const duplicate = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entryOne.id, result: { action: 'decline' } }),
    });
    expect(duplicate.status).toBe(409);
  });

  it('401 without a channel, 404 for another channel’s id (no hint), no cross-channel leak, 413 for a large body', async () => {
    const { bridge, served } = await setup({ maxBodyBytes: 1024 });
    const client = await withdrawServerClient(bridge, 'alice');
    const alice = tab(served, 'alice');
    const mallory = tab(served, 'mallory');

    expect((await fetch(served.url)).status).toBe(401);
    const noSession = await fetch(served.url, { method: 'POST', body: '{}' });
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    // A form post from another site (text/plain) is refused before anything is read.
    const formPost = await fetch(served.url, { method: 'POST', headers: as('alice'), body: '{"id":"x"}' });
    expect(formPost.status).toBe(415);

    const asked = ask(client, 'for alice only');
    const entry = await nextPending(alice);
    const stolen = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('mallory'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'accept', content: { name: 'mallory' } } }),
    });
    expect(stolen.status).toBe(404);
    const unknown = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('mallory'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: crypto.randomUUID(), result: { action: 'decline' } }),
    });
    // Indistinguishable from an id that never existed.
    expect(await stolen.json()).toEqual(await unknown.json());

    const big = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'accept', content: { name: 'x'.repeat(4096) } } }),
    });
    expect(big.status).toBe(413);

    alice.respond(entry.id, { action: 'accept', content: { name: 'Alice' } });
    expect(text(await asked)).toContain('Alice');
    // Mallory's stream carried nothing of Alice's.
    expect(mallory.getSnapshot().entries).toEqual([]);
  });

  it('resumes with Last-Event-ID: a tab that lost its stream learns what happened meanwhile', async () => {
    const { bridge, served } = await setup();
    const client = await withdrawServerClient(bridge, 'alice');
    const queue = tab(served, 'alice', { initialBackoffMs: 50 });
    const asked = ask(client, 'first');
    const entry = await nextPending(queue);

    // Drop every connection (the stream included); while the tab is away, the server withdraws
    // the first request and asks a second one. Only then does the route come back.
    const seen: string[] = [];
    queue.onConnectionChange((state) => seen.push(state));
    await served.close();
    await client.callTool({ name: 'withdraw', arguments: {} });
    expect(text(await asked)).toMatch(/^withdrawn:/);
    const later = ask(client, 'second');
    await expect.poll(() => bridge.stats().pending).toBe(1);
    const resumedFrom: Array<string | null> = [];
    const reopened = await serveHandlerOnPort((request) => {
      resumedFrom.push(request.headers.get('last-event-id'));
      return bridge.handler(request);
    }, served.port);
    cleanups.push(() => reopened.close());

    await waitForEntries(queue, (entries) => entries[0]?.status === 'withdrawn' && entries[1]?.params.message === 'second');
    expect(queue.getSnapshot().entries[0]).toMatchObject({ id: entry.id, reason: 'withdrawn' });
    expect(seen).toContain('reconnecting');
    // The tab resumed from the last event it had (the snapshot's id) rather than starting over.
    expect(resumedFrom[0]).toMatch(/^\d+$/);
    expect(queue.connectionState()).toBe('open');
    queue.respond(queue.getSnapshot().entries[1]!.id, { action: 'decline' });
    expect(text(await later)).toBe('answered: {"action":"decline"}');
  });

  it('connectionState() and onConnectionChange(): connecting, open, reconnecting, open again, closed; unsubscribing stops the reports', async () => {
    const { bridge, served } = await setup();
    const queue = tab(served, 'alice', { initialBackoffMs: 50 });
    const seen: string[] = [];
    const stop = queue.onConnectionChange((state) => seen.push(state));
    const other: string[] = [];
    queue.onConnectionChange((state) => other.push(state))();
    expect(queue.connectionState()).toBe('connecting');
    await expect.poll(() => queue.connectionState()).toBe('open');

    await served.close();
    await expect.poll(() => queue.connectionState()).toBe('reconnecting');
    const reopened = await serveHandlerOnPort(bridge.handler, served.port);
    cleanups.push(() => reopened.close());
    await expect.poll(() => queue.connectionState()).toBe('open');
    // Each change is reported once, in order (retries while the route is down stay 'reconnecting').
    expect(seen).toEqual(['open', 'reconnecting', 'open']);

    stop();
    queue.dispose();
    expect(queue.connectionState()).toBe('closed');
    expect(seen).toEqual(['open', 'reconnecting', 'open']);
    expect(other).toEqual([]);
  });

  it('an answer refused with 409 or 410 turns the entry inactive with its reason (stream held back)', async () => {
    const { bridge, served } = await setup();
    // The tab's stream is held once the requests arrived, so only the POST can tell it what happened.
    let hold = false;
    const gated: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method !== 'GET' || response.body === null) return response;
      const body = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform: (chunk, controller) => (hold ? undefined : controller.enqueue(chunk)),
        }),
      );
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const queue = createRemoteElicitationQueue({ url: served.url, headers: as('alice'), fetch: gated });
    cleanups.push(() => queue.dispose());
    const params = { message: 'race', requestedSchema: { type: 'object' as const, properties: {} } };
    const controller = new AbortController();
    const answered = bridge.target('alice').request(params, { server: { id: 'one' } });
    const withdrawn = bridge.target('alice').request(params, { server: { id: 'two' }, signal: controller.signal });
    const [first, second] = await waitForEntries(queue, (entries) => entries.length === 2);
    hold = true;

    // Another tab answers the first, the server withdraws the second; this tab does not hear of it.
    const other = await fetch(served.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: first!.id, result: { action: 'decline' } }),
    });
    expect(other.status).toBe(200);
    await expect(answered).resolves.toEqual({ action: 'decline' });
    controller.abort();
    await expect(withdrawn).resolves.toEqual({ action: 'cancel' });

    expect(queue.respond(first!.id, { action: 'accept', content: {} })).toBe(true);
    expect(queue.respond(second!.id, { action: 'accept', content: {} })).toBe(true);
    const entries = await waitForEntries(queue, (list) => list.every((entry) => entry.status === 'withdrawn'));
    expect(entries.map(({ reason, attempt }) => ({ reason, attempt }))).toEqual([
      { reason: 'answered-elsewhere', attempt: 1 },
      { reason: 'withdrawn', attempt: 1 },
    ]);
  });

  it('a stream left silent (no heartbeat) is dropped and reopened', async () => {
    // A route that answers the stream's headers and then never writes: a hung proxy or instance.
    let connections = 0;
    const hung = createServer((_req, res) => {
      connections += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
    });
    const sockets = new Set<Socket>();
    hung.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          hung.close(() => resolve());
        }),
    );
    const address = hung.address() as { port: number };
    const queue = createRemoteElicitationQueue({
      url: `http://127.0.0.1:${address.port}/elicitation`,
      idleTimeoutMs: 100,
      initialBackoffMs: 10,
      logger: { warn: () => undefined },
    });
    cleanups.push(() => queue.dispose());
    await expect.poll(() => connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  });

  it('a refused stream whose error body never ends does not keep its connection while the tab retries', async () => {
    // An instance or proxy that answers 503 and then stalls mid-body. Left unread, each refused
    // attempt kept its connection open (a browser has six per host, answers included).
    let connections = 0;
    let closed = 0;
    const stalled = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.write('{"error":');
    });
    stalled.on('connection', (socket) => {
      connections += 1;
      socket.on('close', () => (closed += 1));
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => (stalled.closeAllConnections(), stalled.close(() => resolve()))));
    // The responses are kept, as a page may keep them long after: Node's fetch lets a collected
    // response go, which would hide the leak whenever the collector happened to run.
    const kept: Response[] = [];
    const keeping: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      kept.push(response);
      return response;
    };
    const queue = createRemoteElicitationQueue({
      url: `http://127.0.0.1:${(stalled.address() as { port: number }).port}/elicitation`,
      fetch: keeping,
      initialBackoffMs: 10,
      logger: { warn: () => undefined },
    });
    cleanups.push(() => queue.dispose());
    await expect.poll(() => connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    // Every attempt but the latest has let its connection go.
    await expect.poll(() => closed, { timeout: 10_000 }).toBeGreaterThanOrEqual(connections - 1);
    // Released by the queue itself: the test still held those responses.
    expect(kept.length).toBeGreaterThanOrEqual(2);
  });

  it('toNodeHandler holds no request body the handler did not read; the connection still carries the next request', async () => {
    const { bridge } = await setup();
    const requests: Request[] = [];
    const served = await serveHandler((request) => {
      requests.push(request);
      return bridge.handler(request);
    });
    cleanups.push(() => served.close());
    // 4 MiB from someone without a session: answered 401 at once, before any of it is read. The
    // GET sent after it on the same connection is parsed only once the whole upload went through.
    const upload = Buffer.alloc(4 * 1024 * 1024, 0x20);
    const replies = await exchange(served.port, 2, [
      `POST /elicitation HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${upload.byteLength}\r\n\r\n`,
      upload,
      'GET /elicitation HTTP/1.1\r\nhost: x\r\n\r\n',
    ]);
    expect(replies).toEqual([401, 401]);
    // Before, every byte was copied into the request's stream as it arrived and kept there.
    await expect(new Response(requests[0]!.body).arrayBuffer()).rejects.toThrow();

    // A handler that reads part of a body and replies: the rest is dropped, not left in the socket.
    const partial = await serveHandler(async (request) => {
      if (request.body === null) return new Response('next');
      await request.body.getReader().read();
      return new Response('enough', { status: 400 });
    });
    cleanups.push(() => partial.close());
    const more = await exchange(partial.port, 2, [
      `POST /elicitation HTTP/1.1\r\nhost: x\r\ncontent-length: ${upload.byteLength}\r\n\r\n`,
      upload,
      'GET /elicitation HTTP/1.1\r\nhost: x\r\n\r\n',
    ]);
    expect(more).toEqual([400, 200]);
  });

  it('toNodeHandler sends a JSON reply whole (Content-Length, one body) and the event stream chunked', async () => {
    const { bridge, served } = await setup();
    /** The raw head and body of one request, as Node's own client reads them. */
    const raw = (method: string, body?: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
        const request = httpRequest(served.url, { method, headers: { ...as('alice'), 'content-type': 'application/json' } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            // The stream never ends by itself: its first event is enough.
            if (method === 'GET' && text.includes('\n\n', text.indexOf('event: snapshot'))) response.destroy();
          });
          response.on('close', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        });
        request.on('error', reject);
        request.end(body);
      });
    // Before, the headers were flushed on their own and the body followed in chunked framing.
    const reply = await raw('POST', JSON.stringify({ id: 'nobody', result: { action: 'decline' } }));
    expect(reply.status).toBe(404);
    expect(reply.headers['transfer-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(new TextEncoder().encode(reply.body).byteLength);
    expect(JSON.parse(reply.body)).toMatchObject({ error: 'not-found' });
    // The stream is still written as it comes.
    const stream = await raw('GET');
    expect(stream.headers['transfer-encoding']).toBe('chunked');
    expect(stream.body).toContain('event: snapshot');
    await expect.poll(() => bridge.stats().streams).toBe(0);
  });

  it('toNodeHandler writes the event stream itself: it never reads the web stream body, which is not made', async () => {
    const { bridge } = await setup();
    // Whoever reads a response's `body` makes its web stream (and holds a reader and a pending read
    // for as long as the stream is open): the adapter must take the frames instead.
    let streamBodyRead = false;
    const served = await serveHandler(async (request) => {
      const response = await bridge.handler(request);
      if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return response;
      const inherited = Object.getPrototypeOf(response) as object;
      Object.defineProperty(response, 'body', {
        get: () => {
          streamBodyRead = true;
          return Reflect.get(inherited, 'body', response) as unknown;
        },
      });
      return response;
    });
    cleanups.push(() => served.close());
    const queue = tab(served, 'alice');
    const client = await withdrawServerClient(bridge, 'alice');
    const call = ask(client, 'Through the frames?');
    const entry = await nextPending(queue);
    expect(entry.params.message).toBe('Through the frames?');
    expect(queue.respond(entry.id, { action: 'decline' })).toBe(true);
    expect(text(await call)).toBe('answered: {"action":"decline"}');
    await waitForEntries(queue, (entries) => entries.length === 0);
    expect(streamBodyRead).toBe(false);
    queue.dispose();
    await expect.poll(() => bridge.stats().streams).toBe(0);
  });

  it('a middleware that wraps the event stream in a new response still streams it through toNodeHandler', async () => {
    const { bridge } = await setup();
    const served = await serveHandler(async (request) => {
      const response = await bridge.handler(request);
      const headers = new Headers(response.headers);
      headers.set('x-wrapped', 'yes');
      return new Response(response.body, { status: response.status, headers });
    });
    cleanups.push(() => served.close());
    const queue = tab(served, 'alice');
    const client = await withdrawServerClient(bridge, 'alice');
    const call = ask(client, 'Wrapped?');
    const entry = await nextPending(queue);
    expect(queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    expect(text(await call)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');
    queue.dispose();
    await expect.poll(() => bridge.stats().streams).toBe(0);
  });

  it('streams that open together through toNodeHandler meet the limit per channel', async () => {
    const { bridge, served } = await setup({ maxStreamsPerChannel: 2 });
    const controllers = Array.from({ length: 4 }, () => new AbortController());
    cleanups.push(() => controllers.forEach((controller) => controller.abort()));
    const statuses = await Promise.all(
      controllers.map((controller) => fetch(served.url, { headers: as('alice'), signal: controller.signal }).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 200, 429, 429]);
    expect(bridge.stats().streams).toBe(2);
    controllers.forEach((controller) => controller.abort());
    await expect.poll(() => bridge.stats().streams).toBe(0);
  });

  it('toNodeHandler aborts the request signal only for a client that left before its reply was complete', async () => {
    const aborts: string[] = [];
    const node = toNodeHandler(async (request) => {
      const path = new URL(request.url).pathname;
      request.signal.addEventListener('abort', () => aborts.push(path));
      if (path === '/answer') return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
      // A reply that never ends (a stream, a long model run): only the client can end it.
      return new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('data: 1\n\n')) }), {
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    const closed = new Map<string, () => void>();
    const server = createServer((req, res) => {
      node(req, res);
      // After the adapter's own listener: once this runs, it has decided whether to abort.
      res.on('close', () => closed.get(req.url ?? '')?.());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const closing = (path: string) => new Promise<void>((resolve) => closed.set(path, resolve));

    // A complete reply: nothing is aborted (before, every request's signal was, after its reply).
    const answered = closing('/answer');
    expect(
      await (await fetch(`${base}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json(),
    ).toEqual({ ok: true });
    await answered;
    expect(aborts).toEqual([]);

    // A client that leaves mid-reply: its request's signal is aborted, once.
    const left = closing('/stream');
    const client = new AbortController();
    const stream = await fetch(`${base}/stream`, { signal: client.signal });
    await stream.body!.getReader().read();
    client.abort();
    await left;
    expect(aborts).toEqual(['/stream']);
  });

  it('close() answers every pending request cancel and ends the streams', async () => {
    const { bridge, served } = await setup();
    const queue = tab(served, 'alice');
    const target = bridge.target('alice');
    const params = { message: 'pending at shutdown', requestedSchema: { type: 'object' as const, properties: {} } };
    const pending = [target.request(params, { server: { id: 'a' } }), target.request(params, { server: { id: 'b' } })];
    await waitForEntries(queue, (entries) => entries.length === 2);
    await bridge.close();
    await expect(Promise.all(pending)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(bridge.stats()).toEqual({ pending: 0, streams: 0, waiting: 0 });
    const after = await fetch(served.url, { headers: as('alice') });
    expect(after.status).toBe(503);
  });

  it('1,000 requests answered through HTTP leave nothing behind (bridge, broker, listeners)', async () => {
    const broker = createMemoryBroker({ retainMs: 50 });
    const { bridge, served } = await setup({ broker });
    cleanups.push(() => broker.close());
    const queue = tab(served, 'alice');
    const target = bridge.target('alice');
    const params = { message: 'soak', requestedSchema: { type: 'object' as const, properties: { n: { type: 'integer' } } } };
    let answered = 0;
    const unsubscribe = queue.subscribe(() => {
      for (const entry of queue.getSnapshot().entries)
        if (entry.status === 'pending') queue.respond(entry.id, { action: 'accept', content: { n: 1 } });
    });
    for (let batch = 0; batch < 50; batch += 1) {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => target.request(params, { server: { id: `s${i}` } })));
      answered += results.filter((result) => result.action === 'accept').length;
    }
    unsubscribe();
    expect(answered).toBe(1000);
    await waitForEntries(queue, (entries) => entries.length === 0);
    expect(bridge.stats()).toEqual({ pending: 0, streams: 1, waiting: 0 });
    queue.dispose();
    await expect.poll(() => bridge.stats(), { timeout: 10_000 }).toEqual({ pending: 0, streams: 0, waiting: 0 });
    // Outcomes and the replay log are dropped once `retainMs` has passed after the last activity.
    await expect.poll(() => broker.stats(), { timeout: 10_000 }).toEqual({ channels: 0, pending: 0, outcomes: 0, listeners: 0 });
  });
});

/**
 * Writes raw bytes on one connection and resolves with the status of each reply once `count`
 * replies came back (every reply here has a short body without the text "HTTP/1.1").
 */
function exchange(port: number, count: number, parts: ReadonlyArray<string | Buffer>): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      if (statuses.length < count) return;
      socket.destroy();
      resolve(statuses);
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`the connection closed after: ${received.slice(0, 500)}`)));
    for (const part of parts) socket.write(part);
  });
}

/** Serves the same bridge again on the same port, as a restarted reverse proxy would. */
async function serveHandlerOnPort(handler: (request: Request) => Promise<Response>, port: number): Promise<ServedHandler> {
  const node = toNodeHandler(handler);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => node(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/elicitation`,
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
