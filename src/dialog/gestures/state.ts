import { useEffect, useState } from 'react';
import { isDestructiveTool, type Field } from 'mcp-elicitation-core';
import type { ElicitationRootProps } from '../root-props';

/**
 * A lone required choice with at most this many options gets quick-answer buttons (one per
 * number key); a longer one keeps the field.
 *
 * @example
 * const quick = field.options.length <= QUICK_ANSWER_LIMIT;
 */
export const QUICK_ANSWER_LIMIT = 9;

/**
 * How long, in milliseconds, the one-gesture parts of a newly opened request (quick answers, Confirm
 * and, beside them, Decline) ignore input. One press answers these requests, so the second half of a
 * double-click or a double key press, meant for the request before, would answer one the user never
 * saw. A press that started before the parts armed (pointer down, or a key held down) never answers
 * either.
 *
 * @example
 * await vi.advanceTimersByTimeAsync(GESTURE_ARMING_DELAY);
 */
export const GESTURE_ARMING_DELAY = 400;

/**
 * How a request is answered: `decision` (an approval gate), `quick` (one button per choice),
 * `stepper` (one field at a time) or `form`.
 *
 * @example
 * const gesture: ElicitationGesture = gestureOf(fields, { quickAnswers: true, stepper: false });
 */
export type ElicitationGesture = 'decision' | 'quick' | 'stepper' | 'form';

/** The host's choices for one-gesture answers (`ElicitationRoot`'s props of the same names). */
export type GestureOptions = Pick<ElicitationRootProps, 'quickAnswers' | 'stepper' | 'toolContext'>;

/**
 * Which gesture answers a form with these fields. Fields the request could not describe (issues
 * that block Accept) keep the plain form, which explains them.
 *
 * @example
 * gestureOf([{ kind: 'boolean', key: 'confirm', label: 'Confirm', required: true }], {}); // 'decision'
 */
export function gestureOf(fields: readonly Field[], options: GestureOptions): ElicitationGesture {
  const only = fields.length === 1 ? fields[0] : undefined;
  if (only?.kind === 'boolean') {
    // A confirmation refuses by Decline; a preference must be answerable `false` (No).
    if (isConfirmation(only) || isDestructiveTool(options.toolContext)) return 'decision';
    if (options.quickAnswers !== false) return 'quick';
  }
  if (only?.kind === 'select' && options.quickAnswers !== false && only.options.length > 0 && only.options.length <= QUICK_ANSWER_LIMIT) {
    return 'quick';
  }
  if (options.stepper === true && fields.length > 1) return 'stepper';
  return 'form';
}

/** Words that make a lone boolean a confirmation (an approval gate) rather than a preference. */
const CONFIRMATION = /confirm|approv|agree|consent/i;

/** Whether a boolean field confirms something (its key or title says confirm, approve, agree or consent). */
function isConfirmation(field: Field): boolean {
  return CONFIRMATION.test(field.key) || CONFIRMATION.test(field.label);
}

/** False for {@link GESTURE_ARMING_DELAY} after the request opens, when one press answers it. */
export function useArmed(guarded: boolean): boolean {
  const [armed, setArmed] = useState(!guarded);
  useEffect(() => {
    if (!guarded) return;
    // A timer rather than the first frame: a double-click is two presses within about a third of a
    // second, many frames apart.
    const timer = setTimeout(() => setArmed(true), GESTURE_ARMING_DELAY);
    return () => clearTimeout(timer);
  }, [guarded]);
  return armed;
}
