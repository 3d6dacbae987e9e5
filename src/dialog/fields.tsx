'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import type { FieldProps } from '../fields/types';
import type { FieldKind } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { composeRefs, withDefault } from './compose';
import { useElicitationContext, useElicitationPrivate } from './context';
import { FieldSlot } from './field-slot';
import { useFormInternals } from './form-internals';
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
  const ctx = useElicitationContext('ElicitationField');
  const { engine } = useFormInternals('ElicitationField');
  const index = ctx.fields.findIndex((field) => field.key === name);
  const field = ctx.fields[index];
  if (!engine || !field) return null;
  return (
    <FieldSlot
      field={field}
      name={engine.names[index] as string}
      index={index}
      component={component as ComponentType<FieldProps> | undefined}
    />
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
  const ctx = useElicitationContext('ElicitationFields');
  const { engine, pointer } = useFormInternals('ElicitationFields');
  const own = useRef<HTMLFormElement>(null);
  useIsomorphicLayoutEffect(() => {
    // A field's error waits for a pointer press to end (see pointer-release.ts): followed in the
    // document this form is in (an iframe's own, inside one), while the form is on the page.
    const element = own.current;
    if (!element) return;
    return pointer.attach(element.ownerDocument);
  }, [pointer]);
  if (!engine) return null;
  if (engine.fields.length === 0) {
    return ctx.canAccept ? <p {...slot('elicitation-confirm-only', className)}>{ctx.texts.confirmOnly}</p> : null;
  }
  const Comp = asChild ? Slot : 'form';
  return (
    <Comp ref={composeRefs(ref, own)} {...ctx.getFormProps({ className, ...rest })}>
      {withDefault(
        asChild,
        children,
        <>
          {engine.fields.some((field) => field.required) ? (
            // For sighted users: each required control already says "required" to a screen reader.
            <p {...slot('elicitation-required-legend')} aria-hidden="true">
              {ctx.texts.requiredLegend}
            </p>
          ) : null}
          {engine.fields.map((field, index) => (
            <FieldSlot key={engine.names[index]} field={field} name={engine.names[index] as string} index={index} />
          ))}
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
    const ctx = useElicitationContext('ElicitationFormError');
    const { ids } = useElicitationPrivate('ElicitationFormError');
    const Comp = asChild ? Slot : 'div';
    return (
      <Comp ref={ref} role="alert" id={ids.formError} {...rest} {...slot('elicitation-form-error', rest.className)}>
        {withDefault(asChild, children, ctx.formError)}
      </Comp>
    );
  },
);
