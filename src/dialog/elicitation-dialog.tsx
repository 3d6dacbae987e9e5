'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { Slot } from '@radix-ui/react-slot';
import { setNonce } from 'get-nonce';
import {
  createContext,
  forwardRef,
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useMemo,
  useCallback,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hookFreeFields } from '../fields/registry';
import { describedByOf } from '../fields/use-field-control';
import type { FieldProps } from '../fields/types';
import type { FormStoreStatus } from '../form/store';
import type { FormValue } from '../form/values';
import type { Field, FieldKind } from '../schema/types';
import { visibleText } from '../schema/visible-text';
import { slot } from '../theme/slot';
import { composeEventHandlers, composeRefs, hasOwnContent, withDefault } from './compose';
import { MESSAGE_SHOWN_LIMIT, withBreaks } from './bounded-text';
import { describeField } from './texts';
import { useStoreState } from './use-store-state';
import { withNames } from './with-names';
import {
  ElicitationContext,
  ModalPartsContext,
  useElicitationContext,
  useModalParts,
  type ElicitationPartsContextValue,
  type ElicitationPresentation,
  type ModalParts,
} from './context';
import {
  afterPointerRelease,
  ElicitationInternalsContext,
  formInternals,
  useElicitationForm,
  useFormInternals,
  type UseElicitationFormOptions,
  type UseElicitationFormResult,
} from './use-elicitation-form';
import { GestureAccept, GestureBody, GestureProvider, useGestureDeclineProps, type GestureOptions } from './gestures';
import type * as UrlConsentModule from './url-consent';
import type { UrlConsentOptions, UrlConsentRootProps } from './url-consent';
import { loadUrlConsent } from './url-consent-loader';

/**
 * Every part accepts `asChild`: it then renders its only child instead, with the part's props,
 * ref and handlers merged in (Radix Slot).
 *
 * @example
 * <ElicitationTitle asChild><h3 /></ElicitationTitle>
 */
export interface AsChildProps {
  /** Render the only child element instead of the part's own, merging props, ref and handlers into it. */
  asChild?: boolean;
}

/**
 * Props of {@link ElicitationFormProvider}.
 *
 * @example
 * <ElicitationFormProvider form={useElicitationForm(options)}>…</ElicitationFormProvider>
 */
export interface ElicitationFormProviderProps {
  /** What `useElicitationForm` returned. */
  form: UseElicitationFormResult;
  /** How the parts present themselves. Default `'inline'` (a custom layout in the page). */
  presentation?: ElicitationPresentation;
  /** Where a modal is portalled; defaults to `document.body`. */
  container?: HTMLElement | null;
  children?: ReactNode;
}

/**
 * Provides a form built with `useElicitationForm` to the parts below it, for layouts that hold the
 * form themselves. `ElicitationRoot` is this plus the hook (and Radix's dialog root when modal).
 *
 * @example
 * const form = useElicitationForm({ request, server, onResult });
 * <ElicitationFormProvider form={form}><ElicitationFields /></ElicitationFormProvider>
 */
export function ElicitationFormProvider({ form, presentation = 'inline', container, children }: ElicitationFormProviderProps) {
  return (
    <PartsProvider form={form} presentation={presentation} container={container}>
      {presentation === 'modal' ? <ModalPartsContext.Provider value={radixModalParts}>{children}</ModalPartsContext.Provider> : children}
    </PartsProvider>
  );
}

/**
 * What the modal renders with: Radix Dialog's parts, handed to the parts through context by the
 * modal roots only. The parts and the inline roots never name Radix, so a page that uses only
 * `ElicitationPanel` bundles none of it. (`ElicitationDialog` and `ElicitationPanel` are marked
 * pure for the same reason: bundlers keep a `forwardRef` call, used or not, and all it reaches.)
 */
const radixModalParts: ModalParts = /* @__PURE__ */ (() => ({
  // In a pure call: a bundler that counts reading a namespace import's member as a side effect
  // (rolldown) would otherwise keep Radix for a page that never renders the modal.
  Portal: Dialog.Portal,
  Overlay: Dialog.Overlay,
  Content: Dialog.Content,
  Title: Dialog.Title,
  Description: Dialog.Description,
}))();

/** The form's state and how it is presented, for the parts below (no modal parts: see `ElicitationFormProvider`). */
function PartsProvider({ form, presentation, container, children }: ElicitationFormProviderProps & { presentation: ElicitationPresentation }) {
  const value: ElicitationPartsContextValue = { ...form, presentation, container };
  return (
    <ElicitationInternalsContext.Provider value={formInternals(form) ?? null}>
      <ElicitationContext.Provider value={value}>{children}</ElicitationContext.Provider>
    </ElicitationInternalsContext.Provider>
  );
}

/**
 * Props of {@link ElicitationRoot}.
 *
 * @example
 * const props: ElicitationRootProps = { request: params, server: { id: 'github' }, onResult: respond, presentation: 'inline' };
 */
export interface ElicitationRootProps extends UseElicitationFormOptions {
  /**
   * `'modal'` (default): a Radix dialog over the page. `'inline'`: in the page's flow (chat threads,
   * side panels): no portal, no focus trap, no scroll lock.
   */
  presentation?: ElicitationPresentation;
  /** Where to portal the modal; defaults to `document.body`. */
  container?: HTMLElement | null;
  /**
   * The page's CSP nonce. While a modal is open, Radix locks page scroll with an inline `<style>`,
   * which a strict `style-src` blocks unless it carries the nonce.
   */
  nonce?: string;
  children?: ReactNode;
}

/**
 * Holds one request's state (through `useElicitationForm`) and provides it to the parts. Everything
 * the host can customise is set here; the parts only lay it out.
 *
 * @example
 * <ElicitationRoot request={params} server={{ id: 'github' }} onResult={respond}>
 *   <ElicitationContent>
 *     <ElicitationTitle />
 *     <ElicitationMessage />
 *     <ElicitationFields />
 *     <ElicitationActions>
 *       <ElicitationDecline />
 *       <ElicitationAccept />
 *     </ElicitationActions>
 *   </ElicitationContent>
 * </ElicitationRoot>
 */
export function ElicitationRoot({ presentation = 'modal', container, nonce, children, ...options }: ElicitationRootProps) {
  // Set during render: the scroll lock's style is injected by a child's effect, before ours run.
  if (nonce !== undefined) setNonce(nonce);
  const form = useElicitationForm(options);
  return (
    <ElicitationFormProvider form={form} presentation={presentation} container={container}>
      {presentation === 'modal' ? (
        <Dialog.Root open={form.open} onOpenChange={(next) => (next ? undefined : form.dismiss())}>
          {children}
        </Dialog.Root>
      ) : (
        children
      )}
    </ElicitationFormProvider>
  );
}

/**
 * `ElicitationRoot` with `presentation="inline"`, minus the modal's Radix parts it never uses:
 * what `ElicitationPanel` renders through, so an inline-only page does not bundle Radix Dialog.
 */
function InlineRoot({ children, ...options }: UseElicitationFormOptions & { children?: ReactNode }) {
  const form = useElicitationForm(options);
  return (
    <PartsProvider form={form} presentation="inline">
      {children}
    </PartsProvider>
  );
}

/**
 * Where focus goes when a request appears: Decline when it is the suggested answer (a secret is
 * asked), else the first field, else Decline, else the surface itself.
 */
function focusFirst(root: HTMLElement) {
  const decline = root.querySelector<HTMLElement>('[data-slot="elicitation-decline"]:enabled');
  const target =
    // A part that is the request's one answer (a safe approval gate's Confirm) asks for focus.
    root.querySelector<HTMLElement>('[data-autofocus]:enabled') ??
    (decline?.hasAttribute('data-suggested') ? decline : null) ??
    root.querySelector<HTMLElement>(
      // :disabled also covers controls inside a disabled fieldset.
      '[data-slot="elicitation-fields"] :is(input, select, textarea, button, [tabindex]):not(:disabled, [tabindex="-1"])',
    ) ??
    decline;
  (target ?? root).focus();
}

/**
 * Props of {@link ElicitationContent}.
 *
 * @example
 * <ElicitationContent className="my-dialog" onEscapeKeyDown={(e) => e.preventDefault()} />
 */
export interface ElicitationContentProps extends ComponentPropsWithoutRef<'div'>, AsChildProps {
  /** Modal: runs when the dialog opens, before focus moves in; `preventDefault()` to place focus yourself. */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Runs when focus is about to go back to the page (modal: on close; inline: when a request that
   * holds focus closes); `preventDefault()` to place focus yourself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Modal: Escape was pressed; `preventDefault()` keeps the request open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Modal: a pointer or focus moved outside; `preventDefault()` keeps the request open. */
  onInteractOutside?: (event: Event) => void;
  /** Class of the backdrop behind the modal (not used inline). */
  overlayClassName?: string;
  /**
   * Inline only: move focus into the request when it appears (a modal always does). Leave it off
   * for requests that appear while the user is doing something else, such as typing in a chat.
   */
  autoFocus?: boolean;
}

/**
 * The request's surface. Modal: portal, backdrop and the dialog panel; focus moves to the first
 * field when it opens (to Decline when there is nothing to fill in) and returns where it was when
 * it closes. Inline: a group in the page's flow, named by the title and described by the message;
 * focus moves in only with `autoFocus`, and `onCloseAutoFocus` runs (cancellable) when a request
 * that holds focus closes, before focus goes back where `autoFocus` took it from.
 *
 * @example
 * <ElicitationContent className="my-dialog">…</ElicitationContent>
 */
export const ElicitationContent = forwardRef<HTMLDivElement, ElicitationContentProps>(function ElicitationContent(
  { className, overlayClassName, autoFocus, children, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown, onInteractOutside, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationContent');
  const internals = useContext(ElicitationInternalsContext);
  // Escape on typed answers asks once (inline, not a second modal); the element that had focus
  // gets it back on "Keep editing".
  const [confirmDiscard, setConfirmDiscard] = useState<{ focus: HTMLElement | null } | null>(null);
  const hasTypedAnswers = () => internals?.hasTypedAnswers() === true;
  // The × asks as Escape does (it cancelled at once, typed answers and all).
  const askDiscard = (focus: HTMLElement | null) => {
    if (confirmDiscard !== null || ctx.settled || ctx.disabled || !hasTypedAnswers()) return false;
    setConfirmDiscard({ focus });
    return true;
  };
  // Radix returns focus to a Dialog.Trigger; requests open without one, so remember what had focus.
  const [returnFocusTo] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const modal = useModalParts('ElicitationContent', ctx.presentation);
  const state = ctx.settled ? 'closed' : 'open';
  if (!modal) {
    if (!ctx.open) return null;
    return (
      <InlineSurface
        ref={ref}
        ctx={ctx}
        className={className}
        autoFocus={autoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(rest as ComponentPropsWithoutRef<'div'> & AsChildProps)}
      >
        {children}
      </InlineSurface>
    );
  }
  return (
    <modal.Portal container={ctx.container ?? undefined}>
      <modal.Overlay {...slot('elicitation-overlay', overlayClassName)} />
      <modal.Content
        ref={ref}
        {...slot('elicitation-content', className)}
        data-mode={ctx.model.mode}
        data-presentation="modal"
        data-answer-state={state}
        lang={ctx.texts.lang}
        dir={ctx.texts.dir}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          focusFirst(event.currentTarget as HTMLElement);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (returnFocusTo?.isConnected) returnFocusTo.focus();
        }}
        {...rest}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // With asChild the host's element is the only child: no room for the question, so Escape cancels.
          // Not on a request that can no longer be answered (withdrawn, timed out): nothing to keep editing.
          if (event.defaultPrevented || rest.asChild || confirmDiscard !== null || ctx.settled || ctx.disabled || !hasTypedAnswers()) return;
          event.preventDefault();
          const active = document.activeElement;
          setConfirmDiscard({ focus: active instanceof HTMLElement ? active : null });
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // A stray click beside the dialog must not cancel a form, typed in or not: cancelling fails
          // the tool call that asked. Escape and × still cancel; a request without fields still
          // closes on a click outside (nothing is lost).
          if (!event.defaultPrevented && (hasTypedAnswers() || ctx.fields.length > 0)) event.preventDefault();
        }}
      >
        {rest.asChild ? (
          children
        ) : (
          <>
            <DiscardAskContext.Provider value={askDiscard}>{children}</DiscardAskContext.Provider>
            {confirmDiscard === null ? null : (
              <div {...slot('elicitation-discard')} role="alert">
                <p>{ctx.texts.discardQuestion}</p>
                <button
                  type="button"
                  {...slot('elicitation-keep-editing')}
                  // A press keeps focus in the field being edited, so a second Escape still works from there.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    const target = confirmDiscard.focus;
                    setConfirmDiscard(null);
                    if (target?.isConnected) target.focus();
                  }}
                >
                  {ctx.texts.keepEditing}
                </button>
                {/* For pointer users, who have no second Escape to press. */}
                <button type="button" {...slot('elicitation-discard-confirm')} onMouseDown={(event) => event.preventDefault()} onClick={() => ctx.dismiss()}>
                  {ctx.texts.discard}
                </button>
              </div>
            )}
          </>
        )}
      </modal.Content>
    </modal.Portal>
  );
});

interface InlineSurfaceProps extends ComponentPropsWithoutRef<'div'>, AsChildProps {
  ctx: ElicitationPartsContextValue;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/** The inline surface; mounted only while the request is open, so closing is its unmount. */
const InlineSurface = forwardRef<HTMLDivElement, InlineSurfaceProps>(function InlineSurface(
  { ctx, autoFocus, onCloseAutoFocus, asChild, ...rest },
  ref,
) {
  const own = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onCloseAutoFocus);
  useLayoutEffect(() => {
    onCloseRef.current = onCloseAutoFocus;
  });
  useLayoutEffect(() => {
    const root = own.current;
    if (!root) return;
    // Where focus was when the surface took it: that is where it goes back. (Already inside: the
    // StrictMode rehearsal remounted us; keep what was recorded the first time.)
    if (autoFocus && !root.contains(document.activeElement)) {
      const active = document.activeElement;
      previousFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      focusFirst(root);
    }
    return () => {
      // Runs before the surface leaves the DOM: only a surface that holds focus moves it on.
      if (!root.contains(document.activeElement)) return;
      // Once it is gone: StrictMode's rehearsal unmount (development) runs this while the surface stays.
      queueMicrotask(() => {
        if (root.isConnected) return;
        const event = new Event('elicitation.closeAutoFocus', { cancelable: true });
        onCloseRef.current?.(event);
        if (event.defaultPrevented) return;
        const previous = previousFocus.current;
        if (previous?.isConnected) previous.focus();
      });
    };
    // Mount and unmount only: focus is taken once, when the request appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={composeRefs(ref, own)}
      {...ctx.getRootProps()}
      data-presentation="inline"
      // Focusable by script only, so focus can land on the surface when it has nothing focusable.
      tabIndex={-1}
      {...rest}
      {...slot('elicitation-content', rest.className)}
    />
  );
});

/**
 * Props of {@link ElicitationTitle}.
 *
 * @example
 * <ElicitationTitle asChild><h3 /></ElicitationTitle>
 */
export interface ElicitationTitleProps extends ComponentPropsWithoutRef<'h2'>, AsChildProps {}

/**
 * The request's title, naming the server that asks, by the host's trusted name.
 *
 * @example
 * <ElicitationTitle />
 * <ElicitationTitle asChild><h3 /></ElicitationTitle>
 */
export const ElicitationTitle = forwardRef<HTMLHeadingElement, ElicitationTitleProps>(function ElicitationTitle(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationTitle');
  const modal = useModalParts('ElicitationTitle', ctx.presentation);
  const content = withDefault(
    asChild,
    children,
    withNames(ctx.texts.title, [ctx.serverLabel], (label) => <bdi {...slot('elicitation-server-name')}>{label}</bdi>),
  );
  if (modal) {
    return (
      <modal.Title ref={ref} asChild={asChild} {...rest} {...slot('elicitation-title', rest.className)}>
        {content}
      </modal.Title>
    );
  }
  const Comp = asChild ? Slot : 'h2';
  return (
    <Comp ref={ref} {...ctx.getTitleProps(rest)}>
      {content}
    </Comp>
  );
});

/**
 * Props of the parts that render a plain `<div>` or `<p>` (or, with `asChild`, the host's element).
 *
 * @example
 * <ElicitationFormError asChild><output /></ElicitationFormError>
 */
export interface ElicitationDivProps extends ComponentPropsWithoutRef<'div'>, AsChildProps {}

/**
 * Props of {@link ElicitationServerInfo}.
 *
 * @example
 * <ElicitationServerInfo asChild><small /></ElicitationServerInfo>
 */
export type ElicitationServerInfoProps = ElicitationDivProps;

/**
 * What the server says about itself (name, title, version), marked as the server's own claim.
 * Renders nothing when the server reported nothing beyond the name the host already shows.
 *
 * @example
 * <ElicitationServerInfo />
 */
export const ElicitationServerInfo = forwardRef<HTMLParagraphElement, ElicitationServerInfoProps>(function ElicitationServerInfo(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationServerInfo');
  const reported = ctx.server.reported;
  const name = reported?.title ?? reported?.name;
  if (!name && !reported?.version) return null;
  const Comp = asChild ? Slot : 'p';
  return (
    <Comp ref={ref} {...rest} {...slot('elicitation-server-info', rest.className)}>
      {withDefault(
        asChild,
        children,
        withNames(
          ctx.texts.serverReports,
          [
            name === undefined ? ctx.serverLabel : visibleText(name),
            reported?.title && reported.name && reported.name !== reported.title ? visibleText(reported.name) : undefined,
            reported?.version ? visibleText(reported.version) : undefined,
          ],
          (value) => <bdi>{value}</bdi>,
        ),
      )}
    </Comp>
  );
});

/**
 * Props of {@link ElicitationMessage}.
 *
 * @example
 * <ElicitationMessage asChild><blockquote /></ElicitationMessage>
 */
export type ElicitationMessageProps = ElicitationDivProps;

/**
 * The server's message, as plain text: no HTML, markdown or links, direction detected per text.
 * It describes the request (the dialog's or the inline group's description).
 *
 * @example
 * <ElicitationMessage />
 */
export const ElicitationMessage = forwardRef<HTMLDivElement, ElicitationMessageProps>(function ElicitationMessage(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationMessage');
  const modal = useModalParts('ElicitationMessage', ctx.presentation);
  const message = ctx.model.message;
  // A message long enough to scroll must be reachable by keyboard to be scrolled, so it becomes a
  // focusable, named region only then.
  const own = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [whole, setWhole] = useState(false);
  const cut = !whole && message.length > MESSAGE_SHOWN_LIMIT;
  useLayoutEffect(() => {
    const element = own.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer's first callback comes before paint; measuring here as well would force a
    // second layout on every open (about 2 ms with 8 fields, 37 ms with 200, in the benchmark).
    const check = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [message]);
  if (message === '') return null;
  const Comp = asChild ? Slot : 'div';
  // A long message is read as the request's description only up to a bound, then "continues on
  // screen": a 100 KB message read in full on open would bury who asks and what the choices are.
  const summary = describedStart(message);
  const element = (
    <Comp
      ref={composeRefs(ref, own)}
      {...(summary === undefined
        ? ctx.presentation === 'inline'
          ? ctx.getMessageProps()
          : { dir: 'auto' }
        : { dir: 'auto', id: `${ctx.ids.message}-full` })}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? ctx.texts.messageLabel : undefined}
      {...rest}
      {...slot('elicitation-message', rest.className)}
    >
      {/* Bidi overrides and invisible characters shown as markers: what is read is what is sent. */}
      {withDefault(
        asChild,
        children,
        <>
          {/* Bounded: an unbroken 200,000-character message took 16 s to lay out (bounded-text.tsx). */}
          {withBreaks(visibleText(cut ? message.slice(0, MESSAGE_SHOWN_LIMIT) : message, Infinity, { lineBreaks: true }))}
          {cut ? (
            <>
              {'… '}
              <button type="button" {...slot('elicitation-message-more')} onClick={() => setWhole(true)}>
                {ctx.texts.messageShowAll(message.length - MESSAGE_SHOWN_LIMIT)}
              </button>
            </>
          ) : null}
        </>,
      )}
    </Comp>
  );
  if (summary !== undefined) {
    const description = (
      <span {...slot('elicitation-message-summary')} style={VISUALLY_HIDDEN} {...(ctx.presentation === 'inline' && { id: ctx.ids.message })}>
        {`${visibleText(summary)} … ${ctx.texts.messageContinues}`}
      </span>
    );
    return (
      <>
        {modal ? <modal.Description asChild>{description}</modal.Description> : description}
        {element}
      </>
    );
  }
  return modal ? <modal.Description asChild>{element}</modal.Description> : element;
});

/** Characters of a message read as the request's description; a longer one is cut at a word. */
const DESCRIPTION_LIMIT = 300;

/** The start of a message too long to be read in full as a description, or `undefined`. */
function describedStart(message: string): string | undefined {
  if (message.length <= DESCRIPTION_LIMIT) return undefined;
  const cut = message.slice(0, DESCRIPTION_LIMIT);
  const space = cut.search(/\s\S*$/);
  return (space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut).trimEnd();
}

/** Read by screen readers, not drawn (a style object: set through the DOM, so a strict CSP allows it). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Props of {@link ElicitationIssues}.
 *
 * @example
 * <ElicitationIssues className="notes" />
 */
export type ElicitationIssuesProps = ElicitationDivProps;

/**
 * Problems found in the request (fields left out, rules that cannot be met), in plain words.
 *
 * @example
 * <ElicitationIssues />
 */
export const ElicitationIssues = forwardRef<HTMLDivElement, ElicitationIssuesProps>(function ElicitationIssues(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationIssues');
  const issues = ctx.model.issues;
  if (issues.length === 0) return null;
  const blocking = !ctx.canAccept && ctx.model.mode === 'form';
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={ref}
      data-severity={issues.some((i) => i.severity === 'error') ? 'error' : 'warning'}
      id={ctx.ids.issues}
      {...rest}
      {...slot('elicitation-issues', rest.className)}
    >
      {withDefault(
        asChild,
        children,
        <>
          <p {...slot('elicitation-issues-heading')}>
            {issues.every((issue) => issue.code === 'sensitive-field') ? ctx.texts.issuesHeadingSensitive : ctx.texts.issuesHeading}
          </p>
          <ul>
            {issues.map((issue, index) => (
              <li key={index} data-severity={issue.severity} dir="auto">
                {visibleText(ctx.texts.issue(issue))}
              </li>
            ))}
          </ul>
          {blocking ? <p {...slot('elicitation-issues-blocking')}>{ctx.texts.cannotAccept}</p> : null}
        </>,
      )}
    </Comp>
  );
});

/**
 * The field as shown: its label, description and option titles with bidi controls and invisible
 * characters made visible. Keys and option values stay as sent; they are what the answer carries.
 */
function shownField(field: Field): Field {
  const shown = { ...field, label: visibleText(field.label) };
  if (field.description !== undefined) shown.description = visibleText(field.description, Infinity, { lineBreaks: true });
  if (shown.kind === 'select' || shown.kind === 'multiSelect') {
    shown.options = shown.options.map((option) => ({ ...option, label: visibleText(option.label) }));
  }
  return shown;
}

/** The ids of the field at `index` of form `formId`: the field's own, and the error summary's link target. */
function fieldIds(formId: string, index: number): FieldProps['ids'] {
  const base = `${formId}-${index}`;
  return { control: `${base}-control`, label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
}

/** Renders one field through the registry; subscribes to that field only, so typing re-renders one field. */
function FieldSlot({ field: sent, name, index, component }: { field: Field; name: string; index: number; component?: ComponentType<FieldProps> | undefined }) {
  const ctx = useElicitationContext('ElicitationField');
  const unnamed = ctx.texts.unnamedField;
  // A field with an empty key and no title is named by the locale.
  const field = useMemo(() => shownField(sent.label === '' ? { ...sent, label: unnamed } : sent), [sent, unnamed]);
  const { store } = useFormInternals('ElicitationField');
  // This field's value and error only: a keystroke re-renders the field it changed.
  const subscribe = useCallback((listener: () => void) => store.subscribeField(name, listener), [store, name]);
  // One subscription for both: a second one per field cost the 200-field opening about 0.5 ms
  // up to focus (its effects to mount), more by the time the frame was drawn.
  const getField = useCallback(() => store.getField(name), [store, name]);
  const { value, error } = useStoreState(subscribe, getField);
  const inputRef = useCallback((element: HTMLElement | null) => store.register(name, element), [store, name]);
  // Set by the user's own change only: a blur validates a field the user changed, never one merely
  // passed by Tab or blurred by script.
  const changed = useRef(false);
  // Set once the user changed the field and left it: from then on every change validates it, so an
  // answer made wrong again says so at once, as one fixed clears its error at once. (Before that,
  // a change is checked only after a submit or while the field shows an error.)
  const left = useRef(false);
  const onChange = (next: unknown) => {
    changed.current = true;
    store.change(name, next as FormValue, { validate: left.current });
  };
  const onBlur = () => {
    if (!changed.current) return;
    left.current = true;
    afterPointerRelease(() => void store.validateField(name));
  };
  // What describes the field besides the prefilled note: the same on every keystroke.
  const described = useMemo(() => describeField(ctx.texts, field.description, ctx.texts.hint(field)), [ctx.texts, field]);
  // A value the user did not type is sent all the same: say so while the server's default stands.
  const prefilled = sent.default !== undefined && !store.isDirty(name) ? ctx.texts.prefilled : undefined;
  const description = prefilled === undefined ? described : described === undefined ? prefilled : ctx.texts.describedWithHint(described, prefilled);
  const ids = useMemo(() => fieldIds(ctx.ids.form, index), [ctx.ids.form, index]);
  const Component = component ?? (ctx.registry[field.kind] as ComponentType<FieldProps>);
  const props: FieldProps = {
    field,
    value: value as never,
    onChange,
    onBlur,
    inputRef,
    ids,
    describedBy: describedByOf(ids, description, error),
    description,
    error,
    disabled: ctx.disabled || ctx.settled,
    placeholder: field.required ? ctx.texts.chooseOption : ctx.texts.noAnswer,
    filter: { label: ctx.texts.filterChoices, status: ctx.texts.filterStatus },
  };
  // A built-in field without hooks renders as part of this component (see hookFreeFields). It only
  // hands the handlers and the callback ref to its elements; no ref is read while rendering.
  // eslint-disable-next-line react-hooks/refs
  return hookFreeFields.has(Component) ? (Component as (props: FieldProps) => ReactNode)(props) : <Component {...props} />;
}

/**
 * Props of {@link ElicitationField}.
 *
 * @example
 * <ElicitationField name="day" component={DayPicker} />
 */
export interface ElicitationFieldProps {
  /** The property key the server used for the field. */
  name: string;
  /** Renders this field with another component than the registry's (see `useFieldControl`). */
  component?: { [K in FieldKind]: ComponentType<FieldProps<K>> }[FieldKind];
}

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
export function ElicitationField({ name, component }: ElicitationFieldProps) {
  const ctx = useElicitationContext('ElicitationField');
  const { engine } = useFormInternals('ElicitationField');
  const index = ctx.fields.findIndex((field) => field.key === name);
  const field = ctx.fields[index];
  if (!engine || !field) return null;
  return <FieldSlot field={field} name={engine.names[index] as string} index={index} component={component as ComponentType<FieldProps> | undefined} />;
}

/**
 * Props of {@link ElicitationFields}.
 *
 * @example
 * <ElicitationFields onSubmit={() => track('submit')} />
 */
export interface ElicitationFieldsProps extends ComponentPropsWithoutRef<'form'>, AsChildProps {}

/**
 * The form and its fields, in the order the server listed them (or as its children place them with
 * `ElicitationField`). The host's `onSubmit` runs first and may `preventDefault()`. For a request
 * without fields it says that only a confirmation is asked.
 *
 * @example
 * <ElicitationFields />
 */
export const ElicitationFields = forwardRef<HTMLFormElement, ElicitationFieldsProps>(function ElicitationFields(
  { asChild, children, className, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationFields');
  const { engine } = useFormInternals('ElicitationFields');
  if (!engine) return null;
  if (engine.fields.length === 0) {
    return ctx.canAccept ? (
      <p {...slot('elicitation-confirm-only', className)}>
        {ctx.texts.confirmOnly}
      </p>
    ) : null;
  }
  const Comp = asChild ? Slot : 'form';
  return (
    <Comp ref={ref} {...ctx.getFormProps({ className, ...rest })}>
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
 * Props of {@link ElicitationFormError}.
 *
 * @example
 * <ElicitationFormError className="error" />
 */
export type ElicitationFormErrorProps = ElicitationDivProps;

/**
 * A problem with the answers as a whole, announced when it appears.
 *
 * @example
 * <ElicitationFormError />
 */
export const ElicitationFormError = forwardRef<HTMLDivElement, ElicitationFormErrorProps>(function ElicitationFormError(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationFormError');
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={ref} role="alert" id={ctx.ids.formError} {...rest} {...slot('elicitation-form-error', rest.className)}>
      {withDefault(asChild, children, ctx.formError)}
    </Comp>
  );
});

/**
 * Props of {@link ElicitationActions}.
 *
 * @example
 * <ElicitationActions asChild><footer /></ElicitationActions>
 */
export type ElicitationActionsProps = ElicitationDivProps;

/**
 * The row of action buttons.
 *
 * @example
 * <ElicitationActions><ElicitationDecline /><ElicitationAccept /></ElicitationActions>
 */
export const ElicitationActions = forwardRef<HTMLDivElement, ElicitationActionsProps>(function ElicitationActions({ asChild, ...rest }, ref) {
  const Comp = asChild ? Slot : 'div';
  return <Comp ref={ref} {...rest} {...slot('elicitation-actions', rest.className)} />;
});

/**
 * Props of the action buttons.
 *
 * @example
 * const props: ElicitationButtonProps = { asChild: true, children: <a href="#" role="button" /> };
 */
export interface ElicitationButtonProps extends ComponentPropsWithoutRef<'button'>, AsChildProps {}

/**
 * Props of {@link ElicitationAccept}.
 *
 * @example
 * const props: ElicitationAcceptProps = { children: 'Send', onClick: (e) => audit(e) };
 */
export type ElicitationAcceptProps = ElicitationButtonProps;

/**
 * Decline is suggested (styled as the one primary action, focused first) when a field asks for a
 * secret or the request came with warnings: emphasis follows the risk.
 */
function suggestDecline(ctx: ElicitationPartsContextValue): boolean {
  return ctx.model.mode === 'form' && (ctx.model.fields.some((field) => field.sensitive) || ctx.model.issues.length > 0);
}

/**
 * Accept: validates, and sends the answers when they are valid (focus moves to the first invalid
 * field otherwise). Disabled when the request cannot be answered validly.
 *
 * @example
 * <ElicitationAccept>Send</ElicitationAccept>
 */
export const ElicitationAccept = forwardRef<HTMLButtonElement, ElicitationAcceptProps>(function ElicitationAccept(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationAccept');
  if (ctx.model.mode !== 'form') return null;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp ref={ref} {...ctx.getAcceptProps(rest)}>
      {withDefault(asChild, children, ctx.texts.accept)}
    </Comp>
  );
});

/**
 * Props of {@link ElicitationDecline}.
 *
 * @example
 * <ElicitationDecline asChild><button className="link">No thanks</button></ElicitationDecline>
 */
export type ElicitationDeclineProps = ElicitationButtonProps;

/**
 * Decline: the user explicitly says no.
 *
 * @example
 * <ElicitationDecline>No thanks</ElicitationDecline>
 */
export const ElicitationDecline = forwardRef<HTMLButtonElement, ElicitationDeclineProps>(function ElicitationDecline(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationDecline');
  // Answered but still shown (URL mode waiting for the user): there is nothing left to decline.
  if (ctx.settled && ctx.open) return null;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp ref={ref} data-suggested={suggestDecline(ctx) ? '' : undefined} {...ctx.getDeclineProps(rest)}>
      {withDefault(asChild, children, ctx.texts.decline)}
    </Comp>
  );
});

/**
 * Props of {@link ElicitationCancel}.
 *
 * @example
 * <ElicitationCancel onClick={(e) => { if (!confirm('Cancel?')) e.preventDefault(); }}>Not now</ElicitationCancel>
 */
export type ElicitationCancelProps = ElicitationButtonProps;

/**
 * Cancel: dismisses without choosing (like Escape or a click outside a modal). Renders a close
 * button labelled for screen readers; pass children for a visible label.
 *
 * @example
 * <ElicitationCancel />
 */
export const ElicitationCancel = forwardRef<HTMLButtonElement, ElicitationCancelProps>(function ElicitationCancel(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext('ElicitationCancel');
  const askDiscard = useContext(DiscardAskContext);
  const Comp = asChild ? Slot : 'button';
  const labelled = hasOwnContent(asChild, children);
  const props = ctx.getCancelProps({
    ...rest,
    onClick: composeEventHandlers(rest.onClick, (event) => {
      // With typed answers the modal's × asks first; the prompt's Discard (or × again) cancels.
      if (askDiscard?.(document.activeElement instanceof HTMLElement ? document.activeElement : null)) event.preventDefault();
    }),
  });
  return (
    <Comp ref={ref} {...props} aria-label={labelled ? rest['aria-label'] : props['aria-label']}>
      {withDefault(asChild, children, <span aria-hidden="true">×</span>)}
    </Comp>
  );
});

/** The modal surface's "Discard your answers?" question, for its × (null outside a modal surface). */
const DiscardAskContext = createContext<((focus: HTMLElement | null) => boolean) | null>(null);

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** The URL consent parts, once their chunk has loaded (null for form-mode requests). */
const UrlPartsContext = createContext<typeof UrlConsentModule | null>(null);

/** The consent state and its parts, in their own chunk: fetched when a URL-mode request arrives. */
const LazyUrlConsentRoot = lazy(() =>
  loadUrlConsent().then((parts) => ({
    default: function LoadedUrlConsentRoot(props: UrlConsentRootProps) {
      return (
        <parts.UrlConsentRoot {...props}>
          <UrlPartsContext.Provider value={parts}>{props.children}</UrlPartsContext.Provider>
        </parts.UrlConsentRoot>
      );
    },
  })),
);

/**
 * Forms render as they are; a URL-mode request waits for the consent chunk (usually preloaded by
 * the host) and mounts complete, so focus and the buttons' places never change after it appears.
 */
function UrlConsentGate(props: UrlConsentRootProps) {
  const { model } = useElicitationContext('ElicitationDialog');
  if (model.mode !== 'url') return props.children;
  return (
    <Suspense fallback={null}>
      <LazyUrlConsentRoot {...props} />
    </Suspense>
  );
}

/**
 * The batteries-included layout both presentations share: which server asks, its message, the
 * fields or the URL consent, and the actions.
 */
function ElicitationLayout({ notice, status, footer, gestures }: { notice: ReactNode; status?: ReactNode; footer?: ReactNode; gestures: GestureOptions }) {
  // The URL parts (loaded with the first URL request), or nothing at all for a form: no empty components.
  const url = useContext(UrlPartsContext);
  return (
    <GestureProvider options={gestures}>
      {/* A plain div: a <header> inside the dialog would be exposed as a page-level banner landmark. */}
      <div {...slot('elicitation-header')}>
        <ElicitationTitle />
        {url ? <UrlLayoutCancel useWaitingCloseShown={url.useWaitingCloseShown} /> : <ElicitationCancel />}
        {status === undefined || status === null ? null : <HeaderStatus>{status}</HeaderStatus>}
      </div>
      <div {...slot('elicitation-body')}>
        <ElicitationServerInfo />
        <ElicitationMessage />
        <ElicitationIssues />
        <GestureBody />
        {url ? <url.UrlConsentDetails /> : null}
        {/* Inside the scrolling body: with a dozen errors on a phone it took half the height from the fields. */}
        <ErrorSummary />
      </div>
      {notice}
      <ElicitationFormError />
      <ElicitationActions>
        {url ? <url.UrlConsentCopy /> : null}
        <LayoutDecline />
        <GestureAccept />
        {url ? <url.UrlConsentDone /> : null}
        {url ? <url.UrlConsentOpen /> : null}
      </ElicitationActions>
      {footer}
    </GestureProvider>
  );
}

/** The header's close button, left out while the URL waiting screen shows its own Close. */
function UrlLayoutCancel({ useWaitingCloseShown }: { useWaitingCloseShown: () => boolean }) {
  return useWaitingCloseShown() ? null : <ElicitationCancel />;
}

/** Decline, suggested before a destructive tool's approval. */
function LayoutDecline() {
  return <ElicitationDecline {...useGestureDeclineProps()} />;
}

/** What the error summary reads before the first submit: one object, so it does not re-render. */
const NOT_SUBMITTED: FormStoreStatus = { errors: {}, submitCount: 0 };

/**
 * After a failed submit: how many answers need attention, each linked to its field. Focus goes to
 * the first invalid field (the WAI "focus the first error" pattern: the user is already where the
 * fix is typed); this list is a polite status read after that field, and its links reach the others.
 */
function ErrorSummary() {
  const ctx = useElicitationContext('ElicitationDialog');
  const { engine, store } = useFormInternals('ElicitationDialog');
  // Before the first submit the summary lists nothing, so errors coming and going do not re-render it.
  const getStatus = useCallback(() => {
    const status = store.getStatus();
    return status.submitCount === 0 ? NOT_SUBMITTED : status;
  }, [store]);
  const { errors, submitCount } = useStoreState(store.subscribe, getStatus);
  const listed = submitCount === 0 || !engine ? [] : engine.names.flatMap((name, index) => {
    const message = errors[name];
    const field = ctx.fields[index];
    return typeof message === 'string' && field ? [{ name, label: visibleText(field.label === '' ? ctx.texts.unnamedField : field.label), id: fieldIds(ctx.ids.form, index).control }] : [];
  });
  const count = listed.length;
  useLayoutEffect(() => {
    if (count === 0) return;
    // The summary takes its room from the scrolling body, under the field focus was just sent to:
    // bring that field (and its error) back into view.
    const active = document.activeElement;
    const field = active instanceof HTMLElement ? active.closest('[data-slot="elicitation-field"]') : null;
    field?.scrollIntoView({ block: 'nearest' });
  }, [count, submitCount]);
  return (
    <div {...slot('elicitation-error-summary')} role="status">
      {listed.length === 0 ? null : (
        <>
          <p>{ctx.texts.errorSummary(listed.length)}</p>
          <ul>
            {listed.map((item) => (
              <li key={item.name}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => {
                    // Fragment navigation scrolls but does not reliably focus a control, and a
                    // choice's id is its fieldset's, which takes no focus: focus what the field
                    // registered (the chosen radio button, or the first).
                    event.preventDefault();
                    if (!store.focus(item.name)) document.getElementById(item.id)?.focus();
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The header's status line (queue position, countdown). It is read first in the surface's
 * description, so a screen reader hears "Request 2 of 3" when each request opens.
 */
function HeaderStatus({ children }: { children: ReactNode }) {
  const ctx = useElicitationContext('ElicitationDialog');
  const id = `${ctx.ids.title}-status`;
  const own = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Radix owns the dialog's `aria-describedby` (its Description's id); the status is prepended
    // to whatever is there, and removed again when it goes.
    // React re-applies Radix's value on a later commit, so it is watched and the status put back.
    const surface = own.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
    if (!surface) return;
    const apply = () => {
      const tokens = (surface.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '');
      if (tokens[0] === id) return;
      surface.setAttribute('aria-describedby', [id, ...tokens.filter((token) => token !== id)].join(' '));
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(surface, { attributes: true, attributeFilter: ['aria-describedby'] });
    return () => {
      observer.disconnect();
      const rest = (surface.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id);
      if (rest.length > 0) surface.setAttribute('aria-describedby', rest.join(' '));
      else surface.removeAttribute('aria-describedby');
    };
  }, [id]);
  return (
    <div ref={own} id={id} {...slot('elicitation-status')}>
      {children}
    </div>
  );
}

/**
 * Props of {@link ElicitationDialog}.
 *
 * @example
 * const props: ElicitationDialogProps = { request: params, server: { id: 'github' }, onResult: respond, nonce };
 */
export type ElicitationDialogProps = Omit<ElicitationRootProps, 'children' | 'presentation'> &
  UrlConsentOptions &
  GestureOptions & {
    className?: string;
    /** Rendered between the fields and the actions (for example a "withdrawn" notice). */
    notice?: ReactNode;
    /** Rendered after the actions, so it comes after them in Tab order (for example "Block this server"). */
    footer?: ReactNode;
    /**
     * Rendered in the header, under the title, and read first in the request's description (for
     * example "Request 2 of 3" and a countdown).
     */
    status?: ReactNode;
  };

/**
 * The complete modal dialog: which server asks, its message, the fields, and Decline / Accept,
 * with Cancel on Escape and the close button (a click outside cancels only a request without fields).
 * Once the user has typed answers, Escape or × first asks "Discard your answers?" inline, above the
 * actions (Discard or a second Escape cancels, "Keep editing" returns to the field). It emits exactly one result. A
 * URL-mode request gets the consent screen instead of fields: the full address, its domain,
 * warnings, and "Open <domain>" / "Copy link" (see {@link UrlConsentOptions} for the URL-mode props).
 * The ref is the dialog element.
 *
 * @example
 * <ElicitationDialog
 *   key={requestId}
 *   request={params}
 *   server={{ id: 'weather', label: 'Weather' }}
 *   onResult={(result) => resolve(result)}
 * />
 */
export const ElicitationDialog = /* @__PURE__ */ forwardRef<HTMLDivElement, ElicitationDialogProps>(function ElicitationDialog(
  { className, notice, status, footer, trustedDomains, openUrl, afterOpen, completed, visitedDomains, quickAnswers, stepper, toolContext, ...rootProps },
  ref,
) {
  return (
    <ElicitationRoot {...rootProps} presentation="modal">
      <UrlConsentGate {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationContent ref={ref} className={cx('mcp-elicitation', className)}>
          <ElicitationLayout notice={notice} status={status} footer={footer} gestures={{ quickAnswers, stepper, toolContext }} />
        </ElicitationContent>
      </UrlConsentGate>
    </ElicitationRoot>
  );
});

/**
 * Props of {@link ElicitationPanel}.
 *
 * @example
 * const props: ElicitationPanelProps = { request: params, server: { id: 'github' }, onResult: respond, autoFocus: true };
 */
export type ElicitationPanelProps = Omit<ElicitationRootProps, 'children' | 'presentation' | 'container' | 'nonce'> &
  UrlConsentOptions &
  GestureOptions & {
    className?: string;
    /** Rendered between the fields and the actions (for example a "withdrawn" notice). */
    notice?: ReactNode;
    /** Rendered after the actions, so it comes after them in Tab order (for example "Block this server"). */
    footer?: ReactNode;
    /**
     * Rendered in the header, under the title, and read first in the request's description (for
     * example "Request 2 of 3" and a countdown).
     */
    status?: ReactNode;
    /**
     * Move focus into the panel when it appears. Default `false`: an inline request must not take
     * the caret away from someone typing in the chat. Set it when the user just asked for it.
     */
    autoFocus?: boolean;
    /**
     * Called when the panel closes while it holds focus; `preventDefault()` keeps the default
     * (focus goes back where `autoFocus` took it from) from running, to place focus yourself.
     */
    onCloseAutoFocus?: (event: Event) => void;
  };

/**
 * The same request, inline: in the page's flow, for chat threads, side panels and IDE webviews.
 * No portal, no focus trap, no scroll lock; a group named "Request from <server>" and described
 * by the message; focus moves in only with `autoFocus`. Everything is reachable by Tab, and
 * Cancel is a visible button (Escape and clicks elsewhere do nothing: the page goes on). The same
 * props as `<ElicitationDialog>`, URL mode included. The ref is the panel element.
 *
 * @example
 * <ElicitationPanel key={requestId} request={params} server={{ id: 'weather' }} onResult={resolve} />
 */
export const ElicitationPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, ElicitationPanelProps>(function ElicitationPanel(
  {
    className,
    notice,
    status,
    footer,
    trustedDomains,
    openUrl,
    afterOpen,
    completed,
    visitedDomains,
    autoFocus,
    onCloseAutoFocus,
    quickAnswers,
    stepper,
    toolContext,
    ...rootProps
  },
  ref,
) {
  return (
    <InlineRoot {...rootProps}>
      <UrlConsentGate {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationContent
          ref={ref}
          className={cx('mcp-elicitation', className)}
          autoFocus={autoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <ElicitationLayout notice={notice} status={status} footer={footer} gestures={{ quickAnswers, stepper, toolContext }} />
        </ElicitationContent>
      </UrlConsentGate>
    </InlineRoot>
  );
});

/**
 * The parts under short names, for composing a custom layout.
 *
 * @example
 * <Elicitation.Root …><Elicitation.Content>…</Elicitation.Content></Elicitation.Root>
 */
export const Elicitation = {
  Root: ElicitationRoot,
  Provider: ElicitationFormProvider,
  Content: ElicitationContent,
  Title: ElicitationTitle,
  ServerInfo: ElicitationServerInfo,
  Message: ElicitationMessage,
  Issues: ElicitationIssues,
  Fields: ElicitationFields,
  Field: ElicitationField,
  FormError: ElicitationFormError,
  Actions: ElicitationActions,
  Accept: ElicitationAccept,
  Decline: ElicitationDecline,
  Cancel: ElicitationCancel,
};
