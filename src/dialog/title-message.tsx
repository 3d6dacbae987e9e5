'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { visibleText } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import { VISUALLY_HIDDEN } from '../theme/visually-hidden';
import { MESSAGE_SHOWN_LIMIT, withBreaks } from './bounded-text';
import { composeRefs, withDefault } from './compose';
import { useElicitationContext, useElicitationPrivate, useModalParts } from './context';
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
  const ctx = useElicitationContext('ElicitationTitle');
  const modal = useModalParts('ElicitationTitle', ctx.presentation);
  const content = withDefault(
    asChild,
    children,
    withNames(ctx.texts.title, [ctx.serverLabel], (label) => <bdi {...slot('elicitation-server-name')}>{label}</bdi>),
  );
  if (modal) {
    return (
      <modal.Title ref={ref} asChild={asChild} {...rest} {...slot('elicitation-title', rest.className)}>
        {content}
      </modal.Title>
    );
  }
  const Comp = asChild ? Slot : 'h2';
  return (
    <Comp ref={ref} {...ctx.getTitleProps(rest)}>
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
    const ctx = useElicitationContext('ElicitationServerInfo');
    const reported = ctx.server.reported;
    const name = reported?.title ?? reported?.name;
    if (!name && !reported?.version) return null;
    const Comp = asChild ? Slot : 'p';
    return (
      <Comp ref={ref} {...rest} {...slot('elicitation-server-info', rest.className)}>
        {withDefault(
          asChild,
          children,
          withNames(
            ctx.texts.serverReports,
            [
              name === undefined ? ctx.serverLabel : visibleText(name),
              reported?.title && reported.name && reported.name !== reported.title ? visibleText(reported.name) : undefined,
              reported?.version ? visibleText(reported.version) : undefined,
            ],
            (value) => <bdi>{value}</bdi>,
          ),
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
  const ctx = useElicitationContext('ElicitationMessage');
  const { ids } = useElicitationPrivate('ElicitationMessage');
  const modal = useModalParts('ElicitationMessage', ctx.presentation);
  const message = ctx.model.message;
  // A message long enough to scroll must be reachable by keyboard to be scrolled, so it becomes a
  // focusable, named region only then.
  const own = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [whole, setWhole] = useState(false);
  const cut = !whole && message.length > MESSAGE_SHOWN_LIMIT;
  useIsomorphicLayoutEffect(() => {
    const element = own.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer's first callback comes before paint; measuring here as well would force a
    // second layout on every open (about 2 ms with 8 fields, 37 ms with 200, in the benchmark).
    const check = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [message]);
  if (message === '') return null;
  const Comp = asChild ? Slot : 'div';
  // A long message is read as the request's description only up to a bound, then "continues on
  // screen": a 100 KB message read in full on open would bury who asks and what the choices are.
  const summary = describedStart(message);
  const element = (
    <Comp
      ref={composeRefs(ref, own)}
      {...(summary === undefined
        ? ctx.presentation === 'inline'
          ? ctx.getMessageProps()
          : { dir: 'auto' }
        : { dir: 'auto', id: `${ids.message}-full` })}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? ctx.texts.messageLabel : undefined}
      {...rest}
      {...slot('elicitation-message', rest.className)}
    >
      {/* Bidi overrides and invisible characters shown as markers: what is read is what is sent. */}
      {withDefault(
        asChild,
        children,
        <>
          {/* Bounded: an unbroken 200,000-character message took 16 s to lay out (bounded-text.tsx). */}
          {withBreaks(visibleText(cut ? message.slice(0, MESSAGE_SHOWN_LIMIT) : message, Infinity, { lineBreaks: true }))}
          {cut ? (
            <>
              {'… '}
              <button type="button" {...slot('elicitation-message-more')} onClick={() => setWhole(true)}>
                {ctx.texts.messageShowAll(message.length - MESSAGE_SHOWN_LIMIT)}
              </button>
            </>
          ) : null}
        </>,
      )}
    </Comp>
  );
  if (summary !== undefined) {
    const description = (
      <span {...slot('elicitation-message-summary')} style={VISUALLY_HIDDEN} {...(ctx.presentation === 'inline' && { id: ids.message })}>
        {`${visibleText(summary)} … ${ctx.texts.messageContinues}`}
      </span>
    );
    return (
      <>
        {modal ? <modal.Description asChild>{description}</modal.Description> : description}
        {element}
      </>
    );
  }
  return modal ? <modal.Description asChild>{element}</modal.Description> : element;
});

/** Characters of a message read as the request's description; a longer one is cut at a word. */
const DESCRIPTION_LIMIT = 300;

/** The start of a message too long to be read in full as a description, or `undefined`. */
function describedStart(message: string): string | undefined {
  if (message.length <= DESCRIPTION_LIMIT) return undefined;
  const cut = message.slice(0, DESCRIPTION_LIMIT);
  const space = cut.search(/\s\S*$/);
  return (space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut).trimEnd();
}

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
  const ctx = useElicitationContext('ElicitationIssues');
  const { ids } = useElicitationPrivate('ElicitationIssues');
  const issues = ctx.model.issues;
  if (issues.length === 0) return null;
  const blocking = !ctx.canAccept && ctx.model.mode === 'form';
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={ref}
      data-severity={issues.some((i) => i.severity === 'error') ? 'error' : 'warning'}
      id={ids.issues}
      {...rest}
      {...slot('elicitation-issues', rest.className)}
    >
      {withDefault(
        asChild,
        children,
        <>
          <p {...slot('elicitation-issues-heading')}>
            {issues.every((issue) => issue.code === 'sensitive-field') ? ctx.texts.issuesHeadingSensitive : ctx.texts.issuesHeading}
          </p>
          <ul>
            {issues.map((issue, index) => (
              <li key={index} data-severity={issue.severity} dir="auto">
                {visibleText(ctx.texts.issue(issue))}
              </li>
            ))}
          </ul>
          {blocking ? <p {...slot('elicitation-issues-blocking')}>{ctx.texts.cannotAccept}</p> : null}
        </>,
      )}
    </Comp>
  );
});
