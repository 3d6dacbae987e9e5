/**
 * The life of one MCP request on the bridge instance that holds it (the one whose MCP client asked),
 * as a transition table. Pure: the bridge (`bridge.ts`) does the I/O around it (the broker, timers,
 * the abort signal, resolving the MCP request, the audit record).
 */
import type { BridgeOutcome } from '../elicitation/bridge-wire';
import type { ElicitResult } from '../schema/protocol';

/**
 * Where one request stands on its instance.
 * - `storing`: handed to the broker (`add`), not stored yet; no tab can see it.
 * - `stored`: in the broker, shown to the channel's tabs, waiting for an answer.
 * - `ending`: being taken out of the broker (timed out, withdrawn, closed, completed); an answer
 *   that arrives meanwhile still wins.
 * - `waiting`: a URL-mode request with `afterOpen: 'wait'` the user accepted: the MCP server has its
 *   answer, and this instance relays the server's completion to the tabs until its deadline.
 * - `done`: forgotten.
 *
 * @example
 * ```ts
 * const held = (state: BridgeRequestState) => state !== 'done' && state !== 'waiting';
 * ```
 */
export type BridgeRequestState = 'storing' | 'stored' | 'ending' | 'waiting' | 'done';

/**
 * What can happen to a request.
 * - `stored` / `store-failed`: the broker's `add` finished.
 * - `store-refused`: the broker's `admit` found the channel full (its pending limit): nothing was
 *   stored, no tab saw it.
 * - `answer`: a tab's answer reached this instance through the broker; `waits` when it is a URL
 *   request with `afterOpen: 'wait'` and the bridge is not closing (only an `accept` then waits).
 * - `end`: its deadline passed, the MCP server withdrew it, or the bridge closed.
 * - `complete`: the MCP server reported a URL request complete; `result` is what it hears
 *   (`accept` for a -32042 step, else `cancel`).
 * - `taken`: the broker's `take` of an ending request finished (whether or not it found it); it
 *   carries the `then` of the transition that started the take.
 * - `forget`: a waiting request's deadline passed (at least a minute after it was answered): a
 *   completion that never comes leaves the tabs' waiting screens to the user's Close.
 *
 * @example
 * ```ts
 * const event: BridgeRequestEvent = { type: 'end', outcome: 'timed-out' };
 * ```
 */
export type BridgeRequestEvent =
  | { readonly type: 'stored' }
  | { readonly type: 'store-failed' }
  | { readonly type: 'store-refused' }
  | { readonly type: 'answer'; readonly result: ElicitResult; readonly waits: boolean }
  | { readonly type: 'end'; readonly outcome: 'timed-out' | 'withdrawn' | 'closed' }
  | { readonly type: 'complete'; readonly result: ElicitResult }
  | { readonly type: 'taken'; readonly result: ElicitResult; readonly outcome: Exclude<BridgeOutcome, 'answered'> }
  | { readonly type: 'forget' };

/**
 * What an event did: the next state; `settle` when the MCP request is resolved now (once: the
 * audit record goes with it); `take` when the request must be taken out of the broker, announcing
 * this outcome to the tabs; `then` what the MCP request hears once that take finishes; `announce`
 * when the tabs must hear that a waiting request completed.
 *
 * @example
 * ```ts
 * const step: BridgeTransition = { state: 'done', settle: { result: { action: 'cancel' }, outcome: 'withdrawn' } };
 * ```
 */
export interface BridgeTransition {
  readonly state: BridgeRequestState;
  readonly settle?: { readonly result: ElicitResult; readonly outcome: BridgeOutcome | 'refused-limit' };
  readonly take?: Exclude<BridgeOutcome, 'answered'>;
  readonly then?: { readonly result: ElicitResult; readonly outcome: Exclude<BridgeOutcome, 'answered'> };
  readonly announce?: 'completed';
}

const CANCEL: ElicitResult = Object.freeze({ action: 'cancel' });

/**
 * The transition table. `undefined`: the event does nothing in that state.
 *
 * @example
 * ```ts
 * bridgeTransition('stored', { type: 'end', outcome: 'timed-out' });
 * // { state: 'ending', take: 'timed-out', then: { result: { action: 'cancel' }, outcome: 'timed-out' } }
 * ```
 */
export function bridgeTransition(state: BridgeRequestState, event: BridgeRequestEvent): BridgeTransition | undefined {
  switch (event.type) {
    case 'stored':
      if (state === 'storing') return { state: 'stored' };
      // Ended while it was being stored: taken out again so no tab sees a dead request.
      return state === 'done' || state === 'waiting' ? { state, take: 'withdrawn' } : undefined;
    case 'store-failed':
      // No tab could see it: the MCP server hears `cancel` now.
      return state === 'storing' ? { state: 'done', settle: { result: CANCEL, outcome: 'withdrawn' } } : undefined;
    case 'store-refused':
      // Not the user's refusal: the server hears `cancel` (the user never saw it), never `decline`.
      return state === 'storing' ? { state: 'done', settle: { result: CANCEL, outcome: 'refused-limit' } } : undefined;
    case 'answer': {
      if (state !== 'storing' && state !== 'stored' && state !== 'ending') return undefined;
      const next = event.waits && event.result.action === 'accept' ? 'waiting' : 'done';
      return { state: next, settle: { result: event.result, outcome: 'answered' } };
    }
    case 'end':
      // Not stored yet: nothing to take now (`stored` takes it out when the store finishes).
      if (state === 'storing') return { state: 'done', settle: { result: CANCEL, outcome: event.outcome } };
      // Whether or not an answer wins the race meanwhile, the MCP request waits no longer than the take.
      if (state === 'stored') return { state: 'ending', take: event.outcome, then: { result: CANCEL, outcome: event.outcome } };
      // A closing bridge forgets the completions it still relays.
      return state === 'waiting' && event.outcome === 'closed' ? { state: 'done' } : undefined;
    case 'complete':
      // Finished before anyone consented here (URL mode's `accept` claims consent, so `cancel`).
      if (state === 'storing' || state === 'stored')
        return { state: 'ending', take: 'completed', then: { result: event.result, outcome: 'completed' } };
      // Answered already: the tabs' waiting screens close on the announced completion.
      return state === 'waiting' ? { state: 'done', announce: 'completed' } : undefined;
    case 'taken':
      return state === 'ending' ? { state: 'done', settle: { result: event.result, outcome: event.outcome } } : undefined;
    case 'forget':
      return state === 'waiting' ? { state: 'done' } : undefined;
  }
}
