import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../support/play';
import { urlMeta, urlRequest } from '../support/url';

const connect = 'https://accounts.example.com/connect?session=7f3a';

const meta = {
  ...urlMeta,
  title: 'URL mode/Copy link',
  args: { ...urlMeta.args, request: urlRequest(connect) },
} satisfies Meta<typeof urlMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Copy link" puts the full address on the clipboard, to open it on another device. Copying is
 * not consent: nothing is answered and nothing is opened. (The story stubs the clipboard, so it
 * behaves the same in every browser and test run.)
 */
export const Copied: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(await dialog.findByText('Link copied. You can open it on another device.')).toHaveAttribute('role', 'status');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(connect);
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};

/** The clipboard refused: an alert says so, and the address is selected for copying by hand. */
export const CopyFailed: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(await dialog.findByText(/^The link could not be copied automatically\./)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(connect));
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};
