/**
 * The inline presentation in a scrolling, chat-like page: no portal, no focus trap, no scroll
 * lock, a named group in the conversation, focus moved in only when asked, everything by keyboard,
 * several requests in place, and the URL consent screen inline too.
 */
import '../../src/theme/styles.css';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationPanel, type ElicitationPanelProps } from '../../src/index';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { createVisitedDomains } from 'mcp-elicitation-core/url';
import { describedByText, expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'acme', label: 'Acme Tools' };

const contact: ElicitRequestParams = {
  message: 'Which address should the invoice go to?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name' },
      email: { type: 'string', format: 'email', title: 'Email', description: 'Where the invoice is sent' },
    },
    required: ['name', 'email'],
  },
};

/** A chat page: a scrolling transcript with the request in it, and a composer below. */
function Chat({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1>Conversation</h1>
      <section aria-label="Transcript" style={{ height: 300, overflowY: 'auto' }}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Earlier message {i + 1}</p>
        ))}
        {children}
        <p>The assistant is waiting for your answer.</p>
      </section>
      <label>
        Message
        <input type="text" autoFocus />
      </label>
    </main>
  );
}

/** Shows the chat, then the request arriving in it while the user is in the composer. */
async function open(props: Partial<ElicitationPanelProps> = {}) {
  const recorder = resultRecorder();
  const screen = await render(<Chat>{null}</Chat>);
  await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  await screen.rerender(
    <Chat>
      <ElicitationPanel request={contact} server={server} onResult={recorder.onResult} {...props} />
    </Chat>,
  );
  return { recorder, screen };
}

/** Presses Tab until `target` has focus, failing after `max` presses. */
async function tabTo(target: Element, max: number) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await userEvent.tab();
  expect(document.activeElement).toBe(target);
}

const queues: ElicitationQueue[] = [];
afterEach(async () => {
  await cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

describe('ElicitationPanel: in the page, not over it', () => {
  it('renders inside the transcript as a group named by the server and described by the message; no modal, no portal, no scroll lock', async () => {
    await open();
    const panel = page.getByRole('group', { name: 'Request from Acme Tools' });
    await expect.element(panel).toBeVisible();
    const element = panel.element();
    expect(describedByText(element)).toBe('Which address should the invoice go to?');
    expect(element.closest('section[aria-label="Transcript"]')).not.toBeNull();
    // Laid out in the flow (the stylesheet's modal rules would float it over the page).
    expect(getComputedStyle(element).position).toBe('static');
    expect(document.querySelector('[role="dialog"], [aria-modal]')).toBeNull();
    // Nothing hidden from assistive technology, nothing locked: the page goes on around the request.
    expect(document.querySelector('[aria-hidden="true"]:not([data-slot] *, [data-slot])')).toBeNull();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('leaves focus where the user is typing; Tab reaches the fields and Enter accepts', async () => {
    const { recorder } = await open();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect.element(composer).toHaveFocus();
    await userEvent.keyboard('still typing');
    await expect.element(composer).toHaveValue('still typing');

    // From the top of the page, Tab walks through the transcript into the request's fields.
    (document.activeElement as HTMLElement | null)?.blur();
    await tabTo(page.getByRole('textbox', { name: 'Full name' }).element(), 40);
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    await expect.element(page.getByRole('group', { name: 'Request from Acme Tools' })).not.toBeInTheDocument();
  });

  it('autoFocus moves focus to the first field, and back to where it was after answering', async () => {
    const { recorder } = await open({ autoFocus: true });
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('under StrictMode (development), its rehearsal unmount neither answers nor moves focus', async () => {
    const recorder = resultRecorder();
    let focusHandOvers = 0;
    const screen = await render(<Chat>{null}</Chat>);
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await screen.rerender(
      <Chat>
        <StrictMode>
          <ElicitationPanel
            request={contact}
            server={server}
            onResult={recorder.onResult}
            autoFocus
            onCloseAutoFocus={() => focusHandOvers++}
          />
        </StrictMode>
      </Chat>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    // Tasks run in order: a cancel or focus move queued by the rehearsal would have run by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorder.results).toEqual([]);
    expect(focusHandOvers).toBe(0);
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
    // The real close, with focus inside, hands focus on once (back to the composer).
    expect(focusHandOvers).toBe(1);
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('Escape does nothing inline; the visible Cancel button cancels', async () => {
    const { recorder } = await open({ autoFocus: true });
    await userEvent.keyboard('{Escape}');
    expect(recorder.results).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it('errors are wired for screen readers as in the modal', async () => {
    await open({ autoFocus: true });
    await page.getByRole('button', { name: 'Accept' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    const description = describedByText(email.element());
    expect(description.startsWith('Where the invoice is sent')).toBe(true);
    expect(description.endsWith(' | Required')).toBe(true);
  });

  it('unmounting an unanswered panel cancels it', async () => {
    const { recorder, screen } = await open();
    await expect.element(page.getByRole('group', { name: 'Request from Acme Tools' })).toBeVisible();
    await screen.unmount();
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds nothing, open and invalid (${theme})`, async () => {
      document.documentElement.setAttribute('data-theme', theme);
      try {
        await open();
        await expect.element(page.getByRole('group', { name: 'Request from Acme Tools' })).toBeVisible();
        await expectNoAxeViolations();
        await page.getByRole('button', { name: 'Accept' }).click();
        await expect.element(page.getByText('Required').first()).toBeVisible();
        await expectNoAxeViolations();
      } finally {
        document.documentElement.removeAttribute('data-theme');
      }
    });
  }
});

describe('ElicitationPanel: URL mode inline', () => {
  it('shows the consent screen in place and opens only from the explicit button', async () => {
    const recorder = resultRecorder();
    const opened: string[] = [];
    await render(
      <Chat>
        <ElicitationPanel
          request={{
            mode: 'url',
            message: 'Sign in to connect your account.',
            url: 'https://accounts.example.com/connect?session=7f3a',
            elicitationId: 'e1',
          }}
          server={server}
          onResult={recorder.onResult}
          visitedDomains={createVisitedDomains()}
          openUrl={(href) => {
            opened.push(href);
            return 'opened';
          }}
        />
      </Chat>,
    );
    const panel = page.getByRole('group', { name: 'Request from Acme Tools' });
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByText('Sign in to connect your account.')).toBeVisible();
    await expect
      .element(panel.getByRole('group', { name: 'Full address' }))
      .toHaveTextContent('https://accounts.example.com/connect?session=7f3a');
    expect(opened).toEqual([]);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Open example.com' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept' });
    expect(opened).toEqual(['https://accounts.example.com/connect?session=7f3a']);
  });
});

describe('ElicitationHost presentation="inline": several requests in place', () => {
  function ask(message: string): ElicitRequestParams {
    return { message, requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } };
  }

  it('lists every pending request, oldest first; answering one by keyboard moves focus to the next', async () => {
    const queue = createElicitationQueue();
    queues.push(queue);
    await render(
      <ElicitationProvider queue={queue}>
        <Chat>
          <ElicitationHost presentation="inline" autoFocus />
        </Chat>
      </ElicitationProvider>,
    );
    const first = queue.request(ask('First question'), { server: { id: 'alpha', label: 'Alpha Tools' } });
    const second = queue.request(ask('Second question'), { server: { id: 'beta', label: 'Beta Files' } });

    const alpha = page.getByRole('group', { name: 'Request from Alpha Tools' });
    const beta = page.getByRole('group', { name: 'Request from Beta Files' });
    await expect.element(alpha).toBeVisible();
    await expect.element(beta).toBeVisible();
    // Both in the page, in order, and no dialog anywhere.
    // Each panel's description starts with its place in the queue, then the server's message.
    const panels = [...document.querySelectorAll('[data-slot="elicitation-content"]')];
    expect(panels.map((panel) => panel.getAttribute('aria-describedby') && describedByText(panel))).toEqual([
      'Request 1 of 2 | First question',
      'Request 2 of 2 | Second question',
    ]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(page.getByText('Request 1 of 2')).toBeVisible();
    await expect.element(page.getByText('Request 2 of 2')).toBeVisible();
    await expectNoAxeViolations();

    // autoFocus: the oldest request took focus when it appeared.
    await expect.element(alpha.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Ada{Enter}');
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await expect.element(alpha).not.toBeInTheDocument();
    // Focus was in the answered request: it moves to the next one, not to the page's start.
    await expect.element(beta).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(beta.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Bob{Enter}');
    await expect(second).resolves.toEqual({ action: 'accept', content: { name: 'Bob' } });
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('without autoFocus, a new request never takes focus from the composer', async () => {
    const queue = createElicitationQueue();
    queues.push(queue);
    await render(
      <ElicitationProvider queue={queue}>
        <Chat>
          <ElicitationHost presentation="inline" />
        </Chat>
      </ElicitationProvider>,
    );
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect.element(composer).toHaveFocus();
    const answer = queue.request(ask('A question'), { server: { id: 'alpha', label: 'Alpha Tools' } });
    await expect.element(page.getByRole('group', { name: 'Request from Alpha Tools' })).toBeVisible();
    await expect.element(composer).toHaveFocus();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('a request the server withdraws stays in place, read-only, without taking focus, until dismissed', async () => {
    const queue = createElicitationQueue();
    queues.push(queue);
    await render(
      <ElicitationProvider queue={queue}>
        <Chat>
          <ElicitationHost presentation="inline" />
        </Chat>
      </ElicitationProvider>,
    );
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect.element(composer).toHaveFocus();
    const controller = new AbortController();
    const answer = queue.request(ask('Going away'), { server: { id: 'alpha', label: 'Alpha Tools' }, signal: controller.signal });
    const panel = page.getByRole('group', { name: 'Request from Alpha Tools' });
    await expect.element(panel).toBeVisible();
    controller.abort('no longer needed');
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    await expect.element(panel.getByText('Alpha Tools withdrew this request.', { exact: false })).toBeVisible();
    await expect.element(panel.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    // The user is typing elsewhere: the notice does not pull focus into the conversation.
    await expect.element(composer).toHaveFocus();
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(panel).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('unmounting an inline host leaves its requests pending in the queue', async () => {
    const queue = createElicitationQueue();
    queues.push(queue);
    const screen = await render(<ElicitationHost queue={queue} presentation="inline" />);
    queue.request(ask('Still waiting'), { server: { id: 'alpha', label: 'Alpha Tools' } });
    await expect.element(page.getByRole('group', { name: 'Request from Alpha Tools' })).toBeVisible();
    await screen.unmount();
    // A detach-cancel would be sent from a zero-delay task queued at unmount; a task queued after
    // it runs after it (tasks run in order), so this is ordering, not waiting for time to pass.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
  });
});
