'use client';
import { forwardRef, type ReactNode } from 'react';
import {
  ElicitationAccept,
  ElicitationActions,
  ElicitationCancel,
  ElicitationContent,
  ElicitationDecline,
  ElicitationField,
  ElicitationFields,
  ElicitationFormError,
  ElicitationFormProvider,
  ElicitationIssues,
  ElicitationMessage,
  ElicitationRoot,
  ElicitationServerInfo,
  ElicitationTitle,
  type ElicitationRootProps,
} from './parts';
import { UrlConsentCopy, UrlConsentDetails, UrlConsentDone, UrlConsentOpen, UrlConsentRoot, type UrlConsentOptions } from './url-consent';

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * The batteries-included layout both presentations share: which server asks, its message, the
 * fields or the URL consent, and the actions.
 */
function ElicitationLayout({ notice }: { notice: ReactNode }) {
  return (
    <>
      <header data-slot="elicitation-header">
        <ElicitationTitle />
        <ElicitationCancel />
      </header>
      <div data-slot="elicitation-body">
        <ElicitationServerInfo />
        <ElicitationMessage />
        <ElicitationIssues />
        <ElicitationFields />
        <UrlConsentDetails />
      </div>
      {notice}
      <ElicitationFormError />
      <ElicitationActions>
        <UrlConsentCopy />
        <ElicitationDecline />
        <ElicitationAccept />
        <UrlConsentDone />
        <UrlConsentOpen />
      </ElicitationActions>
    </>
  );
}

/** Props of {@link ElicitationDialog}. */
export type ElicitationDialogProps = Omit<ElicitationRootProps, 'children' | 'presentation'> &
  UrlConsentOptions & {
    className?: string;
    /** Rendered between the fields and the actions (for example a countdown or a "withdrawn" notice). */
    notice?: ReactNode;
  };

/**
 * The complete modal dialog: which server asks, its message, the fields, and Decline / Accept,
 * with Cancel on Escape, the close button and a click outside. It emits exactly one result. A
 * URL-mode request gets the consent screen instead of fields: the full address, its domain,
 * warnings, and "Open <domain>" / "Copy link" (see {@link UrlConsentOptions} for the URL-mode props).
 * The ref is the dialog element.
 *
 * @example
 * <ElicitationDialog
 *   key={requestId}
 *   request={params}
 *   server={{ id: 'weather', label: 'Weather' }}
 *   onResult={(result) => resolve(result)}
 * />
 */
export const ElicitationDialog = forwardRef<HTMLDivElement, ElicitationDialogProps>(function ElicitationDialog(
  { className, notice, trustedDomains, openUrl, afterOpen, completed, visitedDomains, ...rootProps },
  ref,
) {
  return (
    <ElicitationRoot {...rootProps} presentation="modal">
      <UrlConsentRoot {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationContent ref={ref} className={cx('mcp-elicitation', className)}>
          <ElicitationLayout notice={notice} />
        </ElicitationContent>
      </UrlConsentRoot>
    </ElicitationRoot>
  );
});

/** Props of {@link ElicitationPanel}. */
export type ElicitationPanelProps = Omit<ElicitationRootProps, 'children' | 'presentation' | 'container' | 'nonce'> &
  UrlConsentOptions & {
    className?: string;
    /** Rendered between the fields and the actions (for example a countdown or a "withdrawn" notice). */
    notice?: ReactNode;
    /**
     * Move focus into the panel when it appears. Default `false`: an inline request must not take
     * the caret away from someone typing in the chat. Set it when the user just asked for it.
     */
    autoFocus?: boolean;
    /**
     * Called when the panel closes while it holds focus; `preventDefault()` keeps the default
     * (focus goes back where `autoFocus` took it from) from running, to place focus yourself.
     */
    onCloseAutoFocus?: (event: Event) => void;
  };

/**
 * The same request, inline: in the page's flow, for chat threads, side panels and IDE webviews.
 * No portal, no focus trap, no scroll lock; a group named "Request from <server>" and described
 * by the message; focus moves in only with `autoFocus`. Everything is reachable by Tab, and
 * Cancel is a visible button (Escape and clicks elsewhere do nothing: the page goes on). The same
 * props as `<ElicitationDialog>`, URL mode included. The ref is the panel element.
 *
 * @example
 * <ElicitationPanel key={requestId} request={params} server={{ id: 'weather' }} onResult={resolve} />
 */
export const ElicitationPanel = forwardRef<HTMLDivElement, ElicitationPanelProps>(function ElicitationPanel(
  { className, notice, trustedDomains, openUrl, afterOpen, completed, visitedDomains, autoFocus, onCloseAutoFocus, ...rootProps },
  ref,
) {
  return (
    <ElicitationRoot {...rootProps} presentation="inline">
      <UrlConsentRoot {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationContent
          ref={ref}
          className={cx('mcp-elicitation', className)}
          autoFocus={autoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <ElicitationLayout notice={notice} />
        </ElicitationContent>
      </UrlConsentRoot>
    </ElicitationRoot>
  );
});

/**
 * The parts under short names, for composing a custom layout.
 *
 * @example
 * <Elicitation.Root …><Elicitation.Content>…</Elicitation.Content></Elicitation.Root>
 */
export const Elicitation = {
  Root: ElicitationRoot,
  Provider: ElicitationFormProvider,
  Content: ElicitationContent,
  Title: ElicitationTitle,
  ServerInfo: ElicitationServerInfo,
  Message: ElicitationMessage,
  Issues: ElicitationIssues,
  Fields: ElicitationFields,
  Field: ElicitationField,
  FormError: ElicitationFormError,
  Actions: ElicitationActions,
  Accept: ElicitationAccept,
  Decline: ElicitationDecline,
  Cancel: ElicitationCancel,
};
