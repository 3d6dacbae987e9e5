/**
 * notifyWhenHidden in Chromium: a task's question arrives in a real queue while the page is hidden,
 * and the user is told: by the page's title without notification permission, by a real
 * notification once the page's origin is granted it (test/support/tasks-commands.ts). Visible
 * again, the title is the page's own.
 *
 * The page cannot be really hidden in this headless Chromium (156, `--headless`, through Playwright),
 * so its visibility is set here on the document as the browser reports it, and the browser's
 * `visibilitychange` event is fired. Tried, each leaving `document.visibilityState` 'visible' with
 * no `visibilitychange`: another page of the context brought to the front (`page.bringToFront`); a
 * tab opened in the same window with CDP `Target.createTarget({ newWindow: false })` and made the
 * active one with `Target.activateTarget` (the tab switch moves focus, not visibility); the window
 * minimised with `Browser.setWindowBounds({ windowState: 'minimized' })`; each of these again with
 * `Emulation.setFocusEmulationEnabled(false)` and without Playwright's backgrounding flags
 * (`--disable-backgrounding-occluded-windows`, `--disable-renderer-backgrounding`,
 * `--disable-background-timer-throttling`); `Page.setWebLifecycleState` frozen then active. The
 * protocol this Chromium serves (`/json/protocol`) has no command that emulates visibility, and a
 * headed Chromium would need a display server, which the test machines do not have.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { createElicitationQueue, type ElicitationQueue, type ElicitRequestParams } from 'mcp-elicitation-core';
import { notifyWhenHidden } from '../../src/elicitation/notify-when-hidden';
import { de } from '../../src/locales/de';

const question = (message: string): ElicitRequestParams => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties: { answer: { type: 'string' } } },
});
const server = { id: 'reports', label: 'Reports' };
const task = (key: string) => ({ id: 'task-1', toolName: 'nightly-report', key });

describe('notifyWhenHidden', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  function setup(options?: Parameters<typeof notifyWhenHidden>[1]): ElicitationQueue {
    const queue = createElicitationQueue();
    const stop = notifyWhenHidden(queue, options);
    cleanups.push(
      () => queue.dispose(),
      stop,
      // The document's own getters again (Document.prototype's).
      () => {
        delete (document as { hidden?: boolean }).hidden;
        delete (document as { visibilityState?: string }).visibilityState;
      },
    );
    return queue;
  }

  function hide(hidden: boolean): void {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('without permission, prefixes the title while hidden, counts, and puts it back when visible', async () => {
    document.title = 'My app';
    const queue = setup();
    // Visible: a question the user can see changes nothing.
    void queue.request(question('seen'), { server, task: task('q0') });
    await expect.poll(() => queue.getSnapshot().entries.length).toBe(1);
    expect(document.title).toBe('My app');

    hide(true);
    expect(Notification.permission).not.toBe('granted');
    void queue.request(question('a'), { server, task: task('q1') });
    await expect.poll(() => document.title).toBe('(1) Question · My app');
    // Not from a task: not told by default.
    void queue.request(question('plain'), { server });
    void queue.request(question('b'), { server, task: task('q2') });
    await expect.poll(() => document.title).toBe('(2) Questions · My app');
    // One is answered elsewhere (here: by the queue): the count follows.
    queue.respond(queue.getSnapshot().entries.find((entry) => entry.params.message === 'a')!.id, { action: 'decline' });
    await expect.poll(() => document.title).toBe('(1) Question · My app');

    hide(false);
    await expect.poll(() => document.title).toBe('My app');
  });

  it('words the title in the locale given, and leaves a title the page changed meanwhile', async () => {
    document.title = 'Meine App';
    const queue = setup({ locale: de });
    hide(true);
    void queue.request(question('a'), { server, task: task('q1') });
    await expect.poll(() => document.title).toBe('(1) Frage · Meine App');
    document.title = 'Neue Seite';
    hide(false);
    expect(document.title).toBe('Neue Seite');
  });

  it('with permission granted, shows a notification naming the server, and leaves the title alone', async () => {
    await commands.tasksGrantNotifications();
    await expect.poll(() => Notification.permission).toBe('granted');
    // Observed, not replaced: each notification the helper creates is a real one.
    const created: Notification[] = [];
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        created.push(this);
      }
    } as typeof Notification;
    cleanups.push(() => (window.Notification = Real));
    document.title = 'My app';
    const queue = setup();
    hide(true);
    void queue.request(question('a'), { server, task: task('q1') });
    await expect.poll(() => created.map((notification) => notification.title)).toEqual(['Reports is waiting for your answer']);
    expect(created[0]!.tag).toMatch(/^mcp-elicitation:/);
    expect(document.title).toBe('My app');
  });
});
