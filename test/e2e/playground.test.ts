/**
 * The `npm start` playground end to end: `node playground/start.mjs` (demo MCP server + Vite app)
 * on OS-chosen ports, driven in Chromium through playwright-core. Everything between the click and
 * the tool's reply is real: the official v2 client in the page, Streamable HTTP, the v2 server
 * SDK, the library's queue, adapter and dialog. Checks go through what the user sees (the dialog,
 * the transcript) and what the server reports (its list tools).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../support/browser-path';
import { axeViolations as axeOn } from '../support/chat-example';
import { repoRoot, startServerEverythingHttp, type HttpServerProcess } from '../support/processes';

const require = createRequire(import.meta.url);

interface Playground {
  child: ChildProcess;
  appUrl: string;
  mcpUrl: string;
  output: () => string;
}

/** Runs the real `npm start` entry on free ports and reads the addresses it prints. */
function startPlayground(timeoutMs = 60_000): Promise<Playground> {
  const child = spawn(process.execPath, [join(repoRoot, 'playground/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', MCP_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    // A deadline, not synchronisation: readiness is the addresses printed on stdout.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`playground did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`playground exited with ${code} before starting:\n${output}`));
    };
    child.once('exit', onExit);
    const check = () => {
      const app = /Playground:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      const mcp = /Demo MCP server:\s+(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(output);
      if (!app || !mcp) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout!.off('data', check);
      resolve({ child, appUrl: app[1]!, mcpUrl: mcp[1]!, output: () => output });
    };
    child.stdout!.on('data', check);
  });
}

/** SIGINT, as Ctrl-C sends; resolves with the exit code, or `'hung'` if it does not exit in time. */
function interrupt(child: ChildProcess, graceMs = 10_000): Promise<number | null | 'hung'> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    // A deadline that reports 'hung' (and the test fails on it); a clean stop is the 'exit' event.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('hung');
    }, graceMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGINT');
  });
}

let playground: Playground;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  playground = await startPlayground();
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(playground.appUrl);
});

afterAll(async () => {
  await browser?.close();
  if (playground) await interrupt(playground.child);
});

// While a dialog is open the rest of the page is aria-hidden, so transcript queries include hidden nodes.
const transcript = () => page.getByRole('region', { name: 'Transcript', includeHidden: true });
const dialog = () => page.getByRole('dialog');

/** Calls a tool by its button and returns the call's number in the transcript. */
async function callTool(name: string): Promise<number> {
  const heading = { name: new RegExp(`^#\\d+ Called ${name}$`), includeHidden: true };
  const headings = transcript().getByRole('heading', heading);
  const before = await headings.count();
  await page.getByRole('button', { name: `Call ${name}`, exact: true }).click();
  await expect.poll(() => headings.count()).toBe(before + 1);
  const text = (await headings.nth(before).textContent()) ?? '';
  return Number(/#(\d+)/.exec(text)![1]);
}

/** The text of call #n's result, once it arrived. */
async function resultOf(call: number): Promise<string> {
  const item = transcript()
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^#${call} Result of`), includeHidden: true }) });
  await item.waitFor();
  return (await item.locator('pre').first().textContent()) ?? '';
}

async function expectDialogMessage(text: string | RegExp): Promise<Locator> {
  const open = dialog();
  await expect.poll(async () => (await open.count()) === 1 && (await open.textContent())?.match(text) !== null).toBe(true);
  return open;
}

async function dialogClosed(): Promise<void> {
  await dialog().waitFor({ state: 'detached' });
}

const axeViolations = () => axeOn(page, require.resolve('axe-core/axe.min.js'));

async function listFiles(): Promise<string> {
  return resultOf(await callTool('list-files'));
}

describe('npm start: the playground against its demo server', () => {
  it('connects with the v2 client over 2026-07-28 and lists the demo tools', async () => {
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toMatch(/Connected to Playground demo server 1\.0\.0 at 127\.0\.0\.1:\d+\/mcp, protocol 2026-07-28, 14 tools\./);
    await expect(page.getByRole('textbox', { name: 'MCP server URL' }).inputValue()).resolves.toBe(playground.mcpUrl);
    for (const tool of ['book-table', 'delete-files', 'list-files', 'connect-account', 'plan-trip', 'schedule-meeting']) {
      await page.getByRole('button', { name: `Call ${tool}`, exact: true }).waitFor();
    }
  });

  it('books a table, choosing a free time when the slot is taken; axe finds nothing with the dialog open', async () => {
    const call = await callTool('book-table');
    const form = await expectDialogMessage('Book a table at Trattoria Demo.');
    // Defaults are pre-filled: tomorrow at 19:00, which is always taken.
    await expect(form.getByRole('combobox', { name: /^Time/ }).inputValue()).resolves.toBe('19:00');
    const date = await form.getByLabel(/^Date/).inputValue();
    await form.getByRole('textbox', { name: /^Party size/ }).fill('4');
    await form.getByRole('textbox', { name: /^Name for the booking/ }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: /^Special requests/ }).fill('A table by the window');

    expect(await axeViolations()).toEqual([]);

    await form.getByRole('button', { name: 'Accept' }).click();
    const retry = await expectDialogMessage(`19:00 on ${date} is taken.`);
    // The only question is one required choice: each free time is a button that answers at once.
    const times = retry.getByRole('group', { name: /^Free times/ });
    await expect(times.getByRole('button').allTextContents()).resolves.not.toContain(`19:00 on ${date}`);
    await times.getByRole('button', { name: `20:30 on ${date}` }).click();
    await dialogClosed();

    expect(await resultOf(call)).toBe(
      `Booked BK-0001: Trattoria Demo, ${date} at 20:30, 4 guests, name Ada Lovelace. Noted: "A table by the window".`,
    );
    // The transcript shows both answers exactly as they were sent back.
    const sent = await transcript().getByRole('figure', { name: 'Answer sent back', includeHidden: true }).locator('pre').allTextContents();
    expect(sent.map((json) => JSON.parse(json))).toEqual([
      {
        action: 'accept',
        content: { date, time: '19:00', partySize: 4, name: 'Ada Lovelace', requests: 'A table by the window' },
      },
      { action: 'accept', content: { time: '20:30' } },
    ]);
    expect(await resultOf(await callTool('list-bookings'))).toBe(`BK-0001: ${date} 20:30, 4 × Ada Lovelace`);
  });

  it('asks in the server’s seat map (an MCP App in the sandbox), and falls back to the form when the app fails', async () => {
    const booked = await callTool('pick-seat');
    await expectDialogMessage('Pick your seat for flight LH 454');
    // The app runs in the shipped proxy on the playground's second origin; the seat is picked in it.
    const seatMap = page.frameLocator('iframe[title^="App from"]').frameLocator('iframe');
    await seatMap.getByRole('button', { name: '12C' }).click();
    await seatMap.getByRole('button', { name: 'Book this seat' }).click();
    await dialogClosed();
    expect(await resultOf(booked)).toBe('Seat 12C booked on LH 454.');

    const fallback = await callTool('pick-seat-broken-app');
    const form = await expectDialogMessage('Pick your seat for flight LH 454');
    await form.getByText(/could not be shown\. Answer here instead\./).waitFor();
    expect(await axeViolations()).toEqual([]);
    await form.getByRole('combobox', { name: /^Seat/ }).selectOption('14D');
    await form.getByRole('button', { name: 'Accept' }).click();
    await dialogClosed();
    expect(await resultOf(fallback)).toBe('Seat 14D booked on LH 454.');
  });

  it('deletes nothing when the approval is declined, and exactly the previewed files when confirmed (a destructive gate)', async () => {
    const declined = await callTool('delete-files');
    const preview = await expectDialogMessage('Delete 3 files');
    for (const file of ['logs/app.log', 'logs/error.log', 'tmp/build.log']) expect(await preview.textContent()).toContain(file);
    expect(await preview.textContent()).not.toContain('README.md');
    // One gesture: Confirm or Decline, no box to tick. The tool's annotations (tools/list) mark it
    // destructive, so the dialog says so, styles Confirm as destructive and focuses Decline.
    expect(await preview.getByRole('checkbox').count()).toBe(0);
    const confirm = preview.getByRole('button', { name: 'Confirm' });
    expect(await confirm.getAttribute('data-destructive')).toBe('');
    await preview.getByText('delete-files may delete or change data, and this may not be undone.').waitFor();
    await expect
      .poll(() => preview.getByRole('button', { name: 'Decline' }).evaluate((node) => node === document.activeElement))
      .toBe(true);
    expect(await axeViolations()).toEqual([]);
    // Enter on the focused Decline: the safe answer is the default one. (Once the one-press answers
    // are armed: a key pressed the moment the request opens never answers it.)
    await page.waitForFunction(() => document.querySelector('[data-arming]') === null);
    await page.keyboard.press('Enter');
    await dialogClosed();
    expect(await resultOf(declined)).toBe('Nothing deleted (you chose decline).');
    expect(await listFiles()).toContain('logs/app.log');

    const accepted = await callTool('delete-files');
    await (await expectDialogMessage('Delete 3 files')).getByRole('button', { name: 'Confirm' }).click();
    await dialogClosed();
    expect(await resultOf(accepted)).toBe('Deleted 3 files:\nlogs/app.log\nlogs/error.log\ntmp/build.log');
    expect(await listFiles()).toBe('README.md (2.3 KB)\nsrc/app.ts (8.7 KB)\nsrc/server.ts (5.0 KB)');
  });

  it('resets the demo only after a confirmed approval', async () => {
    const declined = await callTool('reset-demo');
    const gate = await expectDialogMessage(/Reset the demo\?/);
    expect(await gate.getByRole('button', { name: 'Confirm' }).getAttribute('data-destructive')).toBe('');
    await gate.getByRole('button', { name: 'Decline' }).click();
    await dialogClosed();
    expect(await resultOf(declined)).toBe('Nothing reset (you chose decline).');
    expect(await listFiles()).not.toContain('logs/app.log');

    const confirmed = await callTool('reset-demo');
    await (await expectDialogMessage(/Reset the demo\?/)).getByRole('button', { name: 'Confirm' }).click();
    await dialogClosed();
    expect(await resultOf(confirmed)).toMatch(/^Demo reset\. Files:\n/);
    expect(await listFiles()).toContain('logs/app.log');
  });

  it('completes a tool that asks a follow-up built on the first answer (two rounds, requestState)', async () => {
    const call = await callTool('plan-trip');
    const first = await expectDialogMessage('What kind of trip would you like?');
    await first.getByRole('group', { name: /^Trip/ }).getByRole('button', { name: 'Mountains' }).click();
    const second = await expectDialogMessage('The mountains. Which range');
    await second
      .getByRole('group', { name: /^Range/ })
      .getByRole('radio', { name: 'Dolomites' })
      .check();
    await second
      .getByRole('group', { name: /^Hike difficulty/ })
      .getByRole('radio', { name: 'Long climbs' })
      .check();
    await second.getByRole('button', { name: 'Accept' }).click();
    await dialogClosed();
    expect(await resultOf(call)).toBe('Trip planned: mountains, range Dolomites, difficulty hard.');
  });

  it('answers two questions asked in the same round, one dialog after the other', async () => {
    const call = await callTool('schedule-meeting');
    const answer = async (open: Locator, who: boolean) => {
      if (who) await open.getByRole('checkbox', { name: 'Grace' }).check();
      else await open.getByLabel(/^Start/).fill('2026-12-01T10:00');
      await open.getByRole('button', { name: 'Accept' }).click();
    };
    // The client fulfils both keys at once; the queue shows them one at a time, in arrival order.
    const first = await expectDialogMessage(/When should the meeting be\?|Who should be invited\?/);
    const whoFirst = (await first.textContent())!.includes('Who should be invited?');
    await answer(first, whoFirst);
    await answer(await expectDialogMessage(whoFirst ? 'When should the meeting be?' : 'Who should be invited?'), !whoFirst);
    await dialogClosed();
    expect(await resultOf(call)).toMatch(/^Scheduled 30 minutes at 2026-12-01T\d\d:00:00(\.000)?(Z|[+-]\d\d:\d\d) with Grace\.$/);
  });
});

/** Connects the page to the demo server again, speaking the chosen protocol. */
async function reconnect(protocol: 'auto' | 'legacy', expected: RegExp): Promise<void> {
  await page.getByRole('textbox', { name: 'MCP server URL' }).fill(playground.mcpUrl);
  await page.getByRole('combobox', { name: 'Protocol' }).selectOption(protocol);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('status').filter({ hasText: expected }).waitFor({ timeout: 30_000 });
}

describe("the demo server over 2025-11-25: -32042, a withdrawn question, the host's deadline", () => {
  beforeAll(async () => {
    await reconnect('legacy', /Connected to Playground demo server 1\.0\.0 at 127\.0\.0\.1:\d+\/mcp, protocol 2025-11-25, 14 tools\./);
  });

  it('a call refused with URLElicitationRequired shows the sign-in link; finishing on the site runs the call again', async () => {
    const call = await callTool('sync-calendar');
    const consent = await expectDialogMessage('Sign in to Acme Calendar so the demo server can read your free/busy times.');
    const popup = page.context().waitForEvent('page');
    await consent.getByRole('button', { name: /^Open / }).click();
    const site = await popup;
    await site.getByRole('button', { name: 'Allow' }).click();
    await site.getByRole('heading', { name: 'Access allowed' }).waitFor();
    // The site's completion reaches the session as notifications/elicitation/complete: the step is
    // done without "I'm done — retry", and callToolWithUrlElicitation calls the tool once more.
    await dialogClosed();
    expect(await resultOf(call)).toBe('Synced Acme Calendar for ada@acme.example: busy tomorrow 09:00–10:30 and 14:00–15:00.');
    await site.close();
  });

  it('a question the server withdraws says so, keeps the draft and sends nothing', async () => {
    await page.getByRole('textbox', { name: 'Arguments for ask-then-withdraw (JSON)' }).fill('{ "afterSeconds": 2 }');
    const call = await callTool('ask-then-withdraw');
    const open = await expectDialogMessage('Which name should the weekly report use?');
    await open.getByRole('textbox', { name: /^Report name/ }).fill('Week 48');
    await open.getByText(/withdrew this request/).waitFor({ timeout: 20_000 });
    expect(await open.getByRole('textbox', { name: /^Report name/ }).inputValue()).toBe('Week 48');
    expect(await open.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    expect(await resultOf(call)).toBe('Withdrew the question after 2 seconds without an answer.');
    expect(await axeViolations()).toEqual([]);
    await open.getByRole('button', { name: 'Dismiss' }).click();
    await dialogClosed();
  });

  it("the host's deadline: a countdown in the header, then the question is cancelled", async () => {
    await page.getByRole('combobox', { name: 'Time to answer each question' }).selectOption('15');
    try {
      const call = await callTool('plan-trip');
      const open = await expectDialogMessage('What kind of trip would you like?');
      // The header's status line carries the countdown and is part of the dialog's description.
      const timer = open.getByRole('timer');
      await expect.poll(() => timer.textContent()).toMatch(/0:1[0-5]/);
      const describedBy = (await open.getAttribute('aria-describedby')) ?? '';
      const description = await page.evaluate(
        (ids) =>
          ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        describedBy,
      );
      expect(description).toMatch(/Expires in 0:1\d/);
      await open.getByText('This request timed out and can no longer be answered.').waitFor({ timeout: 25_000 });
      expect(await resultOf(call)).toMatch(/^No trip planned \(you chose cancel/);
      await open.getByRole('button', { name: 'Dismiss' }).click();
      await dialogClosed();
    } finally {
      await page.getByRole('combobox', { name: 'Time to answer each question' }).selectOption('');
    }
  });

  afterAll(async () => {
    await reconnect('auto', /protocol 2026-07-28, 14 tools\./);
  });
});

describe('the playground on a phone (390 × 844)', () => {
  let phone: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    phone = await context.newPage();
    phone.setDefaultTimeout(15_000);
    await phone.goto(playground.appUrl);
    await phone
      .getByRole('status')
      .filter({ hasText: /^Connected to/ })
      .waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await phone?.context().close();
  });

  const overflow = () =>
    phone.evaluate(() => {
      const root = document.scrollingElement!;
      const wide = [...document.querySelectorAll('body *')]
        .filter((node) => node.getBoundingClientRect().right > root.clientWidth + 0.5)
        .map((node) => `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`);
      return { scroll: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 5) };
    });

  it('the page does not scroll sideways, closed or with the widest form open', async () => {
    expect(await overflow()).toEqual({ scroll: 0, wide: [] });
    await phone.getByRole('button', { name: 'Call every-field', exact: true }).click();
    const open = phone.getByRole('dialog');
    await open.getByRole('button', { name: 'Accept' }).waitFor();
    expect(await overflow()).toEqual({ scroll: 0, wide: [] });
    // The sheet's header and footer leave most of it to the question.
    const share = await open.evaluate((node) => {
      const part = (slot: string) => node.querySelector(`[data-slot="${slot}"]`)?.getBoundingClientRect().height ?? 0;
      return (part('elicitation-header') + part('elicitation-actions')) / node.getBoundingClientRect().height;
    });
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(0.3);
    await open.getByRole('button', { name: 'Decline' }).click();
    await open.waitFor({ state: 'detached' });
  });
});

describe('forced colours (Windows high contrast)', () => {
  it('the primary action and the secondary one look different, not only by border width', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, forcedColors: 'active' });
    try {
      const contrast = await context.newPage();
      await contrast.goto(playground.appUrl);
      await contrast
        .getByRole('status')
        .filter({ hasText: /^Connected to/ })
        .waitFor({ timeout: 30_000 });
      await contrast.getByRole('button', { name: 'Call every-field', exact: true }).click();
      const open = contrast.getByRole('dialog');
      const look = (name: string) =>
        open.getByRole('button', { name, exact: true }).evaluate((node) => {
          const style = getComputedStyle(node);
          return { background: style.backgroundColor, color: style.color };
        });
      const accept = await look('Accept');
      const decline = await look('Decline');
      expect(accept.background).not.toBe(decline.background);
      expect(accept.color).not.toBe(decline.color);
      await open.getByRole('button', { name: 'Decline', exact: true }).click();
      await open.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('the same page against server-everything', () => {
  let everything: HttpServerProcess;

  beforeAll(async () => {
    everything = await startServerEverythingHttp();
  });

  afterAll(async () => {
    await everything?.stop();
  });

  it('reconnects through the URL field and answers trigger-elicitation-request', async () => {
    const url = page.getByRole('textbox', { name: 'MCP server URL' });
    await url.fill(everything.url.href);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toMatch(
        new RegExp(
          `^Connected to .+ at 127\\.0\\.0\\.1:${everything.address.port}${everything.url.pathname.replaceAll('/', '\\/')}, protocol 2025-11-25, \\d+ tools\\.$`,
        ),
      );

    const call = await callTool('trigger-elicitation-request');
    const form = await expectDialogMessage('Please provide inputs for the following fields:');
    await expect(form.getByRole('heading', { name: `Request from 127.0.0.1:${everything.address.port}` }).count()).resolves.toBe(1);
    await form.getByRole('textbox', { name: /^String\b(?! with)/ }).fill('Grace Hopper');
    await form.getByRole('button', { name: 'Accept' }).click();
    await dialogClosed();
    const reply = await resultOf(call);
    expect(reply).toContain('User provided the requested information!');
    expect(reply).toContain('- Name: Grace Hopper');
  });
});

describe('npm start: agent-backend mode (/agent/): the MCP client on the server, questions in the chat thread', () => {
  let agent: Page;
  beforeAll(async () => {
    agent = await (await browser.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
    agent.setDefaultTimeout(15_000);
    await agent.goto(new URL('agent/', playground.appUrl).href);
  });

  const send = async (text: string) => {
    await agent.getByRole('textbox', { name: 'Message' }).fill(text);
    await agent.getByRole('button', { name: 'Send' }).click();
  };
  const toolCall = (name: string) => agent.getByRole('region', { name: `Tool call ${name}` }).last();

  it('asks before a dangerous command, under its tool call, as a destructive approval; Decline runs nothing', async () => {
    await agent.getByText(/a scripted agent picks the tool from your words/).waitFor();
    await send('run `rm -rf build`');
    const call = toolCall('run_command');
    const question = call.getByRole('group', { name: /^Request from/ });
    await expect.poll(() => question.textContent()).toMatch(/Run this command\? It deletes files recursively/);
    expect(await call.getByRole('button', { name: 'Confirm' }).getAttribute('data-destructive')).toBe('');
    expect(await agent.getByRole('dialog').count()).toBe(0);
    await call.getByRole('button', { name: 'Decline' }).click();
    await call
      .getByText(/Not run \(you chose decline\)/)
      .first()
      .waitFor();
  });

  it('Confirm "runs" it (simulated) and the reply appears in the thread; a harmless command asks nothing', async () => {
    await send('run `rm -rf build`');
    await toolCall('run_command').getByRole('button', { name: 'Confirm' }).click();
    await toolCall('run_command')
      .getByText(/simulated: nothing was run/)
      .first()
      .waitFor();
    await send('run `ls -la`');
    await toolCall('run_command')
      .getByText(/\$ ls -la/)
      .first()
      .waitFor();
    expect(await toolCall('run_command').getByRole('group').count()).toBe(0);
  });

  it('shows the questions in a dialog instead, when chosen', async () => {
    await agent.getByRole('checkbox', { name: /Show questions in a dialog/ }).check();
    await send('run `rm -rf build`');
    const dialog = agent.getByRole('dialog', { name: /^Request from/ });
    await expect.poll(() => dialog.textContent()).toMatch(/Run this command\?/);
    expect(await toolCall('run_command').getByRole('group').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await toolCall('run_command')
      .getByText(/Not run \(you chose decline\)/)
      .first()
      .waitFor();
    await agent.getByRole('checkbox', { name: /Show questions in a dialog/ }).uncheck();
  });

  it('a reload mid-question restores it; Stop withdraws a question in place', async () => {
    await send('delete the log files');
    await toolCall('delete-files').getByRole('button', { name: 'Confirm' }).waitFor();
    await agent.reload();
    const restored = agent.getByRole('group', { name: /^Request from/ });
    await expect.poll(() => restored.textContent()).toMatch(/Delete \d+ files/);
    await restored.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => restored.count()).toBe(0);

    await send('run `shutdown now`');
    const call = toolCall('run_command');
    await call.getByRole('button', { name: 'Confirm' }).waitFor();
    await agent.getByRole('button', { name: 'Stop' }).click();
    await call.getByText(/withdrew this request/).waitFor();
  });
});

describe('stopping', () => {
  it('Ctrl-C stops the app and the demo server and exits 0', async () => {
    await browser.close();
    expect(await interrupt(playground.child)).toBe(0);
    await expect(fetch(playground.mcpUrl)).rejects.toThrow();
    await expect(fetch(playground.appUrl)).rejects.toThrow();
  });
});
