import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

const meta = {
  ...dialogMeta,
  title: 'Fields/Select',
  // A lone required choice would be answered by quick-answer buttons; these stories show the field.
  args: { ...dialogMeta.args, quickAnswers: false },
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
/** More choices than `RADIO_THRESHOLD`: a `<select>`. */
const city = { type: 'string', title: 'City', enum: ['Berlin', 'Lisbon', 'Madrid', 'Oslo', 'Paris', 'Rome', 'Vienna'] };

export const Empty: Story = {
  args: { request: oneField('size', size) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    // Few choices: a radio group, every option visible; optional, so "No answer" comes first.
    const group = dialog.getByRole('group', { name: 'T-shirt size' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    await expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['No answer', 'Small', 'Medium', 'Large']);
    await expect(within(group).getByRole('radio', { name: 'No answer' })).toBeChecked();
  },
};

export const Default: Story = {
  args: { request: oneField('size', { ...size, default: 'm' }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { request: oneField('size', size) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Large' }));
    await expect(dialog.getByRole('radio', { name: 'Large' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { request: oneField('size', size, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    const first = dialog.getByRole('radio', { name: 'Small' });
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await expect(first).toHaveFocus();
    await expect(dialog.getByRole('group', { name: 'T-shirt size' })).toHaveAccessibleDescription('Choose an option');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { request: oneField('size', size, { required: true }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Small' })).toBeRequired();
    await expect(dialog.queryByRole('radio', { name: 'No answer' })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { request: oneField('size', { ...size, default: 'm' }), disabled: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Medium' })).toBeDisabled();
  },
};

export const PlainEnum: Story = {
  args: { request: oneField('region', plain, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'us-east' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { region: 'us-east' } }));
  },
};

export const LegacyEnumNames: Story = {
  args: { request: oneField('plan', legacy, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    // The label is shown, the value is sent.
    await userEvent.click(dialog.getByRole('radio', { name: 'Professional' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { plan: 'pro' } }));
  },
};

export const LongList: Story = {
  args: { request: oneField('city', city, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    // More than six choices: the native select.
    const select = dialog.getByRole('combobox', { name: 'City' });
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choose…');
    await userEvent.selectOptions(select, 'Oslo');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { city: 'Oslo' } }));
  },
};
