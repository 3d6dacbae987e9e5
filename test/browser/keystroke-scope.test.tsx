/**
 * A keystroke validates the field it changed, never the whole form; a submit checks everything once.
 * Counted with a validator that records the schemas its checks run against (no timing).
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/dialog/elicitation-dialog';
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

describe('keystrokes check one field', () => {
  it('typing in a field already left checks that field only; Accept checks the whole form once', async () => {
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
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((size) => size === 1)).toBe(true);

    await userEvent.keyboard('{Backspace}');
    await expect.element(field).not.toHaveAttribute('aria-invalid', 'true');
    checks.length = 0;
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { f3: 'ada@example.com' } });
    expect(checks).toEqual([20]);
  });
});
