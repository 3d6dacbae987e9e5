/**
 * The remote queue's two machines as transition tables: one request as this tab sees it, and the
 * event stream's connection. Pure: the remote queue (`remote-queue.ts`) does the I/O around them
 * (the stream, the POSTs, backoff timers, publishing snapshots, keeping the draft where `keepsDraft` says).
 */
import type { QueueEntryReason, QueueEntryStatus } from './queue';

/**
 * Where one request stands on this tab.
 * - `pending`: shown, waiting for the user's answer.
 * - `failed`: shown again with the draft and the send error; `retry` sends the kept answer.
 * - `sending`: the answer's POST is in flight.
 * - `consenting`: a URL request with `afterOpen: 'wait'` the user accepted, shown as waiting while
 *   its POST is in flight.
 * - `waiting`: that consent was sent; shown until the server's `completed` event or the user's Close.
 * - `withdrawn`: can no longer be answered (withdrawn, timed out, answered elsewhere, gone); shown
 *   until dismissed.
 * - `signed-out`: the user's session ended (the stream's last event, or a 401): shown as signed out
 *   until dismissed, or answerable again once a stream lists it after the user signs back in.
 * - `done`: out of the queue.
 *
 * @example
 * ```ts
 * const inFlight = (state: RemoteRequestState) => state === 'sending' || state === 'consenting';
 * ```
 */
export type RemoteRequestState = 'pending' | 'failed' | 'sending' | 'consenting' | 'waiting' | 'withdrawn' | 'signed-out' | 'done';

/**
 * What can happen to a request on this tab.
 * - `respond`: the user answered (or the server is blocked); `wait` for an accepted URL request
 *   with `afterOpen: 'wait'`.
 * - `sent`: the POST answered 2xx; `refused`: 409, 410 or 404, with the reason to show;
 *   `send-failed`: the network failed or any other status; `send-timed-out`: no complete reply
 *   came within the send time limit (the POST was aborted; the answer may still have arrived).
 * - `ended`: the stream said it was withdrawn or timed out; `settled`: answered (by another tab, or
 *   `own`: by this tab's answer whose POST timed out; `wait` as for `respond`);
 *   `missing`: a snapshot after a reconnect no longer lists it; `completed`: the server finished it.
 * - `signed-out`: the session ended; `listed`: a stream (signed in again) lists it as pending.
 * - `dismiss`: the UI closed it.
 *
 * @example
 * ```ts
 * const event: RemoteRequestEvent = { type: 'ended', reason: 'timed-out' };
 * ```
 */
export type RemoteRequestEvent =
  | { readonly type: 'respond'; readonly wait: boolean }
  | { readonly type: 'sent' }
  | { readonly type: 'refused'; readonly reason: QueueEntryReason }
  | { readonly type: 'send-failed' }
  | { readonly type: 'send-timed-out' }
  | { readonly type: 'ended'; readonly reason: QueueEntryReason }
  | { readonly type: 'settled'; readonly own?: boolean; readonly wait?: boolean }
  | { readonly type: 'missing' }
  | { readonly type: 'completed' }
  | { readonly type: 'signed-out' }
  | { readonly type: 'listed' }
  | { readonly type: 'dismiss' };

/**
 * What an event did: the next state, the `reason` a `withdrawn` request shows, and `reopen` when a
 * dialog that had closed on the user's answer must show the request again (its `attempt` grows).
 *
 * @example
 * ```ts
 * const step: RemoteRequestTransition = { state: 'withdrawn', reason: 'gone' };
 * ```
 */
export interface RemoteRequestTransition {
  readonly state: RemoteRequestState;
  readonly reason?: QueueEntryReason;
  readonly reopen?: boolean;
}

/** States in which the user has answered at least once (a dialog that closed on it reopens). */
const ANSWERED: ReadonlySet<RemoteRequestState> = new Set(['failed', 'sending', 'consenting', 'waiting']);
const IN_FLIGHT: ReadonlySet<RemoteRequestState> = new Set(['sending', 'consenting']);

/**
 * The transition table for one request. `undefined`: the event does nothing in that state (and
 * `respond`/`dismiss` report `false`).
 *
 * @example
 * ```ts
 * remoteRequestTransition('sending', { type: 'ended', reason: 'withdrawn' }); // { state: 'withdrawn', reason: 'withdrawn', reopen: true }
 * ```
 */
export function remoteRequestTransition(state: RemoteRequestState, event: RemoteRequestEvent): RemoteRequestTransition | undefined {
  if (state === 'done') return undefined;
  if (state === 'signed-out') return signedOutTransition(event);
  switch (event.type) {
    case 'respond':
      if (state !== 'pending' && state !== 'failed') return undefined;
      return { state: event.wait ? 'consenting' : 'sending' };
    case 'sent':
      // Sent. An accepted URL request with `afterOpen: 'wait'` stays until its `completed` event;
      // one withdrawn while its answer was on the way leaves, since the answer went through.
      if (state === 'consenting') return { state: 'waiting' };
      return state === 'sending' || state === 'withdrawn' ? { state: 'done' } : undefined;
    case 'refused':
      return IN_FLIGHT.has(state) ? { state: 'withdrawn', reason: event.reason, reopen: true } : undefined;
    case 'send-failed':
    case 'send-timed-out':
      // Back to the form (or the consent screen) with the draft and the error, ready for Retry; a
      // reply that never came ends the same way, never left "sending" with no way out.
      return IN_FLIGHT.has(state) || state === 'withdrawn' ? { state: 'failed', reopen: true } : undefined;
    case 'ended':
      if (state === 'withdrawn') return undefined;
      // A dialog that already closed on its answer is shown again so the notice can be read.
      return { state: 'withdrawn', reason: event.reason, ...(ANSWERED.has(state) && { reopen: true }) };
    case 'settled':
      // This tab's own answer: the POST's response decides (removed, or kept waiting for completion);
      // after that POST timed out, the stream's word is all that comes: it went through.
      if (event.own === true) return state === 'failed' ? { state: event.wait === true ? 'waiting' : 'done' } : undefined;
      return state === 'pending' || state === 'failed'
        ? { state: 'withdrawn', reason: 'answered-elsewhere', ...(state === 'failed' && { reopen: true }) }
        : undefined;
    case 'missing':
      // Ended while this tab was away and the log could not say how.
      return state === 'pending' || state === 'failed'
        ? { state: 'withdrawn', reason: 'gone', ...(state === 'failed' && { reopen: true }) }
        : undefined;
    case 'completed':
      return { state: 'done' };
    case 'signed-out':
      // Nothing typed into it can be sent any more; a dialog closed on its answer shows the notice.
      return state === 'withdrawn'
        ? undefined
        : { state: 'signed-out', reason: 'signed-out', ...(ANSWERED.has(state) && { reopen: true }) };
    case 'listed':
      return undefined;
    case 'dismiss':
      return state === 'consenting' || state === 'waiting' || state === 'withdrawn' ? { state: 'done' } : undefined;
  }
}

/** The table's row for `signed-out`: the request may come back, once a stream lists it again. */
function signedOutTransition(event: RemoteRequestEvent): RemoteRequestTransition | undefined {
  switch (event.type) {
    case 'listed':
      // Signed in again and still pending: answerable, in a new dialog.
      return { state: 'pending', reopen: true };
    case 'sent':
    case 'completed':
    case 'dismiss':
      // An answer that was on its way when the session ended went through after all.
      return { state: 'done' };
    case 'settled':
      return event.own === true ? { state: 'done' } : { state: 'withdrawn', reason: 'answered-elsewhere' };
    case 'ended':
      return { state: 'withdrawn', reason: event.reason };
    default:
      // Refused, failed, missing from another user's snapshot, answered: it stays signed out.
      return undefined;
  }
}

/**
 * Whether a request in this state keeps the user's draft (what they typed so far): only while it
 * can still be answered on this tab. Answering hands the draft over as the answer (a failed send
 * brings it back as the form's defaults); withdrawn, answered elsewhere or gone, nothing typed
 * into it can be sent any more, so it is dropped rather than shown again on a remount.
 *
 * @example
 * ```ts
 * keepsDraft('failed'); // true
 * ```
 */
export function keepsDraft(state: RemoteRequestState): boolean {
  return state === 'pending' || state === 'failed';
}

/**
 * The status a request shows in the snapshot, or `undefined` once it is out of the queue.
 *
 * @example
 * ```ts
 * remoteStatus('sending'); // 'pending'
 * ```
 */
export function remoteStatus(state: RemoteRequestState): QueueEntryStatus | undefined {
  switch (state) {
    case 'pending':
    case 'failed':
    case 'sending':
      return 'pending';
    case 'consenting':
    case 'waiting':
      return 'waiting';
    case 'withdrawn':
    case 'signed-out':
      return 'withdrawn';
    case 'done':
      return undefined;
  }
}

/**
 * Where the event stream stands. `signed-out`: the bridge said the session ended (the stream's
 * last event, or a 401); it keeps trying, and is `open` again once the user signs back in.
 *
 * @example
 * ```ts
 * const offline = (state: RemoteConnectionState) => state === 'reconnecting';
 * ```
 */
export type RemoteConnectionState = 'connecting' | 'open' | 'reconnecting' | 'signed-out' | 'closed';

/**
 * What can happen to the stream: it `opened` (a 2xx with a body), `dropped` (ended, failed, or
 * silent past the idle timeout; a reconnect is scheduled), `signed-out` (the session ended), or
 * the queue was disposed.
 *
 * @example
 * ```ts
 * const event: RemoteConnectionEvent = 'dropped';
 * ```
 */
export type RemoteConnectionEvent = 'opened' | 'dropped' | 'signed-out' | 'dispose';

/**
 * The connection's transition table: the next state, or `undefined` when nothing changes. Once
 * closed, it stays closed.
 *
 * @example
 * ```ts
 * connectionTransition('open', 'dropped'); // 'reconnecting'
 * ```
 */
export function connectionTransition(state: RemoteConnectionState, event: RemoteConnectionEvent): RemoteConnectionState | undefined {
  if (state === 'closed') return undefined;
  if (event === 'dispose') return 'closed';
  if (event === 'opened') return state === 'open' ? undefined : 'open';
  if (event === 'signed-out') return state === 'signed-out' ? undefined : 'signed-out';
  // Signed out, the retries that follow change nothing until one opens.
  return state === 'reconnecting' || state === 'signed-out' ? undefined : 'reconnecting';
}
