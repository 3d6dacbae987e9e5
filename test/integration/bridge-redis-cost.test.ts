/**
 * What one request costs in Redis round trips through the bridge over real HTTP, on a real
 * redis-server: asked by the MCP side, shown to a connected tab, answered by it. Counted at the
 * client (every command the broker sends, scripts count once), with the stream already open and a
 * lease long enough that no heartbeat runs meanwhile. The budget is 8; today it is 2: the script
 * that counts and stores the request (ADD with the channel's limit), and the one that takes it and
 * hands the answer over (ANSWER). The answer's request is checked against what the channel's
 * events showed this instance, so it is not read again (HGET) before the answer.
 * Also: with streams open and nothing asked, the broker sends only its heartbeats, however many
 * channels it listens to.
 */
import { createHash } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import { createElicitationBridge } from 'mcp-elicitation-core/server';
import { createRedisBroker } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { nextPending } from '../support/queue-helpers';
import { startRedis, type RedisServer } from '../support/redis';
import { ADD, ANNOUNCE, ANSWER, HEARTBEAT, TAKE } from '../../packages/mcp-elicitation-core/src/server/redis-scripts';

const SCRIPT_NAMES = new Map(
  Object.entries({ ADD, ANNOUNCE, ANSWER, HEARTBEAT, TAKE }).map(([name, text]) => [createHash('sha1').update(text).digest('hex'), name]),
);
const SCRIPTS_BY_TEXT = new Map(Object.entries({ ADD, ANNOUNCE, ANSWER, HEARTBEAT, TAKE }).map(([name, text]) => [text, name]));

/** A command as the test names it: `EVALSHA ADD` for a script by its hash, `EVAL ADD` by its text. */
function named(args: string[]): string {
  if (args[0] === 'EVALSHA') return `EVALSHA ${SCRIPT_NAMES.get(args[1] ?? '') ?? '?'}`;
  if (args[0] === 'EVAL') return `EVAL ${SCRIPTS_BY_TEXT.get(args[1] ?? '') ?? '?'}`;
  return args[0] ?? '';
}

describe('bridge on Redis: round trips per request', () => {
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

  /** A node-redis client seen through a counter of the commands the broker sends on it. */
  async function countingClient() {
    const client = createClient({ url: redis.url });
    await client.connect();
    cleanups.push(() => client.close());
    const sent: string[] = [];
    const counting = {
      isOpen: true,
      sendCommand: (args: string[]) => {
        sent.push(named(args));
        return client.sendCommand(args);
      },
      duplicate: () => client.duplicate(),
    };
    return { counting, sent };
  }

  /** A bridge on a broker over `counting`, served over HTTP; its lease is long enough that no heartbeat runs meanwhile. */
  async function servedBridge(counting: Awaited<ReturnType<typeof countingClient>>['counting'], prefix: string) {
    const broker = createRedisBroker(counting, { prefix, leaseMs: 10 * 60_000 });
    const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => broker.close(),
      () => bridge.close(),
      () => served.close(),
    );
    return { bridge, served };
  }

  it('a request asked, shown and answered costs 2 Redis commands (budget 8)', async () => {
    const { counting, sent } = await countingClient();
    const { bridge, served } = await servedBridge(counting, 'cost');
    const queue = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => queue.dispose());
    await expect.poll(() => queue.connectionState()).toBe('open');
    // The stream's opening reads (lastSeq, list) are done once the first snapshot arrived.
    await expect.poll(() => sent.includes('HVALS')).toBe(true);
    // The scripts were loaded once, when the broker started, and run by their hash since.
    expect(sent.filter((command) => command === 'SCRIPT')).toHaveLength(5);
    sent.length = 0;

    const asked = bridge
      .target('alice')
      .request(
        { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { server: { id: 's' } },
      );
    const entry = await nextPending(queue);
    expect(queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });

    // Counted and stored in one script, taken and handed over in another: nothing else.
    expect(sent).toEqual(['EVALSHA ADD', 'EVALSHA ANSWER']);
  });

  it('a forged answer for a request this instance saw, sent in another channel, is refused without taking it', async () => {
    const { counting } = await countingClient();
    const { bridge, served } = await servedBridge(counting, 'cost-forged');
    const alice = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' } });
    const mallory = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'mallory' } });
    cleanups.push(
      () => alice.dispose(),
      () => mallory.dispose(),
    );
    await expect.poll(() => [alice.connectionState(), mallory.connectionState()]).toEqual(['open', 'open']);
    const asked = bridge
      .target('alice')
      .request(
        { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { server: { id: 's' } },
      );
    const entry = await nextPending(alice);
    const post = (user: string, result: unknown) =>
      fetch(served.url, {
        method: 'POST',
        headers: { 'x-test-user': user, 'content-type': 'application/json' },
        body: JSON.stringify({ id: entry.id, result }),
      });
    // The id is known to this instance (alice's stream showed it), but not in mallory's channel.
    expect((await post('mallory', { action: 'accept', content: { name: 'Mallory' } })).status).toBe(404);
    // Content the request does not allow is refused before anything is taken.
    expect((await post('alice', { action: 'accept', content: { name: 7 } })).status).toBe(422);
    expect((await post('alice', { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    // Exactly one answer: a replay of it is refused.
    expect((await post('alice', { action: 'decline' })).status).toBe(409);
  });

  it('with streams open and nothing asked, the broker sends only its heartbeat: no command per channel', async () => {
    const { counting, sent } = await countingClient();
    const broker = createRedisBroker(counting, { prefix: 'cost-idle', leaseMs: 300 });
    cleanups.push(() => broker.close());
    const stops = await Promise.all(Array.from({ length: 50 }, (_, i) => broker.subscribe(`idle-${i}`, () => undefined)));
    cleanups.push(() => stops.forEach((stop) => stop()));
    sent.length = 0;
    // Five heartbeats (one every 100 ms): before, each listened channel was listed every half lease.
    await expect
      .poll(() => sent.filter((command) => command === 'EVALSHA HEARTBEAT').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    expect(sent.filter((command) => command !== 'EVALSHA HEARTBEAT')).toEqual([]);
  });
});
