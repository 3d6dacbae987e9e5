'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { toNestErrors } from '@hookform/resolvers';
import { setNonce } from 'get-nonce';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { useController, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { defaultFieldRegistry } from '../fields/registry';
import type { FieldProps, FieldRegistry } from '../fields/types';
import { createFormEngine, type FormEngine } from '../form/engine';
import type { FormValue } from '../form/values';
import { normalizeRequest } from '../schema/normalize';
import type { ElicitResult, ServerIdentity } from '../schema/protocol';
import type { Field } from '../schema/types';
import { defaultValidator } from '../validation/default-validator';
import { defaultMessages, type ValidationMessages } from '../validation/messages';
import type { Validator } from '../validation/validator';
import { ElicitationContext, useElicitationContext, type ElicitationContextValue } from './context';
import { describeField, resolveTexts, type DialogTexts, type ElicitationLocale } from './texts';
import { withNames } from './with-names';
import { UrlConsentCopy, UrlConsentDetails, UrlConsentDone, UrlConsentOpen, UrlConsentRoot, type UrlConsentOptions } from './url-consent';

type Values = Record<string, FormValue>;

/** Props of {@link ElicitationRoot}. */
export interface ElicitationRootProps {
  /**
   * The `params` of the `elicitation/create` request, exactly as the server sent them. Untrusted:
   * anything malformed is reported in the dialog, never thrown. Render one dialog per request
   * (give it a `key`): a dialog answers once.
   */
  request: unknown;
  /** Who is asking. `id`/`label` come from the host and are shown as the server's name. */
  server: ServerIdentity;
  /** Called exactly once with the user's answer: accept (valid content), decline or cancel. */
  onResult: (result: ElicitResult) => void;
  /**
   * Called when a dialog that already answered but stayed open closes (URL mode,
   * `afterOpen: 'wait'`: the user closed the waiting screen, or `completed` was set). Unanswered
   * dialogs report closing through `onResult` (`cancel`) instead.
   */
  onClose?: () => void;
  /** Replaces the ajv validator (for example on pages that forbid `eval`). */
  validator?: Validator;
  /** Replaces any of the validation messages. */
  messages?: Partial<ValidationMessages>;
  /** Replaces any of the dialog's own texts. */
  texts?: Partial<DialogTexts>;
  /**
   * Every word in one language (`mcp-elicitation-react/locales/de` …); English when unset. Sets
   * `lang` and `dir` on the dialog. `texts` and `messages` replace single entries on top of it.
   */
  locale?: ElicitationLocale;
  /** Replaces the component for any kind of field. */
  fields?: Partial<FieldRegistry>;
  /** Makes the answer controls inert (Cancel stays available), e.g. when the server withdrew the request. */
  disabled?: boolean;
  /** Where to portal the dialog; defaults to `document.body`. */
  container?: HTMLElement | null;
  /**
   * The page's CSP nonce. While a modal is open, Radix locks page scroll with an inline `<style>`,
   * which a strict `style-src` blocks unless it carries the nonce.
   */
  nonce?: string;
  children?: ReactNode;
}

/**
 * Holds one request's state and provides it to the parts. Everything the host can customise is set
 * here; the parts only lay it out.
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
export function ElicitationRoot(props: ElicitationRootProps) {
  const { request, server, onResult, children } = props;
  // Set during render: the scroll lock's style is injected by a child's effect, before ours run.
  if (props.nonce !== undefined) setNonce(props.nonce);
  const model = useMemo(() => normalizeRequest(request), [request]);
  const validator = props.validator ?? defaultValidator();
  const messages = useMemo(() => ({ ...(props.locale?.messages ?? defaultMessages), ...props.messages }), [props.locale, props.messages]);
  const texts = useMemo(() => resolveTexts(props.locale, props.texts), [props.locale, props.texts]);
  const registry = useMemo(() => ({ ...defaultFieldRegistry, ...props.fields }) as FieldRegistry, [props.fields]);
  const engine = useMemo(
    () => (model.mode === 'form' ? createFormEngine(model, validator, messages) : null),
    [model, validator, messages],
  );

  // The resolver reads the engine through a ref so a new engine (new messages) needs no new form.
  const engineRef = useRef<FormEngine | null>(engine);
  useLayoutEffect(() => {
    engineRef.current = engine;
  });
  const resolver = useCallback<Resolver<Values>>((values, _context, options) => {
    const current = engineRef.current;
    if (!current) return { values, errors: {} };
    const checked = current.check(values);
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(checked.errors)) errors[name] = { type: 'validate', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  }, []);
  const form = useForm<Values>({
    defaultValues: engine?.defaultValues ?? {},
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const [schemaError, setSchemaError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  useEffect(() => {
    if (!engine) return;
    // Compile after the first frame is painted (a frame, then a task), so a large schema never
    // delays the dialog's appearance; a plain timeout can still run before that frame.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSchemaError(engine.prepare()), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [engine]);

  const [open, setOpen] = useState(true);
  const [settled, setSettled] = useState(false);
  const settledRef = useRef(false);
  const onResultRef = useRef(onResult);
  const onCloseRef = useRef(props.onClose);
  useLayoutEffect(() => {
    onResultRef.current = onResult;
    onCloseRef.current = props.onClose;
  });
  const finish = useCallback((result: ElicitResult, options?: { keepOpen?: boolean }) => {
    if (settledRef.current) return;
    settledRef.current = true;
    setSettled(true);
    if (!options?.keepOpen) setOpen(false);
    onResultRef.current(result);
  }, []);
  const closedRef = useRef(false);
  const dismiss = useCallback(() => {
    if (!settledRef.current) return finish({ action: 'cancel' });
    setOpen(false);
    if (closedRef.current) return;
    closedRef.current = true;
    onCloseRef.current?.();
  }, [finish]);

  // Unmounting an unanswered dialog cancels it. The timer lets StrictMode's unmount-and-remount
  // in development pass without answering.
  const unmountTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(unmountTimer.current);
    return () => {
      unmountTimer.current = setTimeout(() => finish({ action: 'cancel' }), 0);
    };
  }, [finish]);

  const canAccept = model.mode === 'form' && model.canAccept && schemaError === undefined;
  const disabled = props.disabled === true;
  const submit = useCallback(() => {
    if (settledRef.current || disabled || !engine || !canAccept) return;
    void form.handleSubmit((values) => {
      const checked = engine.check(values);
      if (checked.ok) finish({ action: 'accept', content: checked.content });
      else setFormError(checked.formError);
    })();
  }, [canAccept, disabled, engine, finish, form]);

  const baseId = useId();
  const ids = useMemo(
    () => ({
      form: `${baseId}-form`,
      issues: `${baseId}-issues`,
      formError: `${baseId}-form-error`,
    }),
    [baseId],
  );
  const value: ElicitationContextValue = {
    model,
    server,
    serverLabel: server.label ?? server.id,
    texts,
    registry,
    engine,
    form,
    ids,
    settled,
    disabled,
    canAccept,
    formError: schemaError ?? formError,
    open,
    finish,
    dismiss,
    submit,
    container: props.container,
  };
  return (
    <ElicitationContext.Provider value={value}>
      <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : dismiss())}>
        {children}
      </Dialog.Root>
    </ElicitationContext.Provider>
  );
}

type DivProps = ComponentPropsWithoutRef<'div'>;
const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** Props of {@link ElicitationContent}. */
export interface ElicitationContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /** Class of the backdrop behind the dialog. */
  overlayClassName?: string;
}

/**
 * The dialog surface: portal, backdrop and the modal panel. Focus moves to the first field when it
 * opens (to Decline when there is nothing to fill in) and returns where it was when it closes.
 *
 * @example
 * <ElicitationContent className="my-dialog">…</ElicitationContent>
 */
export function ElicitationContent({
  className,
  overlayClassName,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: ElicitationContentProps) {
  const ctx = useElicitationContext('ElicitationContent');
  // Radix returns focus to a Dialog.Trigger; requests open without one, so remember what had focus.
  const [returnFocusTo] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const state = ctx.settled ? 'closed' : 'open';
  return (
    <Dialog.Portal container={ctx.container ?? undefined}>
      <Dialog.Overlay data-slot="elicitation-overlay" className={overlayClassName} />
      <Dialog.Content
        data-slot="elicitation-content"
        data-mode={ctx.model.mode}
        data-answer-state={state}
        lang={ctx.texts.lang}
        dir={ctx.texts.dir}
        className={className}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const root = event.currentTarget as HTMLElement;
          const decline = root.querySelector<HTMLElement>('[data-slot="elicitation-decline"]:enabled');
          // When the server asks for something it must not (a secret), Decline is the suggested answer.
          const target =
            (decline?.hasAttribute('data-suggested') ? decline : null) ??
            root.querySelector<HTMLElement>(
              // :disabled also covers controls inside a disabled fieldset.
              '[data-slot="elicitation-fields"] :is(input, select, textarea, button, [tabindex]):not(:disabled, [tabindex="-1"])',
            ) ??
            decline;
          (target ?? root).focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (returnFocusTo?.isConnected) returnFocusTo.focus();
        }}
        {...rest}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * The dialog's title, naming the server that asks, by the host's trusted name.
 *
 * @example
 * <ElicitationTitle />
 */
export function ElicitationTitle({ className, ...rest }: ComponentPropsWithoutRef<'h2'>) {
  const ctx = useElicitationContext('ElicitationTitle');
  return (
    <Dialog.Title data-slot="elicitation-title" className={className} {...rest}>
      {withNames(ctx.texts.title, [ctx.serverLabel], (name) => <bdi data-slot="elicitation-server-name">{name}</bdi>)}
    </Dialog.Title>
  );
}

/**
 * What the server says about itself (name, title, version), marked as the server's own claim.
 * Renders nothing when the server reported nothing beyond the name the host already shows.
 *
 * @example
 * <ElicitationServerInfo />
 */
export function ElicitationServerInfo({ className, ...rest }: DivProps) {
  const ctx = useElicitationContext('ElicitationServerInfo');
  const reported = ctx.server.reported;
  const name = reported?.title ?? reported?.name;
  if (!name && !reported?.version) return null;
  return (
    <p data-slot="elicitation-server-info" className={className} {...rest}>
      {withNames(
        ctx.texts.serverReports,
        [name ?? ctx.serverLabel, reported?.title && reported.name && reported.name !== reported.title ? reported.name : undefined, reported?.version || undefined],
        (value) => <bdi>{value}</bdi>,
      )}
    </p>
  );
}

/**
 * The server's message, as plain text: no HTML, markdown or links, direction detected per text.
 *
 * @example
 * <ElicitationMessage />
 */
export function ElicitationMessage({ className, ...rest }: DivProps) {
  const ctx = useElicitationContext('ElicitationMessage');
  const message = ctx.model.message;
  // A message long enough to scroll must be reachable by keyboard to be scrolled, so it becomes a
  // focusable, named region only then.
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer's first callback comes before paint; measuring here as well would force a
    // second layout on every open (about 2 ms with 8 fields, 37 ms with 200, in the benchmark).
    const check = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [message]);
  if (message === '') return null;
  return (
    <Dialog.Description asChild>
      <div
        ref={ref}
        data-slot="elicitation-message"
        dir="auto"
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? ctx.texts.messageLabel : undefined}
        className={className}
        {...rest}
      >
        {ctx.model.message}
      </div>
    </Dialog.Description>
  );
}

/**
 * Problems found in the request (fields left out, rules that cannot be met), in plain words.
 *
 * @example
 * <ElicitationIssues />
 */
export function ElicitationIssues({ className, ...rest }: DivProps) {
  const ctx = useElicitationContext('ElicitationIssues');
  const issues = ctx.model.issues;
  if (issues.length === 0) return null;
  const blocking = !ctx.canAccept && ctx.model.mode === 'form';
  return (
    <div
      data-slot="elicitation-issues"
      data-severity={issues.some((i) => i.severity === 'error') ? 'error' : 'warning'}
      id={ctx.ids.issues}
      className={className}
      {...rest}
    >
      <p data-slot="elicitation-issues-heading">{ctx.texts.issuesHeading}</p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index} data-severity={issue.severity} dir="auto">
            {ctx.texts.issue(issue)}
          </li>
        ))}
      </ul>
      {blocking ? <p data-slot="elicitation-issues-blocking">{ctx.texts.cannotAccept}</p> : null}
    </div>
  );
}

/** Renders one field through the registry; subscribes to that field only, so typing re-renders one field. */
function FieldSlot({ field, name, index }: { field: Field; name: string; index: number }) {
  const ctx = useElicitationContext('ElicitationFields');
  const { field: control, fieldState } = useController({ name, control: ctx.form.control });
  const idBase = `${ctx.ids.form}-${index}`;
  const hint = ctx.texts.hint(field);
  const description = describeField(ctx.texts, field.description, hint);
  const error = fieldState.error?.message;
  const ids = { control: `${idBase}-control`, label: `${idBase}-label`, description: `${idBase}-description`, error: `${idBase}-error` };
  const describedBy = [description === undefined ? undefined : ids.description, error === undefined ? undefined : ids.error]
    .filter(Boolean)
    .join(' ');
  const Component = ctx.registry[field.kind] as React.ComponentType<FieldProps>;
  return (
    <Component
      field={field}
      value={control.value as never}
      onChange={control.onChange as (value: unknown) => void}
      onBlur={control.onBlur}
      inputRef={control.ref}
      ids={ids}
      describedBy={describedBy || undefined}
      description={description}
      error={error}
      disabled={ctx.disabled || ctx.settled}
      placeholder={field.required ? ctx.texts.chooseOption : ctx.texts.noAnswer}
      filter={{ label: ctx.texts.filterChoices, status: ctx.texts.filterStatus }}
    />
  );
}

/**
 * The form and its fields, in the order the server listed them. For a request without fields it
 * says that only a confirmation is asked.
 *
 * @example
 * <ElicitationFields />
 */
export function ElicitationFields({ className, ...rest }: ComponentPropsWithoutRef<'form'>) {
  const ctx = useElicitationContext('ElicitationFields');
  const engine = ctx.engine;
  if (!engine) return null;
  if (engine.fields.length === 0) {
    return ctx.canAccept ? (
      <p data-slot="elicitation-confirm-only" className={className}>
        {ctx.texts.confirmOnly}
      </p>
    ) : null;
  }
  return (
    <form
      data-slot="elicitation-fields"
      id={ctx.ids.form}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        ctx.submit();
      }}
      {...rest}
    >
      {engine.fields.map((field, index) => (
        <FieldSlot key={engine.names[index]} field={field.label === '' ? { ...field, label: ctx.texts.unnamedField } : field} name={engine.names[index] as string} index={index} />
      ))}
    </form>
  );
}

/**
 * A problem with the answers as a whole, announced when it appears.
 *
 * @example
 * <ElicitationFormError />
 */
export function ElicitationFormError({ className, ...rest }: DivProps) {
  const ctx = useElicitationContext('ElicitationFormError');
  return (
    <div data-slot="elicitation-form-error" role="alert" id={ctx.ids.formError} className={className} {...rest}>
      {ctx.formError}
    </div>
  );
}

/**
 * The row of action buttons.
 *
 * @example
 * <ElicitationActions><ElicitationDecline /><ElicitationAccept /></ElicitationActions>
 */
export function ElicitationActions({ className, ...rest }: DivProps) {
  return <div data-slot="elicitation-actions" className={className} {...rest} />;
}

type ButtonProps = ComponentPropsWithoutRef<'button'>;

/** Decline is suggested (styled as the main action, focused first) when a field asks for a secret. */
function suggestDecline(ctx: ElicitationContextValue): boolean {
  return ctx.model.mode === 'form' && ctx.model.fields.some((field) => field.sensitive);
}

/**
 * Keeps focus where it is when an action button is pressed with a pointer. Otherwise the press
 * blurs the field being edited, its error appears, the dialog's layout shifts under the pointer
 * and the click lands elsewhere: the user's Decline or Cancel would silently do nothing.
 */
function keepFocusOnPress(onMouseDown: ButtonProps['onMouseDown']): ButtonProps['onMouseDown'] {
  return (event) => {
    onMouseDown?.(event);
    if (!event.defaultPrevented) event.preventDefault();
  };
}

/**
 * Accept: validates, and sends the answers when they are valid (focus moves to the first invalid
 * field otherwise). Disabled when the request cannot be answered validly.
 *
 * @example
 * <ElicitationAccept>Send</ElicitationAccept>
 */
export function ElicitationAccept({ className, children, onClick, onMouseDown, ...rest }: ButtonProps) {
  const ctx = useElicitationContext('ElicitationAccept');
  if (ctx.model.mode !== 'form') return null;
  const hasFields = (ctx.engine?.fields.length ?? 0) > 0;
  return (
    <button
      type={hasFields ? 'submit' : 'button'}
      form={hasFields ? ctx.ids.form : undefined}
      data-slot="elicitation-accept"
      className={className}
      disabled={!ctx.canAccept || ctx.disabled || ctx.settled}
      onMouseDown={keepFocusOnPress(onMouseDown)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        ctx.submit();
      }}
      {...rest}
    >
      {children ?? ctx.texts.accept}
    </button>
  );
}

/**
 * Decline: the user explicitly says no.
 *
 * @example
 * <ElicitationDecline>No thanks</ElicitationDecline>
 */
export function ElicitationDecline({ className, children, onClick, onMouseDown, ...rest }: ButtonProps) {
  const ctx = useElicitationContext('ElicitationDecline');
  // Answered but still shown (URL mode waiting for the user): there is nothing left to decline.
  if (ctx.settled && ctx.open) return null;
  return (
    <button
      type="button"
      data-slot="elicitation-decline"
      data-suggested={suggestDecline(ctx) ? '' : undefined}
      className={className}
      disabled={ctx.disabled || ctx.settled}
      onMouseDown={keepFocusOnPress(onMouseDown)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) ctx.finish({ action: 'decline' });
      }}
      {...rest}
    >
      {children ?? ctx.texts.decline}
    </button>
  );
}

/**
 * Cancel: dismisses without choosing (like Escape or a click outside). Renders a close button
 * labelled for screen readers; pass children for a visible label.
 *
 * @example
 * <ElicitationCancel />
 */
export function ElicitationCancel({ className, children, onMouseDown, ...rest }: ButtonProps) {
  const ctx = useElicitationContext('ElicitationCancel');
  return (
    <Dialog.Close
      data-slot="elicitation-cancel"
      className={className}
      aria-label={children ? undefined : ctx.settled ? ctx.texts.close : ctx.texts.cancel}
      disabled={!ctx.open}
      onMouseDown={keepFocusOnPress(onMouseDown)}
      {...rest}
    >
      {children ?? <span aria-hidden="true">×</span>}
    </Dialog.Close>
  );
}

/** Props of {@link ElicitationDialog}. */
export type ElicitationDialogProps = Omit<ElicitationRootProps, 'children'> &
  UrlConsentOptions & {
    className?: string;
    /** Rendered between the fields and the actions (for example a countdown or a "withdrawn" notice). */
    notice?: ReactNode;
  };

/**
 * The complete dialog: which server asks, its message, the fields, and Decline / Accept, with
 * Cancel on Escape, the close button and a click outside. It emits exactly one result. A URL-mode
 * request gets the consent screen instead of fields: the full address, its domain, warnings, and
 * "Open <domain>" / "Copy link" (see {@link UrlConsentOptions} for the URL-mode props).
 *
 * @example
 * <ElicitationDialog
 *   key={requestId}
 *   request={params}
 *   server={{ id: 'weather', label: 'Weather' }}
 *   onResult={(result) => resolve(result)}
 * />
 */
export function ElicitationDialog({
  className,
  notice,
  trustedDomains,
  openUrl,
  afterOpen,
  completed,
  visitedDomains,
  ...rootProps
}: ElicitationDialogProps) {
  return (
    <ElicitationRoot {...rootProps}>
      <UrlConsentRoot {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationContent className={cx('mcp-elicitation', className)}>
          <header data-slot="elicitation-header">
            <ElicitationTitle />
            <ElicitationCancel />
          </header>
          <div data-slot="elicitation-body">
            <ElicitationServerInfo />
            <ElicitationMessage />
            <ElicitationIssues />
            <ElicitationFields />
            <UrlConsentDetails />
          </div>
          {notice}
          <ElicitationFormError />
          <ElicitationActions>
            <UrlConsentCopy />
            <ElicitationDecline />
            <ElicitationAccept />
            <UrlConsentDone />
            <UrlConsentOpen />
          </ElicitationActions>
        </ElicitationContent>
      </UrlConsentRoot>
    </ElicitationRoot>
  );
}

/**
 * The parts under short names, for composing a custom layout.
 *
 * @example
 * <Elicitation.Root …><Elicitation.Content>…</Elicitation.Content></Elicitation.Root>
 */
export const Elicitation = {
  Root: ElicitationRoot,
  Content: ElicitationContent,
  Title: ElicitationTitle,
  ServerInfo: ElicitationServerInfo,
  Message: ElicitationMessage,
  Issues: ElicitationIssues,
  Fields: ElicitationFields,
  FormError: ElicitationFormError,
  Actions: ElicitationActions,
  Accept: ElicitationAccept,
  Decline: ElicitationDecline,
  Cancel: ElicitationCancel,
};
