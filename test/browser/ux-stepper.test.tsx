/**
 * The stepper to the carousel standard: Enter moves on from any step (a choice too); a choice picked
 * with the pointer or its number key moves on by itself; Next is the next Tab stop after the
 * question (before Decline and Block); a review of every answer comes before Send, with Change back
 * to a question (answers kept). A four-field form takes no more key presses in the stepper than in
 * the form.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'projects', label: 'Projects' };
const project = {
  message: 'Tell us about the project.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Project name', minLength: 3 },
      size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'] },
      language: { type: 'string', title: 'Main language', enum: ['TypeScript', 'Python', 'Go'] },
      public: { type: 'boolean', title: 'Public repository' },
    },
    required: ['name', 'size', 'language'],
  },
};

async function open(stepper: boolean) {
  const recorder = resultRecorder();
  await render(<ElicitationDialog request={project} server={server} onResult={recorder.onResult} stepper={stepper} />);
  await expect.element(page.getByRole('textbox', { name: 'Project name' })).toHaveFocus();
  return recorder;
}

/** Presses keys one at a time and counts them. */
async function press(keys: string[], count: { n: number }) {
  for (const key of keys) {
    await userEvent.keyboard(key);
    count.n += 1;
  }
}

afterEach(async () => {
  await cleanup();
});

describe('the stepper', () => {
  it('Enter on a choice moves on; number keys choose and move on; the review lists every answer', async () => {
    const recorder = await open(true);
    await userEvent.keyboard('Apollo{Enter}');
    await expect.element(page.getByText('2 of 4')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    // Arrows walk the options and stay; Enter moves on with the one chosen.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByText('2 of 4')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('3 of 4')).toBeVisible();
    // The number key answers and moves on.
    await userEvent.keyboard('3');
    await expect.element(page.getByText('4 of 4')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('heading', { name: 'Check your answers before sending' })).toBeVisible();
    const review = page.getByRole('region', { name: 'Check your answers before sending' });
    await expect.element(review).toHaveTextContent(/Project name\s*Apollo/);
    await expect.element(review).toHaveTextContent(/Team size\s*2-5/);
    await expect.element(review).toHaveTextContent(/Main language\s*Go/);
    await expect.element(page.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await expectNoAxeViolations();
    // Change goes back to that question with the answer kept; the way forward keeps the rest.
    await page.getByRole('button', { name: 'Change' }).nth(1).click();
    await expect.element(page.getByRole('radio', { name: '2-5' })).toBeChecked();
    await page.getByRole('radio', { name: '6+' }).click();
    await expect.element(page.getByText('3 of 4')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Go' })).toBeChecked();
    expect(recorder.results).toEqual([]);
  });

  it('Next is the next Tab stop after the question', async () => {
    await open(true);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('a four-field form takes no more key presses in the stepper than in the form', async () => {
    const inForm = { n: 0 };
    let recorder = await open(false);
    await userEvent.keyboard('Apollo');
    await press(['{Tab}', '{ArrowDown}', '{Tab}', '{ArrowDown}', '{ArrowDown}', '{Tab}', ' ', '{Enter}'], inForm);
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Apollo', size: '2-5', language: 'Go', public: true } });
    await cleanup();

    const inStepper = { n: 0 };
    recorder = await open(true);
    await userEvent.keyboard('Apollo');
    await press(['{Enter}', '2', '3', ' ', '{Enter}'], inStepper);
    await expect.element(page.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await press(['{Enter}'], inStepper);
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Apollo', size: '2-5', language: 'Go', public: true } });
    expect(inStepper.n).toBeLessThanOrEqual(inForm.n);
  });
});
