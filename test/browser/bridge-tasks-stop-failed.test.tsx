/**
 * "Stop task" that fails for real, in Chromium: the question is held by a backend in its own
 * process on a Redis broker, this page's tab talks to another bridge instance on the same Redis
 * (test/support/tasks-redis-commands.ts), and the holding backend is killed. The stop reaches
 * nobody, the bridge answers 410, and the dialog says so in its notice (announced), with Try again
 * and Keep the question; the question stays open and the task goes on.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createRemoteElicitationQueue, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import { de } from '../../src/locales/de';
import { waitForEntries } from '../support/queue-helpers';
import { expectNoAxeViolations } from './helpers';

const GONE = 'The task could not be stopped: the server that holds it can no longer be reached. The question is still open.';

describe('a Stop task that fails through the bridge', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await cleanup();
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  /** A question of `ask-one` on this tab, whose holding backend was then killed. */
  async function orphanedQuestion(locale?: typeof de): Promise<{ id: string; remote: RemoteElicitationQueue }> {
    const { id, url } = await commands.tasksHolderStart();
    cleanups.push(() => commands.tasksHolderStop(id));
    const remote = createRemoteElicitationQueue({ url, headers: { 'x-test-user': 'alice' }, initialBackoffMs: 100 });
    cleanups.push(() => remote.dispose());
    await render(
      <ElicitationProvider queue={remote}>
        <ElicitationHost allowStopTask locale={locale} />
      </ElicitationProvider>,
    );
    await commands.tasksHolderCall(id, 'ask-one');
    await waitForEntries(remote, (list) => list[0]?.status === 'pending', 20_000);
    await commands.tasksHolderKill(id);
    return { id, remote };
  }

  it('says why on screen, announced; Try again asks again; Keep the question closes the message; the question stays', async () => {
    const { id, remote } = await orphanedQuestion();
    const dialog = page.getByRole('dialog', { name: 'Request from Reports' });
    await expect.element(page.getByText('Question q1')).toBeVisible();
    const stop = page.getByRole('button', { name: 'Stop task' });
    await userEvent.click(stop);
    // The bridge's 410, worded by the locale and announced: an alert in the dialog.
    await expect.element(dialog.getByText(GONE)).toHaveAttribute('role', 'alert');
    expect(remote.getSnapshot().entries.map((entry) => [entry.status, entry.stopFailure])).toEqual([['pending', { code: 'gone' }]]);
    await expectNoAxeViolations();

    // Try again: focus goes back to Stop task (the message leaves while it tries), and the failure is said again.
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.element(stop).toHaveFocus();
    await expect.element(dialog.getByText(GONE)).toHaveAttribute('role', 'alert');

    // The way out: the message goes, focus stays in the dialog, the question is still open and answerable.
    await userEvent.click(page.getByRole('button', { name: 'Keep the question' }));
    await expect.element(dialog.getByText(GONE)).not.toBeInTheDocument();
    await expect.element(dialog).toHaveFocus();
    await expect.element(page.getByText('Question q1')).toBeVisible();
    expect(remote.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending']);
    // The task went on: the server never heard tasks/cancel.
    expect((await commands.tasksHolderServerTasks(id)).map((task) => task.status)).toEqual(['input_required']);
  });

  it('words the failure in the dialog’s locale', async () => {
    await orphanedQuestion(de);
    await userEvent.click(page.getByRole('button', { name: 'Aufgabe stoppen' }));
    await expect
      .element(
        page.getByText(
          'Die Aufgabe konnte nicht gestoppt werden: Der Server, der sie hält, ist nicht mehr erreichbar. Die Frage ist weiter offen.',
        ),
      )
      .toHaveAttribute('role', 'alert');
    await expect.element(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Frage behalten' })).toBeVisible();
  });
});
