'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { ElicitationCancel, ElicitationDecline } from './actions';
import { useElicitationContext } from './context';
import { GestureAccept, GestureBody, useGestureDeclineProps } from './gestures';
import { LayoutFrame, type LayoutSlots } from './layout-frame';
import type { UrlConsentRootProps } from './url-consent';
import { loadUrlConsent } from './url-consent-loader';

/** The consent state, in its own chunk: fetched when a URL-mode request arrives. */
const LazyUrlConsentRoot = lazy(() => loadUrlConsent().then((parts) => ({ default: parts.UrlConsentRoot })));

/** The URL-mode layout, from the same chunk (already loaded once the gate above it renders). */
const LazyUrlLayout = lazy(() => loadUrlConsent().then((parts) => ({ default: parts.UrlConsentLayout })));

/**
 * Forms render as they are; a URL-mode request waits for the consent chunk (usually preloaded by
 * the host) and mounts complete, so focus and the buttons' places never change after it appears.
 */
export function UrlConsentGate(props: UrlConsentRootProps & { children: ReactNode }) {
  const { model } = useElicitationContext();
  if (model.mode !== 'url') return props.children;
  return (
    <Suspense fallback={null}>
      <LazyUrlConsentRoot {...props} />
    </Suspense>
  );
}

/**
 * The batteries-included layout both presentations share: which server asks, its message, the
 * fields (or a gate, quick answers, the stepper) or the URL consent, and the actions.
 */
export function ElicitationLayout(slots: LayoutSlots) {
  const { model } = useElicitationContext();
  if (model.mode === 'url') return <LazyUrlLayout {...slots} />;
  return (
    <LayoutFrame
      {...slots}
      close={<ElicitationCancel />}
      body={<GestureBody />}
      actions={
        <>
          <LayoutDecline />
          <GestureAccept />
        </>
      }
    />
  );
}

/** Decline, suggested before a destructive tool's approval. */
function LayoutDecline() {
  return <ElicitationDecline {...useGestureDeclineProps()} />;
}
