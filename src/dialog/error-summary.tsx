'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { slot } from '../theme/slot';
import { mergeProps, withDefault } from './compose';
import { useElicitationContext } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';

/**
 * After a failed submit: how many answers need attention, each linked to its field. Focus goes to
 * the first invalid field (React Hook Form's `shouldFocusError`, the WAI "focus the first error"
 * pattern: the user is already where the fix is typed); this list is a polite status read after
 * that field, and its links reach the others. Always rendered (empty until then), so screen
 * readers register the live region before it speaks.
 *
 * @example
 * <ElicitationErrorSummary />
 */
export const ElicitationErrorSummary = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function ElicitationErrorSummary({ asChild, children, ...rest }, ref) {
    // Only the submit count here: before the first submit the summary lists nothing, so errors
    // coming and going do not re-render it.
    const { submitCount } = useFormState();
    const Comp = asChild ? Slot : 'div';
    return (
      <Comp ref={ref} {...mergeProps({ ...slot('elicitation-error-summary'), role: 'status' }, rest)}>
        {withDefault(asChild, children, submitCount === 0 ? null : <ErrorList submitCount={submitCount} />)}
      </Comp>
    );
  },
);

/** The summary's list, subscribed to the errors once the form was submitted. */
function ErrorList({ submitCount }: { submitCount: number }) {
  const form = useElicitationContext();
  const { setFocus } = useFormContext();
  const { errors } = useFormState();
  const listed = form.fields.flatMap((field) => {
    const wiring = form.fieldProps(field.key);
    const message = wiring === undefined ? undefined : errors[wiring.name]?.message;
    return typeof message === 'string' && wiring ? [{ name: wiring.name, label: field.label, id: wiring.ids.control }] : [];
  });
  const count = listed.length;
  useIsomorphicLayoutEffect(() => {
    if (count === 0) return;
    // The summary takes its room from the scrolling body, under the field focus was just sent to:
    // bring that field (and its error) back into view.
    const active = document.activeElement;
    const field = active instanceof HTMLElement ? active.closest('[data-slot="elicitation-field"]') : null;
    field?.scrollIntoView({ block: 'nearest' });
  }, [count, submitCount]);
  if (count === 0) return null;
  return (
    <>
      <p>{form.texts.errorSummary(count)}</p>
      <ul>
        {listed.map((item) => (
          <li key={item.name}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                // Fragment navigation scrolls but does not reliably focus a control, and a
                // choice's id is its fieldset's, which takes no focus: focus what the field
                // registered (the chosen radio button, or the first), else the control's id.
                event.preventDefault();
                const link = event.currentTarget;
                setFocus(item.name);
                // React Hook Form focuses a task later; a field that registered no element leaves focus here.
                setTimeout(() => {
                  if (link.ownerDocument.activeElement === link) link.ownerDocument.getElementById(item.id)?.focus();
                }, 0);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
