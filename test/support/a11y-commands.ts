/**
 * Browser commands that read Chromium's own accessibility tree (what a screen reader is given),
 * not a role computed from the DOM: CSS can keep an element in the DOM and out of that tree
 * (`content-visibility: auto` does, for content out of view).
 *
 * - `axControls()`: the form controls of the test's frame in that tree, not ignored ones, as
 *   `{ role, name }`, in tree order.
 */
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

export interface AxControl {
  role: string;
  name: string;
}

const CONTROL_ROLES = new Set(['textbox', 'checkbox', 'radio', 'group', 'spinbutton', 'combobox', 'searchbox', 'Date', 'DateTime']);

interface AxNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
}

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

function findFrame(tree: FrameTree, url: string): string | undefined {
  if (tree.frame.url === url) return tree.frame.id;
  for (const child of tree.childFrames ?? []) {
    const found = findFrame(child, url);
    if (found) return found;
  }
  return undefined;
}

const axControls: BrowserCommand<[], AxControl[]> = async (context) => {
  const frame = await context.frame();
  const cdp = await context.page.context().newCDPSession(context.page);
  try {
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
    const frameId = findFrame(frameTree, frame.url());
    if (!frameId) throw new Error(`axControls: no frame at ${frame.url()}`);
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree', { frameId })) as { nodes: AxNode[] };
    return nodes
      .filter((node) => !node.ignored && CONTROL_ROLES.has(node.role?.value ?? ''))
      .map((node) => ({ role: node.role?.value ?? '', name: node.name?.value ?? '' }));
  } finally {
    await cdp.detach();
  }
};

export const a11yCommands = { axControls };

declare module 'vitest/browser' {
  interface BrowserCommands {
    axControls: () => Promise<AxControl[]>;
  }
}
