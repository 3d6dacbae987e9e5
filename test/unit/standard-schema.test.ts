/**
 * The form engine's Standard Schema (v1) face: what React Hook Form's `standardSchemaResolver`, and
 * any other Standard Schema consumer, validates a request's answers with. Values are keyed by
 * control name; the output is the content keyed by the server's property keys; issues carry the
 * control name as their path and the engine's (translated) message.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it } from 'vitest';
import { createFormEngine, STANDARD_SCHEMA_VENDOR } from 'mcp-elicitation-core';
import { de } from '../../src/locales/de';
import { normalizeRequest } from 'mcp-elicitation-core';
import { createLiteValidator } from 'mcp-elicitation-core';

function engineFor(request: unknown, messages = undefined as Parameters<typeof createFormEngine>[2]) {
  const model = normalizeRequest(request);
  if (model.mode !== 'form') throw new Error('not a form');
  return createFormEngine(model, createLiteValidator(), messages);
}

const contact = {
  message: 'Q',
  requestedSchema: {
    type: 'object',
    properties: { 'a.b': { type: 'string', format: 'email', title: 'Email' }, constructor: { type: 'integer', title: 'Age' } },
    required: ['a.b'],
  },
};

describe('FormEngine as a Standard Schema', () => {
  it('declares version 1 and its vendor', () => {
    const engine = engineFor(contact);
    expect(engine['~standard'].version).toBe(1);
    expect(engine['~standard'].vendor).toBe(STANDARD_SCHEMA_VENDOR);
  });

  it('waits for the engine before its first answer, then answers synchronously', async () => {
    const engine = engineFor(contact);
    const first = engine['~standard'].validate({ f0: 'ada@example.com', f1: '' });
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ value: { 'a.b': 'ada@example.com' } });
    const second = engine['~standard'].validate({ f0: 'ada@example.com', f1: '36' });
    expect(second).toEqual({ value: { 'a.b': 'ada@example.com', constructor: 36 } });
  });

  it('gives one issue per invalid control, its path the control name, its message the locale’s', async () => {
    const engine = engineFor(contact, de.messages);
    await engine.ready();
    const result = engine['~standard'].validate({ f0: '', f1: '-x' }) as StandardSchemaV1.FailureResult;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual([['f0'], ['f1']]);
    const email = result.issues.find((issue) => issue.path?.[0] === 'f0');
    expect(email?.message).toBe(de.messages.required(engine.fields[0] as never));
    // Only the controls' own names are read: anything else a consumer hands over is ignored.
    expect(engine['~standard'].validate({ f0: 'ada@example.com', extra: 1, ['__proto__']: { f1: 'x' } })).toEqual({
      value: { 'a.b': 'ada@example.com' },
    });
  });

  it('a request that cannot be answered validly fails as a whole: an issue without a path', async () => {
    const engine = engineFor({
      message: 'Q',
      requestedSchema: { type: 'object', properties: { n: { type: 'object', title: 'Nested' } }, required: ['n'] },
    });
    await engine.ready();
    const result = engine['~standard'].validate({}) as StandardSchemaV1.FailureResult;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.path).toBeUndefined();
  });

  it('is what React Hook Form’s standardSchemaResolver runs: errors by control name, values as content', async () => {
    const engine = engineFor(contact);
    const resolver = standardSchemaResolver(engine);
    const options = { names: undefined, fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' as const };
    const invalid = await resolver({ f0: 'nope', f1: '' }, undefined, options);
    expect(Object.keys(invalid.errors)).toEqual(['f0']);
    expect(invalid.errors.f0?.message).toEqual(expect.any(String));
    const valid = await resolver({ f0: 'ada@example.com', f1: '7' }, undefined, options);
    expect(valid).toEqual({ values: { 'a.b': 'ada@example.com', constructor: 7 }, errors: {} });
  });
});
