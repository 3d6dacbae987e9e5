'use client';
/**
 * What an answered inline request leaves in its place: one line saying who asked, how it ended and
 * the answers as shown (secrets as dots, long values cut), with a disclosure to the full list.
 */
import { forwardRef, Fragment, useId, useMemo, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  normalizeRequest,
  type ElicitAction,
  type ElicitValue,
  type Field,
  type QueueEntryReason,
  type ServerIdentity,
} from 'mcp-elicitation-core';
import { resolveLocale, resolveTexts } from '../locales/resolve';
import type { ElicitationLocale } from '../locales/types';
import { slot } from '../theme/slot';
import { ShownAnswer, spokenAnswer } from './shown-answer';

/** Characters of one answer on the receipt's line; the full list shows more. */
const LINE_ANSWER_LENGTH = 40;

/** Characters of one answer in the full list. */
const LIST_ANSWER_LENGTH = 500;

/**
 * How a request ended: the user's answer (`accept`, `decline`, `cancel`), or why it could no longer
 * be answered (a queue entry's `reason`).
 *
 * @example
 * const outcome: ReceiptOutcome = 'timed-out';
 */
export type ReceiptOutcome = ElicitAction | QueueEntryReason;

/**
 * Props of {@link ElicitationReceipt}.
 *
 * @example
 * const props: ElicitationReceiptProps = { request: params, server: { id: 'github' }, outcome: 'decline' };
 */
export interface ElicitationReceiptProps extends Omit<ComponentPropsWithoutRef<'div'>, 'content'> {
  /** The request's `params`, as the server sent them: the fields' labels and options, for `content`. */
  request?: unknown;
  /** Who asked. */
  server: ServerIdentity;
  /** How it ended. */
  outcome: ElicitAction | QueueEntryReason;
  /** The answers sent with `accept` (`ElicitResult.content`); none after a reload unless the host kept them. */
  content?: Readonly<Record<string, ElicitValue>>;
  /** Every word in one language; English when unset. */
  locale?: ElicitationLocale;
}

/**
 * The receipt's sentence as a screen reader hears it once: who asked, how it ended, and the answers
 * on its line (a secret as the locale's word for it).
 *
 * @example
 * receiptText({ request: params, server, outcome: 'accept', content }); // 'You answered the request from Projects. Team size: 2-5'
 */
export function receiptText(props: Pick<ElicitationReceiptProps, 'request' | 'server' | 'outcome' | 'content' | 'locale'>): string {
  const { words, host, answers } = receiptParts(props);
  const said = answers.map(({ field, value }) => host.receiptAnswer(field.label, spokenAnswer(field, value, words, LINE_ANSWER_LENGTH)));
  const sentence = host.receipt(props.server.label ?? props.server.id, props.outcome);
  return said.length === 0 ? sentence : `${sentence} ${said.join(host.receiptSeparator)}`;
}

/** The words, and the answers given (in the fields' order), of a receipt. */
function receiptParts({ request, outcome, content, locale }: Omit<Parameters<typeof receiptText>[0], 'server'>) {
  const words = resolveTexts(locale);
  const host = resolveLocale(locale).hostTexts;
  const model = normalizeRequest(request);
  const fields: readonly Field[] = model.mode === 'form' && outcome === 'accept' && content !== undefined ? model.fields : [];
  const answers = fields.filter((field) => field.key in content!).map((field) => ({ field, value: content?.[field.key] }));
  return { words, host, answers };
}

/**
 * An ended request's receipt: one line with who asked, how it ended and the answers as shown (a
 * secret as dots, long values cut), and for an answer, a disclosure button to the full list. Not a
 * live region: whoever shows it announces it once (`ElicitationHost` does, in its announcer). Style
 * it by its `data-slot` parts (`elicitation-receipt`, `-summary`, `-answers`, `-toggle`, `-list`) or
 * replace it; `ElicitationHost` shows one for each inline request that ended unless `receipts` is
 * `false`. After a reload, render it from the outcome the host kept (see docs/server-bridge.md).
 *
 * @example
 * <ElicitationReceipt request={params} server={{ id: 'projects', label: 'Projects' }} outcome="accept" content={{ size: '2-5' }} />
 */
export const ElicitationReceipt = forwardRef<HTMLDivElement, ElicitationReceiptProps>(function ElicitationReceipt(
  { request, server, outcome, content, locale, className, ...rest },
  ref,
) {
  const { words, host, answers } = useMemo(() => receiptParts({ request, outcome, content, locale }), [request, outcome, content, locale]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div ref={ref} {...rest} {...slot('elicitation-receipt', className)} data-outcome={outcome} lang={words.lang} dir={words.dir}>
      <p {...slot('elicitation-receipt-summary')}>
        <span>{host.receipt(server.label ?? server.id, outcome)}</span>
        {answers.length > 0 ? (
          <>
            {' '}
            <span {...slot('elicitation-receipt-answers')} dir="auto">
              {answers.map(({ field, value }, index) => (
                <span key={field.key}>
                  {index > 0 ? host.receiptSeparator : null}
                  {worded(
                    host.receiptAnswer,
                    <bdi>{field.label}</bdi>,
                    <ShownAnswer field={field} value={value} words={words} max={LINE_ANSWER_LENGTH} />,
                  )}
                </span>
              ))}
            </span>{' '}
            <button
              type="button"
              {...slot('elicitation-receipt-toggle')}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen(!open)}
            >
              {host.receiptDetails}
            </button>
          </>
        ) : null}
      </p>
      {answers.length > 0 ? (
        <dl id={listId} {...slot('elicitation-receipt-list')} hidden={!open}>
          {answers.map(({ field, value }) => (
            <div key={field.key}>
              <dt dir="auto">{field.label}</dt>
              <dd dir="auto">
                <ShownAnswer field={field} value={value} words={words} max={LIST_ANSWER_LENGTH} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
});

/**
 * A locale's "label: value" with elements in place of its two strings: the locale orders and
 * punctuates it, the receipt draws the label and the answer (dots for a secret) itself.
 */
function worded(answer: (label: string, value: string) => string, label: ReactNode, value: ReactNode): ReactNode {
  const parts = answer(LABEL_MARK, VALUE_MARK).split(new RegExp(`(${LABEL_MARK}|${VALUE_MARK})`));
  return parts.map((part, index) => <Fragment key={index}>{part === LABEL_MARK ? label : part === VALUE_MARK ? value : part}</Fragment>);
}

/** Stand-ins for the label and the value, never in a locale's own words. */
const LABEL_MARK = '\uE000';
const VALUE_MARK = '\uE001';
