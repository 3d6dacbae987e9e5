import { loadPublicSuffixList } from 'mcp-elicitation-core/url';
import { onDemand } from '../../fields/on-demand';

/**
 * The URL consent screen's code, fetched on demand: forms never need it, so the batteries-included
 * dialog and panel load it when the first URL-mode request arrives.
 */
const consent = onDemand(() => import('./chunk'));

/** Loads `./chunk` once (the dialog's lazy parts and the host's preload share the promise). */
export const loadUrlConsent = consent.load;

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
  consent.preload();
  loadPublicSuffixList().catch(() => undefined);
}
