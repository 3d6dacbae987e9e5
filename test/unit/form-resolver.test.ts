/**
 * The form's resolver (src/dialog/form-resolver.ts): React Hook Form asking about one control (a
 * keystroke, a blur, a step) checks that control only; a submit checks everything, whatever is
 * mounted (the stepper mounts one field at a time); so does any check of a one-field form.
 */
import { describe, expect, it } from 'vitest';
import { createEngineResolver } from '../../src/dialog/form-resolver';
import { createFormEngine } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { Validator } from 'mcp-elicitation-core';
import { createLiteValidator } from 'mcp-elicitation-core';

/** The lite validator, recording how many properties each check's schema had. */
function counting(): { validator: Validator; checks: number[] } {
  const inner = createLiteValidator();
  const checks: number[] = [];
  return {
    checks,
    validator: {
      compile(schema, dialect) {
        const fn = inner.compile(schema, dialect);
        const size = Object.keys((schema as { properties?: object }).properties ?? {}).length;
        return (content) => {
          checks.push(size);
          return fn(content);
        };
      },
    },
  };
}

function engineOf(properties: Record<string, object>, validator: Validator) {
  const model = normalizeRequest({ message: 'Q', requestedSchema: { type: 'object', properties, required: Object.keys(properties) } });
  if (model.mode !== 'form') throw new Error('not a form');
  return createFormEngine(model, validator);
}

const options = (names?: string[]) => ({ names, fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' as const });
const two = { email: { type: 'string', format: 'email' }, age: { type: 'integer' } };

describe('the form’s resolver', () => {
  it('checks one control when asked about one, and only its error comes back', async () => {
    const { validator, checks } = counting();
    const binding = createEngineResolver();
    binding.setEngine(engineOf(two, validator));
    const result = await binding.resolver({ f0: 'nope', f1: '' }, undefined, options(['f0']));
    expect(Object.keys(result.errors)).toEqual(['f0']);
    expect(checks).toEqual([1]);
  });

  it('checks everything in a submit, even when one field is mounted (the stepper), and gives the content', async () => {
    const { validator, checks } = counting();
    const binding = createEngineResolver();
    binding.setEngine(engineOf(two, validator));
    const pending = binding.fullCheck(() => binding.resolver({ f0: 'ada@example.com', f1: '' }, undefined, options(['f1'])));
    const result = await pending;
    expect(Object.keys(result.errors)).toEqual(['f1']);
    expect(checks).toEqual([2]);
    const valid = await binding.fullCheck(() => binding.resolver({ f0: 'ada@example.com', f1: '3' }, undefined, options(['f1'])));
    expect(valid).toEqual({ values: { email: 'ada@example.com', age: 3 }, errors: {} });
  });

  it('checks a one-field form in full, so a layout’s own handleSubmit never gets unchecked values', async () => {
    const { validator, checks } = counting();
    const binding = createEngineResolver();
    binding.setEngine(engineOf({ email: two.email }, validator));
    const result = await binding.resolver({ f0: 'ada@example.com' }, undefined, options(['f0']));
    expect(result).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
    expect(checks).toEqual([1]);
  });
});
