import { useMemo } from 'react';
import type { FieldProps } from './types';
import { controlProps, LabelledField } from './field-parts';
import { OptionFilter, useOptionFilter } from './option-filter';

/**
 * A native `<select>`: keyboard and screen-reader support come from the platform. Without a
 * default, a first empty choice stands for "no answer" (optional) or "choose one" (required).
 * Long lists get a filter box and show as a list box.
 *
 * @example
 * const registry = { ...defaultFieldRegistry, select: SelectField };
 */
export function SelectField({ inputRef, ...props }: FieldProps<'select'>) {
  const { field } = props;
  const showEmpty = field.default === undefined || !field.required;
  // A stable list, so typing in the filter box does not redo the filtering for a new array.
  const chosen = useMemo(() => (props.value === '' ? [] : [props.value]), [props.value]);
  const filter = useOptionFilter(field.options, chosen);
  return (
    <LabelledField
      props={props}
      control={
        <>
          <OptionFilter props={props} filter={filter} />
          <select ref={inputRef} {...controlProps(props)} size={filter.enabled ? 8 : undefined}>
            {showEmpty ? <option value="">{props.placeholder}</option> : null}
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      }
    />
  );
}
