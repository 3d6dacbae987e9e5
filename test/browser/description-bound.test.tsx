/**
 * A long message is read as the request's description only up to a bound, then "the message
 * continues on screen"; the whole message stays on screen, scrollable. Both presentations.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog, ElicitationPanel } from '../../src/index';
import { describedByText, expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'acme', label: 'Acme Tools' };
const long = `Please review the deployment plan. ${'Every service restarts in order, and the database migrates first. '.repeat(400)}End.`;
const request = { message: long, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'Looks good' } } } };

afterEach(async () => {
  await cleanup();
});

describe('the accessible description of a long message is bounded', () => {
  it.each(['modal', 'inline'] as const)(
    '%s: the start of the message, then "continues on screen"; the whole message is shown',
    async (presentation) => {
      const recorder = resultRecorder();
      const Component = presentation === 'modal' ? ElicitationDialog : ElicitationPanel;
      // The inline panel sits in a page, as in a chat thread.
      await render(
        <main>
          <h1>Conversation</h1>
          <Component request={request} server={server} onResult={recorder.onResult} />
        </main>,
      );
      const surface = presentation === 'modal' ? page.getByRole('dialog') : page.getByRole('group', { name: 'Request from Acme Tools' });
      await expect.element(surface).toBeVisible();
      const read = describedByText(surface.element());
      expect(read.startsWith('Please review the deployment plan.')).toBe(true);
      expect(read.length).toBeLessThan(400);
      expect(read.endsWith('… the message continues on screen')).toBe(true);
      // On screen in full, as a keyboard-scrollable region.
      const shown = document.querySelector('[data-slot="elicitation-message"]') as HTMLElement;
      expect(shown.textContent).toBe(long);
      await expect.element(page.getByRole('region', { name: /message/i })).toBeVisible();
      await expectNoAxeViolations();
    },
  );

  it('a short message is the description as it is', async () => {
    const recorder = resultRecorder();
    await render(<ElicitationDialog request={{ ...request, message: 'Deploy now?' }} server={server} onResult={recorder.onResult} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(describedByText(page.getByRole('dialog').element())).toContain('Deploy now?');
    expect(document.querySelector('[data-slot="elicitation-message-summary"]')).toBeNull();
  });
});
