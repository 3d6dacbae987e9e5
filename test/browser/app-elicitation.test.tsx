/**
 * App-rendered elicitations (SEP-3118, a draft) in Chromium with real parts: a v1 SDK client in the
 * page over Streamable HTTP to test/support/app-server.mjs, whose apps run through the shipped sandbox
 * proxy (src/apps/sandbox-proxy.html) served on a second loopback origin, and ext-apps' AppBridge on
 * the host side. The answering app's answer reaches the server; an app that sends invalid content,
 * never initializes or throws, and a server without the capability, each show the native form for
 * the same request, whose answer reaches the server. The app's inner frame reaches neither the host's
 * DOM nor cookies.
 */
import '../../src/theme/styles.css';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities, type ElicitationExperimental } from 'mcp-elicitation-core';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { expectNoAxeViolations } from './helpers';

let server: { id: string; apps: string; plain: string };
let proxy: { id: string; url: string };
const clients: Client[] = [];

beforeAll(async () => {
  [server, proxy] = await Promise.all([commands.appServerStart(), commands.appProxyStart()]);
});
afterAll(async () => {
  await commands.appServerStop(server.id);
  await commands.appProxyStop(proxy.id);
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  for (const client of clients.splice(0)) await client.close();
});

function toolText(result: unknown): string {
  return (((result as { content?: unknown }).content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

/** Connects a client with `experimental.apps`, shows the host, calls `book` with `app`; resolves the tool's reply. */
async function book(app: string, options: { endpoint?: string; beforeCall?: () => void } = {}) {
  const experimental: ElicitationExperimental = { apps: { sandboxProxy: proxy.url } };
  const queue = createElicitationQueue();
  const client = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: queue, server: { id: 'seats', label: 'Seat maps' }, experimental });
  await client.connect(new StreamableHTTPClientTransport(new URL(options.endpoint ?? server.apps)));
  clients.push(client);
  render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost experimental={experimental} />
    </ElicitationProvider>,
  );
  options.beforeCall?.();
  const reply = client.callTool({ name: 'book', arguments: { app } }, undefined, callToolOptions()).then(toolText);
  // A test that fails before awaiting it closes the client under it: not an unhandled rejection.
  reply.catch(() => {});
  return { reply, queue };
}

const dialog = () => page.getByRole('dialog', { name: 'Request from Seat maps' });
const appFrame = () => page.getByTitle('App from Seat maps');

/** The native form of the request: its quick answers (one required choice of four seats). */
async function answerWithForm(seat: string) {
  await expect.element(page.getByRole('button', { name: seat, exact: true })).toBeVisible();
  await page.getByRole('button', { name: seat, exact: true }).click();
}

describe('an app that answers', () => {
  it('is shown in the sandbox, and its answer, checked outside the frame, reaches the server', async () => {
    const { reply } = await book('answers');
    await expect.element(dialog()).toBeVisible();
    expect(await reply).toMatch(/answered: \{"action":"accept","content":\{"seat":"12C"\}\}$/);
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});

describe('each failure shows the native form for the same request', () => {
  it('invalid content: the form, with a notice, and nothing sent until the user answers', async () => {
    const { reply, queue } = await book('invalid');
    await expect
      .element(page.getByText('The answer from the app of Seat maps did not fit the request, so it was not sent.', { exact: false }))
      .toBeVisible();
    expect(appFrame().query()).toBeNull();
    const [entry] = queue.getSnapshot().entries;
    expect(entry?.status).toBe('pending');
    await expectNoAxeViolations();
    await answerWithForm('14D');
    expect(await reply).toMatch(/answered: \{"action":"accept","content":\{"seat":"14D"\}\}$/);
  });

  it('an app that throws: the form, with a notice', async () => {
    const { reply } = await book('throws');
    await expect.element(page.getByText('The app of Seat maps could not be shown. Answer here instead.')).toBeVisible();
    await answerWithForm('12A');
    expect(await reply).toMatch(/answered: \{"action":"accept","content":\{"seat":"12A"\}\}$/);
  });

  it('an app that never initializes: the form once the handshake times out', async () => {
    const { reply } = await book('silent', { beforeCall: () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }) });
    await expect.element(appFrame()).toBeVisible();
    // The app's document is in the proxy's inner frame: past this, only the app can be late.
    await commands.appProbeInnerFrame();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect.element(page.getByText('The app of Seat maps could not be shown. Answer here instead.')).toBeVisible();
    vi.useRealTimers();
    await answerWithForm('12B');
    expect(await reply).toMatch(/answered: \{"action":"accept","content":\{"seat":"12B"\}\}$/);
  });

  it('a server without the capability: the form at once, without a notice', async () => {
    const { reply } = await book('answers', { endpoint: server.plain });
    await answerWithForm('12C');
    expect(appFrame().query()).toBeNull();
    expect(page.getByText('could not be shown', { exact: false }).query()).toBeNull();
    expect(await reply).toMatch(/answered: \{"action":"accept","content":\{"seat":"12C"\}\}$/);
  });

  it('"Use the standard form" leaves the app for the form', async () => {
    const { reply } = await book('silent');
    await expect.element(appFrame()).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Use the standard form' }).click();
    expect(page.getByText('could not be shown', { exact: false }).query()).toBeNull();
    await answerWithForm('12A');
    expect(await reply).toMatch(/answered: \{"action":"accept","content":\{"seat":"12A"\}\}$/);
  });
});

describe('the sandbox', () => {
  it("keeps the app from the host's DOM and cookies", async () => {
    document.cookie = 'host-secret=1; path=/';
    const { reply } = await book('silent');
    await expect.element(appFrame()).toBeVisible();
    const probe = await commands.appProbeInnerFrame();
    expect(probe).toEqual({
      topDocument: 'SecurityError',
      topCookie: 'SecurityError',
      parentDocument: 'SecurityError',
      ownCookie: 'SecurityError',
      origin: 'null',
    });
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await reply).toMatch(/answered: \{"action":"decline"\}$/);
    document.cookie = 'host-secret=; path=/; max-age=0';
  });
});
