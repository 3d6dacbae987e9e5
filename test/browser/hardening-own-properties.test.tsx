import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { resultRecorder } from './helpers';

const server = { id: 'objects', label: 'Object Inspector' };

// As it arrives over the wire: parsed from JSON text, `__proto__` included as an own key.
const request = JSON.parse(
  JSON.stringify({
    message: 'Describe the class',
    requestedSchema: {
      type: 'object',
      properties: {
        constructor: { type: 'string', title: 'Constructor name' },
        toString: { type: 'string', description: 'How it prints' },
        hasOwnProperty: { type: 'boolean', title: 'Has own properties' },
        valueOf: { type: 'integer', title: 'Value', minimum: 1 },
        'a.b': { type: 'string', title: 'Dotted name' },
        isPrototypeOf: { type: 'string', title: 'Prototype', enum: ['yes', 'no'] },
      },
      required: ['constructor', 'valueOf'],
    },
  }),
);

afterEach(async () => {
  await cleanup();
});

describe('a form whose names are Object.prototype members', () => {
  it('renders every field and answers with own properties only', async () => {
    const recorder = resultRecorder();
    await render(<ElicitationDialog request={request} server={server} onResult={recorder.onResult} />);
    await expect.element(page.getByRole('dialog', { name: 'Request from Object Inspector' })).toBeVisible();
    // Accept is offered: nothing in this request is refused.
    const accept = page.getByRole('button', { name: 'Accept' });
    await expect.element(accept).toBeEnabled();

    // Submitting empty shows the required fields' errors, proving they are validated on own values.
    await accept.click();
    await expect.element(page.getByRole('textbox', { name: 'Constructor name' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('textbox', { name: 'Value' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('textbox', { name: 'toString' })).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Constructor name' }).fill('Widget');
    await page.getByRole('textbox', { name: 'toString' }).fill('[object Widget]');
    await page.getByRole('checkbox', { name: 'Has own properties' }).click();
    await page.getByRole('textbox', { name: 'Value' }).fill('7');
    await page.getByRole('textbox', { name: 'Dotted name' }).fill('x');
    await page.getByRole('group', { name: 'Prototype' }).getByRole('radio', { name: 'no', exact: true }).click();
    await accept.click();

    const result = await recorder.single();
    expect(result).toEqual({
      action: 'accept',
      content: { constructor: 'Widget', toString: '[object Widget]', hasOwnProperty: true, valueOf: 7, 'a.b': 'x', isPrototypeOf: 'no' },
    });
    // The content serialises to exactly these keys and nothing reached Object.prototype.
    expect(Object.keys(JSON.parse(JSON.stringify(result.action === 'accept' ? result.content : {})))).toEqual([
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'a.b',
      'isPrototypeOf',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof Object.prototype.toString).toBe('function');
  });

  it('names that are also form-element members (submit, action, elements, id) are answered too', async () => {
    // The DOM names form controls after their `name`, so these shadow the form's own members.
    const recorder = resultRecorder();
    const clobbering = {
      message: 'Form members',
      requestedSchema: {
        type: 'object',
        properties: { submit: { type: 'string' }, action: { type: 'string' }, elements: { type: 'boolean' }, id: { type: 'string' } },
        required: ['submit'],
      },
    };
    await render(<ElicitationDialog request={clobbering} server={server} onResult={recorder.onResult} />);
    await page.getByRole('textbox', { name: 'submit' }).fill('yes');
    await page.getByRole('textbox', { name: 'action' }).fill('go');
    await page.getByRole('checkbox', { name: 'elements' }).click();
    await page.getByRole('textbox', { name: 'id' }).fill('7');
    await page.getByRole('textbox', { name: 'id' }).click();
    await userEvent.keyboard('{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept', content: { submit: 'yes', action: 'go', elements: true, id: '7' } });
  });

  it('optional inherited names left empty are not sent', async () => {
    const recorder = resultRecorder();
    await render(<ElicitationDialog request={request} server={server} onResult={recorder.onResult} />);
    await page.getByRole('textbox', { name: 'Constructor name' }).fill('Widget');
    await page.getByRole('textbox', { name: 'Value' }).fill('2');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { constructor: 'Widget', valueOf: 2 } });
  });
});
