import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFormEngine } from '../../packages/mcp-elicitation-core/src/form/engine';
import { defaultMessages } from '../../packages/mcp-elicitation-core/src/messages/messages';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { FormModel, SchemaDialect } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createDefaultValidator, loadAjvValidator } from '../../packages/mcp-elicitation-core/src/validation/default-validator';
import {
  createLiteFirstValidator,
  FALLBACK_FAILED_KEYWORD,
  FALLBACK_LOADING_KEYWORD,
} from '../../packages/mcp-elicitation-core/src/validation/lite-first-validator';
import { createLiteValidator } from 'mcp-elicitation-core';
import type { Validator } from 'mcp-elicitation-core';
import { contentArb, requestedSchemaArb } from '../support/schema-arbitraries';
import { loadPatternEngine } from 'mcp-elicitation-core';

type Json = Record<string, unknown>;

/** The real ajv loader, counting how often the default validator asks for it. */
function countingAjvLoader() {
  const loader = { calls: 0, load: (): Promise<Validator> => (loader.calls++, loadAjvValidator()) };
  return loader;
}

/** A loader that never finishes until `release()` is called, to look at the moment before ajv arrives. */
function gatedLoader() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loader = { calls: 0, release, load: async (): Promise<Validator> => (loader.calls++, await gate, createAjvValidator()) };
  return loader;
}

const fixtures = join(import.meta.dirname, '../fixtures');
const readJson = (path: string) => JSON.parse(readFileSync(join(fixtures, path), 'utf8')) as Json;

function formModel(params: Json): FormModel {
  const model = normalizeRequest(params);
  if (model.mode !== 'form') throw new Error('expected a form request');
  return model;
}

/** Requests as servers send them, every one inside the spec's schema subset. */
const SPEC_REQUESTS: Array<[string, Json]> = [
  ['server-everything’s form', readJson('server-everything-form.json')],
  ['spec example: one field', readJson('spec/2026-07-28/examples/ElicitRequestFormParams/elicit-single-field.json')],
  ['spec example: several fields', readJson('spec/2026-07-28/examples/ElicitRequestFormParams/elicit-multiple-fields.json')],
  [
    'every field kind of 2025-11-25',
    {
      message: 'All kinds',
      requestedSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 60, default: 'Ada' },
          email: { type: 'string', format: 'email' },
          site: { type: 'string', format: 'uri' },
          day: { type: 'string', format: 'date' },
          at: { type: 'string', format: 'date-time' },
          guests: { type: 'integer', minimum: 1, maximum: 20, default: 2 },
          ratio: { type: 'number', minimum: 0, maximum: 1 },
          ok: { type: 'boolean', default: false },
          plan: {
            type: 'string',
            oneOf: [
              { const: 'free', title: 'Free' },
              { const: 'pro', title: 'Pro' },
            ],
          },
          size: { type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] },
          topics: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1, maxItems: 2 },
          tags: { type: 'array', items: { anyOf: [{ const: 'x', title: 'X' }] } },
        },
        required: ['name', 'email', 'guests', 'plan'],
      },
    },
  ],
];

/** Property definitions outside the lite validator's subset, which ajv checks. */
const OFF_SUBSET: Array<[string, Json, { valid: Json; invalid: Json }]> = [
  ['allOf', { type: 'string', allOf: [{ minLength: 2 }, { maxLength: 4 }] }, { valid: { a: 'abc' }, invalid: { a: 'abcdef' } }],
  ['not', { type: 'string', not: { const: 'root' } }, { valid: { a: 'ada' }, invalid: { a: 'root' } }],
  ['if / then', { type: 'integer', if: { minimum: 10 }, then: { multipleOf: 5 } }, { valid: { a: 15 }, invalid: { a: 12 } }],
];

describe('default validator: the lite validator for the spec’s subset, ajv on demand for the rest', () => {
  it.each(SPEC_REQUESTS)('%s: checked by the lite validator, ajv never loaded', async (_name, params) => {
    const loader = countingAjvLoader();
    const validator = createDefaultValidator(loader.load);
    const model = formModel(params);
    await validator.load?.(model.schema, model.dialect);
    const lite = createLiteValidator().compile(model.schema, model.dialect);
    const validate = validator.compile(model.schema, model.dialect);
    for (const content of [{}, { name: 5, email: 'ada@', guests: 0 }, { name: 'Ada', email: 'ada@example.com', guests: 2, plan: 'pro' }]) {
      expect(validate(content)).toEqual(lite(content));
    }
    expect(loader.calls).toBe(0);
  });

  it('random spec-valid requests never load ajv, and their answers are checked as ajv checks them', async () => {
    const loader = countingAjvLoader();
    const validator = createDefaultValidator(loader.load);
    const ajv = createAjvValidator();
    // Both validators match `pattern` with the linear-time engine, which loads on demand (the form
    // engine's ready() does this in the dialog).
    await loadPatternEngine();
    await fc.assert(
      fc.asyncProperty(
        requestedSchemaArb().chain((schema) => fc.tuple(fc.constant(schema), contentArb(schema))),
        async ([schema, content]) => {
          const model = formModel({ message: 'm', requestedSchema: schema });
          await validator.load?.(model.schema, model.dialect);
          expect(validator.compile(model.schema, model.dialect)(content)).toEqual(ajv.compile(model.schema, model.dialect)(content));
        },
      ),
      { numRuns: 150 },
    );
    expect(loader.calls).toBe(0);
  });

  it('keywords the lite validator adds to the spec (pattern, multipleOf, exclusive bounds, uniqueItems) never load ajv either', async () => {
    const loader = countingAjvLoader();
    const validator = createDefaultValidator(loader.load);
    const ajv = createAjvValidator();
    await fc.assert(
      fc.asyncProperty(
        requestedSchemaArb({ offSpec: true }).chain((schema) => fc.tuple(fc.constant(schema), contentArb(schema))),
        async ([schema, content]) => {
          const model = formModel({ message: 'm', requestedSchema: schema });
          await validator.load?.(model.schema, model.dialect);
          expect(validator.compile(model.schema, model.dialect)(content)).toEqual(ajv.compile(model.schema, model.dialect)(content));
        },
      ),
      { numRuns: 100 },
    );
    expect(loader.calls).toBe(0);
  });

  it('a form engine on the default validator compiles spec requests without ajv', () => {
    const loader = countingAjvLoader();
    const engine = createFormEngine(formModel(SPEC_REQUESTS[3]![1]), createDefaultValidator(loader.load));
    expect(engine.prepare()).toBeUndefined();
    const checked = engine.check({ ...engine.defaultValues, f1: 'ada@' });
    expect(checked).toMatchObject({ ok: false, errors: { f1: 'Enter an email address' } });
    expect(loader.calls).toBe(0);
  });

  it.each(OFF_SUBSET)(
    '%s: refused by the lite validator, so ajv is loaded once and decides',
    async (_name, property, { valid, invalid }) => {
      const schema = { type: 'object', properties: { a: property }, required: ['a'] };
      expect(() => createLiteValidator().compile(schema, '2020-12')).toThrow(/lite validator/);
      const loader = countingAjvLoader();
      const validator = createDefaultValidator(loader.load);
      await validator.load?.(schema, '2020-12');
      expect(loader.calls).toBe(1);
      const validate = validator.compile(schema, '2020-12');
      const ajv = createAjvValidator().compile(schema, '2020-12');
      expect(validate(valid)).toEqual([]);
      expect(validate(invalid)).toEqual(ajv(invalid));
      expect(validate(invalid)).not.toEqual([]);
      // A second schema that needs ajv reuses the loaded one.
      await validator.load?.({ ...schema, required: [] }, '2020-12');
      expect(loader.calls).toBe(1);
    },
  );

  it('draft-07 schemas that need ajv are compiled by ajv’s draft-07 dialect', async () => {
    const schema = { type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } };
    const loader = countingAjvLoader();
    const validator = createDefaultValidator(loader.load);
    await validator.load?.(schema, 'draft-07' as SchemaDialect);
    expect(validator.compile(schema, 'draft-07')({ a: [1] })).toEqual(createAjvValidator().compile(schema, 'draft-07')({ a: [1] }));
    expect(loader.calls).toBe(1);
  });

  it('a schema compiled before ajv arrived reports “still loading”, then checks with ajv once it has', async () => {
    const loader = gatedLoader();
    const validator = createLiteFirstValidator({ loadFallback: loader.load });
    const schema = { type: 'object', properties: { a: { type: 'string', not: { const: 'root' } } } };
    const early = validator.compile(schema, '2020-12');
    expect(early({ a: 'ada' })).toEqual([{ key: null, keyword: FALLBACK_LOADING_KEYWORD, params: {} }]);
    const loaded = validator.load?.(schema, '2020-12');
    loader.release();
    await loaded;
    expect(loader.calls).toBe(1);
    expect(early({ a: 'ada' })).toEqual([]);
    expect(early({ a: 'root' })).toEqual(createAjvValidator().compile(schema, '2020-12')({ a: 'root' }));
  });

  it('where the page forbids eval, the lite validator’s refusal stands and nothing is loaded', async () => {
    const loader = countingAjvLoader();
    const validator = createLiteFirstValidator({ loadFallback: loader.load, canUseFallback: () => false });
    const schema = { type: 'object', properties: { a: { type: 'string', not: { const: 'root' } } } };
    await validator.load?.(schema, '2020-12');
    expect(() => validator.compile(schema, '2020-12')).toThrow(/lite validator/);
    expect(loader.calls).toBe(0);
    // The engine turns the refusal into its blocking message, as with the lite validator alone.
    const model = formModel({ message: 'm', requestedSchema: schema });
    expect(createFormEngine(model, validator).prepare()).toBe(defaultMessages.schemaError());
  });

  it('the eval probe runs only when a schema needs the fallback', async () => {
    let probes = 0;
    const loader = countingAjvLoader();
    const validator = createLiteFirstValidator({ loadFallback: loader.load, canUseFallback: () => (probes++, true) });
    const model = formModel(SPEC_REQUESTS[0]![1]);
    await validator.load?.(model.schema, model.dialect);
    validator.compile(model.schema, model.dialect);
    expect(probes).toBe(0);
    await validator.load?.({ type: 'object', properties: { a: { allOf: [] } } }, '2020-12');
    expect(probes).toBe(1);
  });

  it('the fallback’s own load runs for the schema before compile is final', async () => {
    const loaded: unknown[] = [];
    const ajv = createAjvValidator();
    const fallback: Validator = {
      compile: (schema, dialect) => ajv.compile(schema, dialect),
      load: async (schema) => void loaded.push(schema),
    };
    const validator = createLiteFirstValidator({ loadFallback: async () => fallback });
    const schema = { type: 'object', properties: { a: { type: 'string', not: { const: 'root' } } } };
    await validator.load?.(schema, '2020-12');
    expect(loaded).toEqual([schema]);
    expect(validator.compile(schema, '2020-12')({ a: 'root' })).not.toEqual([]);
  });

  it('an error from the lite validator that is no refusal propagates, is not remembered, and loads nothing', async () => {
    const loader = countingAjvLoader();
    const validator = createLiteFirstValidator({ loadFallback: loader.load });
    // A schema whose reading throws a plain error, as code that has not loaded yet would.
    let fail = true;
    const schema = {
      type: 'object',
      get properties() {
        if (fail) throw new Error('not loaded yet');
        return { a: { type: 'string' } };
      },
    };
    expect(() => validator.compile(schema, '2020-12')).toThrow('not loaded yet');
    await validator.load?.(schema, '2020-12');
    expect(loader.calls).toBe(0);
    fail = false;
    expect(validator.compile(schema, '2020-12')({ a: 5 })).toEqual(createLiteValidator().compile(schema, '2020-12')({ a: 5 }));
  });

  it('when ajv cannot be loaded, compile gives the lite validator’s refusal and early functions block', async () => {
    const validator = createLiteFirstValidator({ loadFallback: () => Promise.reject(new Error('offline')) });
    const schema = { type: 'object', properties: { a: { type: 'string', not: { const: 'root' } } } };
    const early = validator.compile(schema, '2020-12');
    await validator.load?.(schema, '2020-12');
    expect(() => validator.compile(schema, '2020-12')).toThrow(/lite validator/);
    expect(early({ a: 'ada' })).toEqual([{ key: null, keyword: FALLBACK_FAILED_KEYWORD, params: {} }]);
  });
});
