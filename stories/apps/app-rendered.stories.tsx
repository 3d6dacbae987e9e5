import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ElicitApp } from 'mcp-elicitation-core';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';

/**
 * App-rendered elicitations (SEP-3118, a draft): a form request whose server has an MCP App is shown
 * in that app, in a sandbox on another origin, with `experimental={{ apps: { sandboxProxy } }}` and
 * the entry's `app`; the native form is the fallback. Who asks, Decline and Cancel stay outside the
 * frame. The app itself runs in the browser tests and the screenshots, with a proxy on a second
 * origin; here the proxy address answers nothing, so the app stays loading. See
 * docs/drafts/app-rendered.md.
 */
const meta = {
  ...dialogMeta,
  title: 'Drafts/App-rendered',
  // A loopback port nothing listens on: another origin than the stories', which loads nothing.
  args: { ...dialogMeta.args, experimental: { apps: { sandboxProxy: 'http://127.0.0.1:9/sandbox-proxy.html' } } },
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const request = {
  mode: 'form',
  message: 'Pick your seat for flight LH 454.',
  requestedSchema: {
    type: 'object',
    properties: { seat: { type: 'string', title: 'Seat', enum: ['12A', '12B', '12C', '14D'] } },
    required: ['seat'],
  },
  _meta: { ui: { resourceUri: 'ui://seats/map.html' } },
};

/** An app whose resource has not arrived: the frame loads, and the form is one press away. */
const loading: ElicitApp = { resourceUri: 'ui://seats/map.html', read: () => new Promise(() => {}) };
/** An app whose resource cannot be read. */
const unreadable: ElicitApp = { resourceUri: 'ui://seats/map.html', read: () => Promise.reject(new Error('no such resource')) };

/** The app in place of the fields: Decline and "Use the standard form" beside it, who asks above. */
export const Shown: Story = {
  args: { request, app: loading },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.getByTitle('App from Acme Tools')).toBeInTheDocument());
    await expect(dialog.getByText('Loading the app from Acme Tools…')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Accept' })).toBeNull();
    dialog.getByRole('button', { name: 'Use the standard form' }).click();
    await waitFor(() => expect(dialog.getByRole('button', { name: '14D' })).toBeEnabled());
    await expect(dialog.queryByTitle('App from Acme Tools')).toBeNull();
  },
};

/** The app could not be shown: the form for the same request, with a short notice. */
export const FellBack: Story = {
  args: { request, app: unreadable },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.getByText('The app of Acme Tools could not be shown. Answer here instead.')).toBeInTheDocument());
    await expect(dialog.getByRole('button', { name: '12C' })).toBeEnabled();
  },
};
