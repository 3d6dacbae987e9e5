/**
 * One press answers a quick-answer request or an approval gate, so the parts ignore input until the
 * user could have seen the request (GESTURE_ARMING_DELAY): the second half of a double key press or
 * a double-click meant for the request before never answers the next one in the queue.
 *
 * The clock is fake (timeouts only; React's scheduler and Radix keep real time), so "before it armed"
 * is an exact instant, not "soon enough" on a busy machine. Checks read the DOM synchronously after
 * `tick`: expect.element's polling would advance the fake clock under the test.
 */
import '../../src/theme/styles.css';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { GESTURE_ARMING_DELAY } from '../../src/dialog/gestures/state';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { dialog } from './helpers';

const server = { id: 'deploy', label: 'Deploy Bot' };

function environment(message: string): ElicitRequestParams {
  return {
    message,
    requestedSchema: {
      type: 'object',
      properties: { env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'] } },
      required: ['env'],
    },
  };
}

function gate(message: string): ElicitRequestParams {
  return {
    message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Confirm' } }, required: ['confirm'] },
  };
}

/** Moves the fake clock and lets React commit what the timers (and the queue) changed. */
async function tick(ms: number) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const queues: ElicitationQueue[] = [];
async function twoQueued(make: (message: string) => ElicitRequestParams) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const queue = createElicitationQueue();
  queues.push(queue);
  await render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>,
  );
  const first = queue.request(make('First question'), { server });
  const second = queue.request(make('Second question'), { server });
  let secondResult: unknown;
  void second.then((result) => (secondResult = result));
  await tick(0);
  expect(dialog().textContent).toContain('First question');
  return { queue, first, second, secondResult: () => secondResult };
}

afterEach(async () => {
  await cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
  vi.useRealTimers();
});

describe('a newly opened one-press request ignores input until it could have been seen', () => {
  it('a double key press answers only the first of two queued quick-answer requests', async () => {
    const { queue, first, secondResult } = await twoQueued(environment);
    const button = () => page.getByRole('button', { name: 'production' }).element();
    // Before it armed, the first request ignores its number keys too.
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('3');
    await tick(0);
    expect(queue.getSnapshot().entries).toHaveLength(2);
    await tick(GESTURE_ARMING_DELAY);
    expect(button().hasAttribute('aria-disabled')).toBe(false);

    await userEvent.keyboard('3');
    await expect(first).resolves.toEqual({ action: 'accept', content: { env: 'production' } });
    await tick(0);
    // The second press (250 ms later) reaches the next request, which opened under it.
    expect(dialog().textContent).toContain('Second question');
    expect(document.activeElement?.textContent).toContain('dev');
    await tick(250 - 1);
    await userEvent.keyboard('3');
    await tick(0);
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
    expect(secondResult()).toBeUndefined();

    // Once armed, the same key answers it.
    await tick(GESTURE_ARMING_DELAY);
    await userEvent.keyboard('1');
    await tick(0);
    expect(secondResult()).toEqual({ action: 'accept', content: { env: 'dev' } });
  });

  it('a double-click answers only the first of two queued quick-answer requests', async () => {
    const { queue, first, secondResult } = await twoQueued(environment);
    await tick(GESTURE_ARMING_DELAY);
    await page.getByRole('button', { name: 'production' }).click();
    await expect(first).resolves.toEqual({ action: 'accept', content: { env: 'production' } });
    await tick(0);
    expect(dialog().textContent).toContain('Second question');
    // The second click of the double-click lands on the same place of the next request (forced:
    // the button reads as not ready, and a user's pointer does not wait for that).
    await page.getByRole('button', { name: 'production' }).click({ force: true });
    await tick(0);
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
    expect(secondResult()).toBeUndefined();
    await tick(GESTURE_ARMING_DELAY);
    await page.getByRole('button', { name: 'staging' }).click();
    await tick(0);
    expect(secondResult()).toEqual({ action: 'accept', content: { env: 'staging' } });
  });

  it('a double-click on Confirm or Decline answers only the first of two queued gates', async () => {
    const { queue, first, secondResult } = await twoQueued(gate);
    await tick(GESTURE_ARMING_DELAY);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(first).resolves.toEqual({ action: 'decline' });
    await tick(0);
    expect(dialog().textContent).toContain('Second question');
    await page.getByRole('button', { name: 'Decline' }).click({ force: true });
    await page.getByRole('button', { name: 'Confirm' }).click({ force: true });
    // Enter on the focused button before it armed does nothing either.
    await userEvent.keyboard('{Enter}');
    await tick(0);
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
    expect(secondResult()).toBeUndefined();
    await tick(GESTURE_ARMING_DELAY);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await tick(0);
    expect(secondResult()).toEqual({ action: 'accept', content: { confirm: true } });
  });

  it('a press that went down before the request armed does not answer it when released after', async () => {
    const { secondResult, queue } = await twoQueued(environment);
    await tick(GESTURE_ARMING_DELAY);
    await userEvent.keyboard('1');
    await tick(0);
    expect(dialog().textContent).toContain('Second question');
    const staging = page.getByRole('button', { name: 'staging' });
    await userEvent.hover(staging, { force: true } as never);
    await page
      .getByRole('button', { name: 'staging' })
      .element()
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await tick(GESTURE_ARMING_DELAY);
    // The click that ends the press (detail 1: a pointer's) comes after the request armed.
    page
      .getByRole('button', { name: 'staging' })
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await tick(0);
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
    expect(secondResult()).toBeUndefined();
  });
});
