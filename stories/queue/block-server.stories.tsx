import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../support/play';
import { calendar, drive, invite, queueMeta, queueWith, reminder, scenarioOf, share, type QueueStoryArgs } from '../support/queue';

const meta = {
  ...queueMeta,
  title: 'Queue/Block a server',
  loaders: [
    queueWith([
      { key: 'invite', server: calendar, params: invite },
      { key: 'share', server: drive, params: share },
      { key: 'reminder', server: calendar, params: reminder },
    ]),
  ],
} satisfies Meta<QueueStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Block Calendar for this session" is apart from the answer buttons and says what it does. It
 * declines every pending request from that server, and every later one without showing it; the
 * other server's requests still come through.
 */
export const BlockForTheSession: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const scenario = scenarioOf(loaded);
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Calendar' });
    const block = dialog.getByRole('button', { name: 'Block Calendar for this session' });
    await expect(block).toHaveAccessibleDescription(
      'Declines this request and every later one from Calendar without asking you, until the app is restarted.',
    );
    await expect(block.closest('[data-slot="elicitation-actions"]')).toBeNull();
    await userEvent.click(block);

    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('invite', { action: 'decline' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('reminder', { action: 'decline' }));
    await expect(scenario.queue.isBlocked('calendar')).toBe(true);

    const next = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    // A later request from the blocked server is declined without being shown.
    await expect(await scenario.ask({ key: 'later', server: calendar, params: invite })).toEqual({ action: 'decline' });
    await expect(args.onSettled).toHaveBeenLastCalledWith('later', { action: 'decline' });
    await expect(next.element).toHaveAccessibleName('Request from Shared Drive');
    // What happened is in the next dialog's status line, with Undo, and heard when it opens.
    await expect(next.element).toHaveAccessibleDescription(
      /^Request 2 of 2 Calendar is blocked: its requests are declined until the app is restarted\. Undo Share/,
    );
    await expect(next.dialog.getByRole('button', { name: 'Undo' })).toBeVisible();

    await userEvent.click(next.dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('share', { action: 'accept', content: {} }));
    await expect(args.onSettled).toHaveBeenCalledTimes(4);
  },
};

/** `allowBlocking={false}`: the host offers no block button. */
export const BlockingOff: Story = {
  args: { allowBlocking: false },
  play: async ({ canvasElement, args }) => {
    const { dialog, element } = await openDialog(canvasElement, { name: 'Request from Calendar' });
    await expect(element.querySelector('[data-slot="elicitation-host-block-button"]')).toBeNull();
    await expect(dialog.getByText('Request 1 of 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('invite', { action: 'cancel' }));
  },
};
