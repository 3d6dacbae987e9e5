/**
 * The one function shape every adapter hands requests to, and the small helpers the adapters share.
 * Kept apart from the queue so an adapter can be driven by any `elicit` function (a queue, a test
 * double, a host's own router) without importing the queue's implementation.
 */
import type { ElicitApp } from '../apps/resource';
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from '../schema/protocol';

/**
 * Per-request options an adapter passes along with the request params.
 *
 * @example
 * ```ts
 * const options: ElicitOptions = { server: { id: 'files', label: 'Files' }, signal: extra.signal, timeoutMs: 300_000 };
 * ```
 */
export interface ElicitOptions {
  /** Who is asking: the host's trusted identity, plus what the server reported about itself. */
  server: ServerIdentity;
  /** Aborts when the server withdraws the request (for example `notifications/cancelled`). */
  signal?: AbortSignal;
  /** Answer `cancel` if the user has not answered within this many milliseconds. */
  timeoutMs?: number;
  /**
   * URL mode only: what the consent screen does once the page was opened (see `ElicitAfterOpen`).
   * Adapters set it from the protocol era: `'wait'` when the server will report completion
   * (2025-11-25, the request has an `elicitationId`), `'confirm'` when the answer triggers a retry
   * (2026-07-28 `inputRequests`, and the links of a -32042 error). Unset: the host decides.
   */
  afterOpen?: ElicitAfterOpen;
  /**
   * Where this request stands in a series the caller shows one at a time (the links of one
   * -32042 error): "step 1 of 2".
   */
  step?: ElicitStep;
  /**
   * Requests that share this value (compared by identity) are the keys of one 2026-07-28
   * `inputRequests` round, which the client asks all at once: the queue admits them as one
   * request against its rate limits, so a round with many keys never loses a question. The v2
   * and Mastra adapters pass the round's abort signal, which the SDK shares between its keys.
   */
  round?: object;
  /** Why the request was made, when the caller knows: the tool call that is running. Shown to the user as text. */
  context?: ElicitContext;
  /**
   * The long-running task that asks (the Tasks extension, or a 2025-11-25 task): its id, the tool
   * that started it and its times. A question of a task waits until answered, withdrawn or the
   * task expires (`expiresAt`), not for a live call's timeout.
   */
  task?: ElicitTask;
  /**
   * "Stop task": what stops the task this question belongs to (the task watcher's `stop`: it sends
   * `tasks/cancel` and withdraws the task's questions). Declining answers the question; this ends
   * the task. The queue's `stopTask(id)` calls it.
   */
  stopTask?: () => unknown;
  /**
   * App-rendered elicitations (a draft, `experimental.apps`): the server's MCP App that may show this
   * form request instead of the native form, set by an SDK adapter only when SEP-3118's four
   * conditions hold. Its `read` uses the asking server's own connection.
   */
  app?: ElicitApp;
}

/**
 * The task a question belongs to, as data for the UI to word ("Task 'nightly-report', started 2 h
 * ago, expires in 3 days"): codes and epoch milliseconds, no sentences. Everything here may echo the
 * server: shown as text only.
 *
 * @example
 * ```ts
 * const task: ElicitTask = { id: 'task-1', toolName: 'nightly-report', createdAt: Date.now(), expiresAt: Date.now() + 86_400_000 };
 * ```
 */
export interface ElicitTask {
  /** The server's task id. */
  readonly id: string;
  /** The tool whose call started the task, when known. */
  readonly toolName?: string;
  /** Epoch milliseconds when the server created the task, when known. */
  readonly createdAt?: number;
  /** Epoch milliseconds after which the server may drop the task (`createdAt` + `ttlMs`); unset: no expiry. */
  readonly expiresAt?: number;
  /** The question's key in the task's `inputRequests` (Tasks extension), when it has one. */
  readonly key?: string;
  /**
   * Whether the host can stop the task (`tasks/cancel`) from the question: the adapter holds the task
   * and offered a stop action. Unset: only answering is possible.
   */
  readonly stoppable?: boolean;
}

/**
 * The tool call that caused a request, as the MCP client (or the backend running it) knows it. Chat
 * UIs use `toolCallId` to place the question next to its call; the dialog shows `toolName` and, on
 * demand, the arguments. Everything here may echo model or server output: it is shown as text only.
 *
 * @example
 * ```ts
 * const context: ElicitContext = { toolName: 'delete_files', toolCallId: 'call_1', arguments: { paths: ['a.txt'] } };
 * ```
 */
export interface ElicitContext {
  readonly toolName?: string;
  readonly toolCallId?: string;
  readonly arguments?: unknown;
  /**
   * The tool's annotations from `tools/list` (`{}` for a listed tool without any), when the caller
   * looked them up. They are the server's claims: the dialog uses them to add caution (a destructive
   * tool's approval says so), never to remove it.
   */
  readonly annotations?: ElicitToolAnnotations;
}

/**
 * The hints of an MCP tool's `annotations` that the dialog reads. By the specification's defaults a
 * tool is destructive unless `readOnlyHint` is true or `destructiveHint` is false.
 *
 * @example
 * ```ts
 * const annotations: ElicitToolAnnotations = { destructiveHint: true };
 * ```
 */
export interface ElicitToolAnnotations {
  readonly title?: string;
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/**
 * Whether a request's tool call is destructive by its annotations and the specification's defaults
 * (`readOnlyHint` not true and `destructiveHint` not false). False when the tool or its annotations
 * are unknown: nothing is claimed then, and the dialog shows a plain decision.
 *
 * @example
 * ```ts
 * isDestructiveTool({ toolName: 'delete_files', annotations: {} }); // true: the defaults
 * ```
 */
export function isDestructiveTool(context: ElicitContext | undefined): boolean {
  const annotations = context?.annotations;
  if (typeof context?.toolName !== 'string' || context.toolName === '' || typeof annotations !== 'object' || annotations === null)
    return false;
  return annotations.readOnlyHint !== true && annotations.destructiveHint !== false;
}

/**
 * What a URL-mode consent screen does once the page was opened (the dialog's `afterOpen`, and
 * the queue entry's, which the adapters set):
 * - `'close'` (default): send `accept` (the user consented) and close. Right for hosts that learn
 *   of completion elsewhere, or not at all.
 * - `'wait'`: send `accept` at once and keep the dialog open, saying the user is finishing in the
 *   other window, until the host sets `completed` (2025-11-25: `notifications/elicitation/complete`)
 *   or the user closes it.
 * - `'confirm'`: send `accept` only when the user presses "I'm done — retry". For 2026-07-28 hosts
 *   (multi round-trip requests): the answer is what triggers the retry of the original call, and
 *   retrying before the user finished would only bring the same request back. `accept` still
 *   means consent; this mode only delays it until the user says when to retry.
 *
 * @example
 * ```ts
 * const afterOpen: ElicitAfterOpen = 'wait';
 * ```
 */
export type ElicitAfterOpen = 'close' | 'wait' | 'confirm';

/**
 * A place in a series shown one after the other, "2 of 3": a request's step in a series its caller
 * shows (`ElicitOptions.step`), and the current request's position among those the UI shows
 * (`useElicitation().position`).
 *
 * @example
 * ```ts
 * const step: ElicitStep = { index: 1, total: 2 };
 * ```
 */
export interface ElicitStep {
  /** 1-based. */
  readonly index: number;
  /** How many in the series: those already handled plus those still waiting. */
  readonly total: number;
}

/**
 * Reports that the server finished a URL-mode interaction (2025-11-25
 * `notifications/elicitation/complete`). Returns whether a request matched; unknown ids are ignored.
 *
 * @example
 * ```ts
 * const complete: ElicitComplete = (elicitationId, serverId) => queue.complete(elicitationId, serverId);
 * ```
 */
export type ElicitComplete = (elicitationId: string, serverId?: string) => boolean;

/**
 * Asks the user one elicitation and resolves with their answer. Resolves exactly once and never
 * rejects for user-level outcomes (decline, cancel, timeout, withdrawal).
 *
 * @example
 * ```ts
 * const elicit: Elicit = (params, { server }) => queue.request(params, { server });
 * ```
 */
export type Elicit = (params: ElicitRequestParams, options: ElicitOptions) => Promise<ElicitResult>;

/**
 * The side of a queue that adapters talk to: `request` hands it a request and resolves with the
 * answer; `complete` reports the server's completion of a URL-mode request. The queue from
 * `createElicitationQueue` is one, and so is a server bridge's per-user target. The user's side of
 * a queue is an `ElicitationStore`.
 *
 * @example
 * ```ts
 * const target: ElicitationTarget = { request: (params, { server }) => queue.request(params, { server }) };
 * ```
 */
export interface ElicitationTarget {
  request: Elicit;
  complete?: ElicitComplete;
}

/**
 * Anything an adapter accepts as its sink: an {@link Elicit} function or an
 * {@link ElicitationTarget} (such as the queue from `createElicitationQueue`).
 *
 * @example
 * ```ts
 * const target: ElicitTarget = createElicitationQueue();
 * ```
 */
export type ElicitTarget = Elicit | ElicitationTarget;

/**
 * The server identity an adapter attaches to each request: a fixed value, or a function read at
 * request time so details that arrive after connecting (the server's self-report) can be included.
 *
 * @example
 * ```ts
 * const server: ServerSource = () => ({ id: 'github', reported: mcp.serverInfo });
 * ```
 */
export type ServerSource = ServerIdentity | (() => ServerIdentity);

/**
 * Normalises an {@link ElicitTarget} to a plain function.
 *
 * @example
 * ```ts
 * const elicit = toElicit(queue);
 * await elicit(params, { server: { id: 'files' } });
 * ```
 */
export function toElicit(target: ElicitTarget): Elicit {
  if (typeof target === 'function') return target;
  // Bound through a closure so a class-based `request` keeps its `this`.
  return (params, options) => target.request(params, options);
}

/**
 * The completion hook of an {@link ElicitTarget}: the queue's `complete`, or `undefined` for a
 * plain function (which has nowhere to report completion to).
 *
 * @example
 * ```ts
 * toComplete(queue)?.('el-1', 'payments');
 * ```
 */
export function toComplete(target: ElicitTarget): ElicitComplete | undefined {
  if (typeof target === 'function' || typeof target.complete !== 'function') return undefined;
  const complete = target.complete;
  return (elicitationId, serverId) => complete.call(target, elicitationId, serverId);
}

/**
 * Reads a {@link ServerSource} at request time.
 *
 * @example
 * ```ts
 * resolveServer(() => ({ id: 'files' })); // { id: 'files' }
 * ```
 */
export function resolveServer(source: ServerSource): ServerIdentity {
  return typeof source === 'function' ? source() : source;
}

/**
 * Copies only the string `name`, `title` and `version` out of a server's self-reported
 * `serverInfo`. The rest (icons, URLs, arbitrary extras) is untrusted and has no place next to
 * the host's identity; non-string values are dropped for the same reason.
 *
 * @example
 * ```ts
 * pickReported({ name: 'everything', version: '2.0', icons: [] }); // { name: 'everything', version: '2.0' }
 * ```
 */
export function pickReported(info: unknown): ServerIdentity['reported'] | undefined {
  if (typeof info !== 'object' || info === null) return undefined;
  const source = info as Record<string, unknown>;
  const reported: NonNullable<ServerIdentity['reported']> = {};
  if (typeof source.name === 'string') reported.name = source.name;
  if (typeof source.title === 'string') reported.title = source.title;
  if (typeof source.version === 'string') reported.version = source.version;
  return Object.keys(reported).length > 0 ? reported : undefined;
}

/**
 * Adds the server's self-report to the host's identity unless the host already set one.
 *
 * @example
 * ```ts
 * withReported({ id: 'files' }, client.getServerVersion());
 * ```
 */
export function withReported(server: ServerIdentity, info: unknown): ServerIdentity {
  if (server.reported !== undefined) return server;
  const reported = pickReported(info);
  return reported === undefined ? server : { ...server, reported };
}

/** Per signal: its one abort listener and the callbacks of the requests that share it. */
const abortGroups = new WeakMap<AbortSignal, { readonly callbacks: Set<() => void>; readonly listener: () => void }>();

/**
 * Runs `callback` when `signal` aborts, with one `abort` listener per signal however many requests
 * share it: the keys of one `inputRequests` round share the SDK's signal, and a listener each would
 * pass Node's limit of 10 per event target and print `MaxListenersExceededWarning`. Returns the
 * function that forgets `callback` (and removes the listener once no callback is left).
 *
 * @example
 * ```ts
 * const forget = onAbort(signal, () => withdraw(record));
 * // once the request settled:
 * forget();
 * ```
 */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let group = abortGroups.get(signal);
  if (group === undefined) {
    const callbacks = new Set<() => void>();
    const listener = () => {
      abortGroups.delete(signal);
      for (const each of [...callbacks]) each();
      callbacks.clear();
    };
    group = { callbacks, listener };
    abortGroups.set(signal, group);
    signal.addEventListener('abort', listener, { once: true });
  }
  const { callbacks, listener } = group;
  // Wrapped so the same function registered twice is two registrations, each forgotten on its own.
  const entry = () => callback();
  callbacks.add(entry);
  return () => {
    if (!callbacks.delete(entry) || callbacks.size > 0) return;
    if (abortGroups.get(signal)?.listener === listener) abortGroups.delete(signal);
    signal.removeEventListener('abort', listener);
  };
}
