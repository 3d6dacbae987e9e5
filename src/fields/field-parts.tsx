import type { ChangeEvent, ReactNode } from 'react';
import type { Field } from '../schema/types';
import type { FieldProps } from './types';
import { fieldControl } from './use-field-control';

/** The parts of a field's props that its label, description and error need, whatever its kind. */
type FieldChrome = Pick<FieldProps, 'ids' | 'description' | 'error' | 'disabled' | 'onBlur'> & { field: Field };

/** The same wiring custom controls get from `useFieldControl`. */
const chrome = (props: FieldChrome) => fieldControl(props);

/** The visual required marker; the control itself carries `required` for assistive technology. */
export function RequiredMark() {
  return (
    <span data-slot="elicitation-field-required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** The field's description and hint, rendered only when there is one (so `aria-describedby` never dangles). */
export function FieldDescription({ props }: { props: FieldChrome }) {
  const { descriptionProps } = chrome(props);
  return descriptionProps ? <p {...descriptionProps} /> : null;
}

/** The field's error, rendered only while there is one. */
export function FieldError({ props }: { props: FieldChrome }) {
  const { errorProps } = chrome(props);
  return errorProps ? <p {...errorProps} /> : null;
}

/** The wrapper every default field shares: state as data attributes for styling. */
export function FieldFrame({ props, children }: { props: FieldChrome; children: ReactNode }) {
  return <div {...chrome(props).frameProps}>{children}</div>;
}

/** Label, control, description and error in the usual order, for single-control fields. */
export function LabelledField({ props, control }: { props: FieldChrome; control: ReactNode }) {
  return (
    <FieldFrame props={props}>
      <label {...chrome(props).labelProps}>
        <bdi>{props.field.label}</bdi>
        {props.field.required ? <RequiredMark /> : null}
      </label>
      {control}
      <FieldDescription props={props} />
      <FieldError props={props} />
    </FieldFrame>
  );
}

/**
 * The attributes every single-control field (text, number, select) puts on its control: id and
 * name, value wiring, and the ARIA state screen readers rely on. Spread it, then add the kind's own.
 */
export function controlProps(props: Omit<FieldProps<'text' | 'number' | 'select'>, 'inputRef'>) {
  // The ref stays with the field, which puts it on its own control.
  const { ref: _ref, ...wiring } = fieldControl(props).controlProps;
  return {
    ...wiring,
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => props.onChange(event.currentTarget.value),
  } as const;
}
