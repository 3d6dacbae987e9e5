import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFormEngine, type FormEngine } from 'mcp-elicitation-core';
import { localInputToRfc3339 } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { FormModel } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { defaultMessages } from 'mcp-elicitation-core';
import { loadPatternEngine } from 'mcp-elicitation-core';
import { createCachedValidator, type Validator } from 'mcp-elicitation-core';

// A zone with a non-zero offset that changes with daylight saving time.
process.env.TZ = 'Europe/Paris';

const fixtures = join(import.meta.dirname, '../fixtures');
const everything = JSON.parse(readFileSync(join(fixtures, 'server-everything-form.json'), 'utf8'));

/** An independent ajv, set up from scratch, to check what the engine sends against the schema as the server wrote it. */
const referenceAjv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as { default: (a: Ajv2020) => void }).default(referenceAjv);
function expectValidAgainstRequest(params: { requestedSchema: object }, content: unknown) {
  const validate = referenceAjv.compile(params.requestedSchema);
  expect(validate(content), JSON.stringify(validate.errors)).toBe(true);
}

function engineFor(params: unknown, validator: Validator = createCachedValidator(createAjvValidator())) {
  const model = normalizeRequest(params) as FormModel;
  return { model, engine: createFormEngine(model, validator) };
}

/** Sets controls by field key rather than control name. */
function byKey(engine: FormEngine, values: Record<string, unknown>) {
  const controls = { ...engine.defaultValues };
  engine.fields.forEach((field, i) => {
    if (field.key in values) controls[engine.names[i] as string] = values[field.key] as never;
  });
  return controls;
}

const params = (properties: Record<string, unknown>, required?: string[]) => ({
  message: 'm',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});

describe('content: defaults and omission', () => {
  it('server-everything: only the required name is needed, every default is sent exactly as written', () => {
    const { engine } = engineFor(everything);
    const result = engine.check(byKey(engine, { name: 'Ada Lovelace' }));
    expect(result).toEqual({
      ok: true,
      content: {
        name: 'Ada Lovelace',
        firstLine: 'It was a dark and stormy night.',
        integer: 42,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      },
    });
    if (result.ok) expectValidAgainstRequest(everything, result.content);
  });

  it('an untouched optional field without a default is omitted, never "", 0 or false', () => {
    const { engine } = engineFor(
      params({
        s: { type: 'string' },
        n: { type: 'number' },
        b: { type: 'boolean' },
        e: { type: 'string', enum: ['a'] },
        m: { type: 'array', items: { enum: ['a'] } },
      }),
    );
    expect(engine.check(engine.defaultValues)).toEqual({ ok: true, content: {} });
  });

  it('a required boolean can be answered false, and is false when left unticked', () => {
    const { engine } = engineFor(params({ agree: { type: 'boolean' } }, ['agree']));
    expect(engine.check(engine.defaultValues)).toEqual({ ok: true, content: { agree: false } });
    expect(engine.check(byKey(engine, { agree: true }))).toEqual({ ok: true, content: { agree: true } });
  });

  it('an optional boolean touched back to false is sent as false', () => {
    const { engine } = engineFor(params({ b: { type: 'boolean' } }));
    expect(engine.check(byKey(engine, { b: false }))).toEqual({ ok: true, content: { b: false } });
  });

  it('a default changed by the user sends the new value; cleared optional text is omitted', () => {
    const { engine } = engineFor(params({ s: { type: 'string', default: 'x' }, n: { type: 'integer', default: 3 } }));
    expect(engine.check(byKey(engine, { s: '', n: '7' }))).toEqual({ ok: true, content: { n: 7 } });
  });
});

describe('content: types', () => {
  it('numbers are numbers; integers reject decimals; text in a number field is reported', () => {
    const { engine } = engineFor(params({ i: { type: 'integer' }, n: { type: 'number' } }));
    expect(engine.check(byKey(engine, { i: ' 12 ', n: '-0.5' }))).toEqual({ ok: true, content: { i: 12, n: -0.5 } });
    expect(engine.check(byKey(engine, { i: '2.5', n: '1e3' }))).toEqual({ ok: false, errors: { f0: 'Enter a whole number' } });
    expect(engine.check(byKey(engine, { i: '12abc', n: '0x10' }))).toEqual({
      ok: false,
      errors: { f0: 'Enter a number', f1: 'Enter a number' },
    });
  });

  it('bounds give short human messages, one per field', () => {
    const { engine } = engineFor(
      params({ a: { type: 'integer', minimum: 1, maximum: 100 }, s: { type: 'string', minLength: 3, maxLength: 5 } }, ['a']),
    );
    expect(engine.check(byKey(engine, { a: '101', s: 'ab' }))).toEqual({
      ok: false,
      errors: { f0: 'Must be at most 100', f1: 'Must be at least 3 characters' },
    });
    expect(engine.check(byKey(engine, { a: '' }))).toEqual({ ok: false, errors: { f0: 'Required' } });
  });

  it('formats: email, uri, date', () => {
    const { engine } = engineFor(
      params({ e: { type: 'string', format: 'email' }, u: { type: 'string', format: 'uri' }, d: { type: 'string', format: 'date' } }),
    );
    expect(engine.check(byKey(engine, { e: 'nope', u: 'example.com', d: '2026-02-30' }))).toEqual({
      ok: false,
      errors: { f0: 'Enter an email address', f1: 'Enter a full web address, like https://example.com', f2: 'Enter a date' },
    });
    expect(engine.check(byKey(engine, { e: 'a@b.example', u: 'https://example.com/x', d: '2026-02-28' }))).toEqual({
      ok: true,
      content: { e: 'a@b.example', u: 'https://example.com/x', d: '2026-02-28' },
    });
  });

  it('date-time is RFC 3339 with the user’s offset at that date (winter and summer)', () => {
    const { engine } = engineFor(params({ t: { type: 'string', format: 'date-time' } }));
    expect(engine.check(byKey(engine, { t: '2026-01-15T09:30' }))).toEqual({ ok: true, content: { t: '2026-01-15T09:30:00+01:00' } });
    expect(engine.check(byKey(engine, { t: '2026-07-15T09:30:15' }))).toEqual({ ok: true, content: { t: '2026-07-15T09:30:15+02:00' } });
    expect(engine.check(byKey(engine, { t: 'tomorrow' }))).toEqual({ ok: false, errors: { f0: 'Enter a date and time' } });
  });

  it('a date-time default is shown in local time and sent back unchanged if left alone', () => {
    const { engine } = engineFor(params({ t: { type: 'string', format: 'date-time', default: '2026-01-15T08:30:00Z' } }));
    expect(Object.values(engine.defaultValues)).toEqual(['2026-01-15T09:30']);
    expect(engine.check(engine.defaultValues)).toEqual({ ok: true, content: { t: '2026-01-15T08:30:00Z' } });
  });

  it('a clock time skipped by daylight saving becomes a real instant', () => {
    // 02:30 on 29 March 2026 does not exist in Paris; it is 03:30 summer time.
    expect(localInputToRfc3339('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(localInputToRfc3339('2026-02-31T10:00')).toBeUndefined();
  });

  it('multi-select is a string array in the server’s option order, bounded by minItems/maxItems', () => {
    const { engine } = engineFor(params({ m: { type: 'array', items: { enum: ['a', 'b', 'c', 'd'] }, minItems: 1, maxItems: 2 } }, ['m']));
    expect(engine.check(byKey(engine, { m: ['c', 'a'] }))).toEqual({ ok: true, content: { m: ['a', 'c'] } });
    expect(engine.check(byKey(engine, { m: ['a', 'b', 'c'] }))).toEqual({ ok: false, errors: { f0: 'Choose at most 2' } });
    expect(engine.check(byKey(engine, { m: [] }))).toEqual({ ok: false, errors: { f0: 'Choose at least 1' } });
  });

  it('select sends only listed values', () => {
    const { engine } = engineFor(params({ s: { type: 'string', enum: ['a', 'b'] } }, ['s']));
    expect(engine.check(byKey(engine, { s: 'zzz' }))).toEqual({ ok: false, errors: { f0: 'Choose one of the options' } });
    expect(engine.check(byKey(engine, { s: '' }))).toEqual({ ok: false, errors: { f0: 'Choose an option' } });
  });

  it('keywords the server checks but the spec does not list (pattern) are still enforced', async () => {
    await loadPatternEngine();
    const { engine } = engineFor(params({ code: { type: 'string', pattern: '^[A-Z]{3}$' } }));
    expect(engine.check(byKey(engine, { code: 'abc' }))).toEqual({ ok: false, errors: { f0: 'This does not match the expected format' } });
    expect(engine.check(byKey(engine, { code: 'ABC' }))).toEqual({ ok: true, content: { code: 'ABC' } });
  });

  it('messages can be replaced', () => {
    const model = normalizeRequest(params({ a: { type: 'string' } }, ['a'])) as FormModel;
    const engine = createFormEngine(model, createAjvValidator(), { ...defaultMessages, required: () => 'Obligatoire' });
    expect(engine.check(engine.defaultValues)).toEqual({ ok: false, errors: { f0: 'Obligatoire' } });
  });
});

describe('validation: compile once, draft-07 when asked, broken schemas reported', () => {
  let compiles = 0;
  const counting: Validator = {
    compile(schema, dialect) {
      compiles++;
      return createAjvValidator().compile(schema, dialect);
    },
  };
  const cached = createCachedValidator(counting);
  beforeAll(() => {
    compiles = 0;
  });

  it('typing never recompiles, and the same schema sent again reuses the compiled function', () => {
    const { engine } = engineFor(everything, cached);
    for (const name of ['A', 'Ad', 'Ada']) engine.check(byKey(engine, { name }));
    const again = engineFor(JSON.parse(JSON.stringify(everything)), cached).engine;
    again.check(again.defaultValues);
    expect(compiles).toBe(1);
  });

  it('validates with draft-07 when $schema says so', () => {
    const draft7 = {
      message: 'm',
      requestedSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { n: { type: 'integer', maximum: 3 } },
      },
    };
    const { engine } = engineFor(draft7);
    expect(engine.check(byKey(engine, { n: '4' }))).toEqual({ ok: false, errors: { f0: 'Must be at most 3' } });
  });

  it('a schema ajv cannot compile blocks Accept with a message instead of throwing', () => {
    const { engine } = engineFor(params({ a: { type: 'string', $ref: '#/nowhere' } }));
    expect(engine.prepare()).toMatch(/could not be read/);
    expect(engine.check(engine.defaultValues)).toMatchObject({ ok: false, formError: expect.stringMatching(/could not be read/) });
  });
});

describe('content: a blocked request never yields content', () => {
  it('check refuses when the normaliser said the request cannot be answered', () => {
    const { model, engine } = engineFor(params({ addr: { type: 'object' } }, ['addr']));
    expect(model.canAccept).toBe(false);
    expect(engine.check(engine.defaultValues)).toEqual({ ok: false, errors: {}, formError: expect.stringMatching(/cannot be answered/) });
  });
});
