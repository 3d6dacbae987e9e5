/**
 * What one request costs in Redis round trips through the bridge over real HTTP, on a real
 * redis-server: asked by the MCP side, shown to a connected tab, answered by it. Counted at the
 * client (every command the broker sends, scripts count once), with the stream already open and a
 * lease long enough that no heartbeat or reaper runs meanwhile. The budget is 8; today it is 4
 * (HVALS to check the limit, EVAL ADD, HGET for the answer's request, EVAL ANSWER).
 */
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteElicitationQueue } from '../../src/elicitation/remote-queue';
import { createElicitationBridge } from '../../src/server/bridge';
import { createRedisBroker } from '../../src/server/redis-broker';
import { serveHandler } from '../support/bridge-http';
import { nextPending } from '../support/queue-helpers';
import { startRedis, type RedisServer } from '../support/redis';

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

  it('a request asked, shown and answered costs at most 8 Redis commands (4 today)', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    cleanups.push(() => client.close());
    const sent: string[] = [];
    // The same connected client, seen through a counter of the commands the broker sends.
    const counting = {
      isOpen: true,
      sendCommand: (args: string[]) => {
        sent.push(args[0] === 'EVAL' ? `EVAL ${/redis\.call\('(\w+)'/.exec(args[1] ?? '')?.[1] ?? ''}` : (args[0] ?? ''));
        return client.sendCommand(args);
      },
      duplicate: () => client.duplicate(),
    };
    const broker = createRedisBroker(counting, { prefix: 'cost', leaseMs: 10 * 60_000 });
    const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => broker.close(),
      () => bridge.close(),
      () => served.close(),
    );
    const queue = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => queue.dispose());
    await expect.poll(() => queue.connectionState()).toBe('open');
    // The stream's opening reads (lastSeq, list) are done once the first snapshot arrived.
    await expect.poll(() => sent.includes('HVALS')).toBe(true);
    sent.length = 0;

    const asked = bridge.target('alice').request({ message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }, { server: { id: 's' } });
    const entry = await nextPending(queue);
    expect(queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });

    // Stored once and answered once, each in one atomic script; the rest within the budget.
    expect(sent.filter((command) => command === 'EVAL HSET')).toHaveLength(1);
    expect(sent.filter((command) => command === 'EVAL HDEL')).toHaveLength(1);
    expect(sent.length).toBeLessThanOrEqual(8);
  });
});
