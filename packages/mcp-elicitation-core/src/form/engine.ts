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
   * path. Synchronous once the schema is compiled; before that it returns a promise that waits for `ready()`.
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
}

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

  function check(controls: Record<string, FormValue>): FormCheck {
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

  async function ready(): Promise<string | undefined> {
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
    // Synchronous once compiled; until then the answer waits for `ready()` (which loads first).
    if (compiled === undefined) return ready().then(() => toStandardResult(check(controls), messages));
    return toStandardResult(check(controls), messages);
  }

  return {
    fields,
    names,
    defaultValues,
    prepare,
    ready,
    check,
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
