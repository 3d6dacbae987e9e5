/**
 * The queue, the provider and `<ElicitationHost />` together in Chromium: what the user sees as
 * requests arrive, are withdrawn, time out, or outlive the provider. Requests enter through the
 * queue exactly as an adapter's would; answers leave through the real dialog.
 */
import '../../src/theme/styles.css';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { useElicitation } from '../../src/elicitation/use-elicitation';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { dialog, expectNoAxeViolations } from './helpers';

const serverA = { id: 'alpha', label: 'Alpha Tools' };
const serverB = { id: 'beta', label: 'Beta Files', reported: { name: 'beta-mcp', version: '1.2.0' } };

function ask(message: string): ElicitRequestParams {
  return {
    message,
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string', title: 'Name' }, age: { type: 'integer', title: 'Age', minimum: 0 } },
      required: ['name'],
    },
  };
}

async function renderHost(queue: ElicitationQueue) {
  return render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>,
  );
}

/** Reads the text of the host's part of the open dialog. */
function hostText(slot: string): string | undefined {
  return dialog().querySelector(`[data-slot="${slot}"]`)?.textContent ?? undefined;
}

const queues: ElicitationQueue[] = [];
function newQueue(...args: Parameters<typeof createElicitationQueue>) {
  const queue = createElicitationQueue(...args);
  queues.push(queue);
  return queue;
}

afterEach(() => {
  cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

describe('ElicitationHost: several requests', () => {
  it('shows requests from two servers one at a time, oldest first, numbered "i of N"', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const first = queue.request(ask('First from Alpha'), { server: serverA });
    const second = queue.request(ask('One from Beta'), { server: serverB });
    const third = queue.request(ask('Second from Alpha'), { server: serverA });

    await expect.element(page.getByRole('dialog', { name: 'Request from Alpha Tools' })).toBeVisible();
    await expect.element(page.getByText('First from Alpha')).toBeVisible();
    await expect.element(page.getByText('Request 1 of 3')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await userEvent.keyboard('36');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'Ada', age: 36 } });

    // The next one is another server's: the dialog names it and its own claim.
    await expect.element(page.getByRole('dialog', { name: 'Request from Beta Files' })).toBeVisible();
    await expect.element(page.getByText('Request 2 of 3')).toBeVisible();
    await expect.element(page.getByText('Identifies itself as “beta-mcp” 1.2.0')).toBeVisible();
    await expect.element(page.getByText('One from Beta', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(second).resolves.toEqual({ action: 'decline' });

    await expect.element(page.getByText('Request 3 of 3')).toBeVisible();
    await expect.element(page.getByText('Second from Alpha')).toBeVisible();
    // Escape cancels. (Clicking × here would first blur the empty required field, whose
    // "Required" message moves the dialog under the pointer; see the dialog tests for ×.)
    await userEvent.keyboard('{Escape}');
    await expect(third).resolves.toEqual({ action: 'cancel' });

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);

    // A new run starts again at 1.
    const fourth = queue.request(ask('Later'), { server: serverB });
    await expect.element(page.getByText('Request 1 of 1')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(fourth).resolves.toEqual({ action: 'decline' });
  });

  it('a request that arrives while one is shown extends the count without interrupting', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const first = queue.request(ask('Shown first'), { server: serverA });
    await expect.element(page.getByText('Request 1 of 1')).not.toBeInTheDocument();
    await userEvent.keyboard('Draft');
    const second = queue.request(ask('Arrived later'), { server: serverB });
    await expect.element(page.getByText('Request 1 of 2')).toBeVisible();
    // Same dialog, same draft, same focus.
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Draft');
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(first).resolves.toEqual({ action: 'decline' });
    await expect.element(page.getByText('Request 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(second).resolves.toEqual({ action: 'decline' });
  });

  it('axe finds no violations with requests queued behind the current one', async () => {
    const queue = newQueue();
    await renderHost(queue);
    void queue.request(ask('Queued one'), { server: serverA, timeoutMs: 60_000 });
    void queue.request(ask('Queued two'), { server: serverB });
    await expect.element(page.getByText('Request 1 of 2')).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('ElicitationHost: blocking a server', () => {
  it('is a separate, described action that declines everything from that server, now and later', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const a1 = queue.request(ask('Alpha asks'), { server: serverA });
    const b1 = queue.request(ask('Beta asks'), { server: serverB });
    const a2 = queue.request(ask('Alpha asks again'), { server: serverA });

    const block = page.getByRole('button', { name: 'Block Alpha Tools for this session' });
    await expect.element(block).toBeVisible();
    await expect.element(block).toHaveAccessibleDescription(/every later one from Alpha Tools/);
    // Not part of the answer buttons: Decline answers one request, blocking stops a server.
    expect(block.element().closest('[data-slot="elicitation-actions"]')).toBeNull();
    await block.click();

    await expect(a1).resolves.toEqual({ action: 'decline' });
    await expect(a2).resolves.toEqual({ action: 'decline' });
    expect(queue.isBlocked('alpha')).toBe(true);
    await expect.element(page.getByRole('dialog', { name: 'Request from Beta Files' })).toBeVisible();
    await expect(queue.request(ask('Alpha once more'), { server: serverA })).resolves.toEqual({ action: 'decline' });

    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(b1).resolves.toEqual({ action: 'decline' });
  });

  it('says what happened, with Undo: the server may ask again', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const a1 = queue.request(ask('Alpha asks'), { server: serverA });
    await page.getByRole('button', { name: 'Block Alpha Tools for this session' }).click();
    await expect(a1).resolves.toEqual({ action: 'decline' });
    const notice = page.getByRole('status').filter({ hasText: 'Alpha Tools is blocked' });
    await expect.element(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Undo' }).click();
    expect(queue.isBlocked('alpha')).toBe(false);
    await expect.element(notice).not.toBeInTheDocument();
    // Asking again works: a new request shows.
    void queue.request(ask('Alpha asks again'), { server: serverA });
    await expect.element(page.getByRole('dialog', { name: 'Request from Alpha Tools' })).toBeVisible();
  });

  it('says it in the next dialog when another request waits: heard as it opens, Undo reachable by keyboard', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const a1 = queue.request(ask('Alpha asks'), { server: serverA });
    const b1 = queue.request(ask('Beta asks'), { server: serverB });
    await page.getByRole('button', { name: 'Block Alpha Tools for this session' }).click();
    await expect(a1).resolves.toEqual({ action: 'decline' });

    // The next request's modal dialog hides the page from screen readers and keyboard: the notice
    // is in that dialog's status line, read first in its description.
    const next = page.getByRole('dialog', { name: 'Request from Beta Files' });
    await expect
      .element(next)
      .toHaveAccessibleDescription(
        /^Request 2 of 2 Alpha Tools is blocked: its requests are declined until the app is restarted\. Undo Beta asks/,
      );
    expect(document.querySelectorAll('[data-slot="elicitation-host-blocked"]')).toHaveLength(1);
    expect(dialog().querySelector('[data-slot="elicitation-host-blocked"]')?.getAttribute('role')).toBe('status');
    await expectNoAxeViolations();

    // Keyboard only: the dialog opens on its first field; Shift+Tab goes back up to Undo in the
    // header's status line, and Enter lifts the block.
    await expect.element(next.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(next.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(queue.isBlocked('alpha')).toBe(false);
    await expect.element(next.getByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Focus stays in the dialog, which still answers its own request.
    expect(dialog().contains(document.activeElement)).toBe(true);
    await next.getByRole('textbox', { name: /Name/ }).fill('Ada');
    await next.getByRole('button', { name: 'Accept' }).click();
    await expect(b1).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('keeps the footer small: the block action is a text button, its explanation read with it, not drawn', async () => {
    const queue = newQueue();
    await renderHost(queue);
    void queue.request(ask('Alpha asks'), { server: serverA });
    const block = page.getByRole('button', { name: 'Block Alpha Tools for this session' });
    await expect.element(block).toHaveAccessibleDescription(/every later one from Alpha Tools/);
    await expect.element(page.getByText(/every later one from Alpha Tools/)).not.toBeVisible();
  });

  it('can be left out', async () => {
    const queue = newQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost allowBlocking={false} />
      </ElicitationProvider>,
    );
    void queue.request(ask('No blocking here'), { server: serverA });
    await expect.element(page.getByText('No blocking here')).toBeVisible();
    expect(dialog().querySelector('[data-slot="elicitation-host-block-button"]')).toBeNull();
  });
});

describe('ElicitationHost: the server withdraws a request', () => {
  it('keeps the draft visible but read-only, says why, and leaves on Dismiss', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const controller = new AbortController();
    const withdrawn = queue.request(ask('Who are you?'), { server: serverA, signal: controller.signal });
    const next = queue.request(ask('Still here'), { server: serverB });

    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard('Grace Hopper');
    controller.abort('no longer needed');

    await expect(withdrawn).resolves.toEqual({ action: 'cancel' });
    const notice = page.getByRole('alert').filter({ hasText: 'withdrew' });
    await expect
      .element(notice)
      .toHaveTextContent('Alpha Tools withdrew this request. Your answers are kept here but can no longer be sent.');
    await expect.element(name).toHaveValue('Grace Hopper');
    await expect.element(name).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeDisabled();
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    await expect.element(dismiss).toHaveFocus();
    expect(hostText('elicitation-host-position')).toBe('Request 1 of 2');
    await expectNoAxeViolations();

    // Enter on the focused Dismiss: the withdrawn request leaves, the next one is shown.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Request from Beta Files' })).toBeVisible();
    await expect.element(page.getByText('Request 2 of 2')).toBeVisible();
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(next).resolves.toEqual({ action: 'decline' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('closing a withdrawn request (Escape) dismisses it too, and sends nothing more', async () => {
    const queue = newQueue();
    await renderHost(queue);
    const controller = new AbortController();
    const withdrawn = queue.request(ask('Going away'), { server: serverA, signal: controller.signal });
    await expect.element(page.getByText('Going away')).toBeVisible();
    controller.abort();
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
    await expect(withdrawn).resolves.toEqual({ action: 'cancel' });
  });
});

describe('ElicitationHost: requests with a deadline', () => {
  // The clock is fake (timeouts and Date only; React's scheduler, Radix and the test's own polling keep
  // real time), so each step below happens at an exact instant instead of "about now" on a busy machine.
  // Checks read the DOM synchronously after `tick`, not through expect.element: polling advances fake
  // timers by its interval on every attempt, which would move the clock under the test.
  const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  /** Moves the fake clock and lets React commit what the timers changed. */
  async function tick(ms: number) {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      await act(() => vi.advanceTimersByTimeAsync(ms));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    }
  }
  const timeLeft = () => page.getByRole('timer').element().textContent;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time left, without a live region ticking, and answers cancel on expiry', async () => {
    fakeClock();
    const queue = newQueue();
    await renderHost(queue);
    let settled = false;
    const result = queue.request(ask('Quick, please'), { server: serverA, timeoutMs: 2_500 });
    void result.then(() => (settled = true));

    await tick(0);
    const timer = page.getByRole('timer');
    expect(timeLeft()).toBe('Expires in 0:03');
    // The ticking text is a timer (implicitly aria-live="off"); the status line stays quiet.
    expect(timer.element().getAttribute('aria-live')).toBeNull();
    expect(timer.element().closest('[aria-live]:not([aria-live="off"])')).toBeNull();
    const status = dialog().querySelector('[data-slot="elicitation-host-expiry-warning"]')!;
    expect(status.getAttribute('role')).toBe('status');
    await tick(1_000);
    expect(timeLeft()).toBe('Expires in 0:02');
    await tick(1_000);
    expect(timeLeft()).toBe('Expires in 0:01');
    expect(status.textContent).toBe('');

    // Not a moment early: 1 ms before the deadline the request is still open ...
    await tick(499);
    expect(settled).toBe(false);
    expect(queue.getSnapshot().entries).toHaveLength(1);
    // ... and at the deadline it is answered with cancel; the dialog stays, inactive, says why
    // (an alert, so it is heard) and goes when dismissed.
    await tick(1);
    await expect(result).resolves.toEqual({ action: 'cancel' });
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'This request timed out and can no longer be answered.' }))
      .toBeVisible();
    expect(page.getByRole('timer').query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks only when a threshold is crossed (10 seconds left)', async () => {
    fakeClock();
    const queue = newQueue();
    await renderHost(queue);
    const result = queue.request(ask('Take your time'), { server: serverA, timeoutMs: 11_500 });
    await tick(0);
    expect(timeLeft()).toBe('Expires in 0:12');
    const warning = () => dialog().querySelector('[data-slot="elicitation-host-expiry-warning"]')!.textContent;
    expect(warning()).toBe('');
    await tick(1_000);
    expect(timeLeft()).toBe('Expires in 0:11');
    expect(warning()).toBe('');
    await tick(1_000);
    expect(timeLeft()).toBe('Expires in 0:10');
    expect(warning()).toBe('This request expires in 10 seconds.');
    // It does not follow every second.
    await tick(2_000);
    expect(timeLeft()).toBe('Expires in 0:08');
    expect(warning()).toBe('This request expires in 10 seconds.');
    vi.useRealTimers();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(result).resolves.toEqual({ action: 'decline' });
  });
});

describe('ElicitationProvider', () => {
  it('hands useElicitation() the queue the app made: its UI side, the same object', async () => {
    const queue = newQueue();
    let captured: unknown;
    function Capture() {
      captured = useElicitation().queue;
      return null;
    }
    await render(
      <ElicitationProvider queue={queue}>
        <Capture />
      </ElicitationProvider>,
    );
    expect(captured).toBe(queue);
  });

  it('never disposes a queue it was given, and unmounting the host leaves requests pending', async () => {
    const queue = newQueue();
    const screen = await renderHost(queue);
    const pending = queue.request(ask('Survives'), { server: serverA });
    await expect.element(page.getByText('Survives')).toBeVisible();
    await screen.unmount();
    // Unmounting is synchronous (React commits the removal inside unmount), and the host's cleanup
    // runs in that commit: whatever it did to the queue has happened by now.
    expect(page.getByText('Survives').query()).toBeNull();
    expect(queue.getSnapshot().entries).toHaveLength(1);
    expect(queue.getSnapshot().entries[0]!.status).toBe('pending');
    // A host mounted later picks it up.
    await renderHost(queue);
    await expect.element(page.getByText('Survives')).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(pending).resolves.toEqual({ action: 'decline' });
  });

  it('useElicitation() outside a provider throws a named error', () => {
    function Orphan() {
      useElicitation();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow('`useElicitation` must be used within `ElicitationProvider` or be given a queue');
  });
});
