import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref, type RefCallback, type SyntheticEvent } from 'react';

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
 * Merges a part's own props with the host's, React Aria style: the host's win, except that both
 * classes are kept (the part's first: it is what the stylesheet selects), the part keeps its
 * `data-slot`, and where both have an event handler the host's runs first and may
 * `preventDefault()` the part's. Props the host leaves `undefined` keep the part's.
 *
 * @example
 * <button {...mergeProps(form.acceptProps, { className: 'primary', onClick: track })} />
 */
export function mergeProps<A extends object, B extends object>(ours: A, theirs: B): A & B {
  const merged: Record<string, unknown> = { ...(ours as Record<string, unknown>) };
  for (const [key, value] of Object.entries(theirs)) {
    if (value === undefined) continue;
    const own = merged[key];
    if (key === 'className') merged[key] = typeof own === 'string' && own !== '' ? `${own} ${String(value)}` : value;
    else if (key === 'data-slot' && own !== undefined) continue;
    else if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof value === 'function') {
      merged[key] = composeEventHandlers(value as (event: SyntheticEvent) => void, own as (event: SyntheticEvent) => void);
    } else merged[key] = value;
  }
  return merged as A & B;
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

/**
 * The part's built-in content when the host gave none: with `asChild` and a childless element
 * (`<ElicitationTitle asChild><h3 /></ElicitationTitle>`), the content goes inside that element.
 */
export function withDefault(asChild: boolean | undefined, children: ReactNode, fallback: ReactNode): ReactNode {
  if (!asChild) return children ?? fallback;
  const child = children as ReactElement<{ children?: ReactNode }>;
  if (isValidElement(child) && child.props.children == null) return cloneElement(child, undefined, fallback);
  return children;
}

/** Whether the host supplied the part's content (so the built-in label is not needed). */
export function hasOwnContent(asChild: boolean | undefined, children: ReactNode): boolean {
  if (!asChild) return children != null;
  return !isValidElement(children) || (children as ReactElement<{ children?: ReactNode }>).props.children != null;
}
