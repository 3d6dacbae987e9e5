/**
 * The remote queue's transition tables, read directly: every state against every event, so a
 * change to what a request or the connection does shows up here as one cell.
 */
import { describe, expect, it } from 'vitest';
import {
  connectionTransition,
  keepsDraft,
  remoteRequestTransition,
  remoteStatus,
  type RemoteConnectionEvent,
  type RemoteConnectionState,
  type RemoteRequestEvent,
  type RemoteRequestState,
} from '../../packages/mcp-elicitation-core/src/elicitation/remote-queue-states';

const STATES: RemoteRequestState[] = ['pending', 'failed', 'sending', 'consenting', 'waiting', 'withdrawn', 'signed-out', 'done'];

/** One row per event: `next state`, `:reason` when it shows one, `^` when a closed dialog reopens; `-` when ignored. */
function row(event: RemoteRequestEvent): string[] {
  return STATES.map((state) => {
    const next = remoteRequestTransition(state, event);
    if (next === undefined) return '-';
    return `${next.state}${next.reason ? `:${next.reason}` : ''}${next.reopen ? '^' : ''}`;
  });
}

describe('remote queue: one request', () => {
  it('says what each event does in each state', () => {
    // Columns: pending, failed, sending, consenting, waiting, withdrawn, signed-out, done.
    expect(row({ type: 'respond', wait: false })).toEqual(['sending', 'sending', '-', '-', '-', '-', '-', '-']);
    expect(row({ type: 'respond', wait: true })).toEqual(['consenting', 'consenting', '-', '-', '-', '-', '-', '-']);
    expect(row({ type: 'sent' })).toEqual(['-', '-', 'done', 'waiting', '-', 'done', 'done', '-']);
    expect(row({ type: 'refused', reason: 'answered-elsewhere' })).toEqual([
      '-',
      '-',
      'withdrawn:answered-elsewhere^',
      'withdrawn:answered-elsewhere^',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(row({ type: 'send-failed' })).toEqual(['-', '-', 'failed^', 'failed^', '-', 'failed^', '-', '-']);
    expect(row({ type: 'send-timed-out' })).toEqual(['-', '-', 'failed^', 'failed^', '-', 'failed^', '-', '-']);
    expect(row({ type: 'ended', reason: 'timed-out' })).toEqual([
      'withdrawn:timed-out',
      'withdrawn:timed-out^',
      'withdrawn:timed-out^',
      'withdrawn:timed-out^',
      'withdrawn:timed-out^',
      '-',
      'withdrawn:timed-out',
      '-',
    ]);
    expect(row({ type: 'settled' })).toEqual([
      'withdrawn:answered-elsewhere',
      'withdrawn:answered-elsewhere^',
      '-',
      '-',
      '-',
      '-',
      'withdrawn:answered-elsewhere',
      '-',
    ]);
    expect(row({ type: 'settled', own: true })).toEqual(['-', 'done', '-', '-', '-', '-', 'done', '-']);
    expect(row({ type: 'settled', own: true, wait: true })).toEqual(['-', 'waiting', '-', '-', '-', '-', 'done', '-']);
    expect(row({ type: 'missing' })).toEqual(['withdrawn:gone', 'withdrawn:gone^', '-', '-', '-', '-', '-', '-']);
    expect(row({ type: 'completed' })).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'done', '-']);
    // Signed out: whatever it was doing, it shows so (a dialog closed on its answer reopens), and a
    // stream that lists it again, once the user signed back in, makes it answerable in a new dialog.
    expect(row({ type: 'signed-out' })).toEqual([
      'signed-out:signed-out',
      'signed-out:signed-out^',
      'signed-out:signed-out^',
      'signed-out:signed-out^',
      'signed-out:signed-out^',
      '-',
      '-',
      '-',
    ]);
    expect(row({ type: 'listed' })).toEqual(['-', '-', '-', '-', '-', '-', 'pending^', '-']);
    expect(row({ type: 'dismiss' })).toEqual(['-', '-', '-', 'done', 'done', 'done', 'done', '-']);
  });

  it('shows pending (also while sending or after a failed send), waiting and withdrawn requests; signed out ones as withdrawn', () => {
    expect(STATES.map(remoteStatus)).toEqual(['pending', 'pending', 'pending', 'waiting', 'waiting', 'withdrawn', 'withdrawn', undefined]);
  });

  it('lets the user answer only a request shown as pending with no answer on the way', () => {
    const answerable = STATES.filter((state) => remoteRequestTransition(state, { type: 'respond', wait: false }) !== undefined);
    expect(answerable).toEqual(['pending', 'failed']);
    for (const state of answerable) expect(remoteStatus(state)).toBe('pending');
  });

  it('keeps the user’s draft exactly while the request can be answered on this tab', () => {
    const answerable = STATES.filter((state) => remoteRequestTransition(state, { type: 'respond', wait: false }) !== undefined);
    expect(STATES.filter(keepsDraft)).toEqual(['pending', 'failed']);
    expect(STATES.filter(keepsDraft)).toEqual(answerable);
  });
});

describe('remote queue: the connection', () => {
  const CONNECTION: RemoteConnectionState[] = ['connecting', 'open', 'reconnecting', 'signed-out', 'closed'];
  const connectionRow = (event: RemoteConnectionEvent) => CONNECTION.map((state) => connectionTransition(state, event) ?? '-');

  it('opens, drops to reconnecting, stays signed out until a stream opens, and stays closed once disposed', () => {
    // Columns: connecting, open, reconnecting, signed-out, closed.
    expect(connectionRow('opened')).toEqual(['open', '-', 'open', 'open', '-']);
    expect(connectionRow('dropped')).toEqual(['reconnecting', 'reconnecting', '-', '-', '-']);
    expect(connectionRow('signed-out')).toEqual(['signed-out', 'signed-out', 'signed-out', '-', '-']);
    expect(connectionRow('dispose')).toEqual(['closed', 'closed', 'closed', 'closed', '-']);
  });
});
