import { slot } from '../theme/slot';
import type { FieldProps } from './types';
import { fieldChrome } from './field-parts';
import { OptionFilter, useOptionFilter } from './option-filter';

/**
 * A group of checkboxes in a fieldset whose legend is the field's label. Like a checkbox, it is
 * never marked required: an empty choice is an answer unless `minItems` says otherwise, and the
 * hint ("Choose at least 1") says so in words that screen readers read too.
 *
 * @example
 * const registry = { ...defaultFieldRegistry, multiSelect: MultiSelectField };
 */
export function MultiSelectField({ inputRef, ...props }: FieldProps<'multiSelect'>) {
  const { field, value } = props;
  const filter = useOptionFilter(field.options, value);
  const toggle = (option: string, checked: boolean) => {
    props.onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  };
  const { wiring, description, error } = fieldChrome(props);
  return (
    <div {...wiring.frameProps}>
      <fieldset id={props.ids.control} {...slot('elicitation-field-group')} aria-describedby={props.describedBy} disabled={props.disabled}>
        <legend {...slot('elicitation-field-label')} dir="auto" lang={props.lang}>
          {field.label}
        </legend>
        {filter.enabled ? <OptionFilter props={props} filter={filter} /> : null}
        {/* Each option's label wraps its input and so names it: neither needs an id or `for`
            (ids are what an opening pays most for per attribute; see builtInLabel). */}
        {filter.options.map((option, index) => (
          <label key={option.value} {...slot('elicitation-field-option')}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="checkbox"
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              onBlur={props.onBlur}
              aria-invalid={props.error === undefined ? undefined : true}
            />
            <bdi lang={props.lang}>{option.label}</bdi>
          </label>
        ))}
      </fieldset>
      {description}
      {error}
    </div>
  );
}
