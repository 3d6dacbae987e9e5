import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/dialog/elicitation-dialog';
import { expectNoAxeViolations } from './helpers';

const contact = {
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name' },
      email: { type: 'string', format: 'email', title: 'Email' },
    },
    required: ['name', 'email'],
  },
};

afterEach(async () => {
  await cleanup();
});

describe('an error summary after a failed submit', () => {
  it('counts the errors, links each to its field, focuses the first invalid field, and goes when fixed', async () => {
    await render(<ElicitationDialog request={contact} server={{ id: 'acme', label: 'Acme Tools' }} onResult={() => {}} />);
    const summary = () => document.querySelector('[data-slot="elicitation-error-summary"]');
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(summary()?.getAttribute('role')).toBe('status');
    expect(summary()?.textContent).toBe('');

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => summary()?.textContent).toBe('2 answers need attentionFull nameEmail');
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'Email' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect.poll(() => summary()?.textContent).toBe('1 answer needs attentionFull name');
    expect(page.getByRole('link', { name: 'Email' }).query()).toBeNull();
  });
});
