/**
 * The store's transition table (both brokers), read directly: every state against every event.
 * test/integration/broker-states.test.ts checks the brokers (Redis's Lua scripts included) against it.
 */
import { describe, expect, it } from 'vitest';
import {
  brokerTransition,
  type BrokerRecordEvent,
  type BrokerRecordState,
} from '../../packages/mcp-elicitation-core/src/server/broker-states';

const STATES: BrokerRecordState[] = ['absent', 'pending', 'settled'];

/** One row per event: `next state`, `!outcome` when remembered, `+event` when announced; `-` when nothing changes. */
function row(event: BrokerRecordEvent): string[] {
  return STATES.map((state) => {
    const next = brokerTransition(state, event);
    if (next === undefined) return '-';
    return `${next.state}${next.remember ? `!${next.remember}` : ''}${next.announce ? `+${next.announce}` : ''}`;
  });
}

describe('broker transition table', () => {
  it('says what each event does in each state', () => {
    // Columns: absent, pending, settled.
    expect(row({ type: 'add' })).toEqual(['pending+added', 'pending+added', 'pending+added']);
    expect(row({ type: 'admit', full: false })).toEqual(['pending+added', 'pending+added', 'pending+added']);
    expect(row({ type: 'admit', full: true })).toEqual(['-', '-', '-']);
    expect(row({ type: 'take', outcome: 'timed-out' })).toEqual(['-', 'settled!timed-out+given', '-']);
    expect(row({ type: 'take', outcome: 'completed' })).toEqual(['-', 'settled!completed+given', '-']);
    expect(row({ type: 'answer', reachable: true })).toEqual(['-', 'settled!answered+settled', '-']);
    expect(row({ type: 'answer', reachable: false })).toEqual(['-', 'settled!withdrawn+withdrawn', '-']);
    expect(row({ type: 'forget' })).toEqual(['-', '-', 'absent']);
  });

  it('ends a request only once: nothing takes or answers a request that is not pending', () => {
    for (const state of ['absent', 'settled'] as const) {
      expect(brokerTransition(state, { type: 'take', outcome: 'withdrawn' })).toBeUndefined();
      expect(brokerTransition(state, { type: 'answer', reachable: true })).toBeUndefined();
    }
  });
});
