import { Ajv, type ErrorObject, type KeywordDefinition, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { checkFileValue, FILE_INPUT_KEYWORD, readFileInput } from '../schema/file-input';
import type { SchemaDialect } from '../schema/types';
import { compilePattern } from './pattern-engine';
import type { ValidationIssue, Validator } from './validator';

const FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

type AddFormats = (ajv: Ajv, formats: string[]) => Ajv;
// ajv-formats is CommonJS: Node's ESM loader hands over `module.exports` (function under `.default`),
// bundlers hand over the function itself.
const addFormatsFn: AddFormats = (addFormats as unknown as { default?: AddFormats }).default ?? (addFormats as unknown as AddFormats);

/**
 * The patterns of ajv's own meta-schemas (for `$id`, `$anchor`, …), compiled on the first `compile`
 * to check the schema itself. They are ajv's, linear, and needed before any pattern engine is
 * loaded, so they run as native expressions.
 */
const AJV_OWN_PATTERNS: ReadonlySet<string> = new Set(['^[^#]*#?$', '^[A-Za-z_][-A-Za-z0-9._]*$', '^[A-Za-z][-A-Za-z0-9.:_]*$']);

/**
 * Every regular expression ajv builds from a schema (`pattern`, `patternProperties`) runs in the
 * linear-time engine, like the lite validator's: no pattern can freeze the page. Patterns it cannot
 * run make `compile` throw with the reason.
 */
const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => (AJV_OWN_PATTERNS.has(pattern) ? new RegExp(pattern, flags) : compilePattern(pattern)),
  { code: 'compilePattern' },
);

const OPTIONS: Options = {
  allErrors: true,
  // Servers send keywords this dialog does not use (enumNames, x-*): ignore them rather than fail.
  strict: false,
  logger: false,
  // Schemas come from strangers: never fetch or resolve anything they point at.
  loadSchema: undefined,
  addUsedSchema: false,
  // Property names come from the server and may be `constructor` or `toString`: an answer left out
  // must count as absent, not as the inherited function.
  ownProperties: true,
  code: { regExp: linearRegExp },
};

/**
 * The `x-mcp-file` keyword (SEP-2356 file inputs, a draft) for ajv: a string answering it must be a
 * `data:` URI within its `maxSize` and of a type its `accept` lists. Registered on this library's
 * ajv; a server that runs ajv in strict mode registers it too (`ajv.addKeyword(fileInputKeyword)`),
 * since strict mode refuses a schema with a keyword it does not know.
 *
 * @example
 * ```ts
 * const ajv = new Ajv2020({ strict: true });
 * ajv.addKeyword(fileInputKeyword);
 * ```
 */
export const fileInputKeyword: KeywordDefinition = {
  keyword: FILE_INPUT_KEYWORD,
  type: 'string',
  errors: true,
  validate: function checkFile(this: unknown, schema: unknown, data: unknown): boolean {
    const spec = typeof schema === 'object' && schema !== null ? readFileInput({ [FILE_INPUT_KEYWORD]: schema }) : undefined;
    const problem = spec === undefined ? undefined : checkFileValue(data, spec);
    if (problem === undefined) return true;
    (checkFile as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: FILE_INPUT_KEYWORD, params: { ...problem } }];
    return false;
  },
};

function toIssue(error: ErrorObject): ValidationIssue {
  const segments = error.instancePath.split('/');
  let key: string | null = segments.length > 1 ? (segments[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~') : null;
  if (key === null && error.keyword === 'required') key = String(error.params.missingProperty);
  return { key, keyword: error.keyword, params: error.params as Record<string, unknown> };
}

/**
 * The default validator: ajv with ajv-formats, JSON Schema 2020-12 unless the schema's `$schema`
 * names draft-07. Each dialect's ajv instance is created on first use.
 *
 * ajv compiles schemas to JavaScript with `new Function`, which a Content-Security-Policy without
 * `'unsafe-eval'` forbids; on such pages pass another {@link Validator}. A schema with a `pattern`
 * compiles once `loadPatternEngine()` has resolved (the form engine's `ready()` does that).
 *
 * @example
 * const validate = createAjvValidator().compile({ type: 'object', properties: {} }, '2020-12');
 * validate({}); // []
 */
export function createAjvValidator(): Validator {
  const instances: Partial<Record<SchemaDialect, Ajv>> = {};
  function instance(dialect: SchemaDialect): Ajv {
    let ajv = instances[dialect];
    if (!ajv) {
      ajv = dialect === 'draft-07' ? new Ajv(OPTIONS) : (new Ajv2020(OPTIONS) as unknown as Ajv);
      addFormatsFn(ajv, [...FORMATS]);
      ajv.addKeyword(fileInputKeyword);
      instances[dialect] = ajv;
    }
    return ajv;
  }
  return {
    compile(schema, dialect) {
      const fn = instance(dialect).compile(schema);
      return (data) => (fn(data) ? [] : (fn.errors ?? []).map(toIssue));
    },
  };
}
