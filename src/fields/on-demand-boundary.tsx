'use client';
/**
 * The catch for code loaded on demand (`./on-demand`): a download that fails (the connection is
 * gone, a redeploy removed the chunk) rejects the part's `React.lazy`, which React throws where the
 * part renders. Without a boundary it would unmount the host's whole tree; this one keeps it to the
 * part, shows `fallback` there and tells `onError` once.
 */
import { Component, type ReactNode } from 'react';
import { slot } from '../theme/slot';

/** Props of {@link OnDemandBoundary}. */
export interface OnDemandBoundaryProps {
  /** Shown in the part's place once its code failed to load (`null`: nothing). */
  readonly fallback: ReactNode;
  /** Told once, when the part's code failed to load. */
  readonly onError?: (error: unknown) => void;
  readonly children: ReactNode;
}

/**
 * Keeps a failed on-demand part from reaching the host app.
 *
 * @example
 * <OnDemandBoundary fallback={<ElicitationPartUnavailable />}>
 *   <Suspense fallback={null}><LoadingFileField {...props} /></Suspense>
 * </OnDemandBoundary>
 */
export class OnDemandBoundary extends Component<OnDemandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * What a failed part shows in its place: the locale's `partUnavailable` ("Part of this request could
 * not be loaded…"), announced as it appears. The request's Decline and Cancel stay where they are.
 *
 * @example
 * <PartUnavailable text={texts.partUnavailable} />
 */
export function PartUnavailable({ text }: { text: string }) {
  return (
    <p role="alert" {...slot('elicitation-part-unavailable')}>
      {text}
    </p>
  );
}
