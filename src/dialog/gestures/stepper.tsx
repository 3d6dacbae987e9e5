'use client';
/**
 * Long forms one question at a time ("2 of 5", Back / Next), then a review of every answer before
 * Send. Each step checks its own field before moving on; Send submits the whole form through the
 * same checks as Accept.
 */
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useId, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { visibleText, type Field, type FormValue } from 'mcp-elicitation-core';
import { slot } from '../../theme/slot';
import { composeRefs, mergeProps, withDefault } from '../compose';
import { useElicitationContext } from '../context';
import { ElicitationField, ElicitationFields } from '../fields';
import type { AsChildProps } from '../part-props';
import { QUICK_ANSWER_LIMIT } from './state';

/**
 * The stepper (`gesture === 'stepper'`: a form of more than one field with `stepper` set): the
 * current question with where it stands and Back / Next, then the review of every answer, each with
 * Change. Enter moves on from any step after checking its field; a choice's number key answers and
 * moves on. Send is the layout's `ElicitationAccept`, shown on the review. Renders nothing for
 * other requests.
 *
 * @example
 * <ElicitationStepper />
 */
export const ElicitationStepper = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationStepper(
  { asChild, children, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const formId = form.formProps.id as string;
  const { step, goToStep: setStep } = form;
  const { trigger, setValue, getValues } = useFormContext();
  const total = form.fields.length;
  const reviewing = step >= total;
  const current = form.fields[step];
  const first = useRef(true);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A new step puts focus on its field, the review on Send (not on the first render: the surface
    // places focus then).
    if (first.current) {
      first.current = false;
      return;
    }
    const surface = root.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
    const target = reviewing
      ? surface?.querySelector<HTMLElement>('[data-slot="elicitation-actions"] [data-slot="elicitation-accept"]:enabled')
      : document.getElementById(formId)?.querySelector<HTMLElement>(':is(input:checked, input, select, textarea, button):not(:disabled)');
    target?.focus();
  }, [step, reviewing, formId]);
  if (form.gesture !== 'stepper') return null;
  const Comp = asChild ? Slot : 'div';
  if (reviewing) {
    return (
      <Comp ref={composeRefs(ref, root)} {...mergeProps(slot('elicitation-stepper'), rest)}>
        {withDefault(asChild, children, <StepperReview onChange={setStep} />)}
      </Comp>
    );
  }
  if (!current) return null;
  const inert = form.fieldsDisabled;
  const name = form.fieldProps(current.key)?.name;
  /** Checks this step's field and moves on (to the review after the last). */
  const advance = (focusError = false) => {
    if (name === undefined || inert) return;
    void trigger(name, { shouldFocus: focusError }).then((valid) => {
      if (valid) setStep(step + 1);
      // A step the user tried to leave counts as left (touched): each change now checks it again.
      else setValue(name, getValues(name), { shouldTouch: true });
    });
  };
  const options = current.kind === 'select' && current.options.length <= QUICK_ANSWER_LIMIT ? current.options : [];
  return (
    <Comp
      ref={composeRefs(ref, root)}
      {...mergeProps(
        {
          ...slot('elicitation-stepper'),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
            const target = event.target as HTMLElement;
            const typing = target.matches('textarea, input:not([type="radio"], [type="checkbox"]), select');
            // A choice answers with its number key and moves on, as quick answers do.
            const option = /^[1-9]$/.test(event.key) && !typing ? options[Number(event.key) - 1] : undefined;
            if (option && name !== undefined) {
              event.preventDefault();
              setValue(name, option.value, { shouldDirty: true });
              advance();
              return;
            }
            // Enter moves on from any step (a choice too), after checking its field; never from a
            // multi-line answer or a button (which Enter presses).
            if (event.key === 'Enter' && !event.shiftKey && !target.matches('textarea, button, summary, a')) {
              event.preventDefault();
              advance(true);
            }
          },
          onClick: (event: MouseEvent<HTMLElement>) => {
            // A choice picked with the pointer moves on (a keyboard click, detail 0, comes from the arrow
            // keys walking the options: those stay). The change lands after this handler: a microtask later.
            const target = event.target as HTMLElement;
            if (
              event.detail > 0 &&
              current.kind === 'select' &&
              target.closest('input[type="radio"], label')?.closest('[data-slot="elicitation-field"]')
            ) {
              queueMicrotask(() => advance());
            }
          },
        },
        rest,
      )}
    >
      {withDefault(
        asChild,
        children,
        <>
          <p {...slot('elicitation-step-progress')} aria-live="polite">
            {form.texts.stepProgress(step + 1, total)}
          </p>
          <ElicitationFields
            onSubmit={(event) => {
              // Enter in a text box (the browser's own submission) moves on as well.
              event.preventDefault();
              advance(true);
            }}
          >
            <ElicitationField key={current.key} name={current.key} />
          </ElicitationFields>
          {/* Right after the question: the next Tab stop from the field is Back or Next, never Block. */}
          <div {...slot('elicitation-step-nav')}>
            {step > 0 ? (
              <button type="button" {...slot('elicitation-step-back')} disabled={inert} onClick={() => setStep(step - 1)}>
                {form.texts.previousStep}
              </button>
            ) : null}
            <button type="button" {...slot('elicitation-step-next')} data-gesture="next" disabled={inert} onClick={() => advance(true)}>
              {step === total - 1 ? form.texts.reviewAnswers : form.texts.nextStep}
            </button>
          </div>
        </>,
      )}
    </Comp>
  );
});

/** Every answer before Send, each with Change (back to its question; the answers are kept). */
function StepperReview({ onChange }: { onChange: (step: number) => void }) {
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
                <span>{shownAnswer(field, values[name], form.texts)}</span>{' '}
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

/** An answer as the review shows it: the option's label, Yes / No, or "No answer". */
function shownAnswer(field: Field, value: FormValue | undefined, texts: { yes: string; no: string; noAnswer: string }): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return texts.noAnswer;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  const options = field.kind === 'select' || field.kind === 'multiSelect' ? field.options : [];
  // Option titles are already made safe; a value without an option is shown as sent, made safe here.
  const label = (item: string) => options.find((option) => option.value === item)?.label ?? visibleText(item);
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}
