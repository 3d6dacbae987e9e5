import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { localeFormat } from 'mcp-elicitation-core';
import type { Field } from 'mcp-elicitation-core';

const SAMPLES = [
  ...Array.from({ length: 2101 }, (_, i) => i - 1050),
  -0,
  0.5,
  1.5,
  -1.5,
  0.0001,
  1e21,
  12_345_678,
  -999.5,
  999.999,
  1000,
  -1000,
  99_999,
  100_000,
  1_234_567,
  -1_234_567,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 53,
  NaN,
  Infinity,
  -Infinity,
];

describe('localeFormat for English', () => {
  for (const lang of ['en', 'en-US', 'en-GB', 'EN', 'en-IN', 'en-ZA', 'en-150']) {
    it(`${lang}: numbers and plural categories are what Intl gives`, () => {
      const f = localeFormat(lang);
      const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 20, useGrouping: true });
      const plurals = new Intl.PluralRules(lang);
      for (const value of SAMPLES) {
        expect(f.number(value), String(value)).toBe(numbers.format(value));
        expect(f.plural(value), String(value)).toBe(plurals.select(value));
      }
    });
  }

  it('words the usual counts and bounds without building an Intl formatter', async () => {
    // The first formatter of a page loads the engine's locale data (12–20 ms in Chromium), so the
    // English dialog must not need one to open: integers are written directly.
    const built = { NumberFormat: 0, PluralRules: 0 };
    const real = { NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules };
    for (const name of ['NumberFormat', 'PluralRules'] as const) {
      const counted = new Proxy(real[name], { construct: (target, args) => (built[name]++, Reflect.construct(target, args) as object) });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
    onTestFinished(() => {
      for (const name of ['NumberFormat', 'PluralRules'] as const)
        Object.defineProperty(Intl, name, { value: real[name], configurable: true, writable: true });
    });
    // Fresh modules, so nothing built before the spies (or at import time) goes unseen.
    vi.resetModules();
    const { english } = await import('../../src/locales/english');
    const fresh = await import('../../packages/mcp-elicitation-core/src/messages/intl');
    const name = { kind: 'text', key: 'name', label: 'Name', required: true, minLength: 2, maxLength: 61 } as Field;
    const guests = { kind: 'number', key: 'guests', label: 'Guests', required: true, integer: true, minimum: 1, maximum: 20 } as Field;
    const words = [english.texts.hint(name), english.texts.hint(guests), english.texts.errorSummary(1), english.texts.errorSummary(3)];
    expect(words.join(' | ')).toMatch(/61.*20.*1 answer needs attention.*3 answers need attention/);
    expect(built).toEqual({ NumberFormat: 0, PluralRules: 0 });
    // Anything else still goes through Intl.
    expect(fresh.localeFormat('en').number(1234.5)).toBe('1,234.5');
    expect(built.NumberFormat).toBe(1);
  });

  it('other languages keep Intl', () => {
    expect(localeFormat('de').number(1234.5)).toBe('1.234,5');
    expect(localeFormat('ar').plural(2)).toBe('two');
  });
});

describe('localeFormat.relative', () => {
  it('words a span in the largest whole unit it reaches, past or future', () => {
    const en = localeFormat('en');
    expect(en.relative(-2 * 3_600_000)).toBe('2 hours ago');
    expect(en.relative(3 * 86_400_000)).toBe('in 3 days');
    expect(en.relative(-90_000)).toBe('2 minutes ago');
    expect(en.relative(45_000)).toBe('in 45 seconds');
    expect(en.relative(86_400_000)).toBe('in 1 day');
    expect(en.relative(Number.NaN)).toBe('in 0 seconds');
  });

  it('is the language’s own wording', () => {
    expect(localeFormat('de').relative(3 * 86_400_000)).toBe(new Intl.RelativeTimeFormat('de', { numeric: 'always' }).format(3, 'day'));
    expect(localeFormat('ja').relative(-2 * 3_600_000)).toBe(new Intl.RelativeTimeFormat('ja', { numeric: 'always' }).format(-2, 'hour'));
  });
});
