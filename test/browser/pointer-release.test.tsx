/**
 * A field's error waits while a pointer is pressed (so the click lands where the user aimed), and
 * the listeners that know about the pointer belong to the form: on the document the form is in (an
 * iframe's own inside an iframe), added while it is on the page and removed when it goes.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationPanel } from '../../src/index';
import { createPointerRelease } from '../../src/dialog/pointer-release';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

const pointer = (doc: Document, type: string) => doc.dispatchEvent(new PointerEvent(type, { bubbles: true }));

/** An iframe in the page, and its document. */
async function frame(): Promise<{ doc: Document; remove: () => void }> {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const doc = iframe.contentDocument;
  if (!doc) throw new Error('no iframe document');
  return { doc, remove: () => iframe.remove() };
}

describe('createPointerRelease', () => {
  it('follows the pointer in the document it is attached to, an iframe’s included, and stops when detached', async () => {
    const { doc, remove } = await frame();
    const release = createPointerRelease();
    const detach = release.attach(doc);
    const shown: string[] = [];

    // A press in the iframe defers; the error shows a task after the press ends.
    pointer(doc, 'pointerdown');
    release.run(() => shown.push('after release'));
    expect(shown).toEqual([]);
    pointer(doc, 'pointerup');
    expect(shown).toEqual([]);
    await expect.poll(() => shown).toEqual(['after release']);

    // A press in the top page is not this form's: nothing waits.
    pointer(document, 'pointerdown');
    release.run(() => shown.push('at once'));
    expect(shown).toEqual(['after release', 'at once']);
    pointer(document, 'pointerup');

    // Detached: the iframe's presses are no longer heard, and what waited is dropped.
    pointer(doc, 'pointerdown');
    release.run(() => shown.push('dropped'));
    detach();
    pointer(doc, 'pointerup');
    release.run(() => shown.push('no longer deferred'));
    expect(shown).toEqual(['after release', 'at once', 'no longer deferred']);
    remove();
  });
});

describe('the form’s pointer listeners', () => {
  it('are added on the form’s document while it is shown and all removed when it goes', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const add = document.addEventListener.bind(document);
    const remove = document.removeEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type.startsWith('pointer')) added.push(type);
      add(type, listener, options);
    });
    vi.spyOn(document, 'removeEventListener').mockImplementation((type, listener, options) => {
      if (type.startsWith('pointer')) removed.push(type);
      remove(type, listener, options);
    });
    const request = {
      message: 'Contact',
      requestedSchema: { type: 'object', properties: { email: { type: 'string', format: 'email', title: 'Email' } }, required: ['email'] },
    };
    const screen = await render(<ElicitationPanel request={request} server={{ id: 's' }} onResult={() => undefined} />);
    const email = page.getByRole('textbox', { name: 'Email' });
    // A changed field, left: its error shows (through the tracker, which no press holds back).
    await email.fill('not an email');
    await userEvent.tab();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    expect(added.length).toBeGreaterThan(0);
    await screen.unmount();
    expect(removed.sort()).toEqual(added.sort());
  });
});
