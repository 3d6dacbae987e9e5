import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ElicitRequestParams, ElicitTask } from 'mcp-elicitation-core';
import { openDialog } from '../support/play';
import { drive, queueMeta, queueWith, type QueueStoryArgs } from '../support/queue';

const HOUR_MS = 3_600_000;

const report: ElicitRequestParams = {
  mode: 'form',
  message: 'Tonight’s report is ready to send. In which format?',
  requestedSchema: {
    type: 'object',
    properties: { format: { type: 'string', title: 'Format', enum: ['PDF', 'CSV'] } },
    required: ['format'],
  },
};

/** What the stories' tasks do when stopped (`tasks/cancel` through the adapter); the play checks it was called. */
const stopped = fn();

/**
 * A question asked inside a long-running task (the Tasks extension), as the tasks adapter marks it:
 * the tool that started the task, when, and when it expires; times are taken when the story loads.
 */
function taskQuestion(context: StoryContext<QueueStoryArgs>) {
  stopped.mockClear();
  const now = Date.now();
  const task: ElicitTask = {
    id: 'task-7f3a',
    toolName: 'nightly-report',
    createdAt: now - 2 * HOUR_MS,
    expiresAt: now + 72 * HOUR_MS,
    key: 'format',
    stoppable: true,
  };
  return queueWith([{ key: 'format', server: drive, params: report, task, timeoutMs: 72 * HOUR_MS, stopTask: stopped }])(context);
}

const meta = {
  ...queueMeta,
  title: 'Queue/Asked by a task',
  loaders: [taskQuestion],
} satisfies Meta<QueueStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The status line under the title names the task that asks and when it started and expires, in
 * words ("expires in 3 days"), not as an m:ss countdown. The tool name is the server's text.
 * "Stop task" is off unless the host turns it on.
 */
export const AskedByATask: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await expect(dialog.getByText(/Task ‘.*’, started 2 hours ago, expires in 3 days/)).toBeVisible();
    await expect(dialog.getByText('nightly-report')).toBeVisible();
    await expect(dialog.queryByRole('timer')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Stop task' })).toBeNull();
    // One choice of two: each is a button that answers at once (after a moment, so a stray press cannot).
    const csv = dialog.getByRole('button', { name: 'CSV' });
    await waitFor(() => expect(csv).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(csv);
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('format', { action: 'accept', content: { format: 'CSV' } }));
  },
};

/**
 * With `allowStopTask`, "Stop task" comes after the actions, its effect read with it. It stops the
 * whole task (the server hears `tasks/cancel`), which withdraws its questions: the question says the
 * user stopped it. Decline would have answered only this question.
 */
export const StopTask: Story = {
  args: { allowStopTask: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    const stop = dialog.getByRole('button', { name: 'Stop task' });
    await expect(stop).toHaveAccessibleDescription(/Stops the whole task on the server/);
    await userEvent.click(stop);
    await waitFor(() => expect(stopped).toHaveBeenCalledTimes(1));
    await expect(await dialog.findByText(/You stopped this task/)).toHaveAttribute('role', 'alert');
    // Withdrawn, not answered: the question's own request hears `cancel`, never `decline`.
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('format', { action: 'cancel' }));
    await expect(dialog.queryByRole('button', { name: 'Stop task' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
  },
};

/**
 * When the stop fails (here the server refuses `tasks/cancel`), the question stays open and the
 * dialog says so in an alert, with Try again and Keep the question. Nothing is answered.
 */
export const StopTaskFails: Story = {
  args: { allowStopTask: true },
  play: async ({ canvasElement, args }) => {
    stopped.mockRejectedValueOnce(new Error('The server refused tasks/cancel.'));
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await userEvent.click(dialog.getByRole('button', { name: 'Stop task' }));
    const message = 'The server did not stop the task. The question is still open.';
    await expect(await dialog.findByText(message)).toHaveAttribute('role', 'alert');
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep the question' }));
    await waitFor(() => expect(dialog.queryByText(message)).toBeNull());
    await expect(dialog.getByRole('button', { name: 'CSV' })).toBeVisible();
    await expect(args.onSettled).not.toHaveBeenCalled();
  },
};
