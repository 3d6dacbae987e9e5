'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { slot } from '../theme/slot';
import { hasOwnContent, mergeProps, withDefault } from './compose';
import { useElicitationContext, type ElicitationForm } from './context';
import { useArmedButton } from './gestures/armed-button';
import type { AsChildProps } from './part-props';

/**
 * The row of action buttons.
 *
 * @example
 * <ElicitationActions><ElicitationDecline /><ElicitationAccept /></ElicitationActions>
 */
export const ElicitationActions = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationActions(
  { asChild, ...rest },
  ref,
) {
  const Comp = asChild ? Slot : 'div';
  return <Comp ref={ref} {...rest} {...slot('elicitation-actions', rest.className)} />;
});

/**
 * Decline is suggested (styled as the one primary action, focused first) when a field asks for a
 * secret, the request came with warnings, or a gate approves a destructive tool: emphasis follows
 * the risk.
 */
function suggestDecline(form: ElicitationForm): boolean {
  return (
    form.destructive || (form.model.mode === 'form' && (form.model.fields.some((field) => field.sensitive) || form.model.issues.length > 0))
  );
}

/**
 * Accept: validates, and sends the answers when they are valid (focus moves to the first invalid
 * field otherwise). Disabled when the request cannot be answered validly.
 *
 * @example
 * <ElicitationAccept>Send</ElicitationAccept>
 */
export const ElicitationAccept = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & AsChildProps>(
  function ElicitationAccept({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    if (form.model.mode !== 'form') return null;
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp ref={ref} {...mergeProps(form.acceptProps, rest)}>
        {withDefault(asChild, children, form.texts.accept)}
      </Comp>
    );
  },
);

/**
 * Decline: the user explicitly says no. Beside one-press answers (a gate's Confirm, quick answers)
 * it is one too, and ignores input for a moment after the request opens, as they do.
 *
 * @example
 * <ElicitationDecline>No thanks</ElicitationDecline>
 */
export const ElicitationDecline = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & AsChildProps>(
  function ElicitationDecline({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const guard = useArmedButton();
    // Answered but still shown (URL mode waiting for the user): there is nothing left to decline.
    if (form.settled && form.open) return null;
    const onePress = form.gesture === 'decision' || form.gesture === 'quick';
    const own = {
      ...form.declineProps,
      'data-suggested': suggestDecline(form) ? '' : undefined,
      ...(onePress && {
        ...guard.props,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          if (guard.accepts(event)) form.declineProps.onClick?.(event);
        },
      }),
    };
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp ref={ref} {...mergeProps(own, rest)}>
        {withDefault(asChild, children, form.texts.decline)}
      </Comp>
    );
  },
);

/**
 * Cancel: dismisses without choosing (like Escape or a click outside a modal). Renders a close
 * button labelled for screen readers; pass children for a visible label.
 *
 * @example
 * <ElicitationCancel />
 */
export const ElicitationCancel = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & AsChildProps>(
  function ElicitationCancel({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const Comp = asChild ? Slot : 'button';
    const labelled = hasOwnContent(asChild, children);
    const props = mergeProps(
      {
        ...form.cancelProps,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          // With typed answers the modal's × asks first; the prompt's Discard (or × again) cancels.
          if (form.askDiscard(document.activeElement instanceof HTMLElement ? document.activeElement : null)) return;
          form.cancelProps.onClick?.(event);
        },
      },
      rest,
    );
    return (
      <Comp ref={ref} {...props} aria-label={labelled ? rest['aria-label'] : props['aria-label']}>
        {withDefault(asChild, children, <span aria-hidden="true">×</span>)}
      </Comp>
    );
  },
);
