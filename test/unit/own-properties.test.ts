import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createFormEngine } from 'mcp-elicitation-core';
import type { FormValue } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { Field, FormModel, SchemaIssue } from 'mcp-elicitation-core';
import { english } from '../../src/locales/english';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';
import { createCachedValidator, type Validator } from 'mcp-elicitation-core';
import { dateArb, emailArb, looseTextArb, requestedSchemaArb, uriArb } from '../support/schema-arbitraries';

// Property names that are also members of Object.prototype: a request using them is spec-valid and
// must be answerable. `__proto__` is the one exception (see normalize.ts) and is drawn too.
const INHERITED = Object.getOwnPropertyNames(Object.prototype).filter((name) => name !== '__proto__');
const keys = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INHERITED) },
  { weight: 1, arbitrary: fc.constantFrom('name', 'a.b', 'prototype', '__proto__') },
);

/** What Object.prototype looks like before any test runs: every own name and its descriptor. */
const PROTOTYPE_BEFORE = Object.getOwnPropertyNames(Object.prototype).map((name) => [
  name,
  Object.getOwnPropertyDescriptor(Object.prototype, name),
]);

function assertNothingPolluted() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(
    Object.getOwnPropertyNames(Object.prototype).map((name) => [name, Object.getOwnPropertyDescriptor(Object.prototype, name)]),
  ).toEqual(PROTOTYPE_BEFORE);
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}

/** The server's view: JSON in, an ajv judging own properties, as JSON.parse'd content has them. */
const referenceAjv = new Ajv2020({ strict: false, allErrors: true, logger: false, ownProperties: true });
(addFormats as unknown as { default: (a: Ajv2020) => void }).default(referenceAjv);

const validators: Array<[string, () => Validator]> = [
  ['ajv', () => createCachedValidator(createAjvValidator())],
  ['lite', () => createCachedValidator(createLiteValidator())],
];

function formOf(params: unknown): FormModel {
  const model = normalizeRequest(params);
  if (model.mode !== 'form') throw new Error('expected a form model');
  return model;
}

function controlArb(field: Field): fc.Arbitrary<FormValue> {
  switch (field.kind) {
    case 'text': {
      const formatted = { email: emailArb, uri: uriArb, date: dateArb, 'date-time': fc.constantFrom('2026-03-01T09:30', 'x') };
      return fc.oneof(field.format ? formatted[field.format] : looseTextArb, fc.constant(''), fc.constant(field.default ?? ''));
    }
    case 'number':
      return fc.oneof(fc.constantFrom('', '0', '1', '2.5', 'abc'), fc.integer({ min: -20, max: 20 }).map(String));
    case 'boolean':
      return fc.constantFrom(true, false, null);
    case 'select':
      return fc.constantFrom('', ...field.options.map((o) => o.value));
    case 'multiSelect':
      return fc.subarray(field.options.map((o) => o.value));
    case 'file':
      // Not made here: these requests are normalised without `files`.
      return fc.constant('');
  }
}

afterEach(assertNothingPolluted);

describe('names inherited from Object.prototype can be answered', () => {
  for (const [name, make] of validators) {
    it(`${name} validator: accepted content validates on own properties and nothing is polluted`, () => {
      const validator = make();
      const cases = requestedSchemaArb({ keys }).chain((requestedSchema) => {
        // Through JSON, as a request arrives: `__proto__` becomes an own key, as JSON.parse makes it.
        const params = JSON.parse(JSON.stringify({ message: 'm', requestedSchema })) as { requestedSchema: Record<string, unknown> };
        const model = formOf(params);
        const answers = fc.array(fc.tuple(...model.fields.map(controlArb)), { minLength: 1, maxLength: 4 });
        return answers.map((answerList) => ({ params, model, answerList }));
      });
      let accepted = 0;
      let inheritedAnswered = 0;
      fc.assert(
        fc.property(cases, ({ params, model, answerList }) => {
          // Every inherited name becomes a field; only `__proto__` is left out.
          const described = Object.keys(params.requestedSchema.properties as object);
          expect(model.fields.map((f) => f.key)).toEqual(described.filter((key) => key !== '__proto__'));
          const engine = createFormEngine(model, validator);
          for (const values of answerList) {
            const controls: Record<string, FormValue> = {};
            engine.names.forEach((control, i) => (controls[control] = values[i] as FormValue));
            const result = engine.check(controls);
            if (!result.ok) continue;
            accepted++;
            const sent = JSON.parse(JSON.stringify(result.content)) as Record<string, unknown>;
            // What was checked is what arrives: nothing lost or added by serialising.
            expect(sent).toEqual(result.content);
            expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
            const validate = referenceAjv.compile(params.requestedSchema);
            expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
            if (Object.keys(sent).some((key) => INHERITED.includes(key))) inheritedAnswered++;
          }
          assertNothingPolluted();
        }),
        { numRuns: 150 },
      );
      // The property says nothing unless such names are actually answered.
      expect(accepted).toBeGreaterThan(30);
      expect(inheritedAnswered).toBeGreaterThan(10);
    });
  }
});

describe('a form of inherited names, answered field by field', () => {
  const params = JSON.parse(
    JSON.stringify({
      message: 'Describe the object',
      requestedSchema: {
        type: 'object',
        properties: {
          constructor: { type: 'string', title: 'Constructor' },
          toString: { type: 'string' },
          hasOwnProperty: { type: 'boolean' },
          valueOf: { type: 'integer', minimum: 1 },
          isPrototypeOf: { type: 'string', enum: ['yes', 'no'] },
        },
        required: ['constructor', 'valueOf'],
      },
    }),
  );

  for (const [name, make] of validators) {
    it(`${name} validator: required inherited names must be answered; optional ones may be left out`, () => {
      const model = formOf(params);
      expect(model.canAccept).toBe(true);
      const engine = createFormEngine(model, make());
      const [constructorName, , , valueOfName] = engine.names as string[];
      const empty = engine.check(engine.defaultValues);
      expect(empty.ok).toBe(false);
      if (!empty.ok) expect(Object.keys(empty.errors).sort()).toEqual([constructorName, valueOfName].sort());

      const answered = engine.check({ ...engine.defaultValues, [constructorName as string]: 'Object', [valueOfName as string]: '3' });
      expect(answered).toEqual({ ok: true, content: { constructor: 'Object', valueOf: 3 } });
      if (answered.ok) {
        expect(Object.keys(answered.content)).toEqual(['constructor', 'valueOf']);
        expect(Object.prototype.hasOwnProperty.call(answered.content, 'toString')).toBe(false);
        expect(JSON.stringify(answered.content)).toBe('{"constructor":"Object","valueOf":3}');
      }
    });
  }

  it('a required __proto__ blocks Accept with a reason; an optional one is left out with a warning', () => {
    const required = formOf(
      JSON.parse(
        '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"a":{"type":"string"}},"required":["__proto__"]}}',
      ),
    );
    expect(required.canAccept).toBe(false);
    expect(required.issues).toEqual([expect.objectContaining({ code: 'unsafe-key', severity: 'error', key: '__proto__' })]);
    expect(english.texts.issue(required.issues[0] as SchemaIssue)).toMatch(/dropped from answers/);
    const optional = formOf(
      JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"a":{"type":"string"}}}}'),
    );
    expect(optional.canAccept).toBe(true);
    expect(optional.fields.map((f) => f.key)).toEqual(['a']);
    expect(optional.issues.map((i) => `${i.severity}:${i.code}`)).toEqual(['warning:unsafe-key']);
  });
});
