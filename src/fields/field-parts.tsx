import type { ChangeEvent, ReactNode } from 'react';
import type { Field } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import type { FieldProps } from './types';
import { fieldControl, type FieldControl } from './use-field-control';

/** The parts of a field's props that its label, description and error need, whatever its kind. */
type FieldChrome = Pick<FieldProps, 'ids' | 'description' | 'error' | 'disabled' | 'onBlur' | 'lang'> & { field: Field };

// Plain functions that return elements, not components: a field is one component however many
// parts it shows, so a 200-field form mounts 200 fewer fibers per part, and a keystroke re-renders
// 2 components rather than 6 (the "component renders" row of BENCHMARKS.md).

/** The visual required marker; the control itself carries `required` for assistive technology. */
export function requiredMark() {
  return (
    <span {...slot('elicitation-field-required')} aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * A field's wiring (the same `useFieldControl` gives custom controls) with its description and
 * error as elements, each `null` when there is none (so `aria-describedby` never dangles).
 */
export function fieldChrome(props: FieldChrome) {
  const wiring = fieldControl(props);
  return {
    wiring,
    description: wiring.descriptionProps ? <p {...wiring.descriptionProps} /> : null,
    error: wiring.errorProps ? <p {...wiring.errorProps} /> : null,
  };
}

/** The props of a single-control field (text, number, select), its ref aside: the field puts that on its control. */
type SingleControl = Omit<FieldProps<'text' | 'number' | 'select'>, 'inputRef'>;

/**
 * Label, control, description and error in the usual order, for single-control fields. `control`
 * gets the attributes every such control carries (id and name, value wiring, the ARIA state screen
 * readers rely on), from the same wiring as the rest: spread them, then add the kind's own.
 */
export function labelledField(props: SingleControl, control: (attributes: ReturnType<typeof controlAttributes>) => ReactNode) {
  const { wiring, description, error } = fieldChrome(props);
  // The label's id is for controls named with aria-labelledby; a <label for> needs none (see builtInLabel).
  return (
    <div {...wiring.frameProps}>
      <label {...builtInLabel(wiring)}>
        {props.field.label}
        {props.field.required ? requiredMark() : null}
      </label>
      {control(controlAttributes(props, wiring))}
      {description}
      {error}
    </div>
  );
}

/**
 * The label props of a built-in field: `labelProps` without the id, which nothing on a built-in
 * field refers to (its label names the control through `for`, a legend its fieldset). Of all the
 * attributes an opening sets, ids cost the most each: leaving out the labels' and the options'
 * (350 on the benchmark's 200-field form) took about 1 ms off render → focus.
 */
export function builtInLabel(wiring: FieldControl) {
  const { id: _id, ...label } = wiring.labelProps;
  return label;
}

function controlAttributes(props: SingleControl, wiring: FieldControl) {
  // The ref stays with the field, which puts it on its own control. No `name`: the browser never
  // submits the form, and Chromium takes about 10 µs to set one on a text input (125 of them on
  // the benchmark's 200-field form). Radio buttons keep theirs; it groups them.
  const { ref: _ref, name: _name, ...attributes } = wiring.controlProps;
  return {
    ...attributes,
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => props.onChange(event.currentTarget.value),
  } as const;
}
