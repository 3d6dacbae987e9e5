import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { createLiteValidator } from 'mcp-elicitation-core';
import type { Validator } from 'mcp-elicitation-core';
import { openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'acme', label: 'Acme Tools' };

/** `not` is outside the built-in validator's subset: the default validator loads ajv for it. */
const beyondSubset = {
  message: 'Pick a user name',
  requestedSchema: {
    type: 'object',
    properties: { user: { type: 'string', title: 'User name', not: { const: 'root' } } },
    required: ['user'],
  },
};

const open = async (props: OpenRequestProps) => (await openRequest({ server, ...props })).recorder;

afterEach(() => cleanup());

describe('ElicitationDialog: validation loaded on demand', () => {
  it('a schema beyond the spec’s subset is checked by ajv, fetched with import() by the default validator', async () => {
    const recorder = await open({ request: beyondSubset });
    const user = page.getByRole('textbox', { name: 'User name' });
    await user.fill('root');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(user).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('This value is not accepted')).toBeVisible();
    expect(recorder.results).toEqual([]);
    await user.fill('ada');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { user: 'ada' } });
  });

  it('the dialog compiles only once the validator’s load has finished', async () => {
    const lite = createLiteValidator();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = { load: 0, compile: 0 };
    const validator: Validator = {
      compile(schema, dialect) {
        calls.compile++;
        return lite.compile(schema, dialect);
      },
      load: async () => {
        calls.load++;
        await gate;
      },
    };
    const request = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
    await open({ request, validator });
    await expect.poll(() => calls.load).toBe(1);
    // Nothing typed, nothing clicked: only the dialog's own compile after the first frame could run.
    expect(calls.compile).toBe(0);
    release();
    await expect.poll(() => calls.compile).toBe(1);
  });

  it('a schema the validator refuses blocks Accept once its load has settled', async () => {
    const loaded: string[] = [];
    const validator: Validator = {
      compile: (schema, dialect) => createLiteValidator().compile(schema, dialect),
      load: async () => void loaded.push('load'),
    };
    await open({ request: beyondSubset, validator });
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(loaded).toEqual(['load']);
  });
});
