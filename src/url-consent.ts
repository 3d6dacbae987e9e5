'use client';
// `mcp-elicitation-react/url-consent`: the URL-mode consent screen's parts, for hosts that compose
// their own layout. The batteries-included dialog and panel load this code on demand (the first
// URL-mode request), so it is its own entry rather than part of the root one: importing it from
// the root would put it on every page's first paint. Listed one by one, like the root entry, and
// like it with one spelling per part: `UrlConsentRoot`, `UrlConsentOpen`, … (no `UrlConsent.Root`).
export type { UrlConsentOptions, UrlConsentPhase, UrlConsentRootProps, UrlConsentState } from './dialog/url-consent/state';
export { UrlConsentRoot, useUrlConsent } from './dialog/url-consent/state';
export type { UrlConsentButtonProps, UrlConsentPartProps } from './dialog/url-consent/parts';
export {
  UrlConsentAddress,
  UrlConsentCopy,
  UrlConsentDestination,
  UrlConsentDetails,
  UrlConsentDone,
  UrlConsentFamiliarity,
  UrlConsentOpen,
  UrlConsentRefused,
  UrlConsentStatus,
  UrlConsentWarnings,
} from './dialog/url-consent/parts';
