import '../../src/theme/styles.css';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import everything from '../fixtures/server-everything-form.json';
import { ElicitationDialog, withOverrides } from '../../src/index';
import { en } from '../../src/locales/en';
import type { FieldProps } from '../../src/fields/types';
import type { ElicitResult } from 'mcp-elicitation-core';
import { describedByText, dialog, expectNoAxeViolations, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'acme', label: 'Acme Tools', reported: { name: 'acme-mcp', title: 'Acme', version: '2.1.0' } };

const contact = {
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', description: 'As on your passport' },
      email: { type: 'string', format: 'email', title: 'Email' },
      age: { type: 'integer', minimum: 18, title: 'Age' },
    },
    required: ['name', 'email'],
  },
};

const open = (props: OpenRequestProps) => openRequest({ server, ...props });

/** Presses Tab until `target` has focus, failing after `max` presses. */
async function tabTo(target: Element, max: number) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await userEvent.tab();
  expect(document.activeElement).toBe(target);
}

afterEach(async () => {
  await cleanup();
  document.documentElement.removeAttribute('data-theme');
});

describe('ElicitationDialog: who asks and what', () => {
  it('names the server by the host’s label, shows its self-description as a claim, and the message as plain text', async () => {
    await open({ request: { ...contact, message: '<b>Bold?</b> <script>window.hacked = 1</script>\nSecond line' } });
    await expect.element(page.getByRole('dialog', { name: 'Request from Acme Tools' })).toBeVisible();
    await expect.element(page.getByText('Identifies itself as “Acme” (acme-mcp) 2.1.0')).toBeVisible();
    const message = dialog().querySelector('[data-slot="elicitation-message"]') as HTMLElement;
    expect(message.textContent).toBe('<b>Bold?</b> <script>window.hacked = 1</script>\nSecond line');
    expect(message.querySelector('b, script, a')).toBeNull();
    expect(message.getAttribute('dir')).toBe('auto');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(describedByText(dialog())).toContain('Bold?');
  });

  it('a long message scrolls inside the dialog and the actions stay on screen', async () => {
    await page.viewport(800, 600);
    await open({ request: { ...contact, message: 'Line of text\n'.repeat(2000) } });
    const accept = page.getByRole('button', { name: 'Accept' });
    await expect.element(accept).toBeVisible();
    const rect = accept.element().getBoundingClientRect();
    expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(rect.top).toBeGreaterThanOrEqual(0);
  });

  it('a message long enough to scroll becomes a focusable, named region so keyboard users can scroll it', async () => {
    await page.viewport(800, 600);
    await open({ request: { ...contact, message: 'Line of text\n'.repeat(500) } });
    const region = page.getByRole('region', { name: 'Message from the server' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    await cleanup();
    await open({ request: contact });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(dialog().querySelector('[data-slot="elicitation-message"]')?.hasAttribute('tabindex')).toBe(false);
  });

  it('passes a CSP nonce to the scroll lock’s inline style', async () => {
    await open({ request: contact, nonce: 'n0nce-for-test' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    // The scroll lock's own style (react-remove-scroll-bar's), not the page's copy of styles.css.
    const styles = [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('body[data-scroll-locked]'));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => style.nonce === 'n0nce-for-test')).toBe(true);
  });
});

describe('ElicitationDialog: keyboard only', () => {
  it('focus starts on the first field; filling and pressing Enter accepts with typed content', async () => {
    const { recorder } = await open({ request: contact });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(name).toHaveFocus();
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('36{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com', age: 36 } });
  });

  it('answers the server-everything form by keyboard; the result is valid against its schema', async () => {
    const { recorder } = await open({ request: everything });
    await expect.element(page.getByRole('textbox', { name: 'String', exact: true })).toHaveFocus();
    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab(); // Boolean
    await userEvent.keyboard(' ');
    await userEvent.tab(); // String with default: keep it
    await userEvent.tab(); // email
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab(); // homepage
    await userEvent.keyboard('https://example.com/grace');
    await userEvent.tab(); // birthdate (date input: month, day, year segments in en-US)
    await userEvent.keyboard('12091906');
    await expect.element(page.getByLabelText('String with date format')).toHaveValue('1906-12-09');
    // Chromium's date input keeps Tab for its own picker button first, so tab until the next field.
    const integer = page.getByRole('textbox', { name: 'Integer' });
    await tabTo(integer.element(), 3);
    await userEvent.keyboard('{Control>}a{/Control}7');
    await expect.element(integer).toHaveValue('7');
    // Tab to Accept and press it.
    const accept = page.getByRole('button', { name: 'Accept' });
    await tabTo(accept.element(), 40);
    await userEvent.keyboard('{Enter}');
    const result = await recorder.single();
    expect(result).toEqual({
      action: 'accept',
      content: {
        name: 'Grace Hopper',
        check: true,
        firstLine: 'It was a dark and stormy night.',
        email: 'grace@example.com',
        homepage: 'https://example.com/grace',
        birthdate: '1906-12-09',
        integer: 7,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      },
    });
    const ajv = new Ajv2020({ strict: false });
    (addFormats as unknown as { default: (a: Ajv2020) => void }).default(ajv);
    expect(ajv.validate(everything.requestedSchema, (result as { content: unknown }).content)).toBe(true);
  });

  it('selects and multi-selects work from the keyboard', async () => {
    const { recorder } = await open({
      request: {
        message: 'Pick',
        requestedSchema: {
          type: 'object',
          properties: {
            color: {
              type: 'string',
              title: 'Colour',
              oneOf: [
                { const: 'r', title: 'Red' },
                { const: 'g', title: 'Green' },
              ],
            },
            tags: {
              type: 'array',
              title: 'Tags',
              items: {
                anyOf: [
                  { const: 'a', title: 'Alpha' },
                  { const: 'b', title: 'Beta' },
                ],
              },
            },
          },
          required: ['color'],
        },
      },
    });
    // Two choices: a radio group, every option visible; arrow keys choose within it.
    await expect.element(page.getByRole('group', { name: 'Colour' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Red' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Green' })).toBeChecked();
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Alpha' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('checkbox', { name: 'Beta' })).toBeChecked();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { color: 'g', tags: ['b'] } });
  });
});

describe('ElicitationDialog: three distinct outcomes, exactly once', () => {
  it('Escape cancels', async () => {
    const { recorder } = await open({ request: contact });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(await recorder.single()).toEqual({ action: 'cancel' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close button cancels', async () => {
    const { recorder } = await open({ request: contact });
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it('pressing × or Decline while an empty required field has focus answers, though its error would shift the layout', async () => {
    // A long error message: if pressing the button blurred the field, the error would appear, the
    // centred dialog would move under the pointer and the click would miss.
    const messages = { required: () => 'This answer is required. '.repeat(30) };
    for (const [name, action] of [
      ['Cancel', 'cancel'],
      ['Decline', 'decline'],
    ] as const) {
      const { recorder, screen } = await open({ request: contact, locale: withOverrides(en, { messages }) });
      await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
      await page.getByRole('button', { name }).click();
      expect(await recorder.single()).toEqual({ action });
      await screen.unmount();
    }
  });

  it('a click outside cancels a request without fields (a form never: see ux-discard.test.tsx)', async () => {
    const { recorder } = await open({ request: { message: 'Go ahead?', requestedSchema: { type: 'object', properties: {} } } });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 }, force: true } as never);
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it('Decline declines', async () => {
    const { recorder } = await open({ request: contact });
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('unmounting an unanswered dialog cancels; unmounting after an answer sends nothing more', async () => {
    const first = await open({ request: contact });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await first.screen.unmount();
    expect(await first.recorder.single()).toEqual({ action: 'cancel' });

    const second = await open({ request: contact });
    await page.getByRole('button', { name: 'Decline' }).click();
    await second.screen.unmount();
    expect(await second.recorder.single()).toEqual({ action: 'decline' });
  });

  it('a double click on Accept emits one result', async () => {
    const { recorder } = await open({ request: { message: 'Proceed?', requestedSchema: { type: 'object', properties: {} } } });
    await page.getByRole('button', { name: 'Accept' }).dblClick();
    expect(await recorder.single()).toEqual({ action: 'accept', content: {} });
  });

  it('a request without fields is a plain confirmation; focus starts on Decline', async () => {
    const { recorder } = await open({ request: { message: 'Delete 3 files?', requestedSchema: { type: 'object', properties: {} } } });
    await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await expect.element(page.getByText('The server asks for your confirmation only')).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: {} });
  });

  it('focus returns where it was when the dialog closes', async () => {
    function Host() {
      const [shown, setShown] = useState(false);
      const [last, setLast] = useState<ElicitResult>();
      return (
        <>
          <button onClick={() => setShown(true)}>Open request</button>
          <output>{last?.action}</output>
          {shown ? <ElicitationDialog request={contact} server={server} onResult={(r) => (setLast(r), setShown(false))} /> : null}
        </>
      );
    }
    await render(<Host />);
    const trigger = page.getByRole('button', { name: 'Open request' });
    await trigger.click();
    await expect.element(page.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('status')).toHaveTextContent('cancel');
    await expect.element(trigger).toHaveFocus();
  });
});

describe('ElicitationDialog: errors for screen readers', () => {
  it('a failed submit focuses the first invalid field, whose description resolves to its error', async () => {
    const { recorder } = await open({ request: contact });
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Age' }).fill('12');
    await page.getByRole('button', { name: 'Accept' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(email.element())).toBe('An email address | Enter an email address');
    const age = page.getByRole('textbox', { name: 'Age' });
    expect(describedByText(age.element())).toBe('A whole number, at least 18 | Must be at least 18');
    expect(recorder.results).toEqual([]);
    // Fixing the answers clears the errors as the user types, then Accept sends.
    await email.fill('ada@example.com');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    expect(describedByText(email.element())).toBe('An email address');
    await age.fill('18');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Ada', email: 'ada@example.com', age: 18 } });
  });

  it('labels are tied to controls, required is exposed, and description ids appear only when rendered', async () => {
    await open({ request: contact });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(name).toBeRequired();
    expect(describedByText(name.element())).toBe('As on your passport');
    const plain = page.getByRole('textbox', { name: 'Email' });
    await expect.element(plain).toBeRequired();
    const age = page.getByRole('textbox', { name: 'Age' });
    await expect.element(age).not.toBeRequired();
    await open({ request: { message: 'x', requestedSchema: { type: 'object', properties: { bare: { type: 'string' } } } } });
    const bare = page.getByRole('textbox', { name: 'bare' });
    await expect.element(bare).not.toHaveAttribute('aria-describedby');
  });

  it('a request that cannot be answered explains why and leaves only Decline and Cancel', async () => {
    const { recorder } = await open({
      request: { message: 'Tell us', requestedSchema: { type: 'object', properties: { addr: { type: 'object' } }, required: ['addr'] } },
    });
    await expect.element(page.getByText('“addr” is a nested group of fields, which this dialog cannot show.')).toBeVisible();
    await expect.element(page.getByText('This request cannot be answered as sent.', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('garbage params never crash the host', async () => {
    for (const request of [null, 42, 'x', { requestedSchema: 5 }, { mode: 'nope' }]) {
      const { recorder, screen } = await open({ request });
      await expect.element(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
      await page.getByRole('button', { name: 'Decline' }).click();
      expect(await recorder.single()).toEqual({ action: 'decline' });
      await screen.unmount();
    }
  });
});

describe('ElicitationDialog: customisation', () => {
  it('a host can replace the control for one kind through the field registry', async () => {
    function Stars(props: FieldProps<'number'>) {
      return (
        <div role="radiogroup" aria-labelledby={props.ids.label} aria-describedby={props.describedBy}>
          <span id={props.ids.label}>{props.field.label}</span>
          {[1, 2, 3].map((n) => (
            <label key={n}>
              <input
                type="radio"
                ref={n === 1 ? props.inputRef : undefined}
                name="stars"
                checked={props.value === String(n)}
                onChange={() => props.onChange(String(n))}
              />
              {n} stars
            </label>
          ))}
        </div>
      );
    }
    const { recorder } = await open({
      request: {
        message: 'Rate',
        requestedSchema: {
          type: 'object',
          properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 3 } },
          required: ['rating'],
        },
      },
      fields: { number: Stars },
    });
    await page.getByRole('radio', { name: '2 stars' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { rating: 2 } });
  });

  it('texts and messages can be replaced, through the one locale', async () => {
    await open({
      request: contact,
      locale: withOverrides(en, {
        texts: { accept: 'Envoyer', decline: 'Refuser', title: (server) => `Demande de ${server}` },
        messages: { required: () => 'Obligatoire' },
      }),
    });
    await expect.element(page.getByRole('dialog', { name: 'Demande de Acme Tools' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect.element(page.getByText('Obligatoire').first()).toBeVisible();
  });

  it('every part carries a stable data-slot and state attributes for unstyled use', async () => {
    await open({ request: contact });
    await page.getByRole('button', { name: 'Accept' }).click();
    const root = dialog();
    expect(root.getAttribute('data-slot')).toBe('elicitation-content');
    expect(root.getAttribute('data-state')).toBe('open');
    for (const slot of [
      'elicitation-title',
      'elicitation-message',
      'elicitation-fields',
      'elicitation-actions',
      'elicitation-accept',
      'elicitation-decline',
      'elicitation-cancel',
    ]) {
      expect(root.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
    expect(root.querySelectorAll('[data-slot="elicitation-field"][data-invalid]')).toHaveLength(2);
    expect(root.querySelector('[data-slot="elicitation-field"][data-kind="number"]')).not.toBeNull();
  });
});

describe('ElicitationDialog: axe', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`zero violations when open, invalid and filled (${theme})`, async () => {
      document.documentElement.setAttribute('data-theme', theme);
      await open({ request: everything });
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations();
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect.element(page.getByText('Required', { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations();
      await page.getByRole('textbox', { name: 'String', exact: true }).fill('Ada');
      await page.getByRole('textbox', { name: 'String with email format' }).fill('ada@example.com');
      await expectNoAxeViolations();
    });
  }
});

describe('ElicitationDialog: a server asking for a secret', () => {
  it('warns, masks the input, and suggests Decline (focused first, styled as the main action)', async () => {
    const { recorder } = await open({
      request: {
        message: 'Paste your token',
        requestedSchema: { type: 'object', properties: { apiToken: { type: 'string', title: 'API token' } }, required: ['apiToken'] },
      },
    });
    await expect.element(page.getByText('“API token” looks like a password, key or payment detail.', { exact: false })).toBeVisible();
    // Titled for what it is: the field is shown, so nothing "cannot be shown".
    await expect.element(page.getByText('This request asks for something secret')).toBeVisible();
    await expect.element(page.getByText('Some of this request cannot be shown')).not.toBeInTheDocument();
    const decline = page.getByRole('button', { name: 'Decline' });
    await expect.element(decline).toHaveFocus();
    await expect.element(decline).toHaveAttribute('data-suggested', '');
    // Styled as the main action: Decline takes the accent colour, Accept the plain one.
    const background = (name: string) => getComputedStyle(page.getByRole('button', { name }).element()).backgroundColor;
    expect(background('Decline')).toBe('rgb(10, 88, 202)');
    expect(background('Accept')).toBe('rgb(255, 255, 255)');
    // Masked: what is typed is not shown on screen.
    expect(dialog().querySelector('input')?.getAttribute('type')).toBe('password');
    await expectNoAxeViolations();
    await userEvent.keyboard('{Enter}');
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('an ordinary request does not suggest Decline', async () => {
    await open({ request: contact });
    await expect.element(page.getByRole('button', { name: 'Decline' })).not.toHaveAttribute('data-suggested');
  });
});

describe('ElicitationDialog: large requests stay usable', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ const: `c${i}`, title: `City ${i}` }));

  it('10,000 choices: a filter box narrows the list, at most 200 are rendered, and the answer is sent', async () => {
    const { recorder } = await open({
      request: {
        message: 'Pick a city',
        requestedSchema: {
          type: 'object',
          properties: {
            city: { type: 'string', title: 'City', oneOf: many(10_000) },
            visited: { type: 'array', title: 'Visited', items: { anyOf: many(10_000) } },
          },
          required: ['city'],
        },
      },
    });
    const select = page.getByRole('listbox', { name: 'City' });
    await expect.element(select).toBeVisible();
    expect(select.element().querySelectorAll('option').length).toBeLessThanOrEqual(201);
    await expect.element(page.getByText('Showing 200 of 10,000 choices; type to narrow').first()).toBeVisible();
    const filters = page.getByRole('searchbox', { name: 'Filter choices' });
    await filters.first().fill('City 9876');
    await expect.poll(() => select.element().querySelectorAll('option').length).toBe(2); // "Choose…" and the match
    await userEvent.selectOptions(select, 'City 9876');
    await filters.nth(1).fill('City 42');
    const visited = page.getByRole('checkbox', { name: 'City 4242' });
    await visited.click();
    // A chosen value stays visible after the filter changes.
    await filters.nth(1).fill('City 7');
    await expect.element(visited).toBeChecked();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { city: 'c9876', visited: ['c4242'] } });
  });

  it('500 properties render in order and can be answered', async () => {
    const properties = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`field${i}`, { type: 'string', title: `Field ${i}` }]));
    const { recorder } = await open({
      request: { message: 'Many', requestedSchema: { type: 'object', properties, required: ['field499'] } },
    });
    const last = page.getByRole('textbox', { name: 'Field 499' });
    await last.fill('done');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { field499: 'done' } });
  });
});
