import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { dialog, expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'acme', label: 'Acme Tools' };

afterEach(async () => {
  await cleanup();
});

/** The action buttons' names, in DOM order and in the order they appear on screen (left to right). */
function buttonOrders() {
  const buttons = [...dialog().querySelectorAll<HTMLElement>('[data-slot="elicitation-actions"] button')];
  const dom = buttons.map((button) => button.textContent);
  const visual = [...buttons]
    .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
    .map((button) => button.textContent);
  return { dom, visual };
}

describe('one primary action, chosen by risk; buttons never move', () => {
  it('asking for a secret makes Decline primary without moving it: visual order is DOM order, as for any request', async () => {
    const recorder = resultRecorder();
    const secret = {
      message: 'Paste your token',
      requestedSchema: { type: 'object', properties: { apiToken: { type: 'string', title: 'API token' } } },
    };
    const screen = await render(<ElicitationDialog request={secret} server={server} onResult={recorder.onResult} />);
    await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveAttribute('data-suggested', '');
    const secretOrders = buttonOrders();
    expect(secretOrders.visual).toEqual(secretOrders.dom);
    await screen.unmount();

    const plain = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
    await render(<ElicitationDialog request={plain} server={server} onResult={recorder.onResult} />);
    await expect.element(page.getByRole('button', { name: 'Decline' })).not.toHaveAttribute('data-suggested');
    // Same places as in the secret request.
    expect(buttonOrders().visual).toEqual(secretOrders.visual);
  });

  it('a request with warnings makes Decline the primary action and focuses it', async () => {
    const request = {
      message: 'Details',
      requestedSchema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Name' }, nested: { type: 'object', title: 'Nested' } },
      },
    };
    await render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    const decline = page.getByRole('button', { name: 'Decline' });
    await expect.element(decline).toHaveAttribute('data-suggested', '');
    await expect.element(decline).toHaveFocus();
    const background = (name: string) => getComputedStyle(page.getByRole('button', { name }).element()).backgroundColor;
    expect(background('Accept')).toBe('rgb(255, 255, 255)');
    await expectNoAxeViolations();
  });
});
