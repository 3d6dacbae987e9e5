import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  useFieldControl,
  type FieldProps,
} from '../../src/index';
import { type ElicitResult } from 'mcp-elicitation-core';
import { ResultView } from '../support/stage';

const clinic = { id: 'clinic', label: 'City Clinic' };

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

/**
 * A replacement date control: a text box and a "Tomorrow" shortcut. `useFieldControl` gives it the
 * same label, description, error and ARIA wiring as the built-in fields.
 */
function DayPicker(props: FieldProps<'text'>) {
  const { frameProps, labelProps, controlProps, descriptionProps, errorProps, required } = useFieldControl(props);
  return (
    <div {...frameProps}>
      <label {...labelProps}>
        {props.field.label}
        {required ? ' (required)' : null}
      </label>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <input
          {...controlProps}
          type="text"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button type="button" aria-describedby={labelProps.id} onClick={() => props.onChange('2030-01-02')}>
          Tomorrow
        </button>
      </div>
      {descriptionProps ? <small {...descriptionProps} /> : null}
      {errorProps ? <strong {...errorProps} /> : null}
    </div>
  );
}

interface BookingCardProps {
  onResult: (result: ElicitResult) => void;
}

/** The host's own card: its elements (`asChild`), its order of fields, its words on the buttons. */
function BookingCard({ onResult }: BookingCardProps) {
  const [result, setResult] = useState<ElicitResult>();
  if (result) return <ResultView result={result} />;
  return (
    <ElicitationRoot
      request={booking}
      server={clinic}
      onResult={(answer) => {
        onResult(answer);
        setResult(answer);
      }}
    >
      <ElicitationPanelContent asChild>
        <section className="mcp-elicitation" style={{ padding: '1rem' }}>
          <ElicitationTitle asChild>
            <h2 />
          </ElicitationTitle>
          <ElicitationMessage />
          <ElicitationFields>
            <ElicitationField name="day" component={DayPicker} />
            <ElicitationField name="notes" />
          </ElicitationFields>
          <ElicitationActions asChild>
            <footer>
              <ElicitationCancel>Not now</ElicitationCancel>
              <ElicitationDecline>No appointment</ElicitationDecline>
              <ElicitationAccept>Book it</ElicitationAccept>
            </footer>
          </ElicitationActions>
        </section>
      </ElicitationPanelContent>
    </ElicitationRoot>
  );
}

const meta = {
  title: 'Presentations/Custom layout',
  component: BookingCard,
  render: (args) => (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.25rem' }}>Appointments</h1>
      <BookingCard {...args} />
    </main>
  ),
  args: { onResult: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A layout of your own from the parts: `asChild` puts each part’s behaviour on your element (here a `<section>`, an `<h2>`, a `<footer>`), `ElicitationField` places fields one by one, and `useFieldControl` wires a replacement control (here a day picker) like the built-in ones. Handlers you pass run first and may `preventDefault()`.',
      },
    },
  },
} satisfies Meta<typeof BookingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names and descriptions survive the custom layout; a failed submit marks and describes the custom field. */
export const CustomFieldAndLayout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('group', { name: 'Request from City Clinic' });
    await expect(card.tagName).toBe('SECTION');
    await expect(card).toHaveAccessibleDescription('When would you like to come in?');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Request from City Clinic' })).toBeVisible();
    const day = canvas.getByRole('textbox', { name: 'Day (required)' });
    await expect(day).toBeRequired();
    await expect(day.getAttribute('aria-describedby')).not.toContain('error');

    await userEvent.click(canvas.getByRole('button', { name: 'Book it' }));
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    await expect(day).toHaveAccessibleDescription(expect.stringContaining('Required'));

    await userEvent.click(canvas.getByRole('button', { name: 'Tomorrow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book it' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { day: '2030-01-02' } }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};
