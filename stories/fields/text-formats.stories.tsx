import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta, oneField } from '../support/meta';
import { openDialog } from '../support/play';

const meta = {
  ...dialogMeta,
  title: 'Fields/Text formats',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const allFormats = {
  mode: 'form',
  message: 'How can we reach you?',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email' },
      homepage: { type: 'string', format: 'uri', title: 'Homepage' },
      birthday: { type: 'string', format: 'date', title: 'Birthday' },
      meeting: { type: 'string', format: 'date-time', title: 'Meeting time' },
    },
  },
};

export const Empty: Story = {
  args: { request: allFormats },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: 'Homepage' })).toHaveAttribute('type', 'url');
    await expect(dialog.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    await expect(dialog.getByLabelText('Meeting time')).toHaveAttribute('type', 'datetime-local');
  },
};

export const Default: Story = {
  args: {
    request: oneField('meeting', { type: 'string', format: 'date', title: 'Meeting day', default: '2026-03-01' }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByLabelText('Meeting day')).toHaveValue('2026-03-01');
  },
};

export const Invalid: Story = {
  args: { request: allFormats },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    const homepage = dialog.getByRole('textbox', { name: 'Homepage' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(homepage, 'example dot com');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('An email address Enter an email address');
    await expect(homepage).toHaveAccessibleDescription(
      'A full web address, like https://example.com Enter a full web address, like https://example.com',
    );
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const FilledAndSent: Story = {
  args: { request: allFormats },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Homepage' }), 'https://example.com/ada');
    const birthday = dialog.getByLabelText('Birthday');
    // user-event types a date input's value in its wire form (it has no segments to step through).
    await userEvent.type(birthday, '1815-12-10');
    await expect(birthday).toHaveValue('1815-12-10');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({
        action: 'accept',
        content: { email: 'ada@example.com', homepage: 'https://example.com/ada', birthday: '1815-12-10' },
      }),
    );
  },
};
