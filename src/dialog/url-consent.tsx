'use client';
import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { visibleText } from 'mcp-elicitation-core';
import { analyzeUrl, loadPublicSuffixList, peekPublicSuffixList, type PublicSuffixList, type UrlAnalysis } from 'mcp-elicitation-core/url';
import { openInNewWindow, sessionVisitedDomains, type OpenUrl, type OpenUrlOutcome, type VisitedDomains } from 'mcp-elicitation-core/url';
import { slot } from '../theme/slot';
import { ElicitationCancel, ElicitationDecline } from './actions';
import { composeEventHandlers, composeRefs, withDefault } from './compose';
import { useElicitationContext, type ElicitationForm } from './context';
import { useGestureDeclineProps } from './gestures';
import { LayoutFrame, type LayoutSlots } from './layout-frame';
import { withNames } from './with-names';

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
 * What happens once the page was opened:
 * - `'close'` (default): send `accept` (the user consented) and close. Right for hosts that learn
 *   of completion elsewhere, or not at all.
 * - `'wait'`: send `accept` at once and keep the dialog open, saying the user is finishing in the
 *   other window, until the host sets `completed` (2025-11-25: `notifications/elicitation/complete`)
 *   or the user closes it.
 * - `'confirm'`: send `accept` only when the user presses "I'm done — retry". For 2026-07-28 hosts
 *   (multi round-trip requests): the answer is what triggers the retry of the original call, and
 *   retrying before the user finished would only bring the same request back. `accept` still
 *   means consent; this mode only delays it until the user says when to retry.
 *
 * @example
 * <ElicitationDialog afterOpen="confirm" … />
 */
export type UrlAfterOpen = 'close' | 'wait' | 'confirm';

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
  afterOpen?: UrlAfterOpen;
  /**
   * Set by the host when the server reports the interaction finished (2025-11-25:
   * `notifications/elicitation/complete` with this request's `elicitationId`). The dialog closes;
   * if the user had not answered yet (they finished on another device with the copied link), it
   * answers `accept` first.
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
  afterOpen: UrlAfterOpen;
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
    if (!completed || !analysis) return;
    if (analysis.ok) consent();
    dismiss();
  }, [completed, analysis, consent, dismiss]);

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

/**
 * Props of the consent parts that render a `<div>` or `<p>` (or, with `asChild`, the host's element).
 *
 * @example
 * <UrlConsentWarnings asChild><aside /></UrlConsentWarnings>
 */
export interface UrlConsentPartProps extends ComponentPropsWithoutRef<'div'> {
  /** Render the only child element instead, merging props, ref and handlers into it. */
  asChild?: boolean;
}

/**
 * Props of the consent buttons.
 *
 * @example
 * <UrlConsentOpen onClick={() => log('consented')} />
 */
export interface UrlConsentButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Render the only child element instead, merging props, ref and handlers into it. */
  asChild?: boolean;
}

/**
 * Where the user will go: the registrable domain on its own, emphasised, with the port if any.
 *
 * @example
 * <UrlConsentDestination />
 */
export const UrlConsentDestination = forwardRef<HTMLParagraphElement, UrlConsentPartProps>(function UrlConsentDestination(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url?.analysis.ok) return null;
  const { registrableDomain, port } = url.analysis;
  const Comp = asChild ? Slot : 'p';
  return (
    <Comp ref={ref} {...rest} {...slot('url-consent-destination', rest.className)}>
      {withDefault(
        asChild,
        children,
        withNames(ctx.texts.urlDestination, [registrableDomain, port], (domain) => (
          <strong {...slot('url-consent-domain')} dir="ltr">
            {domain}
          </strong>
        )),
      )}
    </Comp>
  );
});

/**
 * Whether the host trusts the domain, and whether the user opened it from this app before.
 *
 * @example
 * <UrlConsentFamiliarity />
 */
export const UrlConsentFamiliarity = forwardRef<HTMLParagraphElement, UrlConsentPartProps>(function UrlConsentFamiliarity(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url?.analysis.ok) return null;
  const domain = url.analysis.registrableDomain;
  const seen = url.visitedBefore ? ctx.texts.urlVisitedBefore(domain) : ctx.texts.urlFirstVisit(domain);
  const Comp = asChild ? Slot : 'p';
  return (
    <Comp
      ref={ref}
      data-trusted={url.analysis.trusted || undefined}
      data-visited={url.visitedBefore || undefined}
      {...rest}
      {...slot('url-consent-familiarity', rest.className)}
    >
      {withDefault(
        asChild,
        children,
        <>
          {url.analysis.trusted ? `${ctx.texts.urlTrusted(domain)} ` : null}
          {seen}
        </>,
      )}
    </Comp>
  );
});

/**
 * The full address as plain, selectable text (never a link), left-to-right, wrapped, with the
 * registrable domain emphasised. A refused address is shown with invisible characters made
 * visible and cut after 500 characters.
 *
 * @example
 * <UrlConsentAddress />
 */
export const UrlConsentAddress = forwardRef<HTMLDivElement, UrlConsentPartProps>(function UrlConsentAddress(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url || url.analysis.url.trim() === '') return null;
  const { display } = url.analysis;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={ref} {...rest} {...slot('url-consent-address', rest.className)}>
      {withDefault(
        asChild,
        children,
        <>
          <span id={url.ids.addressLabel} {...slot('url-consent-address-label')}>
            {ctx.texts.urlAddress}
          </span>
          {/* Focusable so a long address can be scrolled by keyboard; a group named by its label. */}
          <div
            id={url.ids.address}
            {...slot('url-consent-address-text')}
            dir="ltr"
            role="group"
            aria-labelledby={url.ids.addressLabel}
            tabIndex={0}
          >
            {display ? (
              <>
                {display.before}
                <strong {...slot('url-consent-address-domain')}>{display.domain}</strong>
                {display.after}
              </>
            ) : (
              visibleText(url.analysis.url, 500, { more: ctx.texts.urlTruncated })
            )}
          </div>
        </>,
      )}
    </Comp>
  );
});

/**
 * The reasons to look twice at the address, in plain words.
 *
 * @example
 * <UrlConsentWarnings />
 */
export const UrlConsentWarnings = forwardRef<HTMLDivElement, UrlConsentPartProps>(function UrlConsentWarnings(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url || url.analysis.warnings.length === 0) return null;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={ref} id={url.ids.warnings} {...rest} {...slot('url-consent-warnings', rest.className)}>
      {withDefault(
        asChild,
        children,
        <>
          <p {...slot('url-consent-warnings-heading')}>{ctx.texts.urlWarningsHeading}</p>
          <ul>
            {url.analysis.warnings.map((warning) => (
              <li key={warning.code} data-code={warning.code} dir="auto">
                {ctx.texts.urlWarning(warning)}
              </li>
            ))}
          </ul>
        </>,
      )}
    </Comp>
  );
});

/**
 * Why a refused address cannot be opened. (A request without any address is explained by
 * `ElicitationIssues` instead.)
 *
 * @example
 * <UrlConsentRefused />
 */
export const UrlConsentRefused = forwardRef<HTMLDivElement, UrlConsentPartProps>(function UrlConsentRefused(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  const reason = url?.analysis.refusedReason;
  if (!reason || reason.code === 'empty') return null;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={ref} {...rest} {...slot('url-consent-refused', rest.className)}>
      {withDefault(
        asChild,
        children,
        <>
          <p {...slot('url-consent-refused-heading')}>{ctx.texts.urlRefusedHeading}</p>
          <p>{ctx.texts.urlRefused(reason)}</p>
        </>,
      )}
    </Comp>
  );
});

/**
 * The live regions: progress (opening, copied, waiting) politely, problems (blocked popup, copy
 * failed) as alerts. Both stay in the DOM so screen readers announce their changes.
 *
 * @example
 * <UrlConsentStatus />
 */
export const UrlConsentStatus = forwardRef<HTMLDivElement, UrlConsentPartProps>(function UrlConsentStatus(
  { asChild, children, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url) return null;
  const t = ctx.texts;
  const status = [
    url.phase === 'opening' ? t.urlOpening : undefined,
    url.phase === 'waiting' && url.afterOpen !== 'close' ? t.urlWaiting : undefined,
    url.phase === 'waiting' && url.afterOpen === 'confirm' && !ctx.settled ? t.urlWaitingConfirm : undefined,
    url.copy === 'copied' ? t.urlCopied : undefined,
  ].filter(Boolean);
  const alert = [url.phase === 'blocked' ? t.urlBlocked : undefined, url.copy === 'failed' ? t.urlCopyFailed : undefined].filter(Boolean);
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={ref} {...rest} {...slot('url-consent-status', rest.className)}>
      {withDefault(
        asChild,
        children,
        <>
          <p role="status" {...slot('url-consent-progress')}>
            {status.join(' ')}
          </p>
          <p role="alert" {...slot('url-consent-problem')}>
            {alert.join(' ')}
          </p>
        </>,
      )}
    </Comp>
  );
});

/**
 * Everything the user needs to decide, in order: the refusal (if any), the destination, whether
 * it is familiar, the full address, the warnings, and the live status.
 *
 * @example
 * <UrlConsentDetails />
 */
export const UrlConsentDetails = forwardRef<HTMLDivElement, UrlConsentPartProps>(function UrlConsentDetails(
  { asChild, children, ...rest },
  ref,
) {
  const url = useUrlConsent();
  if (!url) return null;
  const verdict = !url.analysis.ok ? 'refused' : url.analysis.warnings.length > 0 ? 'warning' : 'ok';
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp ref={ref} data-verdict={verdict} data-phase={url.phase} {...rest} {...slot('url-consent', rest.className)}>
      {withDefault(
        asChild,
        children,
        <>
          <UrlConsentRefused />
          <UrlConsentDestination />
          <UrlConsentFamiliarity />
          <UrlConsentAddress />
          <UrlConsentWarnings />
          <UrlConsentStatus />
        </>,
      )}
    </Comp>
  );
});

/**
 * The explicit consent: opens the page (out of the app's reach) and, once it opened, answers as
 * `afterOpen` says. Not rendered for a refused address, so no keyboard or pointer path can open it.
 *
 * @example
 * <UrlConsentOpen />
 */
export const UrlConsentOpen = forwardRef<HTMLButtonElement, UrlConsentButtonProps>(function UrlConsentOpen(
  { asChild, children, onClick, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url?.analysis.ok) return null;
  const domain = url.analysis.registrableDomain;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      type="button"
      data-phase={url.phase}
      disabled={!url.canOpen}
      {...rest}
      {...slot('url-consent-open', rest.className)}
      onClick={composeEventHandlers(onClick, () => url.open())}
    >
      {withDefault(asChild, children, url.phase === 'waiting' ? ctx.texts.urlOpenAgain(domain) : ctx.texts.urlOpen(domain))}
    </Comp>
  );
});

/**
 * Copies the full address, for opening it on another device. Copying is not consent: nothing is
 * answered.
 *
 * @example
 * <UrlConsentCopy />
 */
export const UrlConsentCopy = forwardRef<HTMLButtonElement, UrlConsentButtonProps>(function UrlConsentCopy(
  { asChild, children, onClick, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  if (!url?.analysis.ok) return null;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      type="button"
      disabled={ctx.disabled || !ctx.open}
      {...rest}
      {...slot('url-consent-copy', rest.className)}
      onClick={composeEventHandlers(onClick, () => url.copyLink())}
    >
      {withDefault(asChild, children, ctx.texts.urlCopy)}
    </Comp>
  );
});

/**
 * After the page was opened: "I'm done — retry" (`afterOpen: 'confirm'`, answers `accept`) or
 * "Close" (`afterOpen: 'wait'`, the answer was already sent). Takes focus when it appears, as the
 * next thing to do when the user comes back.
 *
 * @example
 * <UrlConsentDone />
 */
export const UrlConsentDone = forwardRef<HTMLButtonElement, UrlConsentButtonProps>(function UrlConsentDone(
  { asChild, children, onClick, ...rest },
  ref,
) {
  const ctx = useElicitationContext();
  const url = useUrlConsent();
  const own = useRef<HTMLButtonElement>(null);
  const shown = !!url && url.phase === 'waiting' && url.afterOpen !== 'close' && ctx.open;
  useEffect(() => {
    if (shown) own.current?.focus();
  }, [shown]);
  if (!shown || !url) return null;
  const confirm = url.afterOpen === 'confirm';
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={composeRefs(ref, own)}
      type="button"
      disabled={confirm && (ctx.disabled || ctx.settled)}
      {...rest}
      {...slot('url-consent-done', rest.className)}
      onClick={composeEventHandlers(onClick, () => url.done())}
    >
      {withDefault(asChild, children, confirm ? ctx.texts.urlDone : ctx.texts.close)}
    </Comp>
  );
});

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
          <UrlDecline warned={warned} />
          <UrlConsentDone />
          <UrlConsentOpen />
        </>
      }
    />
  );
}

/** Decline, suggested when the address came with warnings. */
function UrlDecline({ warned }: { warned: boolean }) {
  return <ElicitationDecline {...useGestureDeclineProps(warned)} />;
}
