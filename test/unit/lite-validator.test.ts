import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFormEngine } from '../../packages/mcp-elicitation-core/src/form/engine';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { FormModel, SchemaDialect } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';
import { isSafePattern } from 'mcp-elicitation-core';
import { loadPatternEngine } from 'mcp-elicitation-core';
import { defaultMessages } from 'mcp-elicitation-core';
import type { ValidationIssue } from 'mcp-elicitation-core';
import {
  contentArb,
  dateArb,
  dateTimeArb,
  emailArb,
  looseTextArb,
  requestedSchemaArb,
  SAFE_PATTERNS,
  uriArb,
} from '../support/schema-arbitraries';

// Schemas with a `pattern` compile once the linear-time pattern engine is loaded.
beforeAll(() => loadPatternEngine());

const ajv = createAjvValidator();
const lite = createLiteValidator();
const object = (properties: Record<string, unknown>, required?: string[]) => ({
  type: 'object',
  properties,
  ...(required ? { required } : {}),
});
const both = (schema: Record<string, unknown>, data: unknown, dialect: SchemaDialect = '2020-12') => ({
  ajv: ajv.compile(schema, dialect)(data),
  lite: lite.compile(schema, dialect)(data),
});
const keys = (issues: ValidationIssue[]) => [...new Set(issues.map((i) => i.key))].sort();

describe('lite validator: the same issues as ajv, keyword by keyword', () => {
  const cases: Array<[string, Record<string, unknown>, unknown]> = [
    ['required, missing', object({ a: { type: 'string' } }, ['a']), {}],
    ['required, two missing, in order', object({ a: { type: 'string' }, b: { type: 'number' } }, ['b', 'a']), {}],
    ['type of the whole object', object({}), []],
    ['string type', object({ a: { type: 'string' } }), { a: 5 }],
    ['string with keywords, wrong type', object({ a: { type: 'string', minLength: 2 } }), { a: 5 }],
    ['integer, fraction and below the minimum', object({ a: { type: 'integer', minimum: 5 } }), { a: 1.5 }],
    ['number, above the maximum', object({ a: { type: 'number', maximum: 5 } }), { a: 6 }],
    ['exclusive bounds', object({ a: { type: 'number', exclusiveMinimum: 1, exclusiveMaximum: 1 } }), { a: 1 }],
    ['multipleOf, floating point', object({ a: { type: 'number', multipleOf: 0.1 } }), { a: 0.3 }],
    ['minLength counts code points', object({ a: { type: 'string', minLength: 2 } }), { a: '😀' }],
    ['maxLength counts code points', object({ a: { type: 'string', maxLength: 2 } }), { a: '😀😀' }],
    ['a lone surrogate counts once', object({ a: { type: 'string', maxLength: 1 } }), { a: '\uD800a' }],
    ['email', object({ a: { type: 'string', format: 'email' } }), { a: 'ada@' }],
    ['date on 29 February of a common year', object({ a: { type: 'string', format: 'date' } }), { a: '2026-02-29' }],
    ['date-time without a time zone', object({ a: { type: 'string', format: 'date-time' } }), { a: '2026-03-01T09:30:00' }],
    ['uri without a scheme', object({ a: { type: 'string', format: 'uri' } }), { a: 'example.com' }],
    ['enum, untyped', object({ a: { enum: ['x', 'y'] } }), { a: 'z' }],
    ['enum and type, wrong type', object({ a: { type: 'string', enum: ['x'], minLength: 3 } }), { a: 5 }],
    [
      'titled single select',
      object({
        a: {
          type: 'string',
          oneOf: [
            { const: 'x', title: 'X' },
            { const: 'y', title: 'Y' },
          ],
        },
      }),
      { a: 'z' },
    ],
    ['oneOf with a repeated option', object({ a: { type: 'string', oneOf: [{ const: 'x' }, { const: 'x' }] } }), { a: 'x' }],
    ['oneOf with three equal options', object({ a: { oneOf: [{ const: 'x' }, { const: 'x' }, { const: 'x' }] } }), { a: 'x' }],
    ['anyOf', object({ a: { anyOf: [{ const: 'x' }, { const: 'y' }] } }), { a: 'z' }],
    [
      'multi select, items.enum',
      object({ a: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, minItems: 1, maxItems: 1 } }),
      { a: ['x', 'q', 1] },
    ],
    ['multi select, items.anyOf', object({ a: { type: 'array', items: { anyOf: [{ const: 'x' }] } } }), { a: ['x', 'y'] }],
    ['too few items', object({ a: { type: 'array', items: { enum: ['x'] }, minItems: 2 } }), { a: [] }],
    ['uniqueItems by value', object({ a: { type: 'array', items: { type: 'string' }, uniqueItems: true } }), { a: ['a', 'b', 'a'] }],
    ['uniqueItems deep', object({ a: { type: 'array', uniqueItems: true } }), { a: [{ x: [1] }, 2, { x: [1] }] }],
    [
      'uniqueItems skips items of the wrong type',
      object({ a: { type: 'array', items: { type: 'string' }, uniqueItems: true } }),
      { a: [1, 1] },
    ],
    ['nullable', object({ a: { type: 'string', nullable: true, minLength: 1 } }), { a: null }],
    ['type list', object({ a: { type: ['string', 'null'], minLength: 2 } }), { a: 5 }],
    ['false schema', object({ a: false }), { a: 1 }],
    ['pattern', object({ a: { type: 'string', pattern: '^[a-z]+$' } }), { a: 'A' }],
    ['an inherited name is not an answer (own properties only)', object({ toString: { type: 'string' } }, ['toString']), {}],
    ['an optional inherited name left out is valid', object({ constructor: { type: 'string' }, valueOf: { type: 'number' } }), {}],
    ['keywords of another type are checked on that type', object({ a: { type: 'string', minimum: 3 } }), { a: 1 }],
  ];
  for (const [name, schema, data] of cases) {
    it(name, () => {
      const result = both(schema, data);
      expect(result.lite).toEqual(result.ajv);
    });
  }

  it('draft-07 schemas are read the same way', () => {
    const schema = object({ a: { type: 'integer', exclusiveMaximum: 3 }, b: { type: 'string', format: 'date' } }, ['a', 'b']);
    const result = both(schema, { a: 3, b: '2024-02-30' }, 'draft-07');
    expect(result.lite).toEqual(result.ajv);
    expect(result.lite.map((i) => i.keyword)).toEqual(['exclusiveMaximum', 'format']);
  });

  it('accepts valid content with no issues', () => {
    const schema = object(
      {
        name: { type: 'string', minLength: 1, title: 'Name', 'x-ui': 'big' },
        when: { type: 'string', format: 'date-time' },
        pick: { type: 'string', enum: ['a', 'b'], enumNames: ['A', 'B'] },
        many: { type: 'array', items: { anyOf: [{ const: 'x', title: 'X' }] }, maxItems: 1 },
        n: { type: 'integer', minimum: 0, default: 1 },
      },
      ['name'],
    );
    expect(lite.compile(schema, '2020-12')({ name: 'Ada', when: '2016-12-31T23:59:60Z', pick: 'b', many: ['x'], n: 0 })).toEqual([]);
  });
});

describe('lite validator: formats match ajv-formats', () => {
  const formats = { email: emailArb, uri: uriArb, date: dateArb, 'date-time': dateTimeArb } as const;
  for (const [format, arb] of Object.entries(formats)) {
    it(`${format}: the same verdict on every generated string`, () => {
      const schema = object({ v: { type: 'string', format } });
      const a = ajv.compile(schema, '2020-12');
      const l = lite.compile(schema, '2020-12');
      fc.assert(
        fc.property(fc.oneof(arb, looseTextArb), (value) => {
          expect(l({ v: value })).toEqual(a({ v: value }));
        }),
        { numRuns: 400 },
      );
    });
  }

  it('dates: leap years and month lengths', () => {
    const validate = lite.compile(object({ d: { type: 'string', format: 'date' } }), '2020-12');
    const ok = (d: string) => validate({ d }).length === 0;
    expect(['2024-02-29', '2000-02-29', '2026-04-30', '2026-12-31'].every(ok)).toBe(true);
    expect(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01'].some(ok)).toBe(false);
  });
});

describe('lite validator: refuses what it cannot check', () => {
  const refused: Array<[string, Record<string, unknown>]> = [
    ['$ref', object({ a: { $ref: '#/$defs/x' } })],
    ['allOf', object({ a: { allOf: [{ type: 'string' }] } })],
    ['not', object({ a: { not: { const: 'x' } } })],
    ['if', object({ a: { if: { const: 'x' }, then: { minLength: 2 } } })],
    ['additionalProperties at the top', { ...object({}), additionalProperties: false }],
    ['items as a list', object({ a: { type: 'array', items: [{ type: 'string' }] } })],
    ['an unknown type', object({ a: { type: 'text' } })],
    ['a malformed bound', object({ a: { type: 'string', minLength: -1 } })],
    ['nullable without type', object({ a: { nullable: true } })],
    ['an invalid pattern', object({ a: { type: 'string', pattern: '(' } })],
    ['a refused keyword deep inside oneOf', object({ a: { oneOf: [{ const: 'x' }, { $ref: '#' }] } })],
  ];
  for (const [name, schema] of refused) {
    it(name, () => {
      expect(() => lite.compile(schema, '2020-12')).toThrow(/lite validator/);
    });
  }

  it('ignores annotations and unknown keywords, as ajv with strict: false does', () => {
    const schema = object({
      a: {
        type: 'string',
        title: 'A',
        description: 'd',
        default: 'x',
        examples: ['y'],
        'x-foo': 1,
        enumNames: [],
        format: 'hostname',
        $comment: 'c',
      },
    });
    expect(lite.compile(schema, '2020-12')({ a: 'not a host name' })).toEqual([]);
    expect(ajv.compile(schema, '2020-12')({ a: 'not a host name' })).toEqual([]);
  });
});

describe('lite validator: the one deliberate difference from ajv', () => {
  it('finds duplicate "__proto__" items, which ajv’s fast path misses', () => {
    const schema = object({ a: { type: 'array', items: { type: 'string' }, uniqueItems: true } });
    const data = { a: ['__proto__', '__proto__'] };
    expect(ajv.compile(schema, '2020-12')(data)).toEqual([]);
    expect(lite.compile(schema, '2020-12')(data)).toEqual([{ key: 'a', keyword: 'uniqueItems', params: { i: 0, j: 1 } }]);
  });
});

describe('lite validator: differential test against ajv', () => {
  it('agrees with ajv on random schemas and near-valid content: validity, failing keys and issues', () => {
    // Several contents per schema: compiling with ajv is what costs time.
    const cases = requestedSchemaArb({ offSpec: true }).chain((schema) =>
      fc.array(contentArb(schema), { minLength: 1, maxLength: 6 }).map((contents) => ({ schema, contents })),
    );
    const dialect = fc.constantFrom<SchemaDialect>('2020-12', 'draft-07');
    fc.assert(
      fc.property(cases, dialect, ({ schema, contents }, d) => {
        const byAjv = ajv.compile(schema, d);
        const byLite = lite.compile(schema, d);
        for (const content of contents) {
          const expected = byAjv(content);
          const actual = byLite(content);
          expect(actual.length === 0).toBe(expected.length === 0);
          expect(keys(actual)).toEqual(keys(expected));
          // Stronger than asked: the same issues in the same order, so the first message per field matches.
          expect(actual).toEqual(expected);
        }
      }),
      { numRuns: 250 },
    );
  });
});

describe('patterns: what the linear-time engine cannot run is refused, with the reason', () => {
  const refused: Array<[string, string]> = [
    ['(a)\\1', 'back-reference'],
    ['(?<n>a)\\k<n>', 'back-reference'],
    ['^(?!-)[a-z-]+$', 'lookaround'],
    ['(?<=a)b', 'lookaround'],
    ['a{1001}', 'repeat-too-large'],
    ['[', 'invalid'],
    ['x'.repeat(1001), 'too-long'],
  ];
  for (const [pattern, reason] of refused) {
    it(`refuses ${pattern.slice(0, 20)} in both validators: ${reason}`, () => {
      expect(isSafePattern(pattern)).toEqual({ safe: false, reason });
      const schema = object({ a: { type: 'string', pattern } });
      expect(() => lite.compile(schema, '2020-12')).toThrow(`Pattern refused: ${reason}.`);
      expect(() => ajv.compile(schema, '2020-12')).toThrow(`Pattern refused: ${reason}.`);
    });
  }

  it('accepts common patterns, backtracking-prone ones included (they run in linear time)', () => {
    for (const pattern of [
      ...SAFE_PATTERNS,
      '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$',
      '^\\+?[0-9 ]{7,15}$',
      '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
      '^#?([a-f0-9]{6}|[a-f0-9]{3})$',
      '^(a+)+$',
      '^(\\w+\\s?)*$',
    ]) {
      expect(isSafePattern(pattern), pattern).toEqual({ safe: true });
    }
  });

  it('patterns give the same results in both validators as JavaScript’s own RegExp, long strings included', () => {
    const compiled = new Map(
      SAFE_PATTERNS.map((pattern) => {
        const schema = object({ a: { type: 'string', pattern } });
        return [pattern, { ajv: ajv.compile(schema, '2020-12'), lite: lite.compile(schema, '2020-12') }] as const;
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...SAFE_PATTERNS),
        fc.oneof(looseTextArb, fc.constantFrom('abc', 'Abc Def', '123-4567', '1.22.3.4', 'foobar', 'a@b', 'éé', 'a'.repeat(6000))),
        (pattern, value) => {
          const validate = compiled.get(pattern);
          const issues = validate?.lite({ a: value });
          expect(issues).toEqual(validate?.ajv({ a: value }));
          expect(issues?.length === 0).toBe(new RegExp(pattern, 'u').test(value));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('lite validator: fit for a strict Content-Security-Policy', () => {
  it('its sources never generate code', () => {
    for (const file of [
      'validation/lite-validator.ts',
      'validation/formats.ts',
      'schema/pattern-syntax.ts',
      'validation/pattern-engine.ts',
    ]) {
      const source = readFileSync(join(import.meta.dirname, '../../packages/mcp-elicitation-core/src', file), 'utf8');
      expect(source, file).not.toMatch(/new Function\s*\(|\beval\s*\(/);
    }
  });

  it('a schema it refuses blocks Accept through the engine, for both validators', () => {
    // The normaliser leaves top-level refused patterns out; one nested in `items` reaches the validator.
    const model = normalizeRequest({
      message: 'm',
      requestedSchema: object({ codes: { type: 'array', items: { enum: ['aaa'], pattern: '^(a)\\1$' } } }),
    }) as FormModel;
    for (const validator of [lite, ajv]) {
      const engine = createFormEngine(model, validator);
      expect(engine.prepare()).toBe(defaultMessages.schemaError());
      expect(engine.check({ f0: ['aaa'] })).toEqual({ ok: false, errors: {}, formError: defaultMessages.schemaError() });
      // Worded by the messages given, in any language.
      const german = createFormEngine(model, validator, { ...defaultMessages, schemaError: () => 'Regeln unlesbar' });
      expect(german.prepare()).toBe('Regeln unlesbar');
    }
  });
});
