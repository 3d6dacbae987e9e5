import axe from 'axe-core';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ElicitResult } from 'mcp-elicitation-core';
import { ElicitationDialog, ElicitationPanel, type ElicitationDialogProps } from '../../src/index';

/** Collects every result a dialog emits, so tests can assert there was exactly one. */
export function resultRecorder() {
  const results: ElicitResult[] = [];
  return {
    results,
    onResult: (result: ElicitResult) => {
      results.push(result);
    },
    /**
     * Waits for the first result, then for the dialog to finish what follows an answer (it is gone, or,
     * kept open for a URL-mode completion, shows itself answered), and checks that no second result
     * came on the way. A second answer would come from that close path (the close handler, the unmount
     * cleanup), so the check waits for a state, not for time.
     */
    async single(): Promise<ElicitResult> {
      await expect.poll(() => results.length).toBeGreaterThan(0);
      await expect
        .poll(() => {
          const open = document.querySelector('[role="dialog"]');
          return open === null || (open.getAttribute('data-answer-state') === 'closed' && open.getAttribute('data-state') === 'open');
        })
        .toBe(true);
      expect(results).toHaveLength(1);
      return results[0] as ElicitResult;
    },
  };
}

/** The props `openRequest` renders: a dialog's (`onResult`, unless given, is its recorder's). */
export type OpenRequestProps = Partial<ElicitationDialogProps> & { request: unknown };

/**
 * Renders one request the way most browser tests need it, with a {@link resultRecorder} as its
 * `onResult` (unless `props` has one): `ElicitationDialog`, once its dialog is visible; or with `inline` an
 * `ElicitationPanel` with `autoFocus`, in the landmarks a page has (`<main>` and a heading), since
 * inline requests live in a page.
 */
export async function openRequest(props: OpenRequestProps, { inline = false, heading = 'Conversation' } = {}) {
  const recorder = resultRecorder();
  const all = { onResult: recorder.onResult, ...props } as ElicitationDialogProps;
  const screen = await render(
    inline ? (
      <main>
        <h1>{heading}</h1>
        <ElicitationPanel autoFocus {...all} />
      </main>
    ) : (
      <ElicitationDialog {...all} />
    ),
  );
  if (!inline) await expect.element(page.getByRole('dialog')).toBeVisible();
  return { recorder, screen };
}

/** Runs axe on the whole document and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations() {
  const report = await axe.run(document, { resultTypes: ['violations'] });
  const summary = report.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The text a screen reader reads as an element's description (aria-describedby resolved). */
export function describedByText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => {
      const target = document.getElementById(id);
      if (!target) throw new Error(`aria-describedby points at missing #${id}`);
      return target.textContent?.trim() ?? '';
    })
    .join(' | ');
}

/** The dialog element currently open. */
export function dialog(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!el) throw new Error('no dialog is open');
  return el;
}

/**
 * Waits until the one-press parts of the open requests take input: quick answers, Confirm and Decline
 * ignore presses for a moment after a request opens (GESTURE_ARMING_DELAY in src/dialog/gestures.tsx).
 * Clicks wait for it by themselves (the parts are `aria-disabled` meanwhile); key presses need this.
 */
export async function gesturesArmed() {
  await expect.poll(() => document.querySelector('[data-arming]')).toBeNull();
}
