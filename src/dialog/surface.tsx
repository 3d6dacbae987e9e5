'use client';
import { slot } from '../theme/slot';
import type { ElicitationForm } from './context';
import { discardPromptContent } from './discard-prompt';

/**
 * Where focus goes when a request appears: a part that is the request's one answer (a safe gate's
 * Confirm), Decline when it is the suggested answer (a secret is asked), else the first field, else
 * Decline, else the surface itself.
 */
export function focusFirst(root: HTMLElement) {
  const decline = root.querySelector<HTMLElement>('[data-slot="elicitation-decline"]:enabled');
  const target =
    root.querySelector<HTMLElement>('[data-autofocus]:enabled') ??
    (decline?.hasAttribute('data-suggested') ? decline : null) ??
    root.querySelector<HTMLElement>(
      // :disabled also covers controls inside a disabled fieldset.
      '[data-slot="elicitation-fields"] :is(input, select, textarea, button, [tabindex]):not(:disabled, [tabindex="-1"])',
    ) ??
    decline;
  (target ?? root).focus();
}

/** The discard prompt, last in a surface whose layout has no `ElicitationDiscardPrompt` of its own. */
export function fallbackDiscardPrompt(form: ElicitationForm) {
  if (!form.discarding || form.discardPromptPlaced) return null;
  return (
    <div {...slot('elicitation-discard')} role="alert">
      {discardPromptContent(form)}
    </div>
  );
}
