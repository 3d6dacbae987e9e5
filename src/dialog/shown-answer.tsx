import { visibleText, type ElicitValue, type Field, type FormValue } from 'mcp-elicitation-core';
import { VISUALLY_HIDDEN } from '../theme/visually-hidden';

/** The words an answer is shown with. */
export interface AnswerWords {
  yes: string;
  no: string;
  noAnswer: string;
  /** Said, not shown, for a secret (drawn as dots). */
  hiddenAnswer: string;
}

/** Whether nothing was answered: no value, an empty text or an empty list. */
function isEmpty(value: FormValue | ElicitValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * An answer as the user sees it, on the stepper's review and in a receipt: the option's label, Yes /
 * No, or "No answer"; anything else as sent, made safe to show (`visibleText`) and cut after `max`
 * characters. Takes a control's value (the form's) or a sent one (`content`).
 *
 * @example
 * shownAnswer(field, 'ts', texts); // 'TypeScript'
 */
export function shownAnswer(field: Field, value: FormValue | ElicitValue | undefined, words: AnswerWords, max = Infinity): string {
  if (isEmpty(value)) return words.noAnswer;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const options = field.kind === 'select' || field.kind === 'multiSelect' ? field.options : [];
  // Option titles are already made safe (the form's fields are); a value without an option is made safe here.
  const label = (item: string) => options.find((option) => option.value === item)?.label ?? visibleText(item, max);
  if (!Array.isArray(value)) return label(String(value));
  const list = value.map(label).join(', ');
  return list.length > max ? `${list.slice(0, max)}…` : list;
}

/**
 * An answer as a screen reader hears it: {@link shownAnswer}, or the locale's word for a secret.
 *
 * @example
 * spokenAnswer(tokenField, 's3cr3t', texts); // 'hidden'
 */
export function spokenAnswer(field: Field, value: FormValue | ElicitValue | undefined, words: AnswerWords, max = Infinity): string {
  return field.sensitive && !isEmpty(value) ? words.hiddenAnswer : shownAnswer(field, value, words, max);
}

/**
 * An answer on screen: {@link shownAnswer}, except a secret (a field that looks like a password or
 * key), drawn as dots whatever its length and named by the locale's word to a screen reader. The
 * secret itself is never shown again.
 *
 * @example
 * <ShownAnswer field={field} value={values[name]} words={texts} />
 */
export function ShownAnswer({
  field,
  value,
  words,
  max,
}: {
  field: Field;
  value: FormValue | ElicitValue | undefined;
  words: AnswerWords;
  max?: number;
}) {
  if (!field.sensitive || isEmpty(value)) return shownAnswer(field, value, words, max);
  return (
    <>
      <span aria-hidden="true">••••••</span>
      <span style={VISUALLY_HIDDEN}>{words.hiddenAnswer}</span>
    </>
  );
}
