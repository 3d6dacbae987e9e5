import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../support/play';
import { urlMeta, urlRequest } from '../support/url';

const meta = {
  ...urlMeta,
  title: 'URL mode/Refused',
} satisfies Meta<typeof urlMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons of the open dialog, by accessible name. */
function buttonNames(element: HTMLElement) {
  return [...element.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent).sort();
}

/**
 * A `javascript:` address is refused: the dialog says why, shows the address as text, and offers
 * only Decline and Cancel. No button, key or click opens it.
 */
export const JavascriptScheme: Story = {
  args: { request: urlRequest('javascript:alert(document.cookie)', 'Click to verify your session.') },
  play: async ({ canvasElement, args }) => {
    const { dialog, element } = await openDialog(canvasElement);
    await expect(dialog.getByText('This link cannot be opened')).toBeVisible();
    await expect(dialog.getByText('This link would run code inside this app instead of opening a web page.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Full address' })).toHaveTextContent('javascript:alert(document.cookie)');
    await expect(element.querySelector('[data-slot="url-consent"]')).toHaveAttribute('data-verdict', 'refused');
    await expect(buttonNames(element)).toEqual(['Cancel', 'Decline']);
    await userEvent.click(dialog.getByRole('group', { name: 'Full address' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.openUrl).not.toHaveBeenCalled();
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
  },
};

/** An app's own scheme (here `slack:`) is refused too: only web pages (https, http) can be opened. */
export const CustomScheme: Story = {
  args: { request: urlRequest('slack://open?team=T0001', 'Open the team in the desktop app.') },
  play: async ({ canvasElement, args }) => {
    const { dialog, element } = await openDialog(canvasElement);
    await expect(
      dialog.getByText('This link opens something other than a web page (“slack:”), so it cannot be opened from here.'),
    ).toBeVisible();
    await expect(buttonNames(element)).toEqual(['Cancel', 'Decline']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};
