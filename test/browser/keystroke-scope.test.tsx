/**
 * A keystroke shows the error of the field it changed, never another's; a submit checks everything
 * once. Every check goes through the form's one resolver (the engine's Standard Schema face), so each
 * is a check of the whole schema. Counted with a validator that records the schemas its checks run
 * against (no timing).
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { createLiteValidator } from 'mcp-elicitation-core';
import type { Validator } from 'mcp-elicitation-core';
import { resultRecorder } from './helpers';

/** The lite validator, recording how many properties each check's schema had. */
function countingValidator(): { validator: Validator; checks: number[] } {
  const inner = createLiteValidator();
  const checks: number[] = [];
  return {
    checks,
    validator: {
      compile(schema, dialect) {
        const fn = inner.compile(schema, dialect);
        const size = Object.keys((schema as { properties?: object }).properties ?? {}).length;
        return (content) => {
          checks.push(size);
          return fn(content);
        };
      },
    },
  };
}

const properties = Object.fromEntries(
  Array.from({ length: 20 }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}`, format: 'email' }]),
);

afterEach(async () => {
  await cleanup();
});

describe('keystrokes show one field’s error', () => {
  it('typing in a field already left shows that field’s error only; Accept checks the whole form once', async () => {
    const { validator, checks } = countingValidator();
    const recorder = resultRecorder();
    await render(
      <ElicitationDialog
        request={{ message: 'Twenty fields', requestedSchema: { type: 'object', properties } }}
        server={{ id: 's' }}
        validator={validator}
        onResult={recorder.onResult}
      />,
    );
    const field = page.getByRole('textbox', { name: 'Field 3' });
    await field.fill('ada@example.com');
    await userEvent.tab();
    await field.click();
    checks.length = 0;
    await userEvent.keyboard('{End}@');
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    // One check through the resolver for the keystroke; the other fields, empty and never left,
    // show nothing.
    expect(checks).toEqual([20]);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

    await userEvent.keyboard('{Backspace}');
    await expect.element(field).not.toHaveAttribute('aria-invalid', 'true');
    checks.length = 0;
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { f3: 'ada@example.com' } });
    expect(checks).toEqual([20]);
  });
});
