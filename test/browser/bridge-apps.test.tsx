/**
 * App-rendered elicitations (SEP-3118, a draft) through the server bridge, in Chromium with real
 * parts: the MCP server with apps (test/support/app-server.mjs) and a v1 SDK client of it with
 * `experimental.apps` run in Node on `bridge.target('alice')` (test/support/bridge-app-commands.ts);
 * this page holds only the remote queue driving `<ElicitationProvider>` + `<ElicitationHost>`, whose
 * apps run through the shipped sandbox proxy served on a second loopback origin. The page reads the
 * app through the bridge's route (the page never has the server's connection), the app answers in
 * the sandbox, and its answer reaches the MCP server; an app whose answer does not fit shows the form
 * for the same request. On Redis, a tab on the instance that does not hold the MCP client cannot read
 * the app (410) and shows the form, whose answer still reaches the server through the holder.
 */
import '../../src/theme/styles.css';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { createRemoteElicitationQueue, type ElicitationExperimental } from 'mcp-elicitation-core';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { expectNoAxeViolations } from './helpers';

let proxy: { id: string; url: string };
beforeAll(async () => {
  proxy = await commands.appProxyStart();
});
afterAll(() => commands.appProxyStop(proxy.id));

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await cleanup();
  for (const step of cleanups.splice(0).reverse()) await step();
});

/** The backend and its bridge (on Redis: the tab on the instance without the client), and the page's host. */
async function start(options: { redis?: boolean } = {}) {
  const { id, url } = await commands.bridgeAppStart(options);
  cleanups.push(() => commands.bridgeAppStop(id));
  const remote = createRemoteElicitationQueue({ url, headers: { 'x-test-user': 'alice' }, initialBackoffMs: 100 });
  cleanups.push(() => remote.dispose());
  const experimental: ElicitationExperimental = { apps: { sandboxProxy: proxy.url } };
  await render(
    <ElicitationProvider queue={remote}>
      <ElicitationHost experimental={experimental} />
    </ElicitationProvider>,
  );
  return { id, remote };
}

const dialog = () => page.getByRole('dialog', { name: 'Request from Seat maps' });
const appFrame = () => page.getByTitle('App from Seat maps');

/** The native form of the request: its quick answers (one required choice of four seats). */
async function answerWithForm(seat: string) {
  await expect.element(page.getByRole('button', { name: seat, exact: true })).toBeVisible();
  await page.getByRole('button', { name: seat, exact: true }).click();
}

describe('an app through the bridge', () => {
  it('is read through the bridge, runs in the sandbox, and its answer reaches the MCP server', async () => {
    const { id, remote } = await start();
    // What the page is given for the app: its URI, nothing to fetch (the answer may come before a poll looks).
    const uris: Array<string | undefined> = [];
    cleanups.push(remote.subscribe(() => uris.push(remote.getSnapshot().current?.app?.resourceUri)));
    const call = await commands.bridgeAppBook(id, 'answers');
    // Only the app answers 12C on its own: it ran, in the sandbox, and its answer reached the server.
    expect(await commands.bridgeAppResult(id, call)).toMatch(/answered: \{"action":"accept","content":\{"seat":"12C"\}\}$/);
    expect(uris).toContain('ui://seats/answers.html');
    // Read once, through the bridge's route, on the instance holding the asking server's connection.
    expect(await commands.bridgeAppReads(id)).toEqual({ a: [200], b: [] });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('shows the sandboxed app, axe clean, until it is left for the form', async () => {
    const { id } = await start();
    const call = await commands.bridgeAppBook(id, 'silent');
    await expect.element(appFrame()).toBeVisible();
    // The app's document is in the proxy's inner frame, an opaque origin.
    expect((await commands.appProbeInnerFrame()).origin).toBe('null');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Use the standard form' }).click();
    await answerWithForm('12A');
    expect(await commands.bridgeAppResult(id, call)).toMatch(/answered: \{"action":"accept","content":\{"seat":"12A"\}\}$/);
  });

  it('an app that sends invalid content: the form for the same request, whose answer reaches the server', async () => {
    const { id, remote } = await start();
    const call = await commands.bridgeAppBook(id, 'invalid');
    await expect
      .element(page.getByText('The answer from the app of Seat maps did not fit the request, so it was not sent.', { exact: false }))
      .toBeVisible();
    expect(appFrame().query()).toBeNull();
    // Nothing was sent for it: the request is still waiting for the user.
    expect(remote.getSnapshot().current?.status).toBe('pending');
    await expectNoAxeViolations();
    await answerWithForm('14D');
    expect(await commands.bridgeAppResult(id, call)).toMatch(/answered: \{"action":"accept","content":\{"seat":"14D"\}\}$/);
    expect(await commands.bridgeAppReads(id)).toEqual({ a: [200], b: [] });
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});

describe('two instances on Redis, the tab on the one without the MCP client', () => {
  it('cannot read the app there (410): the form, whose answer reaches the server through the holder', async () => {
    const { id } = await start({ redis: true });
    const call = await commands.bridgeAppBook(id, 'answers');
    await expect.element(page.getByText('The app of Seat maps could not be shown. Answer here instead.')).toBeVisible();
    expect(appFrame().query()).toBeNull();
    // Read on B, which does not hold the asking server's connection; A was never asked.
    expect(await commands.bridgeAppReads(id)).toEqual({ a: [], b: [410] });
    await expectNoAxeViolations();
    await answerWithForm('12B');
    expect(await commands.bridgeAppResult(id, call)).toMatch(/answered: \{"action":"accept","content":\{"seat":"12B"\}\}$/);
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
