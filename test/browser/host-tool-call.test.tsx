/**
 * The tool call that asked, as the host shows it: its name under the title and its arguments on
 * demand. Both come from the model and the MCP client, so they are shown as text only.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue, type ElicitRequestParams } from 'mcp-elicitation-core';
import { dialog } from './helpers';

const server = { id: 'files', label: 'Files' };
const ask: ElicitRequestParams = {
  message: 'Which name should the files keep?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};
const hostile = '<img src=x onerror="window.__pwned=1">';

const queues: ElicitationQueue[] = [];
afterEach(async () => {
  await cleanup();
  for (const queue of queues.splice(0)) queue.dispose();
});

describe('ElicitationHost: the tool call that asked', () => {
  it('names a hostile tool and shows its arguments on demand, as text', async () => {
    const queue = createElicitationQueue();
    queues.push(queue);
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost />
      </ElicitationProvider>,
    );
    void queue.request(ask, { server, context: { toolName: hostile, toolCallId: 'c1', arguments: { note: '<b>bold</b>' } } });
    await expect.element(page.getByText(`Asked while running ${hostile}`)).toBeVisible();
    await page.getByText('Show arguments').click();
    await expect.element(page.getByText('"<b>bold</b>"', { exact: false })).toBeVisible();
    // Text, never markup: no element was made from the tool name or the arguments.
    expect(dialog().querySelector('img, b')).toBeNull();
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
  });
});
