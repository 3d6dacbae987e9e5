import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

const meta = {
  ...dialogMeta,
  title: 'Fields/Select',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 2025-11-25 titled form: `oneOf` of `{const, title}`. */
const size = {
  type: 'string',
  title: 'T-shirt size',
  oneOf: [
    { const: 's', title: 'Small' },
    { const: 'm', title: 'Medium' },
    { const: 'l', title: 'Large' },
  ],
};
/** The 2025-06-18 forms: plain `enum`, and `enum` with the non-standard `enumNames`. */
const plain = { type: 'string', title: 'Region', enum: ['eu-west', 'us-east', 'ap-south'] };
const legacy = { type: 'string', title: 'Plan', enum: ['free', 'pro'], enumNames: ['Free', 'Professional'] };

export const Empty: Story = {
  args: { request: oneField('size', size) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const select = dialog.getByRole('combobox', { name: 'T-shirt size' });
    await expect(select).toHaveValue('');
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    await expect(options).toEqual(['No answer', 'Small', 'Medium', 'Large']);
  },
};

export const Default: Story = {
  args: { request: oneField('size', { ...size, default: 'm' }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('combobox', { name: 'T-shirt size' })).toHaveValue('m');
  },
};

export const Filled: Story = {
  args: { request: oneField('size', size) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const select = dialog.getByRole('combobox', { name: 'T-shirt size' });
    await userEvent.selectOptions(select, 'Large');
    await expect(select).toHaveValue('l');
  },
};

export const Invalid: Story = {
  args: { request: oneField('size', size, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const select = dialog.getByRole('combobox', { name: 'T-shirt size' });
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    await expect(select).toHaveFocus();
    await expect(select).toHaveAccessibleDescription('Choose an option');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { request: oneField('size', size, { required: true }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const select = dialog.getByRole('combobox', { name: 'T-shirt size' });
    await expect(select).toBeRequired();
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choose…');
  },
};

export const Disabled: Story = {
  args: { request: oneField('size', { ...size, default: 'm' }), disabled: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('combobox', { name: 'T-shirt size' })).toBeDisabled();
  },
};

export const PlainEnum: Story = {
  args: { request: oneField('region', plain, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Region' }), 'us-east');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { region: 'us-east' } }));
  },
};

export const LegacyEnumNames: Story = {
  args: { request: oneField('plan', legacy, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    // The label is shown, the value is sent.
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Plan' }), 'Professional');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { plan: 'pro' } }));
  },
};
