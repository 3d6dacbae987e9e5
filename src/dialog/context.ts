import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldRegistry } from '../fields/types';
import type { FormEngine } from '../form/engine';
import type { FormValue } from '../form/values';
import type { ElicitResult, ServerIdentity } from '../schema/protocol';
import type { RequestModel } from '../schema/types';
import type { DialogTexts } from './texts';

/** What the dialog's parts share. Built by `ElicitationDialog.Root`. */
export interface ElicitationContextValue {
  model: RequestModel;
  server: ServerIdentity;
  /** The trusted name shown for the server: the host's label, else its id. */
  serverLabel: string;
  texts: DialogTexts;
  registry: FieldRegistry;
  /** Null in URL mode. */
  engine: FormEngine | null;
  form: UseFormReturn<Record<string, FormValue>>;
  /** Ids that tie the parts together. */
  ids: { form: string; issues: string; formError: string };
  /** True once a result was emitted; every control is then inert. */
  settled: boolean;
  /** True when the host disabled answering (for example, the server withdrew the request). */
  disabled: boolean;
  /** Whether Accept can produce a valid answer at all. */
  canAccept: boolean;
  /** A problem with the answers as a whole (or the request's rules), shown above the actions. */
  formError: string | undefined;
  /** True while the dialog is shown; it can stay open after answering (see `finish`'s `keepOpen`). */
  open: boolean;
  /**
   * Emits the result, once; later calls are ignored. The dialog closes, unless `keepOpen` is set
   * (URL mode: the answer is sent on consent while the dialog waits for the user to finish).
   */
  finish: (result: ElicitResult, options?: { keepOpen?: boolean }) => void;
  /** Closes the dialog: cancels first when nothing was answered yet, else just closes. */
  dismiss: () => void;
  /** Validates and, when valid, accepts. */
  submit: () => void;
  /** Where the dialog is portalled. */
  container: HTMLElement | null | undefined;
}

export const ElicitationContext = createContext<ElicitationContextValue | null>(null);

/**
 * Reads the dialog's shared state from inside a part.
 *
 * @example
 * function MyFooter() {
 *   const { serverLabel } = useElicitationContext('MyFooter');
 *   return <small>Answering {serverLabel}</small>;
 * }
 */
export function useElicitationContext(consumer: string): ElicitationContextValue {
  const value = useContext(ElicitationContext);
  if (value === null) throw new Error(`\`${consumer}\` must be used within \`ElicitationDialog.Root\``);
  return value;
}
