import type { ChangeEvent, ReactNode } from 'react';
import type { Field } from '../schema/types';
import type { FieldProps } from './types';

/** The parts of a field's props that its label, description and error need, whatever its kind. */
type FieldChrome = Pick<FieldProps, 'ids' | 'description' | 'error' | 'disabled'> & { field: Field };

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
  if (props.description === undefined) return null;
  return (
    <p id={props.ids.description} data-slot="elicitation-field-description" dir="auto">
      {props.description}
    </p>
  );
}

/** The field's error, rendered only while there is one. */
export function FieldError({ props }: { props: FieldChrome }) {
  if (props.error === undefined) return null;
  return (
    <p id={props.ids.error} data-slot="elicitation-field-error">
      {props.error}
    </p>
  );
}

/** The wrapper every default field shares: state as data attributes for styling. */
export function FieldFrame({ props, children }: { props: FieldChrome; children: ReactNode }) {
  return (
    <div
      data-slot="elicitation-field"
      data-kind={props.field.kind}
      data-invalid={props.error === undefined ? undefined : ''}
      data-required={props.field.required ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
    >
      {children}
    </div>
  );
}

/** Label, control, description and error in the usual order, for single-control fields. */
export function LabelledField({ props, control }: { props: FieldChrome; control: ReactNode }) {
  return (
    <FieldFrame props={props}>
      <label id={props.ids.label} htmlFor={props.ids.control} data-slot="elicitation-field-label">
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
  return {
    id: props.ids.control,
    'data-slot': 'elicitation-field-control',
    name: props.field.key,
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => props.onChange(event.currentTarget.value),
    onBlur: props.onBlur,
    required: props.field.required,
    'aria-invalid': props.error === undefined ? undefined : true,
    'aria-describedby': props.describedBy,
    disabled: props.disabled,
  } as const;
}
