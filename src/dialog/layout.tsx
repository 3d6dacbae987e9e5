'use client';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { slot } from '../theme/slot';
import { ElicitationActions, ElicitationCancel, ElicitationDecline } from './actions';
import { DiscardPromptSlot } from './content';
import { useElicitationContext } from './context';
import { ElicitationFormError } from './fields';
import { ErrorSummary } from './error-summary';
import { GestureAccept, GestureBody, GestureProvider, useGestureDeclineProps, type GestureOptions } from './gestures';
import { HeaderStatus } from './header-status';
import { ElicitationIssues, ElicitationMessage, ElicitationServerInfo, ElicitationTitle } from './title-message';
import type * as UrlConsentModule from './url-consent';
import type { UrlConsentRootProps } from './url-consent';
import { loadUrlConsent } from './url-consent-loader';

/** The URL consent parts, once their chunk has loaded (null for form-mode requests). */
const UrlPartsContext = createContext<typeof UrlConsentModule | null>(null);

/** The consent state and its parts, in their own chunk: fetched when a URL-mode request arrives. */
const LazyUrlConsentRoot = lazy(() =>
  loadUrlConsent().then((parts) => ({
    default: function LoadedUrlConsentRoot(props: UrlConsentRootProps) {
      return (
        <parts.UrlConsentRoot {...props}>
          <UrlPartsContext.Provider value={parts}>{props.children}</UrlPartsContext.Provider>
        </parts.UrlConsentRoot>
      );
    },
  })),
);

/**
 * Forms render as they are; a URL-mode request waits for the consent chunk (usually preloaded by
 * the host) and mounts complete, so focus and the buttons' places never change after it appears.
 */
export function UrlConsentGate(props: UrlConsentRootProps) {
  const { model } = useElicitationContext('ElicitationDialog');
  if (model.mode !== 'url') return props.children;
  return (
    <Suspense fallback={null}>
      <LazyUrlConsentRoot {...props} />
    </Suspense>
  );
}

/**
 * The batteries-included layout both presentations share: which server asks, its message, the
 * fields or the URL consent, and the actions.
 */
export function ElicitationLayout({
  notice,
  status,
  footer,
  gestures,
}: {
  notice: ReactNode;
  status?: ReactNode;
  footer?: ReactNode;
  gestures: GestureOptions;
}) {
  // The URL parts (loaded with the first URL request), or nothing at all for a form: no empty components.
  const url = useContext(UrlPartsContext);
  return (
    <GestureProvider options={gestures}>
      {/* A plain div: a <header> inside the dialog would be exposed as a page-level banner landmark. */}
      <div {...slot('elicitation-header')}>
        <ElicitationTitle />
        {url ? <UrlLayoutCancel useWaitingCloseShown={url.useWaitingCloseShown} /> : <ElicitationCancel />}
        {status === undefined || status === null ? null : <HeaderStatus>{status}</HeaderStatus>}
      </div>
      <div {...slot('elicitation-body')}>
        <ElicitationServerInfo />
        <ElicitationMessage />
        <ElicitationIssues />
        <GestureBody />
        {url ? <url.UrlConsentDetails /> : null}
        {/* Inside the scrolling body: with a dozen errors on a phone it took half the height from the fields. */}
        <ErrorSummary />
      </div>
      {notice}
      <ElicitationFormError />
      {/* Asked on Escape or × with typed answers: before the actions in Tab order, as on screen. */}
      <DiscardPromptSlot />
      <ElicitationActions>
        {url ? <url.UrlConsentCopy /> : null}
        <LayoutDecline />
        <GestureAccept />
        {url ? <url.UrlConsentDone /> : null}
        {url ? <url.UrlConsentOpen /> : null}
      </ElicitationActions>
      {footer}
    </GestureProvider>
  );
}

/** The header's close button, left out while the URL waiting screen shows its own Close. */
function UrlLayoutCancel({ useWaitingCloseShown }: { useWaitingCloseShown: () => boolean }) {
  return useWaitingCloseShown() ? null : <ElicitationCancel />;
}

/** Decline, suggested before a destructive tool's approval. */
function LayoutDecline() {
  return <ElicitationDecline {...useGestureDeclineProps()} />;
}
