'use client';
/**
 * The batteries-included host: renders the queue's current request in an `<ElicitationDialog>`,
 * numbers it within the run ("Request 2 of 3"), shows a countdown when it has a deadline, keeps a
 * withdrawn request's draft on screen (read-only) until the user dismisses it, and offers to
 * block the asking server for the session.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect as useLayoutEffect } from '../dialog/isomorphic-layout-effect';
import { ElicitationDialog, ElicitationPanel, type ElicitationDialogProps } from '../dialog/elicitation-dialog';
import { bindEntry } from '../dialog/entry-binding';
import { resolveLocale } from '../locales/resolve';
import type { ElicitationHostTexts, ElicitationLocale } from '../locales/types';
import { preloadUrlConsent } from '../dialog/url-consent/loader';
import { asksForFile, fileFieldChunk } from '../fields/file-field-loader';
import { stepperChunk } from '../dialog/gestures/stepper-loader';
import { slot } from '../theme/slot';
import { VISUALLY_HIDDEN } from '../theme/visually-hidden';
import { withNames } from '../dialog/with-names';
import { ElicitationTaskInfo } from '../dialog/task-info';
import { canStopTask, HostStopTask } from './stop-task';
import { visibleText } from 'mcp-elicitation-core';
import { useOptionalElicitationQueue } from './provider';
import type { ElicitationStore, ElicitResult, ElicitStep, QueueEntry, QueueSendFailure, QueueStopFailure } from 'mcp-elicitation-core';
import { useElicitation } from './use-elicitation';
import { receiptChunk } from '../dialog/receipt-loader';
import { useOnDemand } from '../fields/on-demand';
import { useReceipts, type EndedEntry } from './use-receipts';

/** How the host shows requests: one at a time in a modal dialog, or every one inline. */
type Presentation = 'modal' | 'inline';

/**
 * Props of {@link ElicitationHost}: everything `<ElicitationDialog>` accepts except what the host
 * itself supplies per request.
 *
 * @example
 * ```tsx
 * const props: ElicitationHostProps = { locale: withOverrides(en, { hostTexts: { dismiss: 'Close' } }), allowBlocking: false };
 * ```
 */
export type ElicitationHostProps = Omit<
  ElicitationDialogProps,
  | 'request'
  | 'server'
  | 'onResult'
  | 'onClose'
  | 'disabled'
  | 'notice'
  | 'footer'
  | 'completed'
  | 'cancelOnUnmount'
  | 'toolContext'
  | 'draft'
  | 'onDraftChange'
  | 'app'
> & {
  /** The queue to render; defaults to the one of the nearest `ElicitationProvider`. */
  queue?: ElicitationStore;
  /** Offer "Block this server for the session". Default `true`. */
  allowBlocking?: boolean;
  /**
   * Offer "Stop task" on a question asked inside a long-running task whose adapter can stop it
   * (`entry.task.stoppable`): `queue.stopTask`, which sends `tasks/cancel` and withdraws the task's
   * questions. Decline and Cancel still answer only the question. Default `false`.
   */
  allowStopTask?: boolean;
  /**
   * `'modal'` (default): one request at a time in an `<ElicitationDialog>`. `'inline'`: every
   * pending request in place, oldest first, each in an `<ElicitationPanel>` (for chat threads and
   * side panels; render the host where the requests should appear).
   */
  presentation?: 'modal' | 'inline';
  /**
   * Inline only: move focus into the oldest request when it appears (default `false`, so a request
   * never takes the caret from someone typing). When a request that holds focus is answered,
   * focus moves to the next one either way.
   */
  autoFocus?: boolean;
  /**
   * Inline only: a request that ended (answered, declined, cancelled, withdrawn, timed out,
   * answered elsewhere) leaves an `ElicitationReceipt` in its place, announced once. Default `true`;
   * `false` shows nothing once it ended.
   */
  receipts?: boolean;
  /**
   * Shows only the requests this accepts, for example the ones a chat thread's tool call asked
   * (`(entry) => entry.context?.toolCallId === part.toolCallId`), so each question appears under
   * its tool call. Positions ("2 of 3") still count every request of the queue.
   */
  filter?: (entry: QueueEntry) => boolean;
};

/**
 * Renders the queue's requests: by default the current one, one at a time, oldest first, in a
 * modal dialog; with `presentation="inline"` every pending request in place. Put it once near the
 * root of the app (inline: where the requests belong), inside `ElicitationProvider` (or pass `queue`).
 *
 * URL mode: a request's own `afterOpen` (set by the SDK adapters from the protocol era) wins over
 * the `afterOpen` prop, which applies to requests that have none. `'wait'` needs the queue to keep
 * the accepted request on screen, which it does only for requests the adapter marked so; for the
 * others the prop's `'wait'` acts as `'close'`. A waiting request leaves when the server reports
 * completion (`queue.complete`) or the user closes it. Unmounting the host only stops
 * showing requests: they stay pending in the queue for the next host.
 *
 * @example
 * ```tsx
 * <ElicitationProvider queue={queue}>
 *   <App />
 *   <ElicitationHost />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationHost({
  queue: given,
  allowBlocking = true,
  allowStopTask = false,
  afterOpen,
  presentation = 'modal',
  autoFocus = false,
  filter,
  receipts: showReceipts = true,
  ...dialogProps
}: ElicitationHostProps) {
  const fromProvider = useOptionalElicitationQueue();
  const queue = given ?? fromProvider;
  if (queue === null) throw new Error('`ElicitationHost` must be used within `ElicitationProvider` or be given a `queue`');
  const { current: first, position: firstPosition, entries: all } = useElicitation(queue);
  // A queued URL request starts loading its consent screen and the suffix list (idempotent).
  if (all.some((entry) => entry.params.mode === 'url')) preloadUrlConsent();
  // One that asks for a file (shown as one with `experimental.files`) starts loading the file field.
  if (dialogProps.experimental?.files === true && all.some((entry) => asksForFile(entry.params))) fileFieldChunk.preload();
  // With `stepper`, a form of more than one field is answered on the stepper: its code loads with the first request.
  if (dialogProps.stepper === true && all.length > 0) stepperChunk.preload();
  const list = useRef<HTMLDivElement>(null);
  // The server just blocked (its request was declined), with Undo, until another request shows.
  const [blocked, setBlocked] = useState<{ serverId: string; label: string; known: ReadonlySet<string> }>();
  const entries = filter === undefined ? all : all.filter(filter);
  const current = entries[0];
  // A new request took the stage: the notice has done its job (adjusted while rendering, as React
  // recommends for state derived from what is shown, rather than in an effect).
  if (current !== undefined && blocked !== undefined && !blocked.known.has(current.id)) setBlocked(undefined);
  const texts = resolveLocale(dialogProps.locale).hostTexts;
  useRunOrigin(presentation === 'modal' && current !== undefined);
  const withReceipts = presentation === 'inline' && showReceipts;
  const receipts = useReceipts(entries, withReceipts);
  // The receipt's code loads while the first request is on screen (answering it takes longer).
  if (withReceipts && entries.length > 0) receiptChunk.preload();
  const receipt = useOnDemand(receiptChunk, withReceipts && (entries.length > 0 || receipts.items.length > 0));
  const receiptOf = ({ entry, outcome, content }: EndedEntry) => ({
    request: entry.params,
    server: entry.server,
    outcome,
    content,
    locale: dialogProps.locale,
  });
  // Said once its code is here (a request that ended before it arrived is announced when it does).
  const latest = receipts.latest && receipt && { id: receipts.latest.entry.id, text: receipt.receiptText(receiptOf(receipts.latest)) };
  const arrival = useArrivalAnnouncement(presentation === 'inline', !autoFocus, entries, texts, latest);
  /** The inline list: each request in place, or its receipt once it ended. */
  const inlineList = (panel: (entry: QueueEntry) => ReactNode) => (
    <div ref={list} {...slot('elicitation-host-list')}>
      {blockedNotice(false)}
      {arrival}
      {receipts.items.map((item) =>
        'live' in item ? (
          panel(item.live)
        ) : receipt ? (
          <receipt.ElicitationReceipt key={`receipt:${item.ended.entry.id}`} className={dialogProps.className} {...receiptOf(item.ended)} />
        ) : null,
      )}
    </div>
  );
  /** What blocking did, with Undo: on the page, or (`inDialog`) in the next modal dialog's status line. */
  const blockedNotice = (inDialog: boolean) =>
    blocked === undefined ? null : (
      <div {...slot('elicitation-host-blocked')} data-presentation={inDialog ? undefined : presentation} role="status">
        <span>{texts.blockedServer(blocked.label)}</span>{' '}
        <button
          type="button"
          {...slot('elicitation-host-undo-block')}
          onClick={() => {
            queue.unblockServer(blocked.serverId);
            setBlocked(undefined);
          }}
        >
          {texts.undoBlock}
        </button>
      </div>
    );
  if (first === undefined || firstPosition === undefined || current === undefined) {
    if (presentation === 'inline' && receipts.items.length > 0) return inlineList(() => null);
    return (
      <>
        {blockedNotice(false)}
        {arrival}
      </>
    );
  }
  // Counted over the whole queue, so "2 of 3" means the same in every filtered host.
  const positionOf = (entry: QueueEntry): ElicitStep => ({
    index: firstPosition.index + all.indexOf(entry) - all.indexOf(first),
    total: firstPosition.total,
  });
  const position = positionOf(current);

  /**
   * What every presentation passes per request. `blockedNote`: what blocking did, for the status
   * line of a modal dialog shown right after it.
   */
  const perEntry = (entry: QueueEntry, entryPosition: ElicitStep, blockedNote: ReactNode = null) => ({
    ...dialogProps,
    // Only an entry the adapter marked `'wait'` stays on screen after consent: for the others the
    // host's `'wait'` is `'close'`. The entry's own choice (below) wins.
    afterOpen: afterOpen === 'wait' ? 'close' : afterOpen,
    // The entry binding answers through the queue, keeps the draft there (a failed send's answer
    // included, marked as the user's), leaves the request pending on unmount, and passes its tool
    // call: an approval gate for a destructive tool says so.
    ...bindEntry(queue, entry),
    onResult: (result: ElicitResult) => {
      // Kept for its receipt before the queue lets the request go; forgotten again if the queue
      // refused it (a withdrawn request, which closing dismisses, as the entry binding does).
      receipts.answered(entry.id, result);
      if (queue.respond(entry.id, result)) return;
      receipts.unanswered(entry.id);
      queue.dismiss(entry.id);
    },
    // Nothing to say (a single request without step, deadline or tool call): no status line at all.
    status:
      hasStatus(entry, entryPosition) || blockedNote !== null ? (
        <HostStatus entry={entry} position={entryPosition} texts={texts} locale={dialogProps.locale}>
          {blockedNote}
        </HostStatus>
      ) : undefined,
    notice: (
      <HostNotice
        entry={entry}
        texts={texts}
        presentation={presentation}
        onDismiss={() => queue.dismiss(entry.id)}
        // One send button: with a form on screen, Accept sends the answer (as it was, or corrected).
        onRetry={hasAnswerForm(entry) ? undefined : () => queue.retry(entry.id)}
        onRetryStop={allowStopTask && canStopTask(entry) ? () => void queue.stopTask(entry.id) : undefined}
      />
    ),
    // After the actions: the answers (Accept, Next, Confirm) come before Stop task and Block in Tab order.
    footer:
      allowBlocking || (allowStopTask && canStopTask(entry)) ? (
        <>
          {allowStopTask && canStopTask(entry) ? <HostStopTask texts={texts} onStop={() => void queue.stopTask(entry.id)} /> : null}
          {allowBlocking ? (
            <HostBlock
              label={entry.server.label ?? entry.server.id}
              texts={texts}
              onBlock={() => {
                setBlocked({
                  serverId: entry.server.id,
                  label: entry.server.label ?? entry.server.id,
                  known: new Set(all.map((item) => item.id)),
                });
                queue.blockServer(entry.server.id);
              }}
            />
          ) : null}
        </>
      ) : undefined,
  });

  if (presentation === 'inline') {
    return inlineList((entry) => {
      // A panel has no portal: `container` and `nonce` only mean something for a modal.
      const { container: _container, nonce: _nonce, ...props } = perEntry(entry, positionOf(entry));
      return (
        <ElicitationPanel
          // A remote queue re-shows an entry whose answer failed (with the draft) or was refused: a new attempt is a new panel.
          key={`${entry.id}:${entry.attempt ?? 0}`}
          {...props}
          autoFocus={autoFocus && entry === current}
          onCloseAutoFocus={(event) => {
            // The answered request held focus: hand it to the next one still waiting.
            const next = [...(list.current?.querySelectorAll<HTMLElement>('[data-slot="elicitation-content"]') ?? [])].find(
              (panel) => !panel.contains(document.activeElement),
            );
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
        />
      );
    });
  }
  // A remote queue re-shows an entry whose answer failed (with the draft) or was refused: a new attempt is a new dialog.
  // What blocking did goes into that dialog's status line, not onto the page: a modal dialog hides the
  // page from screen readers and keyboard, and the status line is read when the dialog opens.
  return <ElicitationDialog key={`${current.id}:${current.attempt ?? 0}`} {...perEntry(current, position, blockedNotice(true))} />;
}

interface HostNoticeProps {
  presentation: Presentation;
  entry: QueueEntry;
  texts: ElicitationHostTexts;
  onDismiss: () => void;
  onRetry?: () => void;
  /** "Stop task" again, after it failed (`entry.stopFailure`); without it the failure is not shown. */
  onRetryStop?: () => void;
}

/**
 * Where focus goes back once a run of requests is over: the element that had it before the first
 * request of the run opened. Each dialog remembers what had focus when it opened, but the second one
 * opens while focus is still on the first one's button, which then leaves the page; without this,
 * focus ended on `<body>` after a run of more than one request.
 */
function useRunOrigin(showing: boolean) {
  const origin = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (showing) {
      // The first request of a run: its dialog takes focus in a passive effect, after this one, so
      // focus is still where the user was.
      const active = document.activeElement;
      if (origin.current === null)
        origin.current = active instanceof HTMLElement && !active.closest('[data-slot="elicitation-content"]') ? active : null;
      return;
    }
    const target = origin.current;
    origin.current = null;
    // Only when focus was lost with the last dialog: never take it from where the user moved it.
    const active = document.activeElement;
    if (target && target !== document.body && target.isConnected && (active === null || active === document.body)) target.focus();
  }, [showing]);
}

/**
 * The inline host's polite status line. Requests that do not take focus are announced once each
 * (`arrivals`): a screen-reader user typing in a chat would otherwise not know a question appeared.
 * A request that ended is announced once by its receipt's sentence (`ended`, the newest).
 */
function useArrivalAnnouncement(
  inline: boolean,
  arrivals: boolean,
  entries: readonly QueueEntry[],
  texts: ElicitationHostTexts,
  ended: { id: string; text: string } | undefined,
): ReactNode {
  // The requests already there when the host mounts are the page's, not arrivals.
  const [heard, setHeard] = useState(() => ({
    known: new Set(entries.map((entry) => entry.id)) as ReadonlySet<string>,
    ended: ended?.id,
    message: '',
  }));
  const fresh = entries.filter((entry) => !heard.known.has(entry.id));
  const newest = fresh.at(-1);
  // Adjusted while rendering (state derived from what is shown, as for `blocked` above).
  if (newest !== undefined) {
    setHeard({
      known: new Set([...heard.known, ...fresh.map((entry) => entry.id)]),
      ended: heard.ended,
      message: arrivals && newest.status === 'pending' ? texts.arrived(newest.server.label ?? newest.server.id) : heard.message,
    });
  } else if (ended !== undefined && ended.id !== heard.ended) {
    setHeard({ known: heard.known, ended: ended.id, message: ended.text });
  }
  if (!inline || (!arrivals && ended === undefined && heard.message === '')) return null;
  // Always rendered (empty at first), so screen readers register the region before it speaks.
  return (
    <div {...slot('elicitation-host-announcer')} role="status" style={VISUALLY_HIDDEN}>
      {heard.message}
    </div>
  );
}

function withdrawnMessage(entry: QueueEntry, texts: ElicitationHostTexts, label: string): string {
  if (entry.reason === 'answered-elsewhere') return texts.answeredElsewhere;
  if (entry.reason === 'timed-out') return texts.timedOut;
  if (entry.reason === 'signed-out') return texts.signedOut;
  if (entry.reason === 'task-stopped') return texts.taskStopped;
  return texts.withdrawn(label);
}

/** Why sending failed, worded by the locale from the failure's code (never the bridge's English). */
function sendErrorMessage(failure: QueueSendFailure, texts: ElicitationHostTexts): string {
  if (failure.code === 'timed-out') return texts.sendTimedOut;
  if (failure.code === 'connection') return texts.sendConnectionFailed;
  return texts.sendFailed(failure.status);
}

function HostNotice({ entry, texts, presentation, onDismiss, onRetry, onRetryStop }: HostNoticeProps) {
  // The stop failure the user chose to leave behind ("Keep the question"); a new failure shows again.
  const [kept, setKept] = useState<QueueStopFailure>();
  const label = entry.server.label ?? entry.server.id;
  const hasArguments =
    typeof entry.context?.toolName === 'string' && entry.context.toolName !== '' && entry.context.arguments !== undefined;
  const stopFailure = entry.status === 'pending' && onRetryStop !== undefined && entry.stopFailure !== kept ? entry.stopFailure : undefined;
  if (
    entry.status !== 'withdrawn' &&
    !(entry.sendFailure !== undefined && entry.status === 'pending') &&
    stopFailure === undefined &&
    !hasArguments
  )
    return null;
  return (
    <div {...slot('elicitation-host')} data-status={entry.status}>
      {entry.status === 'withdrawn' ? (
        <Withdrawn
          message={withdrawnMessage(entry, texts, label)}
          dismiss={texts.dismiss}
          onDismiss={onDismiss}
          presentation={presentation}
        />
      ) : null}
      {entry.sendFailure !== undefined && entry.status === 'pending' ? (
        <div {...slot('elicitation-host-send-error')}>
          <p role="alert">{sendErrorMessage(entry.sendFailure, texts)}</p>
          {onRetry ? (
            <button type="button" {...slot('elicitation-host-retry')} onClick={onRetry}>
              {texts.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {stopFailure !== undefined ? (
        <HostStopError failure={stopFailure} texts={texts} onRetry={onRetryStop!} onKeep={() => setKept(stopFailure)} />
      ) : null}
      {/* The tool is named under the title (HostStatus); here only its arguments, on demand. */}
      {hasArguments ? <ToolArguments value={entry.context?.arguments} label={texts.showArguments} /> : null}
    </div>
  );
}

/**
 * "Stop task" did not stop the task: why, announced, with Try again and Keep the question. The
 * question stays open either way. Each button takes focus somewhere that stays: Try again to Stop
 * task (a failure again is announced again), Keep the question to the request itself.
 */
function HostStopError({
  failure,
  texts,
  onRetry,
  onKeep,
}: {
  failure: QueueStopFailure;
  texts: ElicitationHostTexts;
  onRetry: () => void;
  onKeep: () => void;
}) {
  const near = (from: HTMLElement) => from.closest<HTMLElement>('[data-slot="elicitation-content"]');
  return (
    <div {...slot('elicitation-host-stop-error')}>
      <p role="alert">{texts.stopFailed(failure)}</p>
      <button
        type="button"
        {...slot('elicitation-host-retry-stop')}
        onClick={(event) => {
          near(event.currentTarget)?.querySelector<HTMLElement>('[data-slot="elicitation-host-stop-task-button"]')?.focus();
          onRetry();
        }}
      >
        {texts.retryStop}
      </button>
      <button
        type="button"
        {...slot('elicitation-host-keep-question')}
        onClick={(event) => {
          near(event.currentTarget)?.focus();
          onKeep();
        }}
      >
        {texts.keepQuestion}
      </button>
    </div>
  );
}

/** The asking tool call's arguments (model output: text only), behind a disclosure. */
function ToolArguments({ value, label }: { value: unknown; label: string }) {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    text = String(value);
  }
  return (
    <div {...slot('elicitation-tool-context')}>
      <details>
        <summary>{label}</summary>
        <pre {...slot('elicitation-tool-arguments')}>{text}</pre>
      </details>
    </div>
  );
}

/** "Block <server> for this session", after the actions. */
function HostBlock({ label, texts, onBlock }: { label: string; texts: ElicitationHostTexts; onBlock: () => void }) {
  const hintId = useId();
  return (
    <div {...slot('elicitation-host-block')}>
      <button type="button" {...slot('elicitation-host-block-button')} aria-describedby={hintId} onClick={onBlock}>
        {texts.blockServer(label)}
      </button>
      {/* Read with the button; not drawn, so it does not crowd every request's footer. */}
      <span id={hintId} {...slot('elicitation-host-block-hint')} hidden>
        {texts.blockServerHint(label)}
      </span>
    </div>
  );
}

/** Whether the request shows fields to answer (and so its own Accept): a form with properties. */
function hasAnswerForm(entry: QueueEntry): boolean {
  const params = entry.params as { mode?: unknown; requestedSchema?: { properties?: unknown } };
  const properties = params.requestedSchema?.properties;
  return params.mode !== 'url' && typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0;
}

function hasStatus(entry: QueueEntry, position: ElicitStep): boolean {
  return (
    position.total > 1 ||
    entry.step !== undefined ||
    (entry.deadline !== undefined && entry.status !== 'withdrawn') ||
    toolName(entry) !== undefined ||
    entry.task !== undefined
  );
}

function toolName(entry: QueueEntry): string | undefined {
  const name = entry.context?.toolName;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * The header line: where this request stands in the queue (only when more than one is waiting),
 * its step, and its countdown. Part of the request's description, so it is heard when each request
 * opens.
 */
function HostStatus({
  entry,
  position,
  texts,
  locale,
  children,
}: {
  entry: QueueEntry;
  position: ElicitStep;
  texts: ElicitationHostTexts;
  locale: ElicitationLocale | undefined;
  children?: ReactNode;
}) {
  const showPosition = position.total > 1;
  const tool = toolName(entry);
  return (
    <div {...slot('elicitation-host-status')}>
      {/* Under the title and read with the request: which tool call asks. Model output: text only. */}
      {tool === undefined ? null : (
        <span {...slot('elicitation-host-tool')}>
          {withNames(texts.askedWhileRunning, [visibleText(tool)], (name) => (
            <code>
              <bdi>{name}</bdi>
            </code>
          ))}
        </span>
      )}
      {showPosition ? <span {...slot('elicitation-host-position')}>{texts.position(position.index, position.total)}</span> : null}
      {entry.step ? <span {...slot('elicitation-host-step')}>{texts.step(entry.step.index, entry.step.total)}</span> : null}
      {/* A task's question: which task asks, and when it expires (in days, not as an m:ss countdown). */}
      {entry.task ? <ElicitationTaskInfo task={entry.task} locale={locale} /> : null}
      {entry.deadline !== undefined && entry.status !== 'withdrawn' && entry.task?.expiresAt === undefined ? (
        <Countdown deadline={entry.deadline} texts={texts} />
      ) : null}
      {children}
    </div>
  );
}

function Withdrawn({
  message,
  dismiss,
  onDismiss,
  presentation,
}: {
  message: string;
  dismiss: string;
  onDismiss: () => void;
  presentation: Presentation;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // The field that had focus was just disabled, which drops focus to the page: give it to the
  // one thing left to do. Inline, only when focus did drop (the user may be typing elsewhere).
  useEffect(() => {
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (presentation === 'modal' || dropped) button.current?.focus();
  }, [presentation]);
  return (
    <div {...slot('elicitation-host-withdrawn')}>
      <p role="alert">{message}</p>
      <button ref={button} type="button" {...slot('elicitation-host-dismiss')} onClick={onDismiss}>
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
    <div {...slot('elicitation-host-countdown')}>
      <p role="timer" {...slot('elicitation-host-time-left')}>
        <time dateTime={`PT${seconds}S`}>{texts.expiresIn(formatTimeLeft(seconds))}</time>
      </p>
      <p role="status" {...slot('elicitation-host-expiry-warning')}>
        {warning}
      </p>
    </div>
  );
}
