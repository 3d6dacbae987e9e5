import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { describedByText, dialog, expectNoAxeViolations } from './helpers';

const server = { id: 'alpha', label: 'Alpha Tools' };

function ask(message: string): ElicitRequestParams {
  return { message, requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
}

const queues: ElicitationQueue[] = [];
afterEach(async () => {
  await cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

async function renderHost() {
  const queue = createElicitationQueue();
  queues.push(queue);
  await render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>,
  );
  return queue;
}

describe('the header tells where a request stands', () => {
  it('a single request shows no "Request 1 of 1"', async () => {
    const queue = await renderHost();
    void queue.request(ask('Only one'), { server });
    await expect.element(page.getByRole('dialog', { name: 'Request from Alpha Tools' })).toBeVisible();
    expect(dialog().textContent).not.toContain('Request 1 of 1');
    expect(describedByText(dialog())).toBe('Only one');
  });

  it('the position sits in the header, read first in the description; the next request says its own', async () => {
    const queue = await renderHost();
    void queue.request(ask('First'), { server });
    void queue.request(ask('Second'), { server });
    await expect.element(page.getByText('Request 1 of 2')).toBeVisible();
    const header = dialog().querySelector('[data-slot="elicitation-header"]') as HTMLElement;
    expect(header.textContent).toContain('Request 1 of 2');
    await expect.poll(() => describedByText(dialog())).toBe('Request 1 of 2 | First');
    // The header is no banner landmark.
    expect(dialog().querySelector('header')).toBeNull();
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Decline' }).click();
    await expect.element(page.getByText('Request 2 of 2')).toBeVisible();
    await expect.poll(() => describedByText(dialog())).toBe('Request 2 of 2 | Second');
  });

  it('a countdown is written once, in the header', async () => {
    const queue = await renderHost();
    void queue.request(ask('Timed'), { server, timeoutMs: 120_000 });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const timers = dialog().querySelectorAll('[role="timer"]');
    expect(timers).toHaveLength(1);
    expect(dialog().querySelector('[data-slot="elicitation-header"] [role="timer"]')).not.toBeNull();
  });
});
