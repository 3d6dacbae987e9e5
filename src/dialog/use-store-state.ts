import { useEffect, useState } from 'react';

/**
 * A value read from the form store, held in React state and refreshed by the store's listener: the
 * component re-renders only when `read` returns something new (`Object.is`). Both arguments must
 * be stable (`useCallback`), and `read` must return the same object while nothing changed (the
 * store's snapshots do).
 *
 * Not `useSyncExternalStore`: React marks a component that reads a new snapshot through it for a
 * passive effect, so every keystroke made React post a task of its own to run that effect, inside
 * the keystroke's measured work. The store calls its listeners as it changes, and React batches
 * the updates they make into one render, so two parts never show different states of it.
 *
 * @example
 * const read = useCallback(() => store.getField(name), [store, name]);
 * const { value, error } = useStoreState(subscribe, read);
 */
export function useStoreState<T extends object>(subscribe: (listener: () => void) => () => void, read: () => T): T {
  const [state, setState] = useState(read);
  useEffect(() => {
    // The updater form reads the store when React applies it; an unchanged snapshot bails out.
    const update = () => setState(read);
    // A change between the render and this subscription. Compared here rather than left to
    // `update`: a state update, even one that bails out, costs each of 200 fields on an opening.
    if (read() !== state) update();
    return subscribe(update);
    // `state` is the snapshot this subscription starts from; a newer one needs no new subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe, read]);
  return state;
}
