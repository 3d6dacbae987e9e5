/**
 * Many instances on Redis: a real redis-server on a free loopback port, instance A in its own
 * process (ioredis, holding the MCP client of a real v1 server over stdio), instance B in this
 * process (node-redis), and a round-robin proxy in front of both, as a load balancer would be.
 * The tab is the remote queue reading through the proxy.
 */
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteElicitationQueue, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import { createElicitationBridge, type BridgeAuditRecord } from 'mcp-elicitation-core/server';
import { createRedisBroker } from 'mcp-elicitation-core/server';
import { roundRobinProxy, serveHandler, type ServedHandler } from '../support/bridge-http';
import { startInstanceA } from '../support/bridge-instance-process';
import { stopProcess } from '../support/processes';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { startRedis, type RedisServer } from '../support/redis';

const LEASE_MS = 600;
const as = (user: string) => ({ 'x-test-user': user });

describe('bridge on Redis: two instances behind a round-robin proxy', () => {
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

  async function setup() {
    const a = await startInstanceA(redis.url, LEASE_MS);
    cleanups.push(() => stopProcess(a.child));
    const client = createClient({ url: redis.url });
    await client.connect();
    const audit: BridgeAuditRecord[] = [];
    const brokerB = createRedisBroker(client, { prefix: 'bridge-test', leaseMs: LEASE_MS });
    const bridgeB = createElicitationBridge({
      authorize: (request) => request.headers.get('x-test-user'),
      broker: brokerB,
      onSettled: (record) => audit.push(record),
    });
    const b = await serveHandler(bridgeB.handler, '/');
    cleanups.push(
      () => client.close(),
      () => brokerB.close(),
      () => bridgeB.close(),
      () => b.close(),
    );
    const proxy = await roundRobinProxy([{ port: a.port }, { port: b.port }], '/');
    cleanups.push(() => proxy.close());
    return { a, b, bridgeB, brokerB, proxy, audit };
  }

  function tab(at: ServedHandler, user: string): RemoteElicitationQueue {
    const queue = createRemoteElicitationQueue({ url: at.url, headers: as(user), initialBackoffMs: 50 });
    cleanups.push(() => queue.dispose());
    return queue;
  }

  it('stream on A, answer POSTed to B, request held by A: the MCP server gets the answer exactly once', async () => {
    const { a, proxy, brokerB } = await setup();
    const queue = tab(proxy, 'alice'); // the stream is the proxy's first request: instance A
    const asked = a.ask('alice', 'routed answer');
    const entry = await nextPending(queue);
    expect(entry.context).toEqual({ toolName: 'ask' });
    expect(proxy.hits).toEqual([1, 0]);

    expect(queue.respond(entry.id, { action: 'accept', content: { name: 'via B' } })).toBe(true); // second request: B
    expect(await asked).toBe('answered: {"action":"accept","content":{"name":"via B"}}');
    expect(proxy.hits).toEqual([1, 1]);
    await waitForEntries(queue, (entries) => entries.length === 0);

    // A repeat of the same answer (third request, back on A) is refused, and nothing more reaches the server.
    const repeat = await fetch(proxy.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'decline' } }),
    });
    expect(repeat.status).toBe(409);
    expect([...a.results.values()]).toEqual([['answered: {"action":"accept","content":{"name":"via B"}}']]);

    // Event ids are exact integers (added, then settled), whichever instance wrote them.
    const last = await brokerB.lastSeq('alice');
    expect((await brokerB.replay('alice', last - 2))?.map((event) => event.seq)).toEqual([last - 1, last]);
    expect((await brokerB.replay('alice', last - 2))?.map((event) => event.event.type)).toEqual(['added', 'settled']);
  });

  it('a tab on B gets A’s request in its snapshot; another user sees nothing and gets 404; A killed → withdrawn', async () => {
    const { a, b, bridgeB, brokerB } = await setup();
    const asked = a.ask('alice', 'held by A');
    // Connected to B only after A stored the request: B's snapshot comes from Redis.
    await expect.poll(async () => (await brokerB.list('alice')).length, { timeout: 20_000 }).toBe(1);
    const alice = tab(b, 'alice');
    const mallory = tab(b, 'mallory');
    const entry = await nextPending(alice);
    expect(entry.params.message).toBe('held by A');

    const stolen = await fetch(b.url, {
      method: 'POST',
      headers: { ...as('mallory'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'decline' } }),
    });
    expect(stolen.status).toBe(404);
    expect(mallory.getSnapshot().entries).toEqual([]);

    a.child.kill('SIGKILL');
    // B notices A's lease lapse (LEASE_MS) and withdraws the request; the tab is told.
    await waitForEntries(alice, (entries) => entries[0]?.status === 'withdrawn' && entries[0].reason === 'withdrawn', 20_000);
    const late = await fetch(b.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'decline' } }),
    });
    expect(late.status).toBe(410);
    expect(mallory.getSnapshot().entries).toEqual([]);
    void asked; // A is gone: its call never returns.

    // Nothing left behind on B once its tabs are gone.
    alice.dispose();
    mallory.dispose();
    await expect.poll(() => bridgeB.stats()).toEqual({ pending: 0, streams: 0, waiting: 0 });
    await expect.poll(() => brokerB.stats().listeners).toBe(0);
    expect(await brokerB.list('alice')).toEqual([]);
  });
  it('a channel filled by an instance that died takes a new request: the dead one’s are withdrawn, not counted', async () => {
    // A fills the channel to the pending limit (20, the default on both instances) and dies. No tab
    // is connected and B does not listen to the channel, so no sweep ran: B's own admission must
    // find the dead owner's requests and withdraw them rather than refuse the user's new question.
    const { a, b, bridgeB, brokerB } = await setup();
    const LIMIT = 20;
    for (let i = 0; i < LIMIT; i++) void a.ask('dora', `held by A #${i}`);
    await expect.poll(async () => (await brokerB.list('dora')).length, { timeout: 20_000 }).toBe(LIMIT);
    a.child.kill('SIGKILL');
    const client = createClient({ url: redis.url });
    await client.connect();
    cleanups.push(() => client.close());
    await expect
      .poll(async () => Number(await client.sendCommand(['EXISTS', `bridge-test:lease:${a.instanceId}`])), { timeout: 20_000 })
      .toBe(0);

    const asked = bridgeB
      .target('dora')
      .request(
        { mode: 'form', message: 'asked by B after A died', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
        { server: { id: 'b' } },
      );
    const queue = tab(b, 'dora');
    const entry = await nextPending(queue);
    expect(entry.params.message).toBe('asked by B after A died');
    // Only B's request is pending: A's twenty were withdrawn, each exactly once in the log.
    expect((await brokerB.list('dora')).map((record) => record.entry.id)).toEqual([entry.id]);
    const last = await brokerB.lastSeq('dora');
    const events = (await brokerB.replay('dora', last - (2 * LIMIT + 1)))?.map((event) => event.event.type);
    expect(events?.filter((type) => type === 'withdrawn')).toHaveLength(LIMIT);
    expect(events?.filter((type) => type === 'added')).toHaveLength(LIMIT + 1);
    expect(queue.respond(entry.id, { action: 'accept', content: { ok: true } })).toBe(true);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { ok: true } });
  });

  it('an answer to a request whose instance just died (lease still valid) ends withdrawn for every tab: 410, never 409', async () => {
    // A long lease, so the answer certainly arrives while A still counts as alive: only the
    // hand-over can tell that A is gone.
    const leaseMs = 60_000;
    const a = await startInstanceA(redis.url, leaseMs);
    cleanups.push(() => stopProcess(a.child));
    const client = createClient({ url: redis.url });
    await client.connect();
    const audit: BridgeAuditRecord[] = [];
    const brokerB = createRedisBroker(client, { prefix: 'bridge-test', leaseMs });
    const bridgeB = createElicitationBridge({
      authorize: (request) => request.headers.get('x-test-user'),
      broker: brokerB,
      onSettled: (record) => audit.push(record),
    });
    const b = await serveHandler(bridgeB.handler, '/');
    cleanups.push(
      () => client.close(),
      () => brokerB.close(),
      () => bridgeB.close(),
      () => b.close(),
    );
    // The answering tab records what its POSTs got back.
    const posts: Array<{ status: number; error: unknown }> = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST')
        posts.push({ status: response.status, error: ((await response.clone().json()) as { error?: unknown }).error });
      return response;
    };
    const answering = createRemoteElicitationQueue({ url: b.url, headers: as('alice'), initialBackoffMs: 50, fetch: recordingFetch });
    cleanups.push(() => answering.dispose());
    const other = tab(b, 'alice');
    void a.ask('alice', 'held by A, which dies');
    const entry = await nextPending(answering);
    await nextPending(other);

    a.child.kill('SIGKILL');
    // Redis drops A's connections as the process dies: nobody receives A's answers any more, while
    // its lease (60 s) still says it is alive.
    await expect
      .poll(async () => ((await client.sendCommand(['PUBSUB', 'NUMSUB', `bridge-test:answers:${a.instanceId}`])) as [string, number])[1], {
        timeout: 20_000,
      })
      .toBe(0);
    expect(Number(await client.sendCommand(['EXISTS', `bridge-test:lease:${a.instanceId}`]))).toBe(1);

    expect(answering.respond(entry.id, { action: 'decline' })).toBe(true);
    // The answering tab: the POST says the server is gone, and the request shows as withdrawn.
    await waitForEntries(answering, (entries) => entries[0]?.status === 'withdrawn');
    await expect.poll(() => posts).toEqual([{ status: 410, error: 'gone' }]);
    expect(answering.getSnapshot().entries[0]!.reason).toBe('withdrawn');
    // The other tab: withdrawn, not "answered in another tab".
    await waitForEntries(other, (entries) => entries[0]?.status === 'withdrawn');
    expect(other.getSnapshot().entries[0]!.reason).toBe('withdrawn');
    // A retry: 410 (gone for good), never 409 (answered).
    const retry = await fetch(b.url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'application/json' },
      body: JSON.stringify({ id: entry.id, result: { action: 'decline' } }),
    });
    expect(retry.status).toBe(410);
    expect(await retry.json()).toMatchObject({ error: 'withdrawn' });
    expect(await brokerB.outcome('alice', entry.id)).toBe('withdrawn');
    // The log says so too, for a tab that reconnects later: added, then withdrawn; never settled.
    const last = await brokerB.lastSeq('alice');
    const events = (await brokerB.replay('alice', last - 2))?.map((event) => event.event.type);
    expect(events).toEqual(['added', 'withdrawn']);
    expect(audit).toEqual([]); // B held nothing; A, which held it, is gone
  });

  it('a tab streaming from A when A dies reconnects through the proxy to B, resumes from Redis and sees the request withdrawn', async () => {
    const { a, proxy } = await setup();
    const queue = tab(proxy, 'alice'); // first request through the proxy: the stream is on A
    void a.ask('alice', 'held and streamed by A');
    const entry = await nextPending(queue);
    expect(proxy.hits).toEqual([1, 0]);
    const states: string[] = [];
    queue.onConnectionChange((state) => states.push(state));

    a.child.kill('SIGKILL');
    await waitForEntries(queue, (entries) => entries[0]?.id === entry.id && entries[0].status === 'withdrawn', 20_000);
    expect(queue.getSnapshot().entries[0]!.reason).toBe('withdrawn');
    expect(states).toContain('reconnecting');
    expect(queue.connectionState()).toBe('open');
    // The stream that told it was B's: every reconnection to A failed.
    expect(proxy.hits[1]).toBeGreaterThan(0);
  });

  it('refuses an unconnected node-redis client at creation, loudly, instead of failing every request later', async () => {
    const unconnected = createClient({ url: redis.url });
    expect(() => createRedisBroker(unconnected, { prefix: 'unconnected' })).toThrow(/connect\(\)/);
    await unconnected.connect();
    cleanups.push(() => unconnected.close());
    const broker = createRedisBroker(unconnected, { prefix: 'unconnected' });
    cleanups.push(() => broker.close());
    expect(await broker.list('alice')).toEqual([]);
  });

  it('1,000 requests through Redis leave nothing behind: no pending hash, no listeners', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    const broker = createRedisBroker(client, { prefix: 'soak', leaseMs: LEASE_MS, retainMs: 1_000 });
    const bridge = createElicitationBridge({ authorize: () => 'alice', broker });
    const served = await serveHandler(bridge.handler, '/');
    cleanups.push(
      () => client.close(),
      () => broker.close(),
      () => bridge.close(),
      () => served.close(),
    );
    const queue = tab(served, 'alice');
    const unsubscribe = queue.subscribe(() => {
      for (const entry of queue.getSnapshot().entries) if (entry.status === 'pending') queue.respond(entry.id, { action: 'decline' });
    });
    const target = bridge.target('alice');
    const params = { message: 'soak', requestedSchema: { type: 'object' as const, properties: {} } };
    let declined = 0;
    for (let batch = 0; batch < 50; batch += 1) {
      const results = await Promise.all(Array.from({ length: 20 }, () => target.request(params, { server: { id: 'soak' } })));
      declined += results.filter((result) => result.action === 'decline').length;
    }
    unsubscribe();
    expect(declined).toBe(1000);
    await waitForEntries(queue, (entries) => entries.length === 0);
    queue.dispose();
    await expect.poll(() => bridge.stats()).toEqual({ pending: 0, streams: 0, waiting: 0 });
    await expect.poll(() => broker.stats().listeners).toBe(0);
    expect(Number(await client.sendCommand(['EXISTS', 'soak:pending:alice']))).toBe(0);
    // Outcomes expire with retainMs; the replay log is capped and expires too.
    await expect.poll(async () => ((await client.sendCommand(['KEYS', 'soak:outcome:*'])) as string[]).length, { timeout: 10_000 }).toBe(0);
    expect(Number(await client.sendCommand(['LLEN', 'soak:log:alice']))).toBeLessThanOrEqual(256);
  });
});
