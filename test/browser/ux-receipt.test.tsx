/**
 * Receipts: an inline request that ended leaves one line in its place, saying who asked, how it
 * ended and the answers as shown (a secret as dots, a long value cut), with a disclosure to the
 * full list; the host's announcer says it once; a host can turn it off.
 */
import '../../src/theme/styles.css';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { createElicitationQueue, type ElicitationQueue, type ElicitRequestFormParams, type Timers } from 'mcp-elicitation-core';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { ToolCallQuestion, UnplacedQuestions } from '../../src/chat/tool-call-question';
import { de } from '../../src/locales/de';
import { expectNoAxeViolations } from './helpers';

const server = { id: 'projects', label: 'Projects' };
const long = 'x'.repeat(120);

const request: ElicitRequestFormParams = {
  mode: 'form',
  message: 'Set up the project.',
  requestedSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', title: 'Team size', oneOf: [{ const: 'medium', title: '2-5' }] },
      token: { type: 'string', title: 'API token' },
      notes: { type: 'string', title: 'Notes' },
    },
    required: ['size'],
  },
};

/** Timers the test fires itself: a request's timeout runs when `fire()` is called. */
function manualTimers() {
  const pending = new Set<() => void>();
  const timers: Timers = {
    setTimeout: (callback) => {
      pending.add(callback);
      return callback;
    },
    clearTimeout: (handle) => void pending.delete(handle as () => void),
  };
  return {
    timers,
    fire: () => {
      expect(pending.size).toBeGreaterThan(0);
      for (const callback of [...pending]) callback();
      pending.clear();
    },
  };
}

const queues: ElicitationQueue[] = [];
afterEach(async () => {
  await cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

/** A chat with an inline host, and one request in it. */
async function ask(options: { receipts?: boolean; timeoutMs?: number; locale?: typeof de; strict?: boolean } = {}) {
  const clock = manualTimers();
  const queue = createElicitationQueue({ timers: clock.timers });
  queues.push(queue);
  const controller = new AbortController();
  const chat = (
    <main>
      <h1>Chat</h1>
      <ElicitationHost queue={queue} presentation="inline" receipts={options.receipts} locale={options.locale} />
    </main>
  );
  await render(options.strict ? <StrictMode>{chat}</StrictMode> : chat);
  const answer = queue.request(request, { server, signal: controller.signal, timeoutMs: options.timeoutMs });
  await expect.element(page.getByRole('group', { name: /Projects/ })).toBeVisible();
  return { queue, answer, withdraw: () => controller.abort(), timeOut: clock.fire };
}

/** The receipt's line that starts with `sentence` (the announcer, which says it too, is no paragraph). */
const receipt = (sentence: string) => page.getByRole('paragraph').filter({ hasText: sentence });

/** Every text the host's announcer took, in order, from now on. */
function recordAnnouncements() {
  // The host's one announcer comes first in its list, outside every request.
  const region = page.getByRole('status').first().element();
  expect(region.closest('[role="group"]')).toBeNull();
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    if (region.textContent) said.push(region.textContent);
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

describe('receipts of inline requests', () => {
  it('accept: who asked, the answers as shown (secret as dots, long value cut), the full list behind a disclosure, said once', async () => {
    const { answer } = await ask();
    const said = recordAnnouncements();
    await page.getByRole('radio', { name: '2-5' }).click();
    await page.getByRole('textbox', { name: 'API token' }).fill('s3cr3t-value');
    await page.getByRole('textbox', { name: 'Notes' }).fill(long);
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await answer).toEqual({ action: 'accept', content: { size: 'medium', token: 's3cr3t-value', notes: long } });
    const line = receipt('You answered the request from Projects.');
    await expect.element(line).toBeVisible();
    await expect.element(page.getByRole('group', { name: /Projects/ })).not.toBeInTheDocument();
    expect(line.element().textContent).toMatch(/Team size: 2-5; API token: ••••••hidden; Notes: x{40}…/);
    expect(document.body.textContent).not.toContain('s3cr3t');
    expect(document.body.textContent).not.toContain('x'.repeat(41) + '…');
    // The full list: behind a disclosure button.
    const toggle = page.getByRole('button', { name: 'All answers' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('term').filter({ hasText: 'Notes' })).not.toBeInTheDocument();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('definition').filter({ hasText: long })).toBeVisible();
    expect(document.body.textContent).not.toContain('s3cr3t');
    await expectNoAxeViolations();
    // Said once, with the answers (a secret by the word for it).
    await expect
      .poll(() => said)
      .toEqual(['You answered the request from Projects. Team size: 2-5; API token: hidden; Notes: ' + 'x'.repeat(40) + '…']);
  });

  it('decline and cancel say so, with no answers (in StrictMode too)', async () => {
    let asked = await ask({ strict: true });
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await asked.answer).toEqual({ action: 'decline' });
    await expect.element(receipt('You declined the request from Projects.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'All answers' })).not.toBeInTheDocument();
    await cleanup();

    asked = await ask();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await asked.answer).toEqual({ action: 'cancel' });
    await expect.element(receipt('You closed the request from Projects without answering.')).toBeVisible();
  });

  it('withdrawn and timed out: the receipt takes the place of the kept draft once it is dismissed', async () => {
    let asked = await ask();
    asked.withdraw();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(receipt('Projects withdrew its request.')).toBeVisible();
    await cleanup();

    asked = await ask({ timeoutMs: 60_000 });
    asked.timeOut();
    expect(await asked.answer).toEqual({ action: 'cancel' });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(receipt('The request from Projects timed out.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('speaks the locale', async () => {
    const asked = await ask({ locale: de });
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    expect(await asked.answer).toEqual({ action: 'decline' });
    await expect.element(receipt('Sie haben die Anfrage von Projects abgelehnt.')).toBeVisible();
  });

  it('a host can turn receipts off', async () => {
    const asked = await ask({ receipts: false });
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await asked.answer).toEqual({ action: 'decline' });
    await expect.element(page.getByRole('group', { name: /Projects/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('declined');
  });

  it('in a chat thread, the receipt sits under its tool call, not at the end', async () => {
    const queue = createElicitationQueue();
    queues.push(queue);
    await render(
      <ElicitationProvider queue={queue}>
        <section aria-label="Tool call setup_project">
          <ToolCallQuestion toolCallId="call_1" />
        </section>
        <section aria-label="End of thread">
          <UnplacedQuestions />
        </section>
      </ElicitationProvider>,
    );
    const answer = queue.request(request, { server, context: { toolName: 'setup_project', toolCallId: 'call_1' } });
    const card = page.getByRole('region', { name: 'Tool call setup_project' });
    await card.getByRole('button', { name: 'Decline' }).click();
    expect(await answer).toEqual({ action: 'decline' });
    await expect.element(card.getByRole('paragraph').filter({ hasText: 'You declined the request from Projects.' })).toBeVisible();
    expect(page.getByRole('region', { name: 'End of thread' }).element().textContent).not.toContain('declined');
  });
});
