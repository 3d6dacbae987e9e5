/**
 * The wire shapes between the bridge on the server and the remote queue in the browser, and the
 * records the bridge keeps in its broker. Shared by both sides so the stream's format is written
 * down once. React-free and Node-free.
 */
import type { ElicitAction, ElicitRequestParams, ElicitResult, ServerIdentity } from '../schema/protocol';
import type { ElicitAfterOpen, ElicitContext, ElicitStep, ElicitTask } from './elicit';

/**
 * One pending request as the browser sees it: a queue entry without its status.
 *
 * @example
 * ```ts
 * const entry: BridgeEntry = { id: crypto.randomUUID(), params, server: { id: 'files' }, receivedAt: Date.now() };
 * ```
 */
export interface BridgeEntry {
  /** Chosen by the bridge (a random UUID), never by the MCP server. */
  readonly id: string;
  readonly params: ElicitRequestParams;
  readonly server: ServerIdentity;
  readonly receivedAt: number;
  readonly deadline?: number;
  readonly afterOpen?: ElicitAfterOpen;
  readonly step?: ElicitStep;
  readonly context?: ElicitContext;
  readonly task?: ElicitTask;
  /**
   * App-rendered elicitations (a draft): the request's MCP App, by its URI only. The tab reads the
   * resource through the bridge (`{ id, readApp: true }`), never by URL.
   */
  readonly app?: { readonly resourceUri: string };
}

/**
 * What happens to a channel's requests, as sent on its event stream (one SSE `event:` per type).
 * - `snapshot`: every pending request; first on a new stream, and when a resumed stream cannot
 *   replay what it missed.
 * - `added`: a new request.
 * - `settled`: answered (by any tab of the channel); `key` is that answer's key, so the tab that
 *   sent it knows it as its own even when its POST's reply never came.
 * - `withdrawn`: the MCP server no longer needs it, the instance holding it is gone, or the bridge closed.
 * - `timed-out`: nobody answered in time (the server was told `cancel`).
 * - `completed`: URL mode: the server reported the interaction finished.
 *
 * @example
 * ```ts
 * const event: BridgeEvent = { type: 'settled', id, action: 'accept' };
 * ```
 */
export type BridgeEvent =
  | { readonly type: 'snapshot'; readonly entries: readonly BridgeEntry[] }
  | { readonly type: 'added'; readonly entry: BridgeEntry }
  | { readonly type: 'settled'; readonly id: string; readonly action: ElicitAction; readonly key?: string }
  | { readonly type: 'withdrawn' | 'timed-out' | 'completed'; readonly id: string };

/**
 * The last event of a stream whose session ended: signed out, or the session now names another
 * user (the bridge asks `authorize` again on every heartbeat), or the app called
 * `bridge.disconnect(channel)`. Sent by the stream itself, never stored, numbered or replayed.
 *
 * @example
 * ```ts
 * const last: BridgeSignedOutEvent = { type: 'signed-out' };
 * ```
 */
export interface BridgeSignedOutEvent {
  readonly type: 'signed-out';
}

/**
 * An event with its place in the channel's sequence: the SSE `id:`, sent back as `Last-Event-ID`.
 *
 * @example
 * ```ts
 * const sequenced: SequencedEvent = { seq: 7, event: { type: 'withdrawn', id } };
 * ```
 */
export interface SequencedEvent {
  readonly seq: number;
  readonly event: BridgeEvent;
}

/**
 * How a request ended, remembered for a while so a late answer gets the right status:
 * `answered` and `completed` → 409, the others → 410.
 *
 * @example
 * ```ts
 * const status = (outcome: BridgeOutcome) => (outcome === 'answered' || outcome === 'completed' ? 409 : 410);
 * ```
 */
export type BridgeOutcome = 'answered' | 'completed' | 'withdrawn' | 'timed-out' | 'closed';

/**
 * A pending request as the broker stores it: the entry plus the instance that holds the MCP
 * request (the only one that can resolve it).
 *
 * @example
 * ```ts
 * const record: BrokerRecord = { entry, owner: broker.instanceId };
 * ```
 */
export interface BrokerRecord {
  readonly entry: BridgeEntry;
  readonly owner: string;
}

/**
 * An answer on its way to the instance that holds the request.
 *
 * @example
 * ```ts
 * const answer: BrokerAnswer = { channel: 'user-1', id, result: { action: 'decline' } };
 * ```
 */
export interface BrokerAnswer {
  readonly channel: string;
  readonly id: string;
  readonly result: ElicitResult;
  /**
   * The tab's random key for this answer, sent again with each retry of it: remembered with the
   * `answered` outcome, so a retry whose first attempt got through (its reply lost) is told apart
   * from another tab's answer.
   */
  readonly key?: string;
  /**
   * What the broker remembers with the `answered` outcome and gives back from `answeredWith`, in
   * place of `key`: the key bound to the answer's content, so that a repeat of the key with other
   * content is told apart from a retry. Absent: `key` is remembered.
   */
  readonly receipt?: string;
}

/**
 * The body of every error response: a plain message, plus the failing fields for a 422.
 *
 * @example
 * ```ts
 * const body: BridgeErrorBody = { error: 'not-found', message: 'No such request.' };
 * ```
 */
export interface BridgeErrorBody {
  readonly error: string;
  readonly message: string;
  readonly issues?: readonly { key: string | null; keyword: string }[];
}
