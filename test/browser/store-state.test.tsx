/**
 * How every field and the error summary read the form state, React Hook Form's (`useController`
 * per field): a keystroke re-renders the field it changed and no other, a change that lands
 * between a field's render and its subscription (an effect of a part rendered before it) is not
 * lost, and nothing stays subscribed after unmount.
 */
import { useLayoutEffect } from 'react';
import { createFormControl, useFormContext, type Control } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationAccept, ElicitationActions, ElicitationPanelContent, ElicitationFields, ElicitationRoot } from '../../src/index';
import { TextField } from '../../src/fields/text-field';
import type { FieldProps } from '../../src/fields/types';

const renders = new Map<string, number>();

/** The built-in text field, counting its renders per property key. */
function CountingText(props: FieldProps<'text'>) {
  renders.set(props.field.key, (renders.get(props.field.key) ?? 0) + 1);
  return <TextField {...props} />;
}

const request = {
  message: 'Two fields',
  requestedSchema: { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B', minLength: 3 } } },
};

function Form({ children }: { children?: React.ReactNode }) {
  return (
    <ElicitationRoot request={request} server={{ id: 's' }} onResult={() => undefined} fields={{ text: CountingText }}>
      <ElicitationPanelContent>
        <ElicitationFields />
        {children}
      </ElicitationPanelContent>
    </ElicitationRoot>
  );
}

/** Changes a field in a layout effect: after the fields rendered, before their passive effects subscribe. */
function ChangeBeforeSubscribe() {
  const { setValue } = useFormContext();
  useLayoutEffect(() => setValue('f1', 'changed early'), [setValue]);
  return null;
}

/** Hands the form's control to the test, to count what listens to it. */
function ControlProbe({ onControl }: { onControl: (control: Control) => void }) {
  onControl(useFormContext().control);
  return null;
}

/** The listeners on React Hook Form's state (internal, read only to check that none are left). */
const listenersOf = (control: Control) =>
  (control as unknown as { _subjects: { state: { observers: unknown[] } } })._subjects.state.observers.length;

afterEach(async () => {
  renders.clear();
  await cleanup();
});

describe('the fields’ binding to the form state', () => {
  it('re-renders the field whose value changed, and no other', async () => {
    await render(<Form />);
    const a = page.getByRole('textbox', { name: 'A' });
    await expect.element(a).toBeVisible();
    await a.click();
    const before = Object.fromEntries(renders);
    await userEvent.keyboard('x');
    await expect.element(a).toHaveValue('x');
    expect(renders.get('a')).toBeGreaterThan(before.a as number);
    expect(renders.get('b')).toBe(before.b);

    // A change checked on the spot (the field was left and shows an error) still re-renders it alone.
    const b = page.getByRole('textbox', { name: 'B' });
    await b.fill('no');
    await userEvent.tab();
    await expect.element(b).toHaveAttribute('aria-invalid', 'true');
    const settled = Object.fromEntries(renders);
    await b.click();
    await userEvent.keyboard('{End}w');
    await expect.element(b).not.toHaveAttribute('aria-invalid');
    expect(renders.get('a')).toBe(settled.a);
  });

  it('renders only the field a checked keystroke changed, before and after a submit', async () => {
    await render(
      <Form>
        <ElicitationActions>
          <ElicitationAccept />
        </ElicitationActions>
      </Form>,
    );
    const b = page.getByRole('textbox', { name: 'B' });
    await b.fill('no');
    await userEvent.tab();
    await expect.element(b).toHaveAttribute('aria-invalid', 'true');
    await b.click();
    await userEvent.keyboard('{End}');

    /** Types a character that makes B valid, then takes it back: B renders, A does not. */
    async function clearThenShowError() {
      const a = renders.get('a');
      let before = renders.get('b') as number;
      await userEvent.keyboard('w');
      await expect.element(b).not.toHaveAttribute('aria-invalid');
      expect(renders.get('b')).toBeGreaterThan(before);
      before = renders.get('b') as number;
      await userEvent.keyboard('{Backspace}');
      await expect.element(b).toHaveAttribute('aria-invalid', 'true');
      expect(renders.get('b')).toBeGreaterThan(before);
      expect(renders.get('a')).toBe(a);
    }

    // Left with an error: every change is checked at once.
    await clearThenShowError();

    // After a submit (refused: B is too short), each change is checked too.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(b).toHaveFocus();
    await userEvent.keyboard('{End}');
    await clearThenShowError();
  });

  it('renders each field once to open the form', async () => {
    // React Hook Form updates the form's own state after mounting (`isReady`), which renders the
    // root again; the fields must not render with it (200 of them would all render twice).
    await render(<Form />);
    await expect.element(page.getByRole('textbox', { name: 'B' })).toBeVisible();
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1 });
  });

  it('a refused submit marks the invalid field only', async () => {
    await render(
      <Form>
        <ElicitationActions>
          <ElicitationAccept />
        </ElicitationActions>
      </Form>,
    );
    const b = page.getByRole('textbox', { name: 'B' });
    await b.fill('no');
    // Refused: B is too short. A (valid, unchanged) has nothing to show.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(b).toHaveAttribute('aria-invalid', 'true');
    await expect.element(b).toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: 'A' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows a change made between its render and its subscription', async () => {
    await render(
      <Form>
        <ChangeBeforeSubscribe />
      </Form>,
    );
    await expect.element(page.getByRole('textbox', { name: 'B' })).toHaveValue('changed early');
  });

  it('listens to the form the same number of times for every field', async () => {
    // Requests that differ by two fields differ by the same number of listeners: `useController`'s
    // per field (its value and its state), nothing that grows with the form.
    const counted = async (count: number) => {
      let control: Control | undefined;
      const properties = Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, { type: 'string', title: `K${i}` }]));
      const screen = await render(
        <ElicitationRoot
          request={{ message: 'Count', requestedSchema: { type: 'object', properties } }}
          server={{ id: 's' }}
          onResult={() => undefined}
        >
          <ElicitationPanelContent>
            <ElicitationFields />
            <ControlProbe onControl={(c) => (control = c)} />
          </ElicitationPanelContent>
        </ElicitationRoot>,
      );
      await expect.element(page.getByRole('textbox', { name: 'K0' })).toBeVisible();
      const listeners = listenersOf(control as Control);
      await screen.unmount();
      return listeners;
    };
    const two = await counted(2);
    const four = await counted(4);
    const six = await counted(6);
    expect(four - two).toBeGreaterThan(0);
    expect(six - four).toBe(four - two);
  });

  it('unsubscribes on unmount', async () => {
    let control: Control | undefined;
    const screen = await render(
      <Form>
        <ControlProbe onControl={(c) => (control = c)} />
      </Form>,
    );
    await expect.element(page.getByRole('textbox', { name: 'B' })).toBeVisible();
    expect(control).toBeDefined();
    expect(listenersOf(control as Control)).toBeGreaterThan(0);
    await screen.unmount();
    // What a form that nothing ever rendered holds: its own internal listener.
    expect(listenersOf(control as Control)).toBe(listenersOf(createFormControl().control));
  });
});
