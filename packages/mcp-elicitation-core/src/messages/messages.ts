import type { Field } from '../schema/types';
import { localeFormat } from './intl';
import type { ValidationIssue } from '../validation/validator';

/**
 * The texts shown under a field when its answer is not accepted, and the two that explain why a
 * request cannot be answered at all. They are part of a locale (`ElicitationLocale.messages`);
 * replace any of them with the dialog's `messages` prop. Each receives the failed rule's
 * parameters and the field, and returns one short sentence.
 *
 * @example
 * const messages: Partial<ValidationMessages> = { required: () => 'Obligatoire' };
 */
export interface ValidationMessages {
  required: (field: Field) => string;
  number: (field: Field) => string;
  integer: (field: Field) => string;
  minimum: (limit: number, field: Field) => string;
  maximum: (limit: number, field: Field) => string;
  /** The value must be greater than `limit` (`exclusiveMinimum`): `limit` itself is refused. */
  exclusiveMinimum: (limit: number, field: Field) => string;
  /** The value must be less than `limit` (`exclusiveMaximum`): `limit` itself is refused. */
  exclusiveMaximum: (limit: number, field: Field) => string;
  minLength: (limit: number, field: Field) => string;
  maxLength: (limit: number, field: Field) => string;
  email: (field: Field) => string;
  uri: (field: Field) => string;
  date: (field: Field) => string;
  dateTime: (field: Field) => string;
  choice: (field: Field) => string;
  minItems: (limit: number, field: Field) => string;
  maxItems: (limit: number, field: Field) => string;
  pattern: (field: Field) => string;
  /** Any rule without a message of its own. */
  invalid: (field: Field) => string;
  /** A rule about the answers as a whole rather than one field. */
  form: () => string;
  /** Why Accept does nothing for a request the dialog found unanswerable (`canAccept: false`). */
  blocked: () => string;
  /** The request's own rules could not be compiled (a broken schema), so no answer can be checked. */
  schemaError: () => string;
  /** Accept was pressed while the checks this request needs are still loading (a moment after it opens). */
  loading: () => string;
  /** The checks this request needs could not be loaded (a lost network chunk): no answer can be checked. */
  checksUnavailable: () => string;

  // File inputs (SEP-2356, a draft: `experimental.files`).
  /** A file input's answer is not a file the dialog can send (a `data:` URI). */
  file: (field: Field) => string;
  /** The chosen file is larger than the server accepts (`maxSize` bytes, before encoding). */
  fileTooLarge: (maxSize: number, field: Field) => string;
  /** The chosen file is of a type the server does not list (`accept`: media types or name endings). */
  fileType: (accept: readonly string[], field: Field) => string;
}

const en = localeFormat('en');
const n = (value: number) => en.number(value);
const characters = (limit: number) => `${n(limit)} ${en.pick(limit, { one: 'character', other: 'characters' })}`;

/**
 * The English messages.
 *
 * @example
 * <ElicitationDialog messages={{ ...defaultMessages, required: () => 'Obligatoire' }} … />
 */
export const defaultMessages: ValidationMessages = {
  required: (field) =>
    field.kind === 'select' ? 'Choose an option' : field.kind === 'multiSelect' ? 'Choose at least one option' : 'Required',
  number: () => 'Enter a number',
  integer: () => 'Enter a whole number',
  minimum: (limit) => `Must be at least ${n(limit)}`,
  maximum: (limit) => `Must be at most ${n(limit)}`,
  exclusiveMinimum: (limit) => `Must be more than ${n(limit)}`,
  exclusiveMaximum: (limit) => `Must be less than ${n(limit)}`,
  minLength: (limit) => `Must be at least ${characters(limit)}`,
  maxLength: (limit) => `Must be at most ${characters(limit)}`,
  email: () => 'Enter an email address',
  uri: () => 'Enter a full web address, like https://example.com',
  date: () => 'Enter a date',
  dateTime: () => 'Enter a date and time',
  choice: () => 'Choose one of the options',
  minItems: (limit) => `Choose at least ${n(limit)}`,
  maxItems: (limit) => `Choose at most ${n(limit)}`,
  pattern: () => 'This does not match the expected format',
  invalid: () => 'This value is not accepted',
  form: () => 'These answers do not fit what the server asked for',
  blocked: () => 'This request cannot be answered as sent. Decline or cancel it.',
  schemaError: () => 'This request’s rules could not be read, so no answer can be checked. Decline or cancel it.',
  loading: () => 'The checks for these answers are still loading. Try again in a moment.',
  checksUnavailable: () => 'The text checks of this request could not be loaded, so no answer can be checked. Decline or cancel it.',
  // File inputs (SEP-2356, a draft).
  file: () => 'Choose a file',
  fileTooLarge: (maxSize) => `Choose a file of at most ${en.bytes(maxSize)}`,
  fileType: (accept) => `Choose a file of one of these types: ${en.list([...accept])}`,
};

const FORMAT_MESSAGE = { email: 'email', uri: 'uri', date: 'date', 'date-time': 'dateTime' } as const;

/**
 * Turns one failed rule into the sentence shown under its field.
 *
 * @example
 * messageFor({ key: 'age', keyword: 'exclusiveMinimum', params: { limit: 0 } }, field, defaultMessages); // 'Must be more than 0'
 */
export function messageFor(issue: ValidationIssue, field: Field, messages: ValidationMessages): string {
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
      return messages.required(field);
    case 'type':
      if (issue.params.type === 'integer') return messages.integer(field);
      if (issue.params.type === 'number') return messages.number(field);
      return messages.invalid(field);
    case 'minimum':
      return messages.minimum(limit, field);
    case 'exclusiveMinimum':
      return messages.exclusiveMinimum(limit, field);
    case 'maximum':
      return messages.maximum(limit, field);
    case 'exclusiveMaximum':
      return messages.exclusiveMaximum(limit, field);
    case 'minLength':
      return messages.minLength(limit, field);
    case 'maxLength':
      return messages.maxLength(limit, field);
    case 'format': {
      const format = String(issue.params.format);
      const name = Object.prototype.hasOwnProperty.call(FORMAT_MESSAGE, format)
        ? FORMAT_MESSAGE[format as keyof typeof FORMAT_MESSAGE]
        : undefined;
      return name ? messages[name](field) : messages.invalid(field);
    }
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return messages.choice(field);
    case 'minItems':
      return messages.minItems(limit, field);
    case 'maxItems':
      return messages.maxItems(limit, field);
    case 'pattern':
      return messages.pattern(field);
    case 'x-mcp-file':
      if (issue.params.reason === 'too-large') return messages.fileTooLarge(Number(issue.params.maxSize), field);
      if (issue.params.reason === 'type') return messages.fileType((issue.params.accept as readonly string[] | undefined) ?? [], field);
      return messages.file(field);
    default:
      return messages.invalid(field);
  }
}
