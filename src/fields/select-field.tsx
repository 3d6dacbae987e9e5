import { useMemo } from 'react';
import type { FieldProps } from './types';
import { labelledField } from './field-parts';
import { OptionFilter, useOptionFilter } from './option-filter';
import { RADIO_THRESHOLD, RadioGroupField } from './radio-group-field';

/**
 * A native `<select>`: keyboard and screen-reader support come from the platform. Without a
 * default, a first empty choice stands for "no answer" (optional) or "choose one" (required).
 * Long lists get a filter box and show as a list box. Up to {@link RADIO_THRESHOLD} choices show as
 * a radio group instead ({@link RadioGroupField}), every option visible. The choice is made here,
 * not by a registry key of its own, so a host that replaces `select` replaces every single choice.
 *
 * @example
 * const registry = { ...defaultFieldRegistry, select: SelectField };
 */
export function SelectField(props: FieldProps<'select'>) {
  return props.field.options.length <= RADIO_THRESHOLD ? <RadioGroupField {...props} /> : <ListSelect {...props} />;
}

/** The `<select>` for lists too long to show as radio buttons. */
function ListSelect({ inputRef, ...props }: FieldProps<'select'>) {
  const { field } = props;
  const showEmpty = field.default === undefined || !field.required;
  // A stable list, so typing in the filter box does not redo the filtering for a new array.
  const chosen = useMemo(() => (props.value === '' ? [] : [props.value]), [props.value]);
  const filter = useOptionFilter(field.options, chosen);
  return labelledField(props, (attributes) => (
    <>
      {filter.enabled ? <OptionFilter props={props} filter={filter} /> : null}
      <select ref={inputRef} {...attributes} size={filter.enabled ? 8 : undefined}>
        {showEmpty ? <option value="">{props.placeholder}</option> : null}
        {filter.options.map((option) => (
          <option key={option.value} value={option.value} lang={props.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  ));
}
