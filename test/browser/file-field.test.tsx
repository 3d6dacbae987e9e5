/**
 * File inputs (SEP-2356, a draft; `experimental.files`) in Chromium: Chromium's own file chooser
 * (answered through Playwright), a real DataTransfer dropped on the field, the keyboard, and what a
 * screen reader is told. The server's end (the bytes decoded) is test/integration/bridge-files.test.ts.
 * Also the user's language (SEP-2792): the server's text marked with its `contentLanguage`.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { parseDataUri } from 'mcp-elicitation-core';
import { describedByText, dialog, expectNoAxeViolations, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'acme', label: 'Acme Travel' };
const request = (file: Record<string, unknown>) => ({
  mode: 'form' as const,
  message: 'Send your boarding pass',
  requestedSchema: {
    type: 'object' as const,
    properties: { pass: { type: 'string', format: 'uri', title: 'Boarding pass', 'x-mcp-file': file } },
    required: ['pass'],
  },
});

async function open(props: OpenRequestProps) {
  const { recorder } = await openRequest({ server, experimental: { files: true }, ...props });
  await expect.element(page.getByRole('dialog', { name: 'Request from Acme Travel' })).toBeVisible();
  return recorder;
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Drops `file` on `target` as a drag from the desktop would: dragover first, then drop, with a real DataTransfer. */
function drop(target: Element, file: File) {
  const data = new DataTransfer();
  data.items.add(file);
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

describe('file field', () => {
  afterEach(() => cleanup());

  // First in this file, so on a page that has not loaded the field's code yet (it loads on demand).
  it('opens complete, its file button there and focused, though its code loads on demand', async () => {
    const added: boolean[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        const found = node.matches('[role="dialog"]') ? node : node.querySelector('[role="dialog"]');
        if (found) added.push([...found.querySelectorAll('button')].some((button) => button.textContent === 'Choose a file…'));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await open({ request: request({}) });
    await expect.element(page.getByRole('button', { name: 'Boarding pass Choose a file…' })).toHaveFocus();
    observer.disconnect();
    // The dialog was added once, with the field in it: nothing arrived after it.
    expect(added).toEqual([true]);
    await expectNoAxeViolations();
  });

  it('picks a file in Chromium’s chooser filtered by accept, shows it with its server, and sends it as a data: URI', async () => {
    const recorder = await open({ request: request({ accept: ['image/png', '.pdf'], maxSize: 1024 }) });
    const choose = page.getByRole('button', { name: 'Boarding pass Choose a file…' });
    await expect.element(choose).toBeVisible();
    // What the server accepts is said before anything is chosen.
    expect(describedByText(choose.element())).toBe('File types: image/png, .pdf; at most 1 kB');
    const bytes = new Uint8Array(300).map((_, i) => (i * 13) % 256);
    const accept = await commands.chooseFile('Boarding pass Choose a file…', {
      name: 'pass.png',
      mimeType: 'image/png',
      base64: base64(bytes),
    });
    expect(accept).toBe('image/png,.pdf');

    const chip = page.getByRole('group', { name: 'pass.png' });
    await expect.element(chip).toHaveTextContent('image/png · 300 bytes');
    await expect.element(chip).toHaveTextContent('Sent to Acme Travel when you accept');
    await expect.element(page.getByRole('status').filter({ hasText: 'pass.png is attached' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Boarding pass Choose another file…' })).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Accept' }).click();
    const result = await recorder.single();
    const sent = (result as { content?: { pass?: string } }).content?.pass ?? '';
    expect(parseDataUri(sent)).toMatchObject({ mediaType: 'image/png', name: 'pass.png', size: 300 });
    expect(sent.slice(sent.indexOf(',') + 1)).toBe(base64(bytes));
  });

  it('refuses a file over maxSize before reading it, and says why where a screen reader hears it', async () => {
    const recorder = await open({ request: request({ maxSize: 4 }) });
    await commands.chooseFile('Boarding pass Choose a file…', {
      name: 'big.png',
      mimeType: 'image/png',
      base64: base64(new Uint8Array(5)),
    });
    const choose = page.getByRole('button', { name: 'Boarding pass Choose a file…' });
    await expect.element(choose).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(choose.element())).toContain('Choose a file of at most 4 bytes');
    await expect.element(page.getByRole('group', { name: 'big.png' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(choose).toHaveFocus();
    expect(recorder.results).toEqual([]);
  });

  it('takes a dropped file, refuses a dropped type accept leaves out, and removes with the keyboard', async () => {
    const recorder = await open({ request: request({ accept: ['image/*'] }) });
    const choose = page.getByRole('button', { name: 'Boarding pass Choose a file…' });
    await expect.element(choose).toBeVisible();
    drop(choose.element(), new File(['%PDF'], 'pass.pdf', { type: 'application/pdf' }));
    await expect.element(choose).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(choose.element())).toContain('Choose a file of one of these types: image/*');

    drop(choose.element(), new File(['hello'], 'pass.jpg', { type: 'image/jpeg' }));
    const remove = page.getByRole('button', { name: 'Remove pass.jpg' });
    await expect.element(remove).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Boarding pass Choose another file…' })).not.toHaveAttribute('aria-invalid');

    // Keyboard only: Remove, and focus goes back to the button that chooses.
    (remove.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('group', { name: 'pass.jpg' })).not.toBeInTheDocument();
    await expect.element(choose).toHaveFocus();

    drop(choose.element(), new File(['hello'], 'again.png', { type: 'image/png' }));
    await expect.element(page.getByRole('group', { name: 'again.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    const result = await recorder.single();
    expect(result).toEqual({ action: 'accept', content: { pass: 'data:image/png;name=again.png;base64,aGVsbG8=' } });
  });

  it('stays a text field while file inputs are off', async () => {
    await render(<ElicitationDialog server={server} onResult={() => {}} request={request({ maxSize: 4 })} />);
    await expect.element(page.getByRole('textbox', { name: 'Boarding pass' })).toBeVisible();
  });
});

describe('the server’s language', () => {
  afterEach(() => cleanup());

  const german = {
    mode: 'form' as const,
    message: 'Wohin möchten Sie reisen?',
    requestedSchema: {
      type: 'object' as const,
      properties: {
        city: { type: 'string', title: 'Stadt', description: 'Wo Sie übernachten' },
        note: { type: 'string', title: 'Notiz', description: 'Für das Hotel', maxLength: 60 },
        seat: {
          type: 'string',
          title: 'Sitzplatz',
          oneOf: [
            { const: 'window', title: 'Fenster' },
            { const: 'aisle', title: 'Gang' },
          ],
        },
        meals: {
          type: 'array',
          title: 'Mahlzeiten',
          items: { anyOf: [{ const: 'veg', title: 'Vegetarisch' }] },
        },
        class: { type: 'string', title: 'Klasse', enum: ['Economy', 'Business', 'First', 'Premium', 'Eco Plus', 'Flex', 'Saver'] },
      },
    },
    _meta: { 'io.modelcontextprotocol/contentLanguage': 'de' },
  };

  it('marks the message, labels, descriptions and option titles with the contentLanguage the server names', async () => {
    await render(<ElicitationDialog server={server} onResult={() => {}} request={german} experimental={{ language: ['en'] }} />);
    await expect.element(page.getByText('Wohin möchten Sie reisen?')).toHaveAttribute('lang', 'de');
    await expect.element(page.getByText('Stadt')).toHaveAttribute('lang', 'de');
    // A description that is the server's alone is marked as a whole.
    await expect.element(page.getByText('Wo Sie übernachten')).toHaveAttribute('lang', 'de');
    // One the dialog adds its own hint to: the server's part is marked, the hint keeps the dialog's language.
    const note = page.getByRole('textbox', { name: 'Notiz' });
    const noteDescription = document.getElementById(note.element().getAttribute('aria-describedby')!)!;
    expect(noteDescription.getAttribute('lang')).toBeNull();
    expect(noteDescription.querySelector('[lang="de"]')?.textContent).toBe('Für das Hotel');
    expect(noteDescription.textContent).toMatch(/^Für das Hotel · .*60/);
    // Option titles (radios, checkboxes, a long list's options) are the server's; "No answer" is the dialog's.
    for (const title of ['Fenster', 'Gang', 'Vegetarisch']) {
      expect(page.getByText(title, { exact: true }).element().closest('[lang]')?.getAttribute('lang')).toBe('de');
    }
    expect(
      page.getByRole('group', { name: 'Sitzplatz' }).getByText('No answer').element().closest('[lang]')?.getAttribute('lang'),
    ).not.toBe('de');
    const list = page.getByRole('combobox', { name: 'Klasse' }).element() as HTMLSelectElement;
    expect([...list.options].map((option) => [option.text, option.getAttribute('lang')])).toEqual([
      ['No answer', null],
      ...['Economy', 'Business', 'First', 'Premium', 'Eco Plus', 'Flex', 'Saver'].map((value) => [value, 'de']),
    ]);
    // The dialog's own words stay in the dialog's language.
    expect(dialog().closest('[lang]')?.getAttribute('lang') ?? 'en').not.toBe('de');
    await expectNoAxeViolations();
  });

  it('marks a quick answer’s question and choices, not the dialog’s own words', async () => {
    const quick = {
      ...german,
      requestedSchema: {
        type: 'object' as const,
        properties: {
          seat: {
            type: 'string',
            title: 'Sitzplatz',
            description: 'Am Fenster oder am Gang',
            oneOf: [
              { const: 'window', title: 'Fenster' },
              { const: 'aisle', title: 'Gang' },
            ],
          },
        },
      },
    };
    await render(<ElicitationDialog server={server} onResult={() => {}} request={quick} experimental={{ language: ['en'] }} />);
    await expect.element(page.getByRole('button', { name: 'Fenster' })).toBeVisible();
    for (const text of ['Sitzplatz', 'Am Fenster oder am Gang', 'Fenster', 'Gang']) {
      expect(page.getByText(text, { exact: true }).element().closest('[lang]')?.getAttribute('lang')).toBe('de');
    }
    expect(page.getByRole('button', { name: 'Decline' }).element().closest('[lang]')?.getAttribute('lang')).not.toBe('de');
    await expectNoAxeViolations();
  });

  it('leaves the text unmarked while the draft is off', async () => {
    await render(<ElicitationDialog server={server} onResult={() => {}} request={german} />);
    await expect.element(page.getByText('Wohin möchten Sie reisen?')).not.toHaveAttribute('lang');
  });
});
