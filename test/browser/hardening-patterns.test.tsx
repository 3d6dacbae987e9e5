import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { createLiteValidator } from 'mcp-elicitation-core';
import { resultRecorder } from './helpers';

const server = { id: 'codes', label: 'Code Checker' };
// A repeated optional group: JavaScript's RegExp needs seconds for 50 characters that fail it.
const request = {
  message: 'Enter the code',
  requestedSchema: { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '^(a|a?)+$' } }, required: ['code'] },
};

afterEach(async () => {
  await cleanup();
});

describe('a backtracking pattern in the dialog', () => {
  for (const [name, validator] of [
    ['ajv', undefined],
    ['lite', createLiteValidator()],
  ] as const) {
    it(`${name}: loads the linear-time engine, refuses a failing 50-character answer and accepts a matching one`, async () => {
      const recorder = resultRecorder();
      await render(<ElicitationDialog request={request} server={server} onResult={recorder.onResult} validator={validator} />);
      const code = page.getByRole('textbox', { name: 'Code' });
      await code.fill(`${'a'.repeat(49)}!`);
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect.element(page.getByText('This does not match the expected format')).toBeVisible();
      expect(recorder.results).toEqual([]);
      await code.fill('a'.repeat(50));
      await page.getByRole('button', { name: 'Accept' }).click();
      expect(await recorder.single()).toEqual({ action: 'accept', content: { code: 'a'.repeat(50) } });
    });
  }
});
