/**
 * Signing out while a question is on screen, in Chromium: the bridge (in Node, through
 * test/support/bridge-commands.ts) ends the tab's stream with its `signed-out` event when the
 * app's logout handler calls `bridge.disconnect`; the host shows the request as signed out, and
 * answerable again once the user signs back in.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { de } from '../../src/locales/de';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import { expectNoAxeViolations } from './helpers';

describe('remote queue: signed out while a question is shown', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await cleanup();
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  async function start(locale?: typeof de) {
    const { id, url } = await commands.bridgeServerStart();
    cleanups.push(() => commands.bridgeServerStop(id));
    // Short backoff: the refused reconnects while signed out, then the one after signing in.
    const remote = createRemoteElicitationQueue({
      url,
      headers: { 'x-test-user': 'alice' },
      initialBackoffMs: 50,
      maxBackoffMs: 200,
      logger: { warn: () => undefined },
    });
    cleanups.push(() => remote.dispose());
    await render(
      <ElicitationProvider queue={remote}>
        <ElicitationHost {...(locale !== undefined && { locale })} />
      </ElicitationProvider>,
    );
    return { id, remote };
  }

  it('says so, keeps nothing answerable, and gives the question back once signed in again', async () => {
    const { id, remote } = await start();
    const call = await commands.bridgeServerAsk(id, 'Which name should the files keep?');
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('textbox', { name: 'name' }).fill('typed before logout');

    await commands.bridgeServerSignOut(id);
    await expect
      .element(
        page
          .getByRole('alert')
          .filter({ hasText: 'You were signed out, so this request can no longer be answered here. Sign in again to answer it.' }),
      )
      .toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'name' })).toBeDisabled();
    expect(remote.connectionState()).toBe('signed-out');
    expect(remote.getSnapshot().current).toMatchObject({ status: 'withdrawn', reason: 'signed-out' });
    await expectNoAxeViolations();

    await commands.bridgeServerSignIn(id);
    await expect.poll(() => remote.connectionState()).toBe('open');
    // Back, in a new dialog, without what was typed before the logout.
    const name = page.getByRole('textbox', { name: 'name' });
    await expect.element(name).toBeEnabled();
    await expect.element(name).toHaveValue('');
    await name.fill('Ada');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('in the host’s language, and Dismiss closes it', async () => {
    const { id } = await start(de);
    void (await commands.bridgeServerAsk(id, 'Name?'));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await commands.bridgeServerSignOut(id);
    await expect.element(page.getByRole('alert').filter({ hasText: de.hostTexts.signedOut })).toBeVisible();
    await page.getByRole('button', { name: de.hostTexts.dismiss }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
