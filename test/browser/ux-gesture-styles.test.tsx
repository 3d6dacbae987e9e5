/**
 * The shipped stylesheet styles every one-gesture part: on a touch screen (`pointer: coarse`, emulated
 * over CDP) every button of quick answers, gates, the stepper and the discard prompt is at least
 * 44 × 44 CSS pixels, and every control is in the dialog's font (a host's `--mcp-el-font` reaches it),
 * not the browser's 13.33 px Arial.
 */
import '../../src/theme/styles.css';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationHost } from '../../src/elicitation/host';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';
import { dialog, gesturesArmed, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'files', label: 'File Server' };
const choice = {
  message: 'Which environment?',
  requestedSchema: {
    type: 'object',
    properties: { env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'] } },
    required: ['env'],
  },
};
const gate = {
  message: 'Delete 3 files?',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete these files' } }, required: ['confirm'] },
};
const profile = {
  message: 'Tell us about the project.',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Project name' }, size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'] } },
    required: ['name', 'size'],
  },
};

beforeAll(async () => {
  await page.viewport(390, 844);
  // Chromium's device mode: a touch screen makes `(pointer: coarse)` match, as on a phone.
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
});
afterAll(async () => {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
});
afterEach(async () => {
  await cleanup();
});

const openDialog = async (props: OpenRequestProps) => void (await openRequest({ server, ...props }));

/** Every button and control of the open dialog: at least 44 × 44 px, in the dialog's font. */
function expectTouchSized() {
  const root = dialog();
  const font = getComputedStyle(root).fontFamily;
  const controls = [...root.querySelectorAll<HTMLElement>('button, input:not([type="checkbox"], [type="radio"]), select, textarea')];
  expect(controls.length).toBeGreaterThan(0);
  const off = controls.flatMap((control) => {
    const box = control.getBoundingClientRect();
    const style = getComputedStyle(control);
    const name = `${control.getAttribute('data-slot') ?? control.tagName} "${control.textContent?.trim() ?? ''}"`;
    return [
      ...(box.height < 44 ? [`${name}: height ${box.height}`] : []),
      ...(control.tagName === 'BUTTON' && box.width < 44 ? [`${name}: width ${box.width}`] : []),
      ...(style.fontFamily !== font ? [`${name}: font ${style.fontFamily}`] : []),
    ];
  });
  expect(off).toEqual([]);
}

describe('on a touch screen every one-gesture part is a 44 px target in the dialog’s font', () => {
  it('matches pointer: coarse here (the emulation took)', () => {
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
  });

  it('quick answers, Decline and ×', async () => {
    await openDialog({ request: choice });
    await gesturesArmed();
    const answers = dialog().querySelectorAll('[data-slot="elicitation-quick-answer"]');
    expect(answers).toHaveLength(3);
    // Apart, not touching: a thumb on one must not catch the next.
    const [a, b] = [...answers].map((answer) => answer.getBoundingClientRect());
    expect(b!.top - a!.bottom).toBeGreaterThanOrEqual(4);
    expectTouchSized();
  });

  it('a destructive gate: its warning reads as one', async () => {
    await openDialog({ request: gate, toolContext: { toolName: 'delete_files', annotations: { destructiveHint: true } } });
    const warning = dialog().querySelector('[data-slot="elicitation-destructive"]') as HTMLElement;
    expect(getComputedStyle(warning).borderInlineStartWidth).toBe('4px');
    expectTouchSized();
  });

  it('the stepper: its progress, Back and Next', async () => {
    await openDialog({ request: profile, stepper: true });
    await page.getByRole('textbox', { name: 'Project name' }).fill('Apollo');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(getComputedStyle(dialog().querySelector('[data-slot="elicitation-step-progress"]')!).marginTop).toBe('0px');
    expectTouchSized();
  });

  it('the discard prompt and its buttons', async () => {
    await openDialog({ request: profile });
    await page.getByRole('textbox', { name: 'Project name' }).fill('Apollo');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Keep editing' })).toBeVisible();
    expectTouchSized();
  });

  it('the host’s parts: Block, Dismiss', async () => {
    const queue = createElicitationQueue();
    await render(
      <ElicitationProvider queue={queue}>
        <ElicitationHost />
      </ElicitationProvider>,
    );
    void queue.request(choice as ElicitRequestParams, { server, context: { toolName: 'deploy', annotations: {} } });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await gesturesArmed();
    expectTouchSized();
    queue.dispose();
  });
});
