import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';
import { withMessage } from '../support/requests';

/** What servers write in `message`: long, multi-line, right-to-left and hostile text, all shown as plain text. */
const meta = {
  ...dialogMeta,
  title: 'Requests/Messages',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG =
  'To finish setting up the deployment we need to know which of your environments should receive the new ' +
  'configuration, whether the rollout may restart running services during business hours, and who should be ' +
  'notified if the health checks fail after the change. '.repeat(6);
const MULTI_LINE = 'Deploy summary:\n  • 3 services\n  • 2 databases\n\nReply below.\n\n\n(trailing blank lines kept)';
const ARABIC = 'يرجى إدخال اسم المستخدم الخاص بك في GitHub لإكمال الإعداد (الخطوة 2 من 3).';
const HEBREW = 'נא להזין את כתובת הדוא״ל שלך: example@acme.io — ההודעה תישלח תוך 24 שעות.';
const HTML =
  '<b>Bold?</b> <a href="https://evil.example">Click here</a> <img src=x onerror="window.__hacked=1"> **markdown** [link](https://evil.example)';
const SCRIPT = '<script>window.__hacked = 1</script>Please confirm.</script><style>body{display:none}</style>';
// U+200B zero width space, U+200D joiner, U+FEFF, U+202E right-to-left override, U+2066 isolate, never closed.
const INVISIBLE = 'Approve\u200B payment to \u202Eexe.txt\u202C and \u2066\u202Ethis text runs backwards\u200D\uFEFF';
const HUGE = 'This line is part of a message of about one hundred kilobytes. '.repeat(1600);

function expectPlainText(message: HTMLElement, text: string) {
  expect(message.textContent).toBe(text);
  expect(message.children).toHaveLength(0);
  expect(message).toHaveAttribute('dir', 'auto');
}

function messageOf(dialog: HTMLElement): HTMLElement {
  return dialog.querySelector('[data-slot="elicitation-message"]') as HTMLElement;
}

export const Long: Story = {
  args: { request: withMessage(LONG) },
  play: async ({ canvasElement }) => {
    const { element } = await openDialog(canvasElement);
    expectPlainText(messageOf(element), LONG);
  },
};

export const MultiLine: Story = {
  args: { request: withMessage(MULTI_LINE) },
  play: async ({ canvasElement }) => {
    const { element } = await openDialog(canvasElement);
    // The dialog's accessible description is the message, line breaks included.
    await expect(element).toHaveAccessibleDescription(expect.stringContaining('Deploy summary:'));
    expectPlainText(messageOf(element), MULTI_LINE);
  },
};

export const Arabic: Story = {
  args: {
    request: {
      mode: 'form',
      message: ARABIC,
      requestedSchema: {
        type: 'object',
        properties: {
          username: { type: 'string', title: 'اسم المستخدم', description: 'كما يظهر في ملفك الشخصي' },
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
    },
  },
  play: async ({ canvasElement, args }) => {
    const { element, dialog } = await openDialog(canvasElement);
    expectPlainText(messageOf(element), ARABIC);
    await userEvent.type(dialog.getByRole('textbox', { name: 'اسم المستخدم' }), 'مريم');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { username: 'مريم' } }));
  },
};

export const Hebrew: Story = {
  args: { request: withMessage(HEBREW) },
  play: async ({ canvasElement }) => {
    const { element } = await openDialog(canvasElement);
    expectPlainText(messageOf(element), HEBREW);
  },
};

/** Markup is shown as text: no bold, no link, no image, and its `onerror` never runs. */
export const Html: Story = {
  args: { request: withMessage(HTML) },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openDialog(canvasElement);
    expectPlainText(messageOf(element), HTML);
    await expect(dialog.queryByRole('link')).toBeNull();
    await expect(dialog.queryByRole('img')).toBeNull();
    await expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  },
};

export const ScriptTags: Story = {
  args: { request: withMessage(SCRIPT) },
  play: async ({ canvasElement }) => {
    const { element } = await openDialog(canvasElement);
    expectPlainText(messageOf(element), SCRIPT);
    await expect(element.querySelector('script, style')).toBeNull();
    await expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  },
};

/**
 * Zero-width and bidi override characters are shown as markers, never obeyed: "exe.txt" cannot pose
 * as a text file, and the title still names the host's server.
 */
export const InvisibleAndBidiCharacters: Story = {
  args: {
    request: {
      mode: 'form',
      message: INVISIBLE,
      requestedSchema: {
        type: 'object',
        properties: { amount: { type: 'number', title: '\u202Etnuoma\u202C', description: 'EUR\u200B\u2067 to pay' } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { element } = await openDialog(canvasElement);
    expectPlainText(
      messageOf(element),
      'Approve<U+200B> payment to <U+202E>exe.txt<U+202C> and <U+2066><U+202E>this text runs backwards<U+200D><U+FEFF>',
    );
    await expect(element.querySelector('[data-slot="elicitation-field-label"]')).toHaveTextContent('<U+202E>tnuoma<U+202C>');
    // Server text is isolated (<bdi>, or dir="auto" on its own element), so an unclosed override
    // cannot reorder the host's text.
    await expect(element.querySelector('[data-slot="elicitation-server-name"]')?.tagName).toBe('BDI');
    await expect(element.querySelector('[data-slot="elicitation-field-label"]')).toHaveAttribute('dir', 'auto');
  },
};

/** A message of about 100 KB scrolls inside the dialog; the actions stay on screen. */
export const Huge100KB: Story = {
  args: { request: withMessage(HUGE) },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openDialog(canvasElement);
    // Its start is laid out (a bounded number of characters), the rest on request.
    const more = dialog.getByRole('button', { name: /^Show the whole message/ });
    await expect(messageOf(element).textContent?.length).toBeLessThan(31_000);
    // Read on open: only the start of it, then "the message continues on screen".
    const description =
      element
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ') ?? '';
    await expect(description.length).toBeLessThan(400);
    await expect(description).toMatch(/… the message continues on screen$/);
    const accept = dialog.getByRole('button', { name: 'Accept' }).getBoundingClientRect();
    await expect(accept.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(accept.top).toBeGreaterThanOrEqual(0);
    await userEvent.click(more);
    await waitFor(() => expect(messageOf(element).textContent?.length).toBeGreaterThan(100_000));
  },
};
