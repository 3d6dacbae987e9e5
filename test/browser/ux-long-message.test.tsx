/**
 * A 200,000-character message costs what a few thousand do, whatever the font: the dialog lays out
 * at most MESSAGE_SHOWN_LIMIT characters until the user asks for the rest, and a run of characters
 * without a space gets a break opportunity (`<wbr>`) every UNBROKEN_RUN_LIMIT characters, so the line
 * breaker never measures one huge word. Checked by structure, not by time.
 */
import '../../src/theme/styles.css';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { MESSAGE_SHOWN_LIMIT, UNBROKEN_RUN_LIMIT } from '../../src/dialog/bounded-text';
import { ElicitationDialog } from '../../src/index';
import { dialog } from './helpers';

afterEach(async () => {
  await cleanup();
});

/** The longest stretch of laid-out text without a space or a `<wbr>` between its characters. */
function longestUnbroken(root: Element): number {
  let longest = 0;
  let current = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      if ((node as Element).tagName === 'WBR') current = 0;
      continue;
    }
    for (const run of (node.textContent ?? '').split(/(\s+)/)) {
      if (/^\s+$/.test(run)) current = 0;
      else {
        current += run.length;
        longest = Math.max(longest, current);
      }
    }
  }
  return longest;
}

it('lays out a bounded start of a 200,000-character unbroken message, with break opportunities, and the rest on request', async () => {
  const message = 'x'.repeat(200_000);
  await render(
    <ElicitationDialog
      request={{ message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'OK' } } } }}
      server={{ id: 's', label: 'Server' }}
      onResult={() => undefined}
    />,
  );
  await expect.element(page.getByRole('dialog')).toBeVisible();
  const shown = dialog().querySelector('[data-slot="elicitation-message"]') as HTMLElement;
  const more = page.getByRole('button', { name: 'Show the whole message (170,000 more characters)' });
  await expect.element(more).toBeVisible();
  const laidOut = (shown.textContent ?? '').length - (more.element().textContent ?? '').length;
  expect(laidOut).toBeLessThanOrEqual(MESSAGE_SHOWN_LIMIT + 2);
  expect(longestUnbroken(shown)).toBeLessThanOrEqual(UNBROKEN_RUN_LIMIT + 1);
  // The whole of it when asked, still with break opportunities.
  await more.click();
  await expect.element(more).not.toBeInTheDocument();
  expect((shown.textContent ?? '').length).toBe(200_000);
  expect(longestUnbroken(shown)).toBeLessThanOrEqual(UNBROKEN_RUN_LIMIT + 1);
});

it('leaves a short message as it is', async () => {
  await render(
    <ElicitationDialog
      request={{ message: 'Short and sweet.', requestedSchema: { type: 'object', properties: {} } }}
      server={{ id: 's', label: 'Server' }}
      onResult={() => undefined}
    />,
  );
  await expect.element(page.getByText('Short and sweet.')).toBeVisible();
  expect(dialog().querySelector('[data-slot="elicitation-message"] wbr, [data-slot="elicitation-message-more"]')).toBeNull();
});
