/**
 * The AI SDK chat example (docs/examples/chat/ai-sdk), end to end: its route handlers run here as
 * Next.js would run them (web-standard Request → Response, served over node:http through the
 * package's `toNodeHandler`), `streamText` with `@ai-sdk/mcp` tools and the example's scripted model
 * (no API key exists here), its `useChat` page built with Vite and driven in Chromium, and the
 * playground's demo server over Streamable HTTP on 127.0.0.1. Every question appears exactly once, under its
 * tool call, whether it reaches the page before, with or after the call's card (the test holds the
 * chat stream or the bridge's stream at a gate); a keyboard answer leaves focus on the composer;
 * Stop marks the card stopped and withdraws its question.
 */
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../support/browser-path';
import { createGate, maxQuestionCount, resetQuestionCount, watchQuestionCount } from '../support/chat-gates';
import { axeViolations as axeOn, serveChatExample, startDemo } from '../support/chat-example';

const require = createRequire(import.meta.url);

type Handlers = { GET?(request: Request): Promise<Response>; POST(request: Request): Promise<Response> };

let demo: { url: URL; close(): Promise<void> };
let app: { url: string; close(): Promise<void> };
let browser: Browser;
let page: Page;
/** Holds the chat stream from the first tool-call chunk: the card comes later. */
const cardGate = createGate();
/** Holds the bridge's stream from a new question: the question comes later. */
const questionGate = createGate();

beforeAll(async () => {
  demo = await startDemo();
  process.env.MCP_URL = demo.url.href;
  const chat = (await import('../../docs/examples/chat/ai-sdk/app/api/chat/route')) as Handlers;
  const stop = (await import('../../docs/examples/chat/ai-sdk/app/api/chat/stop/route')) as Handlers;
  const elicitation = (await import('../../docs/examples/chat/ai-sdk/app/api/elicitation/route')) as Required<Handlers>;
  const { sessions } = (await import('../../docs/examples/chat/ai-sdk/lib/bridge')) as { sessions: Map<string, string> };
  app = await serveChatExample({
    page: 'chat-ai-sdk',
    sessions,
    routes: {
      '/api/chat': async (request) => cardGate.wrap(await chat.POST(request), (text) => text.includes('"type":"tool-input-')),
      '/api/chat/stop': (request) => stop.POST(request),
      '/api/elicitation': async (request) =>
        request.method === 'GET'
          ? questionGate.wrap(await elicitation.GET(request), (text) => text.includes('"type":"added"'))
          : elicitation.POST(request),
    },
  });
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  page = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  await watchQuestionCount(page);
  await page.goto(app.url);
});

afterAll(async () => {
  cardGate.open();
  questionGate.open();
  await browser?.close();
  await app?.close();
  await demo?.close();
});

const axeViolations = () => axeOn(page, require.resolve('axe-core/axe.min.js'));
const composer = () => page.getByRole('textbox', { name: 'Message' });
const questions = () => page.getByRole('group', { name: /^Request from Demo server/ });

async function send(text: string): Promise<void> {
  await composer().fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** The newest card of this tool in the thread. */
function toolCall(name: string): Locator {
  return page.getByRole('region', { name: `Tool call ${name}` }).last();
}

/** The example's card holds its questions (`<ToolCallQuestion>` inside the card's section). */
function underCard(card: Locator): Locator {
  return card;
}

/** Passes when the only question on the page is right under the newest card of `name`. */
async function expectOnlyUnder(name: string, message: RegExp): Promise<Locator> {
  const question = underCard(toolCall(name)).getByRole('group', { name: /^Request from Demo server/ });
  await expect.poll(() => question.textContent()).toMatch(message);
  expect(await questions().count()).toBe(1);
  return question;
}

describe('AI SDK useChat: each question once, under its tool call', () => {
  it('a question that arrives with its card (no gate) shows under it, once; Decline reaches the server', async () => {
    await expect.poll(() => page.getByRole('note').textContent()).toMatch(/a scripted agent picks the tool from your words/);
    await resetQuestionCount(page);
    await send('delete the log files');
    const question = await expectOnlyUnder('delete-files', /Delete 3 files/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Mastra's tool keeps the server's annotations: a destructive approval says so.
    await underCard(toolCall('delete-files')).getByText('delete-files may delete or change data, and this may not be undone.').waitFor();
    expect(await axeViolations()).toEqual([]);
    await question.getByRole('button', { name: 'Decline' }).click();
    await toolCall('delete-files')
      .getByText(/Nothing deleted \(you chose decline\)/)
      .waitFor();
    await expect.poll(() => toolCall('delete-files').textContent()).toMatch(/\(done\)/);
    await page
      .getByRole('list', { name: 'Thread' })
      .getByText(/^The tool answered: .*Nothing deleted/)
      .last()
      .waitFor();
    expect(await maxQuestionCount(page)).toBe(1);
  });

  it('a question that arrives before its card shows at the end, then moves under the card: never twice', async () => {
    await resetQuestionCount(page);
    cardGate.close();
    await send('reset the demo');
    await cardGate.holding();
    // No card yet: the question waits at the end of the thread.
    await expect.poll(() => questions().textContent()).toMatch(/Reset the demo\?/);
    expect(await page.getByRole('region', { name: 'Tool call reset-demo' }).count()).toBe(0);
    cardGate.open();
    const question = await expectOnlyUnder('reset-demo', /Reset the demo\?/);
    expect(await maxQuestionCount(page)).toBe(1);
    await question.getByRole('button', { name: 'Decline' }).click();
    await toolCall('reset-demo')
      .getByText(/Nothing reset \(you chose decline\)/)
      .waitFor();
  });

  it('a question that arrives after its card shows under it, once', async () => {
    await resetQuestionCount(page);
    questionGate.close();
    await send('reset the demo');
    await toolCall('reset-demo')
      .getByText(/\(running\)/)
      .waitFor();
    await questionGate.holding();
    expect(await questions().count()).toBe(0);
    questionGate.open();
    const question = await expectOnlyUnder('reset-demo', /Reset the demo\?/);
    expect(await maxQuestionCount(page)).toBe(1);
    await question.getByRole('button', { name: 'Decline' }).click();
    await toolCall('reset-demo')
      .getByText(/Nothing reset \(you chose decline\)/)
      .waitFor();
  });

  it('answered by keyboard (Shift+Tab from the composer, Enter), focus goes back to the composer, not to the page', async () => {
    await resetQuestionCount(page);
    await send('reset the demo');
    const question = await expectOnlyUnder('reset-demo', /Reset the demo\?/);
    const decline = question.getByRole('button', { name: 'Decline' });
    await composer().focus();
    // Backwards from the composer into the thread, to the question's Decline.
    for (let step = 0; step < 12 && !(await decline.evaluate((button) => button === document.activeElement)); step += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    expect(await decline.evaluate((button) => button === document.activeElement)).toBe(true);
    // A key pressed the moment a request opens never answers it: wait until its answers are armed.
    await page.waitForFunction(() => document.querySelector('[data-arming]') === null);
    await page.keyboard.press('Enter');
    await toolCall('reset-demo')
      .getByText(/Nothing reset \(you chose decline\)/)
      .waitFor();
    await expect.poll(() => composer().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await maxQuestionCount(page)).toBe(1);
  });

  it('Confirm reaches the server; the tool’s result appears in its card', async () => {
    await send('delete the log files');
    await toolCall('delete-files')
      .getByText(/\(running\)/)
      .waitFor();
    // The files are back after the reset: it asks again.
    const question = await expectOnlyUnder('delete-files', /Delete 3 files/);
    await question.getByRole('button', { name: 'Confirm' }).click();
    await toolCall('delete-files')
      .getByText(/Deleted 3 files/)
      .waitFor();
  });

  it('Cancel on a form reaches the server as cancel', async () => {
    await send('book a table');
    const question = await expectOnlyUnder('book-table', /./);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => toolCall('book-table').locator('pre').textContent()).toMatch(/cancel/);
  });

  it('a reload mid-question restores it at the end of the thread, still answerable', async () => {
    await send('reset the demo');
    await expectOnlyUnder('reset-demo', /Reset the demo\?/);
    await page.reload();
    await expect.poll(() => questions().textContent()).toMatch(/Reset the demo\?/);
    await questions().getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => questions().count()).toBe(0);
  });

  it('Stop withdraws the question in place and marks the card stopped, not running', async () => {
    await send('reset the demo');
    const question = await expectOnlyUnder('reset-demo', /Reset the demo\?/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await underCard(toolCall('reset-demo'))
      .getByText(/Demo server withdrew this request/)
      .waitFor();
    expect(await question.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await expect.poll(() => toolCall('reset-demo').textContent()).toMatch(/\(stopped\)/);
    expect(await axeViolations()).toEqual([]);
  });
});
