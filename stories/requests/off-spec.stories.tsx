import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';

/** Requests outside the spec: what cannot be shown is listed as issues; what cannot be answered leaves only Decline and Cancel. */
const meta = {
  ...dialogMeta,
  title: 'Requests/Off-spec',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Optional properties the dialog cannot show are left out with a warning; Accept still works. */
export const Warnings: Story = {
  args: {
    request: {
      message: 'Tell us about your project',
      requestedSchema: {
        $schema: 'https://example.com/my-own-dialect',
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Project name', format: 'hostname' },
          address: { type: 'object', title: 'Address', properties: { city: { type: 'string' } } },
          tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
          stars: { type: 'integer', title: 'Stars', minimum: 'one', default: 2.5 },
        },
        required: ['name'],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText('Some of this request cannot be shown')).toBeVisible();
    await expect(dialog.getByText('“address” is a nested group of fields, which this dialog cannot show.')).toBeVisible();
    await expect(dialog.getByText('“tags” is a list of free values, which this dialog cannot show.')).toBeVisible();
    await expect(dialog.getByText('“name” asks for an unknown format; it is shown as plain text.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Project name' }), 'apollo');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'apollo' } }));
  },
};

/** A required property the dialog cannot show: no valid answer exists, so Accept is disabled and focus starts on Decline. */
export const Blocking: Story = {
  args: {
    request: {
      message: 'Where should we ship?',
      requestedSchema: {
        type: 'object',
        properties: {
          addr: { type: 'object', title: 'Address' },
        },
        required: ['addr', 'missing'],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText('This request cannot be answered as sent. You can decline or cancel it.')).toBeVisible();
    await expect(dialog.getByText('“missing” is required but never described, so no answer can satisfy it.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
  },
};

/** Not an object at all: the host does not crash, and the user can still say no. */
export const GarbageParams: Story = {
  args: { request: 'elicitation/create' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText('The server sent a request this app cannot read.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

/** An unknown `mode`. */
export const UnknownMode: Story = {
  args: { request: { mode: 'telepathy', message: 'Think of a number' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText('The server asked for input in a way this app does not support.')).toBeVisible();
  },
};
