'use client';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { analyzeUrl, loadPublicSuffixList, peekPublicSuffixList, type PublicSuffixList, type UrlAnalysis } from 'mcp-elicitation-core/url';
import { openInNewWindow, sessionVisitedDomains, type OpenUrl, type OpenUrlOutcome, type VisitedDomains } from 'mcp-elicitation-core/url';
import type { ElicitAfterOpen } from 'mcp-elicitation-core';
import { useElicitationContext, type ElicitationForm } from '../context';

/*
 * The consent screen of URL-mode requests. It keeps the spec's rules for URL mode:
 * - nothing is fetched before consent: the address is text only (no <a>, <img>, <link>, favicon or
 *   preview), and the analysis reads the text without resolving or requesting anything;
 * - the page opens only from an explicit "Open <domain>" button, in a window the app cannot read
 *   (see `openInNewWindow`), and a blocked popup is reported instead of counted as consent;
 * - the full address is shown, wrapped, left-to-right, with its registrable domain emphasised and
 *   repeated on its own; Punycode and other suspicious addresses carry warnings;
 * - schemes other than https/http are refused: no button opens them.
 */

/**
 * Where the consent screen stands. `opening`: a host's asynchronous opener is working.
 *
 * @example
 * const waiting = useUrlConsent()?.phase === 'waiting';
 */
export type UrlConsentPhase = 'consent' | 'opening' | 'blocked' | 'waiting';

/**
 * The URL-mode options of {@link UrlConsentRoot} and `ElicitationDialog`.
 *
 * @example
 * const url: UrlConsentOptions = { trustedDomains: ['example.com'], afterOpen: 'wait' };
 */
export interface UrlConsentOptions {
  /** Domains the host vouches for (subdomains included); shown as trusted, and protected from imitation. */
  trustedDomains?: readonly string[];
  /** Replaces how the page is opened (for example a desktop shell's system browser). Default: {@link openInNewWindow}. */
  openUrl?: OpenUrl;
  /** What happens after the page was opened. Default `'close'`. */
  afterOpen?: ElicitAfterOpen;
  /**
   * Set by the host when the server reports the interaction finished (2025-11-25:
   * `notifications/elicitation/complete` with this request's `elicitationId`). The dialog closes;
   * if the user had not consented yet (they finished on another device with the copied link), it
   * answers `cancel`: in URL mode `accept` means the user consented here, which nobody did (the
   * queue's `complete` answers the same).
   */
  completed?: boolean;
  /** Remembers which domains were opened, for the "first time" note. Default: a page-wide in-memory store. */
  visitedDomains?: VisitedDomains;
}

/**
 * Props of {@link UrlConsentRoot}.
 *
 * @example
 * <UrlConsentRoot trustedDomains={['example.com']}>…</UrlConsentRoot>
 */
export interface UrlConsentRootProps extends UrlConsentOptions {
  children?: ReactNode;
}

/**
 * What the consent parts share.
 *
 * @example
 * const url: UrlConsentState | null = useUrlConsent();
 */
export interface UrlConsentState {
  analysis: UrlAnalysis;
  phase: UrlConsentPhase;
  afterOpen: ElicitAfterOpen;
  /** Whether the domain was opened from this app earlier in the session (as of when the dialog appeared). */
  visitedBefore: boolean;
  copy: 'idle' | 'copied' | 'failed';
  /** Whether the Open button can act now. */
  canOpen: boolean;
  open: () => void;
  copyLink: () => void;
  /** The post-consent button: `accept` in `'confirm'` mode, close in `'wait'` mode. */
  done: () => void;
  ids: { address: string; addressLabel: string; warnings: string };
}

const UrlConsentContext = createContext<{ state: UrlConsentState | null } | null>(null);

/**
 * Reads the consent screen's state: `null` when the request is not in URL mode.
 *
 * @example
 * function Domain() {
 *   const url = useUrlConsent();
 *   return url ? <b>{url.analysis.registrableDomain}</b> : null;
 * }
 */
export function useUrlConsent(): UrlConsentState | null {
  const value = useContext(UrlConsentContext);
  if (value === null) throw new Error('`useUrlConsent` must be used within `UrlConsentRoot`');
  return value.state;
}

function useUrlState(ctx: ElicitationForm, options: UrlConsentOptions): UrlConsentState | null {
  const { trustedDomains, completed } = options;
  const afterOpen = options.afterOpen ?? 'close';
  const visited = options.visitedDomains ?? sessionVisitedDomains;
  const url = ctx.model.mode === 'url' ? ctx.model.url : undefined;
  const trustedKey = trustedDomains?.join('\n');
  // The Public Suffix List is loaded when a URL request arrives; until then nothing about the
  // address is shown (rather than a domain that may change) and it cannot be opened.
  // Already loaded (the host preloads it when a URL request is queued): no frame without buttons.
  const [suffixes, setSuffixes] = useState<{ list: PublicSuffixList } | { failed: true } | undefined>(() => {
    const list = peekPublicSuffixList();
    return list ? { list } : undefined;
  });
  useEffect(() => {
    // Not "already loaded, so return": the host's preload can finish between the first render and
    // this effect, and then nothing would ever set it (the consent stayed empty). The load is
    // shared, so this only waits for it.
    if (url === undefined || suffixes !== undefined) return;
    let current = true;
    loadPublicSuffixList().then(
      (list) => current && setSuffixes({ list }),
      () => current && setSuffixes({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [url, suffixes]);
  const analysis = useMemo(
    () =>
      url === undefined || suffixes === undefined
        ? null
        : analyzeUrl(url, {
            trustedDomains: trustedKey ? trustedKey.split('\n') : [],
            // A lost download falls back to the built-in approximation, which never names a site the URL does not go to.
            ...('list' in suffixes ? { publicSuffixList: suffixes.list } : {}),
          }),
    [url, trustedKey, suffixes],
  );
  // Whether this domain was opened before this request, decided once the domain is known.
  const [visitedBefore, setVisitedBefore] = useState<boolean>();
  if (analysis && visitedBefore === undefined) setVisitedBefore(analysis.ok ? visited.has(analysis.registrableDomain) : false);
  const [phase, setPhase] = useState<UrlConsentPhase>('consent');
  const [copy, setCopy] = useState<UrlConsentState['copy']>('idle');
  const baseId = useId();
  const ids = useMemo(
    () => ({ address: `${baseId}-url-address`, addressLabel: `${baseId}-url-address-label`, warnings: `${baseId}-url-warnings` }),
    [baseId],
  );

  const { dismiss, consent } = ctx;
  // After answering, opening again stays possible only while the dialog waits (`'wait'`).
  const canOpen = !!analysis?.ok && !ctx.disabled && phase !== 'opening' && (!ctx.settled || (afterOpen === 'wait' && ctx.open));

  const opener = options.openUrl ?? openInNewWindow;
  const settle = useCallback(
    (outcome: OpenUrlOutcome) => {
      if (outcome !== 'opened' || !analysis?.ok) {
        setPhase('blocked');
        return;
      }
      visited.add(analysis.registrableDomain);
      if (afterOpen === 'close') consent();
      else if (afterOpen === 'wait') consent({ keepOpen: true });
      setPhase('waiting');
    },
    [analysis, afterOpen, consent, visited],
  );
  const open = useCallback(() => {
    if (!canOpen || !analysis?.href) return;
    let outcome: OpenUrlOutcome | Promise<OpenUrlOutcome>;
    try {
      // Synchronous, inside the click: popup blockers allow windows opened by a user gesture only.
      outcome = opener(analysis.href);
    } catch {
      outcome = 'blocked';
    }
    if (typeof outcome === 'string') settle(outcome);
    else {
      setPhase('opening');
      outcome.then(settle, () => settle('blocked'));
    }
  }, [analysis, canOpen, opener, settle]);

  const copyLink = useCallback(() => {
    const href = analysis?.href;
    if (!href || ctx.disabled) return;
    const failed = () => {
      setCopy('failed');
      // Select the address so the user can copy it with the keyboard or the context menu.
      const address = document.getElementById(ids.address);
      if (address) window.getSelection()?.selectAllChildren(address);
    };
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return failed();
    navigator.clipboard.writeText(href).then(() => setCopy('copied'), failed);
  }, [analysis, ctx.disabled, ids.address]);

  const done = useCallback(() => {
    if (afterOpen === 'confirm') consent();
    else dismiss();
  }, [afterOpen, dismiss, consent]);

  useEffect(() => {
    // Closes: after the user's consent it just closes; before it, it answers `cancel` (in URL mode
    // `accept` means the user consented here, which they did not), as a queue does.
    if (completed) dismiss();
  }, [completed, dismiss]);

  if (!analysis) return null;
  return { analysis, phase, afterOpen, visitedBefore: visitedBefore ?? false, copy, canOpen, open, copyLink, done, ids };
}

/**
 * Holds the URL-mode consent state for the parts below it. Place it inside `ElicitationRoot`;
 * in form mode it provides nothing and every URL part renders nothing.
 *
 * @example
 * <ElicitationRoot request={params} server={server} onResult={respond}>
 *   <UrlConsentRoot trustedDomains={['example.com']} afterOpen="confirm">
 *     <ElicitationContent>
 *       <ElicitationTitle />
 *       <ElicitationMessage />
 *       <UrlConsentDetails />
 *       <ElicitationActions>
 *         <UrlConsentCopy />
 *         <ElicitationDecline />
 *         <UrlConsentDone />
 *         <UrlConsentOpen />
 *       </ElicitationActions>
 *     </ElicitationContent>
 *   </UrlConsentRoot>
 * </ElicitationRoot>
 */
export function UrlConsentRoot({ children, ...options }: UrlConsentRootProps) {
  const ctx = useElicitationContext();
  const state = useUrlState(ctx, options);
  const value = useMemo(() => ({ state }), [state]);
  return <UrlConsentContext.Provider value={value}>{children}</UrlConsentContext.Provider>;
}
