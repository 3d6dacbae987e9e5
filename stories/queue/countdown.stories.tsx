import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../support/play';
import { calendar, drive, queueMeta, queueWith, share, type QueueStoryArgs } from '../support/queue';

const deploy = {
  mode: 'form' as const,
  message: 'Deploy build 4812 to staging now?',
  requestedSchema: { type: 'object' as const, properties: {} },
};

const meta = {
  ...queueMeta,
  title: 'Queue/Countdown',
  // Ten minutes: long enough that the request never expires while the story is looked at or tested.
  loaders: [queueWith([{ key: 'deploy', server: drive, params: deploy, timeoutMs: 10 * 60_000 }])],
} satisfies Meta<QueueStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const countdown = /^Expires in (10:00|9:[0-5]\d)$/;

/**
 * A request with a deadline (`timeoutMs`) shows the time left as `m:ss`. The ticking text is a
 * `timer`, which screen readers do not announce every second; the status line next to it stays
 * empty until a threshold (60, 30 or 10 seconds left) is crossed.
 */
export const TimeLeft: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, element } = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    const timer = dialog.getByRole('timer');
    await expect(timer.textContent).toMatch(countdown);
    await expect(timer.querySelector('time')?.getAttribute('datetime')).toMatch(/^PT(600|59\d)S$/);
    await expect(timer).not.toHaveAttribute('aria-live');
    await expect(element.querySelector('[data-slot="elicitation-host-expiry-warning"]')).toHaveTextContent('');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('deploy', { action: 'accept', content: {} }));
    await expect(args.onSettled).toHaveBeenCalledTimes(1);
  },
};

/** Only the current request's countdown is shown; a queued request without a deadline shows none. */
export const QueuedBehindOneWithoutDeadline: Story = {
  loaders: [
    queueWith([
      { key: 'share', server: drive, params: share },
      { key: 'deploy', server: calendar, params: deploy, timeoutMs: 10 * 60_000 },
    ]),
  ],
  play: async ({ canvasElement, args }) => {
    const first = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await expect(first.dialog.getByText('Request 1 of 2')).toBeVisible();
    await expect(first.dialog.queryByRole('timer')).toBeNull();
    await userEvent.click(first.dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('share', { action: 'decline' }));
    const second = await openDialog(canvasElement, { name: 'Request from Calendar' });
    await expect(second.dialog.getByText('Request 2 of 2')).toBeVisible();
    await expect(second.dialog.getByRole('timer').textContent).toMatch(countdown);
  },
};

/**
 * Eleven seconds to answer: after about one second the status line says, once, that 10 seconds
 * are left. Left alone, the request expires and the server gets `cancel`; here the user declines first.
 */
export const ExpiringSoon: Story = {
  loaders: [queueWith([{ key: 'deploy', server: drive, params: deploy, timeoutMs: 10_900 }])],
  play: async ({ canvasElement, args }) => {
    const { dialog, element } = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    const warning = element.querySelector('[data-slot="elicitation-host-expiry-warning"]');
    await expect(warning).toHaveAttribute('role', 'status');
    await waitFor(() => expect(warning).toHaveTextContent('This request expires in 10 seconds.'), { timeout: 3_000 });
    await expect(dialog.getByRole('timer').textContent).toMatch(/^Expires in 0:(10|0\d)$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('deploy', { action: 'decline' }));
    await expect(args.onSettled).toHaveBeenCalledTimes(1);
  },
};
