import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { dialog, resultRecorder } from './helpers';

const RLO = '\u202E';
const server = { id: 'files', label: 'File Share', reported: { name: `files${RLO}gpj.exe`, version: '1.0\u200B' } };

// "exe.txt" written as `txt.exe` behind a right-to-left override: without the fix it displays as
// "invoiceexe.txt", a harmless-looking text file.
const request = {
  message: `Open invoice${RLO}txt.exe?\nIt was sent by your accountant.`,
  requestedSchema: {
    type: 'object',
    properties: {
      file: { type: 'string', title: `Save as invoice${RLO}fdp.exe`, description: `Stored in a\u200Bb\u2066c\u2069 folder` },
      action: {
        type: 'string',
        title: 'Then',
        oneOf: [
          { const: 'run', title: `Open photo${RLO}gpj.scr` },
          { const: 'keep', title: 'Keep' },
        ],
      },
      tags: {
        type: 'array',
        title: 'Tags',
        items: {
          anyOf: [
            { const: 'x', title: `Hidden\u{E0041}\u{E0042}` },
            { const: 'y', title: 'Plain' },
          ],
        },
      },
    },
    required: ['action'],
  },
};

afterEach(async () => {
  await cleanup();
});

describe('server text in form mode shows bidi controls and invisible characters', () => {
  it('the message, labels, descriptions, option titles and the server’s self-description carry visible markers', async () => {
    const recorder = resultRecorder();
    await render(<ElicitationDialog request={request} server={server} onResult={recorder.onResult} />);
    await expect.element(page.getByRole('dialog', { name: 'Request from File Share' })).toBeVisible();

    await expect.element(page.getByText('Open invoice<U+202E>txt.exe?')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Save as invoice<U+202E>fdp.exe' })).toBeVisible();
    await expect.element(page.getByText('Stored in a<U+200B>b<U+2066>c<U+2069> folder')).toBeVisible();
    // Few options: a radio group (every choice visible).
    await expect.element(page.getByRole('radio', { name: 'Open photo<U+202E>gpj.scr' })).toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Hidden<U+E0041><U+E0042>' })).toBeVisible();
    await expect.element(page.getByText('Identifies itself as “files<U+202E>gpj.exe” 1.0<U+200B>')).toBeVisible();

    // Not one direction-changing or invisible character is left anywhere in the dialog's text.
    expect(dialog().textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u{E0000}-\u{E007F}]/u);
    // The message keeps its line break, and the rendered line reads in the order it was written:
    // the ".exe" part comes after "txt" on screen, not before.
    const message = dialog().querySelector('[data-slot="elicitation-message"]') as HTMLElement;
    expect(message.textContent).toBe('Open invoice<U+202E>txt.exe?\nIt was sent by your accountant.');
    const range = document.createRange();
    const text = message.firstChild as Text;
    const at = (needle: string) => {
      const start = (text.data as string).indexOf(needle);
      range.setStart(text, start);
      range.setEnd(text, start + needle.length);
      return range.getBoundingClientRect().left;
    };
    expect(at('txt')).toBeLessThan(at('.exe'));

    // Values are sent as the server defined them; only what is shown changed.
    await page.getByRole('radio', { name: 'Open photo<U+202E>gpj.scr' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { action: 'run' } });
  });
});
