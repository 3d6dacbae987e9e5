'use client';
/**
 * A choice on a step of the stepper, with its number keys in sight: each option a radio button
 * that shows the key that picks it (as quick answers do) and names it in `aria-keyshortcuts`. A
 * single choice of up to nine options, and a yes/no question (Yes is 1, No is 2).
 */
import type { Field, FormValue } from 'mcp-elicitation-core';
import { useFieldControl } from '../../fields/use-field-control';
import type { FieldProps } from '../../fields/types';
import { slot } from '../../theme/slot';
import { useElicitationContext } from '../context';
import type { AnswerWords } from '../shown-answer';
import { QUICK_ANSWER_LIMIT } from './state';

/**
 * What the number keys 1–9 pick on a step showing `field`, in key order: the options of a single
 * choice of up to nine, Yes and No for a yes/no question; none for other fields.
 *
 * @example
 * stepChoices(field, texts)[Number(event.key) - 1];
 */
export function stepChoices(field: Field | undefined, words: AnswerWords): readonly { value: FormValue; label: string }[] {
  if (field?.kind === 'select' && field.options.length <= QUICK_ANSWER_LIMIT) return field.options;
  if (field?.kind === 'boolean') {
    return [
      { value: true, label: words.yes },
      { value: false, label: words.no },
    ];
  }
  return [];
}

/**
 * The step's choice: radio buttons in a fieldset whose legend is the field's label (arrow keys walk
 * them, Tab enters and leaves the group, as in the form), each with its number key shown. An
 * optional one ends with an unnumbered "No answer", since a radio cannot be unticked.
 */
export function StepChoice({ inputRef, ...props }: FieldProps<'select'> | FieldProps<'boolean'>) {
  const { texts } = useElicitationContext();
  const { field, value } = props;
  const { frameProps, descriptionProps, errorProps } = useFieldControl(props);
  const numbered = stepChoices(field, texts);
  const none: FormValue = field.kind === 'boolean' ? null : '';
  const options = field.required ? numbered : [...numbered, { value: none, label: props.placeholder }];
  // Focus (a new step, or the first invalid field) goes to the chosen option, or the first one: where Tab would land.
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <div {...frameProps}>
      <fieldset id={props.ids.control} {...slot('elicitation-field-group')} aria-describedby={props.describedBy} disabled={props.disabled}>
        <legend {...slot('elicitation-field-label')} dir="auto" lang={props.lang}>
          {field.label}
          {/* A yes/no question is never marked: No is an answer. */}
          {field.required && field.kind !== 'boolean' ? (
            <span {...slot('elicitation-field-required')} aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </legend>
        {options.map((option, index) => {
          const key = index < numbered.length ? String(index + 1) : undefined;
          return (
            <label key={String(option.value)} {...slot('elicitation-field-option')}>
              <input
                ref={index === focusIndex ? inputRef : undefined}
                type="radio"
                name={field.key}
                value={String(option.value)}
                checked={value === option.value}
                aria-keyshortcuts={key}
                onChange={(event) => {
                  if (event.currentTarget.checked) props.onChange(option.value as never);
                }}
                onBlur={(event) => {
                  // Moving between the options is not leaving the field.
                  if (!event.currentTarget.closest('fieldset')?.contains(event.relatedTarget)) props.onBlur();
                }}
                aria-invalid={props.error === undefined ? undefined : true}
              />
              {key === undefined ? null : (
                <kbd {...slot('elicitation-step-key')} aria-hidden="true">
                  {key}
                </kbd>
              )}
              {/* A choice's title is the server's; yes/no and "No answer" are the dialog's words. */}
              <bdi lang={field.kind === 'select' && key !== undefined ? props.lang : undefined}>{option.label}</bdi>
            </label>
          );
        })}
      </fieldset>
      {descriptionProps ? <p {...descriptionProps} /> : null}
      {errorProps ? <p {...errorProps} /> : null}
    </div>
  );
}
