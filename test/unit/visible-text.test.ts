import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/locales/english';
import { hasHiddenCharacters, visibleText } from 'mcp-elicitation-core';

describe('visibleText: what changes how text reads is shown', () => {
  const cases: Array<[string, string, string]> = [
    ['a right-to-left override (“exe.txt” that is really “txt.exe”)', 'invoice\u202Etxt.exe', 'invoice<U+202E>txt.exe'],
    ['an isolate pair', 'a\u2067b\u2069c', 'a<U+2067>b<U+2069>c'],
    ['embeddings and their end', '\u202Ax\u202C', '<U+202A>x<U+202C>'],
    ['left-to-right, right-to-left and Arabic letter marks', 'a\u200Eb\u200Fc\u061Cd', 'a<U+200E>b<U+200F>c<U+061C>d'],
    ['a zero-width space inside a word', 'pay\u200Bpal', 'pay<U+200B>pal'],
    ['a zero-width joiner between Latin letters', 'pay\u200Dpal', 'pay<U+200D>pal'],
    ['a word joiner and the byte-order mark', 'a\u2060b\uFEFFc', 'a<U+2060>b<U+FEFF>c'],
    ['a soft hyphen', 'pass\u00ADword', 'pass<U+00AD>word'],
    ['tag characters smuggling ASCII', 'Hi\u{E0049}\u{E0067}\u{E006E}', 'Hi<U+E0049><U+E0067><U+E006E>'],
    ['a run of variation selectors carrying bytes', '😀\uFE0F\uFE01\u{E0100}', '😀\uFE0F<U+FE01><U+E0100>'],
    ['a variation selector at the start', '\uFE0Fa', '<U+FE0F>a'],
    ['C0 and C1 controls', 'a\u0000b\u0085c\u007F', 'a<U+0000>b<U+0085>c<U+007F>'],
    ['a Hangul filler that renders as nothing', 'a\u3164b', 'a<U+3164>b'],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => {
      expect(visibleText(input)).toBe(expected);
      expect(hasHiddenCharacters(input)).toBe(true);
    });
  }

  const kept: Array<[string, string]> = [
    ['plain text, accents and right-to-left scripts', 'Ada Lovelace — café — שלום — مرحبا'],
    ['an emoji with its presentation selector', '❤\uFE0F and ☺\uFE0E'],
    ['an emoji sequence joined with ZWJ', '👩\u200D💻 and 👨\u200D👩\u200D👧'],
    ['a Persian word with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['a Devanagari conjunct with a joiner', 'क्\u200Dष'],
    ['the Scotland flag (tag sequence)', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['a CJK ideograph with its variation selector', '葛\u{E0100}'],
  ];
  for (const [name, input] of kept) {
    it(`leaves alone ${name}`, () => {
      expect(visibleText(input)).toBe(input);
      expect(hasHiddenCharacters(input)).toBe(false);
    });
  }

  it('prose keeps its line breaks and tabs; one-line text shows them', () => {
    const message = 'First line\nSecond\tline\r\nThird\u2028Fourth';
    expect(visibleText(message, Infinity, { lineBreaks: true })).toBe('First line\nSecond\tline\r\nThird\nFourth');
    expect(visibleText(message)).toBe('First line<U+000A>Second<U+0009>line<U+000D><U+000A>Third<U+2028>Fourth');
    // A lone carriage return moves the caret back over what was written: shown even in prose.
    expect(visibleText('safe\rEVIL', Infinity, { lineBreaks: true })).toBe('safe<U+000D>EVIL');
  });

  it('cuts long text with a note, as URL mode does', () => {
    expect(visibleText('abcdef', 3)).toBe('abc…');
    // The note is worded by the locale: the dialog passes its texts' `urlTruncated`.
    expect(visibleText('abcdef', 3, { more: english.texts.urlTruncated })).toBe('abc… (3 more characters)');
  });

  it('never leaves a bidi control or invisible format character in its output, whatever the input', () => {
    const unit = fc.constantFrom(
      'a',
      'é',
      'ש',
      '😀',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u200B',
      '\u200D',
      '\u200C',
      '\uFE0F',
      '\u{E0041}',
      '\u{E007F}',
      '🏴',
      '\u00AD',
      '\n',
      '\u0000',
      'क',
      '\u{E0100}',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        const shown = visibleText(text, Infinity, { lineBreaks: true });
        // eslint-disable-next-line no-control-regex
        expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u200E\u200F\u00AD\u0000\uFEFF]/u);
        // Every marker names a real code point; the visible letters survive in order.
        expect(shown.replace(/<U\+[0-9A-F]{4,6}>/g, '').replace(/[^aéש😀क]/gu, '')).toBe(text.replace(/[^aéש😀क]/gu, ''));
      }),
      { numRuns: 500 },
    );
  });
});
