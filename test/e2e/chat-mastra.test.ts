/**
 * The seed's stack, end to end (docs/examples/chat/mastra-assistant-ui): Mastra's MCPClient in the
 * backend (a scripted agent: no model key exists here), an assistant-ui thread in Chromium, the
 * playground's demo server over Streamable HTTP on 127.0.0.1, and the question shown inline under
 * the tool call that asked it.
 */
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../support/browser-path';
import { axeViolations as axeOn, serveChatExample, startDemo } from '../support/chat-example';

const require = createRequire(import.meta.url);

let demo: { url: URL; close(): Promise<void> };
let app: { url: string; close(): Promise<void> };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  demo = await startDemo();
  process.env.MCP_URL = demo.url.href;
  const agent = (await import('../../docs/examples/chat/mastra-assistant-ui/app/api/agent/route')) as { POST(request: Request): Promise<Response> };
  const elicitation = (await import('../../docs/examples/chat/mastra-assistant-ui/app/api/elicitation/route')) as {
    GET(request: Request): Promise<Response>;
    POST(request: Request): Promise<Response>;
  };
  const { sessions } = (await import('../../docs/examples/chat/mastra-assistant-ui/lib/agent')) as { sessions: Map<string, string> };
  app = await serveChatExample({
    page: 'chat-mastra',
    sessions,
    routes: {
      '/api/agent': (request) => agent.POST(request),
      '/api/elicitation': (request) => (request.method === 'GET' ? elicitation.GET(request) : elicitation.POST(request)),
    },
  });
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  page = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(app.url);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await demo?.close();
});

const axeViolations = () => axeOn(page, require.resolve('axe-core/axe.min.js'));

async function send(text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

function toolCall(name: string): Locator {
  return page.getByRole('region', { name: `Tool call ${name}` }).last();
}

describe('Mastra + assistant-ui: the question inline under its tool call', () => {
  it('the approval appears under delete-files in the thread; Decline reaches the server and the result shows', async () => {
    await expect.poll(() => page.getByRole('note').textContent()).toMatch(/Scripted agent: no language model is configured/);
    await send('delete the log files');
    const call = toolCall('delete-files');
    const question = call.getByRole('group', { name: /Request from Demo server/ });
    await expect.poll(() => question.textContent()).toMatch(/Delete 3 files/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await axeViolations()).toEqual([]);
    await call.getByRole('button', { name: 'Decline' }).click();
    await call.getByText(/Nothing deleted \(you chose decline\)/).first().waitFor();
  });

  it('Confirm reaches the server; the tool’s result appears under its call', async () => {
    await send('delete the log files');
    const call = toolCall('delete-files');
    await call.getByRole('button', { name: 'Confirm' }).click();
    await call.getByText(/Deleted 3 files/).first().waitFor();
  });

  it('Cancel on a form reaches the server as cancel', async () => {
    await send('book a table');
    const call = toolCall('book-table');
    await call.getByRole('group', { name: /Request from Demo server/ }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => call.locator('pre').first().textContent()).toMatch(/cancel/);
  });

  it('a reload mid-question restores it at the end of the thread, still answerable', async () => {
    await send('reset the demo');
    await toolCall('reset-demo').getByRole('button', { name: 'Confirm' }).waitFor();
    await page.reload();
    const restored = page.getByRole('group', { name: /Request from Demo server/ });
    await expect.poll(() => restored.textContent()).toMatch(/Reset the demo\?/);
    await restored.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => restored.count()).toBe(0);
  });

  it('Stop withdraws the question in place', async () => {
    await send('reset the demo');
    const call = toolCall('reset-demo');
    await call.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await call.getByText(/Demo server withdrew this request/).waitFor();
    expect(await call.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
  });
});
