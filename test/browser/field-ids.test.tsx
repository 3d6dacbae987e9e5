/**
 * Built-in fields carry only the ids something refers to. Every id costs an opening more than other
 * attributes (see BENCHMARKS.md), so labels, legends and options have none: a label names its
 * control through `for`, a legend its fieldset, and each option's label wraps its input. Screen
 * readers still hear every control by its name, and custom controls keep `labelProps.id`. Only
 * radio buttons carry a `name` (it groups them); the browser never submits the form.
 */
import '../../src/theme/styles.css';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { useFieldControl, type FieldProps } from '../../src/index';
import { dialog, resultRecorder } from './helpers';

const request = {
  message: 'Book a table',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', default: 'Ada' },
      email: { type: 'string', format: 'email', title: 'Email' },
      agree: { type: 'boolean', title: 'Agree' },
      plan: {
        type: 'string',
        title: 'Plan',
        oneOf: [
          { const: 'free', title: 'Free' },
          { const: 'pro', title: 'Pro' },
        ],
      },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['quiet', 'window'] } },
    },
    required: ['email', 'plan'],
  },
};

/** What refers to an id from inside the dialog: `for`, the ARIA relations and fragment links. */
function referencedIds(root: Element): Set<string> {
  const ids = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-errormessage']) {
      for (const id of element.getAttribute(name)?.split(/\s+/) ?? []) if (id) ids.add(id);
    }
    const href = element.getAttribute('href');
    if (href?.startsWith('#')) ids.add(href.slice(1));
  }
  return ids;
}

afterEach(async () => {
  await cleanup();
});

describe('ids on built-in fields', () => {
  it('leave labels, legends and options without ids, and every control is still named', async () => {
    await render(<ElicitationDialog request={request} server={{ id: 's', label: 'S' }} onResult={resultRecorder().onResult} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const root = dialog();
    const labels = root.querySelectorAll('[data-slot="elicitation-field-label"]');
    expect(labels).toHaveLength(5);
    for (const label of labels) expect(label.hasAttribute('id')).toBe(false);
    const options = root.querySelectorAll('[data-slot="elicitation-field-option"]');
    expect(options).toHaveLength(4);
    for (const option of options) {
      expect(option.hasAttribute('for')).toBe(false);
      expect(option.querySelector('input')?.hasAttribute('id')).toBe(false);
    }
    // Named by the accessibility tree's rules: the wrapping label, `for`, the legend.
    await expect.element(page.getByRole('radio', { name: 'Free' })).toBeInTheDocument();
    await expect.element(page.getByRole('radio', { name: 'Pro' })).toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'window' })).toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Agree' })).toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await expect.element(page.getByRole('group', { name: 'Plan' })).toBeInTheDocument();
    // The fields' own ids are all referred to, except the controls' (a failed submit's summary links to them).
    const referenced = referencedIds(root);
    for (const element of root.querySelectorAll('form [id]')) {
      const slot = element.getAttribute('data-slot');
      if (slot === 'elicitation-field-control' || slot === 'elicitation-field-group') continue;
      expect(referenced, `${element.tagName.toLowerCase()}[data-slot=${slot}]`).toContain(element.id);
    }
  });

  it('give a name only to radio buttons, which it groups', async () => {
    await render(<ElicitationDialog request={request} server={{ id: 's', label: 'S' }} onResult={resultRecorder().onResult} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const named = [...dialog().querySelectorAll('input[name]')].map(
      (input) => `${input.getAttribute('type')} ${input.getAttribute('name')}`,
    );
    expect(named).toEqual(['radio plan', 'radio plan']);
    // Grouped: choosing one clears the other.
    await page.getByRole('radio', { name: 'Free' }).click();
    await page.getByRole('radio', { name: 'Pro' }).click();
    await expect.element(page.getByRole('radio', { name: 'Free' })).not.toBeChecked();
  });

  it('still hand a custom control the label id, for aria-labelledby', async () => {
    function Picker(props: FieldProps<'text'>) {
      const { frameProps, labelProps } = useFieldControl(props);
      return (
        <div {...frameProps}>
          <span id={labelProps.id}>{props.field.label}</span>
          <button type="button" aria-labelledby={labelProps.id} ref={props.inputRef} onClick={() => props.onChange('x')}>
            Pick
          </button>
        </div>
      );
    }
    await render(
      <ElicitationDialog
        request={request}
        server={{ id: 's', label: 'S' }}
        fields={{ text: Picker }}
        onResult={resultRecorder().onResult}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Name' })).toBeInTheDocument();
  });
});
