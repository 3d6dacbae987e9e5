import { loadPublicSuffixList } from 'mcp-elicitation-core/url';
import type * as UrlConsentModule from './chunk';

/**
 * The URL consent screen's code, fetched on demand: forms never need it, so the batteries-included
 * dialog and panel load it when the first URL-mode request arrives. One download per page; a failed
 * one is forgotten so the next request tries again.
 */
let consent: Promise<typeof UrlConsentModule> | undefined;

/** Loads `./chunk` once (the dialog's lazy parts and the host's preload share the promise). */
export function loadUrlConsent(): Promise<typeof UrlConsentModule> {
  consent ??= import('./chunk').catch((error: unknown) => {
    consent = undefined;
    throw error;
  });
  return consent;
}

/**
 * Starts fetching everything a URL-mode request shows: the consent screen and the Public Suffix
 * List its domain analysis needs. Called as soon as a URL request is known (the host calls it when
 * its queue holds one), so the consent screen and its buttons are ready when the dialog opens
 * instead of appearing late and moving Decline. Safe to call often; never rejects.
 *
 * @example
 * if (params.mode === 'url') preloadUrlConsent();
 */
export function preloadUrlConsent(): void {
  loadUrlConsent().catch(() => undefined);
  loadPublicSuffixList().catch(() => undefined);
}
