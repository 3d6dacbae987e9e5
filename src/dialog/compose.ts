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
