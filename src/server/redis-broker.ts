/**
 * The broker for many instances: pending requests, outcomes and each channel's replay log live in
 * Redis; events and answers travel over Redis pub/sub. Works with an `ioredis` client or a `redis`
 * (node-redis) client, both optional peers; the broker talks to either through raw commands.
 *
 * An instance proves it is alive by refreshing a lease key; a request whose instance's lease
 * lapsed is withdrawn (exactly once, by whichever instance notices first), so a tab never keeps
 * a question nobody can receive the answer to.
 */
import { DEFAULT_REPLAY_LIMIT, DEFAULT_RETAIN_MS, type ElicitationBroker } from './broker';
import type { BridgeEvent, BridgeOutcome, BrokerAnswer, BrokerRecord, SequencedEvent } from '../elicitation/bridge-wire';
import { commandsOf, subscriberOf, type Loose } from './redis-client';
import { ADD, ANNOUNCE, ANSWER, TAKE } from './redis-scripts';

/**
 * The part of an `ioredis` or `redis` v6 client the broker uses. Pass the client itself.
 *
 * @example
 * ```ts
 * import { Redis } from 'ioredis';
 * const client: RedisClientLike = new Redis(process.env.REDIS_URL!);
 * ```
 */
export interface RedisClientLike {
  duplicate(): unknown;
}

/**
 * Options of {@link createRedisBroker}.
 *
 * @example
 * ```ts
 * const options: RedisBrokerOptions = { prefix: 'myapp:elicitation', leaseMs: 10_000 };
 * ```
 */
export interface RedisBrokerOptions {
  /** Prefix of every key and pub/sub channel. Default `mcp-elicitation`. */
  prefix?: string;
  /**
   * How long an instance counts as alive after its last heartbeat (sent every third of this). A
   * request held by an instance silent for longer is withdrawn. Default 15 s.
   */
  leaseMs?: number;
  /** How long outcomes and replay logs are kept after a channel's last event. Default 5 minutes. */
  retainMs?: number;
  /** Events kept per channel for `Last-Event-ID` resumption. Default 256. */
  replayLimit?: number;
}

function parseEvent(message: string): SequencedEvent | undefined {
  const space = message.indexOf(' ');
  const seq = Number(message.slice(0, space));
  if (space < 1 || !Number.isFinite(seq)) return undefined;
  try {
    return { seq, event: JSON.parse(message.slice(space + 1)) as BridgeEvent };
  } catch {
    return undefined;
  }
}

/**
 * Creates a broker on Redis, for a bridge running on several instances. Pass a connected client
 * (a node-redis client must be `connect()`ed first: an unconnected one throws here); the broker
 * opens one more connection (`duplicate()`) for pub/sub and closes only that one.
 *
 * When an instance dies, its requests are withdrawn once its lease lapses and an instance with a
 * tab of the channel notices. The lease is renewed every third of `leaseMs`, so it lapses between
 * 2/3 and 1 lease after the death, and the reaper looks every half lease: up to about
 * 1.5 × `leaseMs` in all (10 to 22.5 s with the default 15 s). An answer sent meanwhile finds the
 * instance gone at once and withdraws the request (the POST gets 410 `gone`).
 *
 * @example
 * ```ts
 * import { Redis } from 'ioredis';
 * import { createElicitationBridge, createRedisBroker } from 'mcp-elicitation-react/server';
 *
 * const broker = createRedisBroker(new Redis(process.env.REDIS_URL!));
 * const bridge = createElicitationBridge({ authorize, broker });
 * ```
 */
export function createRedisBroker(client: RedisClientLike, options: RedisBrokerOptions = {}): ElicitationBroker {
  const prefix = options.prefix ?? 'mcp-elicitation';
  const leaseMs = options.leaseMs ?? 15_000;
  const retainMs = options.retainMs ?? DEFAULT_RETAIN_MS;
  const replayLimit = options.replayLimit ?? DEFAULT_REPLAY_LIMIT;
  const instanceId = crypto.randomUUID();
  const redis = commandsOf(client as unknown as Loose);
  const keys = {
    pending: (channel: string) => `${prefix}:pending:${channel}`,
    outcome: (channel: string, id: string) => `${prefix}:outcome:${channel}:${id}`,
    seq: (channel: string) => `${prefix}:seq:${channel}`,
    log: (channel: string) => `${prefix}:log:${channel}`,
    events: (channel: string) => `${prefix}:events:${channel}`,
    answers: (instance: string) => `${prefix}:answers:${instance}`,
    lease: (instance: string) => `${prefix}:lease:${instance}`,
  };
  const listeners = new Map<string, Set<(event: SequencedEvent) => void>>();
  const eventsChannel = new Map<string, string>();
  const subscribing = new WeakMap<Set<(event: SequencedEvent) => void>, Promise<void>>();
  let answerHandler: ((answer: BrokerAnswer) => void) | undefined;
  let closed = false;

  function onMessage(pubsub: string, message: string): void {
    if (pubsub === keys.answers(instanceId)) {
      try {
        answerHandler?.(JSON.parse(message) as BrokerAnswer);
      } catch {
        // Not an answer we sent: ignore.
      }
      return;
    }
    const channel = eventsChannel.get(pubsub);
    const event = channel === undefined ? undefined : parseEvent(message);
    if (channel === undefined || event === undefined) return;
    for (const listener of [...(listeners.get(channel) ?? [])]) listener(event);
  }

  const ready = (async () => {
    await renew();
    const subscriber = await subscriberOf(client as unknown as Loose, onMessage);
    await subscriber.subscribe(keys.answers(instanceId));
    return subscriber;
  })();
  // Surfaced by the first call that awaits it; kept from becoming an unhandled rejection meanwhile.
  ready.catch(() => undefined);

  async function renew(): Promise<void> {
    await redis.send(['SET', keys.lease(instanceId), '1', 'PX', String(leaseMs)]);
  }
  const heartbeat = setInterval(() => void renew().catch(() => undefined), Math.max(1, Math.floor(leaseMs / 3)));
  // Any instance with a tab listening checks the channel for requests whose instance went silent.
  const reaper = setInterval(
    () => {
      for (const channel of listeners.keys()) void list(channel).catch(() => undefined);
    },
    Math.max(1, Math.floor(leaseMs / 2)),
  );

  async function take(channel: string, id: string, outcome: BridgeOutcome, event: BridgeEvent): Promise<boolean> {
    await ready;
    const args = [keys.pending(channel), keys.outcome(channel, id), keys.seq(channel), keys.log(channel), keys.events(channel)];
    const taken = await redis.send(['EVAL', TAKE, '5', ...args, id, outcome, String(retainMs), JSON.stringify(event), String(replayLimit)]);
    return Number(taken) === 1;
  }

  async function list(channel: string): Promise<BrokerRecord[]> {
    await ready;
    const values = (await redis.send(['HVALS', keys.pending(channel)])) as string[];
    const records: BrokerRecord[] = [];
    for (const value of values) {
      try {
        records.push(JSON.parse(value) as BrokerRecord);
      } catch {
        // A foreign value under our key: skip it.
      }
    }
    const owners = [...new Set(records.map((record) => record.owner).filter((owner) => owner !== instanceId))];
    const dead = new Set<string>();
    for (const owner of owners) {
      if (Number(await redis.send(['EXISTS', keys.lease(owner)])) === 0) dead.add(owner);
    }
    const alive: BrokerRecord[] = [];
    for (const record of records) {
      if (!dead.has(record.owner)) alive.push(record);
      else await take(channel, record.entry.id, 'withdrawn', { type: 'withdrawn', id: record.entry.id });
    }
    return alive.sort((a, b) => a.entry.receivedAt - b.entry.receivedAt);
  }

  return {
    instanceId,
    async add(channel, record, ttlMs) {
      await ready;
      const args = [keys.pending(channel), keys.seq(channel), keys.log(channel), keys.events(channel)];
      const event: BridgeEvent = { type: 'added', entry: record.entry };
      await redis.send([
        'EVAL',
        ADD,
        '4',
        ...args,
        record.entry.id,
        JSON.stringify(record),
        JSON.stringify(event),
        String(replayLimit),
        String(retainMs),
        String(ttlMs + leaseMs),
      ]);
    },
    async get(channel, id) {
      await ready;
      const value = (await redis.send(['HGET', keys.pending(channel), id])) as string | null;
      if (value === null || value === undefined) return undefined;
      // No lease check here: `answer` checks the owner's lease in the same script that takes the
      // request, which saves a round trip per answer and cannot race with the lease lapsing.
      return JSON.parse(value) as BrokerRecord;
    },
    list,
    take,
    async announce(channel, event) {
      await ready;
      const args = [keys.seq(channel), keys.log(channel), keys.events(channel)];
      await redis.send(['EVAL', ANNOUNCE, '3', ...args, JSON.stringify(event), String(replayLimit), String(retainMs)]);
    },
    async outcome(channel, id) {
      await ready;
      const value = (await redis.send(['GET', keys.outcome(channel, id)])) as string | null;
      return value === null || value === undefined ? undefined : (value as BridgeOutcome);
    },
    async subscribe(channel, listener) {
      const subscriber = await ready;
      let set = listeners.get(channel);
      if (set === undefined) {
        set = new Set();
        listeners.set(channel, set);
        eventsChannel.set(keys.events(channel), channel);
        subscribing.set(set, subscriber.subscribe(keys.events(channel)));
      }
      set.add(listener);
      // A second tab of the channel waits for the same SUBSCRIBE: events after this point reach it.
      try {
        await subscribing.get(set);
      } catch (error) {
        set.delete(listener);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          eventsChannel.delete(keys.events(channel));
        }
        throw error;
      }
      const own = set;
      return () => {
        own.delete(listener);
        if (own.size > 0 || listeners.get(channel) !== own) return;
        listeners.delete(channel);
        eventsChannel.delete(keys.events(channel));
        if (!closed) void subscriber.unsubscribe(keys.events(channel)).catch(() => undefined);
      };
    },
    async lastSeq(channel) {
      await ready;
      return Number((await redis.send(['GET', keys.seq(channel)])) ?? 0);
    },
    async replay(channel, afterSeq) {
      await ready;
      const [last, messages] = await Promise.all([
        redis.send(['GET', keys.seq(channel)]),
        redis.send(['LRANGE', keys.log(channel), '0', '-1']) as Promise<string[]>,
      ]);
      const seq = Number(last ?? 0);
      if (afterSeq > seq) return undefined;
      const events = messages.map(parseEvent).filter((event): event is SequencedEvent => event !== undefined);
      const first = events[0];
      if (afterSeq < seq && (first === undefined || first.seq > afterSeq + 1)) return undefined;
      return events.filter((event) => event.seq > afterSeq);
    },
    async answer(owner, answer) {
      await ready;
      const { channel, id } = answer;
      // Read once: the receiver that takes the answer after the script is the one counted in it.
      const receiver = owner === instanceId ? answerHandler : undefined;
      const settled: BridgeEvent = { type: 'settled', id, action: answer.result.action };
      const withdrawn: BridgeEvent = { type: 'withdrawn', id };
      const code = Number(
        await redis.send([
          'EVAL',
          ANSWER,
          '7',
          keys.pending(channel),
          keys.outcome(channel, id),
          keys.seq(channel),
          keys.log(channel),
          keys.events(channel),
          keys.answers(owner),
          keys.lease(owner),
          id,
          String(retainMs),
          JSON.stringify(settled),
          JSON.stringify(withdrawn),
          String(replayLimit),
          JSON.stringify(answer),
          receiver === undefined ? '0' : '1',
        ]),
      );
      if (code === 0) return 'missed';
      if (code === 2) return 'gone';
      receiver?.(answer);
      return 'delivered';
    },
    onAnswer(handler) {
      answerHandler = handler;
    },
    stats() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return { channels: listeners.size, pending: 0, outcomes: 0, listeners: count };
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearInterval(reaper);
      listeners.clear();
      eventsChannel.clear();
      answerHandler = undefined;
      try {
        const subscriber = await ready;
        await redis.send(['DEL', keys.lease(instanceId)]);
        await subscriber.close();
      } catch {
        // Nothing more to release.
      }
    },
  };
}
