import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { withOverrides } from '../../src/index';
import { en } from '../../src/locales/en';
import { dialog, expectNoAxeViolations, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'acme', label: 'Acme Tools' };

const contact = {
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name' },
      email: { type: 'string', format: 'email', title: 'Email' },
      agree: { type: 'boolean', title: 'Send me a copy' },
    },
    required: ['name', 'email'],
  },
};

const open = (props: OpenRequestProps) => openRequest({ server, ...props });

afterEach(async () => {
  await cleanup();
});

describe('dismissing never loses typed answers', () => {
  it('a click outside does nothing once something was typed', async () => {
    const { recorder } = await open({ request: contact });
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
    await userEvent.click(document.body, { position: { x: 5, y: 5 }, force: true } as never);
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada');
    expect(recorder.results).toEqual([]);
    // Still answerable afterwards.
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('Escape with typed answers asks once, inline; "Keep editing" returns to the field, a second Escape cancels', async () => {
    const { recorder } = await open({ request: contact });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Ada');
    await userEvent.keyboard('{Escape}');
    const alert = page.getByRole('alert').filter({ hasText: 'Discard your answers?' });
    await expect.element(alert).toBeVisible();
    // Not a second modal: one dialog, the answers still there.
    expect(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).toHaveLength(1);
    expect(recorder.results).toEqual([]);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(alert).not.toBeInTheDocument();
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveValue('Ada');

    await userEvent.keyboard('{Escape}');
    await expect.element(alert).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it('Escape on an untouched form cancels at once', async () => {
    const { recorder } = await open({ request: contact });
    await userEvent.keyboard('{Escape}');
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });
});

describe('errors appear when the user did something', () => {
  it('tabbing past an empty required field shows no error', async () => {
    await open({ request: contact });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(name).toHaveFocus();
    await userEvent.tab();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveFocus();
    await email.fill('not an address');
    await userEvent.tab();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a programmatic blur (another surface taking focus) shows no error', async () => {
    await open({ request: contact });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(name).toHaveFocus();
    (name.element() as HTMLElement).blur();
    dialog().focus();
    (name.element() as HTMLElement).focus();
    (name.element() as HTMLElement).blur();
    // Validation is asynchronous: wait until a field the user did change shows its error, then the
    // blurred one must still be clean.
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not an address');
    await userEvent.tab();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a changed field shows its error on leaving, and a failed submit shows every error', async () => {
    await open({ request: contact });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not an address');
    await userEvent.tab();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ada@example.com');
    await expect.element(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains the required marker above a form with a required field, and only there', async () => {
    await open({ request: contact });
    await expect.element(page.getByText('Fields marked * are required')).toBeVisible();
    // Screen readers hear "required" on each control instead.
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await cleanup();
    await open({
      request: { message: 'Anything else?', requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } } },
    });
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toBeVisible();
    await expect.element(page.getByText('Fields marked * are required')).not.toBeInTheDocument();
  });

  it('marks a value the server filled in, which is sent unless changed; the mark goes once the user changes it', async () => {
    const { recorder } = await open({
      request: {
        message: 'Book a table',
        requestedSchema: {
          type: 'object',
          properties: { name: { type: 'string', title: 'Name' }, guests: { type: 'integer', title: 'Guests', default: 2 } },
          required: ['name'],
        },
      },
    });
    const guests = page.getByRole('spinbutton', { name: 'Guests' }).or(page.getByRole('textbox', { name: 'Guests' }));
    await expect.element(guests).toHaveAccessibleDescription(/Filled in by the server/);
    await expect.element(page.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription(/Filled in by the server/);
    await guests.fill('4');
    await expect.element(guests).not.toHaveAccessibleDescription(/Filled in by the server/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Ada', guests: 4 } });
  });

  it('once a changed field was left, each keystroke checks it: made wrong again, it says so at once', async () => {
    await open({ request: contact });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('ada@example.com');
    await userEvent.tab();
    await expect.element(email).not.toHaveAttribute('aria-invalid', 'true');
    await email.click();
    await userEvent.keyboard('@');
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Backspace}');
    await expect.element(email).not.toHaveAttribute('aria-invalid', 'true');
    // A field never left after a change still waits for the user to leave it.
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('x');
    await userEvent.keyboard('{Backspace}');
    await expect.element(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an error shown on blur never moves the checkbox being clicked: the click lands', async () => {
    const messages = { email: () => 'Enter an address like name@example.com. '.repeat(12) };
    await open({ request: contact, locale: withOverrides(en, { messages }) });
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not an address');
    const box = page.getByRole('checkbox', { name: 'Send me a copy' });
    await box.click();
    await expect.element(box).toBeChecked();
    // The error did appear, after the click.
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  });
});
