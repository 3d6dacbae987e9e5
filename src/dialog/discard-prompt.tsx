'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { slot } from '../theme/slot';
import { mergeProps, withDefault } from './compose';
import { useElicitationContext, type ElicitationForm } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';

/** The prompt's own content: the question, "Keep editing" and, for pointer users, "Discard". */
export function discardPromptContent(form: ElicitationForm) {
  return (
    <>
      <p>{form.texts.discardQuestion}</p>
      <button
        type="button"
        {...slot('elicitation-keep-editing')}
        // A press keeps focus in the field being edited, so a second Escape still works from there.
        onMouseDown={(event) => event.preventDefault()}
        onClick={form.keepEditing}
      >
        {form.texts.keepEditing}
      </button>
      {/* For pointer users, who have no second Escape to press. */}
      <button type="button" {...slot('elicitation-discard-confirm')} onMouseDown={(event) => event.preventDefault()} onClick={form.dismiss}>
        {form.texts.discard}
      </button>
    </>
  );
}

/**
 * "Discard your answers?", asked in a modal surface on Escape or × once the user has typed answers,
 * where the layout puts it: right before its actions, so it comes before them in Tab order as on
 * screen ("Keep editing" returns to the field; "Discard" or a second Escape cancels). Renders
 * nothing while nothing is asked. A layout without it gets the prompt last in the surface.
 *
 * @example
 * <ElicitationDiscardPrompt />
 * <ElicitationActions>…</ElicitationActions>
 */
export const ElicitationDiscardPrompt = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function ElicitationDiscardPrompt({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const { claimDiscardPrompt } = form;
    useIsomorphicLayoutEffect(() => claimDiscardPrompt(), [claimDiscardPrompt]);
    if (!form.discarding) return null;
    const Comp = asChild ? Slot : 'div';
    return (
      <Comp ref={ref} {...mergeProps({ ...slot('elicitation-discard'), role: 'alert' }, rest)}>
        {withDefault(asChild, children, discardPromptContent(form))}
      </Comp>
    );
  },
);
