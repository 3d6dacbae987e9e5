/**
 * The store's transition table (broker-states.ts) against what the brokers really do: every event
 * from every state, on the in-process broker and on the Redis broker's Lua scripts over a real
 * redis-server on a free loopback port. A request's state is read back through the broker (`get`:
 * pending; `outcome`: settled), what it announced from the channel's replay log.
 */
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerAnswer, BrokerRecord } from 'mcp-elicitation-core/server';
import { createMemoryBroker, type ElicitationBroker } from 'mcp-elicitation-core/server';
import {
  brokerTransition,
  type BrokerRecordEvent,
  type BrokerRecordState,
} from '../../packages/mcp-elicitation-core/src/server/broker-states';
import { createRedisBroker } from 'mcp-elicitation-core/server';
import { REDIS_SCRIPT_OF } from '../../packages/mcp-elicitation-core/src/server/redis-scripts';
import { startRedis, type RedisServer } from '../support/redis';

const STATES: BrokerRecordState[] = ['absent', 'pending', 'settled'];
const EVENTS: BrokerRecordEvent[] = [
  { type: 'add' },
  { type: 'admit', full: false },
  { type: 'admit', full: true },
  { type: 'take', outcome: 'timed-out' },
  { type: 'answer', reachable: true },
  { type: 'answer', reachable: false },
];
const RETAIN_MS = 300;

let counter = 0;
const record = (broker: ElicitationBroker, owner = broker.instanceId): BrokerRecord => ({
  entry: {
    id: `req-${(counter += 1)}`,
    params: { message: 'q', requestedSchema: { type: 'object', properties: {} } },
    server: { id: 's' },
    receivedAt: counter,
  },
  owner,
});

async function stateOf(broker: ElicitationBroker, channel: string, id: string): Promise<{ state: BrokerRecordState; outcome?: string }> {
  if ((await broker.get(channel, id)) !== undefined) return { state: 'pending' };
  const outcome = await broker.outcome(channel, id);
  return outcome === undefined ? { state: 'absent' } : { state: 'settled', outcome };
}

/** Puts a request in `state`: stored, or stored and taken (`withdrawn`), or never stored. */
async function arrange(broker: ElicitationBroker, channel: string, state: BrokerRecordState, owner?: string): Promise<BrokerRecord> {
  const made = record(broker, owner);
  if (state === 'absent') return made;
  await broker.add(channel, made, 60_000);
  if (state === 'settled') await broker.take(channel, made.entry.id, 'withdrawn', { type: 'withdrawn', id: made.entry.id });
  return made;
}

function checkAgainstTable(name: string, make: () => Promise<ElicitationBroker>) {
  describe(`${name} follows the store's transition table`, () => {
    let broker: ElicitationBroker;
    const received: BrokerAnswer[] = [];
    beforeAll(async () => {
      broker = await make();
      broker.onAnswer((answer) => received.push(answer));
    });
    afterAll(async () => {
      await broker?.close();
    });

    for (const from of STATES) {
      for (const event of EVENTS) {
        const label =
          event.type === 'answer'
            ? `answer (${event.reachable ? 'owner reachable' : 'owner gone'})`
            : event.type === 'admit'
              ? `admit (${event.full ? 'channel full' : 'room left'})`
              : event.type;
        it(`${label} from ${from}`, async () => {
          const channel = `ch-${name}-${(counter += 1)}`;
          const owner = event.type === 'answer' && !event.reachable ? 'an-instance-that-is-gone' : undefined;
          const made = await arrange(broker, channel, from, owner);
          const { id } = made.entry;
          // A full channel holds as many pending requests as the limit (1): the request itself, or another.
          if (event.type === 'admit' && event.full && from !== 'pending') await broker.add(channel, record(broker), 60_000);
          expect((await stateOf(broker, channel, id)).state).toBe(from);
          const seq = await broker.lastSeq(channel);
          received.length = 0;

          let reply: unknown;
          if (event.type === 'add') reply = await broker.add(channel, made, 60_000);
          else if (event.type === 'admit') reply = await broker.admit!(channel, made, 60_000, event.full ? 1 : 100);
          else if (event.type === 'take') reply = await broker.take(channel, id, event.outcome, { type: 'timed-out', id });
          else reply = await broker.answer(made.owner, { channel, id, result: { action: 'decline' } });

          const expected = brokerTransition(from, event);
          const after = await stateOf(broker, channel, id);
          // A channel's first event is numbered from the clock, so a fresh channel's log is read from its last event.
          const last = await broker.lastSeq(channel);
          const since = seq === 0 ? last - 1 : seq;
          const announced = last === seq ? [] : ((await broker.replay(channel, since)) ?? []).map(({ event: sent }) => sent.type);
          if (expected === undefined) {
            expect(after.state).toBe(from);
            expect(announced).toEqual([]);
            expect(reply).toBe(event.type === 'take' || event.type === 'admit' ? false : 'missed');
            return;
          }
          expect(after.state).toBe(expected.state);
          if (expected.remember !== undefined) expect(after.outcome).toBe(expected.remember);
          const announce = expected.announce === 'given' ? 'timed-out' : expected.announce;
          expect(announced).toEqual([announce]);
          if (event.type === 'take' || event.type === 'admit') expect(reply).toBe(true);
          if (event.type === 'answer') {
            expect(reply).toBe(event.reachable ? 'delivered' : 'gone');
            expect(received).toEqual(event.reachable ? [{ channel, id, result: { action: 'decline' } }] : []);
          }
        });
      }
    }

    it('an answer with a key: remembered with `answered` (outcome unchanged) and carried by `settled`; no key for another channel or a withdrawal', async () => {
      const channel = `ch-${name}-key`;
      const made = await arrange(broker, channel, 'pending');
      const { id } = made.entry;
      const seq = await broker.lastSeq(channel);
      expect(await broker.answer(made.owner, { channel, id, result: { action: 'decline' }, key: 'k-1' })).toBe('delivered');
      expect(await broker.outcome(channel, id)).toBe('answered');
      expect(await broker.answeredWith?.(channel, id)).toBe('k-1');
      expect(await broker.answeredWith?.(`${channel}-other`, id)).toBeUndefined();
      expect(((await broker.replay(channel, seq)) ?? []).map(({ event }) => event)).toEqual([
        { type: 'settled', id, action: 'decline', key: 'k-1' },
      ]);
      // A second answer with another key changes nothing.
      expect(await broker.answer(made.owner, { channel, id, result: { action: 'cancel' }, key: 'k-2' })).toBe('missed');
      expect(await broker.answeredWith?.(channel, id)).toBe('k-1');

      const lost = await arrange(broker, channel, 'pending', 'an-instance-that-is-gone');
      expect(await broker.answer(lost.owner, { channel, id: lost.entry.id, result: { action: 'decline' }, key: 'k-3' })).toBe('gone');
      expect(await broker.outcome(channel, lost.entry.id)).toBe('withdrawn');
      expect(await broker.answeredWith?.(channel, lost.entry.id)).toBeUndefined();
    });

    it('forget: a settled request is forgotten after retainMs', async () => {
      const channel = `ch-${name}-forget`;
      const made = await arrange(broker, channel, 'settled');
      expect(brokerTransition('settled', { type: 'forget' })).toEqual({ state: 'absent' });
      await expect
        .poll(async () => (await stateOf(broker, channel, made.entry.id)).state, { timeout: 10_000, interval: 50 })
        .toBe('absent');
    });
  });
}

checkAgainstTable('in-process broker', async () => createMemoryBroker({ retainMs: RETAIN_MS }));

describe('Redis', () => {
  let redis: RedisServer;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.close();
    await redis?.stop();
  });

  it('has a script for every event of the table', () => {
    expect(Object.keys(REDIS_SCRIPT_OF).sort()).toEqual(['add', 'admit', 'answer', 'forget', 'take']);
  });

  checkAgainstTable('Redis broker', async () => createRedisBroker(client, { prefix: 'states', retainMs: RETAIN_MS }));
});
