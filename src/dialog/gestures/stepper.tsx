'use client';
/**
 * Long forms one question at a time ("2 of 5", Back / Next), then a review of every answer before
 * Send. Each step checks its own field before moving on; Send submits the whole form through the
 * same checks as Accept. A choice shows its number keys; each new step is announced and focused.
 */
import { Slot } from '@radix-ui/react-slot';
import {
  forwardRef,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useFormContext } from 'react-hook-form';
import { slot } from '../../theme/slot';
import { composeRefs, mergeProps, withDefault } from '../compose';
import { useElicitationContext } from '../context';
import { ElicitationField, ElicitationFields } from '../fields';
import type { AsChildProps } from '../part-props';
import type { FieldProps } from '../../fields/types';
import { VISUALLY_HIDDEN } from '../../theme/visually-hidden';
import { StepChoice, stepChoices } from './step-choice';
import { StepperReview } from './stepper-review';

/**
 * The stepper (`gesture === 'stepper'`: a form of more than one field with `stepper` set): the
 * current question with where it stands and Back / Next, then the review of every answer, each with
 * Change. Enter moves on from any step after checking its field, and sends from the last; a
 * choice (up to nine options, or yes/no) shows its number keys, and a key or a click answers and
 * moves on. Each new step is announced politely ("Question 2 of 4: Team size") by the progress
 * line and its question takes focus. Send is the layout's `ElicitationAccept`, shown on the last
 * question and the review. Renders nothing for other requests.
 *
 * @example
 * <ElicitationStepper />
 */
export const ElicitationStepper = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationStepper(
  { asChild, children, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const { step, goToStep: setStep } = form;
  const { trigger, setValue, getValues, setFocus } = useFormContext();
  const total = form.fields.length;
  const reviewing = step >= total;
  const current = form.fields[step];
  const name = current === undefined ? undefined : form.fieldProps(current.key)?.name;
  const first = useRef(true);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A new step puts focus on its question (a choice: the option chosen, else the first), the
    // review on Send; not on the first render: the surface places focus then.
    if (first.current) {
      first.current = false;
      return;
    }
    if (name !== undefined) setFocus(name);
    else focusAccept(root.current);
  }, [step, name, setFocus]);
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
  const last = step === total - 1;
  /**
   * Checks this step's field and moves on to the next question. From the last one: `send` sends
   * every answer (Enter, Accept), `next` shows the review (the Review button), and a choice just picked
   * puts focus on Accept, to confirm.
   */
  const advance = (from: 'pick' | 'send' | 'next') => {
    if (name === undefined || inert) return;
    void trigger(name, { shouldFocus: from !== 'pick' }).then((valid) => {
      // A step the user tried to leave counts as left (touched): each change now checks it again.
      if (!valid) setValue(name, getValues(name), { shouldTouch: true });
      else if (!last || from === 'next') setStep(step + 1);
      else if (from === 'send') form.submit();
      else focusAccept(root.current);
    });
  };
  const options = stepChoices(current, form.texts);
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
              setValue(name, option.value, { shouldDirty: true, shouldTouch: true });
              advance('pick');
              return;
            }
            // Enter moves on from any step (a choice too), after checking its field, and sends from
            // the last; never from a multi-line answer or a button (which Enter presses).
            if (event.key === 'Enter' && !event.shiftKey && !target.matches('textarea, button, summary, a')) {
              event.preventDefault();
              advance('send');
            }
          },
          onClick: (event: MouseEvent<HTMLElement>) => {
            // A choice picked with the pointer moves on (a keyboard click, detail 0, comes from the arrow
            // keys walking the options: those stay). The change lands after this handler: a microtask later.
            const target = event.target as HTMLElement;
            if (
              event.detail > 0 &&
              options.length > 0 &&
              target.closest('input[type="radio"], label')?.closest('[data-slot="elicitation-field"]')
            ) {
              queueMicrotask(() => advance('pick'));
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
          {/* One polite voice per step: the visible "2 of 4" is drawn, "Question 2 of 4: Team size" is said. */}
          <p {...slot('elicitation-step-progress')} role="status">
            <span aria-hidden="true">{form.texts.stepProgress(step + 1, total)}</span>
            <span style={VISUALLY_HIDDEN}>{form.texts.stepAnnouncement(step + 1, total, current.label)}</span>
          </p>
          <ElicitationFields
            onSubmit={(event) => {
              // Enter in a text box (the browser's own submission), and Accept on the last question,
              // move on (send) as well.
              event.preventDefault();
              advance('send');
            }}
          >
            <ElicitationField
              key={current.key}
              name={current.key}
              component={options.length > 0 ? (StepChoice as ComponentType<FieldProps<'select'>>) : undefined}
            />
          </ElicitationFields>
          {/* Right after the question: the next Tab stop from the field is Back or Next, never Block. */}
          <div {...slot('elicitation-step-nav')}>
            {step > 0 ? (
              <button type="button" {...slot('elicitation-step-back')} disabled={inert} onClick={() => setStep(step - 1)}>
                {form.texts.previousStep}
              </button>
            ) : null}
            <button type="button" {...slot('elicitation-step-next')} data-gesture="next" disabled={inert} onClick={() => advance('next')}>
              {last ? form.texts.reviewAnswers : form.texts.nextStep}
            </button>
          </div>
        </>,
      )}
    </Comp>
  );
});

/** Focus on Send (the layout's Accept), in the surface around `element`. */
function focusAccept(element: HTMLElement | null) {
  const surface = element?.closest<HTMLElement>('[data-slot="elicitation-content"]');
  surface?.querySelector<HTMLElement>('[data-slot="elicitation-actions"] [data-slot="elicitation-accept"]:enabled')?.focus();
}
