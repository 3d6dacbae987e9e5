import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

const meta = {
  ...dialogMeta,
  title: 'Fields/Text',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const nickname = { type: 'string', title: 'Nickname', description: 'What your teammates call you', minLength: 3, maxLength: 20 };

export const Empty: Story = {
  args: { request: oneField('nickname', nickname) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveValue('');
    await expect(input).not.toBeRequired();
    await expect(input).toHaveAccessibleDescription('What your teammates call you · 3 to 20 characters');
  },
};

export const Default: Story = {
  args: { request: oneField('nickname', { ...nickname, default: 'Ada' }) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Ada');
  },
};

export const Filled: Story = {
  args: { request: oneField('nickname', nickname) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'Countess');
    await expect(input).toHaveValue('Countess');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { request: oneField('nickname', nickname) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'Al');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('What your teammates call you · 3 to 20 characters Must be at least 3 characters');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { request: oneField('nickname', nickname, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const input = dialog.getByRole('textbox', { name: 'Nickname' });
    await expect(input).toBeRequired();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog.getByText('Required')).toBeVisible());
    await expect(input).toHaveFocus();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { request: oneField('nickname', { ...nickname, default: 'Ada' }), disabled: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Nickname' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeDisabled();
    // Cancel stays available: the user can always dismiss.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const FilledAndSent: Story = {
  args: { request: oneField('nickname', nickname, { required: true }) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nickname' }), 'Countess{Enter}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { nickname: 'Countess' } }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};
