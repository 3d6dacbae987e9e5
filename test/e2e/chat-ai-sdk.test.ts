/**
 * The AI SDK chat example (docs/examples/chat/ai-sdk), end to end: its route handlers run here
 * as Next.js would run them (web-standard Request → Response, served over node:http through the
 * package's `toNodeHandler`), its page is built with Vite and driven in Chromium, and the MCP
 * server is the playground's demo server over Streamable HTTP on 127.0.0.1. The model is the
 * example's scripted one (no API key exists here).
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
  // The route reads its MCP server from the environment, as a deployed app would.
  process.env.MCP_URL = demo.url.href;
  const chat = (await import('../../docs/examples/chat/ai-sdk/app/api/chat/route')) as { POST(request: Request): Promise<Response> };
  const stop = (await import('../../docs/examples/chat/ai-sdk/app/api/chat/stop/route')) as { POST(request: Request): Promise<Response> };
  const elicitation = (await import('../../docs/examples/chat/ai-sdk/app/api/elicitation/route')) as {
    GET(request: Request): Promise<Response>;
    POST(request: Request): Promise<Response>;
  };
  const { sessions } = (await import('../../docs/examples/chat/ai-sdk/lib/bridge')) as { sessions: Map<string, string> };
  app = await serveChatExample({
    page: 'chat-ai-sdk',
    sessions,
    routes: {
      '/api/chat': (request) => chat.POST(request),
      '/api/chat/stop': (request) => stop.POST(request),
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

/** The newest tool call of this name in the thread. */
function toolCall(name: string): Locator {
  return page.getByRole('region', { name: `Tool call ${name}` }).last();
}

const thread = () => page.getByRole('list', { name: 'Thread' });

describe('AI SDK chat example: the question inline under its tool call', () => {
  it('says the model is scripted; the destructive approval appears under delete-files, Decline reaches the server', async () => {
    await expect.poll(() => page.getByRole('note').textContent()).toMatch(/a scripted agent picks the tool from your words/);
    await send('delete the log files');
    const call = toolCall('delete-files');
    // In place: the question is inside the tool call's own section, not a modal.
    const question = call.getByRole('group', { name: /Request from Demo server/ });
    await expect.poll(() => question.textContent()).toMatch(/Delete 3 files/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await call.getByText('delete-files may delete or change data, and this may not be undone.').waitFor();
    expect(await call.getByRole('button', { name: 'Confirm' }).getAttribute('data-destructive')).toBe('');
    expect(await axeViolations()).toEqual([]);
    await call.getByRole('button', { name: 'Decline' }).click();
    await call.getByText(/Nothing deleted \(you chose decline\)/).waitFor();
    await thread().getByText(/^The tool answered: .*Nothing deleted/).last().waitFor();
    expect(await call.getByRole('group').count()).toBe(0);
  });

  it('Confirm reaches the server and the tool’s result and the model’s follow-up appear in the thread', async () => {
    await send('delete the log files');
    const call = toolCall('delete-files');
    await call.getByRole('button', { name: 'Confirm' }).click();
    await call.getByText(/Deleted 3 files/).waitFor();
    await thread().getByText(/^The tool answered: .*Deleted 3 files/).last().waitFor();
  });

  it('Cancel on a form reaches the server as cancel', async () => {
    await send('book a table');
    const call = toolCall('book-table');
    const question = call.getByRole('group', { name: /Request from Demo server/ });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await call.getByText(/cancel/i).first().waitFor();
    await expect.poll(() => call.locator('pre').textContent()).toMatch(/cancel/);
  });

  it('a reload mid-question restores it (at the end of the thread, its tool call gone with the page), and it can still be answered', async () => {
    await send('reset the demo');
    await toolCall('reset-demo').getByRole('button', { name: 'Confirm' }).waitFor();
    await page.reload();
    const restored = page.getByRole('group', { name: /Request from Demo server/ });
    await expect.poll(() => restored.textContent()).toMatch(/Reset the demo\?/);
    await restored.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => restored.count()).toBe(0);
  });

  it('Stop withdraws the question in place', async () => {
    // reset-demo always asks (the log files are gone by now, so delete-files would not).
    await send('reset the demo');
    const call = toolCall('reset-demo');
    await call.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await call.getByText(/Demo server withdrew this request/).waitFor();
    expect(await call.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});
