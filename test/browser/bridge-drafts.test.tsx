/**
 * Drafts on the remote queue, against a real bridge (served from Node, holding a real v1 SDK client
 * of our withdraw server: test/support/bridge-commands.ts): what the user typed into a bridged
 * request survives its form being unmounted (a route change, a collapsed chat) and the event stream
 * reconnecting (resumed with Last-Event-ID, or started again with a snapshot that lists the same
 * request), is never shown in another request, and goes once the request is answered or withdrawn.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createRemoteElicitationQueue, type RemoteElicitationQueue } from 'mcp-elicitation-core';
import type { RemoteConnectionState } from '../../packages/mcp-elicitation-core/src/elicitation/remote-queue-states';
import { describedByText } from './helpers';

type Presentation = 'modal' | 'inline';

/** The app with or without the host (what a route change or a collapsed chat does to it). */
function app(remote: RemoteElicitationQueue, shown: boolean, presentation: Presentation) {
  return (
    <ElicitationProvider queue={remote}>{shown ? <ElicitationHost presentation={presentation} /> : <p>Elsewhere</p>}</ElicitationProvider>
  );
}

describe('remote queue: drafts outlive the form and the stream', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await cleanup();
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  async function start(presentation: Presentation) {
    const { id, url } = await commands.bridgeServerStart();
    cleanups.push(() => commands.bridgeServerStop(id));
    // `forget`: reconnect without Last-Event-ID (as through a proxy that drops the header, or after
    // the bridge's log moved on), so the bridge starts the stream with a snapshot that lists the
    // requests this tab already shows.
    const stream = { forget: false, snapshotsAsked: 0 };
    const warnings: string[] = [];
    const remote = createRemoteElicitationQueue({
      url,
      headers: { 'x-test-user': 'alice' },
      initialBackoffMs: 100,
      // The cut stream is the only thing it may warn about.
      logger: { warn: (message) => warnings.push(message) },
      fetch: (input, init) => {
        if (!stream.forget || init?.method !== 'GET') return fetch(input, init);
        const headers = new Headers(init.headers);
        if (headers.has('last-event-id')) stream.snapshotsAsked += 1;
        headers.delete('last-event-id');
        return fetch(input, { ...init, headers });
      },
    });
    cleanups.push(() => remote.dispose());
    cleanups.push(() => expect(warnings.filter((message) => !message.includes('The elicitation stream failed; reconnecting'))).toEqual([]));
    const connection: RemoteConnectionState[] = [];
    remote.onConnectionChange((state) => connection.push(state));
    const screen = await render(app(remote, true, presentation));
    /** Unmounts the host and mounts it again. */
    const remount = async () => {
      await screen.rerender(app(remote, false, presentation));
      await expect.element(page.getByText('Elsewhere')).toBeVisible();
      expect(document.querySelector('[data-slot="elicitation-content"]')).toBeNull();
      await screen.rerender(app(remote, true, presentation));
    };
    /**
     * Cuts the stream and waits until it is open again and has delivered a request asked after the
     * cut: the stream's events come in order, so whatever the reconnect sent first (the replay, or
     * the snapshot) has been applied by then.
     */
    const reconnect = async (message: string) => {
      const before = connection.length;
      await commands.bridgeServerDropStreams(id);
      await expect.poll(() => connection.slice(before)).toContain('reconnecting');
      await expect.poll(() => remote.connectionState()).toBe('open');
      const call = await commands.bridgeServerAsk(id, message);
      await expect.poll(() => remote.getSnapshot().entries.map((entry) => entry.params.message)).toContain(message);
      return call;
    };
    return { id, remote, stream, remount, reconnect };
  }

  const idOf = (remote: RemoteElicitationQueue, message: string) =>
    remote.getSnapshot().entries.find((entry) => entry.params.message === message)?.id as string;

  it('modal: the typed answer comes back after a remount and after the stream reconnects, and Accept sends it; the next request starts empty', async () => {
    const { id, remote, remount, reconnect } = await start('modal');
    const call = await commands.bridgeServerAsk(id, 'Your name?');
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const before = remote.getSnapshot();
    await page.getByRole('textbox', { name: 'name' }).fill('Ada');

    await remount();
    const name = page.getByRole('textbox', { name: 'name' });
    await expect.element(name).toHaveValue('Ada');
    // The user's answer, not the server's.
    expect(describedByText(name.element())).toContain('Your previous answer');
    // Kept beside the snapshot, not in it: typing re-rendered none of the queue's readers.
    const first = idOf(remote, 'Your name?');
    expect(Object.values(remote.draft(first) ?? {})).toEqual(['Ada']);
    expect(remote.getSnapshot()).toBe(before);

    // The stream drops and resumes with Last-Event-ID while a second request arrives.
    const second = await reconnect('Your city?');
    await remount();
    await expect.element(page.getByRole('textbox', { name: 'name' })).toHaveValue('Ada');

    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"accept","content":{"name":"Ada"}}');
    expect(remote.draft(first)).toBeUndefined();

    // The second request: nothing of the first one's draft.
    await expect.element(page.getByText('Your city?')).toBeVisible();
    const next = page.getByRole('textbox', { name: 'name' });
    await expect.element(next).toHaveValue('');
    expect(describedByText(next.element())).not.toContain('Your previous answer');
    expect(remote.draft(idOf(remote, 'Your city?'))).toBeUndefined();
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await commands.bridgeServerResult(id, second)).toBe('answered: {"action":"decline"}');
  });

  it('inline: a snapshot that lists the same request again keeps its draft; each panel shows its own; withdrawal drops them', async () => {
    const { id, remote, stream, remount, reconnect } = await start('inline');
    const call = await commands.bridgeServerAsk(id, 'Your name?');
    await page.getByRole('textbox', { name: 'name' }).click();
    await userEvent.keyboard('Grace');
    await remount();
    await expect.element(page.getByRole('textbox', { name: 'name' })).toHaveValue('Grace');
    const first = idOf(remote, 'Your name?');

    // Reconnected without Last-Event-ID: the bridge sends a snapshot, with the first request in it.
    stream.forget = true;
    const second = await reconnect('Your city?');
    expect(stream.snapshotsAsked).toBeGreaterThan(0);
    expect(remote.getSnapshot().entries.map((entry) => entry.id)).toEqual([first, idOf(remote, 'Your city?')]);
    await remount();

    const names = page.getByRole('textbox', { name: 'name' });
    await expect.element(names.nth(0)).toHaveValue('Grace');
    expect(describedByText(names.nth(0).element())).toContain('Your previous answer');
    // The other request's panel starts from its own defaults.
    await expect.element(names.nth(1)).toHaveValue('');
    expect(describedByText(names.nth(1).element())).not.toContain('Your previous answer');

    await names.nth(1).click();
    await userEvent.keyboard('Linus');
    const other = idOf(remote, 'Your city?');
    await expect.poll(() => Object.values(remote.draft(other) ?? {})).toEqual(['Linus']);
    expect(Object.values(remote.draft(first) ?? {})).toEqual(['Grace']);

    await page.getByRole('button', { name: 'Accept' }).nth(0).click();
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"accept","content":{"name":"Grace"}}');
    expect(remote.draft(first)).toBeUndefined();

    // Withdrawn: nothing typed into it can be sent any more, so nothing is kept, nor taken later.
    await commands.bridgeServerWithdraw(id);
    expect(await commands.bridgeServerResult(id, second)).toMatch(/^withdrawn:/);
    await expect.poll(() => remote.getSnapshot().entries.find((entry) => entry.id === other)?.status).toBe('withdrawn');
    expect(remote.draft(other)).toBeUndefined();
    remote.saveDraft(other, { f0: 'late' });
    expect(remote.draft(other)).toBeUndefined();
  });
});
