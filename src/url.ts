// `mcp-elicitation-react/url`: URL-mode analysis without React (registrable domain, warnings,
// refusals, invisible characters made visible) and the safe opener the consent screen uses.
// The consent screen itself is part of the dialog, in the root entry.

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
export { analyzeUrl, loadPublicSuffixList, registrableDomain } from './url/analyze-url';
export type { VisibleTextOptions } from './schema/visible-text';
export { hasHiddenCharacters, visibleText } from './schema/visible-text';
export type { OpenUrl, OpenUrlOutcome, VisitedDomains } from './url/open-url';
export { createVisitedDomains, openInNewWindow } from './url/open-url';
