/**
 * Server text shown as it really is. Some characters change how text looks or reads without being
 * seen: a right-to-left override makes "invoice\u202Etxt.exe" display as "invoiceexe.txt",
 * zero-width and tag characters hide words from the reader (and smuggle instructions past them),
 * variation selectors carry hidden bytes. Each one becomes a visible `<U+202E>` marker; the rest of
 * the text is untouched. Used for the URL in URL mode and for every server string in form mode
 * (message, labels, descriptions, option titles, issues).
 */

/** Options of {@link visibleText}. */
export interface VisibleTextOptions {
  /**
   * Keep tabs and line breaks (`\n`, `\r\n`, U+2028, U+2029 as a line break) as they are: prose
   * such as the message keeps its layout. Otherwise they become markers too (one-line text, URLs).
   */
  lineBreaks?: boolean;
  /**
   * What marks a cut when the text is longer than `max`, given how many characters were left out.
   * Default: a plain `…`; the dialog passes its texts' `urlTruncated` so the note is translated.
   */
  more?: (hidden: number) => string;
}

// Always hidden, whatever surrounds them:
// - C0 and C1 controls and DEL (line breaks and tabs handled apart);
// - soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul fillers, Mongolian vowel separator;
// - zero-width space, left-to-right / right-to-left marks;
// - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069);
// - word joiner, invisible operators, deprecated format characters (U+2060–U+206F);
// - line and paragraph separators, the byte-order mark, interlinear annotation marks;
// - unassigned and private-use tag-like controls of the specials block.
const ALWAYS_HIDDEN =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u206f\\u3164\\ufeff\\uffa0\\ufff0-\\ufffb';

/** Every character this module may mark, in one pass; the context decides for the conditional ones. */
// Joiners and selectors stand alone in these classes on purpose: each is matched as one character.
/* eslint-disable no-misleading-character-class */
const CANDIDATES = new RegExp(
  `\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}|[${ALWAYS_HIDDEN}\\t\\n\\r\\u2028\\u2029\\u200c\\u200d\\ufe00-\\ufe0f\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}]`,
  'gu',
);
const ALWAYS = new RegExp(`[${ALWAYS_HIDDEN}]`, 'u');
const VARIATION_SELECTOR = /[\ufe00-\ufe0f\u{E0100}-\u{E01EF}]/u;
/* eslint-enable no-misleading-character-class */
const JOINER = /[\u200c\u200d]/;
// What a joiner may legitimately stand between (emoji, marks and letters of scripts that need it),
// and what a variation selector may follow (a visible character that is not itself a hidden one).
// Both use Unicode property classes, which the engine builds from its tables when the expression is
// created: about 0.7 ms in Chromium on a page whose code has not run yet. They are needed only when
// a joiner or a selector shows up, so they are created then, not with the page.
let propertyClasses: [joinable: RegExp, visibleBase: RegExp] | undefined;
const classes = () =>
  (propertyClasses ??= [/[\p{Extended_Pictographic}\p{M}]|(?![\p{Script=Latin}\p{Script=Common}])\p{L}/u, /[^\p{Cc}\p{Cf}\p{Z}\p{M}]/u]);

const marker = (c: string) => `<U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}>`;

/** The code point before `index` in `text`, or '' at the start. */
function before(text: string, index: number): string {
  if (index === 0) return '';
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start) as number);
}

function after(text: string, index: number): string {
  const cp = text.codePointAt(index);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/**
 * Makes untrusted text safe to look at: invisible and direction-changing characters become
 * `<U+202E>`-style markers, and text longer than `max` is cut with a note of how much was left
 * out. Characters that are invisible but expected stay: a single variation selector after a
 * visible character (the emoji form of ❤️), a joiner inside an emoji sequence or a non-Latin word,
 * the tag sequence of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 *
 * @example
 * visibleText('invoice\u202Etxt.exe');            // 'invoice<U+202E>txt.exe'
 * visibleText('line one\nline two', Infinity, { lineBreaks: true }); // unchanged
 * visibleText('abcdef', 3);                        // 'abc…'
 * visibleText('abcdef', 3, { more: (n) => `… (+${n})` }); // 'abc… (+3)'
 */
export function visibleText(text: string, max = Infinity, options: VisibleTextOptions = {}): string {
  const shown = text.length > max ? text.slice(0, max) : text;
  const visible = shown.replace(CANDIDATES, (c: string, index: number) => {
    if (c.length > 2) return c; // a whole flag tag sequence
    if (ALWAYS.test(c)) return marker(c);
    if (c === '\t' || c === '\n') return options.lineBreaks ? c : marker(c);
    if (c === '\r') return options.lineBreaks && shown[index + 1] === '\n' ? c : marker(c);
    if (c === '\u2028' || c === '\u2029') return options.lineBreaks ? '\n' : marker(c);
    if (JOINER.test(c)) return classes()[0].test(before(shown, index)) && classes()[0].test(after(shown, index + 1)) ? c : marker(c);
    if (VARIATION_SELECTOR.test(c)) {
      // One selector after a visible character picks its form; a run of them carries hidden data.
      const previous = before(shown, index);
      return previous !== '' && classes()[1].test(previous) && !VARIATION_SELECTOR.test(previous) ? c : marker(c);
    }
    return marker(c); // tag characters outside a flag sequence
  });
  return text.length > max ? `${visible}${(options.more ?? (() => '…'))(text.length - max)}` : visible;
}

/**
 * Whether {@link visibleText} would mark anything in `text` (line breaks and tabs count).
 *
 * @example
 * hasHiddenCharacters('paypal\u200b.com'); // true
 */
export function hasHiddenCharacters(text: string): boolean {
  return visibleText(text) !== text;
}
