'use client';
import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormCheck, FormEngine } from 'mcp-elicitation-core';
import type { FormValue } from 'mcp-elicitation-core';
import type { ElicitationFormState } from './context';
import type { PointerRelease } from './pointer-release';

/** The form's values as React Hook Form holds them: keyed by control name (`f0`, `f1`, …). */
export type FormControls = Record<string, FormValue>;

/**
 * The operations the built-in layouts (gestures, stepper, error summary) run on the form, by the
 * names they have always had; React Hook Form does the work.
 */
export interface FormOperations {
  /** A copy of every control's value. */
  getValues(): FormControls;
  /** Sets a value without checking it (a gesture that submits right after). */
  setValue(name: string, value: FormValue): void;
  /** Checks one control; resolves with whether it is valid (and focuses it if not, with `focus`). */
  validateField(name: string, options?: { focus?: boolean }): Promise<boolean>;
  /**
   * A change checked on the spot (a keystroke in a field that shows or may show an error): sets the
   * value and shows or clears the control's error in the same synchronous step, so React renders
   * the field once. Until the schema is compiled, the check waits for it (`validateField`).
   */
  changeAndCheck(name: string, value: FormValue): void;
  /**
   * Checks control `name` as it stands and shows or clears its error in the same synchronous step
   * (the user left a field they changed): a check still on its way cannot land after a reset.
   */
  checkNow(name: string): void;
  /**
   * Checks every control, always a microtask or more later. Valid: `onValid` with the content.
   * Otherwise every message shows, the first invalid control takes focus and `onInvalid` runs.
   */
  submit(handlers: {
    onValid: (check: Extract<FormCheck, { ok: true }>) => void;
    onInvalid?: (check: Extract<FormCheck, { ok: false }>) => void;
  }): Promise<void>;
}

/** What the field parts need beyond the public state; never part of a public type. */
export interface ElicitationFormInternals {
  engine: FormEngine | null;
  /** The request's React Hook Form (`useForm`): what the parts subscribe to, field by field. */
  form: UseFormReturn<FormControls>;
  /** The same form, through the operations the built-in layouts use. */
  store: FormOperations;
  /** Defers a field's error while a pointer is pressed (see `pointer-release.ts`). */
  pointer: PointerRelease;
  /** Whether the form was submitted (React Hook Form's `isSubmitted`), read when needed: no field renders for it. */
  isSubmitted: () => boolean;
  /** Whether any answer differs from what the request pre-filled: closing would lose the user's work. */
  hasTypedAnswers: () => boolean;
  /** The user's answers restored from a saved draft when the form mounted (by control name; empty if none). */
  restored: FormControls;
}

const internals = new WeakMap<ElicitationFormState, ElicitationFormInternals>();

/** Records the internals of a form built by `useElicitationForm`. */
export function setFormInternals(form: ElicitationFormState, value: ElicitationFormInternals): void {
  internals.set(form, value);
}

/** Reads the internals of a form built by `useElicitationForm`. */
export function formInternals(form: ElicitationFormState): ElicitationFormInternals | undefined {
  return internals.get(form);
}

export const ElicitationInternalsContext = createContext<ElicitationFormInternals | null>(null);

/** The internals for the field parts, from the nearest root. */
export function useFormInternals(consumer: string): ElicitationFormInternals {
  const value = useContext(ElicitationInternalsContext);
  if (value === null) throw new Error(`\`${consumer}\` must be used within \`ElicitationRoot\``);
  return value;
}
