/**
 * The error summary scrolls with the fields: on a phone with twelve errors it took 283 px of the
 * dialog outside the scrolling body and left the fields 273 px. Inside the body, the fields keep
 * most of the height.
 */
import '../../src/theme/styles.css';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { dialog } from './helpers';

afterEach(async () => {
  await cleanup();
  await page.viewport(1280, 800);
});

it('on a phone with twelve errors the summary is inside the scrolling body, which keeps most of the height', async () => {
  await page.viewport(390, 844);
  const keys = Array.from({ length: 12 }, (_, i) => `answer_${i + 1}`);
  const request = {
    message: 'Twelve questions.',
    requestedSchema: {
      type: 'object',
      properties: Object.fromEntries(keys.map((key) => [key, { type: 'string', title: `Question ${key.slice(7)}` }])),
      required: keys,
    },
  };
  await render(<ElicitationDialog request={request} server={{ id: 's', label: 'Survey' }} onResult={() => undefined} />);
  await page.getByRole('button', { name: 'Accept' }).click();
  const summary = page.getByRole('status').filter({ hasText: '12 answers need attention' });
  await expect.element(summary).toBeInTheDocument();
  expect(summary.element().querySelectorAll('a')).toHaveLength(12);
  const body = dialog().querySelector('[data-slot="elicitation-body"]') as HTMLElement;
  expect(body.contains(summary.element())).toBe(true);
  expect(body.getBoundingClientRect().height).toBeGreaterThan(dialog().getBoundingClientRect().height * 0.5);
});
