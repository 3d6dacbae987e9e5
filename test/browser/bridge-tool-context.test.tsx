/**
 * The tool-call line in the dialog: names the tool, reveals the arguments on demand, and renders
 * whatever the model or server put there as text, never as markup.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ToolContext } from '../../src/dialog/tool-context';
import { expectNoAxeViolations } from './helpers';

describe('ToolContext', () => {
  afterEach(() => cleanup());

  it('shows the running tool and its arguments on demand, as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await render(
      <main>
        <h1>Chat</h1>
        <ToolContext context={{ toolName: hostile, toolCallId: 'c1', arguments: { note: '<b>bold</b>', paths: ['a.txt'] } }} />
      </main>,
    );
    await expect.element(page.getByText('While running')).toBeVisible();
    await expect.element(page.getByText(hostile)).toBeVisible();
    const summary = page.getByText('Show arguments');
    await expect.element(summary).toHaveAccessibleDescription(`While running ${hostile}`);
    await expect.element(page.getByText(/"a.txt"/)).not.toBeVisible();
    await summary.click();
    await expect.element(page.getByText(/"<b>bold<\/b>"/)).toBeVisible();
    expect(document.querySelector('[data-slot="elicitation-tool-context"] img, [data-slot="elicitation-tool-context"] b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await expectNoAxeViolations();
  });

  it('renders nothing without a tool name', async () => {
    const { container } = await render(<ToolContext context={{ toolCallId: 'c1' }} />);
    expect(container.textContent).toBe('');
  });
});
