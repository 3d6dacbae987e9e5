'use client';
/**
 * Where focus goes when an inline question that held it goes away (answered, dismissed, moved):
 * an answered panel unmounts with the focused button inside it, and the browser drops focus to
 * `<body>`, so a keyboard user would start over from the top of the page. The question's slot
 * notices that drop and hands focus on: to the host's choice, else to where focus came from
 * before the question took it (usually the composer), else to the slot itself.
 */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where focus goes after an inline question that held it is answered: an element, a ref to one,
 * or a function read at that moment (for example `() => document.getElementById('composer')`).
 *
 * @example
 * ```ts
 * const returnFocus: ReturnFocusTarget = () => document.querySelector<HTMLElement>('textarea[name="message"]');
 * ```
 */
export type ReturnFocusTarget = HTMLElement | null | RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

function resolve(target: ReturnFocusTarget | undefined): HTMLElement | null | undefined {
  if (typeof target === 'function') return target();
  if (target !== null && target !== undefined && 'current' in target) return target.current;
  return target;
}

/** Focuses `element` if it is on the page and takes focus; says whether it did. */
function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus({ preventScroll: false });
  return element.ownerDocument.activeElement === element;
}

const dropped = (document: Document) => document.activeElement === null || document.activeElement === document.body;

/**
 * Watches `slot` (the element around a question host) and returns focus when it drops out of it.
 */
export function useFocusReturn(slot: RefObject<HTMLElement | null>, returnFocus: ReturnFocusTarget | undefined): void {
  const target = useRef(returnFocus);
  // The latest choice, read only when focus drops (after the commit that made it current).
  useEffect(() => {
    target.current = returnFocus;
  }, [returnFocus]);
  useEffect(() => {
    const element = slot.current;
    if (element === null) return;
    const document = element.ownerDocument;
    let inside = false;
    let cameFrom: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      inside = true;
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !element.contains(from)) cameFrom = from;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Moving elsewhere on purpose; `null` is the drop (or the window losing focus, which keeps activeElement).
      const to = event.relatedTarget;
      if (to instanceof Node && !element.contains(to)) inside = false;
    };
    const restore = () => {
      if (!inside || !dropped(document)) return;
      inside = false;
      if (tryFocus(resolve(target.current)) || tryFocus(cameFrom)) return;
      // Last resort: the question's own place, so the next Tab continues from here, not from the top.
      element.tabIndex = -1;
      element.focus();
    };
    // The panel's removal is a change of the slot's subtree; the check runs right after it.
    const observer = new MutationObserver(restore);
    observer.observe(element, { childList: true, subtree: true });
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [slot]);
}
