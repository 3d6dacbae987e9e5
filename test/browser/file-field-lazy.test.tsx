/**
 * The file field (SEP-2356, `experimental.files`) lives in its own chunk. This file runs in a fresh
 * page, so the request below that asks for a file is the first the page has seen: the host starts
 * the download as soon as its queue holds that request, before its dialog opens, and the dialog opens
 * complete (its file button there in the first frame it is in, with focus), from one download.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { createElicitationQueue, type ElicitRequestParams } from 'mcp-elicitation-core';
import { ElicitationDialog, ElicitationHost, ElicitationProvider } from '../../src/index';
import { dialog, expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'acme', label: 'Acme Travel' };

const plain: ElicitRequestParams = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};

const withFile = (message: string): ElicitRequestParams =>
  ({
    message,
    requestedSchema: {
      type: 'object',
      properties: { pass: { type: 'string', format: 'uri', title: 'Boarding pass', 'x-mcp-file': { accept: ['image/png'] } } },
      required: ['pass'],
    },
  }) as ElicitRequestParams;

/**
 * Every fetch of the file field's module (its source file here; its chunk in a build). Observed
 * rather than read from the timeline, whose buffer the test runner's own modules may have filled.
 */
const fetched: string[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (/\/fields\/file-field\.tsx\b/.test(entry.name)) fetched.push(entry.name);
}).observe({ type: 'resource', buffered: true });
const fileFieldFetches = () => fetched.length;

/**
 * Records, for every dialog element added to the page, whether the file button was already in it
 * when it was added (in the same commit), rather than arriving after it.
 */
function watchDialogs() {
  const seen: { message: string; complete: boolean }[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const found = node.matches('[role="dialog"]') ? node : node.querySelector<HTMLElement>('[role="dialog"]');
        if (!found) continue;
        seen.push({
          message: found.querySelector('[data-slot="elicitation-message"]')?.textContent ?? '',
          complete: [...found.querySelectorAll('button')].some((button) => button.textContent === 'Choose a file…'),
        });
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => cleanup());

describe('the file field, loaded on demand', () => {
  it('is fetched once, when the host’s queue first holds a request that asks for a file, and its dialog opens complete', async () => {
    expect(fileFieldFetches()).toBe(0);
    const queue = createElicitationQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost experimental={{ files: true }} />
      </ElicitationProvider>,
    );
    const watch = watchDialogs();
    const first = queue.request(plain, { server });
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    // Nothing on the page needs the file field yet.
    expect(fileFieldFetches()).toBe(0);

    const second = queue.request(withFile('Send your boarding pass'), { server });
    // Queued behind the first, not shown: the host fetches the field all the same.
    await expect.poll(fileFieldFetches).toBe(1);
    expect(dialog().textContent).toContain('Your name?');

    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(first).resolves.toEqual({ action: 'decline' });
    const choose = page.getByRole('button', { name: 'Boarding pass Choose a file…' });
    await expect.element(choose).toHaveFocus();
    watch.stop();
    expect(watch.seen.filter((dialog) => dialog.message === 'Send your boarding pass')).toEqual([
      { message: 'Send your boarding pass', complete: true },
    ]);
    await expectNoAxeViolations();

    // A second request with a file: no second download.
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(second).resolves.toEqual({ action: 'decline' });
    const recorder = resultRecorder();
    await render(
      <ElicitationDialog server={server} onResult={recorder.onResult} request={withFile('Another pass')} experimental={{ files: true }} />,
    );
    await expect.element(page.getByRole('button', { name: 'Boarding pass Choose a file…' })).toHaveFocus();
    expect(fileFieldFetches()).toBe(1);
    queue.dispose();
  });
});
