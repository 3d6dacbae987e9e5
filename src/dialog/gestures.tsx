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
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { isDestructiveTool, type ElicitContext } from 'mcp-elicitation-core';
import type { FormValue } from 'mcp-elicitation-core';
import type { Field } from 'mcp-elicitation-core';
import { visibleText } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { useElicitationContext, useElicitationPrivate } from './context';
import { useIsomorphicLayoutEffect as useLayoutEffect } from './isomorphic-layout-effect';
import { ElicitationAccept } from './actions';
import { ElicitationField, ElicitationFields } from './fields';
import { UrlRiskContext } from './url-risk';
import { useFormInternals } from './use-elicitation-form';
import { withNames } from './with-names';

/**
 * A lone required choice with at most this many options gets quick-answer buttons (one per
 * number key); a longer one keeps the field.
 *
 * @example
 * const quick = field.options.length <= QUICK_ANSWER_LIMIT;
 */
export const QUICK_ANSWER_LIMIT = 9;

/**
 * How long, in milliseconds, the one-gesture parts of a newly opened request (quick answers, Confirm
 * and, beside them, Decline) ignore input. One press answers these requests, so the second half of a
 * double-click or a double key press, meant for the request before, would answer one the user never
 * saw. A press that started before the parts armed (pointer down, or a key held down) never answers
 * either.
 *
 * @example
 * await vi.advanceTimersByTimeAsync(GESTURE_ARMING_DELAY);
 */
export const GESTURE_ARMING_DELAY = 400;

/**
 * How a request is answered: `decision` (an approval gate), `quick` (one button per choice),
 * `stepper` (one field at a time) or `form`.
 *
 * @example
 * const gesture: ElicitationGesture = gestureOf(fields, { quickAnswers: true, stepper: false });
 */
export type ElicitationGesture = 'decision' | 'quick' | 'stepper' | 'form';

/**
 * The host's choices for one-gesture answers, set on `ElicitationDialog`, `ElicitationPanel` or
 * `ElicitationHost`.
 *
 * @example
 * const options: GestureOptions = { quickAnswers: false, stepper: true };
 */
export interface GestureOptions {
  /** A lone required choice answers with one button per option. Default `true`. */
  quickAnswers?: boolean;
  /** Forms of more than one field ask one field at a time ("2 of 5", Back / Next). Default `false`. */
  stepper?: boolean;
  /**
   * The tool call that caused the request (`QueueEntry.context`; `ElicitationHost` passes it). With
   * its `annotations`, an approval gate for a destructive tool says so and focuses Decline first.
   */
  toolContext?: ElicitContext | undefined;
}

/**
 * Which gesture answers a form with these fields. Fields the request could not describe (issues
 * that block Accept) keep the plain form, which explains them.
 *
 * @example
 * gestureOf([{ kind: 'boolean', key: 'confirm', label: 'Confirm', required: true }], {}); // 'decision'
 */
export function gestureOf(fields: readonly Field[], options: GestureOptions): ElicitationGesture {
  const only = fields.length === 1 ? fields[0] : undefined;
  if (only?.kind === 'boolean') {
    // A confirmation refuses by Decline; a preference must be answerable `false` (No).
    if (isConfirmation(only) || isDestructiveTool(options.toolContext)) return 'decision';
    if (options.quickAnswers !== false) return 'quick';
  }
  if (only?.kind === 'select' && options.quickAnswers !== false && only.options.length > 0 && only.options.length <= QUICK_ANSWER_LIMIT) {
    return 'quick';
  }
  if (options.stepper === true && fields.length > 1) return 'stepper';
  return 'form';
}

/** Words that make a lone boolean a confirmation (an approval gate) rather than a preference. */
const CONFIRMATION = /confirm|approv|agree|consent/i;

/** Whether a boolean field confirms something (its key or title says confirm, approve, agree or consent). */
function isConfirmation(field: Field): boolean {
  return CONFIRMATION.test(field.key) || CONFIRMATION.test(field.label);
}

/** The host's options, for the parts that need more than the gesture (the tool's name). */
const GestureOptionsContext = createContext<GestureOptions>({});

interface GestureState {
  gesture: ElicitationGesture;
  /** The id of a gate's question (its field's label), which describes Confirm. */
  labelId: string;
  destructive: boolean;
  /** The one-gesture parts take input (see {@link GESTURE_ARMING_DELAY}). */
  armed: boolean;
  step: number;
  setStep: (step: number) => void;
  warningId: string;
}

const GestureContext = createContext<GestureState | null>(null);

/** Works out the gesture once per request and shares it with the body and the actions. */
export function GestureProvider({ options, children }: { options: GestureOptions; children: ReactNode }) {
  const ctx = useElicitationContext('GestureProvider');
  const gesture = ctx.model.mode === 'form' && ctx.canAccept ? gestureOf(ctx.fields, options) : 'form';
  const [step, setStep] = useState(0);
  const warningId = useId();
  const labelId = useId();
  // Annotations only add caution: a gate for a tool that claims to be read-only is still a gate.
  const destructive = gesture === 'decision' && isDestructiveTool(options.toolContext);
  const armed = useArmed(gesture === 'decision' || gesture === 'quick');
  return (
    <GestureOptionsContext.Provider value={options}>
      <GestureContext.Provider value={{ gesture, destructive, armed, step, setStep, warningId, labelId }}>
        {children}
      </GestureContext.Provider>
    </GestureOptionsContext.Provider>
  );
}

function useGesture(): GestureState {
  return (
    useContext(GestureContext) ?? {
      gesture: 'form',
      destructive: false,
      armed: true,
      step: 0,
      setStep: () => undefined,
      warningId: '',
      labelId: '',
    }
  );
}

/** False for {@link GESTURE_ARMING_DELAY} after the request opens, when one press answers it. */
function useArmed(guarded: boolean): boolean {
  const [armed, setArmed] = useState(!guarded);
  useEffect(() => {
    if (!guarded) return;
    // A timer rather than the first frame: a double-click is two presses within about a third of a
    // second, many frames apart.
    const timer = setTimeout(() => setArmed(true), GESTURE_ARMING_DELAY);
    return () => clearTimeout(timer);
  }, [guarded]);
  return armed;
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
  const { armed } = useGesture();
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

/** Sets the only field and submits through the same validation as Accept. */
function useAnswerWith() {
  const ctx = useElicitationContext('ElicitationGesture');
  const { engine, form } = useFormInternals('ElicitationGesture');
  return (value: FormValue) => {
    const name = engine?.names[0];
    if (name === undefined || ctx.settled || ctx.disabled) return;
    form.setValue(name, value, { shouldDirty: true });
    ctx.submit();
  };
}

/** The body: the fields, or what replaces them for a gate, quick answers or the current step. */
export function GestureBody() {
  const { gesture } = useGesture();
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
  const ctx = useElicitationContext('ElicitationPrefilledNote');
  const count = ctx.fields.filter((field) => field.default !== undefined).length;
  const note = count > 0 ? ctx.texts.prefilledCount(count) : '';
  if (note === '') return null;
  return (
    <p {...slot('elicitation-prefilled-note')} dir="auto">
      {note}
    </p>
  );
}

/** The main action: Confirm for a gate, none for quick answers (each option is one), Back / Next for the stepper. */
export function GestureAccept() {
  const { gesture } = useGesture();
  if (gesture === 'decision') return <ConfirmButton />;
  if (gesture === 'quick') return null;
  if (gesture === 'stepper') return <StepperActions />;
  return <ElicitationAccept />;
}

/** Props for Decline: suggested (styled as the main action, focused first) before a destructive tool. */
export function useGestureDeclineProps(): {
  'data-suggested'?: '';
  'aria-disabled'?: true;
  'data-arming'?: '';
  onPointerDown?: () => void;
  onKeyDown?: (event: ReactKeyboardEvent<HTMLButtonElement>) => void;
  onClick?: (event: ReactMouseEvent<HTMLButtonElement>) => void;
} {
  const gesture = useGesture();
  const guard = useArmedButton();
  const urlWarned = useContext(UrlRiskContext);
  const suggested = gesture.destructive || urlWarned ? { 'data-suggested': '' as const } : {};
  // Beside quick answers or Confirm, Decline is the other one-press answer: armed the same way.
  if (gesture.gesture !== 'decision' && gesture.gesture !== 'quick') return suggested;
  return {
    ...suggested,
    ...guard.props,
    onClick: (event) => {
      if (!guard.accepts(event)) event.preventDefault();
    },
  };
}

function DecisionBody() {
  const ctx = useElicitationContext('ElicitationDecision');
  const { destructive, warningId, labelId } = useGesture();
  const field = ctx.fields[0];
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
      {field && field.label !== '' && field.label !== field.key ? (
        <p id={labelId} {...slot('elicitation-decision-label')} dir="auto">
          {visibleText(field.label)}
        </p>
      ) : null}
      {field?.description ? (
        <p {...slot('elicitation-decision-description')} dir="auto">
          {visibleText(field.description, Infinity, { lineBreaks: true })}
        </p>
      ) : null}
      {destructive ? <DestructiveWarning id={warningId} /> : null}
    </div>
  );
}

function DestructiveWarning({ id }: { id: string }) {
  const ctx = useElicitationContext('ElicitationDecision');
  const options = useContext(GestureOptionsContext);
  const tool = options.toolContext?.toolName ?? '';
  return (
    <p id={id} {...slot('elicitation-destructive')} role="note">
      {withNames(ctx.texts.destructiveWarning, [visibleText(tool)], (name) => (
        <code>
          <bdi>{name}</bdi>
        </code>
      ))}
    </p>
  );
}

function ConfirmButton() {
  const ctx = useElicitationContext('ElicitationConfirm');
  const options = useContext(GestureOptionsContext);
  const { destructive, warningId, labelId } = useGesture();
  const answer = useAnswerWith();
  const guard = useArmedButton();
  const props = ctx.getAcceptProps();
  const field = ctx.fields[0];
  const labelled = !!field && field.label !== '' && field.label !== field.key;
  // The button says what it does: the tool's own title ("Delete 3 files"), else "Confirm".
  const title = options.toolContext?.annotations?.title;
  const label = typeof title === 'string' && title.trim() !== '' ? visibleText(title) : ctx.texts.confirm;
  const describedBy = [labelled ? labelId : '', destructive ? warningId : ''].filter(Boolean).join(' ');
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
          if (guard.accepts(event)) answer(true);
        }}
      >
        <bdi>{label}</bdi>
      </button>
    </>
  );
}

/** Leaves an optional field out of the answer: accepts without it (a gate's or quick answers' third way). */
function SkipButton({ inActions = true }: { inActions?: boolean }) {
  const ctx = useElicitationContext('ElicitationSkip');
  const answer = useAnswerWith();
  const guard = useArmedButton();
  const field = ctx.fields[0];
  return (
    <button
      type="button"
      {...slot(inActions ? 'elicitation-skip' : 'elicitation-quick-answer')}
      data-skip=""
      disabled={ctx.settled || ctx.disabled}
      {...guard.props}
      onClick={(event) => {
        // Empty is "no answer": the engine leaves an empty optional field out of the content.
        if (guard.accepts(event)) answer(field?.kind === 'boolean' ? null : '');
      }}
    >
      {ctx.texts.skip}
    </button>
  );
}

function QuickAnswers() {
  const ctx = useElicitationContext('ElicitationQuickAnswers');
  const answer = useAnswerWith();
  const guard = useArmedButton();
  const { armed } = useGesture();
  const field = ctx.fields[0];
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const options: readonly { value: FormValue; label: string }[] =
    field?.kind === 'select'
      ? field.options
      : field?.kind === 'boolean'
        ? [
            { value: true, label: ctx.texts.yes },
            { value: false, label: ctx.texts.no },
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
  const inert = ctx.settled || ctx.disabled;
  return (
    // Named "elicitation-fields" so focus lands on the first choice when the request opens.
    <div ref={group} role="group" aria-labelledby={labelId} {...slot('elicitation-fields')} data-gesture="quick">
      <p id={labelId} {...slot('elicitation-field-label')} dir="auto">
        <bdi>{visibleText(field.label || ctx.texts.unnamedField)}</bdi>
      </p>
      {field.description ? (
        <p {...slot('elicitation-field-description')} dir="auto">
          {visibleText(field.description, Infinity, { lineBreaks: true })}
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
            <kbd aria-hidden="true">{index + 1}</kbd> <bdi>{visibleText(option.label)}</bdi>
          </button>
        ))}
        {field.required ? null : <SkipButton inActions={false} />}
      </div>
    </div>
  );
}

function StepperBody() {
  const ctx = useElicitationContext('ElicitationStepper');
  const formId = useElicitationPrivate('ElicitationStepper').ids.form;
  const { step, setStep } = useGesture();
  const { engine, form } = useFormInternals('ElicitationStepper');
  const total = ctx.fields.length;
  const reviewing = step >= total;
  const current = ctx.fields[step];
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
  if (!engine) return null;
  const inert = ctx.settled || ctx.disabled;
  /** Checks this step's field and moves on (to the review after the last). */
  const advance = (focusError = false) => {
    const name = engine.names[step];
    if (name === undefined || inert) return;
    void form.trigger(name, { shouldFocus: focusError }).then((valid) => {
      if (valid) setStep(step + 1);
      // A step the user tried to leave counts as left (touched): each change now checks it again.
      else form.setValue(name, form.getValues(name), { shouldTouch: true });
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
        const name = engine.names[step];
        if (option && name !== undefined) {
          event.preventDefault();
          form.setValue(name, option.value, { shouldDirty: true });
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
        {ctx.texts.stepProgress(step + 1, total)}
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
            {ctx.texts.previousStep}
          </button>
        ) : null}
        <button type="button" {...slot('elicitation-step-next')} data-gesture="next" disabled={inert} onClick={() => advance(true)}>
          {step === total - 1 ? ctx.texts.reviewAnswers : ctx.texts.nextStep}
        </button>
      </div>
    </div>
  );
}

/** Every answer before Send, each with Change (back to its question; the answers are kept). */
function StepperReview({ onChange }: { onChange: (step: number) => void }) {
  const ctx = useElicitationContext('ElicitationStepper');
  const { engine, form } = useFormInternals('ElicitationStepper');
  const headingId = useId();
  const values = form.getValues();
  return (
    <section {...slot('elicitation-review')} aria-labelledby={headingId}>
      <h3 id={headingId} {...slot('elicitation-review-heading')}>
        {ctx.texts.reviewHeading}
      </h3>
      <dl>
        {ctx.fields.map((field, index) => {
          const name = engine?.names[index] ?? field.key;
          const label = visibleText(field.label || ctx.texts.unnamedField);
          const labelId = `${headingId}-${index}`;
          return (
            <div key={field.key} {...slot('elicitation-review-item')}>
              <dt id={labelId} dir="auto">
                {label}
              </dt>
              <dd dir="auto">
                <span>{shownAnswer(field, values[name], ctx.texts)}</span>{' '}
                <button
                  type="button"
                  {...slot('elicitation-review-change')}
                  aria-describedby={labelId}
                  disabled={ctx.settled || ctx.disabled}
                  onClick={() => onChange(index)}
                >
                  {ctx.texts.reviewChange}
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
  const label = (item: string) => visibleText(options.find((option) => option.value === item)?.label ?? item);
  return Array.isArray(value) ? value.map(label).join(', ') : label(value);
}

function StepperActions() {
  const { step } = useGesture();
  const ctx = useElicitationContext('ElicitationStepper');
  if (step < ctx.fields.length) return null;
  // Send only once every answer was seen on the review. The form is not on screen then, so this
  // submits directly rather than through the form it names.
  return (
    <ElicitationAccept
      type="button"
      form={undefined}
      onClick={(event) => {
        event.preventDefault();
        ctx.submit();
      }}
    />
  );
}
