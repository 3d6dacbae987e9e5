import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ElicitationAccept,
  ElicitationActions,
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

const shop = { id: 'shop', label: 'Corner Shop' };

const delivery = {
  message: 'Where should we deliver?',
  requestedSchema: {
    type: 'object',
    properties: {
      postcode: { type: 'string', title: 'Postcode', description: 'As on your letters', minLength: 5, maxLength: 8 },
      note: { type: 'string', title: 'Note for the driver' },
    },
    required: ['postcode'],
  },
};

/**
 * A field written the way shadcn's `FormField` is: React Hook Form's `Controller` (on the request's
 * form, through the root's `FormProvider`; `props.name` is its control name), with
 * `useFieldControl` giving it the built-in fields' label, description, error and ARIA wiring. It
 * upper-cases what is typed; the request's own rules and messages still check it.
 */
function PostcodeField(props: FieldProps<'text'>) {
  const { frameProps, labelProps, controlProps, descriptionProps, errorProps } = useFieldControl(props);
  return (
    <Controller
      name={props.name}
      render={({ field }) => (
        <div {...frameProps}>
          <label {...labelProps}>{props.field.label}</label>
          <input
            {...controlProps}
            ref={field.ref}
            autoComplete="postal-code"
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
            onBlur={props.onBlur}
          />
          {descriptionProps ? <small {...descriptionProps} /> : null}
          {errorProps ? <strong {...errorProps} /> : null}
        </div>
      )}
    />
  );
}

/** A summary of the answers so far (`watch`) and a shortcut that fills the note (`setValue`). */
function DeliverySummary() {
  const { watch, setValue } = useFormContext();
  // Control names follow the fields' order: f0 is the postcode, f1 the note.
  const [postcode, note] = watch(['f0', 'f1']) as [string, string];
  return (
    <div style={{ display: 'grid', gap: '0.5rem', margin: '0.5rem 0' }}>
      <output aria-label="Delivery summary">
        {postcode === '' ? 'No postcode yet' : `To ${postcode}${note === '' ? '' : `: ${note}`}`}
      </output>
      <button type="button" onClick={() => setValue('f1', 'Leave it with a neighbour', { shouldDirty: true })}>
        Use my usual note
      </button>
    </div>
  );
}

interface DeliveryCardProps {
  onResult: (result: ElicitResult) => void;
}

/** The host's own card, with a React Hook Form field and a summary that reads the form. */
function DeliveryCard({ onResult }: DeliveryCardProps) {
  const [result, setResult] = useState<ElicitResult>();
  if (result) return <ResultView result={result} />;
  return (
    <ElicitationRoot
      request={delivery}
      server={shop}
      onResult={(answer) => {
        onResult(answer);
        setResult(answer);
      }}
    >
      <ElicitationPanelContent asChild>
        <section className="mcp-elicitation" style={{ padding: '1rem' }}>
          <ElicitationTitle />
          <ElicitationMessage />
          <ElicitationFields>
            <ElicitationField name="postcode" component={PostcodeField} />
            <ElicitationField name="note" />
          </ElicitationFields>
          <DeliverySummary />
          <ElicitationActions>
            <ElicitationDecline />
            <ElicitationAccept>Deliver here</ElicitationAccept>
          </ElicitationActions>
        </section>
      </ElicitationPanelContent>
    </ElicitationRoot>
  );
}

const meta = {
  title: 'Presentations/React Hook Form',
  component: DeliveryCard,
  render: (args) => (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.25rem' }}>Checkout</h1>
      <DeliveryCard {...args} />
    </main>
  ),
  args: { onResult: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The request’s form is a React Hook Form form, provided with `FormProvider` by the root. A field can be written with `Controller` or `useController` (its `name` prop is the control name), and a layout can `watch`, `setValue`, `trigger` or `reset` through `useFormContext()`. Control names are `f0`, `f1`, … in the fields’ order, never the server’s property keys (which may hold dots or brackets).',
      },
    },
  },
} satisfies Meta<typeof DeliveryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A `Controller` field: the request's rules check it, its error is wired like the built-in fields'. */
export const ControllerField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const postcode = await canvas.findByRole('textbox', { name: 'Postcode' });
    await userEvent.type(postcode, 'sw1');
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver here' }));
    await waitFor(() => expect(postcode).toHaveAttribute('aria-invalid', 'true'));
    await expect(postcode).toHaveFocus();
    await expect(postcode).toHaveAccessibleDescription(expect.stringContaining('As on your letters'));
    await userEvent.type(postcode, 'a 1aa');
    await waitFor(() => expect(postcode).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver here' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { postcode: 'SW1A 1AA' } }));
  },
};

/** A layout reading the form with `watch` and filling it with `setValue`: what Accept sends follows. */
export const FormContextLayout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('status', { name: 'Delivery summary' });
    await expect(summary).toHaveTextContent('No postcode yet');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'ec1a 1bb');
    await waitFor(() => expect(summary).toHaveTextContent('To EC1A 1BB'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use my usual note' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Note for the driver' })).toHaveValue('Leave it with a neighbour'));
    await expect(summary).toHaveTextContent('To EC1A 1BB: Leave it with a neighbour');
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver here' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({
        action: 'accept',
        content: { postcode: 'EC1A 1BB', note: 'Leave it with a neighbour' },
      }),
    );
  },
};
