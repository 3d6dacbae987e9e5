/**
 * The life of one request in the queue, as a transition table: every state, every event, and what
 * each event does in each state. Pure: the queue (`queue.ts`) does the I/O around it (timers,
 * signals, `beforeShow`/`beforeSend`, resolving the promise, publishing snapshots).
 */
import type { ElicitResult } from '../schema/protocol';

/**
 * Where a visible request stands.
 * - `pending`: waiting for the user's answer.
 * - `withdrawn`: the server cancelled it, or its time ran out (`reason: 'timed-out'`); it stays
 *   visible, can no longer be answered, and leaves when the UI calls `dismiss`.
 * - `waiting`: a URL-mode request with `afterOpen: 'wait'` that the user accepted (the page was
 *   opened, `accept` was sent); it stays visible while the user finishes in the other window and
 *   leaves when the server reports completion (`complete`) or the UI calls `dismiss`.
 *
 * @example
 * ```ts
 * const canSend = (status: QueueEntryStatus) => status === 'pending';
 * ```
 */
export type QueueEntryStatus = 'pending' | 'withdrawn' | 'waiting';

/**
 * Where one request stands.
 * - `screening`: `beforeShow` is running; not shown.
 * - `pending`: shown, waiting for the user's answer.
 * - `answering`: the answer is in `beforeSend`; no longer shown.
 * - `consenting`: a URL request with `afterOpen: 'wait'` the user accepted; shown as waiting while
 *   the consent is in `beforeSend`.
 * - `waiting`: that consent was sent; shown as waiting for completion or the user's Close.
 * - `withdrawn`: the server withdrew it or its time ran out; shown inactive until dismissed.
 * - `done`: out of the queue (its answer may still be in `beforeSend`: it resolves on `sent`).
 *
 * @example
 * ```ts
 * const shown = (state: RequestState) => visibleStatus(state) !== undefined;
 * ```
 */
export type RequestState = 'screening' | 'pending' | 'answering' | 'consenting' | 'waiting' | 'withdrawn' | 'done';

/**
 * What can happen to a request. `sent` is the end of `beforeSend` with the result it produced.
 *
 * @example
 * ```ts
 * const event: RequestEvent = { type: 'respond', wait: false };
 * ```
 */
export type RequestEvent =
  | { readonly type: 'shown' }
  | { readonly type: 'screened-out'; readonly result: ElicitResult }
  | { readonly type: 'respond'; readonly wait: boolean }
  | { readonly type: 'sent'; readonly result: ElicitResult }
  | { readonly type: 'withdraw' }
  | { readonly type: 'complete'; readonly step: boolean }
  | { readonly type: 'dismiss' }
  | { readonly type: 'block' }
  | { readonly type: 'dispose' };

/**
 * What an event did: the next state, the result to resolve the request with (ignored when it already
 * resolved: a request resolves once), and `answer` when the queue must now run `beforeSend` on it.
 *
 * @example
 * ```ts
 * const step: RequestTransition = { state: 'done', settle: { action: 'cancel' } };
 * ```
 */
export interface RequestTransition {
  readonly state: RequestState;
  readonly settle?: ElicitResult;
  /** Run this answer through `beforeSend` (completion of a -32042 step answers `accept`). */
  readonly answer?: ElicitResult;
}

const CANCEL: ElicitResult = Object.freeze({ action: 'cancel' });
const DECLINE: ElicitResult = Object.freeze({ action: 'decline' });
const ACCEPT: ElicitResult = Object.freeze({ action: 'accept' });

/**
 * The transition table. `undefined`: the event does nothing in that state (and `respond`/`dismiss`
 * report `false`).
 *
 * @example
 * ```ts
 * transition('pending', { type: 'withdraw' }); // { state: 'withdrawn', settle: { action: 'cancel' } }
 * ```
 */
export function transition(state: RequestState, event: RequestEvent): RequestTransition | undefined {
  switch (event.type) {
    case 'shown':
      return state === 'screening' ? { state: 'pending' } : undefined;
    case 'screened-out':
      return state === 'screening' ? { state: 'done', settle: event.result } : undefined;
    case 'respond':
      if (state !== 'pending') return undefined;
      return { state: event.wait ? 'consenting' : 'answering' };
    case 'sent':
      // A consent `beforeSend` kept as `accept` keeps the waiting screen; anything else ends it.
      if (state === 'consenting') return { state: event.result.action === 'accept' ? 'waiting' : 'done', settle: event.result };
      // Withdrawn while its consent was in `beforeSend`: it stays on screen unless the policy refused it.
      if (state === 'withdrawn') return event.result.action === 'accept' ? undefined : { state: 'done' };
      // Answered, or gone from the screen meanwhile (dismissed, completed, blocked): resolves unless it already did.
      return state === 'answering' || state === 'done' ? { state: 'done', settle: event.result } : undefined;
    case 'withdraw':
      // A shown request stays on screen, inactive, so the user learns why and keeps sight of the draft.
      if (state === 'pending' || state === 'consenting') return { state: 'withdrawn', settle: CANCEL };
      // Never shown, or its answer still in `beforeSend` (gone from the screen or not): `cancel` now,
      // unless it already resolved (a request resolves once).
      if (state === 'screening' || state === 'answering' || state === 'done') return { state: 'done', settle: CANCEL };
      return undefined;
    case 'complete':
      if (state === 'consenting' || state === 'waiting' || state === 'withdrawn') return { state: 'done' };
      // Not answered yet: in URL mode `accept` means consent, which nobody gave here, so `cancel`;
      // a -32042 step's answer goes to the retry helper, which waits for exactly this: `accept`.
      if (state === 'screening' || state === 'pending')
        return event.step ? { state: 'answering', answer: ACCEPT } : { state: 'done', settle: CANCEL };
      return undefined;
    case 'dismiss':
      return state === 'consenting' || state === 'waiting' || state === 'withdrawn' ? { state: 'done' } : undefined;
    case 'block':
      // The user's answer already going out is let go.
      return state === 'answering' || state === 'done' ? undefined : { state: 'done', settle: DECLINE };
    case 'dispose':
      return state === 'done' ? undefined : { state: 'done', settle: CANCEL };
  }
}

/**
 * The status a state shows in the snapshot, or `undefined` when the request is not shown.
 *
 * @example
 * ```ts
 * visibleStatus('consenting'); // 'waiting'
 * ```
 */
export function visibleStatus(state: RequestState): QueueEntryStatus | undefined {
  switch (state) {
    case 'pending':
      return 'pending';
    case 'consenting':
    case 'waiting':
      return 'waiting';
    case 'withdrawn':
      return 'withdrawn';
    default:
      return undefined;
  }
}
