/**
 * Field labels and legends carry `dir="auto"`: each takes its direction from the server's own text,
 * which it isolates, and still lines up with the form (`text-align: match-parent`), in a left-to-right
 * dialog and in a right-to-left one. Custom controls get the same through `useFieldControl`.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { useFieldControl, type FieldProps } from '../../src/index';
import { ar } from '../../src/locales/ar';
import { dialog, resultRecorder } from './helpers';

const ARABIC = 'الاسم الكامل';

const request = {
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name' },
      arabicName: { type: 'string', title: ARABIC },
      agree: { type: 'boolean', title: 'موافق' },
      plan: {
        type: 'string',
        title: 'الخطة',
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['x', 'y'] } },
    },
    required: ['arabicName', 'plan'],
  },
};

afterEach(async () => {
  await cleanup();
});

const labels = () => [...dialog().querySelectorAll<HTMLElement>('[data-slot="elicitation-field-label"]')];
const labelOf = (text: string) => labels().find((label) => label.textContent?.startsWith(text)) as HTMLElement;

/** Where the label's text starts and ends on screen, and the label's own box. */
function textBox(label: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(label);
  return { text: range.getBoundingClientRect(), box: label.getBoundingClientRect() };
}

describe('field labels', () => {
  it('take their direction from their own text and line up with the form in a left-to-right dialog', async () => {
    await render(<ElicitationDialog request={request} server={{ id: 's', label: 'S' }} onResult={resultRecorder().onResult} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    // Every label and legend (text, boolean, radio group, multi-select).
    expect(labels()).toHaveLength(5);
    for (const label of labels()) expect(label.getAttribute('dir')).toBe('auto');
    expect(labels().some((label) => label.querySelector('bdi'))).toBe(false);

    expect(getComputedStyle(labelOf('Full name')).direction).toBe('ltr');
    const arabicLabel = labelOf(ARABIC);
    expect(getComputedStyle(arabicLabel).direction).toBe('rtl');
    expect(getComputedStyle(labelOf('الخطة')).direction).toBe('rtl');
    // Right-to-left text, yet on the form's starting (left) side, like the field under it.
    const { text, box } = textBox(arabicLabel);
    expect(Math.abs(text.left - box.left)).toBeLessThan(1);
    expect(box.right - text.right).toBeGreaterThan(50);
    // The required mark ends the right-to-left text: on its left.
    const mark = arabicLabel.querySelector('[data-slot="elicitation-field-required"]') as HTMLElement;
    const words = document.createRange();
    words.selectNodeContents(arabicLabel.firstChild as Text);
    expect(mark.getBoundingClientRect().right).toBeLessThanOrEqual(words.getBoundingClientRect().left + 1);
    // Still named by its text alone.
    await expect.element(page.getByRole('textbox', { name: ARABIC })).toBeVisible();
  });

  it('line up with the form in a right-to-left dialog too', async () => {
    await render(<ElicitationDialog request={request} server={{ id: 's', label: 'S' }} locale={ar} onResult={resultRecorder().onResult} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(dialog().getAttribute('dir')).toBe('rtl');
    const english = labelOf('Full name');
    expect(getComputedStyle(english).direction).toBe('ltr');
    const { text, box } = textBox(english);
    expect(Math.abs(box.right - text.right)).toBeLessThan(1);
    expect(text.left - box.left).toBeGreaterThan(50);
  });

  it('of custom controls get the same from useFieldControl', async () => {
    function Custom(props: FieldProps<'text'>) {
      const { frameProps, labelProps, controlProps } = useFieldControl(props);
      return (
        <div {...frameProps}>
          <label {...labelProps}>{props.field.label}</label>
          <input {...controlProps} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)} />
        </div>
      );
    }
    await render(
      <ElicitationDialog
        request={{ message: 'Q', requestedSchema: { type: 'object', properties: { n: { type: 'string', title: ARABIC } } } }}
        server={{ id: 's', label: 'S' }}
        fields={{ text: Custom }}
        onResult={resultRecorder().onResult}
      />,
    );
    await expect.element(page.getByRole('textbox', { name: ARABIC })).toBeVisible();
    expect(getComputedStyle(labelOf(ARABIC)).direction).toBe('rtl');
  });
});
