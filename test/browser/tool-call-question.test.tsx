/**
 * `<ToolCallQuestion>` and `<UnplacedQuestions>` in Chromium: a question goes under its call's card
 * or, without a card, to the end, never both; a card that mounts takes the question over; focus
 * that an answered question held goes to `returnFocus`, else where it came from, else the question's
 * place, never `<body>`.
 */
import '../../src/theme/styles.css';
import { useRef, useState, type RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ToolCallQuestion, UnplacedQuestions } from '../../src/chat/tool-call-question';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { gesturesArmed } from './helpers';

const server = { id: 'files', label: 'Files' };
const approval: ElicitRequestParams = {
  message: 'Delete 3 files?',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'I confirm' } } },
};

let queue: ElicitationQueue;
afterEach(async () => {
  await cleanup();
  queue?.dispose();
});

function ask(toolCallId: string) {
  return queue.request(approval, { server, context: { toolName: 'delete_files', toolCallId } });
}

function Thread({ cards, returnFocus }: { cards: string[]; returnFocus?: 'composer' }) {
  const composer = useRef<HTMLInputElement>(null);
  const target: RefObject<HTMLInputElement | null> | undefined = returnFocus === 'composer' ? composer : undefined;
  return (
    <ElicitationProvider queue={queue}>
      <ol aria-label="Thread">
        {cards.map((id) => (
          <li key={id}>
            <section aria-label={`Tool call ${id}`}>
              <ToolCallQuestion toolCallId={id} returnFocus={target} />
            </section>
          </li>
        ))}
      </ol>
      <section aria-label="End of thread">
        <UnplacedQuestions returnFocus={target} />
      </section>
      <label>
        Message <input ref={composer} />
      </label>
      <button type="button">Elsewhere</button>
    </ElicitationProvider>
  );
}

function Switchable() {
  const [cards, setCards] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setCards(['call_1'])}>
        Show the card
      </button>
      <button type="button" onClick={() => setCards([])}>
        Remove the card
      </button>
      <Thread cards={cards} />
    </>
  );
}

const questions = () => page.getByRole('group', { name: 'Request from Files' });

describe('ToolCallQuestion and UnplacedQuestions', () => {
  it('a question without its card waits at the end, moves under the card when it mounts, and back when it goes', async () => {
    queue = createElicitationQueue();
    await render(<Switchable />);
    void ask('call_1');
    await expect
      .element(page.getByRole('region', { name: 'End of thread' }).getByRole('group', { name: 'Request from Files' }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show the card' }));
    await expect
      .element(page.getByRole('region', { name: 'Tool call call_1' }).getByRole('group', { name: 'Request from Files' }))
      .toBeVisible();
    expect(questions().elements()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Remove the card' }));
    await expect
      .element(page.getByRole('region', { name: 'End of thread' }).getByRole('group', { name: 'Request from Files' }))
      .toBeVisible();
    expect(questions().elements()).toHaveLength(1);
  });

  it('a question without any tool call shows at the end', async () => {
    queue = createElicitationQueue();
    await render(<Thread cards={['call_1']} />);
    void queue.request(approval, { server });
    await expect
      .element(page.getByRole('region', { name: 'End of thread' }).getByRole('group', { name: 'Request from Files' }))
      .toBeVisible();
    expect(questions().elements()).toHaveLength(1);
  });

  it('answered by keyboard from the composer, focus goes back to the composer', async () => {
    queue = createElicitationQueue();
    await render(<Thread cards={['call_1']} />);
    const answer = ask('call_1');
    const decline = page.getByRole('region', { name: 'Tool call call_1' }).getByRole('button', { name: 'Decline' });
    await expect.element(decline).toBeVisible();
    // A key press the moment a request opens never answers it: wait until its answers are armed.
    await gesturesArmed();
    await userEvent.click(page.getByRole('textbox', { name: 'Message' }));
    (decline.element() as HTMLElement).focus();
    // Decline ignores presses until the request could have been seen (the arming delay).
    await gesturesArmed();
    await userEvent.keyboard('{Enter}');
    expect(await answer).toEqual({ action: 'decline' });
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('with returnFocus, focus goes there even when it came from elsewhere', async () => {
    queue = createElicitationQueue();
    await render(<Thread cards={['call_1']} returnFocus="composer" />);
    const answer = ask('call_1');
    const decline = page.getByRole('region', { name: 'Tool call call_1' }).getByRole('button', { name: 'Decline' });
    await expect.element(decline).toBeVisible();
    // A key press the moment a request opens never answers it: wait until its answers are armed.
    await gesturesArmed();
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    (decline.element() as HTMLElement).focus();
    // Decline ignores presses until the request could have been seen (the arming delay).
    await gesturesArmed();
    await userEvent.keyboard('{Enter}');
    expect(await answer).toEqual({ action: 'decline' });
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('when focus came from nowhere and no returnFocus is set, the question’s place takes it, not <body>', async () => {
    queue = createElicitationQueue();
    await render(<Thread cards={['call_1']} />);
    const answer = ask('call_1');
    const decline = page.getByRole('region', { name: 'Tool call call_1' }).getByRole('button', { name: 'Decline' });
    await expect.element(decline).toBeVisible();
    // A key press the moment a request opens never answers it: wait until its answers are armed.
    await gesturesArmed();
    (document.activeElement as HTMLElement | null)?.blur();
    (decline.element() as HTMLElement).focus();
    // Decline ignores presses until the request could have been seen (the arming delay).
    await gesturesArmed();
    await userEvent.keyboard('{Enter}');
    expect(await answer).toEqual({ action: 'decline' });
    const card = page.getByRole('region', { name: 'Tool call call_1' }).element();
    await expect.poll(() => document.activeElement !== document.body && card.contains(document.activeElement)).toBe(true);
  });
});
