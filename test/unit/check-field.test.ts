/**
 * A keystroke checks its own field only (`engine.checkField`). Property: for random spec-valid
 * schemas and random answers, with both validators, it gives exactly the message the full check
 * gives for that field (the spec's schema subset has no rule across fields).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFormEngine } from 'mcp-elicitation-core';
import type { FormValue } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';
import { loadPatternEngine } from 'mcp-elicitation-core';
import { requestedSchemaArb, valueArb } from '../support/schema-arbitraries';

beforeAll(async () => {
  await loadPatternEngine();
});

const validators = { lite: createLiteValidator(), ajv: createAjvValidator() };

describe('engine.checkField ≡ engine.check, restricted to that field', () => {
  for (const [name, validator] of Object.entries(validators)) {
    it(`${name} validator`, () => {
      const cases = requestedSchemaArb().chain((schema) => {
        const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
        const values = Object.keys(properties).map((key) => valueArb(properties[key] as Record<string, unknown>));
        return fc.tuple(fc.constant(schema), fc.tuple(...values));
      });
      let compared = 0;
      fc.assert(
        fc.property(cases, ([schema, values]) => {
          const model = normalizeRequest({ mode: 'form', message: 'Q', requestedSchema: schema });
          if (model.mode !== 'form' || !model.canAccept) return;
          const engine = createFormEngine(model, validator);
          if (engine.prepare() !== undefined) return;
          const controls: Record<string, FormValue> = {};
          engine.fields.forEach((field, i) => {
            // A control holds what its widget holds: text for text and numbers, a boolean, a list.
            const value = values[Object.keys(schema.properties as object).indexOf(field.key)];
            const name = engine.names[i] as string;
            if (field.kind === 'boolean') controls[name] = typeof value === 'boolean' ? value : null;
            else if (field.kind === 'multiSelect')
              controls[name] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
            else controls[name] = value === undefined || value === null ? '' : String(value);
          });
          const full = engine.check(controls);
          for (const control of engine.names) {
            expect(engine.checkField(control, controls)).toBe(full.ok ? undefined : full.errors[control]);
            compared += 1;
          }
        }),
        { numRuns: 300 },
      );
      expect(compared).toBeGreaterThan(100);
    });
  }
});

describe('engine.isPrepared', () => {
  it('is false until the schema is compiled, then true: a caller knows when checkField answers for real', async () => {
    const model = normalizeRequest({
      mode: 'form',
      message: 'Q',
      requestedSchema: { type: 'object', properties: { a: { type: 'string', minLength: 2 } } },
    });
    if (model.mode !== 'form') throw new Error('expected a form');
    const engine = createFormEngine(model, createLiteValidator());
    expect(engine.isPrepared()).toBe(false);
    // Not compiled yet: the check says nothing rather than "valid".
    expect(engine.checkField('f0', { f0: 'x' })).toBeUndefined();
    await engine.ready();
    expect(engine.isPrepared()).toBe(true);
    expect(engine.checkField('f0', { f0: 'x' })).toBeDefined();
  });

  it('is true once a schema that cannot be compiled has been tried', () => {
    const model = normalizeRequest({
      mode: 'form',
      message: 'Q',
      requestedSchema: { type: 'object', properties: { a: { type: 'string' } } },
    });
    if (model.mode !== 'form') throw new Error('expected a form');
    const engine = createFormEngine(model, {
      compile: () => {
        throw new Error('cannot compile');
      },
    });
    expect(engine.prepare()).toBeDefined();
    expect(engine.isPrepared()).toBe(true);
  });
});
