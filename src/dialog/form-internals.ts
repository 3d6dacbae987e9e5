'use client';
import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ElicitValue, FormEngine } from 'mcp-elicitation-core';
import type { FormValue } from 'mcp-elicitation-core';
import type { ElicitationFormState } from './context';
import type { PointerRelease } from './pointer-release';

/** The form's values as React Hook Form holds them: keyed by control name (`f0`, `f1`, …). */
export type FormControls = Record<string, FormValue>;

/** What the field parts need beyond the public state; never part of a public type. */
export interface ElicitationFormInternals {
  engine: FormEngine | null;
  /** The request's React Hook Form (`useForm`): what the parts subscribe to, field by field. */
  form: UseFormReturn<FormControls, unknown, Record<string, ElicitValue>>;
  /** Defers a field's error while a pointer is pressed (see `pointer-release.ts`). */
  pointer: PointerRelease;
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
