/**
 * End to end in Chromium, with real MCP peers and no mocks: server-everything's
 * `trigger-elicitation-request` (every field kind) answered through `<ElicitationHost />`.
 *
 * - v1 SDK `Client` in the page, over Streamable HTTP to server-everything on 127.0.0.1.
 * - v1 SDK `Client` over stdio, which only Node can spawn: it runs in the Vitest server with our
 *   `attachElicitation`, whose `elicit` forwards each request to this page through browser
 *   commands (test/support/elicitation-commands.ts); the page queues it and sends the answer back.
 * - a v1 server that withdraws its request (test/support/v1-withdraw-server.mjs), over the same bridge.
 * - mcp-use's `useMcp({ url, onElicitation })` in the page, over Streamable HTTP.
 */
import '../../src/theme/styles.css';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { useMcp, type UseMcpResult } from 'mcp-use/react';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { useAttachElicitation } from '../../src/adapters/mcp-use';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities, type ElicitationQueue } from 'mcp-elicitation-core';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { useElicitation } from '../../src/elicitation/use-elicitation';
import { dialog, expectNoAxeViolations } from './helpers';

// mcp-use reports usage to its own servers unless told not to; this network is closed anyway.
(window as { __MCP_USE_ANONYMIZED_TELEMETRY__?: boolean }).__MCP_USE_ANONYMIZED_TELEMETRY__ = false;
localStorage.setItem('MCP_USE_ANONYMIZED_TELEMETRY', 'false');

const TOOL = 'trigger-elicitation-request';

function toolText(result: unknown): string {
  return (((result as { content?: unknown }).content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

/** The raw ElicitResult server-everything echoes back, parsed, so types can be checked. */
function rawResult(text: string): { action: string; content?: Record<string, unknown> } {
  const raw = /Raw result: ([\s\S]*)$/.exec(text);
  if (!raw) throw new Error(`no raw result in: ${text}`);
  return JSON.parse(raw[1]!) as { action: string; content?: Record<string, unknown> };
}

function renderHost(queue: ElicitationQueue) {
  return render(
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>,
  );
}

/** Fills server-everything's form: the required name, the boolean, and a changed integer. */
async function acceptEditedForm(server: string) {
  await expect.element(page.getByRole('dialog', { name: `Request from ${server}` })).toBeVisible();
  await expect.element(page.getByText('Please provide inputs for the following fields:')).toBeVisible();
  await expect.element(page.getByText('Request 1 of 1')).not.toBeInTheDocument();
  await expect.element(page.getByRole('textbox', { name: 'String', exact: true })).toHaveFocus();
  await userEvent.keyboard('Ada Lovelace');
  await page.getByRole('checkbox', { name: 'Boolean' }).click();
  const integer = page.getByRole('textbox', { name: 'Integer' });
  await expect.element(integer).toHaveValue('42'); // the server's default, pre-filled
  await integer.fill('7');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
}

function expectEditedReply(text: string) {
  expect(text).toContain('User provided the requested information');
  expect(text).toContain('- Name: Ada Lovelace');
  expect(text).toContain('- Agreed to terms: true');
  expect(text).toContain('- Favorite Integer: 7');
  expect(text).toContain('- Favorite Number: 3.14');
  const raw = rawResult(text);
  expect(raw.action).toBe('accept');
  // Typed as the schema says: numbers as numbers, booleans as booleans, multi-selects as arrays.
  expect(raw.content).toMatchObject({
    name: 'Ada Lovelace',
    check: true,
    integer: 7,
    number: 3.14,
    firstLine: 'It was a dark and stormy night.',
    untitledMultipleSelectEnum: ['Guitar'],
    legacyTitledEnum: 'pet-1',
  });
  expect(typeof raw.content!.integer).toBe('number');
}

afterEach(() => {
  cleanup();
});

describe('v1 SDK Client in the page, Streamable HTTP to server-everything', () => {
  let serverId: string;
  let url: URL;
  let client: Client;
  let queue: ElicitationQueue;

  beforeAll(async () => {
    const server = await commands.everythingHttpStart();
    serverId = server.id;
    url = new URL(server.url);
    queue = createElicitationQueue();
    client = new Client({ name: 'host-e2e', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: queue, server: { id: 'everything', label: 'Everything' } });
    // Cross-origin from the test page: server-everything allows any origin.
    await client.connect(new StreamableHTTPClientTransport(url));
  }, 30_000);

  afterAll(async () => {
    queue?.dispose();
    await client?.close();
    if (serverId) await commands.everythingHttpStop(serverId);
  });

  it('runs on 127.0.0.1 and offers the tool because the capability was declared', async () => {
    expect(url.hostname).toBe('127.0.0.1');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain(TOOL);
  });

  it('accept with edited values: the tool reports them, correctly typed', async () => {
    await renderHost(queue);
    const call = client.callTool({ name: TOOL, arguments: {} }, undefined, callToolOptions());
    await expect.element(page.getByText('Identifies itself as', { exact: false })).toBeVisible();
    await expectNoAxeViolations();
    await acceptEditedForm('Everything');
    expectEditedReply(toolText(await call));
  });

  it('decline', async () => {
    await renderHost(queue);
    const call = client.callTool({ name: TOOL, arguments: {} }, undefined, callToolOptions());
    await page.getByRole('button', { name: 'Decline' }).click();
    const text = toolText(await call);
    expect(text).toContain('User declined');
    expect(rawResult(text)).toEqual({ action: 'decline' });
  });

  it('cancel (Escape)', async () => {
    await renderHost(queue);
    const call = client.callTool({ name: TOOL, arguments: {} }, undefined, callToolOptions());
    await expect.element(page.getByRole('dialog', { name: 'Request from Everything' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const text = toolText(await call);
    expect(text).toContain('User cancelled');
    expect(rawResult(text)).toEqual({ action: 'cancel' });
  });
});

/**
 * Feeds requests the Node-side client forwards into the page's queue, and sends the answers back.
 * It plays the part `attachElicitation` plays in the page: a withdrawal aborts the entry's signal.
 */
function bridgeInto(connection: string, queue: ElicitationQueue): () => Promise<void> {
  let running = true;
  const loop = (async () => {
    while (running) {
      const next = await commands.bridgeNextElicitation(connection, 300);
      if (next === null) continue;
      const controller = new AbortController();
      void commands.bridgeWaitForWithdrawal(next.id).then((withdrawn) => {
        if (withdrawn) controller.abort();
      });
      void queue
        .request(next.params, { server: next.server, signal: controller.signal })
        .then((result) => commands.bridgeAnswer(next.id, result));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

describe('v1 SDK Client over stdio (in Node), answered in the page', () => {
  let connection: string;
  let queue: ElicitationQueue;
  let stopBridge: () => Promise<void>;

  beforeAll(async () => {
    connection = await commands.bridgeConnect('everything');
    queue = createElicitationQueue();
    stopBridge = bridgeInto(connection, queue);
  }, 30_000);

  afterAll(async () => {
    await stopBridge?.();
    queue?.dispose();
    if (connection) await commands.bridgeClose(connection);
  });

  it('accept with edited values', async () => {
    await renderHost(queue);
    const call = await commands.bridgeCallTool(connection, TOOL);
    // The identity the Node-side adapter attached, self-report included.
    await expect.element(page.getByRole('dialog', { name: 'Request from Everything (stdio)' })).toBeVisible();
    expect(queue.getSnapshot().current?.server).toMatchObject({ id: 'everything-stdio', reported: { name: expect.any(String) } });
    await acceptEditedForm('Everything (stdio)');
    expectEditedReply(await commands.bridgeToolResult(call));
  });

  it('decline', async () => {
    await renderHost(queue);
    const call = await commands.bridgeCallTool(connection, TOOL);
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(rawResult(await commands.bridgeToolResult(call))).toEqual({ action: 'decline' });
  });
  it('cancel (Escape)', async () => {
    await renderHost(queue);
    const call = await commands.bridgeCallTool(connection, TOOL);
    await expect.element(page.getByRole('dialog', { name: 'Request from Everything (stdio)' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(rawResult(await commands.bridgeToolResult(call))).toEqual({ action: 'cancel' });
  });
});

describe('a v1 server withdraws its request (stdio, in Node), seen in the page', () => {
  let connection: string;
  let queue: ElicitationQueue;
  let stopBridge: () => Promise<void>;

  beforeAll(async () => {
    connection = await commands.bridgeConnect('withdraw');
    queue = createElicitationQueue();
    stopBridge = bridgeInto(connection, queue);
  }, 30_000);

  afterAll(async () => {
    await stopBridge?.();
    queue?.dispose();
    if (connection) await commands.bridgeClose(connection);
  });

  it('shows the notice over the kept draft, and the queue ends empty after Dismiss', async () => {
    await renderHost(queue);
    // The first server→client request of the connection: id 0, which SDK 1.32.2 cannot cancel alone.
    const ask = await commands.bridgeCallTool(connection, 'ask', { message: 'What should we call you?' });
    await expect.element(page.getByText('What should we call you?')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'name' })).toHaveFocus();
    await userEvent.keyboard('Grace');

    const withdraw = await commands.bridgeCallTool(connection, 'withdraw');
    expect(await commands.bridgeToolResult(withdraw)).toBe('withdrew 1');
    await expect.element(page.getByRole('alert').filter({ hasText: 'withdrew' })).toHaveTextContent('Withdraw test withdrew this request.');
    await expect.element(page.getByRole('textbox', { name: 'name' })).toHaveValue('Grace');
    await expect.element(page.getByRole('textbox', { name: 'name' })).toBeDisabled();
    expect(await commands.bridgeToolResult(ask)).toMatch(/^withdrawn:/);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });
});

describe('mcp-use useMcp({ url, onElicitation }) in the page', () => {
  let serverId: string;
  let url: string;

  beforeAll(async () => {
    const server = await commands.everythingHttpStart();
    serverId = server.id;
    url = server.url;
  }, 30_000);

  // mcp-use 1.34 rejects a promise nobody holds ("Connection closed") when useMcp unmounts and
  // closes its session; that is mcp-use's own, so only that rejection is ignored in this block.
  const ignoreMcpUseClose = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof Error && /Connection closed/.test(event.reason.message)) event.preventDefault();
  };
  beforeAll(() => window.addEventListener('unhandledrejection', ignoreMcpUseClose));

  // The listener stays for the rest of this file (its own page): the rejection comes whenever mcp-use
  // gets round to closing, and removing the listener after a guessed pause could miss it.
  afterAll(async () => {
    if (serverId) await commands.everythingHttpStop(serverId);
  });

  it('connects, calls the tool, and the elicitation is answered through the dialog', async () => {
    let mcp: UseMcpResult | undefined;
    let onElicitationIdentity: unknown;
    function Connection() {
      const { queue } = useElicitation();
      const elicitation = useAttachElicitation({
        elicit: queue,
        server: { id: 'everything-mcp-use', label: 'Everything via mcp-use' },
        getServerInfo: () => mcp?.serverInfo,
      });
      const { onElicitation } = elicitation;
      const result = useMcp({ url, ...elicitation, transportType: 'http', logLevel: 'silent', autoReconnect: false });
      useEffect(() => {
        mcp = result;
        onElicitationIdentity ??= onElicitation;
        // The same callback on every render: useMcp would reconnect for a new one.
        expect(onElicitation).toBe(onElicitationIdentity);
      });
      return <p>{result.state}</p>;
    }
    await render(
      <ElicitationProvider>
        <Connection />
        <ElicitationHost />
      </ElicitationProvider>,
    );
    await expect.element(page.getByText('ready', { exact: true }), { timeout: 20_000 }).toBeVisible();
    // Listed because mcp-use declared the capability for our onElicitation.
    await expect.poll(() => mcp!.tools.map((tool) => tool.name), { timeout: 10_000 }).toContain(TOOL);
    // The server's self-description arrives with the connection; the dialog shows it once known.
    await expect.poll(() => mcp?.serverInfo, { timeout: 10_000 }).toBeTruthy();

    const call = mcp!.callTool(TOOL, {}, { timeout: 10 * 60_000, resetTimeoutOnProgress: true });
    await expect.element(page.getByRole('dialog', { name: 'Request from Everything via mcp-use' })).toBeVisible();
    expect(dialog().textContent).toContain('Identifies itself as');
    await acceptEditedForm('Everything via mcp-use');
    expectEditedReply(toolText(await call));
  });
});
