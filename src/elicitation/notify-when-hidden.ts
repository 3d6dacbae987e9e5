/**
 * Tells the user that a question is waiting while the page is hidden (another tab in front, the
 * window minimised): a task can ask days after its tool was called, and a question nobody sees is
 * useless. With the user's permission for notifications (`Notification.permission === 'granted'`;
 * ask for it yourself, on a click), a system notification; otherwise the page's title is prefixed
 * ("(2) Questions · My app") until the page is visible again.
 */
import type { ElicitationStore, QueueEntry } from 'mcp-elicitation-core';
import { resolveLocale } from '../locales/resolve';
import type { ElicitationLocale } from '../locales/types';

/**
 * Options of {@link notifyWhenHidden}.
 *
 * @example
 * ```ts
 * const options: NotifyWhenHiddenOptions = { locale: de, filter: () => true };
 * ```
 */
export interface NotifyWhenHiddenOptions {
  /** The words (its `hostTexts.taskWaiting` and `waitingTitle`): the locale the host shows. English by default. */
  locale?: ElicitationLocale;
  /** Which new questions tell the user. Default: questions asked inside a task (`entry.task`). */
  filter?: (entry: QueueEntry) => boolean;
}

const isTask = (entry: QueueEntry) => entry.task !== undefined;

/**
 * Starts telling the user about questions that arrive while the page is hidden; returns the
 * function that stops it (and puts the title back). Call it once, beside the queue, in the browser.
 *
 * @example
 * ```ts
 * const stop = notifyWhenHidden(queue, { locale });
 * // On a click of yours: await Notification.requestPermission();
 * ```
 */
export function notifyWhenHidden(queue: ElicitationStore, options: NotifyWhenHiddenOptions = {}): () => void {
  const texts = resolveLocale(options.locale).hostTexts;
  const filter = options.filter ?? isTask;
  /** Requests the page already had: not news. */
  const known = new Set(queue.getSnapshot().entries.map((entry) => entry.id));
  /** Questions that arrived unseen, still waiting for an answer. */
  const unseen = new Set<string>();
  const shown = new Map<string, Notification>();
  /** The page's own title, and the one set in its place, while prefixed. */
  let titles: { own: string; ours: string } | undefined;

  const granted = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

  function showTitle(): void {
    if (unseen.size === 0) return restoreTitle();
    const own = titles === undefined || document.title !== titles.ours ? document.title : titles.own;
    const ours = texts.waitingTitle(unseen.size, own);
    titles = { own, ours };
    document.title = ours;
  }

  function restoreTitle(): void {
    // Put back only what we changed: a page that set its own title meanwhile keeps it.
    if (titles !== undefined && document.title === titles.ours) document.title = titles.own;
    titles = undefined;
  }

  function notify(entry: QueueEntry): void {
    // The host's trusted label, never the server's own text: a notification is outside the page.
    const notification = new Notification(texts.taskWaiting(entry.server.label ?? entry.server.id), {
      tag: `mcp-elicitation:${entry.id}`,
      lang: document.documentElement.lang || undefined,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    shown.set(entry.id, notification);
  }

  function forget(id: string): void {
    unseen.delete(id);
    shown.get(id)?.close();
    shown.delete(id);
  }

  function onChange(): void {
    const { entries } = queue.getSnapshot();
    const pending = new Set(entries.filter((entry) => entry.status === 'pending').map((entry) => entry.id));
    // Answered (in another tab), withdrawn or gone: nothing to come back for.
    for (const id of [...unseen]) if (!pending.has(id)) forget(id);
    for (const entry of entries) {
      if (known.has(entry.id)) continue;
      known.add(entry.id);
      if (!document.hidden || entry.status !== 'pending' || !filter(entry)) continue;
      unseen.add(entry.id);
      if (granted()) notify(entry);
    }
    for (const id of [...known]) if (!entries.some((entry) => entry.id === id)) known.delete(id);
    if (granted()) restoreTitle();
    else if (document.hidden || titles !== undefined) showTitle();
  }

  function onVisibility(): void {
    if (document.hidden) return;
    for (const id of [...unseen]) forget(id);
    restoreTitle();
  }

  const unsubscribe = queue.subscribe(onChange);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    for (const id of [...unseen]) forget(id);
    restoreTitle();
  };
}
