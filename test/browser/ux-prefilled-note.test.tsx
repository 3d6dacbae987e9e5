/**
 * Server-filled answers are said once: one note above the fields counts them and says they are sent
 * as shown; each such field keeps a short "Filled in by the server" in its own description (heard
 * with the field), instead of the whole sentence under every one.
 */
import '../../src/theme/styles.css';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { dialog } from './helpers';

afterEach(async () => {
  await cleanup();
});

it('says once how many answers the server filled in; each field keeps a short mark in its description', async () => {
  const request = {
    message: 'Book a table.',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        size: { type: 'integer', title: 'Party size', default: 2 },
        time: { type: 'string', title: 'Time', default: '19:00' },
        terrace: { type: 'boolean', title: 'Terrace', default: false },
      },
    },
  };
  await render(<ElicitationDialog request={request} server={{ id: 'r', label: 'Restaurant' }} onResult={() => undefined} />);
  await expect.element(page.getByText('The server filled in 3 answers; they are sent as shown unless you change them.')).toBeVisible();
  const text = dialog().textContent ?? '';
  expect(text.split('sent as shown').length - 1).toBe(1);
  await expect.element(page.getByRole('textbox', { name: 'Party size' })).toHaveAccessibleDescription(/Filled in by the server/);
  await expect.element(page.getByRole('textbox', { name: 'Time' })).toHaveAccessibleDescription(/Filled in by the server/);
  await expect.element(page.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription(/Filled in by the server/);
});
