/**
 * The browser half of the bridge: an `ElicitationStore` (the UI's side of a queue, as
 * `createElicitationQueue` has) fed by the bridge's event stream instead of an in-page MCP client,
 * so `<ElicitationProvider>`, `<ElicitationHost>` and `useElicitation` work unchanged. Answers go
 * back with a POST. It has no adapters' side: requests come from the server only.
 *
 * The stream is read with `fetch` (not `EventSource`) so the host can send its own headers (a
 * bearer token) and so reconnecting can use backoff and `Last-Event-ID` under our control.
 */
import type { ElicitResult } from '../schema/protocol';
import { MCP_APP_MIME_TYPE } from '../apps/conditions';
import { appResourceOf, type ElicitApp } from '../apps/resource';
import type { BridgeEntry, BridgeErrorBody, BridgeEvent, BridgeSignedOutEvent } from './bridge-wire';
import {
  sameTask,
  type ElicitationStore,
  type QueueEntry,
  type QueueEntryReason,
  type QueueLogger,
  type QueueSendFailure,
  type QueueSnapshot,
  type QueueStopFailure,
  withStopFailure,
} from './queue';
import { createSseParser } from './remote-sse-parser';
import {
  connectionTransition,
  keepsDraft,
  remoteRequestTransition,
  remoteStatus,
  type RemoteConnectionEvent,
  type RemoteConnectionState,
  type RemoteRequestEvent,
  type RemoteRequestState,
} from './remote-queue-states';

export type { RemoteConnectionState } from './remote-queue-states';

/**
 * Options of {@link createRemoteElicitationQueue}.
 *
 * @example
 * ```ts
 * const options: RemoteElicitationQueueOptions = { url: '/api/elicitation', headers: () => ({ authorization: `Bearer ${token()}` }) };
 * ```
 */
export interface RemoteElicitationQueueOptions {
  /** The route where the bridge's handler is mounted (GET streams, POST answers). */
  url: string | URL;
  /** Replaces the global `fetch` (for example to add credentials or for tests). */
  fetch?: typeof fetch;
  /** Extra headers for both the stream and the answers; a function is read on every request. */
  headers?: HeadersInit | (() => HeadersInit);
  /** First reconnect delay; doubled after each failure up to `maxBackoffMs`. Default 500 ms. */
  initialBackoffMs?: number;
  /** Longest reconnect delay. Default 30 s. */
  maxBackoffMs?: number;
  /**
   * Reconnects when the stream has been silent this long: the bridge sends a heartbeat every 15 s
   * by default, so silence means a connection a proxy or a dead instance left hanging. Default 45 s.
   */
  idleTimeoutMs?: number;
  /**
   * How long sending one answer may take, the reply's headers and its body together. A bridge, proxy
   * or load balancer that accepts the POST and then stalls would otherwise leave the answer
   * "sending" for good: past this the POST is aborted and the entry comes back with the user's draft,
   * `sendFailure: { code: 'timed-out' }` and Retry. The answer may still have arrived; a retry of the
   * same answer is then confirmed as sent by the bridge, not reported as answered elsewhere.
   * Default 15 s.
   *
   * @example
   * ```ts
   * const remote = createRemoteElicitationQueue({ url: '/api/elicitation', sendTimeoutMs: 10_000 });
   * ```
   */
  sendTimeoutMs?: number;
  /** Replaces `console` for warnings. */
  logger?: QueueLogger;
}

/**
 * The queue returned by {@link createRemoteElicitationQueue}: an `ElicitationStore` plus the
 * connection state.
 *
 * @example
 * ```tsx
 * const remote: RemoteElicitationQueue = createRemoteElicitationQueue({ url: '/api/elicitation' });
 * <ElicitationProvider queue={remote}><ElicitationHost /></ElicitationProvider>
 * ```
 */
export interface RemoteElicitationQueue extends ElicitationStore {
  /** The stream's state now. */
  connectionState(): RemoteConnectionState;
  /** Listens to connection state changes; returns the unsubscribe function. */
  onConnectionChange(listener: (state: RemoteConnectionState) => void): () => void;
  /**
   * Keeps what the user typed into a request so far (the form's values, keyed by control name), as
   * the page's queue does, so a form mounted again for it (a route change, a collapsed chat, the
   * request back after its answer failed to send) starts from the user's answers. Kept on this tab,
   * per request, outside the snapshot, while the request can be answered here (pending, its answer
   * being sent, or back after a failed send). A reconnect that sends the same request again keeps
   * it; a sent answer, withdrawal, a timeout, an answer from another tab or `dispose` drops it.
   */
  saveDraft(id: string, values: Readonly<Record<string, unknown>>): void;
  /** The draft saved for a request that can still be answered here, if any (see `saveDraft`). */
  draft(id: string): Readonly<Record<string, unknown>> | undefined;
  /**
   * "Stop task" for a request of a task (`entry.task.stoppable`): the bridge hands it to the
   * backend that watches the task, which sends `tasks/cancel`; the task's questions then leave as
   * withdrawn (`reason: 'task-stopped'`). `false` when the request is unknown or offers no stop.
   */
  stopTask(id: string): boolean;
  /** Stops the stream; the requests stay on the server (another tab may still answer them). */
  dispose(): void;
}

interface RemoteRecord {
  entry: QueueEntry;
  /** Changes only through `remoteRequestTransition` (remote-queue-states.ts); `entry.status` follows it. */
  state: RemoteRequestState;
  /** Arrival order on this tab, to keep the list stable. */
  readonly seq: number;
  /** The answer being sent (or that failed to send), kept for `retry`. */
  answer?: ElicitResult;
  /**
   * A random key for that answer, sent with every attempt of it: after a reply that never came, the
   * bridge can tell a retry of this tab's own answer (200) from another tab's answer (409).
   */
  answerKey?: string;
  /**
   * What the user typed so far, while `keepsDraft(state)`. On the record, not in a map by id, so
   * it goes with the request and can never be read for another one.
   */
  draft?: Readonly<Record<string, unknown>>;
  /** This tab asked the bridge to stop the request's task: its withdrawal says so. */
  stopping?: boolean;
}

const EMPTY: QueueSnapshot = Object.freeze({ entries: Object.freeze([]), current: undefined });

/** Why an answer could not be sent (network failure, 5xx, 422, no reply in time), as a code for the UI to word. */
function failureCode(status: number, timedOut: boolean, timeoutMs: number): QueueSendFailure {
  if (timedOut) return { code: 'timed-out', timeoutMs };
  return status === 0 ? { code: 'connection' } : { code: 'status', status };
}

/** A key for one answer: random, and available outside secure contexts (unlike `randomUUID`). */
function newAnswerKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function reasonOf(event: BridgeEvent['type'] | string): QueueEntryReason {
  if (event === 'timed-out') return 'timed-out';
  if (event === 'answered' || event === 'completed' || event === 'settled') return 'answered-elsewhere';
  return 'withdrawn';
}

/**
 * Connects to a bridge's handler and returns a queue for `<ElicitationProvider queue={…}>`. It
 * reconnects with backoff and resumes with `Last-Event-ID`, so a request withdrawn or timed out
 * while the tab was away shows as such. A failed answer (network, 5xx, 422, or no reply within
 * `sendTimeoutMs`) brings the request back with the user's draft and `sendFailure` (a code the UI words);
 * `retry(id)` sends the same answer again (under the same key, so the bridge confirms one that got
 * through after all). An answer the server refuses as already answered (409) or gone (410) turns the
 * entry `withdrawn` with a `reason`.
 *
 * @example
 * ```tsx
 * const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });
 *
 * export function App() {
 *   return (
 *     <ElicitationProvider queue={remote}>
 *       <Chat />
 *       <ElicitationHost />
 *     </ElicitationProvider>
 *   );
 * }
 * ```
 */
export function createRemoteElicitationQueue(options: RemoteElicitationQueueOptions): RemoteElicitationQueue {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const logger = options.logger ?? console;
  const initialBackoffMs = options.initialBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 15_000;
  const url = String(options.url);
  const records = new Map<string, RemoteRecord>();
  const listeners = new Set<() => void>();
  const connectionListeners = new Set<(state: RemoteConnectionState) => void>();
  const blocked = new Set<string>();
  let snapshot = EMPTY;
  let nextSeq = 0;
  let lastEventId: string | undefined;
  let state: RemoteConnectionState = 'connecting';
  let failures = 0;
  let disposed = false;
  let abort = new AbortController();
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function headers(extra: Record<string, string>): Headers {
    const given = typeof options.headers === 'function' ? options.headers() : options.headers;
    const merged = new Headers(given);
    for (const [name, value] of Object.entries(extra)) merged.set(name, value);
    return merged;
  }

  function publish(): void {
    const entries = [...records.values()].sort((a, b) => a.seq - b.seq).map((record) => record.entry);
    const unchanged = entries.length === snapshot.entries.length && entries.every((entry, i) => entry === snapshot.entries[i]);
    if (unchanged) return;
    snapshot = Object.freeze({ entries: Object.freeze(entries), current: entries[0] });
    for (const listener of [...listeners]) listener();
  }

  function moveConnection(event: RemoteConnectionEvent): void {
    const next = connectionTransition(state, event);
    if (next === undefined) return;
    state = next;
    for (const listener of [...connectionListeners]) listener(next);
  }

  function update(record: RemoteRecord, change: Partial<QueueEntry>, reopen = false): void {
    const attempt = reopen ? (record.entry.attempt ?? 0) + 1 : record.entry.attempt;
    record.entry = Object.freeze({ ...record.entry, ...change, ...(attempt !== undefined && { attempt }) });
  }

  /**
   * Applies one event to a request: the table says what happens, this updates the entry it shows
   * (`change`: what else the entry carries now, such as the send error). Returns whether it applied.
   */
  function step(id: string, event: RemoteRequestEvent, change: Partial<QueueEntry> = {}): boolean {
    const record = records.get(id);
    if (record === undefined) return false;
    const next = remoteRequestTransition(record.state, event);
    if (next === undefined) return false;
    record.state = next.state;
    // Answered, withdrawn, gone: what was typed can no longer be sent from this tab.
    if (!keepsDraft(next.state)) record.draft = undefined;
    const status = remoteStatus(next.state);
    if (status === undefined) records.delete(id);
    else if (status !== record.entry.status || next.reason !== undefined || next.reopen || Object.keys(change).length > 0) {
      update(record, { ...change, status, ...(next.reason !== undefined && { reason: next.reason }) }, next.reopen);
    }
    return true;
  }

  function add(entry: BridgeEntry): void {
    // Already known (a snapshot after a reconnect lists it again): the record, and the user's draft
    // in it, stay as they are; one shown as signed out can be answered again.
    if (records.has(entry.id)) return void step(entry.id, { type: 'listed' }, { reason: undefined });
    const { app, ...sent } = entry;
    const queued: QueueEntry = Object.freeze({
      ...sent,
      status: 'pending' as const,
      ...(app !== undefined && typeof app.resourceUri === 'string' && { app: remoteApp(entry.id, app.resourceUri) }),
    });
    records.set(entry.id, { entry: queued, state: 'pending', seq: nextSeq++ });
    if (blocked.has(entry.server.id)) respond(entry.id, { action: 'decline' });
  }

  /**
   * A request's app (app-rendered elicitations, a draft): its resource is read through the bridge
   * (`{ id, readApp: true }`, the same route, headers and rules as an answer), which reads it on the
   * asking server's connection, and is checked here as one app document again.
   */
  function remoteApp(id: string, resourceUri: string): ElicitApp {
    return {
      resourceUri,
      read: async () => {
        const response = await doFetch(url, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json', accept: 'application/json' }),
          body: JSON.stringify({ id, readApp: true }),
          cache: 'no-store',
          signal: abort.signal,
        });
        const body = (await response.json().catch(() => ({}))) as { resource?: { html?: unknown; csp?: unknown } };
        if (!response.ok) throw new Error(`The bridge answered ${response.status} for the app.`);
        const resource = body.resource;
        const content = { uri: resourceUri, mimeType: MCP_APP_MIME_TYPE, text: resource?.html, _meta: { ui: { csp: resource?.csp } } };
        return appResourceOf({ contents: [content] }, resourceUri);
      },
    };
  }

  /** The bridge says this tab's session ended: every request shows it, and so does the connection. */
  function signOut(): void {
    for (const id of [...records.keys()]) step(id, { type: 'signed-out' });
    // Signed in again (perhaps as someone else), the stream starts over with a snapshot, which
    // gives back the requests still pending for this user.
    lastEventId = undefined;
    moveConnection('signed-out');
    publish();
  }

  function onEvent(event: BridgeEvent | BridgeSignedOutEvent): void {
    switch (event.type) {
      case 'signed-out':
        // The stream's last event; the reconnect that follows is refused until the user signs in again.
        return signOut();
      case 'snapshot': {
        const present = new Set(event.entries.map((entry) => entry.id));
        for (const id of [...records.keys()]) if (!present.has(id)) step(id, { type: 'missing' });
        for (const entry of event.entries) add(entry);
        break;
      }
      case 'added':
        add(event.entry);
        break;
      case 'settled': {
        // Our own answer, known by its key (its POST's reply may have been lost): sent, not "answered elsewhere".
        const record = records.get(event.id);
        const own = record?.answerKey !== undefined && event.key === record.answerKey;
        step(event.id, own ? { type: 'settled', own, wait: record.answer?.action === 'accept' && waits(record) } : { type: 'settled' });
        break;
      }
      case 'completed':
        step(event.id, { type: 'completed' });
        break;
      case 'withdrawn':
      case 'timed-out': {
        const stopped = event.type === 'withdrawn' && records.get(event.id)?.stopping === true;
        step(event.id, { type: 'ended', reason: stopped ? 'task-stopped' : reasonOf(event.type) });
        break;
      }
    }
    publish();
  }

  async function connect(): Promise<void> {
    const disposal = abort.signal;
    // One controller per connection: the idle timer aborts this stream only, disposal aborts it too.
    const connection = new AbortController();
    const onDispose = () => connection.abort();
    disposal.addEventListener('abort', onDispose, { once: true });
    const signal = connection.signal;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const resetIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => connection.abort(), idleTimeoutMs);
    };
    try {
      resetIdle();
      const response = await doFetch(url, {
        method: 'GET',
        headers: headers({ accept: 'text/event-stream', ...(lastEventId !== undefined && { 'last-event-id': lastEventId }) }),
        cache: 'no-store',
        signal,
      });
      if (!response.ok || response.body === null) {
        // Never read: cancelled, so the connection goes now rather than when the response is
        // collected (a proxy's error body may never end; a browser has six connections per host).
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 401) signOut();
        throw new Error(`the stream answered ${response.status}`);
      }
      moveConnection('opened');
      failures = 0;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parse = createSseParser((id, data) => {
        if (id !== undefined) lastEventId = id;
        try {
          onEvent(JSON.parse(data) as BridgeEvent | BridgeSignedOutEvent);
        } catch (error) {
          logger.warn(`[mcp-elicitation] Ignored an unreadable bridge event: ${String(error)}`);
        }
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        resetIdle();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (!disposal.aborted) {
        failures += 1;
        if (failures === 1) logger.warn(`[mcp-elicitation] The elicitation stream failed; reconnecting: ${String(error)}`);
      }
    } finally {
      clearTimeout(idle);
      disposal.removeEventListener('abort', onDispose);
    }
    if (disposed || disposal.aborted) return;
    moveConnection('dropped');
    const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** Math.max(0, failures - 1));
    failures = Math.max(failures, 1);
    reconnectTimer = setTimeout(() => void connect(), delay);
  }

  async function send(id: string, record: RemoteRecord, answer: ElicitResult, answerKey: string): Promise<void> {
    let status = 0;
    let body: Partial<BridgeErrorBody> = {};
    let timedOut = false;
    const disposal = abort.signal;
    const controller = new AbortController();
    const onDispose = () => controller.abort();
    disposal.addEventListener('abort', onDispose, { once: true });
    // Covers the headers and the body: a peer that takes the POST and then stalls (no headers, or an
    // error body that never ends) must not leave the answer "sending" with no way out.
    const deadline = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, sendTimeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', accept: 'application/json' }),
        body: JSON.stringify({ id, result: answer, key: answerKey }),
        cache: 'no-store',
        signal: controller.signal,
      });
      status = response.status;
      body = (await response.json().catch(() => ({}))) as Partial<BridgeErrorBody>;
    } catch {
      // Network failure (`status` stays 0), or aborted at the deadline or on dispose.
    } finally {
      clearTimeout(deadline);
      disposal.removeEventListener('abort', onDispose);
    }
    if (records.get(id) !== record || disposed) return;
    // A status the bridge did send decides, even when its body then stalled; past the deadline
    // without one (or with an error status whose message never came), the send timed out.
    if (status >= 200 && status < 300) step(id, { type: 'sent' });
    else if (status === 401) return signOut();
    else if (status === 409) step(id, { type: 'refused', reason: 'answered-elsewhere' });
    else if (status === 410) step(id, { type: 'refused', reason: reasonOf(body.error ?? 'withdrawn') });
    else if (status === 404) step(id, { type: 'refused', reason: 'gone' });
    else {
      step(id, timedOut ? { type: 'send-timed-out' } : { type: 'send-failed' }, {
        sendFailure: failureCode(status, timedOut, sendTimeoutMs),
      });
    }
    publish();
  }

  /** A URL request whose accepted answer keeps a waiting screen until completion. */
  function waits(record: RemoteRecord): boolean {
    return record.entry.params.mode === 'url' && record.entry.afterOpen === 'wait';
  }

  function respond(id: string, result: ElicitResult): boolean {
    const record = records.get(id);
    if (record === undefined) return false;
    // As in the page: an accepted URL request with `afterOpen: 'wait'` stays on a waiting screen
    // until the server reports completion (a `completed` event) or the user closes it.
    const wait = result.action === 'accept' && waits(record);
    if (!step(id, { type: 'respond', wait })) return false;
    // A retry (or the same answer given again) goes under the same key; a different answer gets a new one.
    if (record.answerKey === undefined || JSON.stringify(record.answer) !== JSON.stringify(result)) record.answerKey = newAnswerKey();
    record.answer = result;
    if (wait) publish();
    void send(id, record, result, record.answerKey);
    return true;
  }

  function retry(id: string): boolean {
    const record = records.get(id);
    if (record === undefined || record.answer === undefined || record.state !== 'failed') return false;
    return respond(id, record.answer);
  }

  function dismiss(id: string): boolean {
    if (!step(id, { type: 'dismiss' })) return false;
    publish();
    return true;
  }

  function saveDraft(id: string, values: Readonly<Record<string, unknown>>): void {
    const record = records.get(id);
    if (record === undefined || disposed || !keepsDraft(record.state)) return;
    record.draft = Object.freeze({ ...values });
  }

  function draft(id: string): Readonly<Record<string, unknown>> | undefined {
    return records.get(id)?.draft;
  }

  /**
   * "Stop task": asks the bridge to stop the request's task (`{ id, stopTask: true }`, the same
   * route, headers and rules as an answer). The backend sends `tasks/cancel`; the task's questions
   * come back withdrawn on the stream, as stopped.
   */
  function stopTask(id: string): boolean {
    const record = records.get(id);
    if (record === undefined || record.entry.task?.stoppable !== true || disposed) return false;
    const same = sameTask(record.entry);
    const mark = (stopping: boolean) => {
      for (const other of records.values()) if (same(other.entry)) other.stopping = stopping;
    };
    mark(true);
    if (record.entry.stopFailure !== undefined) {
      record.entry = withStopFailure(record.entry, undefined);
      publish();
    }
    void sendStop(id, record).then((failure) => {
      if (failure === undefined || disposed) return;
      mark(false);
      // The question stays: the user is told on it (as for a failed send), and may try again.
      if (records.get(id) !== record || record.entry.status !== 'pending') {
        logger.warn(`[mcp-elicitation] Stopping a task failed: ${JSON.stringify(failure)}`);
        return;
      }
      record.entry = withStopFailure(record.entry, failure);
      publish();
    });
    return true;
  }

  /** Posts "Stop task" to the bridge; resolves with why it failed, or `undefined` when the bridge took it. */
  async function sendStop(id: string, record: RemoteRecord): Promise<QueueStopFailure | undefined> {
    const controller = new AbortController();
    const onDispose = () => controller.abort();
    const disposal = abort.signal;
    disposal.addEventListener('abort', onDispose, { once: true });
    // Bounded as an answer is: a stalled bridge must not hold the request for good.
    const deadline = setTimeout(() => controller.abort(), sendTimeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', accept: 'application/json' }),
        body: JSON.stringify({ id, stopTask: true }),
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.ok) return undefined;
      if (response.status === 401 && records.get(id) === record) {
        signOut();
        return undefined;
      }
      if (response.status === 410) return { code: 'gone' };
      const body = (await response.json().catch(() => ({}))) as Partial<BridgeErrorBody>;
      // The instance holding the question asked the server, which did not stop the task.
      return body.error === 'stop-failed' ? { code: 'failed' } : { code: 'status', status: response.status };
    } catch {
      // Network failure, or aborted at the deadline (or on dispose, which nobody sees).
      return { code: 'no-reply' };
    } finally {
      clearTimeout(deadline);
      disposal.removeEventListener('abort', onDispose);
    }
  }

  function blockServer(serverId: string): void {
    blocked.add(serverId);
    for (const [id, record] of records) if (record.entry.server.id === serverId) respond(id, { action: 'decline' });
  }

  void connect();

  return {
    respond,
    dismiss,
    retry,
    saveDraft,
    draft,
    stopTask,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    blockServer,
    unblockServer: (serverId) => void blocked.delete(serverId),
    isBlocked: (serverId) => blocked.has(serverId),
    dispose() {
      if (disposed) return;
      disposed = true;
      clearTimeout(reconnectTimer);
      abort.abort();
      abort = new AbortController();
      // The requests live on the server (another tab may still answer them): only this view ends.
      records.clear();
      moveConnection('dispose');
      publish();
    },
    connectionState: () => state,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => {
        connectionListeners.delete(listener);
      };
    },
  };
}
