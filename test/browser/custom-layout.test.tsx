/**
 * A host's own layout from the parts: `asChild` on the surface, title, actions and buttons; a
 * custom field control wired with `useFieldControl`; refs forwarded; the host's handlers running
 * first and able to veto. Checked the way a screen reader sees it: names, and descriptions with
 * their `aria-describedby` ids resolved to text.
 */
import '../../src/theme/styles.css';
import { createRef, type Ref } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import {
  ElicitationAccept,
  ElicitationActions,
  ElicitationCancel,
  ElicitationPanelContent,
  ElicitationDecline,
  ElicitationField,
  ElicitationFields,
  ElicitationMessage,
  ElicitationRoot,
  ElicitationTitle,
} from '../../src/index';
import { useElicitationContext } from '../../src/dialog/context';
import type { FieldProps } from '../../src/fields/types';
import { useFieldControl } from '../../src/fields/use-field-control';
import type { ElicitResult } from 'mcp-elicitation-core';
import { describedByText, expectNoAxeViolations, resultRecorder } from './helpers';

const server = { id: 'clinic', label: 'City Clinic' };

const booking = {
  message: 'When would you like to come in?',
  requestedSchema: {
    type: 'object',
    properties: {
      day: { type: 'string', format: 'date', title: 'Day', description: 'Weekdays only' },
      notes: { type: 'string', title: 'Notes' },
    },
    required: ['day'],
  },
};

/** A replacement date control: a text box plus "Tomorrow", wired by `useFieldControl`. */
function DayPicker(props: FieldProps<'text'>) {
  const { frameProps, labelProps, controlProps, descriptionProps, errorProps, required } = useFieldControl(props);
  return (
    <div {...frameProps}>
      <label {...labelProps}>
        {props.field.label}
        {required ? ' (required)' : null}
      </label>
      <input
        {...controlProps}
        type="text"
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      <button type="button" aria-describedby={labelProps.id} onClick={() => props.onChange('2030-01-02')}>
        Tomorrow
      </button>
      {descriptionProps ? <small {...descriptionProps} /> : null}
      {errorProps ? <strong {...errorProps} /> : null}
    </div>
  );
}

interface BookingProps {
  onResult: (r: ElicitResult) => void;
  accept?: Ref<HTMLButtonElement>;
  veto?: () => boolean;
  onFormSubmit?: () => void;
}

function Booking({ onResult, accept, veto, onFormSubmit }: BookingProps) {
  return (
    <main>
      <h1>Appointments</h1>
      <h2>Conversation</h2>
      <ElicitationRoot request={booking} server={server} onResult={onResult}>
        <ElicitationPanelContent asChild>
          <section className="booking-card">
            <ElicitationTitle asChild>
              <h3 />
            </ElicitationTitle>
            <ElicitationMessage />
            <ElicitationFields onSubmit={onFormSubmit}>
              <ElicitationField name="day" component={DayPicker} />
              <ElicitationField name="notes" />
            </ElicitationFields>
            <ElicitationActions asChild>
              <footer>
                <ElicitationCancel>Not now</ElicitationCancel>
                <ElicitationDecline asChild>
                  <button className="link-button">No appointment</button>
                </ElicitationDecline>
                <ElicitationAccept
                  ref={accept}
                  onClick={(event) => {
                    if (veto?.()) event.preventDefault();
                  }}
                >
                  Book it
                </ElicitationAccept>
              </footer>
            </ElicitationActions>
          </section>
        </ElicitationPanelContent>
      </ElicitationRoot>
    </main>
  );
}

afterEach(async () => {
  await cleanup();
});

describe('a custom layout with asChild and a custom field', () => {
  it('keeps the names, descriptions and states a screen reader needs', async () => {
    const recorder = resultRecorder();
    await render(<Booking onResult={recorder.onResult} />);
    const card = page.getByRole('group', { name: 'Request from City Clinic' });
    await expect.element(card).toBeVisible();
    // asChild: the host's own elements carry the parts' roles, ids and wiring.
    // …and the host's class sits beside the part's own (`mcp-<slot>`, what the stylesheet selects).
    expect([...card.element().classList]).toEqual(['mcp-elicitation-content', 'booking-card']);
    expect(describedByText(card.element())).toBe('When would you like to come in?');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Request from City Clinic' })).toBeVisible();
    expect([...page.getByRole('button', { name: 'No appointment' }).element().classList]).toEqual([
      'mcp-elicitation-decline',
      'link-button',
    ]);

    const day = page.getByRole('textbox', { name: 'Day (required)' });
    await expect.element(day).toHaveAttribute('required');
    await expect.element(day).not.toHaveAttribute('aria-invalid');
    // Only the rendered description is referenced; the hint the dialog adds for dates comes with it.
    expect(describedByText(day.element()).startsWith('Weekdays only')).toBe(true);
    expect(page.getByRole('textbox', { name: 'Notes' }).element().hasAttribute('aria-describedby')).toBe(false);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Book it' }).click();
    await expect.element(day).toHaveAttribute('aria-invalid', 'true');
    await expect.element(day).toHaveFocus();
    expect(describedByText(day.element()).endsWith(' | Required')).toBe(true);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Tomorrow' }).click();
    await page.getByRole('button', { name: 'Book it' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { day: '2030-01-02' } });
  });

  it('forwards refs, runs the host’s handlers first, and lets them veto', async () => {
    const recorder = resultRecorder();
    const accept = createRef<HTMLButtonElement>();
    let blocked = true;
    let submits = 0;
    await render(<Booking onResult={recorder.onResult} accept={accept} veto={() => blocked} onFormSubmit={() => submits++} />);
    await expect.element(page.getByRole('button', { name: 'Book it' })).toBeVisible();
    expect(accept.current).toBe(page.getByRole('button', { name: 'Book it' }).element());

    await page.getByRole('button', { name: 'Tomorrow' }).click();
    await page.getByRole('button', { name: 'Book it' }).click();
    expect(recorder.results).toEqual([]);
    expect(submits).toBe(0);

    blocked = false;
    // Enter in a field submits the form: the host's onSubmit runs, and so does the built-in one.
    await page.getByRole('textbox', { name: 'Notes' }).click();
    await userEvent.keyboard('Mornings{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept', content: { day: '2030-01-02', notes: 'Mornings' } });
    expect(submits).toBe(1);
  });

  it('a host onSubmit that prevents the default keeps the answer from being sent', async () => {
    const recorder = resultRecorder();
    await render(
      <ElicitationRoot request={booking} server={server} onResult={recorder.onResult}>
        <ElicitationPanelContent>
          <ElicitationTitle />
          <ElicitationFields onSubmit={(event) => event.preventDefault()} />
          <ElicitationActions>
            <ElicitationDecline />
          </ElicitationActions>
        </ElicitationPanelContent>
      </ElicitationRoot>,
    );
    await page.getByRole('textbox', { name: 'Day' }).fill('2030-01-02');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('useElicitationContext’s prop objects build a layout with no parts but the fields', async () => {
    const recorder = resultRecorder();
    function Card() {
      const form = useElicitationContext();
      return (
        <section {...form.contentProps}>
          <h2 {...form.titleProps}>{form.serverLabel} asks</h2>
          <p {...form.messageProps}>{form.message.text}</p>
          <ElicitationFields />
          <button {...form.declineProps}>Skip</button>
          <button {...form.acceptProps}>Send</button>
        </section>
      );
    }
    await render(
      <ElicitationRoot request={booking} server={server} onResult={recorder.onResult}>
        <Card />
      </ElicitationRoot>,
    );
    const card = page.getByRole('group', { name: 'City Clinic asks' });
    await expect.element(card).toBeVisible();
    expect(describedByText(card.element())).toBe('When would you like to come in?');
    await page.getByRole('textbox', { name: 'Day' }).fill('2030-01-02');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { day: '2030-01-02' } });
  });

  it('a custom part reads no internals: no ids, field registry or unchecked finish', async () => {
    function Probe() {
      return <output aria-label="context">{Object.keys(useElicitationContext()).join(' ')}</output>;
    }
    await render(
      <ElicitationRoot request={booking} server={server} onResult={() => {}}>
        <Probe />
      </ElicitationRoot>,
    );
    const seen = (page.getByRole('status', { name: 'context' }).element().textContent ?? '').split(' ');
    expect(seen).toContain('submit');
    expect(seen).toContain('acceptProps');
    expect(seen.filter((key) => ['registry', 'ids', 'finish', 'container'].includes(key))).toEqual([]);
  });
});
