import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
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

  it('links a choice to the radio button that takes focus, not to its group', async () => {
    const request = {
      message: 'Pick a plan',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Full name' },
          plan: {
            type: 'string',
            title: 'Plan',
            oneOf: [
              { const: 'free', title: 'Free' },
              { const: 'pro', title: 'Pro' },
            ],
          },
          topics: { type: 'array', title: 'Topics', minItems: 1, items: { type: 'string', enum: ['news', 'events'] } },
        },
        required: ['name', 'plan', 'topics'],
      },
    };
    await render(<ElicitationDialog request={request} server={{ id: 'acme', label: 'Acme Tools' }} onResult={() => {}} />);
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(page.getByRole('link', { name: 'Plan' })).toBeInTheDocument();
    await page.getByRole('link', { name: 'Plan' }).click();
    await expect.element(page.getByRole('radio', { name: 'Free' })).toHaveFocus();
    await page.getByRole('link', { name: 'Topics' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'news' })).toHaveFocus();
  });
});
