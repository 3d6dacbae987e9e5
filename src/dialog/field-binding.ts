'use client';
import { useMemo, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValue } from 'mcp-elicitation-core';
import type { FormControls } from './form-internals';

/** What a field shows of its control: the value and the error's message, one object while both stay. */
export interface FieldSnapshot {
  value: FormValue;
  error: string | undefined;
}

/** One field's tie to the request's React Hook Form (see {@link useFieldBinding}). */
export interface FieldBinding {
  /** The field's value and error, to render. */
  snapshot: FieldSnapshot;
  /** A change made by the user, as React Hook Form's own `onChange` of a registered field takes it. */
  change(value: FormValue): void;
  /** The user left the field (React Hook Form marks it touched). */
  blur(): void;
  /** Put on the element that takes focus when React Hook Form focuses this control. */
  ref(element: HTMLElement | null): void;
}

/**
 * What React Hook Form holds as a registered control's element: it focuses it (`shouldFocusError`,
 * `setFocus`, `trigger(name, { shouldFocus })`) and writes `value` on it, which is harmless here.
 * It has a `type`, and none React Hook Form reads as a checkbox, radio, file or multiple select, so
 * it never reads the value back from it; having one also spares every field an update of the whole
 * form when its element is attached.
 */
function focusTarget(element: HTMLElement) {
  return {
    type: 'elicitation-field',
    focus: () => element.focus(),
    select: () => (element as Partial<HTMLInputElement>).select?.(),
  };
}

/** The registration, subscription and handlers behind {@link useFieldBinding}, made once per control. */
function createFieldBinding(form: UseFormReturn<FormControls>, name: string) {
  let target: ReturnType<typeof focusTarget> | undefined;
  const register = () => {
    const registration = form.register(name);
    if (target) registration.ref(target);
    return registration;
  };
  const registration = form.register(name);
  const read = (): FieldSnapshot => ({ value: form.getValues(name), error: form.getFieldState(name).error?.message });
  let last = read();
  return {
    subscribe: (changed: () => void) =>
      form.subscribe({
        name,
        exact: true,
        formState: { values: true, errors: true },
        callback: ({ name: changedName }) => {
          // A change of the whole form (a reset among them) names no control.
          if (changedName === undefined) register();
          changed();
        },
      }),
    snapshot: (): FieldSnapshot => {
      const next = read();
      if (next.value !== last.value || next.error !== last.error) last = next;
      return last;
    },
    change: (value: FormValue) => void register().onChange({ target: { name, value }, type: 'change' }),
    blur: () => void register().onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' }),
    ref: (element: HTMLElement | null) => {
      target = element ? focusTarget(element) : undefined;
      // Attached: `register`'s own ref registers the control again (it may have been reset) and
      // keeps the target. Detached: it marks the control unmounted, as for a field of its own.
      registration.ref(target ?? null);
    },
  };
}

/**
 * Binds control `name` to the form with one registration and one subscription: what React Hook
 * Form's `useController` gives a field (registered for focus and submit, its value and error,
 * `onChange` / `onBlur` with the same effects), without the copy of the form state, the proxies
 * and the half-dozen effects per field that `useController` sets up, which made the mount of a
 * 200-field form about an eighth slower (`node bench/ab.mjs`). Public React Hook Form only:
 * `register` and its `ref`, `subscribe`, `getValues`, `getFieldState`.
 *
 * A `reset()` (a new request in the same form, or a host's layout calling it) forgets every
 * registration; the field registers again when it hears the reset, and before each change, as
 * `useController` does.
 *
 * @example
 * const { snapshot, change, blur, ref } = useFieldBinding(form, 'f0');
 */
export function useFieldBinding(form: UseFormReturn<FormControls>, name: string): FieldBinding {
  const binding = useMemo(() => createFieldBinding(form, name), [form, name]);
  const snapshot = useSyncExternalStore(binding.subscribe, binding.snapshot, binding.snapshot);
  return { snapshot, change: binding.change, blur: binding.blur, ref: binding.ref };
}
