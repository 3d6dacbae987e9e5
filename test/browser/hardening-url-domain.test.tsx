import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { createVisitedDomains } from 'mcp-elicitation-core/url';
import { resultRecorder } from './helpers';

const server = { id: 'storage', label: 'Storage' };

afterEach(async () => {
  await cleanup();
});

describe('URL consent names the tenant of a hosting provider, from the Public Suffix List', () => {
  it('tenant.blob.core.windows.net is where the user goes, not windows.net', async () => {
    const recorder = resultRecorder();
    await render(
      <ElicitationDialog
        request={{
          mode: 'url',
          message: 'Upload your file',
          url: 'https://paypal.com.tenant.blob.core.windows.net/upload',
          elicitationId: 'e1',
        }}
        server={server}
        onResult={recorder.onResult}
        visitedDomains={createVisitedDomains()}
        openUrl={() => 'opened'}
      />,
    );
    // Shown once the list has loaded; the provider's name never appears as the destination.
    await expect.element(page.getByRole('button', { name: 'Open tenant.blob.core.windows.net' })).toBeVisible();
    await expect
      .element(page.getByText('The address starts with another site’s name (“paypal.com”), but it goes to tenant.blob.core.windows.net.'))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Open windows.net' }).elements()).toEqual([]);
    await page.getByRole('button', { name: 'Open tenant.blob.core.windows.net' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept' });
  });
});
