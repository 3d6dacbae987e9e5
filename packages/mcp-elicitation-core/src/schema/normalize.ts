import type { ElicitationExperimental } from './experimental';
import { checkFileValue, FILE_INPUT_KEYWORD, readFileInput } from './file-input';
import { isSafePattern } from './pattern-syntax';
import type {
  Field,
  FileField,
  SchemaIssueReason,
  FieldOption,
  FormModel,
  MultiSelectField,
  NumberField,
  RequestModel,
  SchemaDialect,
  SchemaIssue,
  SelectField,
  TextField,
  TextFormat,
  UrlModel,
} from './types';

/**
 * The one property name that cannot be carried: assigning `__proto__` on a plain object replaces its
 * prototype instead of adding a key, and the MCP SDKs' result schemas (zod) strip it from `content`,
 * so an answer to it never reaches the server. Other names inherited from `Object.prototype`
 * (`constructor`, `toString`, …) are ordinary fields: content is built from own properties and
 * validated on own properties only.
 */
const PROTO_KEY = '__proto__';
const FORMATS: ReadonlySet<string> = new Set<TextFormat>(['email', 'uri', 'date', 'date-time']);
/** How deep a property definition may nest before the copy for validation stops (hostile input). */
const MAX_DEPTH = 16;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(obj: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isCount(value: unknown): value is number {
  return isFiniteNumber(value) && Number.isInteger(value) && value >= 0;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Copies JSON-like data, dropping prototype-reaching keys, functions and anything nested deeper
 * than `MAX_DEPTH`, so the copy is safe to hand to a validator and to serialise.
 */
function cleanCopy(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => cleanCopy(item, depth + 1)).filter((v) => v !== undefined);
  if (isObject(value)) {
    const out: Json = {};
    for (const key of Object.keys(value)) {
      if (key === PROTO_KEY) continue;
      const copied = cleanCopy(value[key], depth + 1);
      if (copied !== undefined) out[key] = copied;
    }
    return out;
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

interface Ctx {
  issues: SchemaIssue[];
  /** Keywords of the current property that must not reach the validator (wrong type of value). */
  drop: Set<string>;
}

function warn(ctx: Ctx, issue: Omit<SchemaIssue, 'severity'>) {
  ctx.issues.push({ ...issue, severity: 'warning' });
}

/** Reads an optional numeric keyword; a value of the wrong type is reported and ignored. */
function readNumber(ctx: Ctx, key: string, def: Json, keyword: string, check: (v: unknown) => v is number) {
  const value = own(def, keyword);
  if (value === undefined) return undefined;
  if (check(value)) return value;
  ctx.drop.add(keyword);
  warn(ctx, { code: 'invalid-keyword', key, params: { reason: 'not-a-number', keyword } });
  return undefined;
}

/** Reads `[{const, title}]` choices; returns undefined when the list is not usable. */
function readTitledOptions(list: unknown): FieldOption[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const options: FieldOption[] = [];
  for (const item of list) {
    if (!isObject(item) || typeof own(item, 'const') !== 'string') return undefined;
    const value = own(item, 'const') as string;
    options.push({ value, label: nonEmptyString(own(item, 'title')) ?? value });
  }
  return options;
}

function readEnumOptions(list: unknown, names?: unknown): FieldOption[] | undefined {
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) return undefined;
  const labels = Array.isArray(names) && names.length === list.length ? names : undefined;
  return (list as string[]).map((value, i) => ({ value, label: nonEmptyString(labels?.[i]) ?? value }));
}

/**
 * Removes repeated option values and reports them. Under `oneOf` (`exclusive`) a repeated value
 * matches two branches and so can never be valid: every copy goes. Otherwise the first one stays.
 */
function dedupe(ctx: Ctx, key: string, options: FieldOption[], exclusive = false): FieldOption[] {
  const counts = new Map<string, number>();
  for (const o of options) counts.set(o.value, (counts.get(o.value) ?? 0) + 1);
  if (counts.size === options.length) return options;
  const seen = new Set<string>();
  const out = exclusive
    ? options.filter((o) => counts.get(o.value) === 1)
    : options.filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
  warn(ctx, {
    code: 'invalid-keyword',
    key,
    params: { reason: exclusive ? 'repeated-exclusive-choices' : 'repeated-choices' },
  });
  return out;
}

type Base = Pick<Field, 'key' | 'label' | 'description' | 'required'>;

function invalidDefault(ctx: Ctx, key: string) {
  ctx.drop.add('default');
  warn(ctx, {
    code: 'invalid-default',
    key,
    params: {},
  });
}

function toSelect(ctx: Ctx, base: Base, def: Json, options: FieldOption[], exclusive = false): SelectField {
  const field: SelectField = { ...base, kind: 'select', options: dedupe(ctx, base.key, options, exclusive) };
  const dflt = own(def, 'default');
  if (dflt !== undefined) {
    if (typeof dflt === 'string' && field.options.some((o) => o.value === dflt)) field.default = dflt;
    else invalidDefault(ctx, base.key);
  }
  return field;
}

function toText(ctx: Ctx, base: Base, def: Json): TextField {
  const field: TextField = { ...base, kind: 'text' };
  const format = own(def, 'format');
  if (format !== undefined) {
    if (typeof format === 'string' && FORMATS.has(format)) field.format = format as TextFormat;
    else {
      ctx.drop.add('format');
      warn(ctx, { code: 'invalid-keyword', key: base.key, params: { reason: 'unknown-format' } });
    }
  }
  const minLength = readNumber(ctx, base.key, def, 'minLength', isCount);
  const maxLength = readNumber(ctx, base.key, def, 'maxLength', isCount);
  if (minLength !== undefined) field.minLength = minLength;
  if (maxLength !== undefined) field.maxLength = maxLength;
  const dflt = own(def, 'default');
  if (dflt !== undefined) {
    // Lengths in code points, as JSON Schema (and ajv) count them: an emoji is one character.
    const length = typeof dflt === 'string' ? [...dflt].length : 0;
    const fits =
      typeof dflt === 'string' && (minLength === undefined || length >= minLength) && (maxLength === undefined || length <= maxLength);
    if (fits) field.default = dflt;
    else invalidDefault(ctx, base.key);
  }
  return field;
}

/** A file input (SEP-2356, with `experimental.files`): its `accept` and `maxSize`, and a default only when it fits them. */
function toFile(ctx: Ctx, base: Base, def: Json): FileField {
  const spec = readFileInput(def) ?? {};
  const field: FileField = { ...base, kind: 'file' };
  if (spec.accept !== undefined) field.accept = [...spec.accept];
  if (spec.maxSize !== undefined) field.maxSize = spec.maxSize;
  const raw = own(def, FILE_INPUT_KEYWORD) as Json;
  if (own(raw, 'maxSize') !== undefined && spec.maxSize === undefined) {
    warn(ctx, { code: 'invalid-keyword', key: base.key, params: { reason: 'not-a-number', keyword: 'maxSize' } });
  }
  const dflt = own(def, 'default');
  if (dflt !== undefined) {
    if (typeof dflt === 'string' && checkFileValue(dflt, spec) === undefined) field.default = dflt;
    else invalidDefault(ctx, base.key);
  }
  return field;
}

function toNumber(ctx: Ctx, base: Base, def: Json, integer: boolean): NumberField {
  const field: NumberField = { ...base, kind: 'number', integer };
  const minimum = readNumber(ctx, base.key, def, 'minimum', isFiniteNumber);
  const maximum = readNumber(ctx, base.key, def, 'maximum', isFiniteNumber);
  // Read for the hint and the default's check; the validator checks them from the schema.
  const exclusiveMinimum = readNumber(ctx, base.key, def, 'exclusiveMinimum', isFiniteNumber);
  const exclusiveMaximum = readNumber(ctx, base.key, def, 'exclusiveMaximum', isFiniteNumber);
  if (minimum !== undefined) field.minimum = minimum;
  if (maximum !== undefined) field.maximum = maximum;
  if (exclusiveMinimum !== undefined) field.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum !== undefined) field.exclusiveMaximum = exclusiveMaximum;
  const dflt = own(def, 'default');
  if (dflt !== undefined) {
    const fits =
      isFiniteNumber(dflt) &&
      (!integer || Number.isInteger(dflt)) &&
      (minimum === undefined || dflt >= minimum) &&
      (maximum === undefined || dflt <= maximum) &&
      (exclusiveMinimum === undefined || dflt > exclusiveMinimum) &&
      (exclusiveMaximum === undefined || dflt < exclusiveMaximum);
    if (fits) field.default = dflt;
    else invalidDefault(ctx, base.key);
  }
  return field;
}

function toMultiSelect(ctx: Ctx, base: Base, def: Json, options: FieldOption[], exclusive = false): MultiSelectField {
  const field: MultiSelectField = { ...base, kind: 'multiSelect', options: dedupe(ctx, base.key, options, exclusive) };
  const minItems = readNumber(ctx, base.key, def, 'minItems', isCount);
  const maxItems = readNumber(ctx, base.key, def, 'maxItems', isCount);
  if (minItems !== undefined) field.minItems = minItems;
  if (maxItems !== undefined) field.maxItems = maxItems;
  const dflt = own(def, 'default');
  if (dflt !== undefined) {
    const values = new Set(field.options.map((o) => o.value));
    const fits =
      Array.isArray(dflt) &&
      dflt.every((v) => typeof v === 'string' && values.has(v)) &&
      new Set(dflt).size === dflt.length &&
      (minItems === undefined || dflt.length >= minItems) &&
      (maxItems === undefined || dflt.length <= maxItems);
    if (fits) field.default = [...(dflt as string[])];
    else invalidDefault(ctx, base.key);
  }
  return field;
}

/** Words in a key or title that name a secret. Matched on whole words after splitting camelCase and snake_case. */
const SECRET_NAME =
  /\b(pass ?words?|passwd|pwd|pass ?phrase|pass ?code|secrets?|api ?keys?|access ?keys?|secret ?keys?|private ?keys?|token|auth|credentials?|pin|cvv2?|cvc|card ?numbers?|credit ?cards?|iban|ssn|otp|2fa|mfa)\b/;
/** Phrases in a description that name a secret (descriptions mention "pin" or "token" in passing, so only clear phrases count). */
const SECRET_PHRASE =
  /\b(password|passphrase|api key|secret key|access token|private key|credit card|card number|security code|cvv|one-time code)\b/;

function words(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .toLowerCase();
}

/** Whether a field seems to ask for a secret the spec says must never be collected in form mode. */
function looksSecret(field: Field): boolean {
  if (field.kind !== 'text' && field.kind !== 'number') return false;
  if (SECRET_NAME.test(words(field.key)) || SECRET_NAME.test(words(field.label))) return true;
  return field.description !== undefined && SECRET_PHRASE.test(field.description.toLowerCase());
}

/**
 * Titled choices (`oneOf`/`anyOf` of `{const, title}`) mean "one of these values": as an `enum` of
 * the field's options they validate the same (repeats under `oneOf` were already removed), and a
 * validator checks 10,000 of them in one keyword instead of 10,000 branches (ajv overflows its
 * stack compiling those).
 */
function titledChoicesAsEnum(field: Field, clean: Json): Json {
  const values = field.kind === 'select' || field.kind === 'multiSelect' ? field.options.map((o) => o.value) : undefined;
  if (field.kind === 'select' && values && clean.enum === undefined && clean.oneOf !== undefined) {
    const { oneOf: _titled, ...rest } = clean;
    return { ...rest, enum: values };
  }
  const items = clean.items;
  if (field.kind === 'multiSelect' && values && isObject(items) && items.enum === undefined) {
    const { anyOf: _any, oneOf: _one, ...rest } = items;
    return { ...clean, items: { ...rest, enum: values } };
  }
  return clean;
}

/** Says why no value can satisfy a field's own bounds, or returns undefined when some value can. */
function unsatisfiable(field: Field): SchemaIssueReason | undefined {
  switch (field.kind) {
    case 'text':
      return field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength
        ? 'min-length-above-max-length'
        : undefined;
    case 'number':
      if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) return 'minimum-above-maximum';
      if (
        field.integer &&
        field.minimum !== undefined &&
        field.maximum !== undefined &&
        Math.ceil(field.minimum) > Math.floor(field.maximum)
      ) {
        return 'no-whole-number';
      }
      return undefined;
    case 'select':
      return field.options.length === 0 ? 'no-choices' : undefined;
    case 'multiSelect':
      if (field.minItems !== undefined && field.maxItems !== undefined && field.minItems > field.maxItems)
        return 'min-items-above-max-items';
      if (field.minItems !== undefined && field.minItems > field.options.length) return 'min-items-above-choices';
      return undefined;
    default:
      return undefined;
  }
}

/** Why a property cannot be rendered, or the field it becomes. */
function toField(ctx: Ctx, base: Base, def: Json, options: NormalizeOptions): Field | Omit<SchemaIssue, 'severity'> {
  const type = own(def, 'type');
  const key = base.key;
  // A file input (SEP-2356, a draft) only when the caller turned them on; otherwise the property is
  // the text field it always was, and its keyword is not checked (nothing here can produce a file).
  if (own(def, FILE_INPUT_KEYWORD) !== undefined) {
    if (options.experimental?.files === true && type === 'string' && own(def, 'enum') === undefined && readFileInput(def) !== undefined) {
      return toFile(ctx, base, def);
    }
    ctx.drop.add(FILE_INPUT_KEYWORD);
  }
  // `pattern` is not in the spec but reaches clients that do not strip it; the server will check
  // it, so it is kept for validation (in a linear-time engine), unless that engine cannot run it.
  const pattern = own(def, 'pattern');
  if (pattern !== undefined) {
    if (typeof pattern !== 'string') {
      ctx.drop.add('pattern');
      warn(ctx, { code: 'invalid-keyword', key, params: { reason: 'malformed-pattern' } });
    } else {
      const safety = isSafePattern(pattern);
      if (!safety.safe) {
        // Left out rather than unchecked: an answer that skips the server's own rule would be refused.
        return { code: 'unsafe-pattern', key, params: { pattern: safety.reason } };
      }
    }
  }
  const enumList = own(def, 'enum');
  if (type === 'string' || (type === undefined && enumList !== undefined)) {
    if (enumList !== undefined) {
      const options = readEnumOptions(enumList, own(def, 'enumNames'));
      if (!options) return { code: 'non-string-enum', key, params: { reason: 'enum-not-text' } };
      return toSelect(ctx, base, def, options);
    }
    const oneOf = own(def, 'oneOf');
    if (oneOf !== undefined) {
      const options = readTitledOptions(oneOf);
      if (!options) return { code: 'non-string-enum', key, params: { reason: 'unreadable-choices' } };
      return toSelect(ctx, base, def, options, true);
    }
    return toText(ctx, base, def);
  }
  if (type === 'number' || type === 'integer') return toNumber(ctx, base, def, type === 'integer');
  if (type === 'boolean') {
    const dflt = own(def, 'default');
    if (dflt === undefined || typeof dflt === 'boolean')
      return { ...base, kind: 'boolean', ...(dflt === undefined ? {} : { default: dflt }) };
    invalidDefault(ctx, key);
    return { ...base, kind: 'boolean' };
  }
  if (type === 'array') {
    const items = own(def, 'items');
    if (!isObject(items)) return { code: 'unsupported-type', key, params: { reason: 'items-missing' } };
    if (own(items, 'type') === 'object') return { code: 'array-of-objects', key, params: {} };
    const options =
      own(items, 'enum') !== undefined
        ? readEnumOptions(own(items, 'enum'))
        : readTitledOptions(own(items, 'anyOf') ?? own(items, 'oneOf'));
    if (!options) return { code: 'unsupported-type', key, params: { reason: 'free-values' } };
    const exclusive = own(items, 'enum') === undefined && own(items, 'anyOf') === undefined;
    return toMultiSelect(ctx, base, def, options, exclusive);
  }
  if (type === 'object') return { code: 'nested-object', key, params: {} };
  if (typeof type === 'string') return { code: 'unsupported-type', key, params: { reason: 'named-type', type } };
  return { code: 'unsupported-type', key, params: { reason: type === undefined ? 'no-type' : 'unknown-type' } };
}

function dialectOf(schema: Json, issues: SchemaIssue[]): SchemaDialect {
  const uri = own(schema, '$schema');
  if (uri === undefined) return '2020-12';
  if (typeof uri === 'string' && /draft-07/.test(uri)) return 'draft-07';
  if (typeof uri === 'string' && /2020-12/.test(uri)) return '2020-12';
  issues.push({
    code: 'unsupported-dialect',
    severity: 'warning',
    params: {},
  });
  return '2020-12';
}

/** A form model with nothing to fill in and Accept disabled, for requests that cannot be read. */
function blocked(message: string, issue: Omit<SchemaIssue, 'severity'>, earlier: SchemaIssue[] = []): FormModel {
  return {
    mode: 'form',
    message,
    fields: [],
    issues: [...earlier, { ...issue, severity: 'error' }],
    dialect: '2020-12',
    schema: { type: 'object', properties: {} },
    canAccept: false,
  };
}

function normalizeUrl(params: Json, message: string, issues: SchemaIssue[]): UrlModel {
  const url = own(params, 'url');
  const id = own(params, 'elicitationId');
  const model: UrlModel = { mode: 'url', message, url: typeof url === 'string' ? url : '', issues };
  if (typeof url !== 'string' || url === '') {
    issues.push({ code: 'invalid-params', severity: 'error', params: { reason: 'missing-url' } });
  }
  if (typeof id === 'string') model.elicitationId = id;
  return model;
}

/**
 * Options of {@link normalizeRequest}.
 *
 * @example
 * ```ts
 * const options: NormalizeOptions = { experimental: { files: true } };
 * ```
 */
export interface NormalizeOptions {
  /** The drafts to follow; of these the model reads `files` (a file field for `x-mcp-file`). */
  experimental?: ElicitationExperimental;
}

/**
 * Turns the `params` of an `elicitation/create` request, from any spec version, into the model the
 * dialog renders. It never throws: whatever cannot be shown becomes an entry in `issues`, and a
 * request that cannot be answered validly gets `canAccept: false` so only Decline and Cancel remain.
 *
 * @example
 * const model = normalizeRequest({
 *   message: 'Where should we ship?',
 *   requestedSchema: {
 *     type: 'object',
 *     properties: { email: { type: 'string', format: 'email', title: 'Email' } },
 *     required: ['email'],
 *   },
 * });
 * // model.mode === 'form'; model.fields[0] is { kind: 'text', key: 'email', format: 'email', required: true, … }
 */
export function normalizeRequest(params: unknown, options: NormalizeOptions = {}): RequestModel {
  if (!isObject(params)) {
    return blocked('', { code: 'invalid-params', params: { reason: 'unreadable' } });
  }
  const issues: SchemaIssue[] = [];
  const rawMessage = own(params, 'message');
  const message = typeof rawMessage === 'string' ? rawMessage : '';
  if (typeof rawMessage !== 'string') {
    issues.push({ code: 'invalid-message', severity: 'warning', params: {} });
  }
  const mode = own(params, 'mode');
  if (mode === 'url') return normalizeUrl(params, message, issues);
  if (mode !== undefined && mode !== 'form') {
    return blocked(message, { code: 'unsupported-mode', params: {} }, issues);
  }

  const schema = own(params, 'requestedSchema');
  if (!isObject(schema)) {
    return blocked(message, { code: 'invalid-schema', params: { reason: 'missing' } }, issues);
  }
  const dialect = dialectOf(schema, issues);
  const type = own(schema, 'type');
  if (type !== undefined && type !== 'object') {
    issues.push({ code: 'invalid-schema', severity: 'error', params: { reason: 'not-object' } });
  }
  const rawProperties = own(schema, 'properties');
  const properties: Json = isObject(rawProperties) ? rawProperties : {};
  if (rawProperties !== undefined && !isObject(rawProperties)) {
    issues.push({ code: 'invalid-schema', severity: 'error', params: { reason: 'malformed-properties' } });
  }
  const rawRequired = own(schema, 'required');
  const required = new Set(Array.isArray(rawRequired) ? rawRequired.filter((k): k is string => typeof k === 'string') : []);
  if (rawRequired !== undefined && (!Array.isArray(rawRequired) || required.size !== rawRequired.length)) {
    issues.push({ code: 'invalid-keyword', severity: 'warning', params: { reason: 'malformed-required' } });
  }

  const fields: Field[] = [];
  const cleanProperties: Json = {};
  for (const key of Object.keys(properties)) {
    const isRequired = required.has(key);
    const severity = isRequired ? 'error' : 'warning';
    if (key === PROTO_KEY) {
      // Left out like any field this dialog cannot show: an optional one only warns.
      issues.push({ code: 'unsafe-key', severity, key, params: {} });
      continue;
    }
    const def = properties[key];
    if (!isObject(def)) {
      issues.push({ code: 'unsupported-type', severity, key, params: { reason: 'malformed-definition' } });
      continue;
    }
    const ctx: Ctx = { issues, drop: new Set() };
    const base: Base = {
      key,
      // An empty key without a title gets an empty label: the dialog names it (`texts.unnamedField`).
      label: nonEmptyString(own(def, 'title')) ?? key,
      required: isRequired,
    };
    const description = nonEmptyString(own(def, 'description'));
    if (description !== undefined) base.description = description;
    const result = toField(ctx, base, def, options);
    if (!('kind' in result)) {
      issues.push({ ...result, severity });
      continue;
    }
    const impossible = unsatisfiable(result);
    if (impossible) {
      // An optional field (a warning) can still be left empty; the texts say so.
      issues.push({ code: 'invalid-keyword', severity, key, params: { reason: impossible } });
    }
    if (looksSecret(result)) {
      result.sensitive = true;
      issues.push({
        code: 'sensitive-field',
        severity: 'warning',
        key,
        params: { label: result.label },
      });
    }
    fields.push(result);
    const clean = cleanCopy(def) as Json;
    for (const keyword of ctx.drop) delete clean[keyword];
    cleanProperties[key] = titledChoicesAsEnum(result, clean);
  }

  const cleanRequired: string[] = [];
  for (const key of required) {
    // Own properties only: `'constructor' in {}` is true.
    if (Object.prototype.hasOwnProperty.call(cleanProperties, key)) cleanRequired.push(key);
    else if (!Object.prototype.hasOwnProperty.call(properties, key)) {
      issues.push({ code: 'unknown-required', severity: 'error', key, params: {} });
    }
  }

  const validationSchema: Json = { type: 'object', properties: cleanProperties };
  if (cleanRequired.length > 0) validationSchema.required = cleanRequired;
  return {
    mode: 'form',
    message,
    fields,
    issues,
    dialect,
    schema: validationSchema,
    canAccept: !issues.some((i) => i.severity === 'error'),
  };
}
