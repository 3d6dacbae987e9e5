import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

/**
 * A lone required boolean is an approval gate (Confirm / Decline, see stories/gestures); a second,
 * optional field keeps the checkbox form these stories are about.
 */
function withNote(request: ReturnType<typeof oneField>) {
  return {
    ...request,
    requestedSchema: {
      ...request.requestedSchema,
      properties: { ...request.requestedSchema.properties, note: { type: 'string', title: 'Note' } },
    },
  };
}

const meta = {
  ...dialogMeta,
  title: 'Fields/Boolean',
  // A lone yes/no would get Yes / No quick answers (see stories/gestures): these stories are about the checkbox.
  args: { ...dialogMeta.args, quickAnswers: false },
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const newsletter = { type: 'boolean', title: 'Subscribe to the newsletter', description: 'At most one email a month' };

export const Empty: Story = {
  args: { request: oneField('newsletter', newsletter) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Subscribe to the newsletter' })).not.toBeChecked();
    // An optional checkbox nobody touched is no answer: it is left out, never sent as false.
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: {} }));
  },
};

export const Default: Story = {
  args: { request: oneField('newsletter', { ...newsletter, default: true }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Subscribe to the newsletter' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { request: oneField('newsletter', newsletter) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const box = dialog.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** Off-spec (`const` is not an elicitation keyword), but a server's own rules are still checked. */
export const Invalid: Story = {
  args: {
    request: withNote(oneField('terms', { type: 'boolean', title: 'I accept the terms', const: true }, { required: true })),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const box = dialog.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    await expect(box).toHaveFocus();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** A required checkbox is answered either way: unchecked sends `false`. It shows no required mark. */
export const Required: Story = {
  args: { request: withNote(oneField('newsletter', newsletter, { required: true })) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { newsletter: false } }));
  },
};

export const Disabled: Story = {
  args: { request: oneField('newsletter', { ...newsletter, default: true }), disabled: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Subscribe to the newsletter' })).toBeDisabled();
  },
};

export const FilledAndSent: Story = {
  args: { request: oneField('newsletter', newsletter) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Subscribe to the newsletter' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { newsletter: true } }));
  },
};
