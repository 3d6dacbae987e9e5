/**
 * The queue's transition table, read directly: every state against every event, so a change to what
 * a request does shows up here as one cell, and the rules the queue's behaviour tests rely on are
 * stated once.
 */
import { describe, expect, it } from 'vitest';
import {
  transition,
  visibleStatus,
  type RequestEvent,
  type RequestState,
} from '../../packages/mcp-elicitation-core/src/elicitation/queue-states';

const STATES: RequestState[] = ['screening', 'pending', 'answering', 'consenting', 'waiting', 'withdrawn', 'done'];
const accept = { action: 'accept' } as const;
const decline = { action: 'decline' } as const;
const cancel = { action: 'cancel' } as const;

/** One row per event: the outcome in each state, written as `next state` + `!result` when it resolves, `+answer` when it runs beforeSend, `-` when ignored. */
function row(event: RequestEvent): string[] {
  return STATES.map((state) => {
    const next = transition(state, event);
    if (next === undefined) return '-';
    return `${next.state}${next.settle ? `!${next.settle.action}` : ''}${next.answer ? `+${next.answer.action}` : ''}`;
  });
}

describe('queue transition table', () => {
  it('says what each event does in each state', () => {
    // Columns: screening, pending, answering, consenting, waiting, withdrawn, done.
    expect(row({ type: 'shown' })).toEqual(['pending', '-', '-', '-', '-', '-', '-']);
    expect(row({ type: 'screened-out', result: decline })).toEqual(['done!decline', '-', '-', '-', '-', '-', '-']);
    expect(row({ type: 'respond', wait: false })).toEqual(['-', 'answering', '-', '-', '-', '-', '-']);
    expect(row({ type: 'respond', wait: true })).toEqual(['-', 'consenting', '-', '-', '-', '-', '-']);
    expect(row({ type: 'sent', result: accept })).toEqual(['-', '-', 'done!accept', 'waiting!accept', '-', '-', 'done!accept']);
    expect(row({ type: 'sent', result: decline })).toEqual(['-', '-', 'done!decline', 'done!decline', '-', 'done', 'done!decline']);
    expect(row({ type: 'withdraw' })).toEqual([
      'done!cancel',
      'withdrawn!cancel',
      'done!cancel',
      'withdrawn!cancel',
      '-',
      '-',
      'done!cancel',
    ]);
    expect(row({ type: 'complete', step: false })).toEqual(['done!cancel', 'done!cancel', '-', 'done', 'done', 'done', '-']);
    expect(row({ type: 'complete', step: true })).toEqual(['answering+accept', 'answering+accept', '-', 'done', 'done', 'done', '-']);
    expect(row({ type: 'dismiss' })).toEqual(['-', '-', '-', 'done', 'done', 'done', '-']);
    expect(row({ type: 'block' })).toEqual(['done!decline', 'done!decline', '-', 'done!decline', 'done!decline', 'done!decline', '-']);
    expect(row({ type: 'dispose' })).toEqual([
      'done!cancel',
      'done!cancel',
      'done!cancel',
      'done!cancel',
      'done!cancel',
      'done!cancel',
      '-',
    ]);
  });

  it('never claims consent on completion: only a -32042 step is answered accept, through beforeSend', () => {
    for (const state of ['screening', 'pending'] as const) {
      expect(transition(state, { type: 'complete', step: false })?.settle).toEqual(cancel);
      expect(transition(state, { type: 'complete', step: true })).toEqual({ state: 'answering', answer: accept });
    }
  });

  it('shows pending, waiting (consenting or consented) and withdrawn requests, and nothing else', () => {
    expect(STATES.map(visibleStatus)).toEqual([undefined, 'pending', undefined, 'waiting', 'waiting', 'withdrawn', undefined]);
  });
});
