'use client';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { slot } from '../../theme/slot';
import { useElicitationContext } from '../context';
import { ShownAnswer } from '../shown-answer';

/**
 * The stepper's review: every answer before Send, each with Change (back to its question; the
 * answers are kept). A secret is never shown again.
 */
export function StepperReview({ onChange }: { onChange: (step: number) => void }) {
  const form = useElicitationContext();
  const { getValues } = useFormContext();
  const headingId = useId();
  const values = getValues();
  return (
    <section {...slot('elicitation-review')} aria-labelledby={headingId}>
      <h3 id={headingId} {...slot('elicitation-review-heading')}>
        {form.texts.reviewHeading}
      </h3>
      <dl>
        {form.fields.map((field, index) => {
          const name = form.fieldProps(field.key)?.name ?? field.key;
          const labelId = `${headingId}-${index}`;
          return (
            <div key={field.key} {...slot('elicitation-review-item')}>
              <dt id={labelId} dir="auto">
                {field.label}
              </dt>
              <dd dir="auto">
                <span>
                  <ShownAnswer field={field} value={values[name]} words={form.texts} />
                </span>{' '}
                <button
                  type="button"
                  {...slot('elicitation-review-change')}
                  aria-describedby={labelId}
                  disabled={form.fieldsDisabled}
                  onClick={() => onChange(index)}
                >
                  {form.texts.reviewChange}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
