/**
 * Radix's scroll lock sets `--removed-body-scroll-bar-size` on <body> once a modal has mounted.
 * A custom property inherits, so each element of an open dialog would take the new value and be
 * restyled a second time (1,093 elements of the benchmark's 200-field dialog). The stylesheet pins
 * it on the library's root, so the change stops at that one element: checked here by giving <body>
 * a value of its own and reading what a field computes.
 */
import '../../src/theme/styles.css';
import * as RadixDialog from '@radix-ui/react-dialog';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog, ElicitationPanel } from '../../src/index';

const server = { id: 'acme', label: 'Acme Tools' };
const request = {
  message: 'Your name, please.',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};
const PROPERTY = '--removed-body-scroll-bar-size';

/** What an element computes for the scroll lock's property, with <body> given 17px of its own. */
function seenBelowBody(element: Element) {
  document.body.style.setProperty(PROPERTY, '17px');
  return {
    body: getComputedStyle(document.body).getPropertyValue(PROPERTY),
    element: getComputedStyle(element).getPropertyValue(PROPERTY),
  };
}

afterEach(async () => {
  document.body.style.removeProperty(PROPERTY);
  await cleanup();
});

describe("Radix's scroll lock on <body>", () => {
  it('is not inherited by the fields of the modal dialog', async () => {
    await render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveFocus();
    // The lock is on: its attribute on <body> and its stylesheet giving the property a value.
    await expect.poll(() => document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(getComputedStyle(document.body).getPropertyValue(PROPERTY)).not.toBe('');
    expect(seenBelowBody(name.element())).toEqual({ body: '17px', element: '0px' });
  });

  it('is not inherited by the inline presentation while a host modal locks the page', async () => {
    await render(
      <>
        <ElicitationPanel request={request} server={server} onResult={() => {}} />
        <RadixDialog.Root open>
          <RadixDialog.Portal>
            {/* The overlay is what holds Radix's scroll lock. */}
            <RadixDialog.Overlay />
            <RadixDialog.Content aria-describedby={undefined}>
              <RadixDialog.Title>Host dialog</RadixDialog.Title>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </>,
    );
    await expect.element(page.getByRole('heading', { name: 'Host dialog' })).toBeVisible();
    await expect.poll(() => document.body.hasAttribute('data-scroll-locked')).toBe(true);
    // The host's modal hides the panel from the accessibility tree, so it is found by its slot.
    const field = document.querySelector('[data-slot="elicitation-field-control"]')!;
    expect(field).not.toBeNull();
    expect(seenBelowBody(field)).toEqual({ body: '17px', element: '0px' });
  });
});
