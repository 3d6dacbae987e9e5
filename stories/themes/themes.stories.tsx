import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';
import { serverEverything } from '../support/requests';

/**
 * The server-everything form in each theme of the toolbar, after a failed submit so error colours
 * are on screen too: axe checks contrast in every one of them.
 */
const meta = {
  ...dialogMeta,
  title: 'Themes',
  args: { ...dialogMeta.args, request: serverEverything },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'String' })).toHaveAttribute('aria-invalid', 'true'));
  },
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

function panel(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
}

export const Light: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    await meta.play(context);
    await expect(getComputedStyle(panel(context.canvasElement)).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await meta.play(context);
    await expect(getComputedStyle(panel(context.canvasElement)).backgroundColor).toBe('rgb(28, 33, 40)');
  },
};

/** Without `styles.css`: the browser's defaults, laid out by the markup alone. */
export const Unstyled: Story = {
  globals: { theme: 'unstyled' },
  play: async (context) => {
    await meta.play(context);
    const style = getComputedStyle(panel(context.canvasElement));
    await expect(style.position).toBe('static');
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** Re-branded through the `--mcp-el-*` custom properties only (the CSS is on the Styling page). */
export const CustomTokens: Story = {
  globals: { theme: 'custom' },
  play: async (context) => {
    await meta.play(context);
    const style = getComputedStyle(panel(context.canvasElement));
    await expect(style.fontFamily).toContain('Georgia');
    await expect(style.backgroundColor).toBe('rgb(253, 248, 242)');
  },
};

/** A 320 px wide phone: the dialog becomes a bottom sheet and the actions stay reachable. */
export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await meta.play(context);
    const rect = panel(context.canvasElement).getBoundingClientRect();
    const view = context.canvasElement.ownerDocument.defaultView as Window;
    await expect(view.innerWidth).toBe(320);
    await expect(Math.round(rect.width)).toBe(320);
    await expect(Math.round(rect.bottom)).toBe(view.innerHeight);
    const body = within(panel(context.canvasElement));
    const accept = body.getByRole('button', { name: 'Accept' }).getBoundingClientRect();
    await expect(accept.bottom).toBeLessThanOrEqual(view.innerHeight);
  },
};
