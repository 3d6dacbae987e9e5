/**
 * A keystroke checks its own field only (`engine.checkField`). Property: for random spec-valid
 * schemas and random answers, with both validators, it gives exactly the message the full check
 * gives for that field (the spec's schema subset has no rule across fields).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFormEngine } from '../../src/form/engine';
import type { FormValue } from '../../src/form/values';
import { normalizeRequest } from '../../src/schema/normalize';
import { createAjvValidator } from '../../src/validation/ajv-validator';
import { createLiteValidator } from '../../src/validation/lite-validator';
import { loadPatternEngine } from '../../src/validation/pattern-engine';
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
            else if (field.kind === 'multiSelect') controls[name] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
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
