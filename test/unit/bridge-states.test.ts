/**
 * The bridge's transition table for one request on its instance, read directly: every state against
 * every event, so a change to what a request does shows up here as one cell.
 */
import { describe, expect, it } from 'vitest';
import {
  bridgeTransition,
  type BridgeRequestEvent,
  type BridgeRequestState,
} from '../../packages/mcp-elicitation-core/src/server/bridge-states';

const STATES: BridgeRequestState[] = ['storing', 'stored', 'ending', 'waiting', 'done'];
const accept = { action: 'accept' } as const;
const decline = { action: 'decline' } as const;
const cancel = { action: 'cancel' } as const;

/**
 * One row per event: `next state`, then `!action/outcome` when the MCP request is resolved,
 * `-take:outcome` when it is taken out of the broker (`>action/outcome` once the take finishes),
 * `+announce`; `-` when ignored.
 */
function row(event: BridgeRequestEvent): string[] {
  return STATES.map((state) => {
    const next = bridgeTransition(state, event);
    if (next === undefined) return '-';
    const settle = next.settle ? `!${next.settle.result.action}/${next.settle.outcome}` : '';
    const take = next.take ? `-take:${next.take}` : '';
    const then = next.then ? `>${next.then.result.action}/${next.then.outcome}` : '';
    return `${next.state}${settle}${take}${then}${next.announce ? `+${next.announce}` : ''}`;
  });
}

describe('bridge transition table', () => {
  it('says what each event does in each state', () => {
    // Columns: storing, stored, ending, waiting, done.
    expect(row({ type: 'stored' })).toEqual(['stored', '-', '-', 'waiting-take:withdrawn', 'done-take:withdrawn']);
    expect(row({ type: 'store-failed' })).toEqual(['done!cancel/withdrawn', '-', '-', '-', '-']);
    expect(row({ type: 'store-refused' })).toEqual(['done!cancel/refused-limit', '-', '-', '-', '-']);
    expect(row({ type: 'answer', result: accept, waits: false })).toEqual([
      'done!accept/answered',
      'done!accept/answered',
      'done!accept/answered',
      '-',
      '-',
    ]);
    expect(row({ type: 'answer', result: accept, waits: true })).toEqual([
      'waiting!accept/answered',
      'waiting!accept/answered',
      'waiting!accept/answered',
      '-',
      '-',
    ]);
    expect(row({ type: 'answer', result: decline, waits: true })).toEqual([
      'done!decline/answered',
      'done!decline/answered',
      'done!decline/answered',
      '-',
      '-',
    ]);
    expect(row({ type: 'end', outcome: 'timed-out' })).toEqual([
      'done!cancel/timed-out',
      'ending-take:timed-out>cancel/timed-out',
      '-',
      '-',
      '-',
    ]);
    expect(row({ type: 'end', outcome: 'withdrawn' })).toEqual([
      'done!cancel/withdrawn',
      'ending-take:withdrawn>cancel/withdrawn',
      '-',
      '-',
      '-',
    ]);
    expect(row({ type: 'end', outcome: 'closed' })).toEqual(['done!cancel/closed', 'ending-take:closed>cancel/closed', '-', 'done', '-']);
    expect(row({ type: 'complete', result: cancel })).toEqual([
      'ending-take:completed>cancel/completed',
      'ending-take:completed>cancel/completed',
      '-',
      'done+completed',
      '-',
    ]);
    expect(row({ type: 'complete', result: accept })).toEqual([
      'ending-take:completed>accept/completed',
      'ending-take:completed>accept/completed',
      '-',
      'done+completed',
      '-',
    ]);
    expect(row({ type: 'taken', result: cancel, outcome: 'timed-out' })).toEqual(['-', '-', 'done!cancel/timed-out', '-', '-']);
    expect(row({ type: 'forget' })).toEqual(['-', '-', '-', 'done', '-']);
  });

  it('resolves the MCP request exactly once on every path to done', () => {
    const events: BridgeRequestEvent[] = [
      { type: 'stored' },
      { type: 'store-failed' },
      { type: 'store-refused' },
      { type: 'answer', result: accept, waits: true },
      { type: 'answer', result: decline, waits: false },
      { type: 'end', outcome: 'timed-out' },
      { type: 'complete', result: cancel },
      { type: 'taken', result: cancel, outcome: 'withdrawn' },
      { type: 'forget' },
    ];
    // Walk every sequence of up to four events from `storing`, counting resolutions.
    const walk = (state: BridgeRequestState, settled: number, depth: number): void => {
      expect(settled).toBeLessThanOrEqual(1);
      if (state === 'done' || state === 'waiting') expect(settled).toBe(1);
      if (depth === 0) return;
      for (const event of events) {
        const next = bridgeTransition(state, event);
        if (next !== undefined) walk(next.state, settled + (next.settle ? 1 : 0), depth - 1);
      }
    };
    walk('storing', 0, 4);
  });
});
