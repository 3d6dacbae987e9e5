/**
 * How every field and the error summary read the form state, React Hook Form's (one registration
 * and one subscription per field, `src/dialog/field-binding.ts`): a field re-renders when its own value or error changes and only then, a change that
 * lands between its render and its subscription (an effect of a part rendered before it) is not
 * lost, and nothing stays subscribed after unmount.
 */
import { useLayoutEffect } from 'react';
import { createFormControl, useFormContext, type Control } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import {
  ElicitationAccept,
  ElicitationActions,
  ElicitationContent,
  ElicitationFields,
  ElicitationRoot,
} from '../../src/dialog/elicitation-dialog';
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
    <ElicitationRoot
      presentation="inline"
      request={request}
      server={{ id: 's' }}
      onResult={() => undefined}
      fields={{ text: CountingText }}
    >
      <ElicitationContent>
        <ElicitationFields />
        {children}
      </ElicitationContent>
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

  it('renders a checked keystroke’s field once, value and error together, before and after a submit', async () => {
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

    /** Types a character that makes B valid, then takes it back: one render of B for each. */
    async function clearThenShowError() {
      let before = renders.get('b') as number;
      await userEvent.keyboard('w');
      await expect.element(b).not.toHaveAttribute('aria-invalid');
      expect(renders.get('b')).toBe(before + 1);
      before = renders.get('b') as number;
      await userEvent.keyboard('{Backspace}');
      await expect.element(b).toHaveAttribute('aria-invalid', 'true');
      expect(renders.get('b')).toBe(before + 1);
    }

    // Left with an error: every change is checked at once. The error goes and comes back in the
    // render that shows the typed character, not in one after it.
    await clearThenShowError();

    // After a submit (refused: B is too short), each change is checked too, still in one render.
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

  it('renders on a submit only the fields whose error changed', async () => {
    await render(
      <Form>
        <ElicitationActions>
          <ElicitationAccept />
        </ElicitationActions>
      </Form>,
    );
    const b = page.getByRole('textbox', { name: 'B' });
    await b.fill('no');
    const before = Object.fromEntries(renders);
    // Refused: B is too short. A (valid, unchanged) has nothing new to show.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.element(b).toHaveAttribute('aria-invalid', 'true');
    expect(renders.get('a')).toBe(before.a);
    expect(renders.get('b')).toBe((before.b as number) + 1);

    // A second refused submit changes no error: no field renders.
    const again = Object.fromEntries(renders);
    await page.getByRole('button', { name: 'Accept' }).click();
    // Focus goes back to B when the submit is refused, with its state update; React renders such
    // an update in a task before the next frame.
    await expect.element(b).toHaveFocus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(Object.fromEntries(renders)).toEqual(again);
  });

  it('shows a change made between its render and its subscription', async () => {
    await render(
      <Form>
        <ChangeBeforeSubscribe />
      </Form>,
    );
    await expect.element(page.getByRole('textbox', { name: 'B' })).toHaveValue('changed early');
  });

  it('listens to the form once per field', async () => {
    // Two requests that differ by two fields: their forms differ by two listeners. (`useController`
    // took three per field: its value, its form state, and the error the field subscribed to.)
    const counted = async (properties: Record<string, object>) => {
      let control: Control | undefined;
      const screen = await render(
        <ElicitationRoot
          presentation="inline"
          request={{ message: 'Count', requestedSchema: { type: 'object', properties } }}
          server={{ id: 's' }}
          onResult={() => undefined}
        >
          <ElicitationContent>
            <ElicitationFields />
            <ControlProbe onControl={(c) => (control = c)} />
          </ElicitationContent>
        </ElicitationRoot>,
      );
      await expect.element(page.getByRole('textbox', { name: 'A' })).toBeVisible();
      const listeners = listenersOf(control as Control);
      await screen.unmount();
      return listeners;
    };
    const two = await counted({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } });
    const four = await counted({
      a: { type: 'string', title: 'A' },
      b: { type: 'string', title: 'B' },
      c: { type: 'string', title: 'C' },
      d: { type: 'string', title: 'D' },
    });
    expect(four - two).toBe(2);
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
