'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { setNonce } from 'get-nonce';
import { forwardRef, useState, type ComponentProps, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { slot } from '../theme/slot';
import { mergeProps } from './compose';
import { useElicitationContext } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';
import { fallbackDiscardPrompt, focusFirst } from './surface';

/**
 * The modal's Radix dialog (open while the request is) and its portal: what the overlay and the
 * content render into. `ElicitationDialogContent` renders one itself.
 *
 * @example
 * <ElicitationDialogPortal container={shadowRoot}>…</ElicitationDialogPortal>
 */
export function ElicitationDialogPortal({
  container,
  nonce,
  children,
}: {
  /** Where to portal the modal; defaults to `document.body`. */
  container?: HTMLElement | null;
  /**
   * The page's CSP nonce. While a modal is open, Radix locks page scroll with an inline `<style>`,
   * which a strict `style-src` blocks unless it carries the nonce.
   */
  nonce?: string;
  children?: ReactNode;
}) {
  const form = useElicitationContext();
  // Set during render: the scroll lock's style is injected by a child's effect, before ours run.
  if (nonce !== undefined) setNonce(nonce);
  return (
    <Dialog.Root open={form.open} onOpenChange={(next) => (next ? undefined : form.dismiss())}>
      <Dialog.Portal container={container ?? undefined}>{children}</Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The backdrop behind the modal (Radix's overlay, which also locks page scroll). Inside
 * `ElicitationDialogPortal`; `ElicitationDialogContent` renders one itself.
 *
 * @example
 * <ElicitationDialogOverlay className="my-backdrop" />
 */
export const ElicitationDialogOverlay = /* @__PURE__ */ forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function ElicitationDialogOverlay(props, ref) {
    return <Dialog.Overlay ref={ref} {...mergeProps(slot('elicitation-overlay'), props)} />;
  },
);

/**
 * The request as a modal dialog: Radix's portal, backdrop and dialog panel, named by the title and
 * described by the status line and the message. Focus moves to the first field when it opens (to
 * Decline when there is nothing to fill in, or when it is the suggested answer) and returns where it
 * was when it closes. Escape and × cancel, and ask "Discard your answers?" first once the user typed
 * answers; a click outside cancels only a request without fields.
 *
 * @example
 * <ElicitationRoot request={params} server={server} onResult={respond}>
 *   <ElicitationDialogContent className="my-dialog">…</ElicitationDialogContent>
 * </ElicitationRoot>
 */
export const ElicitationDialogContent = /* @__PURE__ */ forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<'div'> &
    AsChildProps &
    Omit<ComponentProps<typeof ElicitationDialogPortal>, 'children'> & {
      /** Runs when the dialog opens, before focus moves in; `preventDefault()` to place focus yourself. */
      onOpenAutoFocus?: (event: Event) => void;
      /** Runs when focus is about to go back to the page on close; `preventDefault()` to place focus yourself. */
      onCloseAutoFocus?: (event: Event) => void;
      /** Escape was pressed; `preventDefault()` keeps the request open. */
      onEscapeKeyDown?: (event: KeyboardEvent) => void;
      /** A pointer or focus moved outside; `preventDefault()` keeps the request open. */
      onInteractOutside?: (event: Event) => void;
      /** Class of the backdrop behind the modal. */
      overlayClassName?: string;
    }
>(function ElicitationDialogContent(
  { container, nonce, overlayClassName, children, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown, onInteractOutside, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const { allowDiscardQuestion } = form;
  // Escape and × ask before discarding typed answers, in a modal surface only.
  useIsomorphicLayoutEffect(() => allowDiscardQuestion(), [allowDiscardQuestion]);
  // Radix returns focus to a Dialog.Trigger; requests open without one, so remember what had focus.
  const [returnFocusTo] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  // Radix gives the panel its role: the group role is the inline surface's.
  const { role: _role, ...surface } = form.contentProps;
  return (
    <ElicitationDialogPortal container={container} nonce={nonce}>
      <ElicitationDialogOverlay className={overlayClassName} />
      <Dialog.Content
        ref={ref}
        {...mergeProps(
          {
            ...surface,
            'data-presentation': 'modal',
            onOpenAutoFocus: (event: Event) => {
              onOpenAutoFocus?.(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              focusFirst(event.currentTarget as HTMLElement);
            },
            onCloseAutoFocus: (event: Event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              if (returnFocusTo?.isConnected) returnFocusTo.focus();
            },
            onEscapeKeyDown: (event: KeyboardEvent) => {
              onEscapeKeyDown?.(event);
              // With asChild the host's element is the only child: no room for the question, so Escape
              // cancels. Not on a request that can no longer be answered (withdrawn, timed out): nothing
              // to keep editing (`askDiscard` says so).
              if (event.defaultPrevented || rest.asChild) return;
              const active = document.activeElement;
              if (form.askDiscard(active instanceof HTMLElement ? active : null)) event.preventDefault();
            },
            onInteractOutside: (event: Event) => {
              onInteractOutside?.(event);
              // A stray click beside the dialog must not cancel a form, typed in or not: cancelling fails
              // the tool call that asked. Escape and × still cancel; a request without fields still
              // closes on a click outside (nothing is lost).
              if (!event.defaultPrevented && (form.hasTypedAnswers() || form.fields.length > 0)) event.preventDefault();
            },
          },
          rest,
        )}
      >
        {rest.asChild ? (
          children
        ) : (
          <>
            {children}
            {fallbackDiscardPrompt(form)}
          </>
        )}
      </Dialog.Content>
    </ElicitationDialogPortal>
  );
});
