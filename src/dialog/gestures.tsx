'use client';
/**
 * Requests answered in one gesture. An approval gate (the only field is a boolean that confirms:
 * confirm / approve / agree / consent in its key or title, or any lone boolean asked by a destructive
 * tool) becomes a decision: the message and Confirm / Decline, never a box to tick before Accept. A
 * lone yes/no preference ("Subscribe to the newsletter?") gets Yes / No quick answers, with Decline
 * apart; a lone choice becomes one button per option (number keys 1–9 too). An optional one also
 * gets "Skip", which leaves the field out. Long forms can go one question at a time (the stepper). Each is a presentation of the same form: the answer is validated and sent by
 * the same `submit`, so the one-result guarantee and the validation rules do not change.
 */
import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FormValue } from 'mcp-elicitation-core';
import type { Field } from 'mcp-elicitation-core';
import { visibleText } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { useElicitationContext } from './context';
import { QUICK_ANSWER_LIMIT } from './gesture-state';
import { useIsomorphicLayoutEffect as useLayoutEffect } from './isomorphic-layout-effect';
import { ElicitationAccept } from './actions';
import { ElicitationField, ElicitationFields } from './fields';
import { withNames } from './with-names';

export { GESTURE_ARMING_DELAY, QUICK_ANSWER_LIMIT, gestureOf, type ElicitationGesture, type GestureOptions } from './gesture-state';

/** The ids of a gate's question (its field's label, which describes Confirm) and its warning. */
function gateIds(base: string) {
  return { labelId: `${base}-gate-label`, warningId: `${base}-gate-warning` };
}

/** Whether the field's own words say what Confirm approves (a bare key such as "confirm" adds nothing). */
function labelled(field: Field): boolean {
  return field.label !== '' && field.label !== field.key;
}

/**
 * Handlers that keep a one-press button from answering before it is armed: a click whose pointer went
 * down before (or while) it armed, Enter or Space before it armed, and any key held down (repeats).
 * `aria-disabled` meanwhile, so it is focusable (focus lands on it at once) but reads as not ready.
 */
function useArmedButton(): {
  props: { 'aria-disabled'?: true; 'data-arming'?: ''; onPointerDown: () => void; onKeyDown: (event: ReactKeyboardEvent) => void };
  accepts: (event: ReactMouseEvent) => boolean;
} {
  const { armed } = useElicitationContext();
  // Whether the pointer that is clicking went down on this button after it armed.
  const pressedArmed = useRef(false);
  return {
    props: {
      ...(armed ? {} : { 'aria-disabled': true as const, 'data-arming': '' as const }),
      onPointerDown: () => {
        pressedArmed.current = armed;
      },
      onKeyDown: (event) => {
        // Enter activates on keydown (and repeats), Space on the keyup after an unprevented keydown.
        if ((!armed || event.repeat) && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
      },
    },
    // `detail` is 0 for a click made by the keyboard (its keydown was checked above).
    accepts: (event) => armed && (event.detail === 0 || pressedArmed.current),
  };
}

/** The body: the fields, or what replaces them for a gate, quick answers or the current step. */
export function GestureBody() {
  const { gesture } = useElicitationContext();
  if (gesture === 'decision') return <DecisionBody />;
  if (gesture === 'quick') return <QuickAnswers />;
  return (
    <>
      <PrefilledNote />
      {gesture === 'stepper' ? <StepperBody /> : <ElicitationFields />}
    </>
  );
}

/**
 * Said once, above the fields: how many answers the server filled in, sent as shown unless changed.
 * Each such field keeps a short "Filled in by the server" in its own description (what a screen
 * reader hears there), instead of the whole sentence repeated under every one.
 */
function PrefilledNote() {
  const form = useElicitationContext();
  const count = form.fields.filter((field) => field.default !== undefined).length;
  const note = count > 0 ? form.texts.prefilledCount(count) : '';
  if (note === '') return null;
  return (
    <p {...slot('elicitation-prefilled-note')} dir="auto">
      {note}
    </p>
  );
}

/** The main action: Confirm for a gate, none for quick answers (each option is one), Back / Next for the stepper. */
export function GestureAccept() {
  const { gesture } = useElicitationContext();
  if (gesture === 'decision') return <ConfirmButton />;
  if (gesture === 'quick') return null;
  if (gesture === 'stepper') return <StepperActions />;
  return <ElicitationAccept />;
}

/** Props for Decline: suggested (styled as the main action, focused first) before a destructive tool. */
export function useGestureDeclineProps(urlWarned = false): {
  'data-suggested'?: '';
  'aria-disabled'?: true;
  'data-arming'?: '';
  onPointerDown?: () => void;
  onKeyDown?: (event: ReactKeyboardEvent<HTMLButtonElement>) => void;
  onClick?: (event: ReactMouseEvent<HTMLButtonElement>) => void;
} {
  const form = useElicitationContext();
  const guard = useArmedButton();
  const suggested = form.destructive || urlWarned ? { 'data-suggested': '' as const } : {};
  // Beside quick answers or Confirm, Decline is the other one-press answer: armed the same way.
  if (form.gesture !== 'decision' && form.gesture !== 'quick') return suggested;
  return {
    ...suggested,
    ...guard.props,
    onClick: (event) => {
      if (!guard.accepts(event)) event.preventDefault();
    },
  };
}

function DecisionBody() {
  const form = useElicitationContext();
  const { destructive } = form;
  const { warningId, labelId } = gateIds(form.titleProps.id as string);
  const field = form.fields[0];
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A gate is read from the top: who asks, the message, then the decision. Focus on the buttons
    // below scrolled a short viewport (200 % zoom) past the server's name and the message; once
    // focus is placed (the surface's own effect, after this one), the view goes back to the top.
    const frame = requestAnimationFrame(() => {
      const surface = own.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
      if (!surface) return;
      for (const scroller of [surface, surface.querySelector<HTMLElement>('[data-slot="elicitation-body"]')])
        if (scroller) scroller.scrollTop = 0;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={own} {...slot('elicitation-decision')}>
      {/* The field's own words ("Delete the files listed above") say what Confirm approves: the
          question the buttons answer, and Confirm's description. A bare key ("confirm") adds nothing. */}
      {field && labelled(field) ? (
        <p id={labelId} {...slot('elicitation-decision-label')} dir="auto">
          {field.label}
        </p>
      ) : null}
      {field?.description ? (
        <p {...slot('elicitation-decision-description')} dir="auto">
          {field.description}
        </p>
      ) : null}
      {destructive ? <DestructiveWarning id={warningId} /> : null}
    </div>
  );
}

function DestructiveWarning({ id }: { id: string }) {
  const form = useElicitationContext();
  const tool = form.toolContext?.toolName ?? '';
  return (
    <p id={id} {...slot('elicitation-destructive')} role="note">
      {withNames(form.texts.destructiveWarning, [visibleText(tool)], (name) => (
        <code>
          <bdi>{name}</bdi>
        </code>
      ))}
    </p>
  );
}

function ConfirmButton() {
  const form = useElicitationContext();
  const { destructive } = form;
  const { warningId, labelId } = gateIds(form.titleProps.id as string);
  const guard = useArmedButton();
  const props = form.acceptProps;
  const field = form.fields[0];
  // The button says what it does: the tool's own title ("Delete 3 files"), else "Confirm".
  const title = form.toolContext?.annotations?.title;
  const label = typeof title === 'string' && title.trim() !== '' ? visibleText(title) : form.texts.confirm;
  const describedBy = [field && labelled(field) ? labelId : '', destructive ? warningId : ''].filter(Boolean).join(' ');
  return (
    <>
      {field && !field.required ? <SkipButton /> : null}
      <button
        type="button"
        {...slot('elicitation-accept')}
        data-gesture="confirm"
        data-destructive={destructive ? '' : undefined}
        // A safe gate's one answer is Confirm: focused first, so Enter (once armed) confirms. Before a
        // destructive tool Decline is.
        data-autofocus={destructive ? undefined : ''}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        disabled={props.disabled}
        onMouseDown={props.onMouseDown}
        {...guard.props}
        onClick={(event) => {
          if (guard.accepts(event)) form.answerWith(true);
        }}
      >
        <bdi>{label}</bdi>
      </button>
    </>
  );
}

/** Leaves an optional field out of the answer: accepts without it (a gate's or quick answers' third way). */
function SkipButton({ inActions = true }: { inActions?: boolean }) {
  const form = useElicitationContext();
  const guard = useArmedButton();
  const field = form.fields[0];
  return (
    <button
      type="button"
      {...slot(inActions ? 'elicitation-skip' : 'elicitation-quick-answer')}
      data-skip=""
      disabled={form.fieldsDisabled}
      {...guard.props}
      onClick={(event) => {
        // Empty is "no answer": the engine leaves an empty optional field out of the content.
        if (guard.accepts(event)) form.answerWith(field?.kind === 'boolean' ? null : '');
      }}
    >
      {form.texts.skip}
    </button>
  );
}

function QuickAnswers() {
  const form = useElicitationContext();
  const { armed, answerWith: answer } = form;
  const guard = useArmedButton();
  const field = form.fields[0];
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const options: readonly { value: FormValue; label: string }[] =
    field?.kind === 'select'
      ? field.options
      : field?.kind === 'boolean'
        ? [
            { value: true, label: form.texts.yes },
            { value: false, label: form.texts.no },
          ]
        : [];
  // The key listener is added once; it reads the current answer function, options and arming.
  const latest = useRef({ answer, options, armed });
  useLayoutEffect(() => {
    latest.current = { answer, options, armed };
  });
  useEffect(() => {
    // Number keys answer while focus is anywhere in this request (not in a text box): listening on
    // the request's own surface keeps two inline requests from answering each other's keys.
    const surface = group.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
    if (!surface) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const index = /^[1-9]$/.test(event.key) ? Number(event.key) - 1 : -1;
      const option = latest.current.options[index];
      if (!option) return;
      event.preventDefault();
      // Not before the request could have been seen, and not from a key held down since then.
      if (!latest.current.armed || event.repeat) return;
      latest.current.answer(option.value);
    };
    surface.addEventListener('keydown', onKeyDown);
    return () => surface.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!field || options.length === 0) return null;
  const inert = form.fieldsDisabled;
  return (
    // Named "elicitation-fields" so focus lands on the first choice when the request opens.
    <div ref={group} role="group" aria-labelledby={labelId} {...slot('elicitation-fields')} data-gesture="quick">
      <p id={labelId} {...slot('elicitation-field-label')} dir="auto">
        <bdi>{field.label}</bdi>
      </p>
      {field.description ? (
        <p {...slot('elicitation-field-description')} dir="auto">
          {field.description}
        </p>
      ) : null}
      <div {...slot('elicitation-quick-answers')}>
        {options.map((option, index) => (
          <button
            key={String(option.value)}
            type="button"
            {...slot('elicitation-quick-answer')}
            aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
            disabled={inert}
            {...guard.props}
            onClick={(event) => {
              if (guard.accepts(event)) answer(option.value);
            }}
          >
            <kbd aria-hidden="true">{index + 1}</kbd> <bdi>{option.label}</bdi>
          </button>
        ))}
        {field.required ? null : <SkipButton inActions={false} />}
      </div>
    </div>
  );
}

function StepperBody() {
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
  const inert = form.fieldsDisabled;
  const name = current === undefined ? undefined : form.fieldProps(current.key)?.name;
  /** Checks this step's field and moves on (to the review after the last). */
  const advance = (focusError = false) => {
    if (name === undefined || inert) return;
    void trigger(name, { shouldFocus: focusError }).then((valid) => {
      if (valid) setStep(step + 1);
      // A step the user tried to leave counts as left (touched): each change now checks it again.
      else setValue(name, getValues(name), { shouldTouch: true });
    });
  };
  const options = current?.kind === 'select' && current.options.length <= QUICK_ANSWER_LIMIT ? current.options : [];
  if (reviewing) {
    return (
      <div ref={root} {...slot('elicitation-stepper')}>
        <StepperReview onChange={setStep} />
      </div>
    );
  }
  if (!current) return null;
  return (
    <div
      ref={root}
      {...slot('elicitation-stepper')}
      onKeyDown={(event) => {
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
      }}
      onClick={(event) => {
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
      }}
    >
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
    </div>
  );
}

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

function StepperActions() {
  const form = useElicitationContext();
  if (form.step < form.fields.length) return null;
  // Send only once every answer was seen on the review. The form is not on screen then, so this
  // submits directly rather than through the form it names.
  return (
    <ElicitationAccept
      type="button"
      form={undefined}
      onClick={(event) => {
        event.preventDefault();
        form.submit();
      }}
    />
  );
}
