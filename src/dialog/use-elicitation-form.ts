'use client';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type MouseEvent } from 'react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { defaultFieldRegistry } from '../fields/registry';
import { fileFieldWords } from '../fields/file-field-words';
import type { FieldProps, FieldRegistry } from '../fields/types';
import {
  createAnswerLifecycle,
  contentLanguageOf,
  createFormEngine,
  defaultValidator,
  isDestructiveTool,
  normalizeRequest,
  sameValue,
  visibleText,
  type AppFallbackCode,
  type ElicitRequestParams,
  type ElicitResult,
  type ElicitValue,
  type Field,
  type FormEngine,
  type FormValue,
  type RequestModel,
  type ServerIdentity,
} from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { describeField, resolveLocale, resolveTexts } from '../locales/resolve';
import { MESSAGE_SHOWN_LIMIT } from './bounded-text';
import type { ElicitationForm } from './context';
import type { ElicitationRootProps } from './root-props';
import { gestureOf, useArmed } from './gestures/state';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import { createPointerRelease } from './pointer-release';

/** The form's values as React Hook Form holds them: keyed by control name (`f0`, `f1`, …). */
export type FormControls = Record<string, FormValue>;

/** With the default validator, forms of up to this many fields compile their checks on mount rather than after the first frame. */
const EAGER_COMPILE_FIELDS = 16;

/** Characters of a message read as the request's description; a longer one is cut at a word. */
const DESCRIPTION_LIMIT = 300;

/** Options of {@link useElicitationForm}: `ElicitationRoot`'s props about the request itself. */
export type UseElicitationFormOptions = Omit<ElicitationRootProps, 'children'>;

/**
 * Keeps focus where it is when an action button is pressed with a pointer. Otherwise the press
 * blurs the field being edited, its error appears, the layout shifts under the pointer and the
 * click lands elsewhere: the user's Decline or Cancel would silently do nothing.
 */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * One request's behaviour without any presentation: it normalises the request, runs the form
 * (React Hook Form, checked by the engine; compiled after the first frame), emits exactly one
 * result, cancels on unmount when `cancelOnUnmount` says so, and hands out the state, actions and
 * prop objects every part and custom layout uses (`ElicitationForm`). `ElicitationRoot` is this
 * hook and one provider (with React Hook Form's own `FormProvider` for `methods`).
 *
 * @example
 * const { form, methods } = useElicitationForm({ request: params, server: { id: 'github' }, onResult: respond });
 */
export function useElicitationForm(options: UseElicitationFormOptions): {
  form: ElicitationForm;
  methods: UseFormReturn<FormControls, unknown, Record<string, ElicitValue>>;
} {
  const { request, server } = options;
  // Drafts (docs/drafts/): file fields, and the language the server says its text is in.
  const files = options.experimental?.files === true;
  const model = useMemo(() => normalizeRequest(request, { experimental: { files } }), [request, files]);
  const language = options.experimental?.language;
  const serverLang = language !== undefined && language !== false ? contentLanguageOf(request) : undefined;
  const validator = options.validator ?? defaultValidator();
  const eager = options.validator === undefined;
  const messages = resolveLocale(options.locale).messages;
  const texts = useMemo(() => resolveTexts(options.locale), [options.locale]);
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
  const methods = useForm<FormControls, unknown, Record<string, ElicitValue>>({
    defaultValues: { ...engine?.defaultValues, ...restored },
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // A new engine with new messages keeps the values; a new request starts from its own. Compared
  // by content: a host that rebuilds the same `request` object on every render keeps its answers.
  const shown = useRef({ request, engine });
  const [step, setStep] = useState(0);
  useIsomorphicLayoutEffect(() => {
    const before = shown.current;
    shown.current = { request, engine };
    if (before.request === request || sameRequest(before.request, request)) return;
    methods.reset(engine?.defaultValues ?? {});
    setFormError(undefined);
    setStep(0);
  }, [engine, methods, request]);

  // Every change the user makes is kept (not every render): a form mounted again shows it.
  const onDraftChange = useRef(options.onDraftChange);
  useIsomorphicLayoutEffect(() => {
    onDraftChange.current = options.onDraftChange;
  });
  useEffect(() => {
    // A field's change (typed, picked, or set by a gesture) names it; a reset names none.
    // `subscribe`, not `watch`: it re-renders nothing.
    return methods.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (name !== undefined) onDraftChange.current?.({ ...values });
      },
    });
  }, [methods]);

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

  const canAccept = model.mode === 'form' && model.canAccept && schemaError === undefined;
  const disabled = options.disabled === true;
  const settled = snapshot.state === 'settled';
  const inert = disabled || settled;

  const fields = useMemo(() => (engine?.fields ?? []).map((field) => shownField(field, texts.unnamedField)), [engine, texts.unnamedField]);
  const { quickAnswers, stepper, toolContext } = options;
  const gesture = model.mode === 'form' && canAccept ? gestureOf(fields, { quickAnswers, stepper, toolContext }) : 'form';
  // Annotations only add caution: a gate for a tool that claims to be read-only is still a gate.
  const destructive = gesture === 'decision' && isDestructiveTool(toolContext);
  const armed = useArmed(gesture === 'decision' || gesture === 'quick');

  // App-rendered elicitations (a draft): the server's app in place of the fields, until it gives way.
  const apps = options.experimental?.apps;
  const sandboxProxy = typeof apps === 'object' && apps !== null ? apps.sandboxProxy : undefined;
  const [appGone, setAppGone] = useState<AppFallbackCode | 'user'>();
  const showApp =
    options.app !== undefined && sandboxProxy !== undefined && model.mode === 'form' && model.canAccept && appGone === undefined;

  const [wholeMessage, setWholeMessage] = useState(false);
  const message = useMemo(() => shownMessage(model, wholeMessage), [model, wholeMessage]);
  const reported = useMemo(() => reportedBy(server), [server]);

  // Escape or × on typed answers asks once (modal only: a modal surface allows it while shown).
  const [discarding, setDiscarding] = useState<{ focus: HTMLElement | null } | null>(null);
  const discardQuestions = useRef(0);
  const [discardPlaces, setDiscardPlaces] = useState(0);
  // A status line in the header is read first in the request's description, while it is shown.
  const [statusLines, setStatusLines] = useState(0);
  // Stable: the parts call them from layout effects keyed on them.
  const [claims] = useState(() => ({
    claimDiscardPrompt: () => {
      setDiscardPlaces((count) => count + 1);
      return () => setDiscardPlaces((count) => count - 1);
    },
    claimStatus: () => {
      setStatusLines((count) => count + 1);
      return () => setStatusLines((count) => count - 1);
    },
    allowDiscardQuestion: () => {
      discardQuestions.current += 1;
      return () => {
        discardQuestions.current -= 1;
      };
    },
  }));

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
  // A file field names the server its file goes to (the host's trusted name).
  const fileDestination = server.label ?? server.id;
  // One object per field while what it holds stays: the fields are memoised on it, so a change of
  // the request's state (answered, a step, a prompt) renders none of them.
  const wirings = useMemo(
    () =>
      new Map(
        fields.flatMap((field, index) => {
          const name = engine?.names[index];
          if (name === undefined) return [];
          const wiring: NonNullable<ReturnType<ElicitationForm['fieldProps']>> = {
            field,
            name,
            index,
            ids: fieldIds(ids.form, index),
            component: registry[field.kind] as ComponentType<FieldProps>,
            hint: describeField(texts, field.description, texts.hint(field)),
            defaultValue: field.default === undefined ? undefined : engine?.defaultValues[name],
            restored: name in restored ? { value: restored[name] as FormValue } : undefined,
            disabled: inert,
            placeholder: field.required ? texts.chooseOption : texts.noAnswer,
            filter: { label: texts.filterChoices, status: texts.filterStatus },
            ...(serverLang !== undefined && { lang: serverLang }),
            ...(field.kind === 'file' && { file: fileFieldWords(texts, messages, field, fileDestination) }),
          };
          return [[field.key, wiring] as const];
        }),
      ),
    [fields, engine, ids, registry, texts, messages, restored, inert, serverLang, fileDestination],
  );

  const form = useMemo((): ElicitationForm => {
    // The form on screen, for Accept to submit: not on the stepper's review, which shows none.
    const hasFields = fields.length > 0 && !(gesture === 'stepper' && step >= fields.length);
    const finish = (result: ElicitResult, finishOptions?: { keepOpen?: boolean }) => void life.finish(result, finishOptions);
    const dismiss = () => life.dismiss();
    const submit = () => {
      if (life.getSnapshot().state === 'settled' || disabled || !engine || !canAccept) return;
      // The content sent is what the resolver gave `handleSubmit`: checked once, by the engine. It
      // answers a microtask or more later, so the submit event and whatever else it runs finish
      // before the form closes; a refused one focuses the first invalid field (`shouldFocusError`).
      void methods.handleSubmit(
        (content) => finish({ action: 'accept', content }),
        // A problem with the answers as a whole; with field errors, those say what to fix.
        (errors) => {
          if (engine.names.every((name) => errors[name] === undefined)) setFormError(errors.root?.message);
        },
      )();
    };
    const app: ElicitationForm['app'] =
      showApp && options.app !== undefined && sandboxProxy !== undefined
        ? {
            app: options.app,
            resourceUri: options.app.resourceUri,
            sandboxProxy,
            params: request as ElicitRequestParams,
            // The frame checks the app's result with the one check of a whole answer (the bridge's
            // too) in its own chunk, so the check weighs nothing until an app is shown.
            check: { validator, files },
            answer: (result) => {
              if (life.getSnapshot().state === 'settled' || disabled) return;
              finish(result);
            },
            fail: (code) => setAppGone(code),
            useStandardForm: () => setAppGone('user'),
          }
        : undefined;
    const hasTypedAnswers = () => {
      if (!engine) return false;
      const values = methods.getValues();
      return engine.names.some((name) => !sameValue(values[name], engine.defaultValues[name]));
    };
    return {
      model,
      server,
      serverLabel: server.label ?? server.id,
      reported,
      message,
      texts,
      fields,
      state: snapshot.state,
      settled,
      disabled,
      fieldsDisabled: inert,
      canAccept,
      formError: schemaError ?? formError,
      open: snapshot.open,
      gesture,
      destructive,
      armed,
      step,
      toolContext,
      app,
      appFallback: appGone === 'user' ? undefined : appGone,
      discarding: discarding !== null,
      submit,
      dismiss,
      consent: (consentOptions) => finish({ action: 'accept' }, consentOptions),
      answerWith: (value) => {
        const name = engine?.names[0];
        if (name === undefined || inert) return;
        methods.setValue(name, value, { shouldDirty: true });
        submit();
      },
      goToStep: setStep,
      showWholeMessage: () => setWholeMessage(true),
      hasTypedAnswers,
      askDiscard: (focus) => {
        if (discardQuestions.current === 0 || discarding !== null || inert || !hasTypedAnswers()) return false;
        setDiscarding({ focus });
        return true;
      },
      keepEditing: () => {
        const target = discarding?.focus;
        setDiscarding(null);
        if (target?.isConnected) target.focus();
      },
      contentProps: {
        id: ids.root,
        role: 'group',
        'aria-labelledby': ids.title,
        'aria-describedby':
          [statusLines > 0 ? `${ids.title}-status` : '', model.message === '' ? '' : ids.message].filter(Boolean).join(' ') || undefined,
        'data-mode': model.mode,
        'data-answer-state': settled ? 'closed' : 'open',
        lang: texts.lang,
        dir: texts.dir,
        ...slot('elicitation-content'),
      },
      titleProps: { id: ids.title, ...slot('elicitation-title') },
      messageProps: { id: ids.message, dir: 'auto', ...(serverLang !== undefined && { lang: serverLang }), ...slot('elicitation-message') },
      issuesProps: { id: ids.issues, ...slot('elicitation-issues') },
      statusProps: { id: `${ids.title}-status`, ...slot('elicitation-status') },
      formProps: {
        id: ids.form,
        noValidate: true,
        ...slot('elicitation-fields'),
        onSubmit: (event) => {
          event.preventDefault();
          submit();
        },
      },
      formErrorProps: { id: ids.formError, role: 'alert', ...slot('elicitation-form-error') },
      acceptProps: {
        type: hasFields ? 'submit' : 'button',
        form: hasFields ? ids.form : undefined,
        disabled: !canAccept || inert,
        ...slot('elicitation-accept'),
        onMouseDown: keepFocus,
        // With fields, Accept is the form's submit button: the browser's own submission reaches
        // the form's `onSubmit`, so a host's `onSubmit` runs for Accept and Enter alike.
        onClick: (event) => {
          if (hasFields) return;
          event.preventDefault();
          submit();
        },
      },
      declineProps: {
        type: 'button',
        disabled: inert,
        ...slot('elicitation-decline'),
        onMouseDown: keepFocus,
        onClick: () => finish({ action: 'decline' }),
      },
      cancelProps: {
        type: 'button',
        'aria-label': settled ? texts.close : texts.cancel,
        disabled: !snapshot.open,
        ...slot('elicitation-cancel'),
        onMouseDown: keepFocus,
        onClick: dismiss,
      },
      fieldProps: (key) => wirings.get(key),
      pointer,
      ...claims,
      discardPromptPlaced: discardPlaces > 0,
    };
  }, [
    ids,
    wirings,
    fields,
    life,
    disabled,
    engine,
    canAccept,
    methods,
    model,
    server,
    reported,
    message,
    texts,
    snapshot,
    settled,
    inert,
    schemaError,
    formError,
    gesture,
    destructive,
    armed,
    step,
    toolContext,
    discarding,
    pointer,
    claims,
    discardPlaces,
    statusLines,
    serverLang,
    showApp,
    options.app,
    sandboxProxy,
    request,
    validator,
    files,
    appGone,
  ]);
  return { form, methods };
}

/** The ids of the field at `index` of form `formId`: the field's own, and the error summary's link target. */
function fieldIds(formId: string, index: number): FieldProps['ids'] {
  const base = `${formId}-${index}`;
  return { control: `${base}-control`, label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
}

/**
 * The field as shown: its label, description and option titles with bidi controls and invisible
 * characters made visible, and a name from the locale when it has neither key nor title. Keys and
 * option values stay as sent; they are what the answer carries.
 */
function shownField(sent: Field, unnamed: string): Field {
  const shown = { ...sent, label: sent.label === '' ? unnamed : visibleText(sent.label) };
  if (sent.description !== undefined) shown.description = visibleText(sent.description, Infinity, { lineBreaks: true });
  if (shown.kind === 'select' || shown.kind === 'multiSelect') {
    shown.options = shown.options.map((option) => ({ ...option, label: visibleText(option.label) }));
  }
  return shown;
}

/** The server's message as shown (see `ElicitationForm['message']`). */
function shownMessage(model: RequestModel, whole: boolean): ElicitationForm['message'] {
  const sent = model.message;
  const cut = !whole && sent.length > MESSAGE_SHOWN_LIMIT;
  // Bounded: an unbroken 200,000-character message took 16 s to lay out (bounded-text.tsx).
  const text = visibleText(cut ? sent.slice(0, MESSAGE_SHOWN_LIMIT) : sent, Infinity, { lineBreaks: true });
  return { text, hidden: cut ? sent.length - MESSAGE_SHOWN_LIMIT : 0, summary: describedStart(sent) };
}

/**
 * The start of a message too long to be read in full as a description (cut at a word), or
 * `undefined`: a 100 KB message read in full on open would bury who asks and what the choices are.
 */
function describedStart(message: string): string | undefined {
  if (message.length <= DESCRIPTION_LIMIT) return undefined;
  const cut = message.slice(0, DESCRIPTION_LIMIT);
  const space = cut.search(/\s\S*$/);
  return visibleText((space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut).trimEnd());
}

/** What the server reported about itself beyond the host's name for it, made safe to show. */
function reportedBy(server: ServerIdentity): ElicitationForm['reported'] {
  const reported = server.reported;
  const name = reported?.title ?? reported?.name;
  if (!name && !reported?.version) return undefined;
  return {
    name: name === undefined ? (server.label ?? server.id) : visibleText(name),
    otherName: reported?.title && reported.name && reported.name !== reported.title ? visibleText(reported.name) : undefined,
    version: reported?.version ? visibleText(reported.version) : undefined,
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
