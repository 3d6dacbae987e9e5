import type { FieldProps } from './types';
import { labelledField } from './field-parts';

/**
 * A number as a text input with a numeric keyboard: unlike `type="number"`, what the user typed is
 * never silently turned into an empty value, so "2.5" in a whole-number field gets a clear message.
 *
 * @example
 * const registry = { ...defaultFieldRegistry, number: NumberField };
 */
export function NumberField({ inputRef, ...props }: FieldProps<'number'>) {
  const { field } = props;
  return labelledField(props, (attributes) => (
    <input
      ref={inputRef}
      {...attributes}
      type={field.sensitive ? 'password' : 'text'}
      inputMode={field.integer && (field.minimum ?? -1) >= 0 ? 'numeric' : 'decimal'}
      autoComplete={field.sensitive ? 'new-password' : 'off'}
      spellCheck={false}
    />
  ));
}
