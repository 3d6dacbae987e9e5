import type { ElicitValue } from '../schema/protocol';
import type { Field } from '../schema/types';
import type { ValidationIssue } from '../validation/validator';

/**
 * What a control holds while the user edits: text inputs (including numbers and dates) hold the
 * typed string, checkboxes a boolean (`null` until an optional one without a default is touched),
 * multi-selects the chosen values.
 */
export type FormValue = string | boolean | null | string[];

/**
 * Form state, keyed by field key. Built without a prototype, so a key such as `constructor` or
 * `toString` reads only what was stored under it, never an inherited member.
 */
export type FormValues = Record<string, FormValue>;

/** An empty record without a prototype: property keys come from the server. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** Formats a moment as `YYYY-MM-DDTHH:mm[:ss]` in the user's time zone, as a datetime-local input shows it. */
export function toLocalDateTimeInput(date: Date): string {
  const base = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? base : `${base}:${pad(date.getSeconds())}`;
}

/**
 * Turns a datetime-local input's value into RFC 3339 with the user's UTC offset at that moment,
 * for example `2026-03-01T09:30:00+01:00`. Returns undefined for text that is not a date and time.
 *
 * @example
 * localInputToRfc3339('2026-03-01T09:30'); // '2026-03-01T09:30:00+01:00' in Paris
 */
export function localInputToRfc3339(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  // Built from the Date, not the typed text, so a clock time skipped by a DST change becomes a real instant.
  return `${toLocalDateTimeInput(date).slice(0, 16)}:${pad(date.getSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** What each control starts with: the field's default where it has one, else empty. */
export function initialValues(fields: readonly Field[]): FormValues {
  const values = emptyRecord<FormValue>();
  for (const field of fields) values[field.key] = initialValue(field);
  return values;
}

function initialValue(field: Field): FormValue {
  switch (field.kind) {
    case 'text': {
      if (field.default === undefined) return '';
      if (field.format === 'date-time') {
        const date = new Date(field.default);
        return Number.isNaN(date.getTime()) ? field.default : toLocalDateTimeInput(date);
      }
      return field.default;
    }
    case 'number':
      return field.default === undefined ? '' : String(field.default);
    case 'boolean':
      // A required checkbox is always an answer (unchecked means false); an optional one is no
      // answer until the user touches it.
      return field.default ?? (field.required ? false : null);
    case 'select':
      return field.default ?? '';
    case 'multiSelect':
      return field.default ? [...field.default] : [];
    case 'file':
      // The chosen file as its `data:` URI (SEP-2356); empty until one is chosen.
      return field.default ?? '';
  }
}

/** Equal control values: multi-selects by their items. */
export function sameValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** What `toContent` produces: the content to send, and problems found while reading the controls. */
export interface ContentResult {
  content: Record<string, ElicitValue>;
  /** Values that could not be read as their type (text in a number field, an impossible date). */
  issues: ValidationIssue[];
}

/**
 * Reads the controls into the `content` of an accept result: numbers as numbers, date-times as
 * RFC 3339 with the user's offset, multi-selects as string arrays. A field left at its default
 * sends the default exactly as the server wrote it; an optional field the user left empty is
 * omitted, never sent as `""`, `0` or `false`.
 *
 * @example
 * toContent(fields, { age: '42', nickname: '' }).content; // { age: 42 }
 */
export function toContent(fields: readonly Field[], values: FormValues): ContentResult {
  // Collected in a Map and turned into an object with `Object.fromEntries`, which defines own
  // properties: whatever the key, nothing is assigned through a setter or read from a prototype.
  const answers = new Map<string, ElicitValue>();
  const issues: ValidationIssue[] = [];
  for (const field of fields) {
    const value = ownValue(values, field.key);
    if (field.default !== undefined && sameValue(value, initialValue(field))) {
      answers.set(field.key, Array.isArray(field.default) ? [...field.default] : field.default);
      continue;
    }
    switch (field.kind) {
      case 'boolean':
        if (typeof value === 'boolean') answers.set(field.key, value);
        break;
      case 'multiSelect':
        if (Array.isArray(value) && (value.length > 0 || field.required)) {
          // Sent in the order the server listed the options, whatever order they were ticked in.
          answers.set(
            field.key,
            field.options.map((o) => o.value).filter((v) => value.includes(v)),
          );
        }
        break;
      case 'number': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text === '') break;
        const number = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
        if (!Number.isFinite(number)) issues.push({ key: field.key, keyword: 'type', params: { type: 'number' } });
        else if (field.integer && !Number.isInteger(number)) issues.push({ key: field.key, keyword: 'type', params: { type: 'integer' } });
        else answers.set(field.key, number);
        break;
      }
      case 'text': {
        const text = typeof value === 'string' ? value : '';
        if (text === '') break;
        if (field.format === 'date-time') {
          const converted = localInputToRfc3339(text);
          if (converted === undefined) issues.push({ key: field.key, keyword: 'format', params: { format: 'date-time' } });
          else answers.set(field.key, converted);
        } else {
          answers.set(field.key, text);
        }
        break;
      }
      case 'select':
      case 'file':
        if (typeof value === 'string' && value !== '') answers.set(field.key, value);
        break;
    }
  }
  return { content: Object.fromEntries(answers) as Record<string, ElicitValue>, issues };
}
