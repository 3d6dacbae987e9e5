import { describe, expect, it } from 'vitest';
import { english } from '../../src/locales/english';
import { createFormEngine } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import type { FormModel, NumberField } from 'mcp-elicitation-core';
import { analyzeUrl } from 'mcp-elicitation-core/url';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';
import { defaultMessages } from 'mcp-elicitation-core';

function form(properties: Record<string, unknown>, required: string[] = []): FormModel {
  const model = normalizeRequest({ message: 'm', requestedSchema: { type: 'object', properties, required } });
  if (model.mode !== 'form') throw new Error('expected a form');
  return model;
}

const validators = { ajv: createAjvValidator(), lite: createLiteValidator() };

describe('exclusive bounds get their own message', () => {
  for (const [name, validator] of Object.entries(validators)) {
    it(`${name}: exclusiveMinimum 0 with 0 entered says "more than 0", not "at least 0"`, () => {
      const engine = createFormEngine(form({ amount: { type: 'number', exclusiveMinimum: 0 } }, ['amount']), validator);
      expect(engine.check({ f0: '0' })).toEqual({ ok: false, errors: { f0: 'Must be more than 0' } });
      expect(engine.check({ f0: '0.5' })).toEqual({ ok: true, content: { amount: 0.5 } });
    });

    it(`${name}: exclusiveMaximum 10 with 10 entered says "less than 10"`, () => {
      const engine = createFormEngine(form({ n: { type: 'integer', exclusiveMaximum: 10 } }, ['n']), validator);
      expect(engine.check({ f0: '10' })).toEqual({ ok: false, errors: { f0: 'Must be less than 10' } });
    });

    it(`${name}: inclusive bounds keep their message`, () => {
      const engine = createFormEngine(form({ n: { type: 'integer', minimum: 1, maximum: 12 } }, ['n']), validator);
      expect(engine.check({ f0: '0' })).toEqual({ ok: false, errors: { f0: 'Must be at least 1' } });
      expect(engine.check({ f0: '13' })).toEqual({ ok: false, errors: { f0: 'Must be at most 12' } });
    });

    it(`${name}: the messages given word the exclusive bound`, () => {
      const messages = { ...defaultMessages, exclusiveMinimum: (limit: number) => `Muss größer als ${limit} sein` };
      const engine = createFormEngine(form({ n: { type: 'number', exclusiveMinimum: 0 } }, ['n']), validator, messages);
      expect(engine.check({ f0: '0' })).toEqual({ ok: false, errors: { f0: 'Muss größer als 0 sein' } });
    });
  }

  it('the field model and the hint carry exclusive bounds', () => {
    const model = form({ n: { type: 'number', exclusiveMinimum: 0, maximum: 10 }, m: { type: 'integer', exclusiveMaximum: 5 } });
    expect(model.fields[0]).toMatchObject({ kind: 'number', exclusiveMinimum: 0, maximum: 10 });
    expect(english.texts.hint(model.fields[0] as NumberField)).toBe('A number, more than 0 and at most 10');
    expect(english.texts.hint(model.fields[1] as NumberField)).toBe('A whole number, less than 5');
  });

  it('a default on an exclusive bound is not filled in', () => {
    const model = form({ n: { type: 'number', exclusiveMinimum: 0, default: 0 } });
    expect(model.fields[0]).not.toHaveProperty('default');
    expect(model.issues.map((i) => i.code)).toEqual(['invalid-default']);
  });

  it('a malformed exclusive bound (draft-04 boolean) is reported and left out', () => {
    const model = form({ n: { type: 'number', minimum: 0, exclusiveMinimum: true } });
    expect(model.issues).toEqual([
      { code: 'invalid-keyword', severity: 'warning', key: 'n', params: { reason: 'not-a-number', keyword: 'exclusiveMinimum' } },
    ]);
    expect(model.schema.properties).toEqual({ n: { type: 'number', minimum: 0 } });
  });
});

describe('lower layers return codes and parameters, never sentences', () => {
  it('schema issues carry a code, a reason and the values the sentence needs', () => {
    const model = form(
      {
        addr: { type: 'object' },
        when: { type: 'date' },
        size: { type: 'integer', minimum: 5, maximum: 1 },
        apiToken: { type: 'string', title: 'API token' },
        tags: { type: 'array', items: { type: 'string' } },
      },
      ['addr', 'size', 'missing'],
    );
    expect(model.issues).toEqual([
      { code: 'nested-object', severity: 'error', key: 'addr', params: {} },
      { code: 'unsupported-type', severity: 'warning', key: 'when', params: { reason: 'named-type', type: 'date' } },
      { code: 'invalid-keyword', severity: 'error', key: 'size', params: { reason: 'minimum-above-maximum' } },
      { code: 'sensitive-field', severity: 'warning', key: 'apiToken', params: { label: 'API token' } },
      { code: 'unsupported-type', severity: 'warning', key: 'tags', params: { reason: 'free-values' } },
      { code: 'unknown-required', severity: 'error', key: 'missing', params: {} },
    ]);
    for (const issue of model.issues) expect(issue).not.toHaveProperty('message');
  });

  it('the English dictionary words them as before', () => {
    const model = form({ addr: { type: 'object' }, size: { type: 'integer', minimum: 5, maximum: 1 }, when: { type: 'date' } }, ['addr']);
    expect(model.issues.map(english.texts.issue)).toEqual([
      '“addr” is a nested group of fields, which this dialog cannot show.',
      '“size” has a minimum above its maximum; it can only be left empty.',
      '“when” has type “date”, which this dialog cannot show.',
    ]);
  });

  it('a request that cannot be read is a code too', () => {
    const model = normalizeRequest(42);
    expect(model.issues).toEqual([{ code: 'invalid-params', severity: 'error', params: { reason: 'unreadable' } }]);
    expect(english.texts.issue(model.issues[0]!)).toBe('The server sent a request this app cannot read.');
  });

  it('URL warnings and refusals carry codes and parameters', () => {
    const mixed = analyzeUrl('https://xn--pple-43d.com/');
    const script = mixed.warnings.find((w) => w.code === 'mixed-script');
    expect(script?.params).toEqual({ scripts: ['Latn', 'Cyrl'] });
    expect(english.texts.urlWarning(script!)).toBe('The site name mixes letters from different alphabets (Latin and Cyrillic).');
    expect(analyzeUrl('file:///etc/passwd').refusedReason).toEqual({ code: 'scheme', scheme: 'file', schemeKind: 'local-file' });
    expect(analyzeUrl('slack://open').refusedReason).toEqual({ code: 'scheme', scheme: 'slack', schemeKind: 'other' });
    expect(analyzeUrl('http://192.168.1.1/').warnings).toContainEqual({ code: 'local-network', params: { scope: 'local-network' } });
  });

  it('the engine words "cannot be answered" through the messages', () => {
    const model = form({ addr: { type: 'object' } }, ['addr']);
    const engine = createFormEngine(model, validators.lite, { ...defaultMessages, blocked: () => 'Nicht beantwortbar' });
    expect(engine.check({})).toEqual({ ok: false, errors: {}, formError: 'Nicht beantwortbar' });
    expect(createFormEngine(model, validators.lite).check({})).toEqual({
      ok: false,
      errors: {},
      formError: 'This request cannot be answered as sent. Decline or cancel it.',
    });
  });
});
