/**
 * Locale-aware formatting shared by every dictionary: numbers, plural categories, lists and the
 * names of alphabets, all through `Intl`. Pure TypeScript; the formatters are built on first use
 * per language and kept, so a dictionary costs nothing until the dialog words something.
 */

/**
 * What a dictionary needs to word numbers and counts in its own language.
 *
 * @example
 * const f: LocaleFormat = localeFormat('fr');
 * `${f.number(2)} ${f.pick(2, { one: 'caractère', other: 'caractères' })}`; // '2 caractères'
 */
export interface LocaleFormat {
  /** The language tag the formatters were built for. */
  readonly lang: string;
  /** A number as the language writes it (`1,000` in English, `1.000` in German, `١٬٠٠٠` in Arabic). */
  number(value: number): string;
  /** The plural category of a count: `one`, `other`, and in Arabic also `zero`, `two`, `few`, `many`. */
  plural(count: number): Intl.LDMLPluralRule;
  /** Picks the form for a count; `other` is the fallback every language has. */
  pick<T>(count: number, forms: Partial<Record<Intl.LDMLPluralRule, T>> & { other: T }): T;
  /** "A and B", "A, B and C" in the language's own way. */
  list(items: readonly string[]): string;
  /** The name of an alphabet from its ISO 15924 code (`Cyrl` → "Cyrillic"); the code when unknown. */
  script(code: string): string;
  /** A size in bytes as the language writes it, in the largest fitting unit of 1000 (`1.5 MB`, `1,5 MB`, `12 bytes`). */
  bytes(count: number): string;
  /**
   * A time from now as the language says it, in the largest whole unit that fits (seconds, minutes,
   * hours, days): `-7_200_000` → "2 hours ago", `259_200_000` → "in 3 days" (`Intl.RelativeTimeFormat`).
   */
  relative(ms: number): string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The unit and count `relative` words a span in: rounded in the largest unit it reaches. */
function relativeUnit(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  const size = Math.abs(ms);
  // Rounded half away from zero, the same way past and future (`Math.round(-1.5)` is -1).
  const round = (unit: number) => Math.sign(ms) * Math.round(size / unit);
  if (size >= DAY_MS) return [round(DAY_MS), 'day'];
  if (size >= HOUR_MS) return [round(HOUR_MS), 'hour'];
  if (size >= MINUTE_MS) return [round(MINUTE_MS), 'minute'];
  return [round(1000), 'second'];
}

/** The units `bytes` picks from, each 1000 times the one before (as Intl's `kilobyte` is). */
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const cache = new Map<string, LocaleFormat>();

/** Languages whose integers `plainInteger` writes exactly as `Intl` does. */
const PLAIN_INTEGERS = /^en(?:-US|-GB)?$/i;

/**
 * A safe integer as English (`en`, `en-US`, `en-GB`) writes it: ASCII digits, a comma every three
 * digits, hyphen-minus; '' for any other number. The counts and bounds a form shows are integers, so
 * an English dialog opens without building an `Intl` formatter: the first one of a page loads the
 * engine's locale data, 12–20 ms in Chromium, which would land on the dialog's first paint.
 * test/unit/intl.test.ts compares these with `Intl`.
 */
function plainInteger(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return '';
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The formatters of one language, built once.
 *
 * @example
 * const f = localeFormat('de');
 * f.number(1234.5); // '1.234,5'
 * f.pick(1, { one: 'Zeichen', other: 'Zeichen' });
 */
export function localeFormat(lang: string): LocaleFormat {
  const known = cache.get(lang);
  if (known) return known;
  // Built on first use (see `plainInteger`).
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  let lists: Intl.ListFormat | undefined;
  let scripts: Intl.DisplayNames | undefined;
  let times: Intl.RelativeTimeFormat | undefined;
  const sizes = new Map<string, Intl.NumberFormat>();
  const english = PLAIN_INTEGERS.test(lang);
  // Bounds can have many decimals (0.0001); the default of three would round them to 0.
  const number = (value: number) =>
    (english && plainInteger(value)) ||
    (numbers ??= new Intl.NumberFormat(lang, { maximumFractionDigits: 20, useGrouping: true })).format(value);
  const plural = (count: number): Intl.LDMLPluralRule =>
    // English has two categories: `one` for 1 and -1 (as numbers: 1.0 is 1), `other` for the rest.
    english ? (count === 1 || count === -1 ? 'one' : 'other') : (plurals ??= new Intl.PluralRules(lang)).select(count);
  const format: LocaleFormat = {
    lang,
    number,
    plural,
    pick: (count, forms) => forms[plural(count)] ?? forms.other,
    list: (items) => (lists ??= new Intl.ListFormat(lang, { type: 'conjunction' })).format(items),
    script: (code) => {
      try {
        return (scripts ??= new Intl.DisplayNames(lang, { type: 'script', fallback: 'code' })).of(code) ?? code;
      } catch {
        return code;
      }
    },
    relative: (ms) => {
      // `numeric: 'always'`: "in 1 day" fits every sentence a dictionary puts it in; "tomorrow" does not.
      const [count, unit] = relativeUnit(Number.isFinite(ms) ? ms : 0);
      return (times ??= new Intl.RelativeTimeFormat(lang, { numeric: 'always', style: 'long' })).format(count, unit);
    },
    bytes: (count) => {
      let unit = 0;
      let value = Math.max(0, count);
      while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
        value /= 1000;
        unit += 1;
      }
      const name = BYTE_UNITS[unit] as string;
      let formatter = sizes.get(name);
      if (formatter === undefined) {
        formatter = new Intl.NumberFormat(lang, {
          style: 'unit',
          unit: name,
          unitDisplay: unit === 0 ? 'long' : 'short',
          maximumFractionDigits: 1,
        });
        sizes.set(name, formatter);
      }
      return formatter.format(value);
    },
  };
  cache.set(lang, format);
  return format;
}

/**
 * A numeric range as a dictionary words it: which bounds exist and whether each is exclusive.
 * `exact` when both bounds are inclusive and equal.
 *
 * @example
 * const r: NumericRange = { min: 1, max: 12 };
 */
export interface NumericRange {
  min?: number;
  max?: number;
  /** The lower bound itself is not allowed (`exclusiveMinimum`). */
  minExclusive?: boolean;
  /** The upper bound itself is not allowed (`exclusiveMaximum`). */
  maxExclusive?: boolean;
}
