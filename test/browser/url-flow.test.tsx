/**
 * URL mode end to end in Chromium, with real MCP servers on 127.0.0.1 and no mocks: the v1 SDK
 * `Client` in the page, our `attachElicitation`, the queue and `<ElicitationHost />`.
 *
 * - server-everything over Streamable HTTP: `trigger-url-elicitation` through the request path
 *   (accept, decline, cancel), and with `errorPath: true` (-32042) through
 *   `callToolWithUrlElicitation`. Its links point at addresses the browser answers itself
 *   (test/support/url-commands.ts), so nothing leaves the machine.
 * - our own v1 server (test/support/v1-url-server.mjs), which sends
 *   `notifications/elicitation/complete` when its `/finish` page is hit: the waiting dialog closes
 *   on completion, unknown ids change nothing, completion before any answer sends `cancel` (never
 *   `accept`, which means consent), and a
 *   -32042 error with two links is shown as "Step 1 of 2", "Step 2 of 2", then retried.
 */
import '../../src/theme/styles.css';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { attachElicitation, callToolOptions, callToolWithUrlElicitation } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities, type ElicitationQueue } from 'mcp-elicitation-core';
import { ElicitationHost, type ElicitationHostProps } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { expectNoAxeViolations } from './helpers';

const TARGET = 'https://consent-target.test';
/** server-everything's -32042 link; answered inside the browser like TARGET. */
const PREREQUISITE = 'https://modelcontextprotocol.io';
const TOOL = 'trigger-url-elicitation';
const DONE = 'I’m done — retry';

function toolText(result: unknown): string {
  return (((result as { content?: unknown }).content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

function rawResult(text: string): unknown {
  const raw = /Raw result: ([\s\S]*)$/.exec(text);
  if (!raw) throw new Error(`no raw result in: ${text}`);
  return JSON.parse(raw[1]!);
}

function renderHost(queue: ElicitationQueue, props: Partial<ElicitationHostProps> = {}) {
  return render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost {...props} />
    </ElicitationProvider>,
  );
}

/** The waiting screen's own Close (the header's × is also named Close once answered). */
const waitingClose = () => page.getByRole('button', { name: 'Close', exact: true }).last();

async function connect(url: string, queue: ElicitationQueue, server: { id: string; label: string }) {
  const client = new Client({ name: 'url-e2e', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: queue, server });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

beforeAll(async () => {
  await commands.urlServeTarget(TARGET);
  await commands.urlServeTarget(PREREQUISITE);
});

afterEach(() => {
  cleanup();
});

describe('server-everything over Streamable HTTP: trigger-url-elicitation', () => {
  const everything = { id: 'everything', label: 'Everything' };
  let serverId: string;
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    const server = await commands.everythingHttpStart();
    serverId = server.id;
    queue = createElicitationQueue();
    client = await connect(server.url, queue, everything);
  }, 30_000);

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
    if (serverId) await commands.everythingHttpStop(serverId);
  });

  it('request path: the consent screen shows the address and domain; Open sends accept, the dialog waits, Close ends it', async () => {
    await renderHost(queue);
    const url = `${TARGET}/connect?session=e2e-accept`;
    const call = client.callTool({ name: TOOL, arguments: { url, message: 'Connect your demo account.' } }, undefined, callToolOptions());
    await expect.element(page.getByRole('dialog', { name: 'Request from Everything' })).toBeVisible();
    await expect.element(page.getByText('Connect your demo account.')).toBeVisible();
    await expect.element(page.getByText('You will go to: consent-target.test')).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Full address' })).toHaveTextContent(url);
    expect(queue.getSnapshot().current).toMatchObject({ status: 'pending', afterOpen: 'wait' });
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Open consent-target.test' }).click();
    const text = toolText(await call);
    expect(text).toContain('User completed the URL elicitation flow');
    expect(rawResult(text)).toEqual({ action: 'accept' });
    expect((await commands.urlInspectPopup(TARGET)).href).toBe(url);

    // Accepted, still on screen: server-everything never reports completion, so the user closes it.
    await expect.element(page.getByText('Waiting for you to finish in the other window.')).toBeVisible();
    expect(queue.getSnapshot().current?.status).toBe('waiting');
    await expect.element(waitingClose()).toHaveFocus();
    await expectNoAxeViolations();
    await waitingClose().click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('request path: decline', async () => {
    await renderHost(queue);
    const call = client.callTool({ name: TOOL, arguments: { url: `${TARGET}/decline` } }, undefined, callToolOptions());
    await page.getByRole('button', { name: 'Decline' }).click();
    const text = toolText(await call);
    expect(text).toContain('User declined to open the URL');
    expect(rawResult(text)).toEqual({ action: 'decline' });
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('request path: cancel (Escape)', async () => {
    await renderHost(queue);
    const call = client.callTool({ name: TOOL, arguments: { url: `${TARGET}/cancel` } }, undefined, callToolOptions());
    await expect.element(page.getByRole('dialog', { name: 'Request from Everything' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const text = toolText(await call);
    expect(text).toContain('User cancelled');
    expect(rawResult(text)).toEqual({ action: 'cancel' });
  });

  it('error path (-32042): the prerequisite link, "I’m done — retry", then the retried call’s own request', async () => {
    await renderHost(queue);
    const url = `${TARGET}/after-prerequisite`;
    const call = callToolWithUrlElicitation(
      client,
      { name: TOOL, arguments: { url, errorPath: true } },
      { elicit: queue, server: everything },
    );

    // The -32042 error's link, shown as a step of the original call.
    await expect.element(page.getByText('Open this link to satisfy the prerequisite, then retry the request.')).toBeVisible();
    await expect.element(page.getByText('Step 1 of 1')).toBeVisible();
    await expect.element(page.getByText('You will go to: modelcontextprotocol.io')).toBeVisible();
    expect(queue.getSnapshot().current).toMatchObject({ afterOpen: 'confirm', step: { index: 1, total: 1 } });
    await page.getByRole('button', { name: 'Open modelcontextprotocol.io' }).click();
    await commands.urlInspectPopup(PREREQUISITE);
    await expect.element(page.getByRole('button', { name: DONE })).toHaveFocus();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: DONE }).click();

    // The retry goes through server-everything's request path: a URL request of its own.
    await expect.element(page.getByText('You will go to: consent-target.test')).toBeVisible();
    await expect.element(page.getByText(/^Step /)).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Open consent-target.test' }).click();
    await commands.urlInspectPopup(TARGET);
    const text = toolText(await call);
    expect(text).toContain('User completed the URL elicitation flow');
    expect(text).toContain(`URL: ${url}`);
    await waitingClose().click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('error path (-32042): declining the link rejects with the original error and retries nothing', async () => {
    await renderHost(queue);
    const call = callToolWithUrlElicitation(
      client,
      { name: TOOL, arguments: { url: `${TARGET}/declined-prerequisite`, errorPath: true } },
      { elicit: queue, server: everything },
    );
    const failure = call.then(
      () => undefined,
      (error: unknown) => error,
    );
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await failure).toMatchObject({ code: -32042, data: { elicitations: [{ url: `${PREREQUISITE}` }] } });
    // The call has settled, so whatever it was going to do (a retry, another link) is done: the queue
    // holds nothing, with no need to wait.
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });
});

describe('a v1 server that reports completion (notifications/elicitation/complete)', () => {
  const urlServer = { id: 'url-test', label: 'URL test' };
  let serverId: string;
  let origin: string;
  let client: Client;
  let queue: ElicitationQueue;
  /** Opening is simulated (no popup) where the test, not the user, plays the site. */
  const openUrl = () => 'opened' as const;
  /** The site says the user finished: what the page the link points at does when loaded. */
  const finishOnSite = async (elicitationId: string) => {
    const response = await fetch(`${origin}/finish?id=${encodeURIComponent(elicitationId)}`);
    expect(response.ok).toBe(true);
  };
  const currentId = () => {
    const params = queue.getSnapshot().current?.params;
    if (params?.mode !== 'url' || params.elicitationId === undefined) throw new Error('no URL request with an id is shown');
    return params.elicitationId;
  };

  beforeAll(async () => {
    const server = await commands.urlServerStart();
    serverId = server.id;
    origin = server.origin;
    queue = createElicitationQueue();
    client = await connect(`${origin}/mcp`, queue, urlServer);
  }, 30_000);

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
    if (serverId) await commands.urlServerStop(serverId);
  });

  it('the waiting dialog closes when the server reports completion; an unknown id changes nothing', async () => {
    await renderHost(queue, { openUrl });
    const call = client.callTool({ name: 'connect', arguments: {} }, undefined, callToolOptions());
    await expect.element(page.getByRole('dialog', { name: 'Request from URL test' })).toBeVisible();
    const id = currentId();
    await page.getByRole('button', { name: 'Open 127.0.0.1' }).click();
    await expect.element(page.getByText('Waiting for you to finish in the other window.')).toBeVisible();
    expect(queue.getSnapshot().current?.status).toBe('waiting');

    // A completion for an id nobody asked about is ignored.
    // The server sends the notification on the tool call's own stream, before its result: by the time
    // the result is here, the client has handled the notification. No pause needed.
    expect(toolText(await client.callTool({ name: 'notify', arguments: { elicitationId: 'no-such-id' } }))).toBe('notified no-such-id');
    expect(queue.getSnapshot().current?.status).toBe('waiting');
    await expect.element(page.getByText('Waiting for you to finish in the other window.')).toBeVisible();
    expect(queue.getSnapshot().entries).toHaveLength(1);

    await finishOnSite(id);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
    expect(toolText(await call)).toBe(`${id}: accept, completed`);
  });

  it('with a real popup: the page it opens is the site, and loading it completes the request', async () => {
    await renderHost(queue);
    const call = client.callTool({ name: 'connect', arguments: {} }, undefined, callToolOptions());
    await expect.element(page.getByRole('dialog', { name: 'Request from URL test' })).toBeVisible();
    const id = currentId();
    await page.getByRole('button', { name: 'Open 127.0.0.1' }).click();
    await commands.urlInspectPopup(`${origin}/finish`);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(toolText(await call)).toBe(`${id}: accept, completed`);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('completion before the user consented (finished on another device) closes the dialog and sends cancel, not accept', async () => {
    await renderHost(queue, { openUrl });
    const call = client.callTool({ name: 'connect', arguments: {} }, undefined, callToolOptions());
    await expect.element(page.getByRole('dialog', { name: 'Request from URL test' })).toBeVisible();
    const id = currentId();
    await finishOnSite(id);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    // In URL mode `accept` would claim the user consented here; they never did.
    expect(toolText(await call)).toBe(`${id}: cancel`);
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('-32042 with two links: "Step 1 of 2" then "Step 2 of 2" (finished by the server’s notification), then the retry', async () => {
    await renderHost(queue, { openUrl });
    const call = callToolWithUrlElicitation(client, { name: 'needs-two', arguments: {} }, { elicit: queue, server: urlServer });

    await expect.element(page.getByText('Authorise step A on the site, then come back.')).toBeVisible();
    await expect.element(page.getByText('Step 1 of 2')).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Open 127.0.0.1' }).click();
    await page.getByRole('button', { name: DONE }).click();

    await expect.element(page.getByText('Authorise step B on the site, then come back.')).toBeVisible();
    await expect.element(page.getByText('Step 2 of 2')).toBeVisible();
    // The user finishes on the site without coming back: the server's notification ends the step.
    await finishOnSite(currentId());
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    // Step A was only said to be done (its page was never loaded); step B finished on the site.
    expect(toolText(await call)).toBe('ran after: 1 of 2 finished');
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });
});
