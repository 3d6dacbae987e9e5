/**
 * The stylesheet gives the modal dialog `pointer-events: auto` itself, so Radix's inline `auto`
 * (set after mount, once <body> is `none`) changes nothing its fields inherit and Chromium does
 * not restyle them a second time. A layer stacked above must still switch it off.
 */
import '../../src/theme/styles.css';
import * as RadixDialog from '@radix-ui/react-dialog';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';

const server = { id: 'acme', label: 'Acme Tools' };
const request = {
  message: 'Your name, please.',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};

const content = () => document.querySelector<HTMLElement>('[data-slot="elicitation-content"]')!;

afterEach(async () => {
  await cleanup();
});

describe('pointer events of the modal dialog', () => {
  it('are on from the stylesheet alone while Radix has turned them off for <body>', async () => {
    await render(<ElicitationDialog request={request} server={server} onResult={() => {}} />);
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect.poll(() => document.body.style.pointerEvents).toBe('none');
    expect(content().style.pointerEvents).toBe('auto');
    // Without Radix's inline value the dialog (and so every field in it) computes the same.
    content().style.removeProperty('pointer-events');
    expect(getComputedStyle(content()).pointerEvents).toBe('auto');
    expect(getComputedStyle(page.getByRole('textbox', { name: 'Name' }).element()).pointerEvents).toBe('auto');
  });

  it('are off under a modal layer opened above it, and on again once that closes', async () => {
    function Above({ open }: { open: boolean }) {
      return (
        <RadixDialog.Root open={open}>
          <RadixDialog.Portal>
            <RadixDialog.Content aria-describedby={undefined}>
              <RadixDialog.Title>Host dialog</RadixDialog.Title>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      );
    }
    const screen = await render(
      <>
        <ElicitationDialog request={request} server={server} onResult={() => {}} />
        <Above open={false} />
      </>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await screen.rerender(
      <>
        <ElicitationDialog request={request} server={server} onResult={() => {}} />
        <Above open />
      </>,
    );
    await expect.element(page.getByRole('heading', { name: 'Host dialog' })).toBeVisible();
    await expect.poll(() => getComputedStyle(content()).pointerEvents).toBe('none');
    await screen.rerender(
      <>
        <ElicitationDialog request={request} server={server} onResult={() => {}} />
        <Above open={false} />
      </>,
    );
    await expect.poll(() => getComputedStyle(content()).pointerEvents).toBe('auto');
  });
});
