/**
 * The seeds' stack, end to end (docs/examples/chat/mastra-assistant-ui): a real Mastra `Agent`
 * (a scripted model from `ai/test`; no model key exists here) with `@mastra/mcp` tools, streamed
 * through Mastra's AI SDK stream to assistant-ui's `useChatRuntime` in Chromium; the playground's
 * demo server over Streamable HTTP on 127.0.0.1. Every question appears exactly once, under its
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
  const chat = (await import('../../docs/examples/chat/mastra-assistant-ui/app/api/chat/route')) as Handlers;
  const stop = (await import('../../docs/examples/chat/mastra-assistant-ui/app/api/chat/stop/route')) as Handlers;
  const elicitation = (await import('../../docs/examples/chat/mastra-assistant-ui/app/api/elicitation/route')) as Required<Handlers>;
  const { sessions } = (await import('../../docs/examples/chat/mastra-assistant-ui/lib/agent')) as { sessions: Map<string, string> };
  app = await serveChatExample({
    page: 'chat-mastra',
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

/** What `withToolCallQuestion` renders right under a card: the card's next sibling. */
function underCard(card: Locator): Locator {
  return card.locator('xpath=following-sibling::*[1]');
}

/** Passes when the only question on the page is right under the newest card of `name`. */
async function expectOnlyUnder(name: string, message: RegExp): Promise<Locator> {
  const question = underCard(toolCall(name)).getByRole('group', { name: /^Request from Demo server/ });
  await expect.poll(() => question.textContent()).toMatch(message);
  expect(await questions().count()).toBe(1);
  return question;
}

describe('Mastra Agent + assistant-ui: each question once, under its tool call', () => {
  it('a question that arrives with its card (no gate) shows under it, once; Decline reaches the server', async () => {
    await expect.poll(() => page.getByRole('note').textContent()).toMatch(/a scripted model picks the tool from your words/);
    await resetQuestionCount(page);
    await send('delete the log files');
    const question = await expectOnlyUnder('demo_delete-files', /Delete 3 files/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Mastra's tool keeps the server's annotations: a destructive approval says so.
    await underCard(toolCall('demo_delete-files'))
      .getByText('demo_delete-files may delete or change data, and this may not be undone.')
      .waitFor();
    expect(await axeViolations()).toEqual([]);
    await question.getByRole('button', { name: 'Decline' }).click();
    await toolCall('demo_delete-files')
      .getByText(/Nothing deleted \(you chose decline\)/)
      .waitFor();
    await expect.poll(() => toolCall('demo_delete-files').textContent()).toMatch(/\(done\)/);
    expect(await maxQuestionCount(page)).toBe(1);
  });

  it('a question that arrives before its card shows at the end, then moves under the card: never twice', async () => {
    await resetQuestionCount(page);
    cardGate.close();
    await send('reset the demo');
    await cardGate.holding();
    // No card yet: the question waits at the end of the thread.
    await expect.poll(() => questions().textContent()).toMatch(/Reset the demo\?/);
    expect(await page.getByRole('region', { name: 'Tool call demo_reset-demo' }).count()).toBe(0);
    cardGate.open();
    const question = await expectOnlyUnder('demo_reset-demo', /Reset the demo\?/);
    expect(await maxQuestionCount(page)).toBe(1);
    await question.getByRole('button', { name: 'Decline' }).click();
    await toolCall('demo_reset-demo')
      .getByText(/Nothing reset \(you chose decline\)/)
      .waitFor();
  });

  it('a question that arrives after its card shows under it, once', async () => {
    await resetQuestionCount(page);
    questionGate.close();
    await send('reset the demo');
    await toolCall('demo_reset-demo')
      .getByText(/\(running\)/)
      .waitFor();
    await questionGate.holding();
    expect(await questions().count()).toBe(0);
    questionGate.open();
    const question = await expectOnlyUnder('demo_reset-demo', /Reset the demo\?/);
    expect(await maxQuestionCount(page)).toBe(1);
    await question.getByRole('button', { name: 'Decline' }).click();
    await toolCall('demo_reset-demo')
      .getByText(/Nothing reset \(you chose decline\)/)
      .waitFor();
  });

  it('answered by keyboard (Shift+Tab from the composer, Enter), focus goes back to the composer, not to the page', async () => {
    await resetQuestionCount(page);
    await send('reset the demo');
    const question = await expectOnlyUnder('demo_reset-demo', /Reset the demo\?/);
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
    await toolCall('demo_reset-demo')
      .getByText(/Nothing reset \(you chose decline\)/)
      .waitFor();
    await expect.poll(() => composer().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await maxQuestionCount(page)).toBe(1);
  });

  it('Confirm reaches the server; the tool’s result appears in its card', async () => {
    await send('delete the log files');
    await toolCall('demo_delete-files')
      .getByText(/\(running\)/)
      .waitFor();
    // The files are back after the reset: it asks again.
    const question = await expectOnlyUnder('demo_delete-files', /Delete 3 files/);
    await question.getByRole('button', { name: 'Confirm' }).click();
    await toolCall('demo_delete-files')
      .getByText(/Deleted 3 files/)
      .waitFor();
  });

  it('Cancel on a form reaches the server as cancel', async () => {
    await send('book a table');
    const question = await expectOnlyUnder('demo_book-table', /./);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => toolCall('demo_book-table').locator('pre').textContent()).toMatch(/cancel/);
  });

  it('a reload mid-question restores it at the end of the thread, still answerable', async () => {
    await send('reset the demo');
    await expectOnlyUnder('demo_reset-demo', /Reset the demo\?/);
    await page.reload();
    await expect.poll(() => questions().textContent()).toMatch(/Reset the demo\?/);
    await questions().getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => questions().count()).toBe(0);
  });

  it('Stop withdraws the question in place and marks the card stopped, not running', async () => {
    await send('reset the demo');
    const question = await expectOnlyUnder('demo_reset-demo', /Reset the demo\?/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await underCard(toolCall('demo_reset-demo'))
      .getByText(/Demo server withdrew this request/)
      .waitFor();
    expect(await question.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await expect.poll(() => toolCall('demo_reset-demo').textContent()).toMatch(/\(stopped\)/);
    expect(await axeViolations()).toEqual([]);
  });
});
