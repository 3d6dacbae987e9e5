// `mcp-elicitation-core/url`: URL-mode analysis (registrable domain, warnings, refusals, invisible
// characters made visible) and the safe opener a consent screen uses. The Public Suffix List
// (`tldts`) is loaded with import() on the first URL-mode request.

export type {
  AnalyzeUrlOptions,
  PublicSuffixList,
  UrlAnalysis,
  UrlDisplayParts,
  UrlRefusal,
  UrlRefusalCode,
  UrlSchemeKind,
  UrlWarning,
  UrlWarningCode,
  UrlWarningParams,
} from './url/analyze-url';
export { analyzeUrl, loadPublicSuffixList, peekPublicSuffixList, registrableDomain } from './url/analyze-url';
export type { OpenUrl, OpenUrlOutcome, VisitedDomains } from './url/open-url';
export { createVisitedDomains, openInNewWindow, sessionVisitedDomains } from './url/open-url';
