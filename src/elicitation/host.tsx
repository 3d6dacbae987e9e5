'use client';
/**
 * The batteries-included host: renders the queue's current request in an `<ElicitationDialog>`,
 * numbers it within the run ("Request 2 of 3"), shows a countdown when it has a deadline, keeps a
 * withdrawn request's draft on screen (read-only) until the user dismisses it, and offers to
 * block the asking server for the session.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ElicitationDialog, type ElicitationDialogProps } from '../dialog/elicitation-dialog';
import { defaultHostTexts, type ElicitationHostTexts } from '../dialog/texts';
import type { ElicitResult } from '../schema/protocol';
import { useOptionalElicitationQueue } from './provider';
import type { ElicitationQueue, QueueEntry } from './queue';
import { useElicitation, type ElicitationPosition } from './use-elicitation';

// The host's wording is part of the dictionary (dialog/texts.ts); re-exported here where it was.
export { defaultHostTexts, type ElicitationHostTexts };

/**
 * Props of {@link ElicitationHost}: everything `<ElicitationDialog>` accepts except what the host
 * itself supplies per request.
 *
 * @example
 * ```tsx
 * const props: ElicitationHostProps = { hostTexts: { dismiss: 'Close' }, allowBlocking: false };
 * ```
 */
export type ElicitationHostProps = Omit<ElicitationDialogProps, 'request' | 'server' | 'onResult' | 'onClose' | 'disabled' | 'notice' | 'completed'> & {
  /** The queue to render; defaults to the one of the nearest `ElicitationProvider`. */
  queue?: ElicitationQueue;
  /** Replaces any of the host's own texts. */
  hostTexts?: Partial<ElicitationHostTexts>;
  /** Offer "Block this server for the session". Default `true`. */
  allowBlocking?: boolean;
};

/**
 * Renders the current request of the queue, one at a time, oldest first. Put it once near the
 * root of the app, inside `ElicitationProvider` (or pass `queue`).
 *
 * URL mode: a request's own `afterOpen` (set by the SDK adapters from the protocol era) wins over
 * the `afterOpen` prop, which applies to requests that have none. `'wait'` needs the queue to keep
 * the accepted request on screen, which it does only for requests the adapter marked so; for the
 * others the prop's `'wait'` acts as `'close'`. A waiting request leaves when the server reports
 * completion (`queue.complete`) or the user closes it. Unmounting the host only stops
 * showing requests: they stay pending in the queue for the next host (the provider's own queue is
 * disposed with the provider, which answers them `cancel`).
 *
 * @example
 * ```tsx
 * <ElicitationProvider>
 *   <App />
 *   <ElicitationHost />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationHost({ queue: given, hostTexts, allowBlocking = true, afterOpen: afterOpenProp, ...dialogProps }: ElicitationHostProps) {
  const fromProvider = useOptionalElicitationQueue();
  const queue = given ?? fromProvider;
  if (queue === null) throw new Error('`ElicitationHost` must be used within `ElicitationProvider` or be given a `queue`');
  const { current, position } = useElicitation(queue);
  // The dialog answers `cancel` when it unmounts unanswered; when the host itself goes away,
  // that is not the user's answer, so it is ignored and the request stays queued.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  if (current === undefined || position === undefined) return null;
  const texts = { ...(dialogProps.locale?.hostTexts ?? defaultHostTexts), ...hostTexts };
  const withdrawn = current.status === 'withdrawn';
  const onResult = (result: ElicitResult) => {
    if (!mounted.current) return;
    // A withdrawn request cannot be answered; closing its dialog (Cancel, Escape) dismisses it.
    if (!queue.respond(current.id, result)) queue.dismiss(current.id);
  };
  const afterOpen = current.afterOpen ?? (afterOpenProp === 'wait' ? 'close' : afterOpenProp);
  return (
    <ElicitationDialog
      key={current.id}
      {...dialogProps}
      afterOpen={afterOpen}
      request={current.params}
      server={current.server}
      onResult={onResult}
      // The user closed a request that was already answered (URL mode, waiting): it leaves.
      onClose={() => {
        if (mounted.current) queue.dismiss(current.id);
      }}
      disabled={withdrawn}
      notice={
        <HostNotice
          entry={current}
          position={position}
          texts={texts}
          allowBlocking={allowBlocking}
          onDismiss={() => queue.dismiss(current.id)}
          onBlock={() => queue.blockServer(current.server.id)}
        />
      }
    />
  );
}

interface HostNoticeProps {
  entry: QueueEntry;
  position: ElicitationPosition;
  texts: ElicitationHostTexts;
  allowBlocking: boolean;
  onDismiss: () => void;
  onBlock: () => void;
}

function HostNotice({ entry, position, texts, allowBlocking, onDismiss, onBlock }: HostNoticeProps) {
  const label = entry.server.label ?? entry.server.id;
  const hintId = useId();
  return (
    <div data-slot="elicitation-host" data-status={entry.status}>
      <p data-slot="elicitation-host-position">{texts.position(position.index, position.total)}</p>
      {entry.step ? <p data-slot="elicitation-host-step">{texts.step(entry.step.index, entry.step.total)}</p> : null}
      {entry.status === 'withdrawn' ? (
        <Withdrawn message={texts.withdrawn(label)} dismiss={texts.dismiss} onDismiss={onDismiss} />
      ) : entry.deadline !== undefined ? (
        <Countdown deadline={entry.deadline} texts={texts} />
      ) : null}
      {allowBlocking ? (
        <div data-slot="elicitation-host-block">
          <button type="button" data-slot="elicitation-host-block-button" aria-describedby={hintId} onClick={onBlock}>
            {texts.blockServer(label)}
          </button>
          <p id={hintId} data-slot="elicitation-host-block-hint">
            {texts.blockServerHint(label)}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function Withdrawn({ message, dismiss, onDismiss }: { message: string; dismiss: string; onDismiss: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The field that had focus was just disabled, which drops focus to the page: give it to the
  // one thing left to do.
  useEffect(() => button.current?.focus(), []);
  return (
    <div data-slot="elicitation-host-withdrawn">
      <p role="alert">{message}</p>
      <button ref={button} type="button" data-slot="elicitation-host-dismiss" onClick={onDismiss}>
        {dismiss}
      </button>
    </div>
  );
}

/** Time left at which the countdown is announced, in seconds. */
const THRESHOLDS = [60, 30, 10];

function formatTimeLeft(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A visible `m:ss` countdown. The ticking text is a `timer` (not live, so screen readers can read
 * it but are not told every second); a separate status line speaks only at the thresholds.
 */
function Countdown({ deadline, texts }: { deadline: number; texts: ElicitationHostTexts }) {
  const [now, setNow] = useState(() => Date.now());
  const [startSeconds] = useState(() => Math.ceil((deadline - Date.now()) / 1000));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    // Wakes just after each whole second of the time left, so the display never skips a second.
    const schedule = () => {
      const left = deadline - Date.now();
      if (left <= 0) return;
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        (left % 1000) + 1,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline]);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const crossed = THRESHOLDS.filter((threshold) => threshold < startSeconds && seconds <= threshold);
  const warning = crossed.length > 0 ? texts.expiryWarning(Math.min(...crossed)) : '';
  return (
    <div data-slot="elicitation-host-countdown">
      <p role="timer" data-slot="elicitation-host-time-left">
        <time dateTime={`PT${seconds}S`}>{texts.expiresIn(formatTimeLeft(seconds))}</time>
      </p>
      <p role="status" data-slot="elicitation-host-expiry-warning">
        {warning}
      </p>
    </div>
  );
}
