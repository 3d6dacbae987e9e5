import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createVisitedDomains } from 'mcp-elicitation-core/url';
import { openDialog } from '../support/play';
import { urlMeta, urlRequest } from '../support/url';

const connect = 'https://accounts.example.com/connect?session=7f3a';

const meta = {
  ...urlMeta,
  title: 'URL mode/Consent',
  args: { ...urlMeta.args, request: urlRequest(connect) },
} satisfies Meta<typeof urlMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A plain https address: who asks, the message, where the user will go (the registrable domain on
 * its own), the full address as text (never a link), and no warnings. Decline has focus first;
 * "Open example.com" is the explicit consent. With the default `afterOpen: 'close'`, opening the
 * page answers `accept` and closes the dialog.
 */
export const SafeHttps: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, element, body } = await openDialog(canvasElement);
    await expect(dialog.getByText('Sign in to connect your account to Acme Tools.')).toBeVisible();
    await expect(element.querySelector('[data-slot="url-consent-destination"]')).toHaveTextContent('You will go to: example.com');
    await expect(dialog.getByText('You have not opened example.com from this app before.')).toBeVisible();
    const address = dialog.getByRole('group', { name: 'Full address' });
    await expect(address).toHaveTextContent(connect);
    await expect(address).toHaveAttribute('dir', 'ltr');
    await expect(address.querySelector('[data-slot="url-consent-address-domain"]')).toHaveTextContent('example.com');
    await expect(element.querySelector('[data-slot="url-consent-warnings"]')).toBeNull();
    await expect(element.querySelector('a, [href], [src]')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: 'Open example.com' }));
    await expect(args.openUrl).toHaveBeenCalledTimes(1);
    await expect(args.openUrl).toHaveBeenCalledWith(connect);
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Declining sends `decline` and opens nothing. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};

/** `trustedDomains={['example.com']}`: the host vouches for the domain (subdomains included). */
export const TrustedDomain: Story = {
  args: {
    request: urlRequest('https://login.example.com/device?code=WDJB-MJHT', 'Confirm the code WDJB-MJHT to finish signing in.'),
    trustedDomains: ['example.com'],
  },
  play: async ({ canvasElement, args }) => {
    const { element } = await openDialog(canvasElement);
    const familiarity = element.querySelector('[data-slot="url-consent-familiarity"]');
    await expect(familiarity).toHaveTextContent(
      'example.com is on this app’s list of trusted sites. You have not opened example.com from this app before.',
    );
    await expect(familiarity).toHaveAttribute('data-trusted', 'true');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/**
 * The first time, the dialog says the user has not opened the domain from this app; once opened,
 * the same request shown again says they have (the `visitedDomains` store, in memory only).
 */
export const FirstTimeThenVisited: Story = {
  play: async ({ canvasElement, args }) => {
    const first = await openDialog(canvasElement);
    await expect(first.dialog.getByText('You have not opened example.com from this app before.')).toBeVisible();
    await userEvent.click(first.dialog.getByRole('button', { name: 'Open example.com' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' }));

    await userEvent.click(await first.body.findByRole('button', { name: 'Show the request again' }));
    const again = await openDialog(canvasElement);
    await expect(again.dialog.getByText('You have opened example.com from this app before.')).toBeVisible();
    await expect(again.element.querySelector('[data-slot="url-consent-familiarity"]')).toHaveAttribute('data-visited', 'true');
    await expect(args.openUrl).toHaveBeenCalledTimes(1);
  },
};

const visited = createVisitedDomains();
visited.add('example.com');

/** A `visitedDomains` store that already holds the domain: "You have opened example.com from this app before." */
export const VisitedBefore: Story = {
  args: { visitedDomains: visited },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByText('You have opened example.com from this app before.')).toBeVisible();
  },
};
