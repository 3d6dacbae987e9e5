/**
 * The AI SDK chat example (docs/examples/chat/ai-sdk), end to end: its route handlers run here
 * as Next.js would run them (web-standard Request → Response, served over node:http through the
 * package's `toNodeHandler`), its page is built with Vite and driven in Chromium, and the MCP
 * server is the playground's demo server over Streamable HTTP on 127.0.0.1. The model is the
 * example's scripted one (no API key exists here).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import type { AxeResults, RunOptions } from 'axe-core';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNodeHandler } from '../../src/server/node-handler';
import { chromiumArgs, findChromium } from '../support/browser-path';
import { repoRoot } from '../support/processes';

const require = createRequire(import.meta.url);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

let demo: { url: URL; close(): Promise<void> };
let app: Server;
let appUrl: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const { startDemoServer } = (await import(join(repoRoot, 'playground/server/index.mjs'))) as {
    startDemoServer(options: { port: number }): Promise<{ url: URL; close(): Promise<void> }>;
  };
  demo = await startDemoServer({ port: 0 });
  // The route reads its MCP server from the environment, as a deployed app would.
  process.env.MCP_URL = demo.url.href;
  const chat = (await import('../../docs/examples/chat/ai-sdk/app/api/chat/route')) as { POST(request: Request): Promise<Response> };
  const elicitation = (await import('../../docs/examples/chat/ai-sdk/app/api/elicitation/route')) as {
    GET(request: Request): Promise<Response>;
    POST(request: Request): Promise<Response>;
  };
  const stop = (await import('../../docs/examples/chat/ai-sdk/app/api/chat/stop/route')) as { POST(request: Request): Promise<Response> };
  const { sessions } = (await import('../../docs/examples/chat/ai-sdk/lib/bridge')) as { sessions: Map<string, string> };

  const outDir = join(tmpdir(), `chat-ai-sdk-${randomUUID()}`);
  await build({
    root: join(repoRoot, 'test/e2e/pages/chat-ai-sdk'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^mcp-elicitation-react\/styles\.css$/, replacement: resolve(repoRoot, 'src/theme/styles.css') },
        { find: /^mcp-elicitation-react$/, replacement: resolve(repoRoot, 'src/index.ts') },
      ],
    },
    build: { outDir, emptyOutDir: true },
  });

  const chatHandler = toNodeHandler((request) => chat.POST(request));
  const stopHandler = toNodeHandler((request) => stop.POST(request));
  const bridgeHandler = toNodeHandler((request) => (request.method === 'GET' ? elicitation.GET(request) : elicitation.POST(request)));
  app = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/api/chat') return void chatHandler(req, res);
    if (path === '/api/chat/stop') return void stopHandler(req, res);
    if (path === '/api/elicitation') return void bridgeHandler(req, res);
    const file = normalize(join(outDir, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(outDir + sep)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(file);
      const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      // Signing in: each page load without a session gets one (the user "alice").
      if (path === '/' && !/session=/.test(req.headers.cookie ?? '')) {
        const token = randomUUID();
        sessions.set(token, 'alice');
        headers['set-cookie'] = `session=${token}; Path=/; HttpOnly; SameSite=Strict`;
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/`;

  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  page = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(appUrl);
});

afterAll(async () => {
  await browser?.close();
  app?.closeAllConnections();
  await new Promise((done) => app?.close(done));
  await demo?.close();
});

async function axeViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    const report = await axe.run(document, { resultTypes: ['violations'] });
    return report.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

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
    await expect.poll(() => page.getByRole('note').textContent()).toMatch(/Scripted agent: no language model is configured/);
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
