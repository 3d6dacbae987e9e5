/**
 * An answer whose reply never comes, in Chromium: the bridge and its MCP client run in Node
 * (test/support/bridge-commands.ts), which holds the POST's reply after the bridge handled it, as a
 * stalled proxy would; the page holds the event stream's data meanwhile. The dialog must come back
 * with the user's answer and the locale's words for a send that got no reply in time, and sending
 * the same answer again must end as sent: not "answered in another tab".
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import { de } from '../../src/locales/de';

describe('remote queue: a send whose reply never comes', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await cleanup();
    for (const step of cleanups.splice(0).reverse()) await step();
  });

  it('the dialog comes back with the draft and the locale’s timeout notice; sending the same answer again ends as sent', async () => {
    const { id, url } = await commands.bridgeServerStart();
    cleanups.push(() => commands.bridgeServerStop(id));
    // The stream's data is held while `held.on`, then let through in order.
    const held = { on: false, chunks: [] as Uint8Array[], flush: () => undefined as void };
    const remote = createRemoteElicitationQueue({
      url,
      headers: { 'x-test-user': 'alice' },
      sendTimeoutMs: 300,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (init?.method !== 'GET' || response.body === null) return response;
        let out!: TransformStreamDefaultController<Uint8Array>;
        const body = response.body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            start: (controller) => void (out = controller),
            transform: (chunk, controller) => (held.on ? void held.chunks.push(chunk) : controller.enqueue(chunk)),
          }),
        );
        held.flush = () => {
          held.on = false;
          for (const chunk of held.chunks.splice(0)) out.enqueue(chunk);
        };
        return new Response(body, { status: response.status, headers: response.headers });
      },
    });
    cleanups.push(() => remote.dispose());
    await render(
      <ElicitationProvider queue={remote}>
        <ElicitationHost locale={de} />
      </ElicitationProvider>,
    );

    const call = await commands.bridgeServerAsk(id, 'Your name?');
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await commands.bridgeServerStallPosts(id, true);
    held.on = true;
    await page.getByRole('textbox', { name: 'name' }).fill('Grace');
    await userEvent.keyboard('{Enter}');
    // The bridge took the answer; only its reply is stuck.
    expect(await commands.bridgeServerResult(id, call)).toBe('answered: {"action":"accept","content":{"name":"Grace"}}');

    await expect.element(page.getByRole('alert').filter({ hasText: de.hostTexts.sendTimedOut })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'name' })).toHaveValue('Grace');

    await commands.bridgeServerStallPosts(id, false);
    await page.getByRole('button', { name: de.texts.accept }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    held.flush();
    // The stream's late `settled` (this tab's own key) brings no "answered elsewhere" notice.
    await expect.poll(() => remote.getSnapshot().entries).toEqual([]);
    expect(document.body.textContent).not.toContain(de.hostTexts.answeredElsewhere);
  });
});
