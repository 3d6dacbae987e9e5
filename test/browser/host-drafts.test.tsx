/**
 * A pending request's answers survive its form being unmounted (a route change, a collapsed chat):
 * the queue keeps the draft, and the next host shows it as the user's own answer.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { useElicitation } from '../../src/elicitation/use-elicitation';
import { bindEntry, ElicitationPanel } from '../../src/index';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { describedByText } from './helpers';

const server = { id: 'alpha', label: 'Alpha Tools' };

const params: ElicitRequestParams = {
  message: 'Who is coming?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      city: { type: 'string', title: 'City', default: 'Paris' },
    },
    required: ['name'],
  },
};

const queues: ElicitationQueue[] = [];
afterEach(() => {
  cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

function newQueue() {
  const queue = createElicitationQueue();
  queues.push(queue);
  return queue;
}

/** The app with or without the host (what a route change or a collapsed chat does to it). */
function app(queue: ElicitationQueue, shown: boolean, presentation: 'modal' | 'inline' = 'modal') {
  return (
    <ElicitationProvider queue={queue}>{shown ? <ElicitationHost presentation={presentation} /> : <p>Elsewhere</p>}</ElicitationProvider>
  );
}

describe('ElicitationHost: drafts outlive the form', () => {
  it('modal: typed answers come back after the host unmounts and mounts again, and Accept sends them', async () => {
    const queue = newQueue();
    const screen = await render(app(queue, true));
    const answer = queue.request(params, { server });
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.fill(page.getByRole('textbox', { name: 'City' }).element() as HTMLElement, 'Lyon');

    await screen.rerender(app(queue, false));
    await expect.element(page.getByText('Elsewhere')).toBeVisible();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await screen.rerender(app(queue, true));

    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    const city = page.getByRole('textbox', { name: 'City' });
    await expect.element(city).toHaveValue('Lyon');
    // The user's answer, not the server's.
    expect(describedByText(city.element())).not.toContain('Filled in by the server');
    expect(describedByText(city.element())).toContain('Your previous answer');
    expect(describedByText(page.getByRole('textbox', { name: 'Name' }).element())).toContain('Your previous answer');
    // Still the user's work: Escape asks before throwing it away.
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('Discard your answers?', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada', city: 'Lyon' } });
  });

  it('inline: a panel mounted again shows the draft; the draft is dropped once the request settles', async () => {
    const queue = newQueue();
    const screen = await render(app(queue, true, 'inline'));
    const answer = queue.request(params, { server });
    await page.getByRole('textbox', { name: 'Name' }).click();
    await userEvent.keyboard('Grace');
    const id = queue.getSnapshot().current?.id as string;
    await expect.poll(() => queue.draft(id)).toBeDefined();

    await screen.rerender(app(queue, false, 'inline'));
    await expect.element(page.getByText('Elsewhere')).toBeVisible();
    await screen.rerender(app(queue, true, 'inline'));
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
    await expect.element(page.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    // Untouched, the server's default is still the server's.
    expect(describedByText(page.getByRole('textbox', { name: 'City' }).element())).toContain('Filled in by the server');

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Grace', city: 'Paris' } });
    expect(queue.draft(id)).toBeUndefined();
    // A draft cannot be written for a request that is over.
    queue.saveDraft(id, { f0: 'late' });
    expect(queue.draft(id)).toBeUndefined();
  });
});

/** A host of the app's own: the current request in a panel, bound to its queue entry. */
function OwnHost({ shown }: { shown: boolean }) {
  const { current, queue } = useElicitation();
  if (!shown || current === undefined) return <p>Elsewhere</p>;
  return <ElicitationPanel key={current.id} {...bindEntry(queue, current)} />;
}

describe('bindEntry: a form of the app’s own, bound to a queue entry', () => {
  it('answers through the queue, stays pending when unmounted, and starts again from the user’s draft', async () => {
    const queue = newQueue();
    const screen = await render(
      <ElicitationProvider queue={queue}>
        <OwnHost shown />
      </ElicitationProvider>,
    );
    const answer = queue.request(params, { server });
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await screen.rerender(
      <ElicitationProvider queue={queue}>
        <OwnHost shown={false} />
      </ElicitationProvider>,
    );
    await expect.element(page.getByText('Elsewhere')).toBeVisible();
    // Unmounted, not cancelled: the request is still the queue's, with the user's answers.
    expect(queue.getSnapshot().current?.status).toBe('pending');
    await screen.rerender(
      <ElicitationProvider queue={queue}>
        <OwnHost shown />
      </ElicitationProvider>,
    );
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Ada');
    expect(describedByText(name.element())).toContain('Your previous answer');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada', city: 'Paris' } });
  });
});
