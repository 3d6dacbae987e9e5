/**
 * The life of one request in a broker's store, as a transition table shared by both brokers: the
 * in-process broker (`broker.ts`) applies it directly; the Redis broker's Lua scripts
 * (`redis-scripts.ts`) each implement one of its events atomically. Pure: no store, no clock.
 */
import type { BridgeOutcome } from '../elicitation/bridge-wire';

/**
 * Where one request stands in the store.
 * - `absent`: never stored, or its outcome is no longer remembered (a late answer gets 404).
 * - `pending`: stored; the channel's tabs list it and may answer it.
 * - `settled`: taken out exactly once; its outcome is remembered for `retainMs` (409/410 to a late answer).
 *
 * @example
 * ```ts
 * const answerable = (state: BrokerRecordState) => state === 'pending';
 * ```
 */
export type BrokerRecordState = 'absent' | 'pending' | 'settled';

/**
 * What can happen to a request in the store.
 * - `add`: stored by the instance that holds its MCP request.
 * - `admit`: the same, only while the channel holds fewer pending requests than the bridge's limit;
 *   `full` when it holds as many already (then nothing is stored and the request is refused).
 * - `take`: taken out with an outcome other than an answer (timed out, withdrawn, completed, the
 *   owner's lease lapsed), announcing the event the caller gives.
 * - `answer`: taken out with a tab's answer and handed to its owner in the same step; `reachable`
 *   when the owner can receive it (a live receiver, its lease held).
 * - `forget`: the outcome's retention passed.
 *
 * @example
 * ```ts
 * const event: BrokerRecordEvent = { type: 'answer', reachable: true };
 * ```
 */
export type BrokerRecordEvent =
  | { readonly type: 'add' }
  | { readonly type: 'admit'; readonly full: boolean }
  | { readonly type: 'take'; readonly outcome: BridgeOutcome }
  | { readonly type: 'answer'; readonly reachable: boolean }
  | { readonly type: 'forget' };

/**
 * What an event did: the next state, the outcome to `remember`, and the event to `announce` to the
 * channel (`given`: the one the caller passed to `take`). `undefined` from the table means the event
 * changes nothing (`take` resolves `false`, `answer` resolves `'missed'`).
 *
 * @example
 * ```ts
 * const step: BrokerTransition = { state: 'settled', remember: 'answered', announce: 'settled' };
 * ```
 */
export interface BrokerTransition {
  readonly state: BrokerRecordState;
  readonly remember?: BridgeOutcome;
  readonly announce?: 'added' | 'given' | 'settled' | 'withdrawn';
}

/**
 * The transition table. Only a `pending` request can be taken or answered, so exactly one caller
 * across all instances ends it.
 *
 * @example
 * ```ts
 * brokerTransition('pending', { type: 'answer', reachable: false }); // { state: 'settled', remember: 'withdrawn', announce: 'withdrawn' }
 * ```
 */
export function brokerTransition(state: BrokerRecordState, event: BrokerRecordEvent): BrokerTransition | undefined {
  switch (event.type) {
    case 'add':
      // Stored again under the same id (ids are random UUIDs, so only a retry of the same add).
      return { state: 'pending', announce: 'added' };
    case 'admit':
      // A full channel refuses the request whatever state its id is in: counted and stored as one step.
      return event.full ? undefined : { state: 'pending', announce: 'added' };
    case 'take':
      return state === 'pending' ? { state: 'settled', remember: event.outcome, announce: 'given' } : undefined;
    case 'answer':
      if (state !== 'pending') return undefined;
      // An owner that cannot receive the answer never makes a tab report it as answered.
      return event.reachable
        ? { state: 'settled', remember: 'answered', announce: 'settled' }
        : { state: 'settled', remember: 'withdrawn', announce: 'withdrawn' };
    case 'forget':
      return state === 'settled' ? { state: 'absent' } : undefined;
  }
}
