import type * as Dialog from '@radix-ui/react-dialog';
import { createContext, useContext, type ComponentPropsWithRef, type JSX } from 'react';
import type { FieldRegistry } from '../fields/types';
import type { AnswerState } from 'mcp-elicitation-core';
import type { ElicitResult, ServerIdentity } from 'mcp-elicitation-core';
import type { Field, RequestModel } from 'mcp-elicitation-core';
import type { DialogTexts } from '../locales/texts';

/**
 * How a request is presented: `modal` (a Radix dialog over the page: portal, focus trap, scroll
 * lock) or `inline` (in the page's flow, for chat threads and side panels: none of those).
 *
 * @example
 * <ElicitationHost presentation="inline" />
 */
export type ElicitationPresentation = 'modal' | 'inline';

/**
 * Props a prop getter accepts and returns for an element of type `T`.
 *
 * @example
 * const button: ElementProps<'button'> = useElicitationContext().getAcceptProps({ className: 'primary' });
 */
export type ElementProps<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithRef<T> & { [data: `data-${string}`]: unknown };

/**
 * What a part reads from `useElicitationContext()`: the state of one request, the actions on it,
 * how it is presented, and prop getters that wire any element of a custom layout. Each getter takes
 * the host's own props and composes their handlers with the built-in ones (the host's run first and
 * may `preventDefault()`). Only what a custom part needs: how the built-in parts tie themselves
 * together (their ids, the field registry, the raw way to emit a result) stays private.
 *
 * @example
 * const { serverLabel, settled, getAcceptProps }: ElicitationContextValue = useElicitationContext();
 */
export interface ElicitationContextValue {
  model: RequestModel;
  server: ServerIdentity;
  /** The trusted name shown for the server: the host's label, else its id. */
  serverLabel: string;
  texts: DialogTexts;
  /** The fields to fill in, in the server's order; empty in URL mode. */
  fields: readonly Field[];
  /** Where the answer stands: `idle` (not shown yet), `answering`, `settled` (the one result was sent). */
  state: AnswerState;
  /** True once a result was emitted; every control is then inert. */
  settled: boolean;
  /** True when the host disabled answering (for example, the server withdrew the request). */
  disabled: boolean;
  /** Whether Accept can produce a valid answer at all. */
  canAccept: boolean;
  /** A problem with the answers as a whole (or the request's rules), shown above the actions. */
  formError: string | undefined;
  /** True while the request is shown; a URL request can stay open after answering, while the user finishes. */
  open: boolean;
  /** Closes: cancels first when nothing was answered yet, else just closes. */
  dismiss: () => void;
  /** Validates and, when valid, accepts. */
  submit: () => void;
  /** How the request is presented (`modal` or `inline`). */
  presentation: ElicitationPresentation;
  /** The container of a custom (inline) layout: a group named by the title, described by the message. */
  getRootProps: (props?: ElementProps<'div'>) => ElementProps<'div'>;
  /** The heading that names the request. */
  getTitleProps: (props?: ElementProps<'h2'>) => ElementProps<'h2'>;
  /** The element holding the server's message (render it as text). */
  getMessageProps: (props?: ElementProps<'div'>) => ElementProps<'div'>;
  /** The `<form>` around the fields: submitting it validates and accepts. */
  getFormProps: (props?: ElementProps<'form'>) => ElementProps<'form'>;
  /** The Accept button. */
  getAcceptProps: (props?: ElementProps<'button'>) => ElementProps<'button'>;
  /** The Decline button. */
  getDeclineProps: (props?: ElementProps<'button'>) => ElementProps<'button'>;
  /** The Cancel button (dismisses without choosing). */
  getCancelProps: (props?: ElementProps<'button'>) => ElementProps<'button'>;
}

/**
 * How the built-in parts tie themselves together (internal: never part of a public type, and
 * provided through its own context, so `useElicitationContext()` cannot reach it).
 */
export interface ElicitationPrivateValue {
  registry: FieldRegistry;
  /** Ids that tie the parts together. */
  ids: { root: string; title: string; message: string; form: string; issues: string; formError: string };
  /**
   * Emits the result, once; later calls are ignored. The request closes, unless `keepOpen` is set
   * (URL mode: the answer is sent on consent while the screen waits for the user to finish).
   */
  finish: (result: ElicitResult, options?: { keepOpen?: boolean }) => void;
  /** Where the modal is portalled. */
  container: HTMLElement | null | undefined;
  /** The words, for the fields (which read this context only, not the public one: see `FieldSlot`). */
  texts: DialogTexts;
  /** True when every control is inert: the host disabled answering, or the answer was sent. */
  fieldsDisabled: boolean;
}

/** What `useElicitationForm` (internal) builds: the public state and the private wiring of one request. */
export type ElicitationFormState = Omit<ElicitationContextValue, 'presentation'> & Omit<ElicitationPrivateValue, 'container'>;

export const ElicitationContext = createContext<ElicitationContextValue | null>(null);
export const ElicitationPrivateContext = createContext<ElicitationPrivateValue | null>(null);

/**
 * Reads the state of the request, its actions and prop getters from inside `ElicitationRoot` (or
 * `ElicitationDialog` / `ElicitationPanel`): the one hook for custom parts and custom layouts.
 * `consumer` names the caller in the error thrown outside a root.
 *
 * @example
 * function MyFooter() {
 *   const { serverLabel } = useElicitationContext('MyFooter');
 *   return <small>Answering {serverLabel}</small>;
 * }
 */
export function useElicitationContext(consumer = 'useElicitationContext'): ElicitationContextValue {
  const value = useContext(ElicitationContext);
  if (value === null) throw new Error(`\`${consumer}\` must be used within \`ElicitationRoot\``);
  return value;
}

/** The built-in parts' private wiring (ids, registry, `finish`, the portal container). Internal. */
export function useElicitationPrivate(consumer: string): ElicitationPrivateValue {
  const value = useContext(ElicitationPrivateContext);
  if (value === null) throw new Error(`\`${consumer}\` must be used within \`ElicitationRoot\``);
  return value;
}

/**
 * The Radix dialog parts a modal renders with (internal). The modal roots provide them, so the
 * parts never reference Radix themselves: a page that shows requests only inline (`ElicitationPanel`)
 * bundles none of Radix Dialog (portal, focus trap, scroll lock, dismissable layer).
 */
export interface ModalParts {
  Portal: typeof Dialog.Portal;
  Overlay: typeof Dialog.Overlay;
  Content: typeof Dialog.Content;
  Title: typeof Dialog.Title;
  Description: typeof Dialog.Description;
}

export const ModalPartsContext = createContext<ModalParts | null>(null);

/**
 * The modal's Radix parts for a part presented modally, `null` inline. Read whatever the
 * presentation, so the part calls the same hooks either way.
 */
export function useModalParts(consumer: string, presentation: ElicitationPresentation): ModalParts | null {
  const value = useContext(ModalPartsContext);
  if (presentation !== 'modal') return null;
  if (value === null) throw new Error(`\`${consumer}\` must be used within \`ElicitationRoot\``);
  return value;
}
