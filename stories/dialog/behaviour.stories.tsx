import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withOverrides } from '../../src/index';
import { en } from '../../src/locales/en';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';
import { confirmation, contact } from '../support/requests';

const meta = {
  ...dialogMeta,
  title: 'Dialog/Behaviour',
  args: { ...dialogMeta.args, request: contact },
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on the first field; typing and Enter accept with typed content. */
export const FillAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, body } = await openDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('36');
    // Enter in a field submits in a real browser (test/browser covers it); user-event's synthetic
    // Enter does not see a submit button linked by `form=`, so press Accept with the keyboard instead.
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({
        action: 'accept',
        content: { name: 'Ada Lovelace', email: 'ada@example.com', age: 36 },
      }),
    );
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(await body.findByRole('heading', { name: 'Result sent to the server' })).toBeVisible();
  },
};

export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

export const CloseButtonCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
  },
};

/** A failed submit focuses the first invalid field; its description now includes the error. */
export const FailedSubmitFocusesFirstInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Ada');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not-an-email');
    const age = dialog.getByRole('textbox', { name: 'Age' });
    await userEvent.type(age, '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('An email address Enter an email address');
    await expect(age).toHaveAccessibleDescription('A whole number, at least 18 Must be at least 18');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The same, then the user fixes the answers and sends them. */
export const FixErrorsThenSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    const name = dialog.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('As on your passport Required');
    await userEvent.type(name, 'Grace Hopper');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Grace Hopper', email: 'grace@example.com' } }),
    );
  },
};

/** No fields: a plain confirmation. Focus starts on Decline, the safe choice. */
export const ConfirmationOnly: Story = {
  args: { request: confirmation },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await expect(dialog.getByText('The server asks for your confirmation only; no information will be sent.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: {} }));
  },
};

/** The host disabled answering (for example the server withdrew the request): only Cancel works. */
export const Disabled: Story = {
  args: {
    disabled: true,
    notice: <p role="status">The server withdrew this request.</p>,
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText('The server withdrew this request.')).toHaveAttribute('role', 'status');
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
  },
};

/** Single texts and validation messages of a locale replaced (`withOverrides`), here in French. */
export const CustomTexts: Story = {
  args: {
    locale: withOverrides(en, {
      texts: { title: (server) => `Demande de ${server}`, accept: 'Envoyer', decline: 'Refuser', cancel: 'Fermer' },
      messages: { required: () => 'Obligatoire' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement, { name: 'Demande de Acme Tools' });
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('As on your passport Obligatoire'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
  },
};
