/**
 * Every field of a long form is in Chromium's accessibility tree from the start, out of view or
 * not: a screen reader's forms list and browse mode read that tree, not the DOM. Skipping the
 * rendering of fields out of view (`content-visibility: auto`) would take style and layout of a
 * 200-field opening from 16 ms to 2, but Chromium then leaves those fields out of the tree (24 of
 * 400 controls were left on the benchmark's form), so the stylesheet must not do it.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { resultRecorder } from './helpers';

const GROUPS = 8;
const properties: Record<string, unknown> = {};
for (let i = 1; i <= GROUPS; i++) {
  properties[`note${i}`] = { type: 'string', title: `Note ${i}`, default: `note ${i}` };
  properties[`count${i}`] = { type: 'integer', title: `Count ${i}`, minimum: 0 };
  properties[`agree${i}`] = { type: 'boolean', title: `Agree ${i}` };
  properties[`plan${i}`] = {
    type: 'string',
    title: `Plan ${i}`,
    oneOf: [
      { const: 'free', title: `Free ${i}` },
      { const: 'pro', title: `Pro ${i}` },
    ],
  };
  properties[`tags${i}`] = { type: 'array', title: `Tags ${i}`, items: { type: 'string', enum: [`quiet${i}`, `window${i}`] } };
}
const request = { message: 'A long form', requestedSchema: { type: 'object', properties, required: [`plan${GROUPS}`] } };

afterEach(async () => {
  await cleanup();
});

describe("the browser's accessibility tree", () => {
  it('holds every control of a long form, the ones below the fold included, each with its name', async () => {
    await render(<ElicitationDialog request={request} server={{ id: 's', label: 'S' }} onResult={resultRecorder().onResult} />);
    await expect.element(page.getByRole('textbox', { name: 'Note 1' })).toHaveFocus();
    // The last fields really are out of view: the body scrolls, and they lie below what it shows.
    const body = document.querySelector<HTMLElement>('[data-slot="elicitation-body"]')!;
    const last = document.querySelectorAll('[data-slot="elicitation-field"]')[5 * GROUPS - 1]!;
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    expect(last.getBoundingClientRect().top).toBeGreaterThan(body.getBoundingClientRect().bottom);

    const controls = await commands.axControls();
    const has = (role: string, name: string) => controls.some((control) => control.role === role && control.name === name);
    const missing: string[] = [];
    for (let i = 1; i <= GROUPS; i++) {
      const expected: [string, string][] = [
        ['textbox', `Note ${i}`],
        ['textbox', `Count ${i}`],
        ['checkbox', `Agree ${i}`],
        ['group', `Plan ${i}`],
        ['radio', `Free ${i}`],
        ['radio', `Pro ${i}`],
        ['group', `Tags ${i}`],
        ['checkbox', `quiet${i}`],
        ['checkbox', `window${i}`],
      ];
      for (const [role, name] of expected) if (!has(role, name)) missing.push(`${role} "${name}"`);
    }
    expect(missing).toEqual([]);
  });
});
