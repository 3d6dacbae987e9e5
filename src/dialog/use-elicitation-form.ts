'use client';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { defaultFieldRegistry } from '../fields/registry';
import type { FieldRegistry } from '../fields/types';
import { createAnswerLifecycle } from 'mcp-elicitation-core';
import { createFormEngine, type FormEngine } from 'mcp-elicitation-core';
import { sameValue, type FormValue } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { ElicitResult, ElicitValue } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { defaultValidator } from 'mcp-elicitation-core';
import { defaultMessages } from 'mcp-elicitation-core';
import { composeEventHandlers } from './compose';
import type { ElicitationFormState } from './context';
import type { ElicitationRootProps } from './root-props';
import { setFormInternals, type ElicitationFormInternals, type FormControls } from './form-internals';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import { createPointerRelease } from './pointer-release';
import { resolveTexts } from '../locales/texts';

export { formInternals, useFormInternals, ElicitationInternalsContext, type ElicitationFormInternals } from './form-internals';

/** With the default validator, forms of up to this many fields compile their checks on mount rather than after the first frame. */
const EAGER_COMPILE_FIELDS = 16;

/** Options of {@link useElicitationForm}: `ElicitationRoot`'s props about the request itself. */
export type UseElicitationFormOptions = Omit<ElicitationRootProps, 'presentation' | 'container' | 'nonce' | 'children'>;

/**
 * Keeps focus where it is when an action button is pressed with a pointer. Otherwise the press
 * blurs the field being edited, its error appears, the layout shifts under the pointer and the
 * click lands elsewhere: the user's Decline or Cancel would silently do nothing.
 */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * The behaviour of one request without any presentation: it normalises the request, runs the
 * form (validation compiled after the first frame), emits exactly one result, and cancels on
 * unmount when `cancelOnUnmount` says so. Internal: `ElicitationRoot` is a thin provider over it,
 * and a custom layout reads the same state and prop getters with `useElicitationContext()`.
 *
 * @example
 * const form = useElicitationForm({ request: params, server: { id: 'github' }, onResult: respond });
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormState {
  const { request, server } = options;
  const model = useMemo(() => normalizeRequest(request), [request]);
  const validator = options.validator ?? defaultValidator();
  const eager = options.validator === undefined;
  const messages = useMemo(
    () => ({ ...(options.locale?.messages ?? defaultMessages), ...options.messages }),
    [options.locale, options.messages],
  );
  const texts = useMemo(() => resolveTexts(options.locale, options.texts), [options.locale, options.texts]);
  const registry = useMemo(() => ({ ...defaultFieldRegistry, ...options.fields }) as FieldRegistry, [options.fields]);
  const engine = useMemo(() => (model.mode === 'form' ? createFormEngine(model, validator, messages) : null), [model, validator, messages]);

  const [schemaError, setSchemaError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  // The form state is React Hook Form's, checked by one resolver over the engine's Standard Schema
  // face. A field shows its error once the user changed it and left it (`onTouched`: the fields
  // count a blur only after a change, so tabbing past a field or a script's blur says nothing),
  // then on every change; after a submit, on every change of every field (`reValidateMode`).
  const resolver = useMemo(() => (engine ? standardSchemaResolver(engine) : undefined), [engine]);
  const [pointer] = useState(createPointerRelease);
  // The draft restored once, on mount: later `draft` props are this form's own values coming back.
  const [restored] = useState(() => restoredDraft(engine, options.draft));
  const form = useForm<FormControls, unknown, Record<string, ElicitValue>>({
    defaultValues: { ...engine?.defaultValues, ...restored },
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // A new engine with new messages keeps the values; a new request starts from its own. Compared
  // by content: a host that rebuilds the same `request` object on every render keeps its answers.
  const shown = useRef({ request, engine });
  useIsomorphicLayoutEffect(() => {
    const before = shown.current;
    shown.current = { request, engine };
    if (before.request === request || sameRequest(before.request, request)) return;
    form.reset(engine?.defaultValues ?? {});
    setFormError(undefined);
  }, [engine, form, request]);

  // Every change the user makes is kept (not every render): a form mounted again shows it.
  const onDraftChange = useRef(options.onDraftChange);
  useIsomorphicLayoutEffect(() => {
    onDraftChange.current = options.onDraftChange;
  });
  useEffect(() => {
    // A field's change (typed, picked, or set by a gesture) names it; a reset names none.
    // `subscribe`, not `watch`: it re-renders nothing.
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (name !== undefined) onDraftChange.current?.({ ...values });
      },
    });
  }, [form]);

  useEffect(() => {
    if (!engine) return;
    // `ready()` first loads what the schema needs (the pattern engine, ajv for keywords beyond the
    // built-in validator's), then compiles it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const prepare = () =>
      void engine.ready().then((error) => {
        if (live) setSchemaError(error);
      });
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
  }, [engine, eager]);

  // The answer lifecycle is plain TypeScript; React only attaches it while mounted.
  const [life] = useState(() =>
    createAnswerLifecycle({ onResult: options.onResult, onClose: options.onClose, cancelOnDetach: options.cancelOnUnmount }),
  );
  useIsomorphicLayoutEffect(() => {
    life.update({ onResult: options.onResult, onClose: options.onClose, cancelOnDetach: options.cancelOnUnmount });
  });
  const snapshot = useSyncExternalStore(life.subscribe, life.getSnapshot, life.getSnapshot);
  useEffect(() => {
    life.attach();
    return () => life.detach();
  }, [life]);
  const finish = useCallback(
    (result: ElicitResult, finishOptions?: { keepOpen?: boolean }) => void life.finish(result, finishOptions),
    [life],
  );
  const dismiss = useCallback(() => life.dismiss(), [life]);

  const canAccept = model.mode === 'form' && model.canAccept && schemaError === undefined;
  const disabled = options.disabled === true;
  const settled = snapshot.state === 'settled';
  const submit = useCallback(() => {
    if (life.getSnapshot().state === 'settled' || disabled || !engine || !canAccept) return;
    // The content sent is what the resolver gave `handleSubmit`: checked once, by the engine. It
    // answers a microtask or more later, so the submit event and whatever else it runs finish
    // before the form closes; a refused one focuses the first invalid field (`shouldFocusError`).
    void form.handleSubmit(
      (content) => finish({ action: 'accept', content }),
      // A problem with the answers as a whole; with field errors, those say what to fix.
      (errors) => {
        if (engine.names.every((name) => errors[name] === undefined)) setFormError(errors.root?.message);
      },
    )();
  }, [canAccept, disabled, engine, finish, form, life]);

  // One object for the form's life (per engine): the fields read it through context, and a new
  // one on every render of the root would render every field with it.
  const internals = useMemo(
    (): ElicitationFormInternals => ({
      engine,
      form,
      pointer,
      restored,
      hasTypedAnswers: () => {
        if (!engine) return false;
        const values = form.getValues();
        return engine.names.some((name) => !sameValue(values[name], engine.defaultValues[name]));
      },
    }),
    [engine, form, pointer, restored],
  );

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

  const result: ElicitationFormState = {
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
    fieldsDisabled: inert,
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
  setFormInternals(result, internals);
  return result;
}

/** The draft's values for this form's controls only: a draft of another shape restores nothing. */
function restoredDraft(engine: FormEngine | null, draft: Readonly<Record<string, unknown>> | undefined): FormControls {
  const restored: FormControls = {};
  if (!engine || draft === undefined) return restored;
  for (const name of engine.names) if (name in draft) restored[name] = draft[name] as FormValue;
  return restored;
}

/** Whether two `request` values say the same (a host may rebuild the same request on each render). */
function sameRequest(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
