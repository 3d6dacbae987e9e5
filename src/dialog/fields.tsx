'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import type { FieldProps } from '../fields/types';
import type { FieldKind } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { composeRefs, mergeProps, withDefault } from './compose';
import { useElicitationContext } from './context';
import { FieldSlot } from './field-slot';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';

/**
 * One field of the request, by its property key, for layouts that place fields themselves (inside
 * `ElicitationFields`). Renders nothing for a key the request does not have.
 *
 * @example
 * <ElicitationFields>
 *   <ElicitationField name="email" />
 *   <ElicitationField name="date" component={MyDatePicker} />
 * </ElicitationFields>
 */
export function ElicitationField({
  name,
  component,
}: {
  /** The property key the server used for the field. */
  name: string;
  /** Renders this field with another component than the registry's (see `useFieldControl`). */
  component?: { [K in FieldKind]: ComponentType<FieldProps<K>> }[FieldKind];
}) {
  const form = useElicitationContext();
  const wiring = form.fieldProps(name);
  if (!wiring) return null;
  return (
    <FieldSlot wiring={wiring} pointer={form.pointer} texts={form.texts} component={component as ComponentType<FieldProps> | undefined} />
  );
}

/**
 * The form and its fields, in the order the server listed them (or as its children place them with
 * `ElicitationField`). The host's `onSubmit` runs first and may `preventDefault()`. For a request
 * without fields it says that only a confirmation is asked.
 *
 * @example
 * <ElicitationFields />
 */
export const ElicitationFields = forwardRef<HTMLFormElement, ComponentPropsWithoutRef<'form'> & AsChildProps>(function ElicitationFields(
  { asChild, children, className, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const { pointer } = form;
  const own = useRef<HTMLFormElement>(null);
  useIsomorphicLayoutEffect(() => {
    // A field's error waits for a pointer press to end (see pointer-release.ts): followed in the
    // document this form is in (an iframe's own, inside one), while the form is on the page.
    const element = own.current;
    if (!element) return;
    return pointer.attach(element.ownerDocument);
  }, [pointer]);
  if (form.model.mode !== 'form') return null;
  if (form.fields.length === 0) {
    return form.canAccept ? <p {...slot('elicitation-confirm-only', className)}>{form.texts.confirmOnly}</p> : null;
  }
  const Comp = asChild ? Slot : 'form';
  return (
    <Comp ref={composeRefs(ref, own)} {...mergeProps(form.formProps, { className, ...rest })}>
      {withDefault(
        asChild,
        children,
        <>
          {form.fields.some((field) => field.required) ? (
            // For sighted users: each required control already says "required" to a screen reader.
            <p {...slot('elicitation-required-legend')} aria-hidden="true">
              {form.texts.requiredLegend}
            </p>
          ) : null}
          {form.fields.map((field) => {
            const wiring = form.fieldProps(field.key);
            return wiring ? <FieldSlot key={wiring.name} wiring={wiring} pointer={form.pointer} texts={form.texts} /> : null;
          })}
        </>,
      )}
    </Comp>
  );
});

/**
 * A problem with the answers as a whole, announced when it appears.
 *
 * @example
 * <ElicitationFormError />
 */
export const ElicitationFormError = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function ElicitationFormError({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const Comp = asChild ? Slot : 'div';
    return (
      <Comp ref={ref} {...mergeProps(form.formErrorProps, rest)}>
        {withDefault(asChild, children, form.formError)}
      </Comp>
    );
  },
);

/**
 * Said once, above the fields: how many answers the server filled in, sent as shown unless changed.
 * Each such field keeps a short "Filled in by the server" in its own description (what a screen
 * reader hears there), instead of the whole sentence repeated under every one. Renders nothing when
 * the server filled in nothing.
 *
 * @example
 * <ElicitationPrefilledNote />
 * <ElicitationFields />
 */
export const ElicitationPrefilledNote = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'> & AsChildProps>(
  function ElicitationPrefilledNote({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const count = form.fields.filter((field) => field.default !== undefined).length;
    const note = count > 0 ? form.texts.prefilledCount(count) : '';
    if (note === '') return null;
    const Comp = asChild ? Slot : 'p';
    return (
      <Comp ref={ref} {...mergeProps({ ...slot('elicitation-prefilled-note'), dir: 'auto' }, rest)}>
        {withDefault(asChild, children, note)}
      </Comp>
    );
  },
);
