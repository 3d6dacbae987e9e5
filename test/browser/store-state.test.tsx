/**
 * `useStoreState`, how every field and the error summary read the form store: a field re-renders
 * when its own snapshot changes and only then, and a change that lands between its render and its
 * subscription (an effect of a part rendered before it) is not lost.
 */
import { useCallback, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { useStoreState } from '../../src/dialog/use-store-state';

/** A store of named snapshots, replaced (never mutated) on change, with listeners per name. */
function createStore(initial: Record<string, { text: string }>) {
  const values = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (name: string) => values[name]!,
    set(name: string, text: string) {
      values[name] = { text };
      for (const listener of listeners.get(name) ?? []) listener();
    },
    subscribe(name: string, listener: () => void) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set.add(listener));
      return () => set.delete(listener);
    },
    listeners: (name: string) => listeners.get(name)?.size ?? 0,
  };
}
type Store = ReturnType<typeof createStore>;

const renders = new Map<string, number>();

function Field({ store, name }: { store: Store; name: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const subscribe = useCallback((listener: () => void) => store.subscribe(name, listener), [store, name]);
  const read = useCallback(() => store.get(name), [store, name]);
  const { text } = useStoreState(subscribe, read);
  return <output aria-label={name}>{text}</output>;
}

/** Changes a field in a layout effect: after the fields rendered, before their passive effects subscribe. */
function ChangeBeforeSubscribe({ store }: { store: Store }) {
  useLayoutEffect(() => store.set('b', 'changed early'), [store]);
  return null;
}

afterEach(async () => {
  renders.clear();
  await cleanup();
});

describe('useStoreState', () => {
  it('re-renders the component whose snapshot changed, and no other', async () => {
    const store = createStore({ a: { text: 'one' }, b: { text: 'two' } });
    await render(
      <>
        <Field store={store} name="a" />
        <Field store={store} name="b" />
      </>,
    );
    await expect.poll(() => store.listeners('a') + store.listeners('b')).toBe(2);
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1 });

    store.set('a', 'uno');
    await expect.element(page.getByRole('status', { name: 'a' })).toHaveTextContent('uno');
    expect(Object.fromEntries(renders)).toEqual({ a: 2, b: 1 });
  });

  it('shows a change made between its render and its subscription', async () => {
    const store = createStore({ b: { text: 'two' } });
    await render(
      <>
        <Field store={store} name="b" />
        <ChangeBeforeSubscribe store={store} />
      </>,
    );
    await expect.element(page.getByRole('status', { name: 'b' })).toHaveTextContent('changed early');
    expect(store.listeners('b')).toBe(1);
  });

  it('unsubscribes on unmount', async () => {
    const store = createStore({ a: { text: 'one' } });
    const screen = await render(<Field store={store} name="a" />);
    await expect.poll(() => store.listeners('a')).toBe(1);
    await screen.unmount();
    expect(store.listeners('a')).toBe(0);
  });
});
