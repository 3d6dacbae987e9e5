import { expect, waitFor, within } from 'storybook/test';
import { loadUrlConsent } from '../../src/dialog/url-consent/loader';
import { loadPublicSuffixList } from '../../packages/mcp-elicitation-core/src/url/public-suffix-list';

/**
 * Queries for the whole document: the dialog is portalled to `document.body`, outside the
 * story's canvas element.
 */
export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the dialog is open and has moved focus inside itself, and returns it. */
export async function openDialog(canvasElement: HTMLElement, { name = 'Request from Acme Tools' }: { name?: string } = {}) {
  const body = bodyOf(canvasElement);
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  // URL mode shows the address once the Public Suffix List has loaded (a dynamic import).
  if (dialog.getAttribute('data-mode') === 'url') {
    // The same two downloads the dialog waits for, awaited here: on a loaded machine the dev
    // server can take longer than one polling window to serve them; after them only a render is left.
    await Promise.all([loadUrlConsent(), loadPublicSuffixList()]);
    await waitFor(() => expect(dialog.querySelector('[data-slot^="url-consent"]')).not.toBeNull());
  }
  return { body, dialog: within(dialog), element: dialog };
}
