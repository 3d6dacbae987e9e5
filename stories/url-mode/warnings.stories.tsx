import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '../support/play';
import { urlMeta, urlRequest } from '../support/url';

const meta = {
  ...urlMeta,
  title: 'URL mode/Warnings',
} satisfies Meta<typeof urlMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog and returns the codes of the warnings it lists, with the dialog's queries. */
async function warningsOf(canvasElement: HTMLElement) {
  const opened = await openDialog(canvasElement);
  const list = opened.element.querySelector('[data-slot="url-consent-warnings"]');
  await expect(list).toHaveTextContent(/^Check this address carefully/);
  const codes = [...(list?.querySelectorAll('li') ?? [])].map((li) => li.getAttribute('data-code'));
  return { ...opened, codes, destination: opened.element.querySelector('[data-slot="url-consent-destination"]') };
}

/**
 * A look-alike name: "exаmple.com" with a Cyrillic "а". The destination is shown as the browser
 * will use it (Punycode), and the warnings name what it imitates.
 */
export const PunycodeLookAlike: Story = {
  args: { request: urlRequest('https://ex\u0430mple.com/sign-in') },
  play: async ({ canvasElement }) => {
    const { codes, destination, dialog } = await warningsOf(canvasElement);
    await expect(codes).toEqual(['punycode', 'mixed-script', 'lookalike']);
    await expect(destination).toHaveTextContent('You will go to: xn--exmple-4nf.com');
    await expect(dialog.getByText('The site name imitates “example.com” with look-alike letters from another alphabet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Open xn--exmple-4nf.com' })).toBeEnabled();
  },
};

/** Plain http: the page is not encrypted. */
export const InsecureHttp: Story = {
  args: { request: urlRequest('http://downloads.example.org/report.pdf', 'Download the report to continue.') },
  play: async ({ canvasElement }) => {
    const { codes, dialog } = await warningsOf(canvasElement);
    await expect(codes).toEqual(['insecure']);
    await expect(dialog.getByText('The page is not encrypted (http): others on the network could read or change it.')).toBeVisible();
  },
};

/** Credentials before "@": the part that looks like a site name is not where the user goes. */
export const Credentials: Story = {
  args: { request: urlRequest('https://example.com@login.example.net/session') },
  play: async ({ canvasElement }) => {
    const { codes, destination, dialog } = await warningsOf(canvasElement);
    await expect(codes).toEqual(['credentials']);
    await expect(destination).toHaveTextContent('You will go to: example.net');
    await expect(dialog.getByText('The part before “@” (“example.com”) is not the site. You would go to example.net.')).toBeVisible();
  },
};

/** A bare IP number with a port, instead of a site name. */
export const IpAddress: Story = {
  args: { request: urlRequest('https://203.0.113.7:8443/authorize') },
  play: async ({ canvasElement }) => {
    const { codes, destination, dialog } = await warningsOf(canvasElement);
    await expect(codes).toEqual(['ip-address']);
    await expect(destination).toHaveTextContent('You will go to: 203.0.113.7 (port 8443)');
    await expect(dialog.getByText('The address is a bare IP number (203.0.113.7) instead of a site name.')).toBeVisible();
  },
};

/**
 * Another site's name in front of the real domain: "example.com.account-check.example" goes to
 * account-check.example. The user declines; nothing is opened.
 */
export const DeceptiveSubdomain: Story = {
  args: { request: urlRequest('https://example.com.account-check.example/login') },
  play: async ({ canvasElement, args }) => {
    const { codes, destination, dialog } = await warningsOf(canvasElement);
    await expect(codes).toEqual(['deceptive-subdomain']);
    await expect(destination).toHaveTextContent('You will go to: account-check.example');
    await expect(
      dialog.getByText('The address starts with another site’s name (“example.com”), but it goes to account-check.example.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};
