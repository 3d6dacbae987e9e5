'use client';
/**
 * Requests answered in one gesture. An approval gate (the only field is a required boolean) becomes
 * a decision: the message and Confirm / Decline, never a box to tick before Accept. A lone required
 * choice becomes one button per option (number keys 1–9 too). Long forms can go one question at a
 * time (the stepper). Each is a presentation of the same form: the answer is validated and sent by
 * the same `submit`, so the one-result guarantee and the validation rules do not change.
 */
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isDestructiveTool, type ElicitContext } from '../elicitation/elicit';
import type { FormValue } from '../form/values';
import type { Field } from '../schema/types';
import { visibleText } from '../schema/visible-text';
import { slot } from '../theme/slot';
import { useElicitationContext, useElicitationPrivate } from './context';
import { useIsomorphicLayoutEffect as useLayoutEffect } from './isomorphic-layout-effect';
import { ElicitationAccept } from './actions';
import { ElicitationField, ElicitationFields } from './fields';
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
  if (only?.kind === 'boolean' && only.required) return 'decision';
  if (only?.kind === 'select' && only.required && options.quickAnswers !== false && only.options.length > 0 && only.options.length <= QUICK_ANSWER_LIMIT) {
    return 'quick';
  }
  if (options.stepper === true && fields.length > 1) return 'stepper';
  return 'form';
}

/** The host's options, for the parts that need more than the gesture (the tool's name). */
const GestureOptionsContext = createContext<GestureOptions>({});

interface GestureState {
  gesture: ElicitationGesture;
  destructive: boolean;
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
  // Annotations only add caution: a gate for a tool that claims to be read-only is still a gate.
  const destructive = gesture === 'decision' && isDestructiveTool(options.toolContext);
  return (
    <GestureOptionsContext.Provider value={options}>
      <GestureContext.Provider value={{ gesture, destructive, step, setStep, warningId }}>{children}</GestureContext.Provider>
    </GestureOptionsContext.Provider>
  );
}

function useGesture(): GestureState {
  return useContext(GestureContext) ?? { gesture: 'form', destructive: false, step: 0, setStep: () => undefined, warningId: '' };
}

/** Sets the only field and submits through the same validation as Accept. */
function useAnswerWith() {
  const ctx = useElicitationContext('ElicitationGesture');
  const { engine, store } = useFormInternals('ElicitationGesture');
  return (value: FormValue) => {
    const name = engine?.names[0];
    if (name === undefined || ctx.settled || ctx.disabled) return;
    store.setValue(name, value);
    ctx.submit();
  };
}

/** The body: the fields, or what replaces them for a gate, quick answers or the current step. */
export function GestureBody() {
  const { gesture } = useGesture();
  if (gesture === 'decision') return <DecisionBody />;
  if (gesture === 'quick') return <QuickAnswers />;
  if (gesture === 'stepper') return <StepperBody />;
  return <ElicitationFields />;
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
export function useGestureDeclineProps(): { 'data-suggested'?: '' } {
  return useGesture().destructive ? { 'data-suggested': '' } : {};
}

function DecisionBody() {
  const ctx = useElicitationContext('ElicitationDecision');
  const { destructive, warningId } = useGesture();
  const field = ctx.fields[0];
  return (
    <div {...slot('elicitation-decision')}>
      {/* The field's own words ("Delete the files listed above") say what Confirm approves. */}
      {field && field.label !== '' ? (
        <p {...slot('elicitation-decision-label')} dir="auto">
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
  const { destructive, warningId } = useGesture();
  const answer = useAnswerWith();
  const props = ctx.getAcceptProps();
  return (
    <button
      type="button"
      {...slot('elicitation-accept')}
      data-gesture="confirm"
      data-destructive={destructive ? '' : undefined}
      aria-describedby={destructive ? warningId : undefined}
      disabled={props.disabled}
      onMouseDown={props.onMouseDown}
      onClick={() => answer(true)}
    >
      {ctx.texts.confirm}
    </button>
  );
}

function QuickAnswers() {
  const ctx = useElicitationContext('ElicitationQuickAnswers');
  const answer = useAnswerWith();
  const field = ctx.fields[0];
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  const options = field?.kind === 'select' ? field.options : [];
  // The key listener is added once; it reads the current answer function and options.
  const latest = useRef({ answer, options });
  useLayoutEffect(() => {
    latest.current = { answer, options };
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
      latest.current.answer(option.value);
    };
    surface.addEventListener('keydown', onKeyDown);
    return () => surface.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!field || field.kind !== 'select') return null;
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
            key={option.value}
            type="button"
            {...slot('elicitation-quick-answer')}
            aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
            disabled={inert}
            onClick={() => answer(option.value)}
          >
            <kbd aria-hidden="true">{index + 1}</kbd> <bdi>{visibleText(option.label)}</bdi>
          </button>
        ))}
      </div>
    </div>
  );
}

function StepperBody() {
  const ctx = useElicitationContext('ElicitationStepper');
  const formId = useElicitationPrivate('ElicitationStepper').ids.form;
  const { step, setStep } = useGesture();
  const { engine, store } = useFormInternals('ElicitationStepper');
  const current = ctx.fields[step];
  const first = useRef(true);
  useEffect(() => {
    // A new step puts focus on its field (not on the first render: the surface places focus then).
    if (first.current) {
      first.current = false;
      return;
    }
    const root = document.getElementById(formId);
    root?.querySelector<HTMLElement>(':is(input, select, textarea, button):not(:disabled)')?.focus();
  }, [step, formId]);
  if (!current || !engine) return null;
  const last = step === ctx.fields.length - 1;
  return (
    <div {...slot('elicitation-stepper')}>
      <p {...slot('elicitation-step-progress')} aria-live="polite">{ctx.texts.stepProgress(step + 1, ctx.fields.length)}</p>
      <ElicitationFields
        onSubmit={(event) => {
          if (last) return;
          // Enter on a step that is not the last moves on, after checking this step's field.
          event.preventDefault();
          const name = engine.names[step];
          if (name !== undefined) void store.validateField(name).then((valid) => valid && setStep(step + 1));
        }}
      >
        <ElicitationField key={current.key} name={current.key} />
      </ElicitationFields>
    </div>
  );
}

function StepperActions() {
  const ctx = useElicitationContext('ElicitationStepper');
  const { step, setStep } = useGesture();
  const { engine, store } = useFormInternals('ElicitationStepper');
  const last = step === ctx.fields.length - 1;
  const inert = ctx.settled || ctx.disabled;
  return (
    <>
      {step > 0 ? (
        <button type="button" {...slot('elicitation-step-back')} disabled={inert} onClick={() => setStep(step - 1)}>
          {ctx.texts.previousStep}
        </button>
      ) : null}
      {last ? (
        <ElicitationAccept />
      ) : (
        <button
          type="button"
          {...slot('elicitation-accept')}
          data-gesture="next"
          disabled={inert}
          onClick={() => {
            const name = engine?.names[step];
            if (name === undefined) return;
            void store.validateField(name, { focus: true }).then((valid) => valid && setStep(step + 1));
          }}
        >
          {ctx.texts.nextStep}
        </button>
      )}
    </>
  );
}
