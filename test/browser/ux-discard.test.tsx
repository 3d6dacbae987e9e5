/**
 * Dismissing never costs an answer by accident: a stray click outside never cancels a form (typed in,
 * untouched or prefilled: cancelling fails the tool call that asked); the × asks "Discard your
 * answers?" as Escape does, with a Discard button for pointer users, shown above the actions; a
 * request that can no longer be answered (withdrawn, timed out) closes without asking.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { dialog, expectNoAxeViolations, openRequest } from './helpers';

const server = { id: 'crm', label: 'CRM' };
const contact: ElicitRequestParams = {
  message: 'Who should we contact?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Full name' }, city: { type: 'string', title: 'City', default: 'Lyon' } },
    required: ['name'],
  },
};

const open = async (request: unknown = contact) => (await openRequest({ request, server })).recorder;

const clickOutside = () => userEvent.click(document.body, { position: { x: 5, y: 5 }, force: true } as never);

afterEach(async () => {
  await cleanup();
});

describe('a stray click outside', () => {
  it('does not cancel an untouched (prefilled) form; Escape still does', async () => {
    const recorder = await open();
    await clickOutside();
    await clickOutside();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(recorder.results).toEqual([]);
    await page.getByRole('textbox', { name: 'Full name' }).click();
    await userEvent.keyboard('{Escape}');
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });
});

describe('the discard prompt', () => {
  it('the × asks too; Discard cancels, for pointer users; the prompt sits above the actions', async () => {
    const recorder = await open();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Discard your answers?' });
    await expect.element(alert).toBeVisible();
    expect(recorder.results).toEqual([]);
    const actions = dialog().querySelector('[data-slot="elicitation-actions"]') as HTMLElement;
    expect(alert.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(actions.getBoundingClientRect().top + 0.5);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it('comes right before the actions in Tab order, as on screen; Keep editing returns focus', async () => {
    const queue = createElicitationQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost />
      </ElicitationProvider>,
    );
    const answer = queue.request(contact, { server });
    const city = page.getByRole('textbox', { name: 'City' });
    await city.fill('Nice');
    await userEvent.keyboard('{Escape}');
    const alert = page.getByRole('alert').filter({ hasText: 'Discard your answers?' });
    await expect.element(alert).toBeVisible();
    await expect.element(city).toHaveFocus();
    // From the last field, Tab reaches the question's buttons, then the actions, then Block.
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      order.push(document.activeElement?.getAttribute('data-slot') ?? document.activeElement?.tagName ?? '');
    }
    expect(order).toEqual([
      'elicitation-keep-editing',
      'elicitation-discard-confirm',
      'elicitation-decline',
      'elicitation-accept',
      'elicitation-host-block-button',
    ]);
    // And in the DOM: right before the actions.
    const actions = dialog().querySelector('[data-slot="elicitation-actions"]') as HTMLElement;
    expect(alert.element().nextElementSibling).toBe(actions);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(alert).not.toBeInTheDocument();
    await expect.element(city).toHaveFocus();
    await expect.element(city).toHaveValue('Nice');
    queue.dispose();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('is not asked on a withdrawn request: Escape closes it', async () => {
    const queue = createElicitationQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost />
      </ElicitationProvider>,
    );
    const controller = new AbortController();
    const answer = queue.request(contact, { server, signal: controller.signal });
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
    controller.abort();
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Discard your answers?');
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    queue.dispose();
  });
});
