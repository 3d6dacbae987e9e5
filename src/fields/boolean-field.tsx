import { slot } from '../theme/slot';
import type { FieldProps } from './types';
import { builtInLabel, fieldChrome } from './field-parts';

/**
 * A checkbox. Unchecked is a real answer (`false`) once touched, or from the start when the field
 * is required, so it is never marked as "required" (that would suggest it must be ticked).
 *
 * @example
 * const registry = { ...defaultFieldRegistry, boolean: BooleanField };
 */
export function BooleanField({ inputRef, ...props }: FieldProps<'boolean'>) {
  const { field } = props;
  const { wiring, description, error } = fieldChrome(props);
  return (
    <div {...wiring.frameProps}>
      <div {...slot('elicitation-field-checkbox-row')}>
        <input
          id={props.ids.control}
          ref={inputRef}
          {...slot('elicitation-field-control')}
          type="checkbox"
          checked={props.value === true}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          onBlur={props.onBlur}
          aria-invalid={props.error === undefined ? undefined : true}
          aria-describedby={props.describedBy}
          disabled={props.disabled}
        />
        <label {...builtInLabel(wiring)}>{field.label}</label>
      </div>
      {description}
      {error}
    </div>
  );
}
