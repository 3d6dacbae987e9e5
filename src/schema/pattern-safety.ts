/**
 * A static check that a `pattern` from a server cannot freeze the page. JavaScript's regular
 * expressions backtrack, and a pattern such as `^(a+)+$` takes longer than the age of the universe on
 * `'a'.repeat(50) + '!'`; the check cannot be interrupted once it runs, so dangerous patterns are
 * refused before they are compiled.
 *
 * The check is conservative: it refuses some harmless patterns, never (by design) a dangerous one of
 * the shapes below. A pattern is refused when it
 * - is longer than {@link MAX_PATTERN_LENGTH} characters, or is not a valid `u`-mode expression;
 * - uses a back-reference (`\1`, `\k<name>`): matching them is not bounded at all;
 * - repeats something that itself repeats a variable number of times (`(a+)+`, `(\w+\s?)*`), unless
 *   each outer repetition must end on a character the inner one cannot match (`(\d{1,3}\.){3}`);
 * - repeats a choice whose options can start with the same character or match nothing (`(a|ab)*`);
 * - chains three or more unbounded repetitions that can take the same characters, counting the
 *   implicit search from every start position of a pattern without `^` (`^.*a.*a.*$`, `\d+\d+x`).
 *
 * What stays allowed can cost time proportional to the square of the input's length at worst, which
 * {@link MAX_PATTERN_INPUT} bounds: {@link compileSafePattern} fails longer strings.
 */

/** Patterns longer than this are refused outright. */
export const MAX_PATTERN_LENGTH = 1000;

/**
 * Strings longer than this (in UTF-16 code units) fail a `pattern` without it being run, which
 * keeps the worst case of an allowed pattern near 50 ms on a slow machine.
 */
export const MAX_PATTERN_INPUT = 5000;

/**
 * Why {@link isSafePattern} refuses a pattern. The dialog words each one through its texts
 * (`DialogTexts.issue`), so the reason can be shown in any language.
 *
 * - `not-text`, `too-long` (over {@link MAX_PATTERN_LENGTH} characters), `invalid` (not a valid
 *   regular expression), `unanalysable` (the analysis failed: refused to be safe);
 * - `back-reference`; `nested-repetition` (like `(a+)+`); `empty-choice-repeated` (a repeated choice
 *   with an option that matches nothing); `overlapping-choices-repeated` (like `(a|ab)*`);
 *   `overlapping-repetitions` (like `.*a.*a.*`).
 *
 * @example
 * const reason: PatternRefusal = 'nested-repetition';
 */
export type PatternRefusal =
  | 'not-text'
  | 'too-long'
  | 'invalid'
  | 'unanalysable'
  | 'back-reference'
  | 'nested-repetition'
  | 'empty-choice-repeated'
  | 'overlapping-choices-repeated'
  | 'overlapping-repetitions';

/**
 * What {@link isSafePattern} decides; `reason` is a code, not a sentence.
 *
 * @example
 * const verdict: PatternSafety = { safe: false, reason: 'back-reference' };
 */
export type PatternSafety = { safe: true } | { safe: false; reason: PatternRefusal };

// ---- character sets, as sorted, disjoint, inclusive code point ranges ----

type Ranges = ReadonlyArray<readonly [number, number]>;
const MAX_CP = 0x10ffff;
const ANY: Ranges = [[0, MAX_CP]];
const NONE: Ranges = [];

function normalize(ranges: Array<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

const union = (...sets: Ranges[]): Ranges => normalize(sets.flat());

function complement(set: Ranges): Ranges {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}

function overlaps(a: Ranges, b: Ranges): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [alo, ahi] = a[i] as readonly [number, number];
    const [blo, bhi] = b[j] as readonly [number, number];
    if (alo <= bhi && blo <= ahi) return true;
    if (ahi < bhi) i++;
    else j++;
  }
  return false;
}

/** Whether every code point of `inner` is in `outer`. */
const covers = (outer: Ranges, inner: Ranges) => !overlaps(complement(outer), inner);

const char = (cp: number): Ranges => [[cp, cp]];
const DIGIT: Ranges = [[0x30, 0x39]];
const WORD: Ranges = normalize([[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]]);
const SPACE: Ranges = normalize([
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
]);

// ---- a parser for the `u`-mode syntax, just detailed enough for the analysis ----

type Node =
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'group'; body: Node; look: boolean }
  | { t: 'repeat'; body: Node; min: number; max: number }
  | { t: 'set'; set: Ranges }
  | { t: 'assert'; start: boolean }
  | { t: 'backref' };

class Refused extends Error {
  constructor(readonly reason: PatternRefusal) {
    super(reason);
  }
}

function parse(source: string): Node {
  let pos = 0;
  const peek = () => source[pos];
  const fail = (): never => {
    throw new Refused('invalid');
  };

  function codePoint(): number {
    const cp = source.codePointAt(pos);
    if (cp === undefined) return fail();
    pos += cp > 0xffff ? 2 : 1;
    return cp;
  }

  function hex(digits: string): number {
    if (!/^[0-9a-f]+$/i.test(digits)) fail();
    return parseInt(digits, 16);
  }

  /** Reads an escape after the backslash; returns a set, or a node for escapes that are not characters. */
  function escape(inClass: boolean): Ranges | Node {
    const c = codePoint();
    const letter = String.fromCodePoint(c);
    switch (letter) {
      case 'd': return DIGIT;
      case 'D': return complement(DIGIT);
      case 'w': return WORD;
      case 'W': return complement(WORD);
      case 's': return SPACE;
      case 'S': return complement(SPACE);
      case 'n': return char(0x0a);
      case 'r': return char(0x0d);
      case 't': return char(0x09);
      case 'f': return char(0x0c);
      case 'v': return char(0x0b);
      case '0': return char(0);
      case 'b': return inClass ? char(0x08) : { t: 'assert', start: false };
      case 'B': return inClass ? fail() : { t: 'assert', start: false };
      case 'k': return { t: 'backref' };
      case 'p':
      case 'P': {
        // A Unicode property: the exact set does not matter to the analysis, so assume the widest.
        const end = source.indexOf('}', pos);
        if (peek() !== '{' || end < 0) fail();
        pos = end + 1;
        return ANY;
      }
      case 'c': {
        const next = codePoint();
        if (!/[a-z]/i.test(String.fromCodePoint(next))) fail();
        return char(next % 32);
      }
      case 'x': {
        const digits = source.slice(pos, pos + 2);
        pos += 2;
        return char(hex(digits));
      }
      case 'u': {
        if (peek() === '{') {
          const end = source.indexOf('}', pos);
          if (end < 0) fail();
          const value = hex(source.slice(pos + 1, end));
          pos = end + 1;
          return value > MAX_CP ? fail() : char(value);
        }
        const digits = source.slice(pos, pos + 4);
        pos += 4;
        return char(hex(digits));
      }
      default:
        if (/[1-9]/.test(letter)) return inClass ? fail() : { t: 'backref' };
        return char(c);
    }
  }

  /** The one code point of a set that must hold exactly one (an end of a class range). */
  function single(set: Ranges): number {
    const only = set.length === 1 ? set[0] : undefined;
    return only && only[0] === only[1] ? only[0] : fail();
  }

  function classAtom(): Ranges {
    if (peek() === '\\') {
      pos++;
      const value = escape(true);
      return Array.isArray(value) ? (value as Ranges) : fail();
    }
    return char(codePoint());
  }

  function charClass(): Ranges {
    const negated = peek() === '^';
    if (negated) pos++;
    const parts: Ranges[] = [];
    while (peek() !== ']') {
      if (pos >= source.length) fail();
      const from = classAtom();
      if (peek() === '-' && pos + 1 < source.length && source[pos + 1] !== ']') {
        pos++;
        const lo = single(from);
        const hi = single(classAtom());
        if (lo > hi) fail();
        parts.push([[lo, hi]]);
      } else {
        parts.push(from);
      }
    }
    pos++;
    const set = union(...parts);
    return negated ? complement(set) : set;
  }

  function atom(): Node {
    const c = peek();
    if (c === '(') {
      pos++;
      let look = false;
      if (source.startsWith('?:', pos)) {
        pos += 2;
      } else if (source.startsWith('?=', pos) || source.startsWith('?!', pos)) {
        pos += 2;
        look = true;
      } else if (source.startsWith('?<=', pos) || source.startsWith('?<!', pos)) {
        pos += 3;
        look = true;
      } else if (source.startsWith('?<', pos)) {
        const end = source.indexOf('>', pos);
        if (end < 0) fail();
        pos = end + 1;
      } else if (peek() === '?') {
        fail();
      }
      const body = alternation();
      if (peek() !== ')') fail();
      pos++;
      return { t: 'group', body, look };
    }
    if (c === '[') {
      pos++;
      return { t: 'set', set: charClass() };
    }
    if (c === '.') {
      pos++;
      return { t: 'set', set: ANY };
    }
    if (c === '^' || c === '$') {
      pos++;
      return { t: 'assert', start: c === '^' };
    }
    if (c === '\\') {
      pos++;
      const value = escape(false);
      return Array.isArray(value) ? { t: 'set', set: value as Ranges } : (value as Node);
    }
    if (c === ')' || c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') fail();
    return { t: 'set', set: char(codePoint()) };
  }

  function quantifier(): { min: number; max: number } | undefined {
    const c = peek();
    let bounds: { min: number; max: number } | undefined;
    if (c === '*') bounds = { min: 0, max: Infinity };
    else if (c === '+') bounds = { min: 1, max: Infinity };
    else if (c === '?') bounds = { min: 0, max: 1 };
    if (bounds) pos++;
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(pos));
      if (!match) return fail();
      pos += match[0].length;
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
      bounds = { min, max };
    }
    if (bounds && peek() === '?') pos++; // lazy: backtracks just as much when the match fails
    return bounds;
  }

  function sequence(): Node {
    const items: Node[] = [];
    while (pos < source.length && peek() !== '|' && peek() !== ')') {
      const node = atom();
      const bounds = quantifier();
      if (bounds) {
        if (node.t === 'assert' || (node.t === 'group' && node.look)) {
          items.push(node); // a repeated assertion matches nothing more
          continue;
        }
        items.push({ t: 'repeat', body: node, ...bounds });
      } else {
        items.push(node);
      }
    }
    return { t: 'seq', items };
  }

  function alternation(): Node {
    const options = [sequence()];
    while (peek() === '|') {
      pos++;
      options.push(sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { t: 'alt', options };
  }

  const tree = alternation();
  if (pos !== source.length) fail();
  return tree;
}

// ---- what each node can match ----

interface Info {
  /** Every character the node can consume. */
  chars: Ranges;
  /** The characters a non-empty match can start with. */
  first: Ranges;
  /** Whether it can match the empty string. */
  nullable: boolean;
  /** Whether it contains a repetition without an upper bound. */
  unbounded: boolean;
}

const EMPTY: Info = { chars: NONE, first: NONE, nullable: true, unbounded: false };

function info(node: Node): Info {
  switch (node.t) {
    case 'set':
      return { chars: node.set, first: node.set, nullable: false, unbounded: false };
    case 'assert':
    case 'backref':
      return EMPTY;
    case 'group':
      return node.look ? EMPTY : info(node.body);
    case 'repeat': {
      const body = info(node.body);
      return {
        chars: body.chars,
        first: body.first,
        nullable: node.min === 0 || body.nullable,
        unbounded: body.unbounded || node.max === Infinity,
      };
    }
    case 'alt': {
      const all = node.options.map(info);
      return {
        chars: union(...all.map((i) => i.chars)),
        first: union(...all.map((i) => i.first)),
        nullable: all.some((i) => i.nullable),
        unbounded: all.some((i) => i.unbounded),
      };
    }
    case 'seq': {
      const all = node.items.map(info);
      const first: Ranges[] = [];
      let nullable = true;
      for (const item of all) {
        if (!nullable) break;
        first.push(item.first);
        nullable = item.nullable;
      }
      return {
        chars: union(...all.map((i) => i.chars)),
        first: union(...first),
        nullable,
        unbounded: all.some((i) => i.unbounded),
      };
    }
  }
}

/** The mandatory single characters of a sequence: delimiters that end each iteration of a repeat. */
function mandatoryChars(node: Node): Ranges[] {
  if (node.t === 'set') return [node.set];
  if (node.t === 'group' && !node.look) return mandatoryChars(node.body);
  if (node.t === 'seq') return node.items.flatMap(mandatoryChars);
  if (node.t === 'repeat' && node.min > 0 && node.max === node.min && varyingRepeats(node.body).length === 0) return mandatoryChars(node.body);
  return [];
}

/** The variable repetitions inside a node, with the characters each can take. */
function varyingRepeats(node: Node): Ranges[] {
  switch (node.t) {
    case 'repeat': {
      const inner = varyingRepeats(node.body);
      return node.max > 1 && node.min !== node.max ? [info(node.body).chars, ...inner] : inner;
    }
    case 'group':
      return node.look ? [] : varyingRepeats(node.body);
    case 'seq':
      return node.items.flatMap(varyingRepeats);
    case 'alt':
      return node.options.flatMap(varyingRepeats);
    default:
      return [];
  }
}

function checkNesting(node: Node, underRepeat: boolean): void {
  switch (node.t) {
    case 'backref':
      throw new Refused('back-reference');
    case 'repeat': {
      const inner = varyingRepeats(node.body);
      if (node.max > 1 && inner.length > 0) {
        // Safe only when each iteration must contain a character no inner repetition can take.
        const taken = union(...inner);
        const delimited = mandatoryChars(node.body).some((set) => !overlaps(set, taken));
        if (!delimited) throw new Refused('nested-repetition');
      }
      checkNesting(node.body, underRepeat || node.max > 1);
      return;
    }
    case 'alt': {
      if (underRepeat) {
        const options = node.options.map(info);
        if (options.some((o) => o.nullable)) throw new Refused('empty-choice-repeated');
        for (let i = 0; i < options.length; i++) {
          for (let j = i + 1; j < options.length; j++) {
            if (overlaps((options[i] as Info).first, (options[j] as Info).first)) {
              throw new Refused('overlapping-choices-repeated');
            }
          }
        }
      }
      for (const option of node.options) checkNesting(option, underRepeat);
      return;
    }
    case 'group':
      checkNesting(node.body, underRepeat);
      return;
    case 'seq':
      for (const item of node.items) checkNesting(item, underRepeat);
      return;
    default:
      return;
  }
}

/** Flattens plain groups into their sequence, so `(?:a+)(?:b+)` is read like `a+b+`. */
function flatten(items: readonly Node[]): Node[] {
  return items.flatMap((item) => (item.t === 'group' && !item.look && item.body.t === 'seq' ? flatten(item.body.items) : [item]));
}

/**
 * The longest chain of unbounded repetitions in a sequence where each can take the characters of
 * everything up to the next one: backtracking tries every way to share the input between them, so
 * the cost grows with the input's length to the power of the chain's length.
 */
function chainLength(node: Node, anchored: boolean): number {
  const items = flatten(node.t === 'seq' ? node.items : [node]).filter((item) => item.t !== 'assert' && !(item.t === 'group' && item.look));
  const infos = items.map(info);
  // Without `^` the engine retries from every position: an implicit unbounded “.*” in front.
  const elements: Array<{ chars: Ranges; unbounded: boolean }> = anchored ? [] : [{ chars: ANY, unbounded: true }];
  for (const i of infos) elements.push({ chars: i.chars, unbounded: i.unbounded });
  const chain: number[] = elements.map(() => 0);
  let longest = 0;
  elements.forEach((element, j) => {
    if (!element.unbounded) return;
    let best = 1;
    for (let i = j - 1; i >= 0; i--) {
      const earlier = elements[i] as { chars: Ranges; unbounded: boolean };
      if (!earlier.unbounded) continue;
      const between = elements.slice(i + 1, j);
      if (overlaps(earlier.chars, element.chars) && between.every((b) => covers(earlier.chars, b.chars))) {
        best = Math.max(best, (chain[i] as number) + 1);
      }
    }
    chain[j] = best;
    longest = Math.max(longest, best);
  });
  // Sequences nested in groups and repeats are checked on their own, as if anchored.
  for (const item of items) {
    for (const inner of innerSequences(item)) longest = Math.max(longest, chainLength(inner, true));
  }
  return longest;
}

function innerSequences(node: Node): Node[] {
  if (node.t === 'repeat') return [node.body];
  if (node.t === 'group') return [node.body];
  if (node.t === 'alt') return node.options;
  return [];
}

function startsAnchored(node: Node): boolean {
  if (node.t === 'seq') {
    const head = node.items[0];
    return head !== undefined && head.t === 'assert' && head.start;
  }
  return false;
}

/**
 * Decides whether a `pattern` is safe to run on user input without risking catastrophic
 * backtracking. See the module comment for the rules; the reason is a code, worded by the dialog's texts.
 *
 * @example
 * isSafePattern('^[a-z0-9-]+$'); // { safe: true }
 * isSafePattern('^(a+)+$');      // { safe: false, reason: 'nested-repetition' }
 */
export function isSafePattern(pattern: string): PatternSafety {
  if (typeof pattern !== 'string') return { safe: false, reason: 'not-text' };
  if (pattern.length > MAX_PATTERN_LENGTH) return { safe: false, reason: 'too-long' };
  try {
    new RegExp(pattern, 'u');
  } catch {
    return { safe: false, reason: 'invalid' };
  }
  try {
    const tree = parse(pattern);
    checkNesting(tree, false);
    const options = tree.t === 'alt' ? tree.options : [tree];
    for (const option of options) {
      if (chainLength(option, startsAnchored(option)) >= 3) {
        throw new Refused('overlapping-repetitions');
      }
    }
    return { safe: true };
  } catch (error) {
    if (error instanceof Refused) return { safe: false, reason: error.reason };
    // A parser bug must not let a pattern through.
    return { safe: false, reason: 'unanalysable' };
  }
}

/** What a compiled pattern offers: the shape ajv's `code.regExp` engines return. */
export interface SafePattern {
  test(value: string): boolean;
  toString(): string;
}

/**
 * Compiles a pattern that {@link isSafePattern} accepts, with the `u` flag as ajv does, into a
 * tester that fails strings longer than {@link MAX_PATTERN_INPUT}. Throws, with the reason, for
 * a pattern it refuses.
 *
 * @example
 * compileSafePattern('^[a-z]+$').test('abc'); // true
 * compileSafePattern('^(a+)+$');              // throws: Pattern refused (nested-repetition)
 */
export function compileSafePattern(pattern: string, flags = 'u'): SafePattern {
  const verdict = isSafePattern(pattern);
  if (!verdict.safe) throw new Error(`Pattern refused (${verdict.reason})`);
  const regExp = new RegExp(pattern, flags);
  return {
    test: (value) => value.length <= MAX_PATTERN_INPUT && regExp.test(value),
    // ajv caches compiled patterns under this text: it must differ between patterns.
    toString: () => regExp.toString(),
  };
}
