'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { ElicitationAccept, ElicitationCancel, ElicitationDecline } from './actions';
import { ElicitationApp, ElicitationAppNotice, ElicitationUseStandardForm } from './app';
import { useElicitationContext } from './context';
import { OnDemandBoundary, PartUnavailable } from '../fields/on-demand-boundary';
import { ElicitationFields, ElicitationPrefilledNote } from './fields';
import { ElicitationConfirm, ElicitationDecision } from './gestures/decision';
import { ElicitationQuickAnswers } from './gestures/quick-answers';
import { OnDemandStepper } from './gestures/stepper-loader';
import { LayoutFrame, type LayoutSlots } from './layout-frame';
import type { UrlConsentRootProps } from './url-consent/state';
import { loadUrlConsent } from './url-consent/loader';

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
  // A consent chunk that failed to download: the layout below says so, with Decline and Cancel.
  return (
    <OnDemandBoundary fallback={props.children}>
      <Suspense fallback={null}>
        <LazyUrlConsentRoot {...props} />
      </Suspense>
    </OnDemandBoundary>
  );
}

/**
 * The batteries-included layout both presentations share, built from the public parts only: which
 * server asks, its message, then what the request asks for (the fields, an approval gate, quick
 * answers, the stepper, or the URL consent) and its answers.
 */
export function ElicitationLayout(slots: LayoutSlots) {
  const { model, gesture, step, fields, app, texts } = useElicitationContext();
  if (model.mode === 'url') {
    const unavailable = (
      <LayoutFrame
        {...slots}
        close={<ElicitationCancel />}
        body={<PartUnavailable text={texts.partUnavailable} />}
        actions={<ElicitationDecline />}
      />
    );
    return (
      <OnDemandBoundary fallback={unavailable}>
        <LazyUrlLayout {...slots} />
      </OnDemandBoundary>
    );
  }
  if (app !== undefined) {
    // The server's app answers in its frame; Decline, Cancel and the way back to the form stay here.
    return (
      <LayoutFrame
        {...slots}
        close={<ElicitationCancel />}
        body={<ElicitationApp />}
        actions={
          <>
            <ElicitationDecline />
            <ElicitationUseStandardForm />
          </>
        }
      />
    );
  }
  const gestureBody =
    gesture === 'decision' ? (
      <ElicitationDecision />
    ) : gesture === 'quick' ? (
      <ElicitationQuickAnswers />
    ) : (
      <>
        <ElicitationPrefilledNote />
        {gesture === 'stepper' ? <OnDemandStepper /> : <ElicitationFields />}
      </>
    );
  // Why the form shows rather than the server's app, when the app gave way to it.
  const body = (
    <>
      <ElicitationAppNotice />
      {gestureBody}
    </>
  );
  // Confirm for a gate; none for quick answers (each choice is one); Send on the stepper's last
  // question and its review.
  const answer =
    gesture === 'decision' ? (
      <ElicitationConfirm />
    ) : gesture === 'quick' || (gesture === 'stepper' && step < fields.length - 1) ? null : (
      <ElicitationAccept />
    );
  return (
    <LayoutFrame
      {...slots}
      close={<ElicitationCancel />}
      body={body}
      actions={
        <>
          <ElicitationDecline />
          {answer}
        </>
      }
    />
  );
}
