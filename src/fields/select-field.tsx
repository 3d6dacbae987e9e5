import type { FieldProps } from './types';
import { controlProps, LabelledField } from './field-parts';

/**
 * A native `<select>`: keyboard and screen-reader support come from the platform. Without a
 * default, a first empty choice stands for "no answer" (optional) or "choose one" (required).
 */
export function SelectField({ inputRef, ...props }: FieldProps<'select'>) {
  const { field } = props;
  const showEmpty = field.default === undefined || !field.required;
  return (
    <LabelledField
      props={props}
      control={
        <select ref={inputRef} {...controlProps(props)}>
          {showEmpty ? <option value="">{props.placeholder}</option> : null}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      }
    />
  );
}
