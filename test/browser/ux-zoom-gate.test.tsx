/**
 * At 200 % zoom (a 640 × 400 CSS px viewport) an approval gate opens scrolled to the top: the server's
 * name and the start of the message are on screen, though focus went to a button below them, and the
 * message is not a scroll box of its own inside the dialog that scrolls.
 */
import '../../src/theme/styles.css';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { dialog } from './helpers';

const gate = {
  message: 'Delete 3 files?\n\n  logs/app.log\n  logs/error.log\n  tmp/build.log\n  tmp/cache.log\n  tmp/old.log',
  requestedSchema: {
    type: 'object',
    properties: { confirm: { type: 'boolean', title: 'Delete the files listed above' } },
    required: ['confirm'],
  },
};

afterEach(async () => {
  await cleanup();
  await page.viewport(1280, 800);
});

it('a destructive gate at 200 % zoom opens at the top, with who asks and the message in view', async () => {
  await page.viewport(640, 400);
  const queue = createElicitationQueue();
  await render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>,
  );
  void queue.request(gate as ElicitRequestParams, {
    server: { id: 'files', label: 'File Server' },
    context: {
      toolName: 'delete_files',
      toolCallId: 'c1',
      arguments: { suffix: '.log' },
      annotations: { title: 'Delete 5 files', destructiveHint: true },
    },
  });
  await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveFocus();
  const root = dialog();
  // The whole dialog scrolls here (it is taller than the viewport) …
  expect(root.scrollHeight).toBeGreaterThan(root.clientHeight);
  // … and it is at the top once focus is placed: the title and the message's first line are visible.
  await expect.poll(() => root.scrollTop).toBe(0);
  const title = page.getByRole('heading', { name: 'Request from File Server' }).element().getBoundingClientRect();
  expect(title.top).toBeGreaterThanOrEqual(root.getBoundingClientRect().top);
  const message = root.querySelector('[data-slot="elicitation-message"]') as HTMLElement;
  expect(message.getBoundingClientRect().top).toBeLessThan(400);
  expect(getComputedStyle(message).overflowY).toBe('visible');
  expect(message.scrollHeight).toBeLessThanOrEqual(message.clientHeight + 1);
  queue.dispose();
});
