/**
 * The React-free queue of elicitation requests. Every adapter funnels requests into `request`;
 * the UI reads an immutable snapshot (shaped for `useSyncExternalStore`) and answers with
 * `respond`. The queue owns everything that must hold no matter what the UI does: each request
 * resolves exactly once, withdrawn requests can no longer be answered, timeouts fire, noisy
 * servers are rate limited and blocked servers are refused.
 */
import type { ElicitApp } from '../apps/resource';
import type { Timers } from '../form/answer-lifecycle';
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from '../schema/protocol';
import {
  onAbort,
  type ElicitAfterOpen,
  type ElicitContext,
  type ElicitationTarget,
  type ElicitOptions,
  type ElicitStep,
  type ElicitTask,
} from './elicit';
import { transition, visibleStatus, type QueueEntryStatus, type RequestEvent, type RequestState } from './queue-states';

export type { QueueEntryStatus } from './queue-states';

/**
 * One request in the snapshot. Entries are frozen: a change produces a new entry object.
 *
 * @example
 * ```ts
 * const entry: QueueEntry = queue.getSnapshot().entries[0];
 * if (entry.status === 'withdrawn') showNotice(`${entry.server.label ?? entry.server.id} withdrew this request`);
 * ```
 */
export interface QueueEntry {
  /** Unique within the queue and stable for the entry's life: use it as a React key. */
  readonly id: string;
  readonly params: ElicitRequestParams;
  readonly server: ServerIdentity;
  /** Epoch milliseconds when the request reached the queue. */
  readonly receivedAt: number;
  /** Epoch milliseconds when the request will be cancelled unanswered, if it has a timeout. */
  readonly deadline?: number;
  readonly status: QueueEntryStatus;
  /** URL mode: what the consent screen does once the page was opened, as the adapter asked. */
  readonly afterOpen?: ElicitAfterOpen;
  /** Its place in a series shown one after the other ("step 1 of 2"), as the caller said. */
  readonly step?: ElicitStep;
  /** The tool call that caused the request, when the adapter or backend knew it. */
  readonly context?: ElicitContext;
  /** The long-running task that asks, when the request comes from one (id, tool, created, expiry). */
  readonly task?: ElicitTask;
  /**
   * Why a `withdrawn` entry can no longer be answered, when the queue knows more than "the server
   * withdrew it" (its time ran out; a remote queue: answered in another tab). Unset: withdrawn by the server.
   */
  readonly reason?: QueueEntryReason;
  /**
   * Set by a remote queue when sending the user's answer failed: the entry is answerable again, the
   * user's answers are its draft (`draft(id)`), and `retry` re-sends the same answer. Why, as a code
   * for the UI's locale to word: no complete reply within the remote queue's `sendTimeoutMs`
   * (`timed-out`: the answer may still have arrived), the connection failed, or the bridge answered
   * with an error `status`.
   */
  readonly sendFailure?: QueueSendFailure;
  /** Counts failed sends, so a host can re-key its dialog to show the restored draft. */
  readonly attempt?: number;
  /**
   * App-rendered elicitations (a draft, `experimental.apps`): the server's MCP App that may show this
   * request in place of the native form, as the adapter handed it over (`ElicitOptions.app`). The
   * answer given in the app is answered through `respond` like any other.
   */
  readonly app?: ElicitApp;
  /**
   * Set when "Stop task" for this entry (`stopTask(id)`) did not stop its task: the question stays
   * pending, and `stopTask(id)` tries again (which clears it). Why, as a code for the UI to word.
   */
  readonly stopFailure?: QueueStopFailure;
}

/**
 * Why "Stop task" did not stop a question's task (see `QueueEntry.stopFailure`): the backend that
 * holds the question is gone (`gone`), no reply came in time or the connection failed (`no-reply`:
 * it may still stop), the bridge answered with an error `status`, or the adapter's stop failed
 * (`failed`: for example the server refused `tasks/cancel`).
 *
 * @example
 * ```ts
 * const failure: QueueStopFailure = { code: 'gone' };
 * ```
 */
export type QueueStopFailure =
  | { readonly code: 'gone' }
  | { readonly code: 'no-reply' }
  | { readonly code: 'status'; readonly status: number }
  | { readonly code: 'failed' };

/**
 * The entry with its stop failure set, or without one (`undefined`).
 *
 * @example
 * ```ts
 * const cleared = withStopFailure(entry, undefined);
 * ```
 */
export function withStopFailure(entry: QueueEntry, failure: QueueStopFailure | undefined): QueueEntry {
  const { stopFailure: _previous, ...rest } = entry;
  return Object.freeze(failure === undefined ? rest : { ...rest, stopFailure: failure });
}

/**
 * Why a remote queue could not send an answer (see `QueueEntry.sendFailure`).
 *
 * @example
 * ```ts
 * const failure: QueueSendFailure = { code: 'timed-out', timeoutMs: 15_000 };
 * ```
 */
export type QueueSendFailure =
  | { readonly code: 'timed-out'; readonly timeoutMs: number }
  | { readonly code: 'connection' }
  | { readonly code: 'status'; readonly status: number };

/**
 * Why an entry went inactive, beyond a server's withdrawal (`signed-out`: a remote queue's user
 * was signed out).
 *
 * @example
 * ```ts
 * const reason: QueueEntryReason = 'answered-elsewhere';
 * ```
 */
export type QueueEntryReason = 'withdrawn' | 'answered-elsewhere' | 'timed-out' | 'gone' | 'signed-out' | 'task-stopped';

/**
 * The immutable state the UI renders. A new object is created only when something changed, so
 * it can be compared by reference.
 *
 * @example
 * ```ts
 * const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
 * return snapshot.current ? <Dialog entry={snapshot.current} /> : null;
 * ```
 */
export interface QueueSnapshot {
  /** Visible entries in arrival order (first in, first out, across all servers). */
  readonly entries: readonly QueueEntry[];
  /** The entry to show now: the oldest one, or `undefined` when the queue is empty. */
  readonly current: QueueEntry | undefined;
}

/**
 * Where the queue writes its warnings; `console` by default.
 *
 * @example
 * ```ts
 * const logger: QueueLogger = { warn: (message) => telemetry.warn(message) };
 * ```
 */
export interface QueueLogger {
  warn(message: string): void;
}

/**
 * Options of {@link createElicitationQueue}.
 *
 * @example
 * ```ts
 * const options: ElicitationQueueOptions = { maxPendingPerServer: 3, defaultTimeoutMs: 5 * 60_000 };
 * ```
 */
export interface ElicitationQueueOptions {
  /**
   * Requests from one server that may wait at once; more are cancelled (the user never saw them,
   * so `decline` would misreport a refusal). The keys of one `inputRequests` round (same
   * `round` option) count as one, up to 32 keys; more keys of the round are cancelled. Default 5.
   */
  maxPendingPerServer?: number;
  /** Requests (or rounds) one server may make in any 60-second window; more are cancelled. Default 30. */
  maxPerMinute?: number;
  /** Timeout for requests that do not set `timeoutMs`. Default: none. */
  defaultTimeoutMs?: number;
  /**
   * Runs before a request becomes visible. Return a result to answer it without showing it
   * (for example a host-level "always decline server X" rule); return `undefined` to show it.
   * Its result is sent as is: `beforeSend` is not applied to it.
   */
  beforeShow?: (entry: QueueEntry) => ElicitResult | undefined | Promise<ElicitResult | undefined>;
  /**
   * Runs on every answer given through `respond`, before it is sent. Return the result to send:
   * the same one, or a changed one (for example with fields the host fills in).
   */
  beforeSend?: (entry: QueueEntry, result: ElicitResult) => ElicitResult | Promise<ElicitResult>;
  /** Replaces `console` for the queue's warnings. */
  logger?: QueueLogger;
  /** Clock in epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Timer functions. Default the global `setTimeout`/`clearTimeout`. */
  timers?: Timers;
}

/**
 * The side of a queue the user's UI talks to: it reads an immutable snapshot (shaped for
 * `useSyncExternalStore`), answers, retries a failed send, keeps drafts, closes what can no longer
 * be answered, and blocks servers. `ElicitationProvider`, `ElicitationHost` and `useElicitation`
 * take one. The queue from `createElicitationQueue` is one (its other side, for adapters, is an
 * `ElicitationTarget`); so is the remote queue, fed by a server bridge. Methods do not depend on
 * `this`, so they can be passed around detached.
 *
 * @example
 * ```ts
 * const store: ElicitationStore = createRemoteElicitationQueue({ url: '/api/elicitation' });
 * const { current } = store.getSnapshot();
 * ```
 */
export interface ElicitationStore {
  /** Subscribes to snapshot changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current immutable snapshot. */
  getSnapshot(): QueueSnapshot;
  /**
   * Answers a pending entry. Returns `false` (and does nothing) when the entry is not pending:
   * already answered, withdrawn, timed out or unknown. The entry leaves the snapshot at once
   * (a URL consent that waits for completion stays, `waiting`).
   */
  respond(id: string, result: ElicitResult): boolean;
  /**
   * Removes a withdrawn or waiting entry the user closed. Returns `false` for any other entry
   * (a pending one must be answered through `respond`).
   */
  dismiss(id: string): boolean;
  /**
   * Sends again an answer whose sending failed (see `QueueEntry.sendFailure`). Returns `false`
   * when there is nothing to send again (always, for a queue in the page: its answers cannot fail
   * to send).
   */
  retry(id: string): boolean;
  /**
   * Keeps what the user typed into a request so far (the form's values, keyed by control name), so
   * a form mounted again for it (a route change, a collapsed chat, a failed send) starts from the
   * user's answers. Kept outside the snapshot: typing does not re-render the store's readers.
   * Ignored for an entry that can no longer be answered; dropped when the request settles.
   */
  saveDraft(id: string, values: Readonly<Record<string, unknown>>): void;
  /** The draft saved for a request that can still be answered, if any (see `saveDraft`). */
  draft(id: string): Readonly<Record<string, unknown>> | undefined;
  /**
   * "Stop task" for an entry of a task (`entry.task.stoppable`): stops the whole task (`tasks/cancel`),
   * which withdraws its questions. Not an answer: declining answers the question and the task goes
   * on. Returns `false` when the entry is unknown or its request offered no stop.
   */
  stopTask(id: string): boolean;
  /** Declines every current and future request from this server for the store's lifetime. */
  blockServer(serverId: string): void;
  /** Lets a blocked server ask again. */
  unblockServer(serverId: string): void;
  isBlocked(serverId: string): boolean;
}

/**
 * The queue returned by {@link createElicitationQueue}: both sides of one queue of requests, the
 * adapters' (`ElicitationTarget`: `request`, `complete`) and the UI's (`ElicitationStore`).
 *
 * @example
 * ```ts
 * const queue: ElicitationQueue = createElicitationQueue();
 * ```
 */
export interface ElicitationQueue extends ElicitationTarget, ElicitationStore {
  /**
   * Queues a request and resolves with the answer. Resolves exactly once and never rejects:
   * withdrawal, timeout, disposal and rate limits resolve `cancel`; a blocked server (the user's
   * or host's explicit choice) resolves `decline`. The promise resolves after `beforeSend`.
   */
  request(params: ElicitRequestParams, options: ElicitOptions): Promise<ElicitResult>;
  /**
   * The server reports that the URL-mode interaction `elicitationId` finished (2025-11-25
   * `notifications/elicitation/complete`). A waiting (or withdrawn) entry leaves the queue. One the
   * user has not answered yet (they finished elsewhere, for example on another device with the
   * copied link) leaves too, answered `cancel`: in URL mode `accept` means the user consented here,
   * which they did not, and the server already knows the interaction finished. A step of a -32042
   * series (`step` set, shown by `withUrlElicitation`) is answered `accept` instead (`beforeSend`
   * applies): its answer goes to the helper, which then retries the call. With `serverId`, only that
   * server's entries match, since ids are chosen by each server. Returns whether an entry matched:
   * unknown ids are ignored.
   */
  complete(elicitationId: string, serverId?: string): boolean;
  /** Cancels every pending request; later requests resolve `cancel` at once. */
  dispose(): void;
}

/**
 * Whether an entry belongs to the same task of the same server as `entry` (none without a task).
 *
 * @example
 * ```ts
 * const mine = sameTask(entry); // entries.filter(mine): the questions "Stop task" withdraws
 * ```
 */
export function sameTask(entry: Pick<QueueEntry, 'server' | 'task'>): (other: Pick<QueueEntry, 'server' | 'task'>) => boolean {
  const task = entry.task?.id;
  return (other) => task !== undefined && other.task?.id === task && other.server.id === entry.server.id;
}

const MINUTE_MS = 60_000;
const DEFAULT_MAX_PENDING_PER_SERVER = 5;
const DEFAULT_MAX_PER_MINUTE = 30;
/** Keys of one `inputRequests` round the queue shows; more are cancelled. Far more than a person answers at once. */
const MAX_KEYS_PER_ROUND = 32;
const CANCEL: ElicitResult = Object.freeze({ action: 'cancel' });
const DECLINE: ElicitResult = Object.freeze({ action: 'decline' });
const EMPTY_SNAPSHOT: QueueSnapshot = Object.freeze({ entries: Object.freeze([]), current: undefined });

/** Internal bookkeeping for one request, from arrival until it is settled and dismissed. */
interface RequestRecord {
  /** Arrival order: keeps the visible list first-in-first-out even when `beforeShow` is async. */
  readonly seq: number;
  entry: QueueEntry;
  /** The `inputRequests` round it belongs to, if the adapter said so. */
  readonly round?: object;
  /** Where the request is (see `queue-states.ts`, which alone changes it). */
  state: RequestState;
  /** Whether its promise resolved: once, whatever happens after. */
  settled: boolean;
  resolve: (result: ElicitResult) => void;
  timer?: unknown;
  detachSignal?: () => void;
  /** "Stop task", when the adapter offered it (`ElicitOptions.stopTask`). */
  stopTask?: () => unknown;
  /** The user stopped this request's task: its withdrawal says so (`reason: 'task-stopped'`). */
  stopping?: boolean;
}

/**
 * Creates the queue of elicitation requests that adapters feed and the UI renders.
 *
 * @example
 * ```ts
 * const queue = createElicitationQueue({ maxPendingPerServer: 3, defaultTimeoutMs: 10 * 60_000 });
 * attachElicitation(client, { elicit: queue, server: { id: 'github', label: 'GitHub' } });
 *
 * // In the UI:
 * const { current } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
 * if (current?.status === 'pending') queue.respond(current.id, { action: 'accept', content: values });
 * ```
 */
export function createElicitationQueue(options: ElicitationQueueOptions = {}): ElicitationQueue {
  const maxPendingPerServer = options.maxPendingPerServer ?? DEFAULT_MAX_PENDING_PER_SERVER;
  const maxPerMinute = options.maxPerMinute ?? DEFAULT_MAX_PER_MINUTE;
  const logger: QueueLogger = options.logger ?? console;
  const now = options.now ?? Date.now;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  const records = new Map<string, RequestRecord>();
  const blocked = new Set<string>();
  /** Admission times per server, pruned to the last minute when read. */
  const admissions = new Map<string, number[]>();
  /**
   * Each `inputRequests` round seen so far: whether it was admitted (its later keys follow its
   * first) and how many keys it has shown.
   */
  const roundAdmitted = new WeakMap<object, boolean>();
  const roundKeys = new WeakMap<object, number>();
  const listeners = new Set<() => void>();
  /** What the user typed so far per pending request; dropped when the request settles. */
  const drafts = new Map<string, Readonly<Record<string, unknown>>>();
  let snapshot = EMPTY_SNAPSHOT;
  let nextSeq = 0;
  let disposed = false;

  function publish(): void {
    const visible = [...records.values()]
      .filter((record) => visibleStatus(record.state) !== undefined)
      .sort((a, b) => a.seq - b.seq)
      .map((record) => record.entry);
    const unchanged = visible.length === snapshot.entries.length && visible.every((entry, index) => entry === snapshot.entries[index]);
    if (unchanged) return;
    snapshot = Object.freeze({ entries: Object.freeze(visible), current: visible[0] });
    // Copied so a listener that unsubscribes (or subscribes) while being notified is safe.
    for (const listener of [...listeners]) listener();
  }

  /** Resolves a request once; later calls are ignored. Does not change its visibility. */
  function settle(record: RequestRecord, result: ElicitResult): void {
    if (record.settled) return;
    record.settled = true;
    drafts.delete(record.entry.id);
    if (record.timer !== undefined) timers.clearTimeout(record.timer);
    record.timer = undefined;
    record.detachSignal?.();
    record.detachSignal = undefined;
    record.resolve(result);
  }

  /**
   * Applies an event through the transition table: the new state, the entry's visible status, the
   * result (once), and the record's removal when done. Returns the transition, or `undefined` when
   * the event does nothing in this state. Callers publish.
   */
  function apply(record: RequestRecord, event: RequestEvent, reason?: QueueEntryReason): ReturnType<typeof transition> {
    const next = transition(record.state, event);
    if (next === undefined) return undefined;
    record.state = next.state;
    const status = visibleStatus(next.state);
    if (status !== undefined && status !== record.entry.status) {
      record.entry = Object.freeze({ ...record.entry, status, ...(status === 'withdrawn' && reason !== undefined && { reason }) });
    }
    if (next.settle !== undefined) settle(record, next.settle);
    if (next.state === 'done') records.delete(record.entry.id);
    if (next.answer !== undefined) void answer(record, next.answer);
    return next;
  }

  /** Unanswered requests of a server; the keys of one round count once. */
  function pendingCount(serverId: string): number {
    let count = 0;
    const rounds = new Set<object>();
    for (const record of records.values()) {
      if (record.entry.server.id !== serverId || record.settled) continue;
      if (record.round !== undefined) {
        if (rounds.has(record.round)) continue;
        rounds.add(record.round);
      }
      count += 1;
    }
    return count;
  }

  function recentAdmissions(serverId: string, at: number): number[] {
    const recent = (admissions.get(serverId) ?? []).filter((time) => at - time < MINUTE_MS);
    admissions.set(serverId, recent);
    return recent;
  }

  /** The server withdrew the request, or its time ran out (see the table for what the user sees). */
  function onWithdraw(record: RequestRecord, reason?: 'timed-out'): void {
    if (apply(record, { type: 'withdraw' }, record.stopping === true ? 'task-stopped' : reason) !== undefined) publish();
  }

  function onTimeout(record: RequestRecord): void {
    onWithdraw(record, 'timed-out');
  }

  async function screen(record: RequestRecord): Promise<void> {
    let automatic: ElicitResult | undefined;
    try {
      automatic = await options.beforeShow?.(record.entry);
    } catch (error) {
      // A failing policy must not swallow the request: show it and let the user decide.
      logger.warn(`[mcp-elicitation] beforeShow failed; showing the request from server "${record.entry.server.id}": ${String(error)}`);
    }
    if (record.settled) return;
    apply(record, automatic !== undefined ? { type: 'screened-out', result: automatic } : { type: 'shown' });
    publish();
  }

  async function answer(record: RequestRecord, result: ElicitResult): Promise<void> {
    let final = result;
    try {
      if (options.beforeSend) final = await options.beforeSend(record.entry, result);
    } catch (error) {
      // The host's policy refused the answer in the only way it could; sending the user's
      // answer anyway would bypass it, so the request is cancelled instead.
      logger.warn(`[mcp-elicitation] beforeSend failed; cancelling the request from server "${record.entry.server.id}": ${String(error)}`);
      final = CANCEL;
    }
    // A consent kept as `accept` keeps the waiting screen; anything else ends it (see the table).
    apply(record, { type: 'sent', result: final });
    publish();
  }

  /** Why a new request (or round) from this server is refused, or `undefined` after admitting it. */
  function admissionRefusal(serverId: string, at: number): string | undefined {
    if (pendingCount(serverId) >= maxPendingPerServer) {
      return `it already has ${maxPendingPerServer} pending (maxPendingPerServer).`;
    }
    const recent = recentAdmissions(serverId, at);
    if (recent.length >= maxPerMinute) {
      return `it already made ${maxPerMinute} requests in the last minute (maxPerMinute).`;
    }
    recent.push(at);
    return undefined;
  }

  function request(params: ElicitRequestParams, requestOptions: ElicitOptions): Promise<ElicitResult> {
    const { server, signal } = requestOptions;
    if (disposed || signal?.aborted) return Promise.resolve(CANCEL);
    if (blocked.has(server.id)) return Promise.resolve(DECLINE);

    const receivedAt = now();
    const { round } = requestOptions;
    const admittedBefore = round === undefined ? undefined : roundAdmitted.get(round);
    if (admittedBefore === false) return Promise.resolve(CANCEL);
    if (round !== undefined) {
      const keys = (roundKeys.get(round) ?? 0) + 1;
      roundKeys.set(round, keys);
      // One round is one admission, but not an unbounded one: a round is one screen of questions.
      if (keys > MAX_KEYS_PER_ROUND) {
        if (keys === MAX_KEYS_PER_ROUND + 1) {
          logger.warn(
            `[mcp-elicitation] Cancelled questions of one round from server "${server.id}": more than ${MAX_KEYS_PER_ROUND} keys.`,
          );
        }
        return Promise.resolve(CANCEL);
      }
    }
    if (admittedBefore === undefined) {
      const refusal = admissionRefusal(server.id, receivedAt);
      if (round !== undefined) roundAdmitted.set(round, refusal === undefined);
      if (refusal !== undefined) {
        // `cancel`, not `decline`: the user never saw the request, so nobody refused it.
        logger.warn(`[mcp-elicitation] Cancelled a request from server "${server.id}": ${refusal}`);
        return Promise.resolve(CANCEL);
      }
    }

    const seq = nextSeq++;
    const timeoutMs = requestOptions.timeoutMs ?? options.defaultTimeoutMs;
    const entry: QueueEntry = Object.freeze({
      id: `elicitation-${seq + 1}`,
      params,
      server,
      receivedAt,
      ...(timeoutMs !== undefined && { deadline: receivedAt + timeoutMs }),
      status: 'pending' as const,
      ...(requestOptions.afterOpen !== undefined && { afterOpen: requestOptions.afterOpen }),
      ...(requestOptions.step !== undefined && { step: Object.freeze({ ...requestOptions.step }) }),
      ...(requestOptions.context !== undefined && { context: requestOptions.context }),
      ...(requestOptions.task !== undefined && { task: Object.freeze({ ...requestOptions.task }) }),
      ...(requestOptions.app !== undefined && params.mode !== 'url' && { app: requestOptions.app }),
    });

    return new Promise<ElicitResult>((resolve) => {
      const record: RequestRecord = {
        seq,
        entry,
        state: 'screening',
        settled: false,
        resolve,
        ...(requestOptions.round !== undefined && { round: requestOptions.round }),
        ...(requestOptions.stopTask !== undefined && { stopTask: requestOptions.stopTask }),
      };
      records.set(entry.id, record);
      if (timeoutMs !== undefined) record.timer = timers.setTimeout(() => onTimeout(record), timeoutMs);
      // One listener per signal, shared by the keys of a round (see `onAbort`).
      if (signal) record.detachSignal = onAbort(signal, () => onWithdraw(record));
      void screen(record);
    });
  }

  function respond(id: string, result: ElicitResult): boolean {
    const record = records.get(id);
    if (record === undefined || record.settled) return false;
    const wait = record.entry.afterOpen === 'wait' && record.entry.params.mode === 'url' && result.action === 'accept';
    if (apply(record, { type: 'respond', wait }) === undefined) return false;
    // Answered: nothing left to restore, even while `beforeSend` runs.
    drafts.delete(id);
    publish();
    void answer(record, result);
    return true;
  }

  function dismiss(id: string): boolean {
    const record = records.get(id);
    // A waiting entry's `accept` may still be in `beforeSend`: it settles on its own, unseen.
    if (record === undefined || apply(record, { type: 'dismiss' }) === undefined) return false;
    publish();
    return true;
  }

  function stopTask(id: string): boolean {
    const record = records.get(id);
    const stop = record?.stopTask;
    if (record === undefined || stop === undefined) return false;
    // The task's questions, this one included, are withdrawn because the user stopped it: said so.
    const same = sameTask(record.entry);
    for (const other of records.values()) if (same(other.entry)) other.stopping = true;
    if (record.entry.stopFailure !== undefined) {
      record.entry = withStopFailure(record.entry, undefined);
      publish();
    }
    // The stop withdraws the task's questions through their signals.
    void Promise.resolve()
      .then(stop)
      .catch((error: unknown) => {
        for (const other of records.values()) if (same(other.entry)) other.stopping = false;
        // The question stays: the user is told on it (as for a failed send), and may try again.
        if (records.get(id) !== record || record.entry.status !== 'pending') {
          logger.warn(`[mcp-elicitation] Stopping a task failed: ${String(error)}`);
          return;
        }
        record.entry = withStopFailure(record.entry, { code: 'failed' });
        publish();
      });
    return true;
  }

  function complete(elicitationId: string, serverId?: string): boolean {
    let matched = false;
    for (const record of [...records.values()]) {
      const { params, server } = record.entry;
      if (params.mode !== 'url' || params.elicitationId !== elicitationId) continue;
      if (serverId !== undefined && server.id !== serverId) continue;
      matched = true;
      // What completion does in each state, `cancel` before consent included: see the table.
      apply(record, { type: 'complete', step: record.entry.step !== undefined });
    }
    if (matched) publish();
    return matched;
  }

  function saveDraft(id: string, values: Readonly<Record<string, unknown>>): void {
    const record = records.get(id);
    if (record === undefined || record.settled || record.state !== 'pending') return;
    drafts.set(id, Object.freeze({ ...values }));
  }

  function draft(id: string): Readonly<Record<string, unknown>> | undefined {
    return drafts.get(id);
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  function getSnapshot(): QueueSnapshot {
    return snapshot;
  }

  function blockServer(serverId: string): void {
    blocked.add(serverId);
    for (const record of [...records.values()]) {
      // The user's answer already going out is let go (see the table).
      if (record.entry.server.id === serverId) apply(record, { type: 'block' });
    }
    publish();
  }

  function unblockServer(serverId: string): void {
    blocked.delete(serverId);
  }

  function isBlocked(serverId: string): boolean {
    return blocked.has(serverId);
  }

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    for (const record of [...records.values()]) apply(record, { type: 'dispose' });
    publish();
  }

  return {
    request,
    respond,
    dismiss,
    complete,
    subscribe,
    getSnapshot,
    blockServer,
    unblockServer,
    isBlocked,
    dispose,
    saveDraft,
    draft,
    // Answers given in the page go straight to the promise of `request`: nothing can fail to send.
    retry: () => false,
    stopTask,
  };
}
