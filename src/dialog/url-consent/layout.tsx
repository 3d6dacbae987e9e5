'use client';
import { ElicitationCancel, ElicitationDecline } from '../actions';
import { useElicitationContext } from '../context';
import { LayoutFrame, type LayoutSlots } from '../layout-frame';
import { UrlConsentCopy, UrlConsentDetails, UrlConsentDone, UrlConsentOpen } from './parts';
import { useUrlConsent } from './state';

/**
 * The built-in layout of a URL-mode request (inside `UrlConsentRoot`): the destination, address and
 * warnings, and Copy link, Decline and Open. Warnings about the address make Decline the suggested
 * answer; while the waiting screen shows its own Close (`afterOpen: 'wait'`), the header's is left
 * out: one "Close" button, not two. Internal (not in the entry's exports).
 */
export function UrlConsentLayout(slots: LayoutSlots) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  const warned = !!url?.analysis.ok && url.analysis.warnings.length > 0;
  const waitingClose = !!url && url.phase === 'waiting' && url.afterOpen === 'wait' && ctx.open;
  return (
    <LayoutFrame
      {...slots}
      close={waitingClose ? null : <ElicitationCancel />}
      body={<UrlConsentDetails />}
      actions={
        <>
          <UrlConsentCopy />
          {/* Warnings about the address make Decline the suggested answer. */}
          <ElicitationDecline data-suggested={warned ? '' : undefined} />
          <UrlConsentDone />
          <UrlConsentOpen />
        </>
      }
    />
  );
}
