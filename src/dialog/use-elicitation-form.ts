'use client';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { defaultFieldRegistry } from '../fields/registry';
import type { FieldRegistry } from '../fields/types';
import { createAnswerLifecycle } from 'mcp-elicitation-core';
import { createFormEngine, type FormEngine } from 'mcp-elicitation-core';
import { sameValue, type FormValue } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { ElicitResult } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { defaultValidator } from 'mcp-elicitation-core';
import { defaultMessages } from 'mcp-elicitation-core';
import { composeEventHandlers } from './compose';
import type { ElicitationFormState } from './context';
import type { ElicitationRootProps } from './root-props';
import { setFormInternals, type ElicitationFormInternals, type FormControls, type FormOperations } from './form-internals';
import { createEngineResolver, type EngineResolver } from './form-resolver';
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

  // The form state is React Hook Form's. Errors show after a submit, or (see the fields' blur
  // handling) after the user changed a field and left it: not after tabbing past an empty field,
  // nor after a programmatic blur (another dialog taking focus for a moment), which `onTouched`
  // would count. After a submit each change re-checks its field (`reValidateMode`).
  const [binding] = useState(() => {
    const resolver = createEngineResolver();
    resolver.setEngine(engine);
    return { ...resolver, pointer: createPointerRelease(), submitted: createFlag() };
  });
  // The draft restored once, on mount: later `draft` props are this form's own values coming back.
  const [restored] = useState(() => restoredDraft(engine, options.draft));
  const form = useForm<FormControls>({
    defaultValues: { ...engine?.defaultValues, ...restored },
    resolver: binding.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // A new engine with new messages keeps the values; a new request starts from its own. Compared
  // by content: a host that rebuilds the same `request` object on every render keeps its answers.
  const shown = useRef({ request, engine });
  useIsomorphicLayoutEffect(() => {
    binding.setEngine(engine);
    const before = shown.current;
    shown.current = { request, engine };
    if (before.request === request || sameRequest(before.request, request)) return;
    form.reset(engine?.defaultValues ?? {});
    setFormError(undefined);
  }, [binding, engine, form, request]);

  // Every change the user makes is kept (not every render): a form mounted again shows it.
  const onDraftChange = useRef(options.onDraftChange);
  useIsomorphicLayoutEffect(() => {
    onDraftChange.current = options.onDraftChange;
  });
  useEffect(() => {
    // Followed here rather than read by each field while rendering: a field that reads
    // `formState.isSubmitted` renders again on every submit, all of them for one button press.
    // (Each field's own error reaches it through its own subscription, see `field-slot.tsx`.)
    return form.subscribe({
      formState: { isSubmitted: true },
      callback: ({ isSubmitted }) => binding.submitted.set(isSubmitted === true),
    });
  }, [binding, form]);
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
        if (!live) return;
        setSchemaError(error);
        // A small form's check runs once now, on the answers as they stand, while nothing waits
        // for it. Otherwise the first Accept runs its code for the first time: the compiled checks'
        // closures and the format expressions, which V8 compiles on first use (about 2 ms of an
        // 8-field form's first "type and Accept", on a page whose code has not run yet). The
        // engine keeps the result: an Accept of these same answers is not checked again.
        if (error === undefined && engine.fields.length <= EAGER_COMPILE_FIELDS) engine.check(form.getValues());
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
  }, [engine, eager, form]);

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
  const store = useMemo((): FormOperations => formOperations(form, binding), [form, binding]);
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

  // One object for the form's life (per engine): the fields read it through context, and a new
  // one on every render of the root would render every field with it.
  const internals = useMemo(
    (): ElicitationFormInternals => ({
      engine,
      form,
      store,
      pointer: binding.pointer,
      restored,
      isSubmitted: binding.submitted.get,
      hasTypedAnswers: () => {
        if (!engine) return false;
        const values = form.getValues();
        return engine.names.some((name) => !sameValue(values[name], engine.defaultValues[name]));
      },
    }),
    [engine, form, store, binding, restored],
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

/** A boolean kept outside React: set from a subscription, read by event handlers. */
function createFlag() {
  let value = false;
  return {
    get: () => value,
    set: (next: boolean) => {
      value = next;
    },
  };
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

/** The operations the built-in layouts use, run by React Hook Form. */
function formOperations(form: UseFormReturn<FormControls>, binding: EngineResolver): FormOperations {
  /** Shows what the engine says of control `name` holding `value`, in the same synchronous step. */
  function showCheck(name: string, value: FormValue) {
    const engine = binding.engine();
    if (!engine) return;
    // Until the schema is compiled, React Hook Form's own check waits for it.
    if (!engine.isPrepared()) return void form.trigger(name);
    const message = engine.checkField(name, { [name]: value });
    const shown = form.getFieldState(name).error;
    if (message === undefined) {
      if (shown !== undefined) form.clearErrors(name);
    } else if (shown?.message !== message) {
      form.setError(name, { type: 'validate', message });
    }
  }
  return {
    getValues: () => form.getValues(),
    setValue: (name, value) => form.setValue(name, value, { shouldDirty: true }),
    validateField: (name, options) => form.trigger(name, { shouldFocus: options?.focus === true }),
    changeAndCheck(name, value) {
      // Not the binding's `onChange` nor `trigger`: both check through the resolver, which React
      // Hook Form awaits, so the error would land a microtask after the value, in a second render.
      // `setValue` without `shouldValidate` checks nothing; the engine's check of this one control
      // is synchronous, and the value and the error reach the field in one batched update.
      form.setValue(name, value, { shouldDirty: true });
      showCheck(name, value);
    },
    checkNow(name) {
      showCheck(name, form.getValues(name));
    },
    submit({ onValid, onInvalid }) {
      // The resolver's full check of these values is remembered by the engine: asking it again
      // for the content (or the form's own problem) does not check twice.
      const checkNow = () => binding.engine()?.check(form.getValues());
      // `handleSubmit` answers a microtask or more later: the submit event and everything else it
      // runs finish before the answer is sent and the form closes. Focus goes to the first invalid
      // field (`shouldFocusError`).
      return binding.fullCheck(() =>
        form.handleSubmit(
          () => {
            const checked = checkNow();
            if (checked?.ok) onValid(checked);
            else if (checked) onInvalid?.(checked);
          },
          () => {
            const checked = checkNow();
            if (checked && !checked.ok) onInvalid?.(checked);
          },
        )(),
      );
    },
  };
}
