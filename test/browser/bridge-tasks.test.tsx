/**
 * Questions from long-running tasks in Chromium, with the MCP client on the server: a real v2 SDK
 * client of test/support/tasks-server.mjs (the Tasks extension) behind a real bridge, started in
 * Node by test/support/tasks-commands.ts; this page holds only the remote queue and
 * `<ElicitationHost allowStopTask>`. The dialog names the task that asks; "Stop task" reaches the
 * server as `tasks/cancel` and withdraws every question of the task; Decline answers one question.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createRemoteElicitationQueue, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import { waitForEntries } from '../support/queue-helpers';
import { expectNoAxeViolations } from './helpers';

describe('a task’s questions from a backend, in the page', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await cleanup();
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  async function start(allowStopTask: boolean): Promise<{ id: string; remote: RemoteElicitationQueue }> {
    const { id, url } = await commands.tasksBridgeStart();
    cleanups.push(() => commands.tasksBridgeStop(id));
    const remote = createRemoteElicitationQueue({ url, headers: { 'x-test-user': 'alice' }, initialBackoffMs: 100 });
    cleanups.push(() => remote.dispose());
    await render(
      <ElicitationProvider queue={remote}>
        <ElicitationHost allowStopTask={allowStopTask} />
      </ElicitationProvider>,
    );
    return { id, remote };
  }

  const dialog = () => page.getByRole('dialog', { name: 'Request from Reports' });

  it('names the task; Stop task sends tasks/cancel and withdraws both of its questions', async () => {
    const { id, remote } = await start(true);
    await commands.tasksBridgeCall(id, 'ask-two');
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByText('Question q1')).toBeVisible();
    // Which task asks, read with the request (its status line is part of the dialog's description).
    await expect.element(dialog()).toHaveAccessibleDescription(/Task ‘ask-two’, started \d+ seconds? ago, expires in 3 days/);
    await expect.element(page.getByText('Request 1 of 2')).toBeVisible();
    await expectNoAxeViolations();

    const stop = page.getByRole('button', { name: 'Stop task' });
    await expect.element(stop).toHaveAccessibleDescription(/Stops the whole task on the server/);
    await userEvent.click(stop);
    // The server heard tasks/cancel: the task is cancelled there.
    const outcome = await commands.tasksBridgeOutcome(id);
    expect(outcome.status).toBe('stopped');
    expect(await commands.tasksBridgeServerTasks(id)).toEqual([{ taskId: (outcome as { taskId: string }).taskId, status: 'cancelled' }]);
    // Both questions left as stopped; the one on screen says so, with its Dismiss focused.
    await waitForEntries(remote, (list) => list.length === 2 && list.every((entry) => entry.reason === 'task-stopped'));
    await expect.element(page.getByText(/You stopped this task/)).toHaveAttribute('role', 'alert');
    await expect.element(page.getByRole('button', { name: 'Stop task' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Question q2')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('Stop task is off by default; Decline answers only the question and the task goes on', async () => {
    const { id } = await start(false);
    await commands.tasksBridgeCall(id, 'ask-two');
    await expect.element(page.getByText('Question q1')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Stop task' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    await expect.element(page.getByText('Question q2')).toBeVisible();
    const [task] = await commands.tasksBridgeServerTasks(id);
    expect(task?.status).toBe('input_required');
  });
});
