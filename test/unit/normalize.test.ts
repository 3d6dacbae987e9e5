import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/locales/english';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { FormModel, SchemaIssue } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';

const fixtures = join(import.meta.dirname, '../fixtures');
const readJson = (path: string) => JSON.parse(readFileSync(join(fixtures, path), 'utf8'));
const VERSIONS = ['2025-06-18', '2025-11-25', '2026-07-28'] as const;

function form(params: unknown): FormModel {
  const model = normalizeRequest(params);
  if (model.mode !== 'form') throw new Error('expected a form model');
  return model;
}

const schemaOf = (properties: Record<string, unknown>, required?: string[]) => ({
  message: 'm',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});

const codes = (issues: SchemaIssue[]) => issues.map((i) => `${i.severity}:${i.code}${i.key === undefined ? '' : `:${i.key}`}`);

describe('normalizeRequest: the official examples', () => {
  const dir = join(fixtures, 'spec/2026-07-28/examples/ElicitRequestFormParams');
  for (const file of readdirSync(dir)) {
    it(`normalises ${file} without issues`, () => {
      const params = readJson(`spec/2026-07-28/examples/ElicitRequestFormParams/${file}`);
      const model = form(params);
      expect(model.issues).toEqual([]);
      expect(model.canAccept).toBe(true);
      expect(model.fields.map((f) => f.key)).toEqual(Object.keys(params.requestedSchema.properties));
    });
  }

  it('reads the contact-information example field by field', () => {
    const model = form(readJson('spec/2026-07-28/examples/ElicitRequestFormParams/elicit-multiple-fields.json'));
    expect(model.message).toBe('Please provide your contact information');
    expect(model.fields).toEqual([
      { key: 'name', label: 'name', description: 'Your full name', required: true, kind: 'text' },
      { key: 'email', label: 'email', description: 'Your email address', required: true, kind: 'text', format: 'email' },
      { key: 'age', label: 'age', description: 'Your age', required: false, kind: 'number', integer: false, minimum: 18 },
    ]);
  });

  it('takes the params of the elicitation inside an InputRequiredResult (2026-07-28)', () => {
    const result = readJson(
      'spec/2026-07-28/examples/InputRequiredResult/input-required-result-with-elicitation-and-sampling-and-request-state.json',
    );
    const model = form(result.inputRequests.github_login.params);
    expect(model.fields).toEqual([{ key: 'name', label: 'name', required: true, kind: 'text' }]);
  });

  it('recognises URL mode', () => {
    const model = normalizeRequest(readJson('spec/2026-07-28/examples/ElicitRequestURLParams/elicit-sensitive-data.json'));
    expect(model.mode).toBe('url');
    if (model.mode === 'url') expect(model.url).toMatch(/^https:\/\//);
  });
});

describe('normalizeRequest: every field kind of every spec version', () => {
  // One property of each kind each version allows; each is first checked against that version's
  // official schema, so the test cannot drift from the spec.
  const perVersion: Record<(typeof VERSIONS)[number], Record<string, unknown>> = {
    '2025-06-18': {
      text: { type: 'string', title: 'Text', minLength: 1, maxLength: 10 },
      email: { type: 'string', format: 'email' },
      uri: { type: 'string', format: 'uri' },
      date: { type: 'string', format: 'date' },
      when: { type: 'string', format: 'date-time' },
      count: { type: 'integer', minimum: 0, maximum: 5 },
      ratio: { type: 'number', minimum: 0.5 },
      ok: { type: 'boolean', default: true },
      pick: { type: 'string', enum: ['a', 'b'] },
      named: { type: 'string', enum: ['a', 'b'], enumNames: ['Alpha', 'Beta'] },
    },
    '2025-11-25': {
      text: { type: 'string', default: 'hi' },
      count: { type: 'integer', default: 3 },
      titled: {
        type: 'string',
        oneOf: [
          { const: 'x', title: 'Ex' },
          { const: 'y', title: 'Why' },
        ],
        default: 'y',
      },
      many: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, minItems: 1, maxItems: 2, default: ['a'] },
      manyTitled: {
        type: 'array',
        items: {
          anyOf: [
            { const: 'a', title: 'A' },
            { const: 'b', title: 'B' },
          ],
        },
      },
    },
    '2026-07-28': {
      text: { type: 'string', format: 'email', default: 'a@b.example' },
      legacy: { type: 'string', enum: ['1', '2'], enumNames: ['One', 'Two'], default: '2' },
    },
  };

  for (const version of VERSIONS) {
    it(`${version}: the request is valid per the official schema and every property becomes a field`, () => {
      const spec = readJson(`spec/${version}/schema.json`);
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      for (const [name, def] of Object.entries(spec.definitions ?? spec.$defs)) ajv.addSchema(def as object, `#/definitions/${name}`);
      const params = { message: 'Fill in', requestedSchema: { type: 'object', properties: perVersion[version] } };
      const defs = spec.definitions ?? spec.$defs;
      const paramsSchema = defs.ElicitRequestFormParams ?? defs.ElicitRequest.properties.params;
      const validate = new Ajv2020({ strict: false, validateFormats: false }).compile({
        ...paramsSchema,
        $defs: defs,
        definitions: defs,
      });
      expect(validate(params), JSON.stringify(validate.errors)).toBe(true);
      const model = form(params);
      expect(codes(model.issues)).toEqual([]);
      expect(model.fields.map((f) => f.key)).toEqual(Object.keys(perVersion[version]));
    });
  }

  it('maps each kind, option list, bound and default', () => {
    const model = form(schemaOf({ ...perVersion['2025-06-18'], ...perVersion['2025-11-25'] }, ['email']));
    const byKey = Object.fromEntries(model.fields.map((f) => [f.key, f]));
    // The 2025-11-25 `text` (with a default, no title) replaces the 2025-06-18 one in this merge.
    expect(byKey.text).toMatchObject({ kind: 'text', label: 'text', default: 'hi' });
    expect(byKey.email).toMatchObject({ kind: 'text', format: 'email', required: true });
    expect(byKey.when).toMatchObject({ kind: 'text', format: 'date-time', required: false });
    expect(byKey.count).toEqual({ key: 'count', label: 'count', required: false, kind: 'number', integer: true, default: 3 });
    expect(byKey.ratio).toMatchObject({ kind: 'number', integer: false, minimum: 0.5 });
    expect(byKey.ok).toMatchObject({ kind: 'boolean', default: true });
    expect(byKey.pick).toMatchObject({
      kind: 'select',
      options: [
        { value: 'a', label: 'a' },
        { value: 'b', label: 'b' },
      ],
    });
    expect(byKey.named).toMatchObject({
      kind: 'select',
      options: [
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
      ],
    });
    expect(byKey.titled).toMatchObject({
      kind: 'select',
      default: 'y',
      options: [
        { value: 'x', label: 'Ex' },
        { value: 'y', label: 'Why' },
      ],
    });
    expect(byKey.many).toMatchObject({ kind: 'multiSelect', minItems: 1, maxItems: 2, default: ['a'] });
    expect(byKey.manyTitled).toMatchObject({
      kind: 'multiSelect',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    });
  });

  it('keeps property order, including keys that look like numbers in the order JSON gives them', () => {
    const params = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"zeta":{"type":"string"},"alpha":{"type":"string"},"mid":{"type":"boolean"}}}}',
    );
    expect(form(params).fields.map((f) => f.key)).toEqual(['zeta', 'alpha', 'mid']);
  });

  it('accepts an absent mode as form mode and reads the draft-07 dialect', () => {
    const model = form({
      message: 'm',
      requestedSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} },
    });
    expect(model.dialect).toBe('draft-07');
    expect(model.fields).toEqual([]);
    expect(model.canAccept).toBe(true);
    expect(form(schemaOf({})).dialect).toBe('2020-12');
  });
});

describe('normalizeRequest: the server-everything form', () => {
  const params = readJson('server-everything-form.json');
  const model = form(params);

  it('has no issues and keeps all 13 fields in order', () => {
    expect(model.issues).toEqual([]);
    expect(model.fields.map((f) => f.key)).toEqual(Object.keys(params.requestedSchema.properties));
  });

  it.each([
    ['name', { kind: 'text', label: 'String', required: true, description: 'Your full, legal name' }],
    ['check', { kind: 'boolean', label: 'Boolean', required: false }],
    ['firstLine', { kind: 'text', default: 'It was a dark and stormy night.' }],
    ['email', { kind: 'text', format: 'email' }],
    ['homepage', { kind: 'text', format: 'uri' }],
    ['birthdate', { kind: 'text', format: 'date' }],
    ['integer', { kind: 'number', integer: true, minimum: 1, maximum: 100, default: 42 }],
    ['number', { kind: 'number', integer: false, minimum: 0, maximum: 1000, default: 3.14 }],
    ['untitledSingleSelectEnum', { kind: 'select', default: 'Monica' }],
    ['untitledMultipleSelectEnum', { kind: 'multiSelect', minItems: 1, maxItems: 3, default: ['Guitar'] }],
    [
      'titledSingleSelectEnum',
      {
        kind: 'select',
        default: 'hero-1',
        options: [
          { value: 'hero-1', label: 'Superman' },
          { value: 'hero-2', label: 'Green Lantern' },
          { value: 'hero-3', label: 'Wonder Woman' },
        ],
      },
    ],
    [
      'titledMultipleSelectEnum',
      {
        kind: 'multiSelect',
        default: ['fish-1'],
        options: [
          { value: 'fish-1', label: 'Tuna' },
          { value: 'fish-2', label: 'Salmon' },
          { value: 'fish-3', label: 'Trout' },
        ],
      },
    ],
    [
      'legacyTitledEnum',
      {
        kind: 'select',
        default: 'pet-1',
        options: [
          { value: 'pet-1', label: 'Cats' },
          { value: 'pet-2', label: 'Dogs' },
          { value: 'pet-3', label: 'Birds' },
          { value: 'pet-4', label: 'Fish' },
          { value: 'pet-5', label: 'Reptiles' },
        ],
      },
    ],
  ])('%s', (key, expected) => {
    expect(model.fields.find((f) => f.key === key)).toMatchObject(expected);
  });
});

describe('normalizeRequest: off-spec input gives issues, never throws', () => {
  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['an array', []],
    ['a number', 42],
  ])('params that are %s', (_name, params) => {
    const model = normalizeRequest(params);
    expect(model.mode).toBe('form');
    if (model.mode !== 'form') return;
    expect(model.canAccept).toBe(false);
    expect(codes(model.issues)).toEqual(['error:invalid-params']);
  });

  it('a missing or non-object requestedSchema blocks Accept', () => {
    expect(codes(form({ message: 'm' }).issues)).toEqual(['error:invalid-schema']);
    expect(codes(form({ message: 'm', requestedSchema: 'x' }).issues)).toEqual(['error:invalid-schema']);
    expect(form({ message: 'm', requestedSchema: { type: 'array', properties: {} } }).canAccept).toBe(false);
  });

  it('a non-string message is reported and shown as empty', () => {
    const model = form({ message: { html: '<b>' }, requestedSchema: { type: 'object', properties: {} } });
    expect(model.message).toBe('');
    expect(codes(model.issues)).toEqual(['warning:invalid-message']);
  });

  it('an unknown mode blocks Accept', () => {
    expect(codes(form({ mode: 'telepathy', message: 'm', requestedSchema: { type: 'object', properties: {} } }).issues)).toEqual([
      'error:unsupported-mode',
    ]);
  });

  it('unrenderable optional properties are left out with a warning; required ones block Accept', () => {
    const model = form(
      schemaOf(
        {
          nested: { type: 'object', properties: { a: { type: 'string' } } },
          rows: { type: 'array', items: { type: 'object' } },
          free: { type: 'array', items: { type: 'string' } },
          mystery: { type: 'tuple' },
          untyped: {},
          nullable: { type: ['string', 'null'] },
          numbers: { type: 'string', enum: [1, 2] },
          weird: 'not an object',
          fine: { type: 'string' },
        },
        ['rows'],
      ),
    );
    expect(model.fields.map((f) => f.key)).toEqual(['fine']);
    expect(codes(model.issues)).toEqual([
      'warning:nested-object:nested',
      'error:array-of-objects:rows',
      'warning:unsupported-type:free',
      'warning:unsupported-type:mystery',
      'warning:unsupported-type:untyped',
      'warning:unsupported-type:nullable',
      'warning:non-string-enum:numbers',
      'warning:unsupported-type:weird',
    ]);
    expect(model.canAccept).toBe(false);
    expect(Object.keys(model.schema.properties as object)).toEqual(['fine']);
  });

  it('__proto__ never becomes a field or reaches the validation schema; constructor does', () => {
    const params = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"string"},"ok":{"type":"string","__proto__":{"polluted":true}}},"required":["constructor"]}}',
    );
    const model = form(params);
    expect(model.fields.map((f) => f.key)).toEqual(['constructor', 'ok']);
    // Optional, so it is left out with a warning and the rest can still be answered.
    expect(codes(model.issues)).toEqual(['warning:unsafe-key:__proto__']);
    expect(model.canAccept).toBe(true);
    expect(Object.keys(model.schema.properties as object)).toEqual(['constructor', 'ok']);
    expect(model.schema.required).toEqual(['constructor']);
    expect(Object.getPrototypeOf((model.schema.properties as Record<string, object>).ok)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a required key that is never described blocks Accept', () => {
    const model = form(schemaOf({ a: { type: 'string' } }, ['a', 'ghost']));
    expect(codes(model.issues)).toEqual(['error:unknown-required:ghost']);
    expect(model.canAccept).toBe(false);
  });

  it('keywords of the wrong type are ignored and kept from the validator', () => {
    const model = form(
      schemaOf({ n: { type: 'number', minimum: '5', maximum: 10 }, s: { type: 'string', format: 'phone', maxLength: -1 } }),
    );
    expect(model.fields[0]).toMatchObject({ kind: 'number', maximum: 10 });
    expect(model.fields[0]).not.toHaveProperty('minimum');
    expect(model.fields[1]).not.toHaveProperty('format');
    expect(model.schema.properties).toEqual({ n: { type: 'number', maximum: 10 }, s: { type: 'string' } });
    expect(codes(model.issues)).toEqual(['warning:invalid-keyword:n', 'warning:invalid-keyword:s', 'warning:invalid-keyword:s']);
  });

  it('defaults that break their own field are reported and not filled in', () => {
    const model = form(
      schemaOf({
        a: { type: 'string', enum: ['x'], default: 'y' },
        b: { type: 'integer', minimum: 1, default: 0 },
        c: { type: 'integer', default: 1.5 },
        d: { type: 'boolean', default: 'yes' },
        e: { type: 'array', items: { enum: ['p'] }, default: ['q'] },
        f: { type: 'string', maxLength: 2, default: 'long' },
      }),
    );
    expect(model.fields.every((f) => f.default === undefined)).toBe(true);
    expect(codes(model.issues)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => `warning:invalid-default:${k}`));
    expect(model.canAccept).toBe(true);
  });

  it('bounds that no value can meet are reported (blocking only when required)', () => {
    const model = form(
      schemaOf({ a: { type: 'number', minimum: 5, maximum: 1 }, b: { type: 'integer', minimum: 1.2, maximum: 1.8 } }, ['b']),
    );
    expect(codes(model.issues)).toEqual(['warning:invalid-keyword:a', 'error:invalid-keyword:b']);
  });

  it('repeated choices are merged', () => {
    const model = form(schemaOf({ a: { type: 'string', enum: ['x', 'x', 'y'] } }));
    expect(model.fields[0]).toMatchObject({ options: [{ value: 'x' }, { value: 'y' }] });
    expect(codes(model.issues)).toEqual(['warning:invalid-keyword:a']);
  });

  it('an unknown $schema falls back to 2020-12 with a warning', () => {
    const model = form({ message: 'm', requestedSchema: { $schema: 'https://example.com/mine', type: 'object', properties: {} } });
    expect(model.dialect).toBe('2020-12');
    expect(codes(model.issues)).toEqual(['warning:unsupported-dialect']);
  });

  it('deeply nested junk is cut off instead of overflowing the stack', () => {
    let deep: Record<string, unknown> = {};
    const top = deep;
    for (let i = 0; i < 20_000; i++) deep = (deep.x = {}) as Record<string, unknown>;
    const model = form(schemaOf({ a: { type: 'string', 'x-junk': top } }));
    expect(model.fields).toHaveLength(1);
    expect(() => JSON.stringify(model.schema)).not.toThrow();
  });

  it('a URL request without a URL is an error', () => {
    const model = normalizeRequest({ mode: 'url', message: 'Go' });
    expect(model.mode).toBe('url');
    expect(codes(model.issues)).toEqual(['error:invalid-params']);
  });
});

describe('normalizeRequest: fields that ask for secrets', () => {
  it.each([
    ['password', { type: 'string' }],
    ['apiKey', { type: 'string' }],
    ['github_token', { type: 'string' }],
    ['pin', { type: 'integer' }],
    ['card', { type: 'string', title: 'Credit card number' }],
    ['code', { type: 'string', description: 'The security code on the back of your card' }],
  ])('%s is flagged, masked and warned about', (key, def) => {
    const model = form(schemaOf({ [key]: def }));
    expect(model.fields[0]?.sensitive).toBe(true);
    expect(codes(model.issues)).toEqual([`warning:sensitive-field:${key}`]);
    expect(model.canAccept).toBe(true);
  });

  it.each([
    ['maxTokens', { type: 'integer' }],
    ['spinner', { type: 'boolean' }],
    ['integer', { type: 'integer', description: 'Your favorite integer (do not give us your phone number, pin, or other sensitive info)' }],
    ['passenger', { type: 'string' }],
    ['authorName', { type: 'string', title: 'Author' }],
  ])('%s is not flagged', (key, def) => {
    const model = form(schemaOf({ [key]: def }));
    expect(model.fields[0]?.sensitive).toBeUndefined();
    expect(model.issues).toEqual([]);
  });
});

describe('normalizeRequest: patterns, inherited names and lengths', () => {
  it('a pattern the linear-time engine cannot run leaves its field out, with the reason', () => {
    const model = form(
      schemaOf({ code: { type: 'string', pattern: '^(a)\\1$' }, ok: { type: 'string', pattern: '^[A-Z]{3}$' } }, ['code']),
    );
    expect(model.fields.map((f) => f.key)).toEqual(['ok']);
    expect(codes(model.issues)).toEqual(['error:unsafe-pattern:code']);
    expect(model.issues[0]?.params).toEqual({ pattern: 'back-reference' });
    expect(english.texts.issue(model.issues[0] as SchemaIssue)).toBe(
      '“code” asks for a text check this page cannot run (it uses a back-reference), so it is left out.',
    );
    expect(model.schema.properties).toEqual({ ok: { type: 'string', pattern: '^[A-Z]{3}$' } });
  });

  it('a malformed pattern is ignored', () => {
    const model = form(schemaOf({ a: { type: 'string', pattern: 42 } }));
    expect(model.schema.properties).toEqual({ a: { type: 'string' } });
    expect(codes(model.issues)).toEqual(['warning:invalid-keyword:a']);
  });

  it('names inherited from Object.prototype are ordinary fields', () => {
    // Content is built and validated on own properties, so these can be answered like any other.
    const model = form(schemaOf({ toString: { type: 'string' }, valueOf: { type: 'number' }, name: { type: 'string' } }, ['valueOf']));
    expect(model.fields.map((f) => f.key)).toEqual(['toString', 'valueOf', 'name']);
    expect(codes(model.issues)).toEqual([]);
    expect(model.canAccept).toBe(true);
    expect(model.schema.required).toEqual(['valueOf']);
    expect(form(schemaOf({ prototype: { type: 'string' } })).fields.map((f) => f.key)).toEqual(['prototype']);
  });

  it('default lengths are counted in code points, as JSON Schema counts them', () => {
    const model = form(
      schemaOf({ a: { type: 'string', minLength: 2, default: '😀' }, b: { type: 'string', maxLength: 2, default: '😀😀' } }),
    );
    expect(model.fields.map((f) => f.default)).toEqual([undefined, '😀😀']);
    expect(codes(model.issues)).toEqual(['warning:invalid-default:a']);
  });
});

describe('normalizeRequest: titled choices are validated as an enum', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ const: `c${i}`, title: `City ${i}` }));

  it('oneOf/anyOf of consts become enum in the validation schema, the rest of the property kept', () => {
    const model = form(
      schemaOf({
        one: {
          type: 'string',
          oneOf: [
            { const: 'a', title: 'A' },
            { const: 'b', title: 'B' },
          ],
          default: 'b',
        },
        many: { type: 'array', items: { anyOf: [{ const: 'x', title: 'X' }] }, maxItems: 1 },
      }),
    );
    expect(model.schema.properties).toEqual({
      one: { type: 'string', enum: ['a', 'b'], default: 'b' },
      many: { type: 'array', items: { enum: ['x'] }, maxItems: 1 },
    });
  });

  it('a value listed twice under oneOf can never be valid, so it is not offered', () => {
    const model = form(
      schemaOf({
        one: {
          type: 'string',
          oneOf: [
            { const: 'a', title: 'A' },
            { const: 'a', title: 'A again' },
            { const: 'b', title: 'B' },
          ],
        },
      }),
    );
    expect(model.fields[0]).toMatchObject({ options: [{ value: 'b', label: 'B' }] });
    expect(codes(model.issues)).toEqual(['warning:invalid-keyword:one']);
  });

  it('10,000 titled choices compile and validate with both validators', () => {
    const model = form(
      schemaOf({ city: { type: 'string', oneOf: many(10_000) }, visited: { type: 'array', items: { anyOf: many(10_000) } } }),
    );
    for (const validator of [createAjvValidator(), createLiteValidator()]) {
      const validate = validator.compile(model.schema, model.dialect);
      expect(validate({ city: 'c9999', visited: ['c1', 'c2'] })).toEqual([]);
      expect(validate({ city: 'nope' }).map((i) => i.keyword)).toEqual(['enum']);
    }
  });
});
