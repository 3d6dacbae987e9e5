import type { Ref, RefCallback, SyntheticEvent } from 'react';

/**
 * Runs the host's handler first, then ours unless the host called `preventDefault()`: the host can
 * always veto a part's built-in behaviour.
 *
 * @example
 * <button onClick={composeEventHandlers(props.onClick, () => finish({ action: 'decline' }))} />
 */
export function composeEventHandlers<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/**
 * One ref callback that sets every given ref (callback or object), so a part can keep its own ref
 * and still forward the host's.
 *
 * @example
 * <div ref={composeRefs(forwardedRef, ownRef)} />
 */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}
