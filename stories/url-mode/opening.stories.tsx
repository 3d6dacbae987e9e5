import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { OpenUrl, OpenUrlOutcome } from 'mcp-elicitation-core/url';
import { bodyOf, openDialog } from '../support/play';
import { urlMeta, urlRequest } from '../support/url';

const connect = 'https://accounts.example.com/connect?session=7f3a';

const meta = {
  ...urlMeta,
  title: 'URL mode/Opening',
  args: { ...urlMeta.args, request: urlRequest(connect) },
} satisfies Meta<typeof urlMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The browser blocked the popup (`openUrl` returned `'blocked'`): the dialog says so in an alert,
 * answers nothing (a blocked window is not consent), and Open and Copy link stay available.
 */
export const PopupBlocked: Story = {
  args: { openUrl: fn<OpenUrl>(() => 'blocked') },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const open = dialog.getByRole('button', { name: 'Open example.com' });
    await userEvent.click(open);
    await expect(args.openUrl).toHaveBeenCalledTimes(1);
    await expect(args.openUrl).toHaveBeenCalledWith(connect);
    await expect(await dialog.findByText(/^Your browser blocked the new window, so nothing was opened\./)).toHaveAttribute('role', 'alert');
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(open).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

/** A host's own opener (for example a desktop shell) that answers later: "Opening…", and Open is disabled meanwhile. */
export const HostOpenerWorking: Story = {
  args: { openUrl: fn<OpenUrl>(() => new Promise<OpenUrlOutcome>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const open = dialog.getByRole('button', { name: 'Open example.com' });
    await userEvent.click(open);
    await expect(await dialog.findByText('Opening…')).toHaveAttribute('role', 'status');
    await expect(open).toBeDisabled();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/**
 * `afterOpen: 'wait'` (2025-11-25): opening the page answers `accept` at once, and the dialog stays
 * open saying the user is finishing in the other window, until the host sets `completed`
 * (on `notifications/elicitation/complete`) or the user closes it.
 */
export const WaitAfterOpen: Story = {
  args: { afterOpen: 'wait' },
  play: async ({ canvasElement, args }) => {
    const { dialog, element, body } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Open example.com' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' }));
    await expect(await dialog.findByText('Waiting for you to finish in the other window.')).toHaveAttribute('role', 'status');
    await expect(dialog.queryByRole('button', { name: 'Decline' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Open example.com again' })).toBeEnabled();
    const close = element.querySelector('[data-slot="url-consent-done"]');
    await expect(close).toHaveTextContent('Close');
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.click(close as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.openUrl).toHaveBeenCalledTimes(1);
  },
};

/**
 * `afterOpen: 'confirm'` (2026-07-28, multi round-trip): nothing is answered on open. The user
 * finishes in the other window, then presses "I’m done — retry" (focused), which answers `accept`
 * so the host retries the original call.
 */
export const ConfirmWhenDone: Story = {
  args: { afterOpen: 'confirm' },
  play: async ({ canvasElement, args }) => {
    const { dialog, body } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Open example.com' }));
    await expect(args.openUrl).toHaveBeenCalledTimes(1);
    await expect(args.openUrl).toHaveBeenCalledWith(connect);
    // The dialog also keeps an (empty) error-summary status region: pick the one that speaks.
    await waitFor(() =>
      expect(dialog.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Waiting for you to finish in the other window. When you have finished there, choose “I’m done — retry”.',
      ),
    );
    const done = dialog.getByRole('button', { name: 'I’m done — retry' });
    await waitFor(() => expect(done).toHaveFocus());
    await expect(args.onResult).not.toHaveBeenCalled();

    await userEvent.click(done);
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The server reports completion (`completed`, on `notifications/elicitation/complete`) before the
 * user consented here: they finished elsewhere, on another device with the copied link. The dialog
 * closes and answers `cancel`, as the queue's `complete` does: in URL mode `accept` means the user
 * consented here, which nobody did.
 */
export const CompletedBeforeConsent: Story = {
  args: { completed: true },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(await bodyOf(canvasElement).findByTestId('story-result')).toHaveTextContent('{"action":"cancel"}');
  },
};
