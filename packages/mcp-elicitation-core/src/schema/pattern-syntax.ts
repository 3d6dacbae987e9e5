/**
 * `pattern` from a server, read without running it. Patterns are matched by a linear-time engine
 * (RE2 semantics, `re2js`, loaded only when a schema has one), so no pattern can freeze the page
 * however it is written. This module decides, synchronously and without that engine, which
 * patterns the engine can run, and rewrites ECMAScript syntax (what JSON Schema specifies) into
 * RE2 syntax with the same meaning.
 *
 * Refused, with a reason to show: back-references (`\1`, `\k<name>`) and look-around
 * (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`), which no linear-time engine runs; repetition counts above
 * 1000 (RE2's limit); patterns that are not valid with the `u` flag; patterns longer than
 * {@link MAX_PATTERN_LENGTH}.
 */

/** Patterns longer than this are refused outright (they also cost compile time and memory). */
export const MAX_PATTERN_LENGTH = 1000;

/** RE2's largest repetition count (`a{1000}`). */
const MAX_REPEAT = 1000;

/**
 * Why a pattern is refused. The dialog words each one through its texts (`DialogTexts.issue`), so
 * the reason can be shown in any language.
 *
 * - `not-text`; `too-long` (over {@link MAX_PATTERN_LENGTH} characters); `invalid` (not a valid
 *   regular expression with the `u` flag); `unanalysable` (this reader could not follow it: refused
 *   rather than let through unread);
 * - `back-reference` and `lookaround`, which no linear-time engine runs; `repeat-too-large` (a count
 *   above RE2's 1000); `script-extensions` (`\p{Script_Extensions=…}`, which RE2 lacks).
 *
 * @example
 * const reason: PatternRefusal = 'back-reference';
 */
export type PatternRefusal =
  'not-text' | 'too-long' | 'invalid' | 'unanalysable' | 'back-reference' | 'lookaround' | 'repeat-too-large' | 'script-extensions';

/**
 * What {@link isSafePattern} decides; `reason` is a code, not a sentence.
 *
 * @example
 * const verdict: PatternSafety = { safe: false, reason: 'back-reference' };
 */
export type PatternSafety = { safe: true } | { safe: false; reason: PatternRefusal };

/** A pattern in RE2 syntax, or why it cannot be one. */
export type TranslatedPattern = { ok: true; source: string } | { ok: false; reason: PatternRefusal };

// ECMAScript's `\s`: WhiteSpace and LineTerminator. RE2's `\s` is ASCII only, so it is spelt out.
const SPACE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const MAX_CP = 0x10ffff;
const hex = (cp: number) => `\\x{${cp.toString(16)}}`;
const rangeText = (ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join('');
function complement(ranges: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}
/**
 * The members of `\s` and of `\S`, written to go inside a bracket class, and ECMAScript's `.`
 * without the `s` flag (anything but a line terminator). Built on first use: a page whose requests
 * carry no `pattern` never spends the time.
 */
let classes: [space: string, notSpace: string, dot: string] | undefined;
const charClasses = () =>
  (classes ??= [
    rangeText(SPACE_RANGES),
    rangeText(complement(SPACE_RANGES)),
    `[^${rangeText([
      [0x0a, 0x0a],
      [0x0d, 0x0d],
      [0x2028, 0x2029],
    ])}]`,
  ]);

// Long Unicode property names ECMAScript accepts and RE2 knows only by their short names.
const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  Letter: 'L',
  Cased_Letter: 'LC',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Combining_Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  digit: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  punct: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  cntrl: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn',
};

class Refused extends Error {
  constructor(readonly reason: PatternRefusal) {
    super(reason);
  }
}

/** Reads a `\u` escape at `i` (just after the backslash and `u`); returns the code point and the index after it. */
function readUnicodeEscape(pattern: string, i: number): [number, number] {
  if (pattern[i] === '{') {
    const end = pattern.indexOf('}', i);
    return [parseInt(pattern.slice(i + 1, end), 16), end + 1];
  }
  const first = parseInt(pattern.slice(i, i + 4), 16);
  // A surrogate pair written as two escapes is one code point under the `u` flag.
  if (first >= 0xd800 && first <= 0xdbff && pattern.startsWith('\\u', i + 4) && /^[0-9a-fA-F]{4}$/.test(pattern.slice(i + 6, i + 10))) {
    const second = parseInt(pattern.slice(i + 6, i + 10), 16);
    if (second >= 0xdc00 && second <= 0xdfff) return [(first - 0xd800) * 0x400 + (second - 0xdc00) + 0x10000, i + 10];
  }
  return [first, i + 4];
}

/**
 * Rewrites one escape sequence starting at the backslash `i`. Returns the RE2 text and the index
 * after the escape. `inClass` tells whether it stands inside `[…]`.
 */
function translateEscape(pattern: string, i: number, inClass: boolean): [string, number] {
  const c = pattern[i + 1] as string;
  switch (c) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 't':
    case 'n':
    case 'v':
    case 'f':
    case 'r':
      return [`\\${c}`, i + 2];
    case 'b':
      // Inside a class `\b` is a backspace; outside, a word boundary (ASCII in both languages).
      return [inClass ? hex(8) : '\\b', i + 2];
    case 'B':
      return ['\\B', i + 2];
    case 's':
      return [inClass ? charClasses()[0] : `[${charClasses()[0]}]`, i + 2];
    case 'S':
      return [inClass ? charClasses()[1] : `[${charClasses()[1]}]`, i + 2];
    case '0':
      return [hex(0), i + 2];
    case 'c':
      return [hex((pattern.charCodeAt(i + 2) as number) % 32), i + 3];
    case 'x':
      return [hex(parseInt(pattern.slice(i + 2, i + 4), 16)), i + 4];
    case 'u': {
      const [cp, next] = readUnicodeEscape(pattern, i + 2);
      return [hex(cp), next];
    }
    case 'p':
    case 'P': {
      const end = pattern.indexOf('}', i);
      const body = pattern.slice(i + 3, end);
      const eq = body.indexOf('=');
      const [name, value] = eq < 0 ? [undefined, body] : [body.slice(0, eq), body.slice(eq + 1)];
      if (name === 'Script_Extensions' || name === 'scx') throw new Refused('script-extensions');
      // RE2 names categories and scripts alike, by the short category name or the script name.
      const short = name === 'Script' || name === 'sc' ? value : (CATEGORY_ALIASES[value] ?? value);
      return [`\\${c}{${short}}`, end + 1];
    }
    case 'k':
      throw new Refused('back-reference');
    default:
      if (c >= '1' && c <= '9') throw new Refused('back-reference');
      // `\-`, `\.`, `\/`, `\\` …: an escaped punctuation character means itself in RE2 too.
      return [`\\${c}`, i + 2];
  }
}

/** Rewrites a bracket class starting at `i` (the `[`); returns the RE2 text and the index after `]`. */
function translateClass(pattern: string, i: number): [string, number] {
  let j = i + 1;
  const negated = pattern[j] === '^';
  if (negated) j++;
  let body = '';
  while (pattern[j] !== ']') {
    const c = pattern[j] as string;
    if (c === '\\') {
      const [text, next] = translateEscape(pattern, j, true);
      body += text;
      j = next;
    } else if (c === '[') {
      // Literal in ECMAScript; RE2 reads `[:` as the start of a POSIX class.
      body += '\\[';
      j++;
    } else {
      const cp = pattern.codePointAt(j) as number;
      body += c === '^' || c === '-' ? c : String.fromCodePoint(cp);
      j += cp > 0xffff ? 2 : 1;
    }
  }
  // `[]` matches nothing and `[^]` anything; RE2 has no empty class, so both are written out.
  if (body === '') return [negated ? `[${hex(0)}-${hex(MAX_CP)}]` : `[^${hex(0)}-${hex(MAX_CP)}]`, j + 1];
  return [`[${negated ? '^' : ''}${body}]`, j + 1];
}

/**
 * Rewrites an ECMAScript (`u` flag) pattern into RE2 syntax with the same matches, or says why it
 * cannot be run in linear time. Pure and synchronous: it never runs the pattern.
 *
 * @example
 * translatePattern('^\\d+\\s$');   // { ok: true, source: '^\\d+[\\x{9}-\\x{d}…]$' }
 * translatePattern('^(a)\\1$');    // { ok: false, reason: 'back-reference' }
 */
export function translatePattern(pattern: string): TranslatedPattern {
  if (typeof pattern !== 'string') return { ok: false, reason: 'not-text' };
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: 'too-long' };
  try {
    // Compiling is linear and never matches anything: it only checks the syntax the rest relies on.
    new RegExp(pattern, 'u');
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  try {
    let out = '';
    let i = 0;
    while (i < pattern.length) {
      const c = pattern[i] as string;
      if (c === '\\') {
        const [text, next] = translateEscape(pattern, i, false);
        out += text;
        i = next;
      } else if (c === '[') {
        const [text, next] = translateClass(pattern, i);
        out += text;
        i = next;
      } else if (c === '(' && pattern[i + 1] === '?') {
        const kind = pattern.slice(i + 2, i + 4);
        if (kind[0] === '=' || kind[0] === '!' || kind === '<=' || kind === '<!') throw new Refused('lookaround');
        out += '(?';
        i += 2;
      } else if (c === '{') {
        // Valid syntax under `u` guarantees this is a quantifier `{n}`, `{n,}` or `{n,m}`.
        const end = pattern.indexOf('}', i);
        const counts = pattern
          .slice(i + 1, end)
          .split(',')
          .filter(Boolean)
          .map(Number);
        if (counts.some((n) => n > MAX_REPEAT)) throw new Refused('repeat-too-large');
        out += pattern.slice(i, end + 1);
        i = end + 1;
      } else if (c === '.') {
        out += charClasses()[2];
        i++;
      } else {
        const cp = pattern.codePointAt(i) as number;
        out += String.fromCodePoint(cp);
        i += cp > 0xffff ? 2 : 1;
      }
    }
    return { ok: true, source: out };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    // A gap in this reader must not let a pattern through unread.
    return { ok: false, reason: 'unanalysable' };
  }
}

/**
 * Decides whether a `pattern` can be checked here: valid, and runnable by the linear-time engine
 * the validators use (no back-references or look-around). Synchronous, so the normaliser can leave
 * such a field out with this reason before anything is loaded; the dialog words the reason.
 *
 * @example
 * isSafePattern('^(a|a?)+$');     // { safe: true }: any pattern runs in linear time
 * isSafePattern('(a)\\1');        // { safe: false, reason: 'back-reference' }
 */
export function isSafePattern(pattern: string): PatternSafety {
  const translated = translatePattern(pattern);
  return translated.ok ? { safe: true } : { safe: false, reason: translated.reason };
}

/**
 * Whether a schema uses a regular expression anywhere (`pattern`, `patternProperties`), so the
 * pattern engine must be loaded before it is compiled.
 *
 * @example
 * usesPattern({ type: 'object', properties: { zip: { type: 'string', pattern: '^\\d{5}$' } } }); // true
 */
export function usesPattern(schema: unknown, depth = 0): boolean {
  if (depth > 64 || typeof schema !== 'object' || schema === null) return false;
  if (Array.isArray(schema)) return schema.some((item) => usesPattern(item, depth + 1));
  const record = schema as Record<string, unknown>;
  if (typeof record.pattern === 'string' || record.patternProperties !== undefined) return true;
  return Object.keys(record).some((key) => usesPattern(record[key], depth + 1));
}
