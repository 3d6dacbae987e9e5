'use client';
/**
 * A lone yes/no preference ("Subscribe to the newsletter?") gets Yes / No, with Decline apart; a
 * lone choice becomes one button per option, number keys 1–9 too. An optional one also gets "Skip",
 * which leaves the field out. The answer is validated and sent by the same `submit` as Accept.
 */
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import type { FormValue } from 'mcp-elicitation-core';
import { slot } from '../../theme/slot';
import { composeRefs, mergeProps, withDefault } from '../compose';
import { useElicitationContext } from '../context';
import { useIsomorphicLayoutEffect } from '../isomorphic-layout-effect';
import type { AsChildProps } from '../part-props';
import { useArmedButton } from './armed-button';
import { SkipButton } from './skip';

/**
 * One button per answer of a lone choice or yes/no question (`gesture === 'quick'`); a press (or
 * its number key, while focus is anywhere in this request but a text box) answers. Renders nothing
 * for other requests.
 *
 * @example
 * <ElicitationQuickAnswers />
 */
export const ElicitationQuickAnswers = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function ElicitationQuickAnswers({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const { armed, answerWith: answer } = form;
    const guard = useArmedButton();
    const field = form.gesture === 'quick' ? form.fields[0] : undefined;
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
    useIsomorphicLayoutEffect(() => {
      latest.current = { answer, options, armed };
    });
    const shown = field !== undefined && options.length > 0;
    // The server's text (the question, its description and a choice's titles; not Yes / No) in its language.
    const lang = field === undefined ? undefined : form.fieldProps(field.key)?.lang;
    useEffect(() => {
      // Number keys answer while focus is anywhere in this request (not in a text box): listening on
      // the request's own surface keeps two inline requests from answering each other's keys.
      const surface = group.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
      if (!shown || !surface) return;
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
    }, [shown]);
    if (!shown) return null;
    const inert = form.fieldsDisabled;
    const Comp = asChild ? Slot : 'div';
    return (
      // Named "elicitation-fields" so focus lands on the first choice when the request opens.
      <Comp
        ref={composeRefs(ref, group)}
        {...mergeProps({ role: 'group', 'aria-labelledby': labelId, ...slot('elicitation-fields'), 'data-gesture': 'quick' }, rest)}
      >
        {withDefault(
          asChild,
          children,
          <>
            <p id={labelId} {...slot('elicitation-field-label')} dir="auto" lang={lang}>
              <bdi>{field.label}</bdi>
            </p>
            {field.description ? (
              <p {...slot('elicitation-field-description')} dir="auto" lang={lang}>
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
                  <kbd aria-hidden="true">{index + 1}</kbd> <bdi lang={field.kind === 'select' ? lang : undefined}>{option.label}</bdi>
                </button>
              ))}
              {field.required ? null : <SkipButton inActions={false} />}
            </div>
          </>,
        )}
      </Comp>
    );
  },
);
