import type { FormCheck, FormEngine } from './engine';
import { sameValue, type FormValue } from './values';

/** What the store focuses: a control's element (only `focus` and, when it has one, `isConnected` are read). */
export interface Focusable {
  focus(): void;
  readonly isConnected?: boolean;
}

/** The errors and submit count, replaced (never mutated) whenever either changes. */
export interface FormStoreStatus {
  /** One message per invalid control, by control name. */
  readonly errors: Readonly<Record<string, string>>;
  /** How many times `submit` ran its check (valid or not). */
  readonly submitCount: number;
}

/** One control's value and message (see `FormStore.getField`). */
export interface FieldSnapshot {
  readonly value: FormValue | undefined;
  readonly error: string | undefined;
}

/**
 * The state of one request's form, without React: the controls' values, one message per invalid
 * control, the submit count, and listeners per control and for the whole form. It validates with
 * the form engine: a control at a time (a keystroke, a blur, a step) or everything (a submit).
 *
 * Errors show after a submit, or once the caller asks for a control's check (the dialog does after
 * the user changed a field and left it); from then on each change of that control is checked at
 * once. Once the engine is ready, every check is synchronous, so a keystroke's error shows in the
 * same task; before that, a check waits for `engine.ready()`. A submit's outcome always comes a
 * microtask later, after the event that submitted.
 */
export interface FormStore {
  /** The engine in use; a new one (new messages) keeps the values and errors. */
  setEngine(engine: FormEngine | null): void;
  /** Loads and compiles what the engine needs (`engine.ready()`); checks are synchronous after it. */
  ready(): Promise<string | undefined>;
  /** A copy of every control's value. */
  getValues(): Record<string, FormValue>;
  /** Whether a control's value differs from its initial one. */
  isDirty(name: string): boolean;
  /**
   * One control's value and message as one object, the same object until either changes: what a
   * field subscribes to (one subscription per field, not one per piece of state).
   */
  getField(name: string): FieldSnapshot;
  getStatus(): FormStoreStatus;
  /** Sets a value without checking it (a gesture that submits right after). */
  setValue(name: string, value: FormValue): void;
  /**
   * The user changed a control: sets the value, then checks the control when `validate` is set,
   * after a submit, or while it shows an error.
   */
  change(name: string, value: FormValue, options?: { validate?: boolean }): void;
  /** Checks one control; resolves with whether it is valid (and focuses it if not, with `focus`). */
  validateField(name: string, options?: { focus?: boolean }): Promise<boolean>;
  /**
   * Checks every control. When valid, clears the errors and calls `onValid` with the check;
   * otherwise sets every message, focuses the first invalid control and calls `onInvalid`. Either
   * way the submit count goes up.
   */
  submit(handlers: { onValid: (check: Extract<FormCheck, { ok: true }>) => void; onInvalid?: (check: Extract<FormCheck, { ok: false }>) => void }): Promise<void>;
  /**
   * The element to focus for a control; `null` is ignored (the last element stays). Controls are
   * tried in the order they first registered (the layout's order) when a submit fails.
   */
  register(name: string, element: Focusable | null): void;
  /** Focuses a control's registered element; whether it had one on the page. */
  focus(name: string): boolean;
  /** Listens to one control's value and error. */
  subscribeField(name: string, listener: () => void): () => void;
  /** Listens to any change (values, errors, submit count). */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the store of one form, starting from the engine's default values.
 *
 * @example
 * const store = createFormStore(engine);
 * store.change('f0', 'ada@example.com', { validate: true });
 * void store.submit({ onValid: (check) => send(check.content) });
 */
export function createFormStore(initialEngine: FormEngine | null): FormStore {
  let engine = initialEngine;
  const defaults: Record<string, FormValue> = { ...(initialEngine?.defaultValues ?? {}) };
  const values: Record<string, FormValue> = { ...defaults };
  let status: FormStoreStatus = { errors: {}, submitCount: 0 };
  const elements = new Map<string, Focusable>();
  const fieldListeners = new Map<string, Set<() => void>>();
  const listeners = new Set<() => void>();
  const snapshots = new Map<string, FieldSnapshot>();
  /** Engines whose `ready()` has resolved: checks against them run synchronously. */
  const readyEngines = new WeakSet<FormEngine>();

  function notify(names: Iterable<string>) {
    for (const name of names) fieldListeners.get(name)?.forEach((listener) => listener());
    listeners.forEach((listener) => listener());
  }

  /** Sets (or clears) one control's message, without telling anyone; whether it changed. */
  function putError(name: string, message: string | undefined): boolean {
    if (status.errors[name] === message) return false;
    const errors = { ...status.errors };
    if (message === undefined) delete errors[name];
    else errors[name] = message;
    status = { ...status, errors };
    return true;
  }

  /** Sets (or clears) one control's message; notifies only when it changed. */
  function setError(name: string, message: string | undefined) {
    if (putError(name, message)) notify([name]);
  }

  /** Runs `run` with the engine once it is ready: at once (synchronously) when it already is. */
  function withReadyEngine<T>(run: (current: FormEngine) => T, none: T): Promise<T> {
    const current = engine;
    if (!current) return Promise.resolve(none);
    if (readyEngines.has(current)) return Promise.resolve(run(current));
    return readyOf(current).then(() => run(current));
  }

  function readyOf(current: FormEngine): Promise<string | undefined> {
    return current.ready().then((error) => {
      readyEngines.add(current);
      return error;
    });
  }

  /** Focuses a control's registered element, if it has one on the page; whether it did. */
  function focusControl(name: string): boolean {
    const element = elements.get(name);
    if (!element || element.isConnected === false) return false;
    element.focus();
    return true;
  }

  function focusFirst(names: readonly string[]) {
    for (const name of elements.keys()) {
      if (names.includes(name) && focusControl(name)) return;
    }
  }

  function focusErrors() {
    focusFirst(Object.keys(status.errors));
  }

  const store: FormStore = {
    setEngine(next) {
      engine = next;
    },
    ready() {
      return engine ? readyOf(engine) : Promise.resolve(undefined);
    },
    getValues: () => ({ ...values }),
    isDirty: (name) => !sameValue(values[name], defaults[name]),
    getField(name) {
      const value = values[name];
      const error = status.errors[name];
      const last = snapshots.get(name);
      if (last && Object.is(last.value, value) && last.error === error) return last;
      const next = { value, error };
      snapshots.set(name, next);
      return next;
    },
    getStatus: () => status,
    setValue(name, value) {
      if (Object.is(values[name], value)) return;
      values[name] = value;
      notify([name]);
    },
    change(name, value, options) {
      const validate = options?.validate === true || status.submitCount > 0 || status.errors[name] !== undefined;
      const current = engine;
      if (!validate || !current || !readyEngines.has(current) || Object.is(values[name], value)) {
        store.setValue(name, value);
        if (validate) void store.validateField(name);
        return;
      }
      // The usual keystroke: value and message change together, so listeners hear of both at once.
      values[name] = value;
      putError(name, current.checkField(name, values));
      notify([name]);
    },
    validateField(name, options) {
      return withReadyEngine((current) => {
        const message = current.checkField(name, values);
        setError(name, message);
        if (message !== undefined && options?.focus === true) focusFirst([name]);
        return message === undefined;
      }, true);
    },
    submit({ onValid, onInvalid }) {
      const current = engine;
      if (!current) return Promise.resolve();
      // Always a microtask later (as react-hook-form's `handleSubmit` was): the submit event and
      // everything else it runs finish before the answer is sent and the form closes.
      const loaded = readyEngines.has(current) ? Promise.resolve(undefined) : readyOf(current);
      return loaded.then(() => {
        const checked = current.check(values);
        const errors = checked.ok ? {} : { ...checked.errors };
        const before = status.errors;
        const changed = new Set([...Object.keys(before), ...Object.keys(errors)].filter((name) => before[name] !== errors[name]));
        status = { errors, submitCount: status.submitCount + 1 };
        notify(changed);
        if (checked.ok) {
          onValid(checked);
          return;
        }
        // The first invalid control takes focus; again a task later, in case rendering the
        // messages replaced its element.
        focusErrors();
        setTimeout(focusErrors, 0);
        onInvalid?.(checked);
      });
    },
    register(name, element) {
      if (element !== null) elements.set(name, element);
    },
    focus: focusControl,
    subscribeField(name, listener) {
      let set = fieldListeners.get(name);
      if (!set) fieldListeners.set(name, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) fieldListeners.delete(name);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
