/**
 * The form state is React Hook Form's: a custom field written with `Controller` / `useController`
 * and a custom layout using `useFormContext()` work on the request's form; a request swapped
 * without a `key` starts from its own answers; property keys that React Hook Form would read as
 * paths (or that name `Object.prototype` members) round-trip.
 */
import '../../src/theme/styles.css';
import { useState } from 'react';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import {
  ElicitationAccept,
  ElicitationActions,
  ElicitationPanelContent,
  ElicitationDialog,
  ElicitationField,
  ElicitationFields,
  ElicitationPanel,
  ElicitationRoot,
  ElicitationTitle,
} from '../../src/index';
import type { FieldProps } from '../../src/fields/types';
import type { ElicitResult } from 'mcp-elicitation-core';
import { useFieldControl } from '../../src/fields/use-field-control';
import { resultRecorder } from './helpers';

const server = { id: 'shop', label: 'Shop' };

afterEach(async () => {
  await cleanup();
});

/** A text field written the way shadcn's `FormField` is: React Hook Form's `Controller`, our ARIA wiring. */
function ControllerText(props: FieldProps<'text'>) {
  const { labelProps, controlProps, errorProps } = useFieldControl(props);
  return (
    <Controller
      name={props.name}
      render={({ field }) => (
        <div>
          <label {...labelProps}>{props.field.label}</label>
          <input
            {...controlProps}
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            onBlur={field.onBlur}
          />
          {errorProps ? <p {...errorProps} /> : null}
        </div>
      )}
    />
  );
}

/** The same with `useController`, placed by key with `ElicitationField`. */
function StarsField(props: FieldProps<'number'>) {
  const { field } = useController({ name: props.name });
  const stars = Number(field.value || 0);
  return (
    <fieldset>
      <legend>{props.field.label}</legend>
      {[1, 2, 3].map((n) => (
        <button key={n} type="button" aria-pressed={stars === n} onClick={() => field.onChange(String(n))}>
          {`${n} stars`}
        </button>
      ))}
    </fieldset>
  );
}

const review = {
  message: 'Review your order',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 3 },
    },
    required: ['name'],
  },
};

describe('custom fields with React Hook Form', () => {
  it('a Controller field from the registry and a useController field placed by key answer through the same form', async () => {
    const recorder = resultRecorder();
    await render(
      <ElicitationRoot request={review} server={server} onResult={recorder.onResult} fields={{ text: ControllerText }}>
        <ElicitationPanelContent>
          <ElicitationTitle />
          <ElicitationFields>
            <ElicitationField name="name" />
            <ElicitationField name="rating" component={StarsField} />
          </ElicitationFields>
          <ElicitationActions>
            <ElicitationAccept />
          </ElicitationActions>
        </ElicitationPanelContent>
      </ElicitationRoot>,
    );
    // The engine's rules and messages still apply to a custom field: Accept on an empty one fails.
    await page.getByRole('button', { name: 'Accept' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveFocus();
    await name.fill('ada');
    await expect.element(name).toHaveValue('ADA');
    await expect.element(name).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: '2 stars' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'ADA', rating: 2 } });
  });
});

/** The request inline, with `layout` (a host's own part) between its fields and Accept. */
function renderWithLayout(request: object, layout: React.ReactNode, onResult: (result: ElicitResult) => void = () => undefined) {
  return render(
    <ElicitationRoot request={request} server={server} onResult={onResult}>
      <ElicitationPanelContent>
        <ElicitationTitle />
        <ElicitationFields />
        {layout}
        <ElicitationActions>
          <ElicitationAccept />
        </ElicitationActions>
      </ElicitationPanelContent>
    </ElicitationRoot>,
  );
}

/** A layout that shows what is typed (`watch`) and fills a field itself (`setValue`). */
function Preview() {
  const { watch, setValue } = useFormContext();
  const name = watch('f0') as string;
  return (
    <div>
      <output aria-label="Preview">{name === '' ? '—' : `Hello, ${name}`}</output>
      <button type="button" onClick={() => setValue('f1', 'Gift wrap, please', { shouldDirty: true })}>
        Add the usual note
      </button>
    </div>
  );
}

const order = {
  message: 'Who is it for?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, note: { type: 'string', title: 'Note' } },
  },
};

describe('a custom layout with useFormContext', () => {
  it('watch follows the typing; setValue changes what Accept sends (the form state is React Hook Form’s)', async () => {
    const recorder = resultRecorder();
    await renderWithLayout(order, <Preview />, recorder.onResult);
    const preview = page.getByRole('status', { name: 'Preview' });
    await expect.element(preview).toHaveTextContent('—');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await expect.element(preview).toHaveTextContent('Hello, Ada');
    await page.getByRole('button', { name: 'Add the usual note' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Gift wrap, please');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Ada', note: 'Gift wrap, please' } });
  });
});

/**
 * A layout that drives the form the way a host's own code can: React Hook Form's focus calls, a
 * reset, and the touched state. The built-in fields register with the form (not through
 * `useController`), so each of these must still find them.
 */
function FormDriver() {
  const { setFocus, trigger, reset, formState } = useFormContext();
  return (
    <div>
      <button type="button" onClick={() => setFocus('f1')}>
        Focus the note
      </button>
      <button type="button" onClick={() => void trigger('f1', { shouldFocus: true })}>
        Check the note
      </button>
      <button type="button" onClick={() => reset()}>
        Start over
      </button>
      <output aria-label="Touched">{Object.keys(formState.touchedFields).sort().join(' ') || '—'}</output>
    </div>
  );
}

const note = {
  message: 'A short note',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, note: { type: 'string', title: 'Note', minLength: 5 } },
    required: ['note'],
  },
};

describe('the built-in fields seen from React Hook Form', () => {
  it('setFocus, trigger with shouldFocus and a refused submit focus them, also after a layout resets the form', async () => {
    const recorder = resultRecorder();
    await renderWithLayout(note, <FormDriver />, recorder.onResult);
    const name = page.getByRole('textbox', { name: 'Name' });
    const noteBox = page.getByRole('textbox', { name: 'Note' });
    await page.getByRole('button', { name: 'Focus the note' }).click();
    await expect.element(noteBox).toHaveFocus();
    await noteBox.fill('hi');
    await page.getByRole('button', { name: 'Check the note' }).click();
    await expect.element(noteBox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(noteBox).toHaveFocus();

    await noteBox.fill('Hello there');
    await expect.element(noteBox).not.toHaveAttribute('aria-invalid');

    // A reset forgets every registration React Hook Form holds; the fields register again.
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect.element(noteBox).toHaveValue('');
    await name.fill('Ada');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(noteBox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(noteBox).toHaveFocus();
    await page.getByRole('button', { name: 'Focus the note' }).click();
    await expect.element(noteBox).toHaveFocus();
    await noteBox.fill('Thanks a lot');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { name: 'Ada', note: 'Thanks a lot' } });
  });

  it('a field’s check when the user leaves it never lands after a reset that followed', async () => {
    await renderWithLayout(note, <FormDriver />);
    const noteBox = page.getByRole('textbox', { name: 'Note' });
    await noteBox.fill('hi');
    // Pressing "Start over" moves focus off the changed (and too short) note, which checks it, then
    // resets the form. A check that answered later than the reset would put the error back on the
    // empty, untouched field.
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect.element(noteBox).toHaveValue('');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(noteBox).not.toHaveAttribute('aria-invalid');
  });

  it('a field the user changed and left is touched, as React Hook Form counts it; one tabbed past is not', async () => {
    await renderWithLayout(note, <FormDriver />);
    const touched = page.getByRole('status', { name: 'Touched' });
    await expect.element(touched).toHaveTextContent('—');
    await page.getByRole('textbox', { name: 'Name' }).click();
    await userEvent.tab();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await userEvent.tab();
    await expect.element(touched).toHaveTextContent('f0');
    await expect.element(page.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
  });
});

const first = {
  message: 'First question',
  requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
};
const second = {
  message: 'Second question',
  requestedSchema: { type: 'object', properties: { code: { type: 'string', title: 'Code' } } },
};

describe('a request swapped without a key', () => {
  it('submits only the new request’s answers', async () => {
    const recorder = resultRecorder();
    function Host() {
      const [request, setRequest] = useState<object>(first);
      return (
        <>
          <button type="button" onClick={() => setRequest(second)}>
            Next request
          </button>
          <ElicitationPanel request={request} server={server} onResult={recorder.onResult} />
        </>
      );
    }
    await render(<Host />);
    await page.getByRole('textbox', { name: 'City' }).fill('Lisbon');
    await page.getByRole('button', { name: 'Next request' }).click();
    const code = page.getByRole('textbox', { name: 'Code' });
    await expect.element(code).toHaveValue('');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: {} });
  });

  it('keeps the answers when the host rebuilds the same request on a render', async () => {
    const recorder = resultRecorder();
    function Host() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render again
          </button>
          <ElicitationPanel request={{ ...first }} server={server} onResult={recorder.onResult} />
        </>
      );
    }
    await render(<Host />);
    await page.getByRole('textbox', { name: 'City' }).fill('Lisbon');
    await page.getByRole('button', { name: 'Render again' }).click();
    await expect.element(page.getByRole('textbox', { name: 'City' })).toHaveValue('Lisbon');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await recorder.single()).toEqual({ action: 'accept', content: { city: 'Lisbon' } });
  });
});

describe('property keys React Hook Form would read as paths', () => {
  it('`a.b`, `0`, `a[1]` and `constructor` round-trip, checked and answered under their own keys', async () => {
    const recorder = resultRecorder();
    const request = {
      message: 'Odd keys',
      requestedSchema: {
        type: 'object',
        properties: {
          'a.b': { type: 'string', title: 'Dotted', minLength: 3 },
          '0': { type: 'string', title: 'Digits' },
          'a[1]': { type: 'string', title: 'Bracketed' },
          constructor: { type: 'string', title: 'Constructor' },
        },
        required: ['a.b'],
      },
    };
    await render(<ElicitationDialog request={request} server={server} onResult={recorder.onResult} />);
    const dotted = page.getByRole('textbox', { name: 'Dotted' });
    await dotted.fill('ab');
    await page.getByRole('button', { name: 'Accept' }).click();
    // The engine's message reaches the right field: the key is never read as a path.
    await expect.element(dotted).toHaveAttribute('aria-invalid', 'true');
    await expect.element(dotted).toHaveFocus();
    await dotted.fill('abc');
    await page.getByRole('textbox', { name: 'Digits' }).fill('zero');
    await page.getByRole('textbox', { name: 'Bracketed' }).fill('one');
    await page.getByRole('textbox', { name: 'Constructor' }).fill('ctor');
    await userEvent.keyboard('{Enter}');
    const result = await recorder.single();
    expect(result).toEqual({ action: 'accept', content: { 'a.b': 'abc', '0': 'zero', 'a[1]': 'one', constructor: 'ctor' } });
    expect(Object.keys((result as { content: object }).content).sort()).toEqual(['0', 'a.b', 'a[1]', 'constructor']);
  });
});
