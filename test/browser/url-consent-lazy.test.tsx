import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { preloadUrlConsent } from '../../src/dialog/url-consent/loader';
import { loadPublicSuffixList } from 'mcp-elicitation-core/url';
import { resultRecorder } from './helpers';

/*
 * The consent screen lives in its own chunk, fetched when the first URL request arrives. This file
 * runs in a fresh page, so the first URL request below is the first one the page has seen.
 */

const server = { id: 'payments', label: 'Payments' };
const urlRequest = {
  mode: 'url',
  message: 'Sign in to connect.',
  url: 'https://tenant.blob.core.windows.net/connect',
  elicitationId: 'el-1',
};

afterEach(async () => {
  await cleanup();
});

describe('URL consent loaded on demand', () => {
  it('a form request renders without the consent screen; the first URL request loads it and consent still works', async () => {
    const form = resultRecorder();
    await render(
      <ElicitationDialog
        server={server}
        onResult={form.onResult}
        request={{ message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(page.getByRole('button', { name: /^Open / }).query()).toBeNull();
    await cleanup();

    const recorder = resultRecorder();
    await render(<ElicitationDialog server={server} onResult={recorder.onResult} request={urlRequest} openUrl={() => 'opened'} />);
    // The real suffix list names the tenant's own domain (the built-in approximation would not).
    await expect.element(page.getByRole('button', { name: 'Open tenant.blob.core.windows.net' })).toBeVisible();
    await page.getByRole('button', { name: 'Open tenant.blob.core.windows.net' }).click();
    await expect.poll(() => recorder.results).toEqual([{ action: 'accept' }]);
  });

  it('after a preload, the dialog appears with its Open button and Decline already in place', async () => {
    preloadUrlConsent();
    await loadPublicSuffixList();
    const recorder = resultRecorder();
    await render(<ElicitationDialog server={server} onResult={recorder.onResult} request={{ ...urlRequest, elicitationId: 'el-2' }} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    // Checked in the same task the dialog was found in: nothing arrives after it.
    const dialog = page.getByRole('dialog').element();
    const names = [...dialog.querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(names).toEqual(expect.arrayContaining(['Decline', 'Open tenant.blob.core.windows.net']));
  });
});
