/**
 * Answers in one gesture, in both presentations: visible choices (a radio group), approval gates
 * (Confirm / Decline, destructive when the tool's annotations say so), quick answers (one button per
 * choice, number keys) and the stepper (one field at a time). Keyboard only where it matters, the
 * screen-reader wiring, and axe.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { de } from '../../src/locales/de';
import type { ElicitResult } from 'mcp-elicitation-core';
import { describedByText, expectNoAxeViolations, gesturesArmed, type resultRecorder, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'files', label: 'File Server' };

const gate = {
  message: 'Delete 3 files?\n\n  logs/app.log\n  logs/error.log\n  tmp/build.log',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete these files' } }, required: ['confirm'] },
};
const environment = {
  message: 'Which environment?',
  requestedSchema: {
    type: 'object',
    properties: { env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'] } },
    required: ['env'],
  },
};
const profile = {
  message: 'Tell us about the project.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Project name', minLength: 3 },
      size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'] },
      public: { type: 'boolean', title: 'Public' },
    },
    required: ['name', 'size'],
  },
};

type Presentation = 'modal' | 'inline';
const presentations: Presentation[] = ['modal', 'inline'];

/** Renders a request in the given presentation; inline takes focus as a user-requested panel would. */
const open = async (presentation: Presentation, props: OpenRequestProps) =>
  (await openRequest({ server, ...props }, { inline: presentation === 'inline' })).recorder;

/** The first result, after the request closed (both presentations unmount or close on answer). */
async function answered(recorder: ReturnType<typeof resultRecorder>): Promise<ElicitResult> {
  await expect.poll(() => recorder.results.length).toBe(1);
  await expect.poll(() => document.querySelector('[data-slot="elicitation-content"][data-answer-state="open"]')).toBeNull();
  expect(recorder.results).toHaveLength(1);
  return recorder.results[0] as ElicitResult;
}

afterEach(async () => {
  await cleanup();
});

describe.each(presentations)('%s', (presentation) => {
  it('shows a short single choice as a radio group: arrows choose, Tab leaves', async () => {
    const recorder = await open(presentation, { request: profile, quickAnswers: false });
    await page.getByRole('textbox', { name: 'Project name' }).fill('Apollo');
    await userEvent.tab();
    const group = page.getByRole('group', { name: 'Team size' });
    await expect.element(group).toBeVisible();
    // Every option is visible at once; none is chosen for a required choice without a default.
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    await expect.element(page.getByRole('radio', { name: '6+' })).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: '2-5' })).toBeChecked();
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Public' })).toHaveFocus();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { name: 'Apollo', size: '2-5' } });
  });

  it('turns a lone required boolean into a decision: Confirm sends true, no box to tick', async () => {
    const recorder = await open(presentation, { request: gate });
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    // The preview keeps its line breaks and indentation, as text.
    const message = document.querySelector('[data-slot="elicitation-message"]') as HTMLElement;
    expect(message.textContent).toBe(gate.message);
    expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    await expect.element(page.getByText('Delete these files')).toBeVisible();
    // Without a known tool nothing is claimed about it: a plain decision.
    await expect.element(page.getByText(/may delete or change data/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
    // Nothing is at risk: Confirm is the one answer, focused first.
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect.element(confirm).toHaveFocus();
    await gesturesArmed();
    await userEvent.keyboard('{Enter}');
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { confirm: true } });
  });

  it('says plainly when the asking tool is destructive, styles Confirm so and focuses Decline first', async () => {
    const recorder = await open(presentation, {
      request: gate,
      toolContext: { toolName: 'delete_files', toolCallId: 'call_1', annotations: { destructiveHint: true } },
    });
    const decline = page.getByRole('button', { name: 'Decline' });
    await expect.element(decline).toHaveFocus();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect.element(confirm).toHaveAttribute('data-destructive', '');
    expect(describedByText(confirm.element())).toBe(
      'Delete these files | delete_files may delete or change data, and this may not be undone.',
    );
    await expectNoAxeViolations();
    // Enter on the focused Decline declines: the safe answer is the default one.
    await gesturesArmed();
    await userEvent.keyboard('{Enter}');
    expect(await answered(recorder)).toEqual({ action: 'decline' });
  });

  it('takes the spec defaults for a listed tool without hints, and never removes caution for a read-only claim', async () => {
    await open(presentation, { request: gate, toolContext: { toolName: 'wipe', annotations: {} } });
    await expect.element(page.getByText('wipe may delete or change data, and this may not be undone.')).toBeVisible();
    await cleanup();
    const recorder = await open(presentation, { request: gate, toolContext: { toolName: 'peek', annotations: { readOnlyHint: true } } });
    // Still a gate (Confirm and Decline), only without the warning.
    await expect.element(page.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('data-destructive');
    await expect.element(page.getByText(/may delete or change data/)).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { confirm: true } });
  });

  it('answers a lone required choice with one button per option; Decline and Cancel stay', async () => {
    const recorder = await open(presentation, { request: environment });
    const group = page.getByRole('group', { name: 'Environment' });
    await expect.element(group.getByRole('button', { name: 'dev' })).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'staging' })).toHaveAttribute('aria-keyshortcuts', '2');
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'production' }).click();
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { env: 'production' } });
  });

  it('answers a quick choice with its number key', async () => {
    const recorder = await open(presentation, { request: environment });
    await expect.element(page.getByRole('button', { name: 'dev' })).toHaveFocus();
    await gesturesArmed();
    await userEvent.keyboard('2');
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { env: 'staging' } });
  });

  it('keeps the field when the host opts out of quick answers', async () => {
    const recorder = await open(presentation, { request: environment, quickAnswers: false });
    await expect.element(page.getByRole('radio', { name: 'staging' })).toBeVisible();
    await userEvent.keyboard('3');
    // A digit does nothing here: the radio group is the answer, Accept sends it.
    await expect.element(page.getByRole('radio', { name: 'production' })).not.toBeChecked();
    await page.getByRole('radio', { name: 'production' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { env: 'production' } });
  });

  it('asks one field at a time in the stepper, with the same validation and one answer at the end', async () => {
    const recorder = await open(presentation, { request: profile, stepper: true });
    await expect.element(page.getByText('1 of 3', { exact: true })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Project name' });
    await expect.element(name).toHaveFocus();
    await expect.element(page.getByRole('group', { name: 'Team size' })).not.toBeInTheDocument();
    // Too short: Next stays on this step and says why.
    await userEvent.keyboard('Ap');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('1 of 3', { exact: true })).toBeVisible();
    await name.fill('Apollo');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('2 of 3', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '1', exact: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await page.getByRole('button', { name: 'Back' }).click();
    // Back keeps what was typed.
    await expect.element(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Apollo');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByRole('radio', { name: '6+' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('3 of 3', { exact: true })).toBeVisible();
    await expectNoAxeViolations();
    // The last question leads to a review of every answer, then Accept.
    await page.getByRole('button', { name: 'Review' }).click();
    await expect.element(page.getByRole('heading', { name: 'Check your answers before sending' })).toBeVisible();
    await expectNoAxeViolations();
    expect(recorder.results).toEqual([]);
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await answered(recorder)).toEqual({ action: 'accept', content: { name: 'Apollo', size: '6+' } });
  });

  it('words every gesture in the locale', async () => {
    await open(presentation, { request: gate, locale: de, toolContext: { toolName: 'delete_files', annotations: {} } });
    await expect.element(page.getByRole('button', { name: 'Bestätigen' })).toBeVisible();
    await expect.element(page.getByText(/kann Daten löschen oder ändern/)).toBeVisible();
    await cleanup();
    await open(presentation, { request: profile, locale: de, stepper: true });
    await expect.element(page.getByText('1 von 3', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  });
});
