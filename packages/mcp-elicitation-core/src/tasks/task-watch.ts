/**
 * Watches one task of the Tasks extension (`io.modelcontextprotocol/tasks`) for questions: polls
 * `tasks/get` through a {@link TaskPort} at the server's `pollIntervalMs`, turns each new
 * `inputRequests` key into a request of its own (marked with its task), answers each key through
 * `tasks/update` as soon as the user answers it, withdraws a key the server stops asking, and
 * withdraws every question when the task ends, expires or is stopped (`tasks/cancel`).
 *
 * Where the server pushes the task's status (`notifications/tasks` on a `subscriptions/listen`
 * stream, {@link TaskPort.listen}), polling stops while no question of the task is pending and a
 * notification wakes the watcher; a slow safety poll stays (see `quietPollIntervalMs`). Without the
 * push, or when its stream drops, the watcher polls as before.
 *
 * The wire calls are the port's (the SDK v2 adapter builds it on `@modelcontextprotocol/ext-tasks`);
 * this file only decides when to call them. The add-on's own execution driver asks the keys of a poll
 * one after another and stops polling until each is answered, so it can neither show two questions
 * at once, nor notice a withdrawn key or an expiry while the user takes a day to answer.
 */
import type { ElicitResult } from '../schema/protocol';
import type { ElicitRequestParams } from '../schema/protocol';
import { resolveServer, toElicit, type ElicitTarget, type ElicitTask, type ServerSource } from '../elicitation/elicit';

/**
 * What `tasks/get` says about a task, as far as questions need it.
 *
 * @example
 * ```ts
 * const snapshot: TaskSnapshot = { status: 'input_required', inputRequests: { name: { method: 'elicitation/create', params } } };
 * ```
 */
export interface TaskSnapshot {
  readonly status: 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
  readonly inputRequests?: Readonly<Record<string, { readonly method: string; readonly params?: unknown }>>;
  /** The server's polling hint. */
  readonly pollIntervalMs?: number;
  /** ISO 8601, as on the wire. */
  readonly createdAt?: string;
  readonly ttlMs?: number | null;
}

/**
 * The three task requests the watcher needs, bound to one task.
 *
 * @example
 * ```ts
 * declare const port: TaskPort;
 * await port.update({ name: { action: 'decline' } });
 * ```
 */
export interface TaskPort {
  get(signal?: AbortSignal): Promise<TaskSnapshot>;
  update(inputResponses: Readonly<Record<string, ElicitResult>>): Promise<void>;
  cancel(): Promise<void>;
  /**
   * Opens the server's push for this task (`notifications/tasks` through `subscriptions/listen`)
   * and calls `notify` on each notification. Resolves once the server agreed, or with `undefined`
   * when it does not offer it (the watcher then polls). Optional: without it the watcher polls.
   */
  listen?(notify: () => void): Promise<TaskSubscription | undefined>;
}

/**
 * An open push of a task's status (see {@link TaskPort.listen}).
 *
 * @example
 * ```ts
 * declare const subscription: TaskSubscription;
 * await subscription.closed; // the stream ended: back to polling
 * ```
 */
export interface TaskSubscription {
  /** Resolves when the stream ends, whoever ended it. */
  readonly closed: Promise<unknown>;
  close(): void;
}

/**
 * A clock the watcher reads and sets timers on; tests pass a fake one.
 *
 * @example
 * ```ts
 * const clock: TaskClock = { now: Date.now, setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (id) => clearTimeout(id as number) };
 * ```
 */
export interface TaskClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * How a watched task ended: its terminal status, `expired` (its `ttlMs` passed, or the server no
 * longer knows it), `stopped` (the host sent `tasks/cancel`) or `closed` (the watcher was closed,
 * the task goes on).
 *
 * @example
 * ```ts
 * const end: TaskWatchEnd = 'expired';
 * ```
 */
export type TaskWatchEnd = 'completed' | 'failed' | 'cancelled' | 'expired' | 'stopped' | 'closed';

/**
 * Options of {@link watchTask}.
 *
 * @example
 * ```ts
 * const options: WatchTaskOptions = { elicit: queue, server: { id: 'reports' }, task: { id: 'task-1', toolName: 'nightly-report' } };
 * ```
 */
export interface WatchTaskOptions {
  /** Where questions go: the queue, `bridge.target(user)`, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /** The host's identity for the server. */
  server: ServerSource;
  /** The task: its id and the tool that started it (its times are read from `tasks/get`). */
  task: Pick<ElicitTask, 'id' | 'toolName'> & { readonly createdAt?: number; readonly expiresAt?: number };
  /** Whether the host offers "Stop task" for its questions (marks them `stoppable`). Default `true`. */
  stoppable?: boolean;
  /** Polling interval when the server gives no hint. Default 5 s. */
  defaultPollIntervalMs?: number;
  /** Longest wait between polls after failures (the wait doubles per failure). Default 5 min. */
  maxBackoffMs?: number;
  /**
   * While the server pushes the task's status and no question of it is pending: the safety poll's
   * interval. Default 10 min.
   */
  quietPollIntervalMs?: number;
  /** Default: the real clock. */
  clock?: TaskClock;
  /** Told about a failed `tasks/get` or `tasks/update`; the watcher retries. */
  onError?: (error: unknown) => void;
}

/**
 * A watched task.
 *
 * @example
 * ```ts
 * declare const watch: TaskWatch;
 * await watch.stop(); // tasks/cancel, and its questions are withdrawn
 * ```
 */
export interface TaskWatch {
  /** How the watch ended. */
  readonly done: Promise<TaskWatchEnd>;
  /** The task as last seen: id, tool, created and expiry in epoch milliseconds. */
  task(): ElicitTask;
  /** Polls now (on the task's status notification). */
  wake(): void;
  /**
   * "Stop task": sends `tasks/cancel` and, once the server took it, withdraws the task's questions.
   * Rejects (and the questions stay) when `tasks/cancel` fails.
   */
  stop(): Promise<void>;
  /** Stops watching without touching the task (its questions are withdrawn here; a later watch asks them again). */
  close(): void;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;
const DEFAULT_QUIET_POLL_MS = 10 * 60_000;
/** JSON-RPC "invalid params": what `tasks/get` may answer for a task past its `ttlMs`. */
const INVALID_PARAMS = -32602;
const MAX_TIMER_MS = 2_147_483_647;

const realClock: TaskClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

const TERMINAL = new Set<TaskSnapshot['status']>(['completed', 'failed', 'cancelled']);

/**
 * Starts watching a task for questions (see the file's head). Each question is asked with
 * `options.task` (id, tool, created, expiry, its key) and a timeout that ends when the task expires.
 *
 * @example
 * ```ts
 * declare const port: TaskPort;
 * const watch = watchTask(port, { elicit: queue, server: { id: 'reports' }, task: { id: 'task-1' } });
 * const end = await watch.done;
 * ```
 */
export function watchTask(port: TaskPort, options: WatchTaskOptions): TaskWatch {
  const clock = options.clock ?? realClock;
  const elicit = toElicit(options.elicit);
  const server = () => resolveServer(options.server);
  let task: ElicitTask = {
    ...options.task,
    ...(options.stoppable !== false && { stoppable: true }),
  };
  /** Keys being asked, with what withdraws them. */
  const asking = new Map<string, AbortController>();
  /** Keys answered (or being answered): never asked again, whatever later polls say. */
  const answered = new Set<string>();
  let ended = false;
  /** "Stop task" sent `tasks/cancel` and waits for its reply: a `cancelled` seen meanwhile is the stop. */
  let stopping = false;
  let polling = false;
  let again = false;
  let timer: unknown;
  let expiryTimer: unknown;
  let failures = 0;
  let interval = options.defaultPollIntervalMs ?? DEFAULT_POLL_MS;
  const maxBackoff = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  /** The server's push while it is open; `undefined`: polling only. */
  let subscription: TaskSubscription | undefined;
  /** Streams that ended since the last notification: the wait before listening again doubles with each. */
  let drops = 0;
  let listenTimer: unknown;
  let finish!: (end: TaskWatchEnd) => void;
  const done = new Promise<TaskWatchEnd>((resolve) => (finish = resolve));

  function end(how: TaskWatchEnd, reason: string): void {
    if (ended) return;
    ended = true;
    if (timer !== undefined) clock.clearTimeout(timer);
    if (expiryTimer !== undefined) clock.clearTimeout(expiryTimer);
    if (listenTimer !== undefined) clock.clearTimeout(listenTimer);
    subscription?.close();
    subscription = undefined;
    for (const controller of asking.values()) controller.abort(reason);
    asking.clear();
    finish(how);
  }

  function schedule(ms: number): void {
    if (ended) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    // The next poll: the server's hint, or the backoff after a failure.
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        void poll();
      },
      Math.min(ms, MAX_TIMER_MS),
    );
  }

  function watchExpiry(): void {
    if (expiryTimer !== undefined) clock.clearTimeout(expiryTimer);
    expiryTimer = undefined;
    if (task.expiresAt === undefined || ended) return;
    const left = task.expiresAt - clock.now();
    if (left <= 0) return end('expired', 'the task expired');
    // The task's own deadline: its questions are withdrawn when it passes, polled or not.
    expiryTimer = clock.setTimeout(watchExpiry, Math.min(left, MAX_TIMER_MS));
  }

  function learn(snapshot: TaskSnapshot): void {
    const createdAt = snapshot.createdAt === undefined ? task.createdAt : Date.parse(snapshot.createdAt);
    const created = createdAt !== undefined && Number.isFinite(createdAt) ? createdAt : undefined;
    const expiresAt = snapshot.ttlMs == null || created === undefined ? task.expiresAt : created + snapshot.ttlMs;
    const next: ElicitTask = {
      ...task,
      ...(created !== undefined && { createdAt: created }),
      ...(expiresAt !== undefined && { expiresAt }),
    };
    const changed = next.expiresAt !== task.expiresAt;
    task = next;
    if (changed) watchExpiry();
    if (typeof snapshot.pollIntervalMs === 'number' && snapshot.pollIntervalMs > 0) interval = snapshot.pollIntervalMs;
  }

  async function poll(): Promise<void> {
    if (ended) return;
    if (polling) {
      again = true;
      return;
    }
    polling = true;
    try {
      let snapshot: TaskSnapshot;
      try {
        snapshot = await port.get();
      } catch (error) {
        if (ended) return;
        if ((error as { code?: unknown } | null)?.code === INVALID_PARAMS) return end('expired', 'the server no longer knows the task');
        options.onError?.(error);
        failures += 1;
        schedule(Math.min(interval * 2 ** failures, maxBackoff));
        return;
      }
      if (ended) return;
      failures = 0;
      learn(snapshot);
      if (task.expiresAt !== undefined && clock.now() >= task.expiresAt) return end('expired', 'the task expired');
      if (TERMINAL.has(snapshot.status)) {
        const how = stopping && snapshot.status === 'cancelled' ? 'stopped' : (snapshot.status as TaskWatchEnd);
        return end(how, `the task ended: ${snapshot.status}`);
      }
      const requests = snapshot.status === 'input_required' ? (snapshot.inputRequests ?? {}) : {};
      // A key the server no longer lists was withdrawn (or answered elsewhere): its question goes.
      for (const [key, controller] of asking) {
        if (!Object.hasOwn(requests, key)) {
          asking.delete(key);
          controller.abort('the server stopped asking');
        }
      }
      for (const [key, request] of Object.entries(requests)) {
        if (request.method !== 'elicitation/create' || asking.has(key) || answered.has(key)) continue;
        ask(key, request.params as ElicitRequestParams);
      }
      // Nothing pending and the server pushes: its notification wakes the watcher. The slow poll
      // stays because the push is a MAY of the specification and can be lost silently (a dropped
      // stream the transport does not report, a server that acknowledged the subscription but
      // never sends, an intermediary that buffers the stream), and a lost one would leave a
      // question unasked until the task expires. A pending question keeps the server's interval,
      // so a key the server stops asking leaves the user's screen promptly.
      schedule(subscription !== undefined && asking.size === 0 ? (options.quietPollIntervalMs ?? DEFAULT_QUIET_POLL_MS) : interval);
    } finally {
      polling = false;
      if (again && !ended) {
        again = false;
        void poll();
      }
    }
  }

  function ask(key: string, params: ElicitRequestParams): void {
    const controller = new AbortController();
    asking.set(key, controller);
    const expiresIn = task.expiresAt === undefined ? undefined : Math.max(0, task.expiresAt - clock.now());
    void elicit(params, {
      server: server(),
      signal: controller.signal,
      task: { ...task, key },
      ...(task.stoppable === true && { stopTask: () => watch.stop() }),
      ...(expiresIn !== undefined && { timeoutMs: expiresIn }),
    }).then(async (result) => {
      if (controller.signal.aborted || ended) return;
      asking.delete(key);
      answered.add(key);
      try {
        // One key at a time: the server may take the answers of a task one by one.
        await port.update({ [key]: result });
      } catch (error) {
        options.onError?.(error);
      }
      void poll();
    });
  }

  /** Opens the server's push, if the port and the server offer it; polling goes on meanwhile. */
  async function listen(): Promise<void> {
    listenTimer = undefined;
    if (ended || port.listen === undefined) return;
    let opened: TaskSubscription | undefined;
    try {
      opened = await port.listen(() => {
        drops = 0;
        void poll();
      });
    } catch (error) {
      options.onError?.(error);
      opened = undefined;
    }
    if (opened === undefined) return;
    if (ended) return opened.close();
    subscription = opened;
    void opened.closed.then(() => {
      if (subscription !== opened || ended) return;
      // The stream ended: poll at the server's interval again, and listen again after a while.
      subscription = undefined;
      drops += 1;
      void poll();
      listenTimer = clock.setTimeout(() => void listen(), Math.min(interval * 2 ** drops, maxBackoff, MAX_TIMER_MS));
    });
    // What changed between the first poll and the server's acknowledgement came with no
    // notification: one poll now, which then waits for the push.
    void poll();
  }

  const watch: TaskWatch = {
    done,
    task: () => task,
    wake: () => void poll(),
    async stop() {
      if (ended) return;
      // The server first: when it refuses `tasks/cancel` (or cannot be reached), the task goes on
      // and so do its questions, and the caller hears why.
      stopping = true;
      try {
        await port.cancel();
      } catch (error) {
        stopping = false;
        throw error;
      }
      end('stopped', 'the task was stopped');
    },
    close: () => end('closed', 'no longer watched here'),
  };
  watchExpiry();
  void poll();
  void listen();
  return watch;
}
