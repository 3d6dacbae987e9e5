import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFormEngine } from 'mcp-elicitation-core';
import type { FormValue } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { Field, FormModel } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';
import { loadPatternEngine } from 'mcp-elicitation-core';
import { createCachedValidator, type Validator } from 'mcp-elicitation-core';
import { dateArb, dateTimeArb, emailArb, looseTextArb, propertyArb, requestedSchemaArb, uriArb } from '../support/schema-arbitraries';

// A zone whose offset changes with daylight saving time, for date-time answers.
process.env.TZ = 'Europe/Paris';

/** An independent ajv, set up from scratch, judging content against the schema as the server wrote it. */
// Own properties only: content answering a field named `toString` is judged on what it holds, not on the inherited function.
const referenceAjv = new Ajv2020({ strict: false, allErrors: true, logger: false, ownProperties: true });
(addFormats as unknown as { default: (a: Ajv2020) => void }).default(referenceAjv);
const referenceCache = new Map<string, ReturnType<Ajv2020['compile']>>();
function reference(schema: object) {
  const text = JSON.stringify(schema);
  let validate = referenceCache.get(text);
  if (!validate) referenceCache.set(text, (validate = referenceAjv.compile(schema)));
  return validate;
}

// Schemas with a `pattern` compile once the pattern engine is loaded, as the dialog's `ready()` does.
beforeAll(() => loadPatternEngine());

const validators: Array<[string, () => Validator]> = [
  ['ajv', () => createCachedValidator(createAjvValidator())],
  ['lite', () => createCachedValidator(createLiteValidator())],
];

/** What a user can put into the control of a field. */
function controlArb(field: Field): fc.Arbitrary<FormValue> {
  switch (field.kind) {
    case 'text': {
      const formatted = {
        email: emailArb,
        uri: uriArb,
        date: dateArb,
        'date-time': fc.oneof(
          dateTimeArb,
          fc.constantFrom('2026-03-01T09:30', '2026-03-29T02:30', '2026-10-25T02:30:15', '2026-02-30T10:00'),
        ),
      };
      const arb = field.format ? formatted[field.format] : looseTextArb;
      return fc.oneof(arb, looseTextArb, fc.constant(''), fc.constant(field.default ?? ''));
    }
    case 'number': {
      const near = [field.minimum, field.maximum].filter((v): v is number => v !== undefined).flatMap((n) => [n, n - 1, n + 1, n + 0.5]);
      return fc.oneof(
        fc.constantFrom(
          '',
          '0',
          '-0',
          '1',
          '1.5',
          ' 2 ',
          '1e3',
          '.5',
          '5.',
          'abc',
          '1,5',
          '0x10',
          'Infinity',
          '1e400',
          ...near.map(String),
        ),
        fc.integer({ min: -100, max: 100 }).map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map(String),
      );
    }
    case 'boolean':
      return fc.constantFrom(true, false, null);
    case 'select':
      return fc.oneof(fc.constantFrom('', ...field.options.map((o) => o.value)), looseTextArb);
    case 'multiSelect':
      return fc.oneof(
        fc.subarray(field.options.map((o) => o.value)),
        fc.array(fc.oneof(looseTextArb, fc.constantFrom(...field.options.map((o) => o.value))), { maxLength: 4 }),
      );
    case 'file':
      // Not made here: these requests are normalised without `files`.
      return fc.constant('');
  }
}

function formOf(params: unknown): FormModel | undefined {
  const model = normalizeRequest(params);
  return model.mode === 'form' ? model : undefined;
}

describe('the dialog never sends content the server’s schema rejects', () => {
  // Spec-valid schemas, and (second run) schemas with a few keywords off the spec.
  for (const offSpec of [false, true]) {
    for (const [name, make] of validators) {
      it(`${name} validator, ${offSpec ? 'with off-spec keywords' : 'spec schemas'}: every ok check is valid against the requested schema`, () => {
        const validator = make();
        const cases = requestedSchemaArb({ offSpec }).chain((requestedSchema) => {
          const model = formOf({ message: 'm', requestedSchema }) as FormModel;
          // Several answers per schema: compiling is what costs time.
          const answers = fc.array(fc.tuple(...model.fields.map(controlArb)), { minLength: 1, maxLength: 5 });
          return answers.map((answerList) => ({ requestedSchema, model, answerList }));
        });
        let accepted = 0;
        fc.assert(
          fc.property(cases, ({ requestedSchema, model, answerList }) => {
            const engine = createFormEngine(model, validator);
            for (const values of answerList) {
              const controls: Record<string, FormValue> = {};
              engine.names.forEach((control, i) => (controls[control] = values[i] as FormValue));
              const result = engine.check(controls);
              if (!result.ok) continue;
              accepted++;
              expect(model.canAccept).toBe(true);
              const validate = reference(requestedSchema);
              expect(validate(result.content), JSON.stringify(validate.errors)).toBe(true);
            }
          }),
          { numRuns: 150 },
        );
        // The property says nothing if nothing is ever accepted.
        expect(accepted).toBeGreaterThan(30);
      });
    }
  }
});

describe('hostile params never crash the dialog', () => {
  const junkProperty = fc.oneof(
    propertyArb({ offSpec: true }),
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(
        'type',
        'enum',
        'oneOf',
        'items',
        'anyOf',
        'default',
        'minimum',
        'minLength',
        'format',
        'pattern',
        '$ref',
        'allOf',
        'required',
        'properties',
        '__proto__',
        'constructor',
      ),
      fc.jsonValue(),
    ),
  );
  const requestLike = fc.record(
    {
      message: fc.oneof(fc.string(), fc.jsonValue()),
      mode: fc.constantFrom(undefined, 'form', 'url', 'other', 1),
      url: fc.oneof(fc.webUrl(), fc.jsonValue()),
      requestedSchema: fc.oneof(
        requestedSchemaArb({ offSpec: true }),
        fc.record(
          {
            type: fc.oneof(fc.constant('object'), fc.jsonValue()),
            $schema: fc.constantFrom('http://json-schema.org/draft-07/schema#', 'https://json-schema.org/draft/2020-12/schema', 'nope', 1),
            properties: fc.oneof(
              fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString')), junkProperty, { maxKeys: 5 }),
              fc.jsonValue(),
            ),
            required: fc.oneof(fc.array(fc.oneof(fc.string(), fc.jsonValue()), { maxLength: 4 }), fc.jsonValue()),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      ),
    },
    { requiredKeys: [] },
  );
  const params = fc.oneof(
    fc.anything(),
    fc.jsonValue(),
    requestLike,
    requestLike.map((r) => JSON.parse(JSON.stringify(r)) as unknown),
  );

  for (const [name, make] of validators) {
    it(`${name} validator: normalizeRequest, createFormEngine and check(defaultValues) never throw`, () => {
      const validator = make();
      fc.assert(
        fc.property(params, (p) => {
          const model = normalizeRequest(p);
          if (model.mode !== 'form') return;
          const engine = createFormEngine(model, validator);
          // The result itself may be anything (a blocked model has nothing to check); it must not throw.
          engine.check(engine.defaultValues);
        }),
        { numRuns: 400 },
      );
    });
  }

  it('a JSON text with __proto__ keys does not reach the prototype', () => {
    const p = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"a":{"type":"string","__proto__":{"minLength":1}}},"required":["__proto__"]}}',
    );
    for (const [, make] of validators) {
      const model = formOf(p) as FormModel;
      const engine = createFormEngine(model, make());
      expect(() => engine.check(engine.defaultValues)).not.toThrow();
      expect(({} as Record<string, unknown>).minLength).toBeUndefined();
    }
  });
});
