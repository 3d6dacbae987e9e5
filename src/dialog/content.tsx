'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { slot } from '../theme/slot';
import { composeRefs, mergeProps } from './compose';
import { useElicitationContext, useModalParts, type ElicitationForm } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';

/**
 * Where focus goes when a request appears: Decline when it is the suggested answer (a secret is
 * asked), else the first field, else Decline, else the surface itself.
 */
function focusFirst(root: HTMLElement) {
  const decline = root.querySelector<HTMLElement>('[data-slot="elicitation-decline"]:enabled');
  const target =
    // A part that is the request's one answer (a safe approval gate's Confirm) asks for focus.
    root.querySelector<HTMLElement>('[data-autofocus]:enabled') ??
    (decline?.hasAttribute('data-suggested') ? decline : null) ??
    root.querySelector<HTMLElement>(
      // :disabled also covers controls inside a disabled fieldset.
      '[data-slot="elicitation-fields"] :is(input, select, textarea, button, [tabindex]):not(:disabled, [tabindex="-1"])',
    ) ??
    decline;
  (target ?? root).focus();
}

/** The "Discard your answers?" question, asked on Escape or × with typed answers; nothing while not asked. */
function discardPrompt(form: ElicitationForm) {
  if (!form.discarding) return null;
  return (
    <div {...slot('elicitation-discard')} role="alert">
      <p>{form.texts.discardQuestion}</p>
      <button
        type="button"
        {...slot('elicitation-keep-editing')}
        // A press keeps focus in the field being edited, so a second Escape still works from there.
        onMouseDown={(event) => event.preventDefault()}
        onClick={form.keepEditing}
      >
        {form.texts.keepEditing}
      </button>
      {/* For pointer users, who have no second Escape to press. */}
      <button type="button" {...slot('elicitation-discard-confirm')} onMouseDown={(event) => event.preventDefault()} onClick={form.dismiss}>
        {form.texts.discard}
      </button>
    </div>
  );
}

/**
 * The "Discard your answers?" prompt, where a layout puts it: right before its actions, so it comes
 * before them in Tab order as on screen. Renders nothing while nothing is asked; a layout without it
 * gets the prompt last in the surface.
 */
export function DiscardPromptSlot() {
  const form = useElicitationContext();
  const { claimDiscardPrompt } = form;
  useIsomorphicLayoutEffect(() => claimDiscardPrompt(), [claimDiscardPrompt]);
  return discardPrompt(form);
}

/**
 * The request's surface. Modal: portal, backdrop and the dialog panel; focus moves to the first
 * field when it opens (to Decline when there is nothing to fill in) and returns where it was when
 * it closes. Inline: a group in the page's flow, named by the title and described by the message;
 * focus moves in only with `autoFocus`, and `onCloseAutoFocus` runs (cancellable) when a request
 * that holds focus closes, before focus goes back where `autoFocus` took it from.
 *
 * @example
 * <ElicitationContent className="my-dialog">…</ElicitationContent>
 */
export const ElicitationContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<'div'> &
    AsChildProps & {
      /** Modal: runs when the dialog opens, before focus moves in; `preventDefault()` to place focus yourself. */
      onOpenAutoFocus?: (event: Event) => void;
      /**
       * Runs when focus is about to go back to the page (modal: on close; inline: when a request that
       * holds focus closes); `preventDefault()` to place focus yourself.
       */
      onCloseAutoFocus?: (event: Event) => void;
      /** Modal: Escape was pressed; `preventDefault()` keeps the request open. */
      onEscapeKeyDown?: (event: KeyboardEvent) => void;
      /** Modal: a pointer or focus moved outside; `preventDefault()` keeps the request open. */
      onInteractOutside?: (event: Event) => void;
      /** Class of the backdrop behind the modal (not used inline). */
      overlayClassName?: string;
      /**
       * Inline only: move focus into the request when it appears (a modal always does). Leave it off
       * for requests that appear while the user is doing something else, such as typing in a chat.
       */
      autoFocus?: boolean;
    }
>(function ElicitationContent(
  { className, overlayClassName, autoFocus, children, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown, onInteractOutside, ...rest },
  ref,
) {
  const form = useElicitationContext();
  const { allowDiscardQuestion } = form;
  const modal = useModalParts();
  // Escape and × ask before discarding typed answers, in a modal surface only.
  useIsomorphicLayoutEffect(() => (modal ? allowDiscardQuestion() : undefined), [modal, allowDiscardQuestion]);
  // Radix returns focus to a Dialog.Trigger; requests open without one, so remember what had focus.
  const [returnFocusTo] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const state = form.settled ? 'closed' : 'open';
  if (!modal) {
    if (!form.open) return null;
    return (
      <InlineSurface
        ref={ref}
        form={form}
        className={className}
        autoFocus={autoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(rest as ComponentPropsWithoutRef<'div'> & AsChildProps)}
      >
        {children}
      </InlineSurface>
    );
  }
  return (
    <modal.Portal container={modal.container ?? undefined}>
      <modal.Overlay {...slot('elicitation-overlay', overlayClassName)} />
      <modal.Content
        ref={ref}
        {...slot('elicitation-content', className)}
        data-mode={form.model.mode}
        data-presentation="modal"
        data-answer-state={state}
        lang={form.texts.lang}
        dir={form.texts.dir}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          focusFirst(event.currentTarget as HTMLElement);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (returnFocusTo?.isConnected) returnFocusTo.focus();
        }}
        {...rest}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // With asChild the host's element is the only child: no room for the question, so Escape cancels.
          // Not on a request that can no longer be answered (withdrawn, timed out): nothing to keep editing.
          if (event.defaultPrevented || rest.asChild) return;
          const active = document.activeElement;
          if (form.askDiscard(active instanceof HTMLElement ? active : null)) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // A stray click beside the dialog must not cancel a form, typed in or not: cancelling fails
          // the tool call that asked. Escape and × still cancel; a request without fields still
          // closes on a click outside (nothing is lost).
          if (!event.defaultPrevented && (form.hasTypedAnswers() || form.fields.length > 0)) event.preventDefault();
        }}
      >
        {rest.asChild ? (
          children
        ) : (
          <>
            {children}
            {form.discardPromptPlaced ? null : discardPrompt(form)}
          </>
        )}
      </modal.Content>
    </modal.Portal>
  );
});

interface InlineSurfaceProps extends ComponentPropsWithoutRef<'div'>, AsChildProps {
  form: ElicitationForm;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/** The inline surface; mounted only while the request is open, so closing is its unmount. */
const InlineSurface = forwardRef<HTMLDivElement, InlineSurfaceProps>(function InlineSurface(
  { form, autoFocus, onCloseAutoFocus, asChild, ...rest },
  ref,
) {
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
        { ...form.contentProps, 'data-presentation': 'inline', tabIndex: -1 },
        rest,
      )}
    />
  );
});
