import { slot } from '../theme/slot';
import type { FieldProps } from './types';
import { fieldChrome, requiredMark } from './field-parts';

/**
 * Up to this many choices, a single choice shows every option as a radio button; longer lists keep
 * the `<select>` (and its filter box from `FILTER_THRESHOLD` on). Six is about what a reader takes
 * in at a glance without scrolling a small dialog.
 *
 * @example
 * const visible = field.options.length <= RADIO_THRESHOLD;
 */
export const RADIO_THRESHOLD = 6;

/**
 * A single choice with every option visible: native radio buttons in a fieldset whose legend is
 * the field's label, so arrow keys move and select within the group and Tab enters and leaves it
 * (the WAI-ARIA radio-group pattern, from the platform). An optional field gets a first "no answer"
 * option, because a radio cannot be unticked.
 *
 * @example
 * const registry = { ...defaultFieldRegistry, select: RadioGroupField };
 */
export function RadioGroupField({ inputRef, ...props }: FieldProps<'select'>) {
  // No hooks here: SelectField calls this as a function.
  const { field, value } = props;
  // The empty choice is the dialog's words; the others are the server's (marked with its language).
  const options = field.required ? field.options : [{ value: '', label: props.placeholder }, ...field.options];
  // Focus (the first invalid field) goes to the chosen radio, or the first one: where Tab would land.
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const { wiring, description, error } = fieldChrome(props);
  return (
    <div {...wiring.frameProps}>
      <fieldset id={props.ids.control} {...slot('elicitation-field-group')} aria-describedby={props.describedBy} disabled={props.disabled}>
        <legend {...slot('elicitation-field-label')} dir="auto" lang={props.lang}>
          {field.label}
          {field.required ? requiredMark() : null}
        </legend>
        {/* Each option's label wraps its input and so names it: neither needs an id or `for`
            (ids are what an opening pays most for per attribute; see builtInLabel). */}
        {options.map((option, index) => (
          <label key={option.value} {...slot('elicitation-field-option')}>
            <input
              ref={index === focusIndex ? inputRef : undefined}
              type="radio"
              name={field.key}
              value={option.value}
              checked={value === option.value}
              required={field.required}
              onChange={(event) => {
                if (event.currentTarget.checked) props.onChange(option.value);
              }}
              onBlur={(event) => {
                // Moving between the options is not leaving the field: an error would flash (and
                // move the options under the pointer) before the choice is made.
                if (!event.currentTarget.closest('fieldset')?.contains(event.relatedTarget)) props.onBlur();
              }}
              aria-invalid={props.error === undefined ? undefined : true}
            />
            <bdi lang={!field.required && index === 0 ? undefined : props.lang}>{option.label}</bdi>
          </label>
        ))}
      </fieldset>
      {description}
      {error}
    </div>
  );
}
