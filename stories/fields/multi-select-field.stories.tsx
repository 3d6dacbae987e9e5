import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

const meta = {
  ...dialogMeta,
  title: 'Fields/Multi-select',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 2025-11-25 titled form: `items.anyOf` of `{const, title}`. */
const toppings = {
  type: 'array',
  title: 'Toppings',
  description: 'For your pizza',
  minItems: 1,
  maxItems: 2,
  items: {
    anyOf: [
      { const: 'basil', title: 'Basil' },
      { const: 'olives', title: 'Olives' },
      { const: 'mushrooms', title: 'Mushrooms' },
    ],
  },
};
/** The untitled form: `items.enum`. */
const days = { type: 'array', title: 'Days', items: { type: 'string', enum: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] } };

export const Empty: Story = {
  args: { request: oneField('toppings', toppings) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const group = dialog.getByRole('group', { name: 'Toppings' });
    await expect(group).toHaveAccessibleDescription('For your pizza · Optional. If you choose: choose 1 to 2 choices');
    for (const name of ['Basil', 'Olives', 'Mushrooms']) await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
  },
};

export const Default: Story = {
  args: { request: oneField('toppings', { ...toppings, default: ['olives'] }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Olives' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { request: oneField('days', days) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Wed' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Mon' }));
    await expect(dialog.getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { request: oneField('toppings', toppings) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    for (const name of ['Basil', 'Olives', 'Mushrooms']) await userEvent.click(dialog.getByRole('checkbox', { name }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    const group = dialog.getByRole('group', { name: 'Toppings' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('For your pizza · Optional. If you choose: choose 1 to 2 choices Choose at most 2'),
    );
    await expect(dialog.getByRole('checkbox', { name: 'Basil' })).toHaveFocus();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { request: oneField('toppings', toppings, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog.getByText('Choose at least 1')).toBeVisible());
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { request: oneField('toppings', { ...toppings, default: ['basil'] }), disabled: true },
  play: async ({ canvasElement }) => {
    // With every control disabled, focus falls back to the dialog panel itself.
    const { dialog } = await openDialog(canvasElement);
    for (const name of ['Basil', 'Olives', 'Mushrooms']) await expect(dialog.getByRole('checkbox', { name })).toBeDisabled();
  },
};

export const FilledAndSent: Story = {
  args: { request: oneField('days', days, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Fri' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    // Sent in the server's order, whatever order they were ticked in.
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { days: ['Tue', 'Fri'] } }));
  },
};
