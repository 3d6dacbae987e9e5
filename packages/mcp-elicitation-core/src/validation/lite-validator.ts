import { checkFileValue, FILE_INPUT_KEYWORD, readFileInput } from '../schema/file-input';
import type { SchemaDialect } from '../schema/types';
import { FORMAT_CHECKS } from './formats';
import { compilePattern, PatternEngineNotLoadedError, type SafePattern } from './pattern-engine';
import type { ValidateFunction, ValidationIssue, Validator } from './validator';

type Json = Record<string, unknown>;
type Check = (data: unknown, key: string | null, out: ValidationIssue[]) => void;

/**
 * Keywords the lite validator does not implement but ajv would check. A schema that uses any of
 * them is refused at compile time, so the dialog blocks Accept instead of letting through content
 * the server will reject.
 */
const REFUSED = [
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'unevaluatedProperties',
  'minProperties',
  'maxProperties',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'minContains',
  'maxContains',
] as const;

const JSON_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

// ajv runs a schema's keywords in groups, in this order: keywords for any type, then those for
// numbers, strings, arrays and objects, each only when the data has that type. Keeping the order
// keeps the first issue per field, and so the message shown, the same as with ajv.
type Group = 'number' | 'string' | 'array' | 'object';
const GROUPS: ReadonlyArray<readonly [Group, readonly string[]]> = [
  ['number', ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'format']],
  ['string', ['maxLength', 'minLength', 'pattern', 'format', FILE_INPUT_KEYWORD]],
  ['array', ['maxItems', 'minItems', 'items', 'uniqueItems']],
  ['object', ['required', 'properties']],
];
const LIMITS = {
  maximum: { comparison: '<=', fails: (d: number, l: number) => d > l },
  minimum: { comparison: '>=', fails: (d: number, l: number) => d < l },
  exclusiveMaximum: { comparison: '<', fails: (d: number, l: number) => d >= l },
  exclusiveMinimum: { comparison: '>', fails: (d: number, l: number) => d <= l },
} as const;

/** Deep JSON equality as ajv's `fast-deep-equal` decides it (used by `enum`, `const`, `uniqueItems`). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      return a.length === other.length && a.every((item, i) => equal(item, other[i]));
    }
    const keysA = Object.keys(a);
    if (keysA.length !== Object.keys(b).length) return false;
    return keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal((a as Json)[k], (b as Json)[k]));
  }
  return a !== a && b !== b;
}

/** String length in code points, as ajv's `ucs2length` counts it (a lone surrogate counts once). */
function ucs2length(str: string): number {
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}

/** ajv's type test, with `strictNumbers` off as under `strict: false`. */
function hasType(type: string, data: unknown): boolean {
  switch (type) {
    case 'null':
      return data === null;
    case 'array':
      return Array.isArray(data);
    case 'object':
      return typeof data === 'object' && data !== null && !Array.isArray(data);
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
    default:
      return typeof data === type;
  }
}

/** ajv writes limits into generated code as literals, so a limit of -0 is reported as 0. */
const plain = (n: number) => (n === 0 ? 0 : n);
const ownValue = (data: Json, name: string): unknown => (Object.prototype.hasOwnProperty.call(data, name) ? data[name] : undefined);
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isLimit = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

class SchemaError extends Error {
  constructor(message: string) {
    super(`Schema not supported by the lite validator: ${message}`);
    this.name = 'SchemaError';
  }
}

function fail(message: string): never {
  throw new SchemaError(message);
}

function push(out: ValidationIssue[], key: string | null, keyword: string, params: Record<string, unknown>) {
  out.push({ key, keyword, params });
}

/** The types a schema admits, as ajv's `getSchemaTypes` reads `type` and `nullable`. */
function typesOf(schema: Json): string[] {
  const raw = schema.type;
  const types = raw === undefined ? [] : Array.isArray(raw) ? [...raw] : [raw];
  if (!types.every((t) => typeof t === 'string' && JSON_TYPES.has(t))) fail('“type” names an unknown type');
  if (schema.nullable !== undefined && typeof schema.nullable !== 'boolean') fail('“nullable” is not true or false');
  if (types.includes('null')) {
    if (schema.nullable === false) fail('“type: null” contradicts “nullable: false”');
  } else {
    if (types.length === 0 && schema.nullable !== undefined) fail('“nullable” is used without “type”');
    if (schema.nullable === true) types.push('null');
  }
  return types as string[];
}

function compileSchema(schema: unknown, dialect: SchemaDialect, depth: number): Check {
  if (depth > 32) fail('it nests too deeply');
  if (schema === true) return () => {};
  if (schema === false) return (_data, key, out) => push(out, key, 'false schema', {});
  if (!isObject(schema)) fail('a schema is neither an object nor true/false');
  for (const keyword of REFUSED) {
    if (schema[keyword] !== undefined) fail(`“${keyword}” is not supported`);
  }
  const has = (keyword: string) => schema[keyword] !== undefined;
  const sub = (value: unknown) => compileSchema(value, dialect, depth + 1);

  const types = typesOf(schema);
  const groupUsed = (group: Group) => (GROUPS.find(([g]) => g === group)?.[1] ?? []).some(has);
  // Like ajv: the type is checked up front unless it is a single type whose group of keywords is
  // present, in which case the group reports the wrong type in its place.
  const single = types.length === 1 ? (types[0] as string) : undefined;
  const upfront = types.length > 0 && !(single !== undefined && GROUPS.some(([g]) => g === single) && groupUsed(single as Group));
  const typeParams = { type: schema.type };

  const any: Check[] = [];
  if (has('const')) {
    const expected = schema.const;
    const deep = typeof expected === 'object' && expected !== null;
    any.push((data, key, out) => {
      if (deep ? !equal(data, expected) : data !== expected) push(out, key, 'const', { allowedValue: expected });
    });
  }
  if (has('enum')) {
    const allowed = schema.enum;
    if (!Array.isArray(allowed)) fail('“enum” is not a list');
    any.push((data, key, out) => {
      const found = allowed.some((v) => (typeof v === 'object' && v !== null ? equal(data, v) : data === v));
      if (!found) push(out, key, 'enum', { allowedValues: allowed });
    });
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    if (!has(keyword)) continue;
    const list = schema[keyword];
    if (!Array.isArray(list) || list.length === 0) fail(`“${keyword}” is not a non-empty list`);
    const branches = list.map(sub);
    any.push(keyword === 'anyOf' ? anyOf(branches) : oneOf(branches));
  }

  const number: Check[] = [];
  for (const keyword of ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum'] as const) {
    if (!has(keyword)) continue;
    if (!isLimit(schema[keyword])) fail(`“${keyword}” is not a number`);
    const { comparison, fails } = LIMITS[keyword];
    const limit = plain(schema[keyword] as number);
    number.push((data, key, out) => {
      const n = data as number;
      if (fails(n, limit) || Number.isNaN(n)) push(out, key, keyword, { comparison, limit });
    });
  }
  if (has('multipleOf')) {
    const divisor = schema.multipleOf;
    if (!isLimit(divisor) || divisor <= 0) fail('“multipleOf” is not a positive number');
    number.push((data, key, out) => {
      const ratio = (data as number) / divisor;
      // ajv's exact test, imprecision included: 0.3 is not a multiple of 0.1.
      if (ratio !== parseInt(String(ratio), 10)) push(out, key, 'multipleOf', { multipleOf: divisor });
    });
  }

  const string: Check[] = [];
  for (const keyword of ['maxLength', 'minLength'] as const) {
    if (!has(keyword)) continue;
    const limit = schema[keyword];
    if (!isCount(limit)) fail(`“${keyword}” is not a whole number`);
    const fails = keyword === 'maxLength' ? (n: number) => n > limit : (n: number) => n < limit;
    string.push((data, key, out) => {
      if (fails(ucs2length(data as string))) push(out, key, keyword, { limit: plain(limit) });
    });
  }
  if (has('pattern')) {
    const pattern = schema.pattern;
    if (typeof pattern !== 'string') fail('“pattern” is not text');
    let regExp: SafePattern;
    try {
      regExp = compilePattern(pattern);
    } catch (error) {
      // Not loaded yet is not a verdict on the schema: the caller compiles again once it is.
      if (error instanceof PatternEngineNotLoadedError) throw error;
      fail((error as Error).message);
    }
    string.push((data, key, out) => {
      if (!regExp.test(data as string)) push(out, key, 'pattern', { pattern });
    });
  }
  if (has('format')) {
    const format = schema.format;
    if (typeof format !== 'string') fail('“format” is not text');
    // Formats other than the spec's four are unknown to this library's ajv too, which ignores them.
    const test = Object.prototype.hasOwnProperty.call(FORMAT_CHECKS, format)
      ? FORMAT_CHECKS[format as keyof typeof FORMAT_CHECKS]
      : undefined;
    if (test) {
      string.push((data, key, out) => {
        if (!test(data as string)) push(out, key, 'format', { format });
      });
    }
  }

  // A file input (SEP-2356): after `format`, where ajv runs it (a keyword this library adds, last of the string group).
  const fileInput = readFileInput(schema);
  if (fileInput !== undefined) {
    string.push((data, key, out) => {
      const problem = checkFileValue(data, fileInput);
      if (problem !== undefined) push(out, key, FILE_INPUT_KEYWORD, { ...problem });
    });
  }

  const array: Check[] = [];
  for (const keyword of ['maxItems', 'minItems'] as const) {
    if (!has(keyword)) continue;
    const limit = schema[keyword];
    if (!isCount(limit)) fail(`“${keyword}” is not a whole number`);
    const fails = keyword === 'maxItems' ? (n: number) => n > limit : (n: number) => n < limit;
    array.push((data, key, out) => {
      if (fails((data as unknown[]).length)) push(out, key, keyword, { limit: plain(limit) });
    });
  }
  // ajv checks `items` before `uniqueItems`.
  if (has('items')) {
    if (Array.isArray(schema.items)) fail('“items” as a list of schemas is not supported');
    const item = sub(schema.items);
    array.push((data, key, out) => (data as unknown[]).forEach((value, i) => item(value, key ?? String(i), out)));
  }
  if (has('uniqueItems')) {
    if (typeof schema.uniqueItems !== 'boolean') fail('“uniqueItems” is not true or false');
    if (schema.uniqueItems) array.push(uniqueItems(isObject(schema.items) ? typesOf(schema.items) : []));
  }

  const object: Check[] = [];
  if (has('required')) {
    const required = schema.required;
    if (!Array.isArray(required) || !required.every((k) => typeof k === 'string')) fail('“required” is not a list of names');
    object.push((data, key, out) => {
      // Own properties only, like ajv with `ownProperties`: an inherited `toString` is not an answer.
      for (const name of required as string[]) {
        if (ownValue(data as Json, name) === undefined) push(out, key ?? name, 'required', { missingProperty: name });
      }
    });
  }
  if (has('properties')) {
    if (!isObject(schema.properties)) fail('“properties” is not an object');
    const entries = Object.keys(schema.properties)
      .filter((name) => name !== '__proto__')
      .map((name) => [name, sub((schema.properties as Json)[name])] as const);
    object.push((data, key, out) => {
      for (const [name, check] of entries) {
        const value = ownValue(data as Json, name);
        if (value !== undefined) check(value, key ?? name, out);
      }
    });
  }

  const byGroup: Record<Group, Check[]> = { number, string, array, object };
  return (data, key, out) => {
    if (upfront && !types.some((t) => hasType(t, data))) push(out, key, 'type', typeParams);
    for (const check of any) check(data, key, out);
    for (const [group] of GROUPS) {
      if (!groupUsed(group)) continue;
      if (hasType(group, data)) {
        for (const check of byGroup[group]) check(data, key, out);
      } else if (single === group && !upfront) {
        push(out, key, 'type', typeParams);
      }
    }
  };
}

function anyOf(branches: Check[]): Check {
  return (data, key, out) => {
    const errors: ValidationIssue[] = [];
    for (const branch of branches) {
      const before = errors.length;
      branch(data, key, errors);
      if (errors.length === before) return;
    }
    out.push(...errors, { key, keyword: 'anyOf', params: {} });
  };
}

function oneOf(branches: Check[]): Check {
  return (data, key, out) => {
    const errors: ValidationIssue[] = [];
    let passing: number | [number, number] | null = null;
    for (let i = 0; i < branches.length; i++) {
      const before = errors.length;
      (branches[i] as Check)(data, key, errors);
      if (errors.length !== before) continue;
      if (passing !== null) {
        // A second passing branch: ajv stops here and reports the pair.
        out.push(...errors, { key, keyword: 'oneOf', params: { passingSchemas: [passing, i] } });
        return;
      }
      passing = i;
    }
    if (passing === null) out.push(...errors, { key, keyword: 'oneOf', params: { passingSchemas: null } });
  };
}

/** `uniqueItems` as ajv checks it: by value when the items have simple types, else by deep equality. */
function uniqueItems(itemTypes: string[]): Check {
  const byValue = itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array');
  return (data, key, out) => {
    const list = data as unknown[];
    if (byValue) {
      const seen = new Map<unknown, number>();
      for (let i = list.length - 1; i >= 0; i--) {
        const item = list[i];
        // Items of another type are left to the `type` keyword of `items`.
        if (!itemTypes.some((t) => hasType(t, item))) continue;
        const j = seen.get(item);
        if (j !== undefined) return push(out, key, 'uniqueItems', { i, j });
        seen.set(item, i);
      }
      return;
    }
    for (let i = list.length - 1; i > 0; i--) {
      for (let j = i - 1; j >= 0; j--) {
        if (equal(list[i], list[j])) return push(out, key, 'uniqueItems', { i, j });
      }
    }
  };
}

/**
 * A validator that needs no code generation (no `new Function`, no `eval`), so it works on pages
 * whose Content-Security-Policy forbids `'unsafe-eval'`. It checks the subset of JSON Schema that
 * elicitation requests use and reports issues with the same `keyword` and `params` as
 * {@link createAjvValidator}, in the same order, so messages read the same.
 *
 * Checked, at any depth: `type` (and `nullable`), `enum`, `const`, `anyOf`, `oneOf`, `properties`,
 * `required`, `minLength`/`maxLength` (in code points), `pattern` (in the linear-time engine, once
 * `loadPatternEngine()` has resolved; patterns it cannot run, see {@link isSafePattern}, are refused), `format` `email`/`uri`/`date`/`date-time` (ajv-formats' full
 * rules), `x-mcp-file` (SEP-2356 file inputs: a `data:` URI within its `maxSize` and `accept`),
 * `minimum`/`maximum`/`exclusiveMinimum`/`exclusiveMaximum`, `multipleOf`, `items` (one
 * schema for every item), `minItems`/`maxItems`, `uniqueItems`, and `true`/`false` schemas.
 *
 * Refused (compile throws, so the dialog blocks Accept rather than let through what the server may
 * reject): `$ref`, `$dynamicRef`, `$recursiveRef`, `allOf`, `not`, `if`/`then`/`else`,
 * `dependencies`, `dependentRequired`, `dependentSchemas`, `additionalProperties`,
 * `patternProperties`, `propertyNames`, `unevaluatedProperties`, `minProperties`, `maxProperties`,
 * `prefixItems`, `additionalItems`, `unevaluatedItems`, `contains`, `minContains`, `maxContains`,
 * `items` as a list, a `pattern` with back-references or look-around or invalid syntax, and any keyword above with a malformed value.
 *
 * Ignored, as ajv with `strict: false` ignores them: annotations and unknown keywords (`title`,
 * `description`, `default`, `examples`, `deprecated`, `readOnly`, `writeOnly`, `$comment`, `$id`,
 * `$anchor`, `$dynamicAnchor`, `$defs`, `definitions`, `$schema`, `$vocabulary`, `contentEncoding`,
 * `contentMediaType`, `contentSchema`, `discriminator`, `enumNames`, other `x-*`, …) and formats other
 * than the four above.
 *
 * @example
 * const validate = createLiteValidator().compile(
 *   { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
 *   '2020-12',
 * );
 * validate({ email: 'ada@' }); // [{ key: 'email', keyword: 'format', params: { format: 'email' } }]
 */
export function createLiteValidator(): Validator {
  return {
    compile(schema, dialect): ValidateFunction {
      const check = compileSchema(schema, dialect, 0);
      return (data) => {
        const out: ValidationIssue[] = [];
        check(data, null, out);
        return out;
      };
    },
  };
}
