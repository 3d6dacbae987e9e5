'use client';
/**
 * An approval gate: the only field is a boolean that confirms (confirm / approve / agree / consent in
 * its key or title, or any lone boolean asked by a destructive tool). It is a decision: the message
 * and Confirm / Decline, never a box to tick before Accept.
 */
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { visibleText, type Field } from 'mcp-elicitation-core';
import { slot } from '../../theme/slot';
import { composeRefs, mergeProps, withDefault } from '../compose';
import { useElicitationContext } from '../context';
import type { AsChildProps } from '../part-props';
import { withNames } from '../with-names';
import { useArmedButton } from './armed-button';
import { SkipButton } from './skip';

/** The ids of a gate's question (its field's label, which describes Confirm) and its warning. */
function gateIds(base: string) {
  return { labelId: `${base}-gate-label`, warningId: `${base}-gate-warning` };
}

/** Whether the field's own words say what Confirm approves (a bare key such as "confirm" adds nothing). */
function labelled(field: Field): boolean {
  return field.label !== '' && field.label !== field.key;
}

/**
 * An approval gate's question, in place of its one checkbox: the field's own words, its
 * description, and, for a tool that may change or delete data, a warning that names it. Renders
 * nothing unless the request is a gate (`gesture === 'decision'`).
 *
 * @example
 * <ElicitationDecision />
 */
export const ElicitationDecision = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationDecision(
  { asChild, children, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const own = useRef<HTMLDivElement>(null);
  const shown = form.gesture === 'decision';
  useEffect(() => {
    if (!shown) return;
    // A gate is read from the top: who asks, the message, then the decision. Focus on the buttons
    // below scrolled a short viewport (200 % zoom) past the server's name and the message; once
    // focus is placed (the surface's own effect, after this one), the view goes back to the top.
    const frame = requestAnimationFrame(() => {
      const surface = own.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
      if (!surface) return;
      for (const scroller of [surface, surface.querySelector<HTMLElement>('[data-slot="elicitation-body"]')])
        if (scroller) scroller.scrollTop = 0;
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  if (!shown) return null;
  const { warningId, labelId } = gateIds(form.titleProps.id as string);
  const field = form.fields[0];
  const tool = form.toolContext?.toolName ?? '';
  // The field's words are the server's: marked with its language when it named one.
  const lang = field === undefined ? undefined : form.fieldProps(field.key)?.lang;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={composeRefs(ref, own)} {...mergeProps(slot('elicitation-decision'), rest)}>
      {withDefault(
        asChild,
        children,
        <>
          {/* The field's own words ("Delete the files listed above") say what Confirm approves: the
              question the buttons answer, and Confirm's description. A bare key ("confirm") adds nothing. */}
          {field && labelled(field) ? (
            <p id={labelId} {...slot('elicitation-decision-label')} dir="auto" lang={lang}>
              {field.label}
            </p>
          ) : null}
          {field?.description ? (
            <p {...slot('elicitation-decision-description')} dir="auto" lang={lang}>
              {field.description}
            </p>
          ) : null}
          {form.destructive ? (
            <p id={warningId} {...slot('elicitation-destructive')} role="note">
              {withNames(form.texts.destructiveWarning, [visibleText(tool)], (name) => (
                <code>
                  <bdi>{name}</bdi>
                </code>
              ))}
            </p>
          ) : null}
        </>,
      )}
    </Comp>
  );
});

/**
 * An approval gate's answer: Confirm (named by the tool's own title when it has one, "Delete 3
 * files"), and Skip before it when the field is optional. A safe gate's Confirm takes focus first,
 * so Enter (once armed) confirms; before a destructive tool Decline does. Renders nothing unless
 * the request is a gate. The ref is the Confirm button.
 *
 * @example
 * <ElicitationActions><ElicitationDecline /><ElicitationConfirm /></ElicitationActions>
 */
export const ElicitationConfirm = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & AsChildProps>(
  function ElicitationConfirm({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const guard = useArmedButton();
    if (form.gesture !== 'decision') return null;
    const { destructive } = form;
    const { warningId, labelId } = gateIds(form.titleProps.id as string);
    const field = form.fields[0];
    // The button says what it does: the tool's own title ("Delete 3 files"), else "Confirm".
    const title = form.toolContext?.annotations?.title;
    const label = typeof title === 'string' && title.trim() !== '' ? visibleText(title) : form.texts.confirm;
    const describedBy = [field && labelled(field) ? labelId : '', destructive ? warningId : ''].filter(Boolean).join(' ');
    const Comp = asChild ? Slot : 'button';
    return (
      <>
        {field && !field.required ? <SkipButton /> : null}
        <Comp
          ref={ref}
          {...mergeProps(
            {
              type: 'button' as const,
              ...slot('elicitation-accept'),
              'data-gesture': 'confirm',
              'data-destructive': destructive ? '' : undefined,
              'data-autofocus': destructive ? undefined : '',
              'aria-describedby': describedBy === '' ? undefined : describedBy,
              disabled: form.acceptProps.disabled,
              onMouseDown: form.acceptProps.onMouseDown,
              ...guard.props,
              onClick: (event: MouseEvent) => {
                if (guard.accepts(event)) form.answerWith(true);
              },
            },
            rest,
          )}
        >
          {withDefault(asChild, children, <bdi>{label}</bdi>)}
        </Comp>
      </>
    );
  },
);
