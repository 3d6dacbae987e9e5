import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calendar, drive, invite, queueMeta, queueWith, share, type QueueStoryArgs } from '../support/queue';

const meta = {
  ...queueMeta,
  title: 'Presentations/Inline host',
  args: { ...queueMeta.args, presentation: 'inline' },
  loaders: [
    queueWith([
      { key: 'invite', server: calendar, params: invite },
      { key: 'share', server: drive, params: share },
    ]),
  ],
} satisfies Meta<QueueStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `<ElicitationHost presentation="inline">`: every pending request in place, oldest first; none takes focus. */
export const SeveralInPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('group', { name: 'Request from Calendar' });
    const second = await canvas.findByRole('group', { name: 'Request from Shared Drive' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(within(first).getByText('Request 1 of 2')).toBeVisible();
    await expect(within(second).getByText('Request 2 of 2')).toBeVisible();
    await userEvent.click(within(second).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('share', { action: 'decline' }));
    await expect(first).toBeInTheDocument();
  },
};

/** With `autoFocus`, the oldest request takes focus; answering it hands focus to the next. */
export const AutoFocusHandsOver: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('group', { name: 'Request from Calendar' });
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Guest’s email' })).toHaveFocus());
    await userEvent.keyboard('ada@example.com');
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(args.onSettled).toHaveBeenLastCalledWith('invite', { action: 'accept', content: { email: 'ada@example.com' } }),
    );
    const second = await canvas.findByRole('group', { name: 'Request from Shared Drive' });
    await waitFor(() => expect(second).toHaveFocus());
  },
};
