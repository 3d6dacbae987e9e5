'use client';
import type { ReactNode } from 'react';
import { slot } from '../theme/slot';
import { ElicitationActions } from './actions';
import { ElicitationDiscardPrompt } from './discard-prompt';
import { ElicitationFormError } from './fields';
import { ElicitationErrorSummary } from './error-summary';
import { ElicitationStatus } from './status';
import { ElicitationIssues, ElicitationMessage, ElicitationServerInfo, ElicitationTitle } from './title-message';

/** The host's own content of the built-in layout (`ElicitationDialog`'s and `ElicitationPanel`'s props). */
export interface LayoutSlots {
  /** Rendered between the fields and the actions (for example a "withdrawn" notice). */
  notice?: ReactNode;
  /** Rendered in the header, under the title, and read first in the request's description. */
  status?: ReactNode;
  /** Rendered after the actions, so it comes after them in Tab order. */
  footer?: ReactNode;
}

/**
 * The batteries-included layout's frame, shared by forms and URL consent: which server asks, its
 * message, what the request asks for (`body`), the actions.
 */
export function LayoutFrame({
  notice,
  status,
  footer,
  close,
  body,
  actions,
}: LayoutSlots & { close: ReactNode; body: ReactNode; actions: ReactNode }) {
  return (
    <>
      {/* A plain div: a <header> inside the dialog would be exposed as a page-level banner landmark. */}
      <div {...slot('elicitation-header')}>
        <ElicitationTitle />
        {close}
        {status === undefined || status === null ? null : <ElicitationStatus>{status}</ElicitationStatus>}
      </div>
      <div {...slot('elicitation-body')}>
        <ElicitationServerInfo />
        <ElicitationMessage />
        <ElicitationIssues />
        {body}
        {/* Inside the scrolling body: with a dozen errors on a phone it took half the height from the fields. */}
        <ElicitationErrorSummary />
      </div>
      {notice}
      <ElicitationFormError />
      {/* Asked on Escape or × with typed answers: before the actions in Tab order, as on screen. */}
      <ElicitationDiscardPrompt />
      <ElicitationActions>{actions}</ElicitationActions>
      {footer}
    </>
  );
}
