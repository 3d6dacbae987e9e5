/**
 * The broker for many instances: pending requests, outcomes and each channel's replay log live in
 * Redis; events and answers travel over Redis pub/sub. Works with an `ioredis` client or a `redis`
 * (node-redis) client, both optional peers; the broker talks to either through raw commands.
 *
 * An instance proves it is alive by refreshing a lease key and its place in a registry of
 * instances; a request whose instance's lease lapsed is withdrawn (exactly once, by whichever
 * instance notices first), so a tab never keeps a question nobody can receive the answer to.
 */
import { DEFAULT_REPLAY_BYTES, DEFAULT_REPLAY_LIMIT, DEFAULT_RETAIN_MS, type ElicitationBroker } from './broker';
import type { BridgeEvent, BridgeOutcome, BrokerAnswer, BrokerRecord, SequencedEvent } from '../elicitation/bridge-wire';
import { commandsOf, scriptsOf, subscriberOf, type Loose } from './redis-client';
import { ADD, ANNOUNCE, ANSWER, HEARTBEAT, TAKE } from './redis-scripts';

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
  /**
   * The most a channel's replay log may hold in Redis, in bytes of its events; the oldest go
   * first, and a tab that missed them gets a snapshot. Default 1 MiB.
   */
  replayBytes?: number;
}

/**
 * A channel as it appears in a key: `%` and `:` escaped, so that the `:` after it always ends it
 * and no (channel, id) pair shares a key with another (`org` + `alice:…` against `org:alice` + `…`).
 */
function keyPart(channel: string): string {
  return /[%:]/.test(channel) ? channel.replace(/%/g, '%25').replace(/:/g, '%3A') : channel;
}

/**
 * A channel's message (`<seq> <event JSON>`, as published and logged) read back. An `added` event
 * carries the request's instance (`owner`) for the other instances (see `remember`); it is taken
 * out here, so no tab ever sees it.
 */
function parseEvent(message: string): { sequenced: SequencedEvent; owner?: string } | undefined {
  const space = message.indexOf(' ');
  const seq = Number(message.slice(0, space));
  if (space < 1 || !Number.isFinite(seq)) return undefined;
  let event: BridgeEvent & { owner?: unknown };
  try {
    event = JSON.parse(message.slice(space + 1)) as BridgeEvent & { owner?: unknown };
  } catch {
    return undefined;
  }
  if (event.type !== 'added' || !('owner' in event)) return { sequenced: { seq, event } };
  const { owner, ...added } = event;
  return { sequenced: { seq, event: added }, ...(typeof owner === 'string' && { owner }) };
}

/** Requests remembered per listened channel at most (a bridge's default limit is 20 pending). */
const REMEMBERED_PER_CHANNEL = 256;
/** Channels swept at once when an instance is found dead. */
const SWEEP_BATCH = 64;

/**
 * Creates a broker on Redis, for a bridge running on several instances. Pass a connected client
 * (a node-redis client must be `connect()`ed first: an unconnected one throws here); the broker
 * opens one more connection (`duplicate()`) for pub/sub and closes only that one.
 *
 * When an instance dies, its requests are withdrawn once its lease lapses: each instance's heartbeat
 * (every third of `leaseMs`, one command whatever the number of channels) also returns the
 * instances whose lease lapsed, and an instance that finds one withdraws its requests in the
 * channels it has tabs of; other channels' tabs are told when they connect. The lease lapses
 * between 2/3 and 1 lease after the death and is noticed within a third of a lease: up to about
 * 1.33 × `leaseMs` in all (10 to 20 s with the default 15 s). An answer sent meanwhile finds the
 * instance gone at once and withdraws the request (the POST gets 410 `gone`).
 *
 * @example
 * ```ts
 * import { Redis } from 'ioredis';
 * import { createElicitationBridge, createRedisBroker } from 'mcp-elicitation-core/server';
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
  const replayBytes = String(options.replayBytes ?? DEFAULT_REPLAY_BYTES);
  // How long a lapsed instance stays in the registry: every instance has had a few heartbeats to notice it.
  const keepMs = Math.max(3 * leaseMs, 60_000);
  const instanceId = crypto.randomUUID();
  const redis = commandsOf(client as unknown as Loose);
  const scripts = scriptsOf(redis);
  const keys = {
    pending: (channel: string) => `${prefix}:pending:${keyPart(channel)}`,
    outcome: (channel: string, id: string) => `${prefix}:outcome:${keyPart(channel)}:${id}`,
    seq: (channel: string) => `${prefix}:seq:${keyPart(channel)}`,
    log: (channel: string) => `${prefix}:log:${keyPart(channel)}`,
    logBytes: (channel: string) => `${prefix}:logbytes:${keyPart(channel)}`,
    events: (channel: string) => `${prefix}:events:${keyPart(channel)}`,
    answers: (instance: string) => `${prefix}:answers:${instance}`,
    lease: (instance: string) => `${prefix}:lease:${instance}`,
    instances: () => `${prefix}:instances`,
    disconnects: () => `${prefix}:disconnects`,
  };
  const listeners = new Map<string, Set<(event: SequencedEvent) => void>>();
  const eventsChannel = new Map<string, string>();
  const subscribing = new WeakMap<Set<(event: SequencedEvent) => void>, Promise<void>>();
  /**
   * The pending requests of the channels this instance listens to, as their events and snapshots
   * showed them: an answer POSTed here is checked against its request without reading it from
   * Redis first (the answer's own script still takes it, only if it is pending in that channel).
   */
  const remembered = new Map<string, Map<string, BrokerRecord>>();
  /** Instances found dead, with when their lease lapsed: each is swept once (again if it comes back and dies). */
  const swept = new Map<string, string>();
  let answerHandler: ((answer: BrokerAnswer) => void) | undefined;
  let disconnectHandler: ((channel: string) => void) | undefined;
  let closed = false;

  function remember(channel: string, record: BrokerRecord): void {
    const known = remembered.get(channel);
    if (known === undefined) return;
    known.set(record.entry.id, record);
    if (known.size > REMEMBERED_PER_CHANNEL) known.delete(known.keys().next().value as string);
  }

  function onMessage(pubsub: string, message: string): void {
    if (pubsub === keys.disconnects()) {
      // `<instance> <channel>`: the instance that sent it has disconnected its own already.
      const space = message.indexOf(' ');
      if (space > 0 && message.slice(0, space) !== instanceId) disconnectHandler?.(message.slice(space + 1));
      return;
    }
    if (pubsub === keys.answers(instanceId)) {
      try {
        answerHandler?.(JSON.parse(message) as BrokerAnswer);
      } catch {
        // Not an answer we sent: ignore.
      }
      return;
    }
    const channel = eventsChannel.get(pubsub);
    const parsed = channel === undefined ? undefined : parseEvent(message);
    if (channel === undefined || parsed === undefined) return;
    const { event } = parsed.sequenced;
    if (event.type === 'added') {
      if (parsed.owner !== undefined) remember(channel, { entry: event.entry, owner: parsed.owner });
    } else if (event.type !== 'snapshot') {
      remembered.get(channel)?.delete(event.id);
    }
    for (const listener of [...(listeners.get(channel) ?? [])]) listener(parsed.sequenced);
  }

  const ready = (async () => {
    await scripts.load([ADD, TAKE, ANSWER, ANNOUNCE, HEARTBEAT]);
    await beat();
    const subscriber = await subscriberOf(client as unknown as Loose, onMessage);
    await Promise.all([subscriber.subscribe(keys.answers(instanceId)), subscriber.subscribe(keys.disconnects())]);
    return subscriber;
  })();
  // Surfaced by the first call that awaits it; kept from becoming an unhandled rejection meanwhile.
  ready.catch(() => undefined);

  /** Renews the lease, and withdraws the requests of instances found dead since the last beat. */
  async function beat(): Promise<void> {
    const lapsed = (await scripts.run(
      HEARTBEAT,
      [keys.lease(instanceId), keys.instances()],
      [instanceId, String(leaseMs), String(keepMs)],
    )) as string[];
    const dead = new Map<string, string>();
    for (let i = 0; i + 1 < lapsed.length; i += 2) dead.set(String(lapsed[i]), String(lapsed[i + 1]));
    for (const id of swept.keys()) if (!dead.has(id)) swept.delete(id);
    let found = false;
    for (const [id, lapsedAt] of dead) {
      if (id === instanceId || swept.get(id) === lapsedAt) continue;
      swept.set(id, lapsedAt);
      found = true;
    }
    if (found) void sweep();
  }
  const heartbeat = setInterval(() => void beat().catch(() => undefined), Math.max(1, Math.floor(leaseMs / 3)));

  /** Lists every channel with a tab here: `list` withdraws the requests of dead instances. */
  async function sweep(): Promise<void> {
    const channels = [...listeners.keys()];
    for (let i = 0; i < channels.length && !closed; i += SWEEP_BATCH) {
      await Promise.all(channels.slice(i, i + SWEEP_BATCH).map((channel) => list(channel).catch(() => undefined)));
    }
  }

  async function take(channel: string, id: string, outcome: BridgeOutcome, event: BridgeEvent): Promise<boolean> {
    await ready;
    const args = [
      keys.pending(channel),
      keys.outcome(channel, id),
      keys.seq(channel),
      keys.log(channel),
      keys.logBytes(channel),
      keys.events(channel),
    ];
    const taken = await scripts.run(TAKE, args, [id, outcome, String(retainMs), JSON.stringify(event), String(replayLimit), replayBytes]);
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
      if (!dead.has(record.owner)) {
        alive.push(record);
        remember(channel, record);
      } else await take(channel, record.entry.id, 'withdrawn', { type: 'withdrawn', id: record.entry.id });
    }
    return alive.sort((a, b) => a.entry.receivedAt - b.entry.receivedAt);
  }

  /** The stored outcome as written (`answered <key>` for an answer with a key), or `undefined`. */
  async function storedOutcome(channel: string, id: string): Promise<string | undefined> {
    await ready;
    const value = (await redis.send(['GET', keys.outcome(channel, id)])) as string | null | undefined;
    return typeof value === 'string' ? value : undefined;
  }

  /** ADD with or without a limit: the seq of its `added` event, or -1 when the channel was full. */
  async function store(channel: string, record: BrokerRecord, ttlMs: number, limit: string): Promise<number> {
    await ready;
    // The owner rides along for the instances with tabs of the channel (taken out before any tab sees it).
    const event = { type: 'added', entry: record.entry, owner: record.owner };
    return Number(
      await scripts.run(
        ADD,
        [keys.pending(channel), keys.seq(channel), keys.log(channel), keys.logBytes(channel), keys.events(channel)],
        [
          record.entry.id,
          JSON.stringify(record),
          JSON.stringify(event),
          String(replayLimit),
          String(retainMs),
          String(ttlMs + leaseMs),
          limit,
          replayBytes,
        ],
      ),
    );
  }

  return {
    instanceId,
    async add(channel, record, ttlMs) {
      await store(channel, record, ttlMs, '');
    },
    async admit(channel, record, ttlMs, limit) {
      return (await store(channel, record, ttlMs, String(limit))) !== -1;
    },
    async get(channel, id) {
      const known = remembered.get(channel)?.get(id);
      // Seen in this channel's events: no round trip. A request past its deadline is read again.
      if (known !== undefined && (known.entry.deadline === undefined || known.entry.deadline > Date.now())) return known;
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
      const args = [keys.seq(channel), keys.log(channel), keys.logBytes(channel), keys.events(channel)];
      await scripts.run(ANNOUNCE, args, [JSON.stringify(event), String(replayLimit), String(retainMs), replayBytes]);
    },
    async outcome(channel, id) {
      const value = await storedOutcome(channel, id);
      // `answered <key>` when the answer carried a key (see ANSWER).
      return value === undefined ? undefined : (value.split(' ')[0] as BridgeOutcome);
    },
    async answeredWith(channel, id) {
      const value = await storedOutcome(channel, id);
      if (value === undefined || !value.startsWith('answered ')) return undefined;
      return value.slice('answered '.length);
    },
    async subscribe(channel, listener) {
      const subscriber = await ready;
      let set = listeners.get(channel);
      if (set === undefined) {
        set = new Set();
        listeners.set(channel, set);
        remembered.set(channel, new Map());
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
          remembered.delete(channel);
          eventsChannel.delete(keys.events(channel));
        }
        throw error;
      }
      const own = set;
      return () => {
        own.delete(listener);
        if (own.size > 0 || listeners.get(channel) !== own) return;
        listeners.delete(channel);
        remembered.delete(channel);
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
      const events = messages
        .map((message) => parseEvent(message)?.sequenced)
        .filter((event): event is SequencedEvent => event !== undefined);
      const first = events[0];
      if (afterSeq < seq && (first === undefined || first.seq > afterSeq + 1)) return undefined;
      return events.filter((event) => event.seq > afterSeq);
    },
    async answer(owner, answer) {
      await ready;
      const { channel, id } = answer;
      // Read once: the receiver that takes the answer after the script is the one counted in it.
      const receiver = owner === instanceId ? answerHandler : undefined;
      const settled: BridgeEvent = {
        type: 'settled',
        id,
        action: answer.result.action,
        ...(answer.key !== undefined && { key: answer.key }),
      };
      const withdrawn: BridgeEvent = { type: 'withdrawn', id };
      const code = Number(
        await scripts.run(
          ANSWER,
          [
            keys.pending(channel),
            keys.outcome(channel, id),
            keys.seq(channel),
            keys.log(channel),
            keys.logBytes(channel),
            keys.events(channel),
            keys.answers(owner),
            keys.lease(owner),
          ],
          [
            id,
            String(retainMs),
            JSON.stringify(settled),
            JSON.stringify(withdrawn),
            String(replayLimit),
            JSON.stringify(answer),
            receiver === undefined ? '0' : '1',
            answer.receipt ?? answer.key ?? '',
            replayBytes,
          ],
        ),
      );
      if (code === 0) return 'missed';
      if (code === 2) return 'gone';
      receiver?.(answer);
      return 'delivered';
    },
    onAnswer(handler) {
      answerHandler = handler;
    },
    async disconnect(channel) {
      await ready;
      await redis.send(['PUBLISH', keys.disconnects(), `${instanceId} ${channel}`]);
    },
    onDisconnect(handler) {
      disconnectHandler = handler;
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
      listeners.clear();
      remembered.clear();
      eventsChannel.clear();
      answerHandler = undefined;
      disconnectHandler = undefined;
      try {
        const subscriber = await ready;
        // Its registry entry stays: should requests of ours remain, the others sweep them once it lapses.
        await redis.send(['DEL', keys.lease(instanceId)]);
        await subscriber.close();
      } catch {
        // Nothing more to release.
      }
    },
  };
}
