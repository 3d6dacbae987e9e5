/**
 * Enter in a text field submits the form (implicit submission), also when the form holds a radio
 * group (a short optional choice) and right-to-left text: the request of the Arabic message story.
 */
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import type { ElicitResult } from 'mcp-elicitation-core';

afterEach(() => cleanup());
const req = (ar: boolean) => ({
  mode: 'form',
  message: 'يرجى إدخال اسم المستخدم الخاص بك في GitHub لإكمال الإعداد (الخطوة 2 من 3).',
  requestedSchema: {
    type: 'object',
    properties: {
      username: { type: 'string', title: ar ? 'اسم المستخدم' : 'User', description: 'كما يظهر في ملفك الشخصي' },
      plan: {
        type: 'string',
        title: 'الخطة',
        oneOf: [
          { const: 'free', title: 'مجانية' },
          { const: 'pro', title: 'احترافية' },
        ],
      },
    },
    required: ['username'],
  },
});
for (const [ar, text] of [
  [false, 'ada'],
  [true, 'مريم'],
  [false, 'مريم'],
] as const) {
  it(`Enter submits: ${ar ? 'Arabic label' : 'English label'}, typed “${text}”, beside a radio group`, async () => {
    const results: ElicitResult[] = [];
    await render(<ElicitationDialog request={req(ar)} server={{ id: 's' }} onResult={(r) => results.push(r)} />);
    await userEvent.type(page.getByRole('textbox', { name: ar ? 'اسم المستخدم' : 'User' }), `${text}{Enter}`);
    await expect.poll(() => results).toEqual([{ action: 'accept', content: { username: text } }]);
  });
}
