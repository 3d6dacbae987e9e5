/**
 * The remote queue in Chromium: the MCP client runs in Node (a real v1 SDK client of our withdraw
 * server over stdio, started through test/support/bridge-commands.ts), the bridge serves it over
 * HTTP on 127.0.0.1, and this page holds only `createRemoteElicitationQueue` driving the unchanged
 * `<ElicitationProvider queue={remote}>` + `<ElicitationHost>`.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createRemoteElicitationQueue, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import { expectNoAxeViolations } from './helpers';

describe('remote queue in the page, MCP client on the server', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await cleanup();
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  async function start(presentation: 'modal' | 'inline' = 'modal'): Promise<{ id: string; url: string; remote: RemoteElicitationQueue }> {
    const { id, url } = await commands.bridgeServerStart();
    cleanups.push(() => commands.bridgeServerStop(id));
    const remote = createRemoteElicitationQueue({ url, headers: { 'x-test-user': 'alice' }, initialBackoffMs: 100 });
    cleanups.push(() => remote.dispose());
    await render(
      <ElicitationProvider queue={remote}>
        <ElicitationHost presentation={presentation} />
      </ElicitationProvider>,
    );
    return { id, url, remote };
  }

  const dialog = () => page.getByRole('dialog', { name: 'Request from Withdraw test' });

  it('shows the question with the running tool, and the answer typed in the dialog reaches the MCP server', async () => {
    const { id } = await start();
    const call = await commands.bridgeServerAsk(id, 'Which name should the files keep?');
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByText('Which name should the files keep?')).toBeVisible();
    await expect.element(page.getByText('delete_files')).toBeVisible();
    // The arguments are there on demand, as text.
    await page.getByText('Show arguments').click();
    await expect.element(page.getByText('"notes.txt"')).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole('textbox', { name: 'name' }).fill('Ada');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('a failed answer brings the dialog back with the draft, marked as the user’s, an error and one send button', async () => {
    const { id } = await start();
    const call = await commands.bridgeServerAsk(id, 'Your name?');
    await expect.element(dialog()).toBeVisible();
    await commands.bridgeServerFailNextPost(id);
    await page.getByRole('textbox', { name: 'name' }).fill('Grace');
    await userEvent.keyboard('{Enter}');

    // Worded by the locale from the failure's code (503), not the bridge's own English message.
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Your answer could not be sent (error 503). Send it again.' }))
      .toBeVisible();
    expect(document.body.textContent).not.toContain('Service unavailable.');
    const name = page.getByRole('textbox', { name: 'name' });
    await expect.element(name).toHaveValue('Grace');
    // The user's own answer, not the server's; Accept sends it again (no Retry beside it).
    await expect.element(name).toHaveAccessibleDescription(/Your previous answer/);
    // Nowhere, neither per field nor in the note that counts the server's answers.
    expect(document.body.textContent).not.toMatch(/filled in by the server|server filled in/i);
    await expect.element(dialog()).not.toHaveAccessibleDescription(/server filled in/i);
    await expect.element(page.getByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"accept","content":{"name":"Grace"}}');
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('answered in another tab: this tab’s dialog says so and closes on Dismiss', async () => {
    const { id, url } = await start();
    const other = createRemoteElicitationQueue({ url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => other.dispose());
    const call = await commands.bridgeServerAsk(id, 'Answer me once');
    await expect.element(dialog()).toBeVisible();
    await expect.poll(() => other.getSnapshot().current?.status).toBe('pending');
    expect(other.respond(other.getSnapshot().current!.id, { action: 'decline' })).toBe(true);
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"decline"}');
    await expect.element(page.getByText('This request was answered in another tab or window.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('inline, answered in another tab: once dismissed, a receipt says so in its place', async () => {
    const { id, url } = await start('inline');
    const other = createRemoteElicitationQueue({ url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => other.dispose());
    const call = await commands.bridgeServerAsk(id, 'Answer me once');
    const panel = page.getByRole('group', { name: 'Request from Withdraw test' });
    await expect.element(panel).toBeVisible();
    await expect.poll(() => other.getSnapshot().current?.status).toBe('pending');
    expect(other.respond(other.getSnapshot().current!.id, { action: 'decline' })).toBe(true);
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"decline"}');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(panel).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('paragraph').filter({ hasText: 'The request from Withdraw test was answered in another tab or window.' }))
      .toBeVisible();
  });

  it('a request the server withdraws shows as withdrawn and can be dismissed', async () => {
    const { id } = await start();
    const call = await commands.bridgeServerAsk(id, 'Withdraw me');
    await expect.element(dialog()).toBeVisible();
    await commands.bridgeServerWithdraw(id);
    expect(await commands.bridgeServerResult(id, call)).toMatch(/^withdrawn:/);
    await expect.element(page.getByText('Withdraw test withdrew this request.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
