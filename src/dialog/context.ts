import { createContext, useContext, type ComponentPropsWithRef, type ComponentType, type JSX } from 'react';
import type { FieldProps } from '../fields/types';
import type {
  AnswerState,
  AppFallbackCode,
  ElicitApp,
  ElicitContext,
  ElicitRequestParams,
  ElicitResult,
  Field,
  FormValue,
  RequestModel,
  ServerIdentity,
  Validator,
} from 'mcp-elicitation-core';
import type { DialogTexts } from '../locales/types';

/**
 * The props of one element of a part, as `useElicitationContext()` hands them out: spread them on
 * your own element (after your own props, or merged with them: your handlers first).
 *
 * @example
 * const button: ElementProps<'button'> = useElicitationContext().acceptProps;
 */
export type ElementProps<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithRef<T> & { [data: `data-${string}`]: unknown };

/**
 * One request, as `useElicitationContext()` returns it inside `ElicitationRoot` (and
 * `ElicitationDialog` / `ElicitationPanel`): its state, the actions on it, and a prop object for
 * every element a layout renders, React Aria style. Every string that came from the server is
 * already made safe to show (`visibleText`: bidi controls and invisible characters as markers);
 * render it as text. Nothing here emits an unchecked answer: `submit` checks, the others decline,
 * cancel or consent.
 *
 * @example
 * const { serverLabel, settled, acceptProps }: ElicitationForm = useElicitationContext();
 */
export interface ElicitationForm {
  model: RequestModel;
  server: ServerIdentity;
  /** The trusted name shown for the server: the host's label, else its id. */
  serverLabel: string;
  /**
   * What the server says about itself, beyond the name the host shows (made safe to show), or
   * `undefined` when it reported nothing more. Unverified: show it as the server's own claim.
   */
  reported: { name: string; otherName: string | undefined; version: string | undefined } | undefined;
  /**
   * The server's message as shown: `text` (made safe, with line breaks kept), up to a bound on a very
   * long one (`hidden` characters are left out until `showWholeMessage()`), and `summary`, the start
   * a screen reader hears as the request's description when the message is too long to read in full.
   */
  message: { text: string; hidden: number; summary: string | undefined };
  texts: DialogTexts;
  /** The fields to fill in, in the server's order, their labels, descriptions and option titles made safe; empty in URL mode. */
  fields: readonly Field[];
  /** Where the answer stands: `idle` (not shown yet), `answering`, `settled` (the one result was sent). */
  state: AnswerState;
  /** True once a result was emitted; every control is then inert. */
  settled: boolean;
  /** True when the host disabled answering (for example, the server withdrew the request). */
  disabled: boolean;
  /** True when every control is inert: answering is disabled, or the answer was sent. */
  fieldsDisabled: boolean;
  /** Whether Accept can produce a valid answer at all. */
  canAccept: boolean;
  /** A problem with the answers as a whole (or the request's rules), shown above the actions. */
  formError: string | undefined;
  /** True while the request is shown; a URL request can stay open after answering, while the user finishes. */
  open: boolean;
  /**
   * How the request is answered: `decision` (an approval gate: Confirm or Decline), `quick` (one
   * button per choice), `stepper` (one field at a time) or `form`.
   */
  gesture: 'decision' | 'quick' | 'stepper' | 'form';
  /** An approval gate for a tool that, by its annotations, may change or delete data. */
  destructive: boolean;
  /** The one-press answers (quick answers, Confirm, Decline beside them) take input: false for a moment after opening. */
  armed: boolean;
  /** The stepper's question (0-based); `fields.length` is the review of every answer. */
  step: number;
  /** The tool call that caused the request, when the host passed it. */
  toolContext: ElicitContext | undefined;
  /**
   * App-rendered elicitations (a draft, `experimental.apps` with `sandboxProxy`): the server's MCP
   * App, shown in place of the fields while it is; `undefined` when the native form is shown.
   */
  app:
    | {
        readonly app: ElicitApp;
        readonly resourceUri: string;
        /** The sandbox proxy page's URL (`experimental.apps.sandboxProxy`). */
        readonly sandboxProxy: string;
        /** The request as the server sent it, which the app gets unchanged. */
        readonly params: ElicitRequestParams;
        /** How the app's result is checked outside the frame, by the one check of a whole answer (`checkAnswer`, run in the frame's own chunk): this form's validator, and whether file inputs are on. */
        readonly check: { readonly validator: Validator; readonly files: boolean };
        /** The app's result, once it passed that check: sent as the form's answer is. One that fails shows the form (`fail('content')`). */
        answer: (result: ElicitResult) => void;
        /** The app could not run: the form is shown with a notice. */
        fail: (code: AppFallbackCode) => void;
        /** "Use the standard form": the form is shown. */
        useStandardForm: () => void;
      }
    | undefined;
  /** Why the app gave way to the native form, when it did (not when the user chose the form). */
  appFallback: AppFallbackCode | undefined;
  /** True while "Discard your answers?" is asked. */
  discarding: boolean;
  /** Validates and, when valid, accepts. */
  submit: () => void;
  /** Closes: cancels first when nothing was answered yet, else just closes. */
  dismiss: () => void;
  /**
   * URL mode: the user consented (the page was opened): answers `accept`, and closes unless
   * `keepOpen` (the screen then waits while the user finishes elsewhere).
   */
  consent: (options?: { keepOpen?: boolean }) => void;
  /** One-gesture answers: sets the only field to `value` and submits it through the same checks as Accept. */
  answerWith: (value: FormValue) => void;
  /** The stepper: shows question `step` (`fields.length`: the review). */
  goToStep: (step: number) => void;
  /** Shows the rest of a message cut for length. */
  showWholeMessage: () => void;
  /** Whether any answer differs from what the request pre-filled: closing would lose the user's work. */
  hasTypedAnswers: () => boolean;
  /**
   * Asks "Discard your answers?" instead of cancelling, when closing would lose typed answers (and a
   * modal surface asks at all); `focus` gets focus back on "Keep editing". True when it asked.
   */
  askDiscard: (focus: HTMLElement | null) => boolean;
  /** "Keep editing": stops asking and puts focus back where it was. */
  keepEditing: () => void;
  /** The surface (inline: the container of a custom layout): a group named by the title, described by the message. */
  contentProps: ElementProps<'div'>;
  /** The heading that names the request. */
  titleProps: ElementProps<'h2'>;
  /** The element holding the server's message (render `message.text` in it). */
  messageProps: ElementProps<'div'>;
  /** The list of problems found in the request. */
  issuesProps: ElementProps<'div'>;
  /** The header's status line (queue position, countdown): read first in the request's description. */
  statusProps: ElementProps<'div'>;
  /** The `<form>` around the fields: submitting it validates and accepts. */
  formProps: ElementProps<'form'>;
  /** A problem with the answers as a whole, announced when it appears. */
  formErrorProps: ElementProps<'div'>;
  /** The Accept button. */
  acceptProps: ElementProps<'button'>;
  /** The Decline button. */
  declineProps: ElementProps<'button'>;
  /** The Cancel button (dismisses without choosing). */
  cancelProps: ElementProps<'button'>;
  /**
   * The field of property `key` as its component receives it, less what changes as the user types
   * (its value, handlers, error and description, which `ElicitationField` adds from the form); with
   * the component that renders it, what the server filled in and what a restored draft holds.
   * `undefined` for a key the request does not have.
   */
  fieldProps: (key: string) =>
    | (Pick<FieldProps, 'field' | 'name' | 'ids' | 'disabled' | 'placeholder' | 'filter' | 'file' | 'lang'> & {
        index: number;
        component: ComponentType<FieldProps>;
        /** The field's description without the note about a prefilled answer. */
        hint: string | undefined;
        /** The server's default, as the control holds it. */
        defaultValue: FormValue | undefined;
        /** What a restored draft put in the field, if anything. */
        restored: { value: FormValue } | undefined;
      })
    | undefined;
  /** Shows a field's error only once a pointer press ends, so the click lands where it was aimed (`attach` on the form's document). */
  pointer: { attach: (doc: Document) => () => void; run: (show: () => void) => void };
  /**
   * A layout's place for "Discard your answers?" (right before its actions, for the Tab order):
   * the prompt calls this while it is shown there; without one, the surface shows it last.
   */
  claimDiscardPrompt: () => () => void;
  /** Whether a layout shows the discard prompt in its own place. */
  discardPromptPlaced: boolean;
  /** The header's status line calls this while it is shown: the surface's description then starts with it. */
  claimStatus: () => () => void;
  /** A modal surface calls this while it is shown: the × and Escape then ask before discarding typed answers. */
  allowDiscardQuestion: () => () => void;
}

export const ElicitationContext = createContext<ElicitationForm | null>(null);

/**
 * Reads the request from inside `ElicitationRoot` (or `ElicitationDialog` / `ElicitationPanel`):
 * the one hook for custom parts and custom layouts.
 *
 * @example
 * function MyFooter() {
 *   const { serverLabel } = useElicitationContext();
 *   return <small>Answering {serverLabel}</small>;
 * }
 */
export function useElicitationContext(): ElicitationForm {
  const value = useContext(ElicitationContext);
  if (value === null) throw new Error('`useElicitationContext` must be used within `ElicitationRoot`');
  return value;
}
