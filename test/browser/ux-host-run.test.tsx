/**
 * The host over a run of requests: focus goes back where it was before the first one; the tool call
 * that asks is named under the title and read with the request; Block comes after the answers in Tab
 * order; an inline request that does not take focus is announced once; Arabic isolates server names.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import { ar } from '../../src/locales/ar';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { describedByText, dialog, expectNoAxeViolations } from './helpers';

const alpha = { id: 'alpha', label: 'Alpha Tools' };
const ask = (message: string): ElicitRequestParams => ({
  message,
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
});
const gate: ElicitRequestParams = {
  message: 'Delete 3 files?',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete these files' } }, required: ['confirm'] },
};

const queues: ElicitationQueue[] = [];
function newQueue() {
  const queue = createElicitationQueue();
  queues.push(queue);
  return queue;
}

afterEach(async () => {
  await cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

describe('ElicitationHost over a run of requests', () => {
  it('after three answers in a row, focus is back on the element that had it before the first', async () => {
    const queue = newQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <main>
          <h1>App</h1>
          <button type="button">Run the tool</button>
        </main>
        <ElicitationHost />
      </ElicitationProvider>,
    );
    const trigger = page.getByRole('button', { name: 'Run the tool' });
    await trigger.click();
    await expect.element(trigger).toHaveFocus();
    const answers = ['First', 'Second', 'Third'].map((message) => queue.request(ask(message), { server: alpha }));
    for (const message of ['First', 'Second', 'Third']) {
      await expect.element(page.getByRole('dialog').getByText(message, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Decline' }).click();
    }
    await Promise.all(answers);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('names the tool call under the title, in the request’s description, and puts Block after the answers', async () => {
    const queue = newQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost />
      </ElicitationProvider>,
    );
    void queue.request(gate, { server: alpha, context: { toolName: 'delete_files', toolCallId: 'c1' } });
    const tool = page.getByText('Asked while running delete_files');
    await expect.element(tool).toBeVisible();
    // In the header, under the title, and read when the request opens.
    expect(tool.element().closest('[data-slot="elicitation-header"]')).not.toBeNull();
    expect(describedByText(dialog())).toContain('Asked while running delete_files');
    const confirm = page.getByRole('button', { name: 'Confirm' }).element();
    const block = page.getByRole('button', { name: 'Block Alpha Tools for this session' }).element();
    const decline = page.getByRole('button', { name: 'Decline' }).element();
    expect(confirm.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(decline.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('announces an inline request that does not take focus, once', async () => {
    const queue = newQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <main>
          <h1>Chat</h1>
          <label>
            Message <input />
          </label>
          <ElicitationHost presentation="inline" />
        </main>
      </ElicitationProvider>,
    );
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.click();
    void queue.request(ask('Your name?'), { server: alpha });
    const status = page.getByRole('status').filter({ hasText: 'New request from Alpha Tools' });
    await expect.element(status).toBeInTheDocument();
    // Focus stayed where the user was typing.
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('hello');
    await expect.element(input).toHaveValue('hello');
    expect(document.querySelectorAll('[data-slot="elicitation-host-announcer"]')).toHaveLength(1);
    void queue.request(ask('Your age?'), { server: { id: 'beta', label: 'Beta Files' } });
    await expect.element(page.getByRole('status').filter({ hasText: 'New request from Beta Files' })).toBeInTheDocument();
  });

  it('isolates the server name in Arabic ("Block …")', async () => {
    const queue = newQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost locale={ar} />
      </ElicitationProvider>,
    );
    void queue.request(ask('?'), { server: { id: 'local', label: 'mcp/127.0.0.1:3333' } });
    const block = page.getByRole('button', { name: /حظر/ });
    await expect.element(block).toBeVisible();
    expect(block.element().textContent).toBe('حظر \u2068mcp/127.0.0.1:3333\u2069 خلال هذه الجلسة');
  });
});
