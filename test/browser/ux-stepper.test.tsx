/**
 * The stepper to the carousel standard: every choice shows its number key (a visible keycap and
 * `aria-keyshortcuts`); a key or a click picks and moves on; Enter moves on from any step and sends
 * from the last; each new step is announced once by a polite live region ("Question 2 of 4: Team
 * size") and takes focus; Escape does what it does in the form; the review stays one button away.
 * The four-question request (text, choice, checkbox, number) takes at most 8 key presses, "Ada"
 * counting 3, and never more than the form.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import type { ElicitRequestFormParams } from 'mcp-elicitation-core';
import { expectNoAxeViolations, openRequest } from './helpers';

const server = { id: 'projects', label: 'Projects' };

/** The four-question request: a text, a choice, a checkbox and a number. */
const fourQuestions: ElicitRequestFormParams = {
  mode: 'form',
  message: 'Tell us about the project.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Project name', minLength: 3 },
      size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'] },
      public: { type: 'boolean', title: 'Public repository' },
      seats: { type: 'integer', title: 'Seats', minimum: 1 },
    },
    required: ['name', 'size', 'seats'],
  },
};
const expected = { action: 'accept', content: { name: 'Ada', size: '2-5', public: true, seats: 3 } };

type Presentation = 'modal' | 'inline';

async function open(presentation: Presentation, stepper: boolean, request: ElicitRequestFormParams = fourQuestions) {
  const { recorder } = await openRequest({ request, server, stepper }, { inline: presentation === 'inline', heading: 'Chat' });
  // A secret asked puts focus on Decline first (a suggested refusal).
  const first = page.getByRole('textbox', { name: 'Project name' });
  if (request === fourQuestions) await expect.element(first).toHaveFocus();
  else await first.click();
  return recorder;
}

/** Presses keys one at a time and counts them: typed text counts one per character. */
async function press(keys: string[], count: { n: number }) {
  for (const key of keys) {
    await userEvent.keyboard(key);
    count.n += key.startsWith('{') ? 1 : key.length;
  }
}

/** Every text the stepper's progress line (its one polite live region) took, in order, from now on. */
function recordAnnouncements() {
  const region = page
    .getByRole('status')
    .filter({ hasText: /Question \d of \d/ })
    .element();
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    // What a screen reader hears: the region's text less what it hides from them.
    const heard = [...region.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join('');
    if (heard !== '') said.push(heard);
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return { said, stop: () => observer.disconnect() };
}

afterEach(async () => {
  await cleanup();
});

describe.each(['modal', 'inline'] as const)('the stepper (%s)', (presentation) => {
  it('takes at most 8 keys for the four-question request, fewer than the form', async () => {
    const inForm = { n: 0 };
    let recorder = await open(presentation, false);
    // Tab to the radio group, Arrow to the second option, Tab, Space ticks, Tab, the number, Enter sends.
    await press(['Ada', '{Tab}', '{ArrowDown}', '{Tab}', ' ', '{Tab}', '3', '{Enter}'], inForm);
    expect(presentation === 'modal' ? await recorder.single() : recorder.results[0]).toEqual(expected);
    expect(recorder.results).toHaveLength(1);
    expect(inForm.n).toBe(10);
    await cleanup();

    const inStepper = { n: 0 };
    recorder = await open(presentation, true);
    // Enter moves on, 2 picks "2-5" and moves on, 1 says Yes and moves on, the number, Enter sends.
    await press(['Ada', '{Enter}'], inStepper);
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    await press(['2'], inStepper);
    await expect.element(page.getByRole('radio', { name: 'No', exact: true })).toBeVisible();
    await press(['1'], inStepper);
    await expect.element(page.getByRole('spinbutton', { name: 'Seats' }).or(page.getByRole('textbox', { name: 'Seats' }))).toHaveFocus();
    await press(['3', '{Enter}'], inStepper);
    await expect.poll(() => recorder.results.length).toBe(1);
    if (presentation === 'modal') await recorder.single();
    expect(recorder.results).toEqual([expected]);
    expect(inStepper.n).toBe(8);
    expect(inStepper.n).toBeLessThanOrEqual(inForm.n);
  });

  it('shows each choice’s number key, and names it in aria-keyshortcuts', async () => {
    await open(presentation, true);
    await userEvent.keyboard('Ada{Enter}');
    for (const [key, name] of [
      ['1', '1'],
      ['2', '2-5'],
      ['3', '6+'],
    ]) {
      const radio = page.getByRole('radio', { name, exact: true });
      await expect.element(radio).toHaveAttribute('aria-keyshortcuts', key);
      // The keycap is drawn beside the option (and hidden from the option's name).
      const keycap = radio.element().closest('label')?.querySelector('kbd');
      expect(keycap?.textContent).toBe(key);
      expect(keycap?.getAttribute('aria-hidden')).toBe('true');
      expect(keycap?.getBoundingClientRect().width).toBeGreaterThan(0);
    }
    await userEvent.keyboard('3');
    // A yes/no question is a choice too: Yes is 1, No is 2.
    await expect.element(page.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-keyshortcuts', '1');
    await expect.element(page.getByRole('radio', { name: 'No', exact: true })).toHaveAttribute('aria-keyshortcuts', '2');
    // Optional: "No answer" closes the list, without a key.
    await expect.element(page.getByRole('radio', { name: 'No answer' })).not.toHaveAttribute('aria-keyshortcuts');
    await expectNoAxeViolations();
  });

  it('announces each new step once, politely, and puts focus on its question', async () => {
    await open(presentation, true);
    const announcements = recordAnnouncements();
    await userEvent.keyboard('Ada{Enter}');
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    // Walking the options changes the answer, not the step: nothing more is said.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('radio', { name: 'No answer' })).toHaveFocus();
    await userEvent.keyboard('1');
    const seats = page.getByRole('spinbutton', { name: 'Seats' }).or(page.getByRole('textbox', { name: 'Seats' }));
    await expect.element(seats).toHaveFocus();
    await userEvent.keyboard('12');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(page.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await expect
      .poll(() => announcements.said)
      .toEqual([
        'Question 2 of 4: Team size',
        'Question 3 of 4: Public repository',
        'Question 4 of 4: Seats',
        'Question 3 of 4: Public repository',
      ]);
    // One voice per step: no other live region on the page has anything to say.
    const speaking = [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')].filter(
      (region) => region.textContent?.trim() !== '',
    );
    expect(speaking).toEqual([page.getByText('3 of 4', { exact: true }).element().parentElement]);
    announcements.stop();
  });

  it('sends from the last question with Enter; the review is one button away', async () => {
    const recorder = await open(presentation, true);
    await userEvent.keyboard('Ada{Enter}');
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    await userEvent.keyboard('2');
    await expect.element(page.getByRole('radio', { name: 'Yes' })).toBeVisible();
    // A click picks and moves on as well.
    await page.getByRole('radio', { name: 'Yes' }).click();
    await expect.element(page.getByText('4 of 4', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await userEvent.keyboard('3');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('region', { name: 'Check your answers before sending' });
    await expect.element(review).toHaveTextContent(/Team size\s*2-5/);
    await expect.element(review).toHaveTextContent(/Public repository\s*Yes/);
    await expect.element(page.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await expectNoAxeViolations();
    // Change goes back with the answers kept; Enter on the last question sends them.
    await page.getByRole('button', { name: 'Change' }).nth(3).click();
    await expect.element(page.getByText('4 of 4', { exact: true })).toBeVisible();
    expect(recorder.results).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => recorder.results).toEqual([expected]);
  });

  it('on a last question that is a choice, a key picks and moves on to Accept', async () => {
    const lastChoice: ElicitRequestFormParams = {
      mode: 'form',
      message: 'Tell us about the project.',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Project name' },
          size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'] },
        },
        required: ['name', 'size'],
      },
    };
    const recorder = await open(presentation, true, lastChoice);
    await userEvent.keyboard('Ada{Enter}');
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    await userEvent.keyboard('3');
    await expect.element(page.getByRole('button', { name: 'Accept' })).toHaveFocus();
    // The question stays in sight with its answer, to confirm; nothing is sent yet.
    await expect.element(page.getByRole('radio', { name: '6+' })).toBeChecked();
    expect(recorder.results).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => recorder.results).toEqual([{ action: 'accept', content: { name: 'Ada', size: '6+' } }]);
  });
});

describe('Escape in the stepper', () => {
  it('asks before discarding typed answers, as in the form, and cancels on the second press', async () => {
    for (const stepper of [false, true]) {
      const recorder = await open('modal', stepper);
      await userEvent.keyboard(stepper ? 'Ada{Enter}' : 'Ada{Tab}');
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('button', { name: 'Keep editing' })).toBeVisible();
      expect(recorder.results).toEqual([]);
      await userEvent.keyboard('{Escape}');
      expect(await recorder.single()).toEqual({ action: 'cancel' });
      await cleanup();
    }
  });

  it('cancels at once when nothing was typed, as in the form', async () => {
    for (const stepper of [false, true]) {
      const recorder = await open('modal', stepper);
      await userEvent.keyboard('{Escape}');
      expect(await recorder.single()).toEqual({ action: 'cancel' });
      await cleanup();
    }
  });
});

describe('the review', () => {
  it('never shows a secret again', async () => {
    const withSecret: ElicitRequestFormParams = {
      mode: 'form',
      message: 'Connect the repository.',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Project name' },
          token: { type: 'string', title: 'API token' },
        },
        required: ['name', 'token'],
      },
    };
    await open('modal', true, withSecret);
    await userEvent.keyboard('Ada{Enter}');
    await expect.element(page.getByRole('textbox', { name: 'API token' })).toHaveFocus();
    await userEvent.keyboard('s3cr3t-value');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('region', { name: 'Check your answers before sending' });
    await expect.element(review).toHaveTextContent(/API token\s*••••••hidden/);
    expect(review.element().textContent).not.toContain('s3cr3t');
  });
});
