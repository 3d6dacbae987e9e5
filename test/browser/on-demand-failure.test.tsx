/**
 * Code that loads on demand and fails to download (the connection is gone, a redeploy removed the
 * chunk): the request says so in the part's place and keeps its way out, and the host app around it
 * stays. Each download is really aborted in Chromium (test/support/route-commands.ts). React keeps a
 * failed `lazy` failed for the page's life, so each part is failed once, in its own test. The stepper
 * takes the same boundary (gestures/stepper-loader.tsx) but cannot be failed here: this page imports
 * the root entry from source, which loads the stepper's module at once (a built host's bundler drops
 * that static export when unused).
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import type { ElicitRequestFormParams } from 'mcp-elicitation-core';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/index';
import { expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'acme', label: 'Acme Travel' };
const failed: string[] = [];

async function openInHostApp(props: Omit<ElicitationDialogProps, 'server' | 'onResult'>) {
  const recorder = resultRecorder();
  await render(
    <main>
      <h1>Host app</h1>
      <ElicitationDialog server={server} onResult={recorder.onResult} {...props} />
    </main>,
  );
  return recorder;
}

async function failDownloads(pathSuffix: string) {
  failed.push(pathSuffix);
  await commands.failDownloads(pathSuffix);
}

afterEach(async () => {
  await cleanup();
  for (const suffix of failed.splice(0)) await commands.allowDownloads(suffix);
});

const unavailable = /Part of this request could not be loaded/;

describe('a part whose code fails to download', () => {
  it('the file field: said in its place, Decline answers once, the host app stays', async () => {
    await failDownloads('/fields/file-field.tsx');
    const request: ElicitRequestFormParams = {
      message: 'Send the boarding pass',
      requestedSchema: {
        type: 'object',
        properties: { pass: { type: 'string', format: 'uri', title: 'Boarding pass', 'x-mcp-file': { accept: ['image/png'] } } },
      },
    } as ElicitRequestFormParams;
    const recorder = await openInHostApp({ request, experimental: { files: true } });
    await expect.element(page.getByRole('alert').filter({ hasText: unavailable })).toBeVisible();
    await expect.element(page.getByRole('dialog', { name: 'Request from Acme Travel' })).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    expect(await recorder.single()).toEqual({ action: 'decline' });
    await expect.element(page.getByRole('heading', { name: 'Host app' })).toBeInTheDocument();
  });

  it('the consent screen of a link: said in the dialog, with Decline and Cancel', async () => {
    await failDownloads('/url-consent/chunk.ts');
    const recorder = await openInHostApp({
      request: { mode: 'url', message: 'Sign in to connect your account.', url: 'https://example.com/login', elicitationId: 'u1' },
    });
    await expect.element(page.getByRole('alert').filter({ hasText: unavailable })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    expect(await recorder.single()).toEqual({ action: 'decline' });
    await expect.element(page.getByRole('heading', { name: 'Host app' })).toBeInTheDocument();
  });

  it('the frame of a server’s app: the form of the same request, with the notice', async () => {
    await failDownloads('/apps/app-frame.tsx');
    const request: ElicitRequestFormParams = {
      message: 'Pick a seat',
      requestedSchema: { type: 'object', properties: { seat: { type: 'string', title: 'Seat' } }, required: ['seat'] },
    };
    const resourceUri = 'ui://seats/map.html';
    const recorder = await openInHostApp({
      request,
      experimental: { apps: { sandboxProxy: 'http://127.0.0.2:9/sandbox-proxy.html' } },
      app: { resourceUri, read: async () => ({ uri: resourceUri, html: '<p>never shown</p>' }) },
    });
    await expect.element(page.getByText(/could not be shown/)).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'Seat' }), '12C');
    await userEvent.click(page.getByRole('button', { name: 'Accept' }));
    expect(await recorder.single()).toEqual({ action: 'accept', content: { seat: '12C' } });
  });
});
