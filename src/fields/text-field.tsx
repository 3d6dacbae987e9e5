import type { FieldProps } from './types';
import { labelledField } from './field-parts';

const INPUT_TYPE = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;
const AUTOCOMPLETE = { email: 'email', uri: 'url' } as const;

/**
 * A text input; `format` picks the input type (email, url, date, datetime-local). The form has
 * `noValidate`, so the browser's own bubbles never compete with the dialog's messages. Fields that
 * look like secrets are masked.
 *
 * @example
 * <ElicitationDialog fields={{ text: (props) => <TextField {...props} /> }} … />
 */
export function TextField({ inputRef, ...props }: FieldProps<'text'>) {
  const { field } = props;
  // A field that looks like a secret is masked, so it is not shown on screen or kept in autofill.
  const type = field.sensitive ? 'password' : field.format ? INPUT_TYPE[field.format] : 'text';
  const autoComplete = field.sensitive
    ? 'new-password'
    : field.format === 'email' || field.format === 'uri'
      ? AUTOCOMPLETE[field.format]
      : 'off';
  return labelledField(props, (attributes) => (
    <input
      ref={inputRef}
      {...attributes}
      type={type}
      maxLength={field.maxLength}
      step={field.format === 'date-time' ? 1 : undefined}
      autoComplete={autoComplete}
      spellCheck={field.format ? false : undefined}
      dir={field.format ? undefined : 'auto'}
    />
  ));
}
