'use client';
import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { ElicitationDialogContent } from './dialog-content';
import { ElicitationLayout, UrlConsentGate } from './layout';
import { ElicitationPanelContent } from './panel-content';
import { ElicitationRoot, type ElicitationRootProps } from './roots';
import type { UrlConsentOptions } from './url-consent/state';

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * Props of {@link ElicitationDialog}: the root's, URL mode's, and where the modal goes.
 *
 * @example
 * const props: ElicitationDialogProps = { request: params, server: { id: 'github' }, onResult: respond, nonce };
 */
export type ElicitationDialogProps = Omit<ElicitationPanelProps, 'autoFocus' | 'onCloseAutoFocus'> &
  Pick<ComponentProps<typeof ElicitationDialogContent>, 'container' | 'nonce'>;

/**
 * The complete modal dialog: which server asks, its message, the fields, and Decline / Accept,
 * with Cancel on Escape and the close button (a click outside cancels only a request without fields).
 * Once the user has typed answers, Escape or × first asks "Discard your answers?" inline, above the
 * actions (Discard or a second Escape cancels, "Keep editing" returns to the field). It emits exactly
 * one result. A URL-mode request gets the consent screen instead of fields: the full address, its
 * domain, warnings, and "Open <domain>" / "Copy link" (see {@link UrlConsentOptions} for the URL-mode
 * props). The ref is the dialog element.
 *
 * @example
 * <ElicitationDialog
 *   key={requestId}
 *   request={params}
 *   server={{ id: 'weather', label: 'Weather' }}
 *   onResult={(result) => resolve(result)}
 * />
 */
export const ElicitationDialog = /* @__PURE__ */ forwardRef<HTMLDivElement, ElicitationDialogProps>(function ElicitationDialog(
  { className, notice, status, footer, trustedDomains, openUrl, afterOpen, completed, visitedDomains, container, nonce, ...rootProps },
  ref,
) {
  return (
    <ElicitationRoot {...rootProps}>
      <UrlConsentGate {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationDialogContent ref={ref} className={cx('mcp-elicitation', className)} container={container} nonce={nonce}>
          <ElicitationLayout notice={notice} status={status} footer={footer} />
        </ElicitationDialogContent>
      </UrlConsentGate>
    </ElicitationRoot>
  );
});

/**
 * Props of {@link ElicitationPanel}: the root's, URL mode's, a class, the host's own content, and focus.
 *
 * @example
 * const props: ElicitationPanelProps = { request: params, server: { id: 'github' }, onResult: respond, autoFocus: true };
 */
export type ElicitationPanelProps = Omit<ElicitationRootProps, 'children'> &
  UrlConsentOptions & {
    className?: string;
    /** Rendered between the fields and the actions (for example a "withdrawn" notice). */
    notice?: ReactNode;
    /** Rendered after the actions, so it comes after them in Tab order (for example "Block this server"). */
    footer?: ReactNode;
    /**
     * Rendered in the header, under the title, and read first in the request's description (for
     * example "Request 2 of 3" and a countdown).
     */
    status?: ReactNode;
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
export const ElicitationPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, ElicitationPanelProps>(function ElicitationPanel(
  {
    className,
    notice,
    status,
    footer,
    trustedDomains,
    openUrl,
    afterOpen,
    completed,
    visitedDomains,
    autoFocus,
    onCloseAutoFocus,
    ...rootProps
  },
  ref,
) {
  return (
    <ElicitationRoot {...rootProps}>
      <UrlConsentGate {...{ trustedDomains, openUrl, afterOpen, completed, visitedDomains }}>
        <ElicitationPanelContent
          ref={ref}
          className={cx('mcp-elicitation', className)}
          autoFocus={autoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <ElicitationLayout notice={notice} status={status} footer={footer} />
        </ElicitationPanelContent>
      </UrlConsentGate>
    </ElicitationRoot>
  );
});
