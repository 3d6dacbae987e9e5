import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withOverrides } from '../../src/index';
import { en } from '../../src/locales/en';
import { openDialog } from '../support/play';
import {
  calendar,
  drive,
  invite,
  meetingTitle,
  queueMeta,
  queueWith,
  reminder,
  scenarioOf,
  share,
  type QueueStoryArgs,
} from '../support/queue';

const meta = {
  ...queueMeta,
  title: 'Queue/Several requests',
  // Three requests from two servers, in the order they arrived.
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

/** The oldest request is shown first, numbered within the run; the others wait their turn. */
export const ThreePending: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Calendar' });
    await expect(dialog.getByText('Request 1 of 3')).toBeVisible();
    await expect(dialog.getByText('Who should I invite to Thursday’s design review?')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Guest’s email' })).toHaveFocus();
    await expect(args.onSettled).not.toHaveBeenCalled();
  },
};

/** Answering each request brings the next one, from whichever server sent it, until none is left. */
export const AnswerInOrder: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const first = await openDialog(canvasElement, { name: 'Request from Calendar' });
    await expect(first.dialog.getByText('Request 1 of 3')).toBeVisible();
    await userEvent.keyboard('ada@example.com');
    await userEvent.click(first.dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(args.onSettled).toHaveBeenLastCalledWith('invite', { action: 'accept', content: { email: 'ada@example.com' } }),
    );

    // The next request is another server's: the title names it, with what it says about itself.
    const second = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await expect(second.dialog.getByText('Request 2 of 3')).toBeVisible();
    await expect(second.element.querySelector('[data-slot="elicitation-server-info"]')).toHaveTextContent(
      'Identifies itself as “drive-mcp” 3.0.1',
    );
    await expect(second.dialog.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.click(second.dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('share', { action: 'decline' }));

    const third = await openDialog(canvasElement, { name: 'Request from Calendar' });
    await expect(third.dialog.getByText('Request 3 of 3')).toBeVisible();
    await expect(third.dialog.getByRole('textbox', { name: 'Minutes before' })).toHaveValue('15');
    await userEvent.click(third.dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('reminder', { action: 'accept', content: { minutes: 15 } }));

    // Each request was answered once, in order; the queue is empty and the dialog gone.
    await expect(args.onSettled).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(first.body.queryByRole('dialog')).toBeNull());
    await expect(scenarioOf(loaded).queue.getSnapshot().entries).toHaveLength(0);
    await expect(first.body.getByTestId('story-results').querySelectorAll('li')).toHaveLength(3);
  },
};

/** A request that arrives while one is open extends the count; the open form and its draft stay put. */
export const ArrivesWhileAnswering: Story = {
  loaders: [queueWith([{ key: 'title', server: calendar, params: meetingTitle }])],
  play: async ({ canvasElement, args, loaded }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Calendar' });
    // A single request shows no position: the count appears only once there is more than one.
    await expect(dialog.queryByText('Request 1 of 1')).toBeNull();
    const title = dialog.getByRole('textbox', { name: 'Meeting title' });
    await userEvent.keyboard('Roadmap');

    void scenarioOf(loaded).ask({ key: 'share', server: drive, params: share });
    await waitFor(() => expect(dialog.getByText('Request 1 of 2')).toBeVisible());
    await expect(title).toHaveValue('Roadmap');
    await expect(title).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('title', { action: 'accept', content: { title: 'Roadmap' } }));
    const next = await openDialog(canvasElement, { name: 'Request from Shared Drive' });
    await expect(next.dialog.getByText('Request 2 of 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onSettled).toHaveBeenLastCalledWith('share', { action: 'cancel' }));
    await expect(args.onSettled).toHaveBeenCalledTimes(2);
  },
};

/** The host's own words and the dialog's replaced (here in German), both in the one locale (`withOverrides`). */
export const CustomHostTexts: Story = {
  args: {
    locale: withOverrides(en, {
      hostTexts: {
        position: (index, total) => `Anfrage ${index} von ${total}`,
        blockServer: (server) => `${server} für diese Sitzung blockieren`,
        blockServerHint: (server) => `Lehnt diese und alle weiteren Anfragen von ${server} ab, ohne zu fragen.`,
      },
      texts: { title: (server) => `Anfrage von ${server}`, accept: 'Senden', decline: 'Ablehnen', cancel: 'Schließen' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Anfrage von Calendar' });
    await expect(dialog.getByText('Anfrage 1 von 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Calendar für diese Sitzung blockieren' })).toHaveAccessibleDescription(
      'Lehnt diese und alle weiteren Anfragen von Calendar ab, ohne zu fragen.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('invite', { action: 'decline' }));
  },
};
