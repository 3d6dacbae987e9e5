/**
 * What stays in view when room is short: the field an error summary sends focus to, and the
 * question itself at 200 % zoom (a short viewport), where header and actions must not squeeze it.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { expectNoAxeViolations } from './helpers';

const server = { id: 'acme', label: 'Acme Tools' };
const optional = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`note${i + 1}`, { type: 'string', title: `Note ${i + 1}` }]));
const request = {
  message: 'A few notes for the report, and who signs it.',
  requestedSchema: {
    type: 'object',
    properties: { ...optional, signer: { type: 'string', title: 'Signed by', minLength: 2 } },
    required: ['signer'],
  },
};

const body = () => document.querySelector<HTMLElement>('[data-slot="elicitation-body"]')!;
const within = (inner: DOMRect, outer: DOMRect) => inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;

afterEach(async () => {
  await cleanup();
  await page.viewport(1280, 800);
});

describe('room for the question', () => {
  it('after a failed submit, the summary does not push the focused field (and its error) out of view', async () => {
    await page.viewport(800, 600);
    await render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    await expect.element(page.getByRole('textbox', { name: 'Note 1' })).toHaveFocus();
    // The user scrolled down to the last field, which sits at the bottom edge of the body.
    body().scrollTop = body().scrollHeight;
    expect(body().scrollHeight).toBeGreaterThan(body().clientHeight);
    await page.getByRole('button', { name: 'Accept' }).click();
    const signer = page.getByRole('textbox', { name: /^Signed by/ });
    await expect.element(signer).toHaveFocus();
    await expect
      .poll(() => document.querySelector('[data-slot="elicitation-error-summary"]')?.textContent)
      .toBe('1 answer needs attentionSigned by');
    const field = signer.element().closest('[data-slot="elicitation-field"]')!;
    expect(field.querySelector('[data-slot="elicitation-field-error"]')).not.toBeNull();
    expect(within(field.getBoundingClientRect(), body().getBoundingClientRect())).toBe(true);
  });

  it('at 200 % zoom (640 × 400 CSS px) the dialog scrolls as one, so header and actions do not squeeze the question', async () => {
    await page.viewport(640, 400);
    await render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    const surface = dialog.element() as HTMLElement;
    // No scroller inside a scroller: the body shows all its fields, the dialog scrolls.
    expect(body().scrollHeight).toBeLessThanOrEqual(body().clientHeight + 1);
    expect(surface.scrollHeight).toBeGreaterThan(surface.clientHeight);
    expect(surface.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Keyboard users reach the actions: Accept scrolls into view when focused.
    const accept = page.getByRole('button', { name: 'Accept' });
    (accept.element() as HTMLElement).focus();
    expect(within(accept.element().getBoundingClientRect(), surface.getBoundingClientRect())).toBe(true);
    await expectNoAxeViolations();
  });
});
