// The builders a locale's `hint` is made with: createHint reads a field's rules and picks one of a language's hint
// sentences; fileHint joins the pieces of a file field's hint; capitalise starts a sentence worded lower-case.
import { visibleText, type Field, type NumericRange } from 'mcp-elicitation-core';
import type { HintWords } from './types';

/**
 * A file hint from a language's pieces: "<types label><types joined>; <at most size>", either part
 * alone when the other is unset, the first letter upper-cased.
 *
 * @example
 * fileHint(['image/png', '.pdf'], '2 MB', 'File types: ', ', ', '; ', (size) => `at most ${size}`); // 'File types: image/png, .pdf; at most 2 MB'
 */
export function fileHint(
  accept: readonly string[] | undefined,
  maxSize: string | undefined,
  typesLabel: string,
  separator: string,
  partSeparator: string,
  atMost: (size: string) => string,
): string {
  const parts: string[] = [];
  if (accept !== undefined && accept.length > 0) parts.push(`${typesLabel}${accept.join(separator)}`);
  if (maxSize !== undefined) parts.push(atMost(maxSize));
  return capitalise(parts.join(partSeparator));
}

/**
 * The text with its first letter upper-cased, for a sentence that starts with a piece worded lower-case
 * ("at least 3 characters" → "At least 3 characters").
 *
 * @example
 * capitalise('at most 2 MB'); // 'At most 2 MB'
 */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The tighter of an inclusive and an exclusive lower (or upper) bound. */
function bound(inclusive: number | undefined, exclusive: number | undefined, lower: boolean): { value?: number; exclusive?: boolean } {
  if (exclusive !== undefined && (inclusive === undefined || (lower ? exclusive >= inclusive : exclusive <= inclusive))) {
    return { value: exclusive, exclusive: true };
  }
  return inclusive === undefined ? {} : { value: inclusive };
}

/**
 * Builds a dictionary's `hint` from a language's hint sentences: it reads the field's rules
 * (exclusive bounds included) and picks the sentence.
 *
 * @example
 * const hint = createHint(englishHintWords);
 * hint({ kind: 'number', key: 'n', label: 'n', required: true, integer: true, minimum: 1, maximum: 12 }); // 'A whole number, 1 to 12'
 */
export function createHint(words: HintWords): (field: Field) => string | undefined {
  return (field) => {
    switch (field.kind) {
      case 'text':
        if (field.format === 'email') return words.email;
        if (field.format === 'uri') return words.uri;
        if (field.minLength === undefined && field.maxLength === undefined) return undefined;
        return words.length({ min: field.minLength, max: field.maxLength });
      case 'number': {
        const low = bound(field.minimum, field.exclusiveMinimum, true);
        const high = bound(field.maximum, field.exclusiveMaximum, false);
        const range: NumericRange = {};
        if (low.value !== undefined) range.min = low.value;
        if (high.value !== undefined) range.max = high.value;
        if (low.exclusive) range.minExclusive = true;
        if (high.exclusive) range.maxExclusive = true;
        return words.number(field.integer, range);
      }
      case 'multiSelect': {
        const hint = words.choices({ min: field.minItems, max: field.maxItems });
        // "Choose 1 to 3" would read as mandatory, though an optional field may stay empty.
        return !field.required && (field.minItems ?? 0) > 0 ? words.optionalChoices(hint) : hint;
      }
      case 'file':
        if (field.accept === undefined && field.maxSize === undefined) return undefined;
        return words.file(
          field.accept?.map((entry) => visibleText(entry)),
          field.maxSize,
        );
      default:
        return undefined;
    }
  };
}
