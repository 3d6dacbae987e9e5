'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { visibleText } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { VISUALLY_HIDDEN } from '../theme/visually-hidden';
import { withBreaks } from './bounded-text';
import { composeRefs, mergeProps, withDefault } from './compose';
import { useElicitationContext } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';
import { withNames } from './with-names';

/**
 * The request's title, naming the server that asks, by the host's trusted name.
 *
 * @example
 * <ElicitationTitle />
 * <ElicitationTitle asChild><h3 /></ElicitationTitle>
 */
export const ElicitationTitle = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h2'> & AsChildProps>(function ElicitationTitle(
  { asChild, children, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const content = withDefault(
    asChild,
    children,
    withNames(form.texts.title, [form.serverLabel], (label) => <bdi {...slot('elicitation-server-name')}>{label}</bdi>),
  );
  const Comp = asChild ? Slot : 'h2';
  return (
    <Comp ref={ref} {...mergeProps(form.titleProps, rest)}>
      {content}
    </Comp>
  );
});

/**
 * What the server says about itself (name, title, version), marked as the server's own claim.
 * Renders nothing when the server reported nothing beyond the name the host already shows.
 *
 * @example
 * <ElicitationServerInfo />
 */
export const ElicitationServerInfo = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function ElicitationServerInfo({ asChild, children, ...rest }, ref) {
    const form = useElicitationContext();
    const { reported } = form;
    if (!reported) return null;
    const Comp = asChild ? Slot : 'p';
    return (
      <Comp ref={ref} {...rest} {...slot('elicitation-server-info', rest.className)}>
        {withDefault(
          asChild,
          children,
          withNames(form.texts.serverReports, [reported.name, reported.otherName, reported.version], (value) => <bdi>{value}</bdi>),
        )}
      </Comp>
    );
  },
);

/**
 * The server's message, as plain text: no HTML, markdown or links, direction detected per text.
 * It describes the request (the dialog's or the inline group's description).
 *
 * @example
 * <ElicitationMessage />
 */
export const ElicitationMessage = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationMessage(
  { asChild, children, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const { message } = form;
  const messageId = form.messageProps.id;
  // A message long enough to scroll must be reachable by keyboard to be scrolled, so it becomes a
  // focusable, named region only then.
  const own = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const element = own.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer's first callback comes before paint; measuring here as well would force a
    // second layout on every open (about 2 ms with 8 fields, 37 ms with 200, in the benchmark).
    const check = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [message.text]);
  if (form.model.message === '') return null;
  const Comp = asChild ? Slot : 'div';
  // A long message is read as the request's description only up to a bound, then "continues on
  // screen": a 100 KB message read in full on open would bury who asks and what the choices are.
  const { summary } = message;
  // A long message's summary carries the id the surface's description names; the message then gets its own.
  const shownProps = summary === undefined ? form.messageProps : { ...form.messageProps, id: `${messageId}-full` };
  const element = (
    <Comp
      ref={composeRefs(ref, own)}
      {...mergeProps(
        {
          ...shownProps,
          ...slot('elicitation-message'),
          tabIndex: scrolls ? 0 : undefined,
          role: scrolls ? 'region' : undefined,
          'aria-label': scrolls ? form.texts.messageLabel : undefined,
        },
        rest,
      )}
    >
      {/* Bidi overrides and invisible characters shown as markers: what is read is what is sent. */}
      {withDefault(
        asChild,
        children,
        <>
          {/* Bounded: an unbroken 200,000-character message took 16 s to lay out (bounded-text.tsx). */}
          {withBreaks(message.text)}
          {message.hidden > 0 ? (
            <>
              {'… '}
              <button type="button" {...slot('elicitation-message-more')} onClick={form.showWholeMessage}>
                {form.texts.messageShowAll(message.hidden)}
              </button>
            </>
          ) : null}
        </>,
      )}
    </Comp>
  );
  if (summary !== undefined) {
    const description = (
      <span id={messageId} {...slot('elicitation-message-summary')} style={VISUALLY_HIDDEN}>
        {`${summary} … ${form.texts.messageContinues}`}
      </span>
    );
    return (
      <>
        {description}
        {element}
      </>
    );
  }
  return element;
});

/**
 * Problems found in the request (fields left out, rules that cannot be met), in plain words.
 *
 * @example
 * <ElicitationIssues />
 */
export const ElicitationIssues = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationIssues(
  { asChild, children, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const issues = form.model.issues;
  if (issues.length === 0) return null;
  const blocking = !form.canAccept && form.model.mode === 'form';
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={ref}
      {...mergeProps({ ...form.issuesProps, 'data-severity': issues.some((i) => i.severity === 'error') ? 'error' : 'warning' }, rest)}
    >
      {withDefault(
        asChild,
        children,
        <>
          <p {...slot('elicitation-issues-heading')}>
            {issues.every((issue) => issue.code === 'sensitive-field') ? form.texts.issuesHeadingSensitive : form.texts.issuesHeading}
          </p>
          <ul>
            {issues.map((issue, index) => (
              <li key={index} data-severity={issue.severity} dir="auto">
                {visibleText(form.texts.issue(issue))}
              </li>
            ))}
          </ul>
          {blocking ? <p {...slot('elicitation-issues-blocking')}>{form.texts.cannotAccept}</p> : null}
        </>,
      )}
    </Comp>
  );
});
