import { Ajv, type ErrorObject, type Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import type { SchemaDialect } from '../schema/types';
import { compileSafePattern } from '../schema/pattern-safety';
import type { ValidationIssue, Validator } from './validator';

const FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

type AddFormats = (ajv: Ajv, formats: string[]) => Ajv;
// ajv-formats is CommonJS: Node's ESM loader hands over `module.exports` (function under `.default`),
// bundlers hand over the function itself.
const addFormatsFn: AddFormats =
  (addFormats as unknown as { default?: AddFormats }).default ?? (addFormats as unknown as AddFormats);

/**
 * Every regular expression ajv builds from a schema (`pattern`, `patternProperties`) goes through the
 * same safety check as the lite validator: a pattern that could backtrack catastrophically makes
 * `compile` throw instead of freezing the page on the first keystroke. (ajv accepts any engine
 * here, for example RE2, which runs in linear time.)
 */
const safeRegExp: RegExpEngine = Object.assign((pattern: string, flags: string) => compileSafePattern(pattern, flags), {
  code: 'compileSafePattern',
});

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
  code: { regExp: safeRegExp },
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
 * `'unsafe-eval'` forbids; on such pages pass another {@link Validator}.
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
