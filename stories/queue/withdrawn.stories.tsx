import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../support/play';
import { calendar, drive, meetingTitle, queueMeta, queueWith, scenarioOf, share, type QueueStoryArgs } from '../support/queue';

const meta = {
  ...queueMeta,
  title: 'Queue/Withdrawn by the server',
  loaders: [
    queueWith([
      { key: 'title', server: calendar, params: meetingTitle },
      { key: 'share', server: drive, params: share },
    ]),
  ],
} satisfies Meta<QueueStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The server withdraws the request while the user is typing (its AbortSignal fires, as on
 * `notifications/cancelled`). The server gets `cancel` at once; the draft stays visible but
 * read-only, a notice says why, and Dismiss (focused) moves on to the next request.
 */
export const WhileAnswering: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { dialog, body } = await openDialog(canvasElement, { name: 'Request from Calendar' });
    const title = dialog.getByRole('textbox', { name: 'Meeting title' });
    await expect(title).toHaveFocus();
    await userEvent.keyboard('Quarterly planning');

    scenarioOf(loaded).withdraw('title');
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('title', { action: 'cancel' }));
    const notice = await dialog.findByText('Calendar withdrew this request. Your answers are kept here but can no longer be sent.');
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(title).toHaveValue('Quarterly planning');
    await expect(title).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await expect(dialog.getByText('Request 1 of 2')).toBeVisible();
    const dismiss = dialog.getByRole('button', { name: 'Dismiss' });
    await waitFor(() => expect(dismiss).toHaveFocus());

    await userEvent.click(dismiss);
    const next = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await expect(next.dialog.getByText('Request 2 of 2')).toBeVisible();
    await userEvent.click(next.dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('share', { action: 'accept', content: {} }));
    // Withdrawal answered the first request; dismissing it sent nothing more.
    await expect(args.onSettled).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Closing a withdrawn request (Escape, ×) dismisses it too; nothing more is sent to the server. */
export const EscapeDismisses: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Calendar' });
    scenarioOf(loaded).withdraw('title');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Dismiss' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await expect(args.onSettled).toHaveBeenCalledTimes(1);
    await expect(args.onSettled).toHaveBeenCalledWith('title', { action: 'cancel' });
    await expect(
      scenarioOf(loaded)
        .queue.getSnapshot()
        .entries.map((entry) => entry.status),
    ).toEqual(['pending']);
  },
};
