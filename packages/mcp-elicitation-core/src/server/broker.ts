/**
 * The broker: where a bridge keeps a channel's pending requests, announces what happens to them,
 * and routes an answer to the instance that holds the MCP request. One interface, two
 * implementations: in-process (one server, the default) and Redis (many instances).
 */
import type { BridgeEvent, BridgeOutcome, BrokerAnswer, BrokerRecord, SequencedEvent } from '../elicitation/bridge-wire';
import { brokerTransition, type BrokerRecordEvent, type BrokerRecordState, type BrokerTransition } from './broker-states';

/**
 * Counts of what a broker holds, for leak checks and metrics: all zero once nothing is pending,
 * nobody listens and the retention time has passed.
 *
 * @example
 * ```ts
 * expect(broker.stats()).toEqual({ channels: 0, pending: 0, outcomes: 0, listeners: 0 });
 * ```
 */
export interface BrokerStats {
  /** Channels with any state kept on this instance (pending, replay log, listeners). */
  readonly channels: number;
  /** Pending requests kept on this instance (always 0 for Redis, which keeps them in Redis). */
  readonly pending: number;
  /** Remembered outcomes kept on this instance. */
  readonly outcomes: number;
  /** Live event listeners on this instance. */
  readonly listeners: number;
}

/**
 * What {@link ElicitationBroker.answer} did with an answer: handed it over, found its instance gone,
 * or found the request no longer pending.
 *
 * @example
 * ```ts
 * const outcome: BrokerAnswerOutcome = await broker.answer(record.owner, { channel, id, result });
 * ```
 */
export type BrokerAnswerOutcome = 'delivered' | 'gone' | 'missed';

/**
 * What a bridge needs from its broker. Every method is async so a networked store fits.
 *
 * @example
 * ```ts
 * const broker: ElicitationBroker = createMemoryBroker();
 * const bridge = createElicitationBridge({ authorize, broker });
 * ```
 */
export interface ElicitationBroker {
  /** This instance's id: stored with each request it holds so answers find their way back. */
  readonly instanceId: string;
  /** Stores a pending request and announces it (`added`). `ttlMs` bounds how long the store keeps it. */
  add(channel: string, record: BrokerRecord, ttlMs: number): Promise<void>;
  /**
   * Stores and announces a request as `add` does, unless the channel already holds `limit` pending
   * requests: then stores nothing and resolves `false`. Counting and storing are one step, so the
   * bridge needs no `list` first (one round trip to the store per question instead of two) and two
   * requests arriving together cannot both take the last place. Optional: without it the bridge
   * counts with `list`, then calls `add`.
   */
  admit?(channel: string, record: BrokerRecord, ttlMs: number, limit: number): Promise<boolean>;
  /** One pending request of the channel, or `undefined`. */
  get(channel: string, id: string): Promise<BrokerRecord | undefined>;
  /** The channel's pending requests, oldest first. Requests whose instance is gone are withdrawn first. */
  list(channel: string): Promise<BrokerRecord[]>;
  /**
   * Takes a pending request out, exactly once across all instances: resolves `true` for the one
   * caller that removed it, which also remembers `outcome` and announces `event`.
   */
  take(channel: string, id: string, outcome: BridgeOutcome, event: BridgeEvent): Promise<boolean>;
  /**
   * Announces an event about a request that is no longer pending (today: `completed` for a URL-mode
   * request the user accepted with `afterOpen: 'wait'`, so every tab closes its waiting screen).
   */
  announce(channel: string, event: BridgeEvent): Promise<void>;
  /** How a request ended, while it is remembered. */
  outcome(channel: string, id: string): Promise<BridgeOutcome | undefined>;
  /**
   * The `receipt` (else the `key`) of the answer that settled the request as `answered`, while
   * remembered (`undefined`: not answered, answered without a key, or forgotten). Lets the bridge
   * confirm a retry of the same answer from the same channel as sent instead of 409. Optional:
   * without it every repeat gets 409.
   */
  answeredWith?(channel: string, id: string): Promise<string | undefined>;
  /** Listens to the channel's events; resolves once listening, with the function that stops it. */
  subscribe(channel: string, listener: (event: SequencedEvent) => void): Promise<() => void>;
  /** The sequence number of the channel's latest event (0 before any). */
  lastSeq(channel: string): Promise<number>;
  /** The events after `afterSeq`, or `undefined` when they are no longer all kept (send a snapshot). */
  replay(channel: string, afterSeq: number): Promise<SequencedEvent[] | undefined>;
  /**
   * Takes the pending request `answer.id` out and hands the user's answer to `owner`, the instance
   * that holds its MCP request, as one step, exactly once across all instances (the caller has
   * validated the answer). How it ended is remembered and announced by what the MCP server got:
   * - `'delivered'`: the owner received it: remembers `answered` and announces `settled`;
   * - `'gone'`: the owner is gone (no live receiver, or its lease lapsed): remembers and announces
   *   `withdrawn`, so no tab reports an answer the MCP server never received, and a retry gets 410;
   * - `'missed'`: the request was no longer pending (another answer or a withdrawal won): nothing changes.
   *
   * Taking and handing over are one step because a take that announced `settled` before the hand-over
   * could not be undone when the hand-over failed.
   */
  answer(owner: string, answer: BrokerAnswer): Promise<BrokerAnswerOutcome>;
  /** Registers this instance's receiver of answers (one per broker). */
  onAnswer(handler: (answer: BrokerAnswer) => void): void;
  /**
   * Tells every other instance that the channel was disconnected (`bridge.disconnect`: a logout),
   * so each ends its streams and refuses its answers in flight. Optional: without it a disconnect
   * reaches this instance only.
   */
  disconnect?(channel: string): Promise<void>;
  /** Registers this instance's receiver of other instances' disconnects (one per broker). */
  onDisconnect?(handler: (channel: string) => void): void;
  stats(): BrokerStats;
  close(): Promise<void>;
}

/**
 * Options of {@link createMemoryBroker}.
 *
 * @example
 * ```ts
 * const options: MemoryBrokerOptions = { retainMs: 60_000, replayLimit: 100 };
 * ```
 */
export interface MemoryBrokerOptions {
  /**
   * How long a channel's replay log and the outcome of a settled request are kept after the
   * channel's last activity (so a reconnecting tab catches up and a late answer gets 409/410
   * rather than 404). Default 5 minutes.
   */
  retainMs?: number;
  /** Events kept per channel for `Last-Event-ID` resumption. Default 256. */
  replayLimit?: number;
  /**
   * The most a channel's replay log may hold, counted as the length of its events' JSON (requests
   * with their params mostly); the oldest events go first, and a tab that missed them gets a
   * snapshot. Default 1 MiB.
   */
  replayBytes?: number;
}

/** A logged event with the length of its JSON, counted against `replayBytes`. */
interface Logged extends SequencedEvent {
  readonly bytes: number;
}

interface ChannelState {
  readonly pending: Map<string, BrokerRecord>;
  readonly listeners: Set<(event: SequencedEvent) => void>;
  log: Logged[];
  /** The `bytes` of the events in `log`. */
  logBytes: number;
  seq: number;
  expiry?: ReturnType<typeof setTimeout>;
}

/**
 * Default of `retainMs` for both brokers: five minutes.
 *
 * @example
 * ```ts
 * createMemoryBroker({ retainMs: DEFAULT_RETAIN_MS * 2 });
 * ```
 */
export const DEFAULT_RETAIN_MS = 5 * 60_000;

/**
 * Default of `replayLimit` for both brokers: events kept per channel.
 *
 * @example
 * ```ts
 * createMemoryBroker({ replayLimit: DEFAULT_REPLAY_LIMIT });
 * ```
 */
export const DEFAULT_REPLAY_LIMIT = 256;

/**
 * Default of `replayBytes` for both brokers: what one channel's replay log may hold, 1 MiB of
 * event JSON (requests with their params, mostly).
 *
 * @example
 * ```ts
 * createMemoryBroker({ replayBytes: DEFAULT_REPLAY_BYTES / 4 });
 * ```
 */
export const DEFAULT_REPLAY_BYTES = 1024 * 1024;

/**
 * The in-process broker: right for one server process (and the default). With several instances
 * behind a load balancer use `createRedisBroker`, or a tab's answer may reach an instance that does
 * not hold the request.
 *
 * @example
 * ```ts
 * const bridge = createElicitationBridge({ authorize, broker: createMemoryBroker({ retainMs: 60_000 }) });
 * ```
 */
export function createMemoryBroker(options: MemoryBrokerOptions = {}): ElicitationBroker {
  const retainMs = options.retainMs ?? DEFAULT_RETAIN_MS;
  const replayLimit = options.replayLimit ?? DEFAULT_REPLAY_LIMIT;
  const replayBytes = options.replayBytes ?? DEFAULT_REPLAY_BYTES;
  const instanceId = crypto.randomUUID();
  const channels = new Map<string, ChannelState>();
  const outcomes = new Map<string, { outcome: BridgeOutcome; key?: string; timer: ReturnType<typeof setTimeout> }>();
  let answerHandler: ((answer: BrokerAnswer) => void) | undefined;

  function state(channel: string): ChannelState {
    let found = channels.get(channel);
    if (found === undefined) {
      // Numbered from the clock, not from 0: after a restart (or once a quiet channel was
      // forgotten) a tab's old Last-Event-ID is below every new id, so it gets a snapshot rather
      // than a replay of another life's events.
      found = { pending: new Map(), listeners: new Set(), log: [], logBytes: 0, seq: Date.now() * 1000 };
      channels.set(channel, found);
    }
    clearTimeout(found.expiry);
    found.expiry = undefined;
    return found;
  }

  /** A channel with nothing pending and nobody listening is forgotten once its log is no longer useful. */
  function release(channel: string, found: ChannelState): void {
    clearTimeout(found.expiry);
    found.expiry = undefined;
    if (found.pending.size > 0 || found.listeners.size > 0) return;
    found.expiry = setTimeout(() => {
      if (found.pending.size === 0 && found.listeners.size === 0) channels.delete(channel);
    }, retainMs);
  }

  function emit(found: ChannelState, event: BridgeEvent): void {
    found.seq += 1;
    // Counted as the Redis broker counts its log: what an MCP server's params make the channel hold.
    const sequenced: Logged = { seq: found.seq, event, bytes: JSON.stringify(event).length };
    found.log.push(sequenced);
    found.logBytes += sequenced.bytes;
    if (found.log.length > replayLimit || found.logBytes > replayBytes) {
      let drop = 0;
      while (drop < found.log.length && (found.log.length - drop > replayLimit || found.logBytes > replayBytes)) {
        found.logBytes -= found.log[drop]!.bytes;
        drop += 1;
      }
      found.log = found.log.slice(drop);
    }
    for (const listener of [...found.listeners]) listener(sequenced);
  }

  /** One key per (channel, id) pair: the channel's length first, so no id can spell the rest of another channel. */
  const key = (channel: string, id: string) => `${channel.length}:${channel}:${id}`;

  function recordState(channel: string, id: string): BrokerRecordState {
    if (channels.get(channel)?.pending.has(id) === true) return 'pending';
    return outcomes.has(key(channel, id)) ? 'settled' : 'absent';
  }

  /** Stores a pending request and announces it (`added`). */
  function store(channel: string, record: BrokerRecord) {
    const found = state(channel);
    found.pending.set(record.entry.id, record);
    emit(found, { type: 'added', entry: record.entry });
  }

  /**
   * Ends a pending request as the table (broker-states.ts) says, for exactly one caller, which alone
   * remembers the outcome and announces the event. `undefined` when it was not pending.
   */
  function end(
    channel: string,
    id: string,
    event: BrokerRecordEvent,
    announced: Partial<Record<'given' | 'settled' | 'withdrawn', BridgeEvent>>,
    answerKey?: string,
  ): BrokerTransition | undefined {
    const next = brokerTransition(recordState(channel, id), event);
    const found = channels.get(channel);
    if (next?.remember === undefined || found === undefined) return undefined;
    found.pending.delete(id);
    const k = key(channel, id);
    clearTimeout(outcomes.get(k)?.timer);
    const kept = next.remember === 'answered' && answerKey !== undefined ? { key: answerKey } : {};
    outcomes.set(k, { outcome: next.remember, ...kept, timer: setTimeout(() => outcomes.delete(k), retainMs) });
    const broadcast = next.announce === undefined || next.announce === 'added' ? undefined : announced[next.announce];
    if (broadcast !== undefined) emit(found, broadcast);
    release(channel, found);
    return next;
  }

  function take(channel: string, id: string, outcome: BridgeOutcome, event: BridgeEvent): boolean {
    return end(channel, id, { type: 'take', outcome }, { given: event }) !== undefined;
  }

  return {
    instanceId,
    async add(channel, record) {
      // The table's `add`: always stored (again), always announced.
      store(channel, record);
    },
    async admit(channel, record, _ttlMs, limit) {
      const full = (channels.get(channel)?.pending.size ?? 0) >= limit;
      if (brokerTransition(recordState(channel, record.entry.id), { type: 'admit', full }) === undefined) return false;
      store(channel, record);
      return true;
    },
    async get(channel, id) {
      return channels.get(channel)?.pending.get(id);
    },
    async list(channel) {
      return [...(channels.get(channel)?.pending.values() ?? [])];
    },
    async take(channel, id, outcome, event) {
      return take(channel, id, outcome, event);
    },
    async answer(owner, answer) {
      const { channel, id } = answer;
      // Only this process's requests can be handed over here: any other owner is unreachable.
      const receiver = owner === instanceId ? answerHandler : undefined;
      const next = end(
        channel,
        id,
        { type: 'answer', reachable: receiver !== undefined },
        {
          settled: { type: 'settled', id, action: answer.result.action, ...(answer.key !== undefined && { key: answer.key }) },
          withdrawn: { type: 'withdrawn', id },
        },
        answer.receipt ?? answer.key,
      );
      if (next === undefined) return 'missed';
      if (receiver === undefined || next.remember !== 'answered') return 'gone';
      receiver(answer);
      return 'delivered';
    },
    async announce(channel, event) {
      const found = state(channel);
      emit(found, event);
      release(channel, found);
    },
    async outcome(channel, id) {
      return outcomes.get(key(channel, id))?.outcome;
    },
    async answeredWith(channel, id) {
      return outcomes.get(key(channel, id))?.key;
    },
    async subscribe(channel, listener) {
      const found = state(channel);
      found.listeners.add(listener);
      return () => {
        found.listeners.delete(listener);
        if (channels.get(channel) === found) release(channel, found);
      };
    },
    async lastSeq(channel) {
      return channels.get(channel)?.seq ?? 0;
    },
    async replay(channel, afterSeq) {
      const found = channels.get(channel);
      if (found === undefined || afterSeq > found.seq) return undefined;
      const first = found.log[0];
      if (afterSeq < found.seq && (first === undefined || first.seq > afterSeq + 1)) return undefined;
      return found.log.filter((event) => event.seq > afterSeq);
    },
    onAnswer(handler) {
      answerHandler = handler;
    },
    stats() {
      let pending = 0;
      let listeners = 0;
      for (const found of channels.values()) {
        pending += found.pending.size;
        listeners += found.listeners.size;
      }
      return { channels: channels.size, pending, outcomes: outcomes.size, listeners };
    },
    async close() {
      for (const found of channels.values()) clearTimeout(found.expiry);
      for (const { timer } of outcomes.values()) clearTimeout(timer);
      channels.clear();
      outcomes.clear();
      answerHandler = undefined;
    },
  };
}
