/**
 * Emphasis follows the risk: the filled (primary) button and first focus go to the safe answer
 * whenever there is a risk (a destructive tool's gate, a URL with warnings), and to Confirm only for a
 * gate without one. The confirming button says what it does. A lone yes/no that is a preference, not
 * a confirmation, is answerable "No" (false), apart from Decline; optional lone questions get "Skip".
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { describedByText, expectNoAxeViolations, gesturesArmed, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'files', label: 'File Server' };
const ACCENT = 'rgb(10, 88, 202)';
const PLAIN = 'rgb(255, 255, 255)';
const background = (name: string | RegExp) => getComputedStyle(page.getByRole('button', { name }).element()).backgroundColor;

const gate = {
  message: 'Delete 3 files?',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete these files' } }, required: ['confirm'] },
};
const newsletter = {
  message: 'One more thing.',
  requestedSchema: {
    type: 'object',
    properties: { newsletter: { type: 'boolean', title: 'Subscribe to the newsletter?' } },
    required: ['newsletter'],
  },
};

const open = async (props: OpenRequestProps, inline = false) => (await openRequest({ server, ...props }, { inline })).recorder;

afterEach(async () => {
  await cleanup();
});

describe('emphasis per risk', () => {
  it.each([false, true])('a gate without risk: Confirm is primary and focused, Enter confirms (inline: %s)', async (inline) => {
    const recorder = await open({ request: gate }, inline);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect.element(confirm).toHaveFocus();
    expect(background('Confirm')).toBe(ACCENT);
    expect(background('Decline')).toBe(PLAIN);
    // The question is Confirm's description, not a stray paragraph.
    expect(describedByText(confirm.element())).toBe('Delete these files');
    await expectNoAxeViolations();
    await gesturesArmed();
    await userEvent.keyboard('{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept', content: { confirm: true } });
  });

  it('a destructive tool’s gate: Decline is primary and focused; Confirm says what it does, from the tool’s title', async () => {
    const recorder = await open({
      request: gate,
      toolContext: { toolName: 'delete_files', annotations: { title: 'Delete 3 files', destructiveHint: true } },
    });
    const decline = page.getByRole('button', { name: 'Decline' });
    await expect.element(decline).toHaveFocus();
    expect(background('Decline')).toBe(ACCENT);
    const confirm = page.getByRole('button', { name: 'Delete 3 files' });
    await expect.element(confirm).toHaveAttribute('data-destructive', '');
    expect(background('Delete 3 files')).toBe(PLAIN);
    await expectNoAxeViolations();
    await confirm.click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { confirm: true } });
  });

  it('a URL with warnings: Decline is primary and focused, Open is a plain button', async () => {
    await open({ request: { mode: 'url', message: 'Sign in.', url: 'http://xn--pple-43d.com/login', elicitationId: 'e1' } });
    const openButton = page.getByRole('button', { name: /^Open / });
    await expect.element(openButton).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveAttribute('data-suggested', '');
    expect(background('Decline')).toBe(ACCENT);
    expect(getComputedStyle(openButton.element()).backgroundColor).toBe(PLAIN);
  });

  it('a URL without warnings keeps Open primary', async () => {
    await open({ request: { mode: 'url', message: 'Sign in.', url: 'https://example.com/login', elicitationId: 'e1' } });
    const openButton = page.getByRole('button', { name: /^Open / });
    await expect.element(openButton).toBeVisible();
    expect(getComputedStyle(openButton.element()).backgroundColor).toBe(ACCENT);
    await expect.element(page.getByRole('button', { name: 'Decline' })).not.toHaveAttribute('data-suggested');
  });
});

describe('a lone yes/no preference is answerable No', () => {
  it('offers Yes / No as quick answers (No sends false), Decline apart', async () => {
    const recorder = await open({ request: newsletter });
    const group = page.getByRole('group', { name: 'Subscribe to the newsletter?' });
    await expect.element(group.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expectNoAxeViolations();
    await group.getByRole('button', { name: 'No' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { newsletter: false } });
  });

  it('the same boolean asked by a destructive tool is a gate', async () => {
    await open({ request: newsletter, toolContext: { toolName: 'wipe', annotations: {} } });
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'No' })).not.toBeInTheDocument();
  });
});

describe('optional lone questions get one-gesture answers and Skip (point 14)', () => {
  it('an optional choice: quick answers, Skip leaves the field out', async () => {
    const recorder = await open({
      request: {
        message: 'Pick a colour if you like.',
        requestedSchema: { type: 'object', properties: { colour: { type: 'string', enum: ['red', 'green'] } } },
      },
    });
    await expect.element(page.getByRole('button', { name: 'red' })).toHaveFocus();
    await expect.element(page.getByRole('combobox')).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Skip' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: {} });
  });

  it('an optional preference: Yes / No / Skip', async () => {
    const recorder = await open({
      request: {
        message: 'Newsletter?',
        requestedSchema: { type: 'object', properties: { newsletter: { type: 'boolean', title: 'Newsletter', default: true } } },
      },
    });
    await page.getByRole('button', { name: 'No' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { newsletter: false } });
  });

  it('an optional confirmation: a gate with Skip', async () => {
    const recorder = await open({
      request: {
        message: 'Agree to the terms?',
        requestedSchema: { type: 'object', properties: { agree: { type: 'boolean', title: 'I agree' } } },
      },
    });
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await page.getByRole('button', { name: 'Skip' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: {} });
  });
});
