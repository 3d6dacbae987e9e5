'use client';
/**
 * Which long-running task asks (the Tasks extension): "Task ‘nightly-report’, started 2 hours ago,
 * expires in 3 days". The tool name is the server's text, shown as text only; the times are worded
 * by the locale, relative to now, and kept current.
 */
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { visibleText, type ElicitTask } from 'mcp-elicitation-core';
import { resolveLocale } from '../locales/resolve';
import type { ElicitationLocale } from '../locales/types';
import { slot } from '../theme/slot';
import { withDefault } from './compose';
import type { AsChildProps } from './part-props';
import { withNames } from './with-names';

/** How often the relative times are worded again: the smallest unit a task line shows changes no faster. */
const REFRESH_MS = 60_000;

/** Now, read again every minute while mounted. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Kept for the part's life: "started 2 hours ago" must not stay true for a day.
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The task line of a question asked inside a task (`entry.task` of the queue). `<ElicitationHost>`
 * puts it in the header's status line; a custom layout renders it wherever it likes.
 *
 * @example
 * {entry.task ? <ElicitationTaskInfo task={entry.task} locale={locale} /> : null}
 */
export const ElicitationTaskInfo = /* @__PURE__ */ forwardRef<
  HTMLSpanElement,
  ComponentPropsWithoutRef<'span'> &
    AsChildProps & {
      /** The task that asks (`QueueEntry.task`). */
      task: ElicitTask;
      /** The locale the host shows (its `hostTexts.task`); English by default. */
      locale?: ElicitationLocale;
    }
>(function ElicitationTaskInfo({ asChild, children, task, locale, ...rest }, ref) {
  const texts = resolveLocale(locale).hostTexts;
  const now = useMinuteClock();
  const name = typeof task.toolName === 'string' && task.toolName !== '' ? visibleText(task.toolName) : undefined;
  const started = typeof task.createdAt === 'number' && Number.isFinite(task.createdAt) ? Math.min(0, task.createdAt - now) : undefined;
  const expires = typeof task.expiresAt === 'number' && Number.isFinite(task.expiresAt) ? task.expiresAt - now : undefined;
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp ref={ref} {...rest} {...slot('elicitation-task', rest.className)}>
      {withDefault(
        asChild,
        children,
        withNames(texts.task, [name, started, expires], (value) => (
          <code>
            <bdi>{value}</bdi>
          </code>
        )),
      )}
    </Comp>
  );
});
