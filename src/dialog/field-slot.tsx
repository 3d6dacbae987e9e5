'use client';
import { memo, useCallback, useRef, type ComponentType } from 'react';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import { useController } from 'react-hook-form';
import { describedByOf } from '../fields/use-field-control';
import type { FieldProps } from '../fields/types';
import { sameValue, type FormValue } from 'mcp-elicitation-core';
import type { ElicitationForm } from './context';

/**
 * Renders one field through the registry, bound to React Hook Form by `useController`: the field
 * subscribes to its own value and state only, so typing re-renders the field it changed. `memo`:
 * a render of the root or of the form around the fields renders none of them unless what they
 * show changed (`wiring` is one object per request state).
 */
export const FieldSlot = memo(function FieldSlot({
  wiring,
  pointer,
  texts,
  component,
}: {
  wiring: NonNullable<ReturnType<ElicitationForm['fieldProps']>>;
  pointer: ElicitationForm['pointer'];
  texts: ElicitationForm['texts'];
  component?: ComponentType<FieldProps> | undefined;
}) {
  const { name, field, ids, hint, defaultValue, restored } = wiring;
  // Not `useFormContext()`: its value changes with every update of the form's own state, which
  // would render every field for it.
  const { field: control, fieldState } = useController({ name });
  const value = control.value as FormValue;
  // The value as last rendered (every change renders the field), for a check that runs later.
  const latest = useRef(value);
  useIsomorphicLayoutEffect(() => {
    latest.current = value;
  });
  const error = fieldState.error?.message;
  // Set by the user's own change only: leaving a field counts (for React Hook Form's `onTouched`,
  // which then checks it) only after a change, never when it was merely passed by Tab or blurred
  // by script.
  const changed = useRef(false);
  const { onChange: change, onBlur: blur } = control;
  const onChange = useCallback(
    (next: unknown) => {
      changed.current = true;
      change(next);
    },
    [change],
  );
  const onBlur = useCallback(() => {
    if (!changed.current) return;
    // Checked as the user left it, once a press ends (see pointer-release.ts): a value set since
    // (a reset, a layout's `setValue` in the click the check waited for) was not left by the user,
    // and its error is not theirs to see yet.
    const leftWith = latest.current;
    pointer.run(() => {
      if (sameValue(latest.current, leftWith)) blur();
    });
  }, [blur, pointer]);
  // A value the user did not type is sent all the same: say so while the server's default stands.
  // A draft restored from before the form was last unmounted is the user's: say so while it stands.
  const prefilled =
    defaultValue !== undefined && sameValue(value, defaultValue)
      ? texts.prefilled
      : restored !== undefined && sameValue(value, restored.value)
        ? texts.previousAnswer
        : undefined;
  const description = prefilled === undefined ? hint : hint === undefined ? prefilled : texts.describedWithHint(hint, prefilled);
  const Component = component ?? wiring.component;
  const props: FieldProps = {
    field,
    name,
    value: value as never,
    onChange,
    onBlur,
    inputRef: control.ref,
    ids,
    describedBy: describedByOf(ids, description, error),
    description,
    error,
    disabled: wiring.disabled,
    placeholder: wiring.placeholder,
    filter: wiring.filter,
    ...(wiring.file !== undefined && { file: wiring.file }),
    ...(wiring.lang !== undefined && { lang: wiring.lang }),
  };
  return <Component {...props} />;
});
