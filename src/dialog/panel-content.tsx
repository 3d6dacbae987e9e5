'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { composeRefs, mergeProps } from './compose';
import { useElicitationContext } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';
import { focusFirst } from './surface';

/**
 * The request inline, in the page's flow (chat threads, side panels): a `div` that is a group
 * named by the title and described by the status line and the message. No portal, focus trap or
 * scroll lock; Escape and clicks elsewhere do nothing (the page goes on). Focus moves in only with
 * `autoFocus`; when a request that holds focus closes, `onCloseAutoFocus` runs (cancellable) before
 * focus goes back where `autoFocus` took it from. Mounted only while the request is open, so closing
 * is its unmount.
 *
 * @example
 * <ElicitationRoot request={params} server={server} onResult={respond}>
 *   <ElicitationPanelContent className="card">…</ElicitationPanelContent>
 * </ElicitationRoot>
 */
export const ElicitationPanelContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<'div'> &
    AsChildProps & {
      /**
       * Move focus into the request when it appears. Leave it off for requests that appear while the
       * user is doing something else, such as typing in a chat.
       */
      autoFocus?: boolean;
      /**
       * Runs when focus is about to go back to the page (a request that holds focus closes);
       * `preventDefault()` to place focus yourself.
       */
      onCloseAutoFocus?: (event: Event) => void;
    }
>(function ElicitationPanelContent({ autoFocus, onCloseAutoFocus, asChild, ...rest }, ref) {
  const form = useElicitationContext();
  if (!form.open) return null;
  return (
    <InlineSurface
      ref={ref}
      surface={form.contentProps}
      autoFocus={autoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
      asChild={asChild}
      {...rest}
    />
  );
});

/** The inline surface while it is open: focus in on mount (with `autoFocus`), and back out when it goes. */
const InlineSurface = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<'div'> &
    AsChildProps & { surface: ComponentPropsWithoutRef<'div'>; onCloseAutoFocus?: ((event: Event) => void) | undefined }
>(function InlineSurface({ surface, autoFocus, onCloseAutoFocus, asChild, ...rest }, ref) {
  const own = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onCloseAutoFocus);
  useIsomorphicLayoutEffect(() => {
    onCloseRef.current = onCloseAutoFocus;
  });
  useIsomorphicLayoutEffect(() => {
    const root = own.current;
    if (!root) return;
    // Where focus was when the surface took it: that is where it goes back. (Already inside: the
    // StrictMode rehearsal remounted us; keep what was recorded the first time.)
    if (autoFocus && !root.contains(document.activeElement)) {
      const active = document.activeElement;
      previousFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      focusFirst(root);
    }
    return () => {
      // Runs before the surface leaves the DOM: only a surface that holds focus moves it on.
      if (!root.contains(document.activeElement)) return;
      // Once it is gone: StrictMode's rehearsal unmount (development) runs this while the surface stays.
      queueMicrotask(() => {
        if (root.isConnected) return;
        const event = new Event('elicitation.closeAutoFocus', { cancelable: true });
        onCloseRef.current?.(event);
        if (event.defaultPrevented) return;
        const previous = previousFocus.current;
        if (previous?.isConnected) previous.focus();
      });
    };
    // Mount and unmount only: focus is taken once, when the request appears.
  }, []);
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={composeRefs(ref, own)}
      {...mergeProps(
        // Focusable by script only, so focus can land on the surface when it has nothing focusable.
        { ...surface, 'data-presentation': 'inline', tabIndex: -1 },
        rest,
      )}
    />
  );
});
