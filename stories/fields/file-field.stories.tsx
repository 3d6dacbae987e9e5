import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

/**
 * File inputs (SEP-2356, a draft): a string property with `x-mcp-file`, shown as a file field only
 * with `experimental={{ files: true }}`; answered as a `data:` URI. See docs/drafts/file-inputs.md.
 */
const meta = {
  ...dialogMeta,
  title: 'Fields/File (draft)',
  args: { ...dialogMeta.args, experimental: { files: true } },
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const pass = {
  type: 'string',
  format: 'uri',
  title: 'Boarding pass',
  description: 'A photo or a PDF of it',
  'x-mcp-file': { accept: ['image/png', 'image/jpeg', '.pdf'], maxSize: 2_000_000 },
};
// "hello" as a small PNG-typed file: what the field holds once a file is chosen.
const chosen = 'data:image/png;name=boarding-pass.png;base64,aGVsbG8=';

/** Drops `file` on the field, as a drag from the desktop would (a real DataTransfer). */
function drop(target: Element, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

export const Empty: Story = {
  args: { request: oneField('pass', pass, { required: true }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: /^Boarding pass.*Choose a file…$/ })).toBeEnabled();
  },
};

/** A file chosen: its name, type and size, and the server it goes to, with Remove. */
export const Chosen: Story = {
  args: { request: oneField('pass', { ...pass, default: chosen }, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const chip = dialog.getByRole('group', { name: 'boarding-pass.png' });
    await expect(chip).toHaveTextContent('image/png · 5 bytes');
    await expect(chip).toHaveTextContent('Sent to Acme Tools when you accept');
    await expect(dialog.getByRole('button', { name: 'Remove boarding-pass.png' })).toBeEnabled();
    dialog.getByRole('button', { name: 'Accept' }).click();
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { pass: chosen } }));
  },
};

/** A dropped file larger than `maxSize` is refused before it is read. */
export const TooLarge: Story = {
  args: { request: oneField('pass', { ...pass, 'x-mcp-file': { maxSize: 4 } }, { required: true }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const button = dialog.getByRole('button', { name: /^Boarding pass.*Choose a file…$/ });
    drop(button, new File(['hello'], 'pass.png', { type: 'image/png' }));
    await waitFor(() => expect(button).toHaveAccessibleDescription(/Choose a file of at most 4 bytes/));
    await expect(button).toHaveAttribute('aria-invalid', 'true');
  },
};
