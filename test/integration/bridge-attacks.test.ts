/**
 * The bridge under attack, over real HTTP on 127.0.0.1 (`toNodeHandler` on `node:http`), on both
 * brokers (in-process, and Redis on a real redis-server): a signed-out session whose stream was
 * open, a logout handler, another signed-in user whose id spells the rest of a victim's channel,
 * a client sending what no browser sends (endless chunked bodies, malformed Host, TRACE, slow
 * bodies), and a foreign site (Fetch Metadata, Origin). Sessions are an HttpOnly cookie read from
 * a session store by `authorize` (test/support/session-app.ts), as in an app.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createRemoteElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import {
  createMemoryBroker,
  createRedisBroker,
  type BridgeAuditRecord,
  type ElicitationBridge,
  type ElicitationBroker,
  type RedisBrokerOptions,
} from 'mcp-elicitation-core/server';
import { startInstanceA } from '../support/bridge-instance-process';
import { repoRoot, stopProcess, supportServer } from '../support/processes';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { rawExchange } from '../support/raw-http';
import { startRedis, type RedisServer } from '../support/redis';
import { startSessionApp, type SessionApp, type SessionAppOptions } from '../support/session-app';
import { openStream, type SseEvent } from '../support/sse-reader';

const FORM = { message: 'Your name?', requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const } } } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let prefixes = 0;
/** A Redis broker on its own prefix, closed after the test. */
async function redisBroker(options: RedisBrokerOptions = {}): Promise<ElicitationBroker> {
  const client = createClient({ url: redis.url });
  await client.connect();
  const broker = createRedisBroker(client, { prefix: `attack-${++prefixes}`, ...options });
  cleanups.push(
    () => client.close(),
    () => broker.close(),
  );
  return broker;
}
const BROKERS: Record<string, () => Promise<ElicitationBroker>> = {
  memory: async () => {
    const broker = createMemoryBroker();
    cleanups.push(() => broker.close());
    return broker;
  },
  redis: () => redisBroker(),
};

async function app(options: SessionAppOptions = {}): Promise<SessionApp> {
  const started = await startSessionApp(options);
  cleanups.push(() => started.close());
  return started;
}

/** An SDK v1 client of our v1 server (stdio) whose questions go to `channel` through the bridge, with the tool's arguments. */
async function mcpClient(bridge: ElicitationBridge, channel: string): Promise<Client> {
  const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, {
    elicit: bridge.target(channel, { toolName: 'delete_files', arguments: { paths: ['payroll-2026.xlsx'] } }),
    server: { id: 'files', label: 'Files' },
  });
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

const ask = (client: Client, message: string) =>
  client
    .callTool({ name: 'ask', arguments: { message } }, undefined, callToolOptions({ timeoutMs: 60_000 }))
    .then((result) => ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n'));

const post = (url: string, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const added = (event: SseEvent) => event.type === 'added';
const entryOf = (event: SseEvent) => (JSON.parse(event.data) as { entry: { id: string; params: { message: string } } }).entry;

describe.each(Object.keys(BROKERS))('sessions end streams (%s broker)', (kind) => {
  it('a signed-out session’s open stream ends at its next heartbeat, with a last event saying so; questions asked after never reach it', async () => {
    const broker = await BROKERS[kind]!();
    const site = await app({ bridge: { broker, heartbeatMs: 100 } });
    const client = await mcpClient(site.bridge, 'alice');
    const alice = await site.login('alice');
    const stream = await openStream(site.url, { cookie: alice });
    await stream.next((event) => event.type === 'snapshot', 'snapshot');

    await site.logout(alice);
    // The session is gone: a new stream and an answer are refused.
    expect((await fetch(site.url, { headers: { cookie: alice } })).status).toBe(401);
    expect((await post(site.url, alice, { id: crypto.randomUUID(), result: { action: 'decline' } })).status).toBe(401);
    // Before, the stream lived on until the tab left: a question asked 6 s later still arrived.
    await stream.waitForEnd('signed out, heartbeat every 100 ms', 5_000);
    expect(stream.events.at(-1)).toEqual({ type: 'signed-out', data: '{"type":"signed-out"}' });

    const asked = ask(client, 'asked after logout');
    // Signed in again (another session of the same user): the question is there, with the tool's arguments.
    const again = await site.login('alice');
    const fresh = await openStream(site.url, { cookie: again });
    cleanups.push(() => fresh.close());
    const event = await fresh.next(
      (e) => e.type === 'added' || (e.type === 'snapshot' && e.data.includes('asked after logout')),
      'the question',
    );
    expect(event.data).toContain('payroll-2026.xlsx');
    // The revoked stream carried nothing of it.
    expect(stream.text()).not.toContain('asked after logout');
    expect(stream.text()).not.toContain('payroll-2026.xlsx');
    const id = event.type === 'added' ? entryOf(event).id : (JSON.parse(event.data) as { entries: Array<{ id: string }> }).entries[0]!.id;
    expect((await post(site.url, again, { id, result: { action: 'decline' } })).status).toBe(200);
    expect(await asked).toBe('answered: {"action":"decline"}');
  });

  it('a session that now names another user ends the stream too (an account switch)', async () => {
    const broker = await BROKERS[kind]!();
    const site = await app({ bridge: { broker, heartbeatMs: 100 } });
    const alice = await site.login('alice');
    const stream = await openStream(site.url, { cookie: alice });
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    // The same cookie, now bob's: alice's questions must not go on flowing to it.
    site.sessions.set(alice.slice('session='.length), 'bob');
    await stream.waitForEnd('the session changed user', 5_000);
    expect(stream.events.at(-1)?.type).toBe('signed-out');
  });

  it('logout calling bridge.disconnect(user) ends every stream of that user at once and refuses an answer still on its way', async () => {
    const broker = await BROKERS[kind]!();
    // Reading of answer bodies is held at the first chunk until released: an answer caught mid-upload by the logout.
    let reading!: () => void;
    const readingStarted = new Promise<void>((resolve) => (reading = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const site = await app({
      disconnectOnLogout: true,
      // No heartbeat during the test: only disconnect can end the streams.
      bridge: { broker, heartbeatMs: 10 * 60_000 },
      onRequest(request) {
        if (request.method !== 'POST' || request.body === null) return request;
        const held = request.body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            async transform(chunk, controller) {
              reading();
              await released;
              controller.enqueue(chunk);
            },
          }),
        );
        return new Request(request, { body: held, duplex: 'half' } as RequestInit);
      },
    });
    const laptop = await site.login('alice');
    const phone = await site.login('alice');
    const bob = await site.login('bob');
    const streams = await Promise.all([laptop, phone, bob].map((cookie) => openStream(site.url, { cookie })));
    cleanups.push(() => streams.forEach((stream) => stream.close()));
    await Promise.all(streams.map((stream) => stream.next((event) => event.type === 'snapshot', 'snapshot')));
    const asked = site.bridge.target('alice').request(FORM, { server: { id: 'files' } });
    const id = entryOf(await streams[0]!.next(added, 'added')).id;

    const answer = post(site.url, laptop, { id, result: { action: 'accept', content: { name: 'from a signed-out laptop' } } });
    await readingStarted;
    await site.logout(laptop);
    // Both of alice's streams end at once, each with its last event; bob's goes on.
    await Promise.all([streams[0]!.waitForEnd('disconnect', 5_000), streams[1]!.waitForEnd('disconnect', 5_000)]);
    expect(streams[0]!.events.at(-1)?.type).toBe('signed-out');
    expect(streams[1]!.events.at(-1)?.type).toBe('signed-out');
    expect(streams[2]!.isEnded()).toBe(false);
    release();
    const refused = await answer;
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'signed-out', message: expect.any(String) });
    // Still pending: the phone (its session alive) reconnects, sees it and answers.
    const phoneAgain = await openStream(site.url, { cookie: phone });
    cleanups.push(() => phoneAgain.close());
    expect((await phoneAgain.next((event) => event.type === 'snapshot', 'snapshot')).data).toContain(id);
    expect((await post(site.url, phone, { id, result: { action: 'decline' } })).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'decline' });
  });
});

describe.each(Object.keys(BROKERS))('the tab when its session ends (%s broker)', (kind) => {
  it('the remote queue shows its requests as signed out, keeps no draft, and takes them back after signing in', async () => {
    const broker = await BROKERS[kind]!();
    const site = await app({ disconnectOnLogout: true, bridge: { broker, heartbeatMs: 10 * 60_000 } });
    let cookie = await site.login('alice');
    const tab = createRemoteElicitationQueue({
      url: site.url,
      headers: () => ({ cookie }),
      initialBackoffMs: 20,
      maxBackoffMs: 100,
      logger: { warn: () => undefined },
    });
    cleanups.push(() => tab.dispose());
    const asked = site.bridge.target('alice').request(FORM, { server: { id: 'files' } });
    const entry = await nextPending(tab);
    tab.saveDraft(entry.id, { f0: 'typed before logout' });

    await site.logout(cookie);
    const [shown] = await waitForEntries(tab, (entries) => entries[0]?.reason === 'signed-out');
    expect(shown).toMatchObject({ id: entry.id, status: 'withdrawn', reason: 'signed-out' });
    expect(tab.connectionState()).toBe('signed-out');
    // What was typed is gone with the session; nothing can be sent from here.
    expect(tab.draft(entry.id)).toBeUndefined();
    expect(tab.respond(entry.id, { action: 'decline' })).toBe(false);
    // The tab keeps asking, and is refused, until the user signs in again.
    await expect.poll(() => site.requests.filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(3);
    expect(tab.connectionState()).toBe('signed-out');

    cookie = await site.login('alice');
    const [back] = await waitForEntries(tab, (entries) => entries[0]?.status === 'pending');
    expect(back).toMatchObject({ id: entry.id, attempt: 1 });
    expect(back!.reason).toBeUndefined();
    expect(tab.connectionState()).toBe('open');
    expect(tab.respond(entry.id, { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });
});

describe.each(Object.keys(BROKERS))('unambiguous keys (%s broker)', (kind) => {
  it.each([
    { victim: 'org:alice', attacker: 'org', spelled: 'alice:' },
    { victim: 'parent\nchild', attacker: 'parent', spelled: 'child\n' },
  ])('user $attacker cannot read the outcome of $victim’s request by an id that spells the rest', async ({ victim, attacker, spelled }) => {
    const broker = await BROKERS[kind]!();
    const site = await app({ bridge: { broker } });
    const victimCookie = await site.login(victim);
    const attackerCookie = await site.login(attacker);
    const stream = await openStream(site.url, { cookie: victimCookie });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    const asked = site.bridge.target(victim).request(FORM, { server: { id: 'files' } });
    const id = entryOf(await stream.next(added, 'added')).id;
    expect(id).toMatch(UUID);
    const key = 'victim-answer-key';
    expect((await post(site.url, victimCookie, { id, key, result: { action: 'accept', content: { name: 'Alice' } } })).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });

    // Before, one of the two spellings met the victim's outcome key: 409 "answered", and 200 with the victim's answer key.
    const probe = await post(site.url, attackerCookie, { id: `${spelled}${id}`, result: { action: 'decline' } });
    expect(probe.status).toBe(404);
    expect(await probe.json()).toEqual({ error: 'not-found', message: 'No such request.' });
    const replay = await post(site.url, attackerCookie, {
      id: `${spelled}${id}`,
      key,
      result: { action: 'accept', content: { name: 'Alice' } },
    });
    expect(replay.status).toBe(404);
  });

  it('the broker itself keeps (channel, id) pairs apart, whatever the bridge lets through', async () => {
    const broker = await BROKERS[kind]!();
    const id = crypto.randomUUID();
    for (const [victim, attacker, spelled] of [
      ['org:alice', 'org', 'alice:'],
      ['parent\nchild', 'parent', 'child\n'],
      ['a:b', 'a', 'b:'],
    ] as const) {
      await broker.add(victim, { entry: { id, params: FORM, server: { id: 's' }, receivedAt: 1 }, owner: broker.instanceId }, 60_000);
      expect(await broker.answer(broker.instanceId, { channel: victim, id, result: { action: 'decline' }, key: 'k' })).not.toBe('missed');
      expect(await broker.outcome(victim, id)).toBeDefined();
      expect(await broker.outcome(attacker, `${spelled}${id}`)).toBeUndefined();
      expect(await broker.answeredWith?.(attacker, `${spelled}${id}`)).toBeUndefined();
      expect(await broker.get(attacker, `${spelled}${id}`)).toBeUndefined();
    }
  });
});

describe('client errors are 4xx through toNodeHandler', () => {
  async function bridgeApp(options: SessionAppOptions['bridge'] = {}) {
    const site = await app({ bridge: { broker: await BROKERS.memory!(), ...options } });
    return { site, cookie: await site.login('alice') };
  }

  it('a chunked body over maxBodyBytes gets 413, and the connection is closed after the reply, not reset before it', async () => {
    const { site, cookie } = await bridgeApp({ maxBodyBytes: 1024 });
    const chunk = `1000\r\n${' '.repeat(0x1000)}\r\n`;
    let sent = 0;
    const reply = await rawExchange(
      site.port,
      [
        `POST /elicitation HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${cookie}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
      ],
      // Up to 8 MiB: an upload that goes on long after the limit.
      { keepWriting: () => (sent++ < 2048 ? chunk : undefined) },
    );
    expect(reply).toMatchObject({ status: 413, connection: 'closed' });
    expect(reply.headers.connection).toBe('close');
    expect(JSON.parse(reply.body)).toEqual({ error: 'too-large', message: expect.any(String) });

    // The same through fetch, whose body is a stream (no Content-Length).
    const endless = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(new Uint8Array(4096).fill(0x20)) });
    const viaFetch = await fetch(site.url, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(viaFetch.status).toBe(413);
    expect(await viaFetch.json()).toMatchObject({ error: 'too-large' });
  });

  it.each(['[::1', 'a b', '127.0.0.1:99999', 'user@127.0.0.1', ''])('Host %j gets 400 with {error, message}', async (host) => {
    const { site } = await bridgeApp();
    const reply = await rawExchange(site.port, [`GET /elicitation HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`]);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ error: 'bad-request', message: expect.any(String) });
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])('%s gets 405 with Allow: GET, POST', async (method) => {
    const { site, cookie } = await bridgeApp();
    const reply = await rawExchange(site.port, [
      `${method} /elicitation HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${cookie}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
    ]);
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, POST');
    if (method !== 'HEAD') expect(JSON.parse(reply.body)).toEqual({ error: 'method-not-allowed', message: expect.any(String) });
  });
});

describe('on Redis, across instances', () => {
  it('bridge.disconnect(user) on one instance ends that user’s streams on every instance, and only theirs', async () => {
    // Instance A is its own process (test/support/bridge-instance.ts); B is this process's app.
    const a = await startInstanceA(redis.url, 15_000);
    cleanups.push(() => stopProcess(a.child));
    const client = createClient({ url: redis.url });
    await client.connect();
    const brokerB = createRedisBroker(client, { prefix: 'bridge-test', leaseMs: 15_000 });
    cleanups.push(
      () => client.close(),
      () => brokerB.close(),
    );
    const site = await app({ disconnectOnLogout: true, bridge: { broker: brokerB, heartbeatMs: 10 * 60_000 } });
    const onA = `http://127.0.0.1:${a.port}/elicitation`;
    const aliceOnA = await openStream(onA, { 'x-test-user': 'alice' });
    const bobOnA = await openStream(onA, { 'x-test-user': 'bob' });
    const cookie = await site.login('alice');
    const aliceOnB = await openStream(site.url, { cookie });
    cleanups.push(() => [aliceOnA, bobOnA, aliceOnB].forEach((stream) => stream.close()));
    await Promise.all([aliceOnA, bobOnA, aliceOnB].map((stream) => stream.next((event) => event.type === 'snapshot', 'snapshot')));

    await site.logout(cookie);
    await aliceOnB.waitForEnd('disconnect on this instance', 5_000);
    await aliceOnA.waitForEnd('disconnect from the other instance', 5_000);
    expect(aliceOnA.events.at(-1)?.type).toBe('signed-out');
    expect(aliceOnB.events.at(-1)?.type).toBe('signed-out');
    // Bob's stream on A goes on: a question for him still arrives.
    const asked = a.ask('bob', 'still here');
    expect(entryOf(await bobOnA.next(added, 'bob’s question')).params.message).toBe('still here');
    void asked;
  });
});

describe('a foreign site', () => {
  async function signedIn(options: SessionAppOptions['bridge'] = {}) {
    const site = await app({ bridge: { broker: await BROKERS.memory!(), ...options } });
    return { site, cookie: await site.login('alice') };
  }
  const answerBody = (id: string) => JSON.stringify({ id, result: { action: 'accept', content: { name: 'attacker' } } });

  it('is refused by Fetch Metadata on the stream and on answers, before the session is read, and holds no stream slot', async () => {
    const { site, cookie } = await signedIn({ maxStreamsPerChannel: 2 });
    const stream = await openStream(site.url, { cookie, 'sec-fetch-site': 'same-origin' });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    const asked = site.bridge.target('alice').request(FORM, { server: { id: 'files' } });
    const id = entryOf(await stream.next(added, 'added')).id;
    const authorized = site.authorizations();

    // The cookie rides along (SameSite=None, or a browser without SameSite): the browser's own header says who asks.
    for (const site_ of ['cross-site', 'same-site']) {
      const read = await fetch(site.url, { headers: { cookie, 'sec-fetch-site': site_, 'sec-fetch-mode': 'cors' } });
      expect(read.status).toBe(403);
      expect(await read.json()).toEqual({ error: 'cross-site', message: expect.any(String) });
      const answered = await fetch(site.url, {
        method: 'POST',
        headers: { cookie, 'sec-fetch-site': site_, 'content-type': 'application/json', origin: 'https://evil.example' },
        body: answerBody(id),
      });
      expect(answered.status).toBe(403);
    }
    // Ten iframes or EventSources on a foreign page: none counts against the user's two streams.
    for (let i = 0; i < 10; i++) expect((await fetch(site.url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(site.bridge.stats().streams).toBe(1);
    const second = await openStream(site.url, { cookie, 'sec-fetch-site': 'same-origin' });
    cleanups.push(() => second.close());
    expect(second.response.status).toBe(200);
    // Fourteen refused without a look at the session store; only the user's own stream read it.
    expect(site.authorizations() - authorized).toBe(1);
    // Still pending: the user's own answer goes through.
    expect((await post(site.url, cookie, { id, result: { action: 'decline' } }, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'decline' });
  });

  it('same-site pages when the app allows them; other origins only when listed', async () => {
    const sameSite = await signedIn({ allowSameSite: true });
    const allowed = await fetch(sameSite.site.url, { headers: { cookie: sameSite.cookie, 'sec-fetch-site': 'same-site' } });
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();
    expect((await fetch(sameSite.site.url, { headers: { cookie: sameSite.cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);

    const listed = await signedIn({ allowedOrigins: ['https://app.example'] });
    const from = (origin: string, fetchSite: string) =>
      fetch(listed.site.url, { headers: { cookie: listed.cookie, origin, 'sec-fetch-site': fetchSite } });
    const partner = await from('https://app.example', 'cross-site');
    expect(partner.status).toBe(200);
    await partner.body?.cancel();
    expect((await from('https://evil.example', 'cross-site')).status).toBe(403);
    // A browser without Fetch Metadata: the Origin decides.
    expect((await fetch(listed.site.url, { headers: { cookie: listed.cookie, origin: 'https://evil.example' } })).status).toBe(403);
    expect((await fetch(listed.site.url, { headers: { cookie: listed.cookie, origin: 'null' } })).status).toBe(403);
  });

  it('cannot answer with a simple request (no preflight) from a browser without Fetch Metadata, and gets no CORS header anywhere', async () => {
    const { site, cookie } = await signedIn();
    const stream = await openStream(site.url, { cookie });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    const asked = site.bridge.target('alice').request(FORM, { server: { id: 'files' } });
    const id = entryOf(await stream.next(added, 'added')).id;
    const form = new FormData();
    form.set('id', id);
    for (const [contentType, body] of [
      ['text/plain', answerBody(id)],
      ['application/x-www-form-urlencoded', `id=${id}&result=accept`],
      [undefined, form],
    ] as const) {
      const reply = await fetch(site.url, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', ...(contentType !== undefined && { 'content-type': contentType }) },
        body,
      });
      expect(reply.status).toBe(415);
      expect([...reply.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
    const preflight = await fetch(site.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(405);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(stream.response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await post(site.url, cookie, { id, result: { action: 'decline' } })).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'decline' });
  });

  it('every reply says no-store, nosniff and same-origin only, the stream and the adapter’s own included', async () => {
    const { site, cookie } = await signedIn({ maxBodyBytes: 128, maxStreamsPerChannel: 1 });
    const stream = await openStream(site.url, { cookie });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    const replies: Array<[string, Headers | Record<string, string>]> = [['stream', stream.response.headers]];
    const record = async (label: string, reply: Promise<Response>) => {
      const response = await reply;
      await response.body?.cancel();
      replies.push([label, response.headers]);
    };
    await record('401', fetch(site.url));
    await record('403', fetch(site.url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } }));
    await record('404', post(site.url, cookie, { id: crypto.randomUUID(), result: { action: 'decline' } }));
    await record('405', fetch(site.url, { method: 'PUT', headers: { cookie } }));
    await record('413', post(site.url, cookie, { id: 'x'.repeat(200) }));
    await record('415', fetch(site.url, { method: 'POST', headers: { cookie }, body: '{}' }));
    await record('429', fetch(site.url, { headers: { cookie } }));
    for (const raw of [
      `GET /elicitation HTTP/1.1\r\nhost: [::1\r\nconnection: close\r\n\r\n`,
      `TRACE /elicitation HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
    ]) {
      const reply = await rawExchange(site.port, [raw]);
      replies.push([String(reply.status), reply.headers]);
    }
    const asked = site.bridge.target('alice').request(FORM, { server: { id: 'files' } });
    const id = entryOf(await stream.next(added, 'added')).id;
    await record('200', post(site.url, cookie, { id, result: { action: 'decline' } }));
    await asked;
    for (const [label, headers] of replies) {
      const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] ?? null));
      expect({
        label,
        nosniff: get('x-content-type-options'),
        corp: get('cross-origin-resource-policy'),
        cache: get('cache-control'),
      }).toEqual({
        label,
        nosniff: 'nosniff',
        corp: 'same-origin',
        cache: 'no-store',
      });
    }
    expect(replies.map(([label]) => label)).toEqual(['stream', '401', '403', '404', '405', '413', '415', '429', '400', '405', '200']);
  });
});

describe.each(Object.keys(BROKERS))('what an MCP server and a slow client can make the bridge hold (%s broker)', (kind) => {
  it('a request larger than maxRequestBytes is refused to the MCP client with a clear error and an audit record; no tab sees it', async () => {
    const broker = await BROKERS[kind]!();
    const audit: BridgeAuditRecord[] = [];
    const site = await app({ bridge: { broker, maxRequestBytes: 16 * 1024, onSettled: (record) => audit.push(record) } });
    const client = await mcpClient(site.bridge, 'alice');
    const cookie = await site.login('alice');
    const stream = await openStream(site.url, { cookie });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');

    const refused = await ask(client, 'x'.repeat(20 * 1024));
    expect(refused).toMatch(/^withdrawn: .*too large for the bridge.*maxRequestBytes \(16384\)/);
    expect(audit).toEqual([
      expect.objectContaining({ channel: 'alice', outcome: 'refused-too-large', action: 'cancel', toolName: 'delete_files' }),
    ]);
    // Multi-byte text counts in bytes: 6,000 characters of three bytes each are over 16 KiB.
    expect(await ask(client, '€'.repeat(6_000))).toMatch(/^withdrawn: .*too large/);
    // The next, ordinary question is the first the tab sees.
    const next = ask(client, 'an ordinary question');
    const event = await stream.next(added, 'added');
    expect(entryOf(event).params.message).toBe('an ordinary question');
    expect(stream.events.filter(added)).toHaveLength(1);
    expect((await post(site.url, cookie, { id: entryOf(event).id, result: { action: 'decline' } })).status).toBe(200);
    expect(await next).toBe('answered: {"action":"decline"}');
  });

  it('one channel’s history is bounded in bytes as well as in events: a tab that missed more gets a snapshot', async () => {
    const broker = kind === 'memory' ? createMemoryBroker({ replayBytes: 8_000 }) : await redisBroker({ replayBytes: 8_000 });
    if (kind === 'memory') cleanups.push(() => broker.close());
    const site = await app({ bridge: { broker } });
    const target = site.bridge.target('alice');
    const withdraw = new AbortController();
    const first = await broker.lastSeq('alice');
    // Ten requests of about 2 KB each, then withdrawn: 20 events, far fewer than 256, but 20 KB.
    const asked = Array.from({ length: 10 }, (_, i) =>
      target.request({ ...FORM, message: `${i} ${'y'.repeat(2_000)}` }, { server: { id: 'files' }, signal: withdraw.signal }),
    );
    await expect.poll(async () => (await broker.list('alice')).length).toBe(10);
    withdraw.abort();
    await Promise.all(asked);
    const last = await broker.lastSeq('alice');
    expect(await broker.replay('alice', first)).toBeUndefined();
    // What is kept reaches back from the latest event and stays within the bound.
    let from = last;
    while ((await broker.replay('alice', from - 1)) !== undefined) from -= 1;
    const kept = (await broker.replay('alice', from))!;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.reduce((sum, { event }) => sum + JSON.stringify(event).length, 0)).toBeLessThanOrEqual(8_000);
    // A tab that resumes from before what is kept gets a snapshot (nothing pending), not a partial replay.
    const cookie = await site.login('alice');
    const resumed = await openStream(site.url, { cookie, 'last-event-id': String(first) });
    cleanups.push(() => resumed.close());
    expect((await resumed.next(() => true, 'first event')).type).toBe('snapshot');
  });

  it('a repeat of an answer key with other content gets 409; the same answer again 200', async () => {
    const broker = await BROKERS[kind]!();
    const site = await app({ bridge: { broker } });
    const cookie = await site.login('alice');
    const stream = await openStream(site.url, { cookie });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    const asked = site.bridge.target('alice').request(FORM, { server: { id: 'files' } });
    const id = entryOf(await stream.next(added, 'added')).id;
    const key = '0123456789abcdef0123456789abcdef';
    const first = { id, key, result: { action: 'accept', content: { name: 'Ada' } } };
    expect((await post(site.url, cookie, first)).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    // Before, the same key with other content was confirmed as sent: the tab believed its new answer arrived.
    const changed = await post(site.url, cookie, { ...first, result: { action: 'accept', content: { name: 'Grace' } } });
    expect(changed.status).toBe(409);
    expect((await post(site.url, cookie, { ...first, result: { action: 'decline' } })).status).toBe(409);
    expect((await post(site.url, cookie, first)).status).toBe(200);
  });

  it('a body that arrives too slowly gets 408 after bodyTimeoutMs, and its connection is closed', async () => {
    const broker = await BROKERS[kind]!();
    const site = await app({ bridge: { broker, bodyTimeoutMs: 300 } });
    const cookie = await site.login('alice');
    // Ten bytes of a declared hundred, then nothing: the client holds the request open.
    const reply = await rawExchange(site.port, [
      `POST /elicitation HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${cookie}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"id":"abc`,
    ]);
    expect(reply).toMatchObject({ status: 408, connection: 'closed' });
    expect(JSON.parse(reply.body)).toEqual({ error: 'timeout', message: expect.any(String) });
  });
});

describe.each(Object.keys(BROKERS))('another signed-in user (%s broker)', (kind) => {
  it('gets 404 for the victim’s id, and only their own events whatever Last-Event-ID they send', async () => {
    const broker = await BROKERS[kind]!();
    const site = await app({ bridge: { broker } });
    const alice = await site.login('alice');
    const mallory = await site.login('mallory');
    const stream = await openStream(site.url, { cookie: alice });
    cleanups.push(() => stream.close());
    await stream.next((event) => event.type === 'snapshot', 'snapshot');
    const asked = site.bridge.target('alice').request({ ...FORM, message: 'alice only' }, { server: { id: 'files' } });
    const event = await stream.next(added, 'added');
    const { id } = entryOf(event);
    const stolen = await post(site.url, mallory, { id, result: { action: 'accept', content: { name: 'Mallory' } } });
    expect(stolen.status).toBe(404);
    // Alice's event ids, replayed in Mallory's channel: her snapshot, nothing of Alice's.
    for (const lastEventId of [String(Number(event.id) - 1), event.id!, '0']) {
      const peek = await openStream(site.url, { cookie: mallory, 'last-event-id': lastEventId });
      await peek.next((e) => e.type === 'snapshot' || e.type === 'added', 'first event', 5_000).catch(() => undefined);
      peek.close();
      expect(peek.text()).not.toContain('alice only');
    }
    expect((await post(site.url, alice, { id, result: { action: 'decline' } })).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'decline' });
  });
});
