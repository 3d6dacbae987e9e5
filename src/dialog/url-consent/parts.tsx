'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { visibleText } from 'mcp-elicitation-core';
import { slot } from '../../theme/slot';
import { composeEventHandlers, composeRefs, withDefault } from '../compose';
import { useElicitationContext } from '../context';
import { withNames } from '../with-names';
import { useUrlConsent } from './state';

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
