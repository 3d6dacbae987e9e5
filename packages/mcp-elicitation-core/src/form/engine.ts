import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ElicitValue } from '../schema/protocol';
import { usesPattern } from '../schema/pattern-syntax';
import type { Field, FormModel } from '../schema/types';
import { isPatternEngineLoaded, loadPatternEngine } from '../validation/pattern-engine';
import { defaultMessages, messageFor, type ValidationMessages } from '../messages/messages';
import type { ValidateFunction, ValidationIssue, Validator } from '../validation/validator';
import { emptyRecord, initialValues, toContent, type FormValue, type FormValues } from './values';

/** The outcome of checking the form: either content to send, or one message per failing field. */
export type FormCheck =
  { ok: true; content: Record<string, ElicitValue> } | { ok: false; errors: Record<string, string>; formError?: string };

/**
 * The React-free heart of the form: control names, initial values, and the check that turns the
 * controls into valid `content` or into messages. The schema is compiled once, on first need or
 * when `prepare()` is called after the dialog has painted.
 *
 * A schema with a `pattern` needs the linear-time pattern engine, loaded on demand: `ready()` loads
 * it and then compiles. Until it has loaded, `prepare()` returns undefined without compiling and
 * `check()` refuses with `messages.loading()`, so nothing is ever accepted unchecked.
 *
 * Control names are `f0`, `f1`, … rather than the property keys: keys come from the server and may
 * contain dots or brackets that form libraries read as paths.
 *
 * The engine is also a Standard Schema (v1): any consumer of that interface (React Hook Form's
 * `standardSchemaResolver`, TanStack Form, a server action) validates the controls' values with
 * the request's own rules and these messages. See {@link FormEngine['~standard']}.
 */
export interface FormEngine extends StandardSchemaV1<Record<string, FormValue>, Record<string, ElicitValue>> {
  /**
   * The Standard Schema face. `validate` takes the controls' values keyed by control name (`f0`, …,
   * as a form library holds them) and gives either the `content` to send (keyed by the server's
   * property keys) or one issue per invalid control, its `path` the control name and its `message`
   * worded by the engine's messages; a problem with the answers as a whole is an issue without a
   * path. Synchronous once `ready()` has resolved; before that it returns a promise that waits for it.
   */
  readonly '~standard': StandardSchemaV1.Props<Record<string, FormValue>, Record<string, ElicitValue>>;
  readonly fields: readonly Field[];
  /** The control name of each field, in field order. */
  readonly names: readonly string[];
  readonly defaultValues: Record<string, FormValue>;
  /** Compiles the schema now; returns the message to show if it cannot be compiled. */
  prepare(): string | undefined;
  /**
   * Loads what the schema needs (the pattern engine, only if it has a `pattern`; the validator's own
   * code, if it loads any for this schema), then compiles it;
   * resolves with what `prepare()` returns. Never rejects.
   */
  ready(): Promise<string | undefined>;
  /** Checks the controls' values (keyed by control name). */
  check(values: Record<string, FormValue>): FormCheck;
  /**
   * Checks one control only (a keystroke's check): its message, or `undefined` when it is valid
   * or cannot be checked yet. The spec's schema subset has no rule across fields, so this agrees
   * with `check` for that field; `check` still runs in full on submit (it alone yields content).
   */
  checkField(name: string, values: Record<string, FormValue>): string | undefined;
  /**
   * Whether the schema has been compiled (or found impossible to compile): from then on `check` and
   * `checkField` answer for real, synchronously. Before that, `checkField` says nothing and a
   * caller that needs an answer waits for `ready()`.
   *
   * @example
   * if (engine.isPrepared()) showError(engine.checkField('f0', values));
   * else void engine.ready().then(() => showError(engine.checkField('f0', values)));
   */
  isPrepared(): boolean;
}

/**
 * The English reason `check` gives for a request the normaliser found unanswerable.
 *
 * @deprecated Worded by the locale now: `messages.blocked()`.
 * @example
 * BLOCKED_MESSAGE === defaultMessages.blocked(); // true
 */
export const BLOCKED_MESSAGE = defaultMessages.blocked();

/**
 * The English message shown when the request's own rules cannot be compiled.
 *
 * @deprecated Worded by the locale now: `messages.schemaError()`.
 * @example
 * SCHEMA_ERROR_MESSAGE === defaultMessages.schemaError(); // true
 */
export const SCHEMA_ERROR_MESSAGE = defaultMessages.schemaError();

/**
 * Builds the engine for a form-mode request.
 *
 * @example
 * const engine = createFormEngine(model, createCachedValidator(createAjvValidator()));
 * const result = engine.check({ f0: 'ada@example.com' });
 * if (result.ok) send({ action: 'accept', content: result.content });
 */
export function createFormEngine(model: FormModel, validator: Validator, messages: ValidationMessages = defaultMessages): FormEngine {
  const fields = model.fields;
  const names = fields.map((_, i) => `f${i}`);
  const byKey = new Map(fields.map((field, i) => [field.key, { field, name: names[i] as string }]));
  const initial = initialValues(fields);
  const defaultValues: Record<string, FormValue> = {};
  fields.forEach((field, i) => (defaultValues[names[i] as string] = initial[field.key] as FormValue));

  const needsPatterns = model.canAccept && usesPattern(model.schema);
  let compiled: { fn: ValidateFunction } | { error: string } | undefined;
  function prepare(): string | undefined {
    if (!compiled && needsPatterns && !isPatternEngineLoaded()) return undefined;
    if (!compiled) {
      try {
        compiled = { fn: validator.compile(model.schema, model.dialect) };
      } catch {
        compiled = { error: messages.schemaError() };
      }
    }
    return 'error' in compiled ? compiled.error : undefined;
  }

  /** The last full check, for the same controls asked again (a submit's resolver, then its handler). */
  let last: { controls: Record<string, FormValue>; result: FormCheck } | undefined;
  function check(controls: Record<string, FormValue>): FormCheck {
    if (last !== undefined && sameControls(last.controls, controls)) return last.result;
    const result = checkNow(controls);
    // Only a final answer is remembered, not "still loading".
    if (compiled !== undefined) last = { controls: { ...controls }, result };
    return result;
  }

  function checkNow(controls: Record<string, FormValue>): FormCheck {
    // No content at all for a request that cannot be answered validly, whatever the UI does.
    if (!model.canAccept) return { ok: false, errors: {}, formError: messages.blocked() };
    const values: FormValues = emptyRecord();
    fields.forEach((field, i) => (values[field.key] = controls[names[i] as string] ?? null));
    const read = toContent(fields, values);
    const schemaError = prepare();
    if (!compiled) return { ok: false, errors: {}, formError: messages.loading() };
    if (schemaError !== undefined || 'error' in compiled) return { ok: false, errors: {}, formError: schemaError };
    const issues: ValidationIssue[] = [...read.issues];
    const unreadable = new Set(read.issues.map((i) => i.key));
    // A field whose text could not be read is reported for that, not for being missing.
    for (const issue of compiled.fn(read.content)) {
      if (!(issue.keyword === 'required' && unreadable.has(issue.key))) issues.push(issue);
    }
    if (issues.length === 0) return { ok: true, content: read.content };
    const errors: Record<string, string> = {};
    let formError: string | undefined;
    for (const issue of issues) {
      const target = issue.key === null ? undefined : byKey.get(issue.key);
      if (!target) {
        formError ??= messages.form();
        continue;
      }
      // One message per field: the first rule that failed.
      errors[target.name] ??= messageFor(issue, target.field, messages);
    }
    return formError === undefined ? { ok: false, errors } : { ok: false, errors, formError };
  }

  /** One compiled sub-schema per field, made on that field's first keystroke check. */
  const fieldChecks = new Map<string, ValidateFunction | null>();
  function fieldCheck(field: Field): ValidateFunction | null {
    let fn = fieldChecks.get(field.key);
    if (fn !== undefined) return fn;
    const schema = model.schema as { properties?: Record<string, unknown>; required?: unknown };
    const property = schema.properties?.[field.key];
    const required = Array.isArray(schema.required) && schema.required.includes(field.key);
    try {
      fn = validator.compile(
        { type: 'object', properties: { [field.key]: property }, ...(required && { required: [field.key] }) },
        model.dialect,
      );
    } catch {
      // Left to the full check, which reports a schema it cannot compile.
      fn = null;
    }
    fieldChecks.set(field.key, fn);
    return fn;
  }

  function checkField(name: string, controls: Record<string, FormValue>): string | undefined {
    const index = names.indexOf(name);
    const field = fields[index];
    if (field === undefined || !model.canAccept) return undefined;
    // Not before the whole schema compiles: a pattern's engine (or ajv) may still be loading.
    if (!compiled || 'error' in compiled) return undefined;
    const values: FormValues = emptyRecord();
    values[field.key] = controls[name] ?? null;
    const read = toContent([field], values);
    const unreadable = read.issues[0];
    if (unreadable !== undefined) return messageFor(unreadable, field, messages);
    const fn = fieldCheck(field);
    if (fn === null) return undefined;
    const issue = fn(read.content).find((candidate) => candidate.key === field.key);
    return issue === undefined ? undefined : messageFor(issue, field, messages);
  }

  /** Set once `ready()` has resolved: from then on the Standard Schema face answers synchronously. */
  let isReady = false;
  async function ready(): Promise<string | undefined> {
    const error = await load();
    isReady = true;
    return error;
  }

  async function load(): Promise<string | undefined> {
    if (needsPatterns && !compiled) {
      try {
        await loadPatternEngine();
      } catch {
        compiled = { error: messages.checksUnavailable() };
      }
    }
    // The validator may fetch code for this schema first (the default loads ajv only for schemas
    // its built-in checks do not cover). A failed load surfaces as a compile error in prepare().
    if (!compiled && validator.load) await validator.load(model.schema, model.dialect).catch(() => undefined);
    return prepare();
  }

  function validate(
    value: unknown,
  ): StandardSchemaV1.Result<Record<string, ElicitValue>> | Promise<StandardSchemaV1.Result<Record<string, ElicitValue>>> {
    const controls = controlsOf(value, names);
    if (!isReady) return ready().then(() => toStandardResult(check(controls), messages));
    return toStandardResult(check(controls), messages);
  }

  return {
    fields,
    names,
    defaultValues,
    prepare,
    ready,
    check,
    checkField,
    isPrepared: () => compiled !== undefined,
    '~standard': { version: 1, vendor: STANDARD_SCHEMA_VENDOR, validate },
  };
}

/**
 * The `vendor` of the engine's Standard Schema face.
 *
 * @example
 * engine['~standard'].vendor === STANDARD_SCHEMA_VENDOR; // true
 */
export const STANDARD_SCHEMA_VENDOR = 'mcp-elicitation-core';

/** The controls' values from whatever a Standard Schema consumer hands over: own properties named by a control only. */
function controlsOf(value: unknown, names: readonly string[]): Record<string, FormValue> {
  const controls: Record<string, FormValue> = {};
  if (typeof value !== 'object' || value === null) return controls;
  for (const name of names) {
    if (Object.prototype.hasOwnProperty.call(value, name)) controls[name] = (value as Record<string, FormValue>)[name] as FormValue;
  }
  return controls;
}

/** A check as a Standard Schema result: the content, or an issue per invalid control (and one without a path for the form). */
function toStandardResult(checked: FormCheck, messages: ValidationMessages): StandardSchemaV1.Result<Record<string, ElicitValue>> {
  if (checked.ok) return { value: checked.content };
  const issues: StandardSchemaV1.Issue[] = Object.entries(checked.errors).map(([name, message]) => ({ message, path: [name] }));
  // A refusal always carries at least one issue: an empty list would read as success.
  if (checked.formError !== undefined || issues.length === 0) issues.push({ message: checked.formError ?? messages.form() });
  return { issues };
}

/** The same controls' values (a form library may hand over a copy of what it checked). */
function sameControls(a: Record<string, FormValue>, b: Record<string, FormValue>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => Object.is(item, y[i]));
    return Object.is(x, y);
  });
}
