import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

const meta = {
  ...dialogMeta,
  title: 'Fields/Number',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const guests = { type: 'integer', title: 'Guests', description: 'Including yourself', minimum: 1, maximum: 12 };
const budget = { type: 'number', title: 'Budget (EUR)', minimum: 0 };

export const Empty: Story = {
  args: { request: oneField('guests', guests) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Guests' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('Including yourself · A whole number, 1 to 12');
  },
};

export const Default: Story = {
  args: { request: oneField('guests', { ...guests, default: 2 }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Guests' })).toHaveValue('2');
  },
};

export const Filled: Story = {
  args: { request: oneField('budget', budget) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Budget (EUR)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1250.50');
    await expect(input).toHaveValue('1250.50');
  },
};

export const Invalid: Story = {
  args: { request: oneField('guests', guests) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Guests' });
    await userEvent.type(input, '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Including yourself · A whole number, 1 to 12 Enter a whole number');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { request: oneField('guests', guests, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Guests' });
    await expect(input).toBeRequired();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Including yourself · A whole number, 1 to 12 Required'));
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { request: oneField('guests', { ...guests, default: 2 }), disabled: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Guests' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

export const FilledAndSent: Story = {
  args: { request: oneField('budget', budget, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Budget (EUR)' }), '1250.50{Enter}');
    // Sent as a JSON number, not the typed text.
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { budget: 1250.5 } }));
  },
};
