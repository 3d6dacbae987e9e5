import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerLifecycle } from 'mcp-elicitation-core';
import type { ElicitResult } from 'mcp-elicitation-core';

function setup(options: { cancelOnDetach?: boolean } = {}) {
  const results: ElicitResult[] = [];
  const onClose = vi.fn();
  const life = createAnswerLifecycle({ onResult: (r) => results.push(r), onClose, ...options });
  const states: string[] = [];
  life.subscribe(() => states.push(`${life.getSnapshot().state}/${life.getSnapshot().open ? 'open' : 'closed'}`));
  return { life, results, onClose, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answer lifecycle: idle → answering → settled', () => {
  it('starts idle and open, answers while shown, and settles with exactly one result', () => {
    const { life, results, states } = setup();
    expect(life.getSnapshot()).toEqual({ state: 'idle', open: true });
    life.attach();
    expect(life.getSnapshot().state).toBe('answering');
    expect(life.finish({ action: 'decline' })).toBe(true);
    expect(life.finish({ action: 'accept', content: {} })).toBe(false);
    life.dismiss();
    expect(results).toEqual([{ action: 'decline' }]);
    expect(states).toEqual(['answering/open', 'settled/closed']);
  });

  it('dismissing an unanswered request cancels it', () => {
    const { life, results } = setup();
    life.attach();
    life.dismiss();
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(life.getSnapshot()).toEqual({ state: 'settled', open: false });
  });

  it('keepOpen settles but stays on screen; closing it later reports onClose once and sends nothing', () => {
    const { life, results, onClose } = setup();
    life.attach();
    life.finish({ action: 'accept' }, { keepOpen: true });
    expect(life.getSnapshot()).toEqual({ state: 'settled', open: true });
    life.dismiss();
    life.dismiss();
    expect(life.getSnapshot().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(results).toEqual([{ action: 'accept' }]);
  });
});

describe('answer lifecycle: detaching', () => {
  it('cancels an unanswered request on the next task after it detaches', () => {
    const { life, results } = setup();
    life.attach();
    life.detach();
    expect(results).toEqual([]);
    vi.runAllTimers();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('a detach followed at once by an attach (StrictMode remount) answers nothing', () => {
    const { life, results } = setup();
    life.attach();
    life.detach();
    life.attach();
    vi.runAllTimers();
    expect(results).toEqual([]);
    expect(life.getSnapshot().state).toBe('answering');
  });

  it('detaching after the answer sends nothing more', () => {
    const { life, results } = setup();
    life.attach();
    life.finish({ action: 'decline' });
    life.detach();
    vi.runAllTimers();
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('a host that keeps requests pending turns the detach-cancel off', () => {
    const { life, results } = setup({ cancelOnDetach: false });
    life.attach();
    life.detach();
    vi.runAllTimers();
    expect(results).toEqual([]);
    expect(life.getSnapshot().state).toBe('answering');
  });

  it('turning the detach-cancel off calls off one already scheduled', () => {
    const { life, results } = setup();
    life.attach();
    life.detach();
    life.update({ onResult: (r) => results.push(r), cancelOnDetach: false });
    vi.runAllTimers();
    expect(results).toEqual([]);
  });

  it('the latest callbacks receive the result', () => {
    const { life, results } = setup();
    const later: ElicitResult[] = [];
    life.attach();
    life.update({ onResult: (r) => later.push(r) });
    life.finish({ action: 'decline' });
    expect(results).toEqual([]);
    expect(later).toEqual([{ action: 'decline' }]);
  });
});
