import type { Field } from '../schema/types';
import type { ValidationIssue } from './validator';

/**
 * The texts shown under a field when its answer is not accepted. Replace any of them (for another
 * language, or other wording) with the dialog's `messages` prop. Each receives the failed rule's
 * parameters and the field, and returns one short sentence.
 */
export interface ValidationMessages {
  required: (field: Field) => string;
  number: (field: Field) => string;
  integer: (field: Field) => string;
  minimum: (limit: number, field: Field) => string;
  maximum: (limit: number, field: Field) => string;
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
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The English messages.
 *
 * @example
 * <ElicitationDialog messages={{ ...defaultMessages, required: () => 'Obligatoire' }} … />
 */
export const defaultMessages: ValidationMessages = {
  required: (field) => (field.kind === 'select' ? 'Choose an option' : field.kind === 'multiSelect' ? 'Choose at least one option' : 'Required'),
  number: () => 'Enter a number',
  integer: () => 'Enter a whole number',
  minimum: (limit) => `Must be at least ${limit}`,
  maximum: (limit) => `Must be at most ${limit}`,
  minLength: (limit) => `Must be at least ${plural(limit, 'character', 'characters')}`,
  maxLength: (limit) => `Must be at most ${plural(limit, 'character', 'characters')}`,
  email: () => 'Enter an email address',
  uri: () => 'Enter a full web address, like https://example.com',
  date: () => 'Enter a date',
  dateTime: () => 'Enter a date and time',
  choice: () => 'Choose one of the options',
  minItems: (limit) => `Choose at least ${limit}`,
  maxItems: (limit) => `Choose at most ${limit}`,
  pattern: () => 'This does not match the expected format',
  invalid: () => 'This value is not accepted',
  form: () => 'These answers do not fit what the server asked for',
};

const FORMAT_MESSAGE = { email: 'email', uri: 'uri', date: 'date', 'date-time': 'dateTime' } as const;

/** Turns one failed rule into the sentence shown under its field. */
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
    case 'exclusiveMinimum':
      return messages.minimum(limit, field);
    case 'maximum':
    case 'exclusiveMaximum':
      return messages.maximum(limit, field);
    case 'minLength':
      return messages.minLength(limit, field);
    case 'maxLength':
      return messages.maxLength(limit, field);
    case 'format': {
      const format = String(issue.params.format);
      const name = Object.prototype.hasOwnProperty.call(FORMAT_MESSAGE, format) ? FORMAT_MESSAGE[format as keyof typeof FORMAT_MESSAGE] : undefined;
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
    default:
      return messages.invalid(field);
  }
}
