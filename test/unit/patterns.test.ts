import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormEngine } from 'mcp-elicitation-core';
import { defaultMessages } from 'mcp-elicitation-core';
import { normalizeRequest } from 'mcp-elicitation-core';
import { translatePattern, usesPattern } from '../../packages/mcp-elicitation-core/src/schema/pattern-syntax';
import type { FormModel } from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { createLiteValidator } from 'mcp-elicitation-core';
import {
  compilePattern,
  isPatternEngineLoaded,
  loadPatternEngine,
  PatternEngineNotLoadedError,
} from '../../packages/mcp-elicitation-core/src/validation/pattern-engine';
import { createCachedValidator } from 'mcp-elicitation-core';

const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });

// The patterns that froze the tab: repeated optional groups slip past any static analyser, and
// nested repetitions backtrack exponentially in JavaScript's RegExp.
const BACKTRACKING: Array<{ pattern: string; accepts: (s: string) => boolean }> = [
  { pattern: '^(a|a?)+$', accepts: (s) => /^a*$/.test(s) },
  { pattern: '^(\\w+\\s?)*$', accepts: (s) => /^[\w\s]*$/.test(s) && !/^\s/.test(s) && !/\s\s/.test(s) },
  { pattern: '^(a+)+$', accepts: (s) => /^a+$/.test(s) },
  { pattern: '(a*)*b', accepts: (s) => s.includes('b') },
  { pattern: '^(a|ab|b)*c$', accepts: (s) => /^[ab]*c$/.test(s) },
];
/** Inputs that make a backtracking engine try every way to split the a's before failing. */
const attacks = (n: number) => ['a'.repeat(n) + '!', 'a '.repeat(n / 2) + '!', 'a'.repeat(n), 'ab'.repeat(n / 2) + 'x'];

describe('before the pattern engine is loaded', () => {
  // Runs first in this file: nothing has loaded re2js yet in this module graph.
  it('a form with a pattern waits: prepare() compiles nothing, check() refuses, ready() loads and compiles', async () => {
    expect(isPatternEngineLoaded()).toBe(false);
    const model = normalizeRequest({
      message: 'm',
      requestedSchema: object({ code: { type: 'string', pattern: '^[A-Z]{3}$' } }),
    }) as FormModel;
    const validator = createCachedValidator(createLiteValidator());
    expect(() => validator.compile(model.schema, model.dialect)).toThrow(PatternEngineNotLoadedError);
    const engine = createFormEngine(model, validator);
    expect(engine.prepare()).toBeUndefined();
    expect(engine.check({ f0: 'ABC' })).toEqual({ ok: false, errors: {}, formError: defaultMessages.loading() });

    expect(await engine.ready()).toBeUndefined();
    expect(isPatternEngineLoaded()).toBe(true);
    // The early failure was not remembered by the cache: the schema compiles now.
    expect(engine.check({ f0: 'ABC' })).toEqual({ ok: true, content: { code: 'ABC' } });
    expect(engine.check({ f0: 'abc' })).toEqual({ ok: false, errors: { f0: 'This does not match the expected format' } });
  });

  it('a schema without a pattern never needs the engine', () => {
    expect(usesPattern(object({ a: { type: 'string', minLength: 1 }, b: { type: 'array', items: { enum: ['x'] } } }))).toBe(false);
    expect(usesPattern(object({ a: { type: 'array', items: { type: 'string', pattern: 'x' } } }))).toBe(true);
  });
});

describe('patterns run in the linear-time engine, never in RegExp', () => {
  const execSources: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    execSources.length = 0;
  });
  /** Records the source of every native regular expression run from here on. */
  function watchNativeRegExp() {
    const exec = RegExp.prototype.exec;
    vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
      execSources.push(this.source);
      return exec.call(this, input);
    });
  }

  it('compilePattern hands back a re2js matcher', async () => {
    await loadPatternEngine();
    for (const { pattern } of BACKTRACKING) expect(compilePattern(pattern).engine).toBe('re2js');
  });

  for (const { pattern, accepts } of BACKTRACKING) {
    for (const [name, validator] of [
      ['ajv', createAjvValidator()],
      ['lite', createLiteValidator()],
    ] as const) {
      it(`${name}: ${pattern} on 50 and 5,000 characters is answered by re2js, correctly`, async () => {
        await loadPatternEngine();
        const model = normalizeRequest({ message: 'm', requestedSchema: object({ a: { type: 'string', pattern } }) }) as FormModel;
        // No longer refused by the normaliser: the engine makes every pattern safe to run.
        expect(model.issues).toEqual([]);
        const validate = validator.compile(model.schema, model.dialect);
        watchNativeRegExp();
        for (const n of [50, 5000]) {
          for (const input of attacks(n)) {
            const issues = validate({ a: input });
            expect(issues.length === 0, `${pattern} on ${input.slice(0, 12)}… (${input.length})`).toBe(accepts(input));
          }
        }
        // The pattern itself never reached a backtracking engine.
        expect(execSources).not.toContain(pattern);
        expect(execSources.filter((source) => source.includes('(a|a?)') || source.includes('\\w+\\s?'))).toEqual([]);
      });
    }
  }
});

describe('ECMAScript pattern syntax keeps its meaning in RE2', () => {
  // Each pattern exercises a place where the two syntaxes differ; re2js must match exactly what
  // JavaScript's RegExp with the `u` flag matches.
  const PATTERNS = [
    '^\\s+$',
    '^\\S+$',
    '^[\\s\\d]+$',
    '^[^\\S]+$',
    '^.$',
    '^.+$',
    'a[^]b',
    'a[]b',
    '^\\u00e9$',
    '^\\u{1F600}$',
    '^\\uD83D\\uDE00$',
    '^\\p{Letter}+$',
    '^\\p{Lu}',
    '^\\p{Script=Greek}+$',
    '^\\P{L}+$',
    '^\\cJ$',
    '\\0',
    '^[\\b]$',
    '\\bword\\b',
    '^(?<year>\\d{4})-(?<month>\\d{2})$',
    '^a+?b*?$',
    '^a{2,3}$',
    '^\\/\\.$',
    '^[\\-\\]\\\\]+$',
    '^[a-z[]+$',
    '^$',
    '',
    '😀+',
    '^[😀-😂]$',
    '^\\x41$',
    '^(?:ab|cd){2}$',
  ];
  const unit = fc.constantFrom(
    'a',
    'b',
    'A',
    'é',
    'α',
    'Ω',
    '1',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u2028',
    '\u00a0',
    '\u3000',
    '\ufeff',
    '😀',
    '😁',
    '\0',
    '\b',
    '-',
    ']',
    '\\',
    '[',
    '/',
    '.',
    'w',
    'o',
    'r',
    'd',
    'c',
    '2',
  );
  const input = fc.oneof(
    fc.string({ unit, maxLength: 8 }),
    fc.constantFrom('word', 'a word here', '2026-03', 'aa', 'aaa', 'abcd', 'é', '😀', '\n', '\u00e9', 'ΑΒΓ', ''),
  );

  it('every pattern translates', () => {
    for (const pattern of PATTERNS) expect(translatePattern(pattern), pattern).toMatchObject({ ok: true });
  });

  it('re2js and RegExp agree on every pattern and input', async () => {
    await loadPatternEngine();
    const compiled = PATTERNS.map((pattern) => ({ pattern, re2: compilePattern(pattern), native: new RegExp(pattern, 'u') }));
    fc.assert(
      fc.property(fc.constantFrom(...compiled), input, ({ re2, native }, value) => {
        expect(re2.test(value)).toBe(native.test(value));
      }),
      { numRuns: 3000 },
    );
  });
});
