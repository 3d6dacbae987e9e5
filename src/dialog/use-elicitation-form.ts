'use client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type JSX,
  type MouseEvent,
} from 'react';
import { defaultFieldRegistry } from '../fields/registry';
import type { FieldRegistry } from '../fields/types';
import { createAnswerLifecycle } from '../form/answer-lifecycle';
import { createFormEngine, type FormEngine } from '../form/engine';
import { createFormStore, type FormStore } from '../form/store';
import { normalizeRequest } from '../schema/normalize';
import type { ElicitResult, ServerIdentity } from '../schema/protocol';
import { slot } from '../theme/slot';
import { defaultValidator } from '../validation/default-validator';
import { defaultMessages, type ValidationMessages } from '../locales/messages';
import type { Validator } from '../validation/validator';
import { composeEventHandlers } from './compose';
import type { ElicitationContextValue } from './context';
import { resolveTexts, type DialogTexts, type ElicitationLocale } from '../locales/texts';

/** With the default validator, forms of up to this many fields compile their checks on mount rather than after the first frame. */
const EAGER_COMPILE_FIELDS = 16;

/**
 * Options of {@link useElicitationForm}: one request, who asks, and where the answer goes.
 *
 * @example
 * const options: UseElicitationFormOptions = { request: params, server: { id: 'github' }, onResult: respond, cancelOnUnmount: false };
 */
export interface UseElicitationFormOptions {
  /**
   * The `params` of the `elicitation/create` request, exactly as the server sent them. Untrusted:
   * anything malformed is reported in the form, never thrown. Use one form per request (give its
   * component a `key`): a request answers once.
   */
  request: unknown;
  /** Who is asking. `id`/`label` come from the host and are shown as the server's name. */
  server: ServerIdentity;
  /** Called exactly once with the user's answer: accept (valid content), decline or cancel. */
  onResult: (result: ElicitResult) => void;
  /**
   * Called when a request that already answered but stayed open closes (URL mode,
   * `afterOpen: 'wait'`: the user closed the waiting screen, or `completed` was set). Unanswered
   * requests report closing through `onResult` (`cancel`) instead.
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
  /**
   * Whether unmounting an unanswered request answers `cancel`. Default `true`: a request that
   * disappears must not leave the server waiting. A host that keeps requests pending elsewhere
   * (`ElicitationHost` and its queue) turns it off.
   */
  cancelOnUnmount?: boolean;
}

/**
 * Props a prop getter accepts and returns for an element of type `T`.
 *
 * @example
 * const button: ElementProps<'button'> = form.getAcceptProps({ className: 'primary' });
 */
export type ElementProps<T extends keyof JSX.IntrinsicElements> = ComponentPropsWithRef<T> & { [data: `data-${string}`]: unknown };

/**
 * What {@link useElicitationForm} returns: the request's state and actions, and prop getters that
 * wire any element of a custom layout. Each getter takes the host's own props and composes their
 * handlers with the built-in ones (the host's run first and may `preventDefault()`).
 *
 * @example
 * const { state, canAccept, getAcceptProps }: UseElicitationFormResult = useElicitationForm(options);
 */
export interface UseElicitationFormResult extends ElicitationContextValue {
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

/** What the field parts need beyond the public state; never part of a public type. */
export interface ElicitationFormInternals {
  engine: FormEngine | null;
  /** The values, errors and submit count (the field parts subscribe per field). */
  store: FormStore;
  /** Whether any answer differs from what the request pre-filled: closing would lose the user's work. */
  hasTypedAnswers: () => boolean;
}

const internals = new WeakMap<ElicitationContextValue, ElicitationFormInternals>();

/** Reads the internals of a form built by {@link useElicitationForm}. */
export function formInternals(form: ElicitationContextValue): ElicitationFormInternals | undefined {
  return internals.get(form);
}

export const ElicitationInternalsContext = createContext<ElicitationFormInternals | null>(null);

/** The internals for the field parts, from the nearest root. */
export function useFormInternals(consumer: string): ElicitationFormInternals {
  const value = useContext(ElicitationInternalsContext);
  if (value === null) throw new Error(`\`${consumer}\` must be used within \`ElicitationRoot\``);
  return value;
}

/**
 * Keeps focus where it is when an action button is pressed with a pointer. Otherwise the press
 * blurs the field being edited, its error appears, the layout shifts under the pointer and the
 * click lands elsewhere: the user's Decline or Cancel would silently do nothing.
 */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

let pointerPressed = false;
let pointerTracked = false;

/**
 * Runs `show` now, or, while a pointer button is down, just after that press ends in a click. An
 * error that appears between mousedown and mouseup moves what is below it, and the click lands
 * elsewhere: the checkbox the user pressed would stay unchecked.
 */
export function afterPointerRelease(show: () => void): void {
  if (typeof document === 'undefined') return show();
  if (!pointerTracked) {
    pointerTracked = true;
    document.addEventListener('pointerdown', () => (pointerPressed = true), true);
    const release = () => (pointerPressed = false);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  }
  if (!pointerPressed) return show();
  const done = () => {
    document.removeEventListener('pointerup', done, true);
    document.removeEventListener('pointercancel', done, true);
    // The click follows pointerup in the same task: a task later it has landed.
    setTimeout(show, 0);
  };
  document.addEventListener('pointerup', done, true);
  document.addEventListener('pointercancel', done, true);
}

/**
 * The behaviour of one request without any presentation: it normalises the request, runs the
 * form (validation compiled after the first frame), emits exactly one result, and cancels on
 * unmount when `cancelOnUnmount` says so. `ElicitationRoot` is a thin provider over it; a custom
 * layout can use it directly with {@link ElicitationFormProvider} and the prop getters.
 *
 * @example
 * function MyQuestion({ params, respond }) {
 *   const form = useElicitationForm({ request: params, server: { id: 'github' }, onResult: respond });
 *   return (
 *     <ElicitationFormProvider form={form}>
 *       <div {...form.getRootProps({ className: 'card' })}>
 *         <h3 {...form.getTitleProps()}>{form.serverLabel}</h3>
 *         <p {...form.getMessageProps()}>{form.model.message}</p>
 *         <ElicitationFields />
 *         <button {...form.getDeclineProps()}>No</button>
 *         <button {...form.getAcceptProps()}>Yes</button>
 *       </div>
 *     </ElicitationFormProvider>
 *   );
 * }
 */
export function useElicitationForm(options: UseElicitationFormOptions): UseElicitationFormResult {
  const { request, server } = options;
  const model = useMemo(() => normalizeRequest(request), [request]);
  const validator = options.validator ?? defaultValidator();
  const eager = options.validator === undefined;
  const messages = useMemo(() => ({ ...(options.locale?.messages ?? defaultMessages), ...options.messages }), [options.locale, options.messages]);
  const texts = useMemo(() => resolveTexts(options.locale, options.texts), [options.locale, options.texts]);
  const registry = useMemo(() => ({ ...defaultFieldRegistry, ...options.fields }) as FieldRegistry, [options.fields]);
  const engine = useMemo(
    () => (model.mode === 'form' ? createFormEngine(model, validator, messages) : null),
    [model, validator, messages],
  );

  // Errors show after a submit, or (see the fields' blur handling) after the user changed a field
  // and left it: not after tabbing past an empty field, nor after a programmatic blur (another
  // dialog taking focus for a moment). A new engine (new messages) keeps the values.
  const [store] = useState(() => createFormStore(engine));
  useLayoutEffect(() => {
    store.setEngine(engine);
  });

  const [schemaError, setSchemaError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  useEffect(() => {
    if (!engine) return;
    // `ready()` first loads what the schema needs (the pattern engine, ajv for keywords beyond the
    // built-in validator's), then compiles it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const prepare = () => void store.ready().then((error) => live && setSchemaError(error));
    // With the default validator, a form of a few fields compiles at once (about a millisecond on
    // a page whose code has not run yet; ajv, when a schema needs it, still arrives later through
    // `import()`), so an Accept pressed as soon as the form shows does not wait for it. A larger
    // schema, or a validator of the host's (ajv compiles for tens of milliseconds), compiles after
    // the first frame is painted (a frame, then a task), so it never delays the form's appearance;
    // a plain timeout can still run before that frame.
    let frame: number | undefined;
    if (eager && engine.fields.length <= EAGER_COMPILE_FIELDS) prepare();
    else frame = requestAnimationFrame(() => (timer = setTimeout(prepare, 0)));
    return () => {
      live = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [engine, store, eager]);

  // The answer lifecycle is plain TypeScript; React only attaches it while mounted.
  const [life] = useState(() => createAnswerLifecycle({ onResult: options.onResult, onClose: options.onClose, cancelOnDetach: options.cancelOnUnmount }));
  useLayoutEffect(() => {
    life.update({ onResult: options.onResult, onClose: options.onClose, cancelOnDetach: options.cancelOnUnmount });
  });
  const snapshot = useSyncExternalStore(life.subscribe, life.getSnapshot, life.getSnapshot);
  useEffect(() => {
    life.attach();
    return () => life.detach();
  }, [life]);
  const finish = useCallback((result: ElicitResult, finishOptions?: { keepOpen?: boolean }) => void life.finish(result, finishOptions), [life]);
  const dismiss = useCallback(() => life.dismiss(), [life]);

  const canAccept = model.mode === 'form' && model.canAccept && schemaError === undefined;
  const disabled = options.disabled === true;
  const settled = snapshot.state === 'settled';
  const submit = useCallback(() => {
    if (life.getSnapshot().state === 'settled' || disabled || !engine || !canAccept) return;
    void store.submit({
      onValid: (checked) => finish({ action: 'accept', content: checked.content }),
      // A problem with the answers as a whole; with field errors, those say what to fix.
      onInvalid: (checked) => {
        if (Object.keys(checked.errors).length === 0) setFormError(checked.formError);
      },
    });
  }, [canAccept, disabled, engine, finish, store, life]);

  const baseId = useId();
  const ids = useMemo(
    () => ({
      root: `${baseId}-root`,
      title: `${baseId}-title`,
      message: `${baseId}-message`,
      form: `${baseId}-form`,
      issues: `${baseId}-issues`,
      formError: `${baseId}-form-error`,
    }),
    [baseId],
  );
  const fields = engine?.fields ?? [];
  const hasFields = fields.length > 0;
  const inert = disabled || settled;

  const result: UseElicitationFormResult = {
    model,
    server,
    serverLabel: server.label ?? server.id,
    texts,
    registry,
    fields,
    ids,
    state: snapshot.state,
    settled,
    disabled,
    canAccept,
    formError: schemaError ?? formError,
    open: snapshot.open,
    finish,
    dismiss,
    submit,
    getRootProps: (props = {}) => ({
      id: ids.root,
      role: 'group',
      'aria-labelledby': ids.title,
      'aria-describedby': model.message === '' ? undefined : ids.message,
      'data-mode': model.mode,
      'data-answer-state': settled ? 'closed' : 'open',
      lang: texts.lang,
      dir: texts.dir,
      ...props,
      ...slot('elicitation-content', props.className),
    }),
    getTitleProps: (props = {}) => ({ id: ids.title, ...props, ...slot('elicitation-title', props.className) }),
    getMessageProps: (props = {}) => ({ id: ids.message, dir: 'auto', ...props, ...slot('elicitation-message', props.className) }),
    getFormProps: ({ onSubmit, ...props } = {}) => ({
      id: ids.form,
      noValidate: true,
      ...props,
      ...slot('elicitation-fields', props.className),
      onSubmit: composeEventHandlers(onSubmit, (event) => {
        event.preventDefault();
        submit();
      }),
    }),
    getAcceptProps: ({ onClick, onMouseDown, ...props } = {}) => ({
      type: hasFields ? 'submit' : 'button',
      form: hasFields ? ids.form : undefined,
      disabled: !canAccept || inert,
      ...props,
      ...slot('elicitation-accept', props.className),
      onMouseDown: composeEventHandlers(onMouseDown, keepFocus),
      // With fields, Accept is the form's submit button: the browser's own submission reaches
      // the form's `onSubmit`, so a host's `onSubmit` runs for Accept and Enter alike.
      onClick: composeEventHandlers(onClick, (event) => {
        if (hasFields) return;
        event.preventDefault();
        submit();
      }),
    }),
    getDeclineProps: ({ onClick, onMouseDown, ...props } = {}) => ({
      type: 'button',
      disabled: inert,
      ...props,
      ...slot('elicitation-decline', props.className),
      onMouseDown: composeEventHandlers(onMouseDown, keepFocus),
      onClick: composeEventHandlers(onClick, () => finish({ action: 'decline' })),
    }),
    getCancelProps: ({ onClick, onMouseDown, ...props } = {}) => ({
      type: 'button',
      'aria-label': props.children ? undefined : settled ? texts.close : texts.cancel,
      disabled: !snapshot.open,
      ...props,
      ...slot('elicitation-cancel', props.className),
      onMouseDown: composeEventHandlers(onMouseDown, keepFocus),
      onClick: composeEventHandlers(onClick, () => dismiss()),
    }),
  };
  internals.set(result, {
    engine,
    store,
    hasTypedAnswers: () => engine !== null && engine.names.some((name) => store.isDirty(name)),
  });
  return result;
}

