// The public surface shared by the main and the lite entry, listed one by one: nothing reaches users
// by accident. Each entry adds what only it has (the main entry: ajv).

export type {
  ElicitAction,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitValue,
  PrimitiveSchemaDefinition,
  RequestedSchema,
  ServerIdentity,
} from './schema/protocol';
export type {
  BooleanField as BooleanFieldModel,
  Field,
  FieldByKind,
  FieldKind,
  FieldOption,
  FormModel,
  MultiSelectField as MultiSelectFieldModel,
  NumberField as NumberFieldModel,
  RequestModel,
  SchemaDialect,
  SchemaIssue,
  SchemaIssueCode,
  SchemaIssueParams,
  SchemaIssueReason,
  SelectField as SelectFieldModel,
  TextField as TextFieldModel,
  TextFormat,
  UrlModel,
} from './schema/types';
export { normalizeRequest } from './schema/normalize';

export type { ValidateFunction, ValidationIssue, Validator } from './validation/validator';
export { createCachedValidator } from './validation/validator';
export { createLiteValidator } from './validation/lite-validator';
export type { PatternRefusal, PatternSafety, SafePattern } from './schema/pattern-safety';
export { isSafePattern } from './schema/pattern-safety';
export type { ValidationMessages } from './validation/messages';
export { defaultMessages, messageFor } from './validation/messages';

export type { FormValue, FormValues, ContentResult } from './form/values';
export { initialValues, localInputToRfc3339, toContent } from './form/values';
export type { FormCheck, FormEngine } from './form/engine';
export { createFormEngine } from './form/engine';

export type { FieldProps, FieldRegistry, FieldValueByKind } from './fields/types';
export { defaultFieldRegistry } from './fields/registry';
export { TextField } from './fields/text-field';
export { NumberField } from './fields/number-field';
export { BooleanField } from './fields/boolean-field';
export { SelectField } from './fields/select-field';
export { MultiSelectField } from './fields/multi-select-field';

export type { CountRange, DialogTexts, ElicitationLocale, HintWords } from './dialog/texts';
export { createHint, defaultHint, defaultTexts, english, formatIssue, formatUrlWarning } from './dialog/texts';
export type { LocaleFormat, NumericRange } from './locales/intl';
export { localeFormat } from './locales/intl';
export type { ElicitationContextValue } from './dialog/context';
export { useElicitationContext } from './dialog/context';
export type { ElicitationContentProps, ElicitationDialogProps, ElicitationRootProps } from './dialog/elicitation-dialog';
export {
  Elicitation,
  ElicitationAccept,
  ElicitationActions,
  ElicitationCancel,
  ElicitationContent,
  ElicitationDecline,
  ElicitationDialog,
  ElicitationFields,
  ElicitationFormError,
  ElicitationIssues,
  ElicitationMessage,
  ElicitationRoot,
  ElicitationServerInfo,
  ElicitationTitle,
} from './dialog/elicitation-dialog';

export type {
  AnalyzeUrlOptions,
  UrlAnalysis,
  UrlDisplayParts,
  UrlRefusal,
  UrlRefusalCode,
  UrlSchemeKind,
  UrlWarning,
  UrlWarningCode,
  UrlWarningParams,
} from './url/analyze-url';
export { analyzeUrl, registrableDomain, visibleText } from './url/analyze-url';
export type { OpenUrl, OpenUrlOutcome, VisitedDomains } from './url/open-url';
export { createVisitedDomains, openInNewWindow, sessionVisitedDomains } from './url/open-url';
export type { UrlAfterOpen, UrlConsentOptions, UrlConsentPhase, UrlConsentRootProps, UrlConsentState } from './dialog/url-consent';
export {
  UrlConsent,
  UrlConsentAddress,
  UrlConsentCopy,
  UrlConsentDestination,
  UrlConsentDetails,
  UrlConsentDone,
  UrlConsentFamiliarity,
  UrlConsentOpen,
  UrlConsentRefused,
  UrlConsentRoot,
  UrlConsentStatus,
  UrlConsentWarnings,
  useUrlConsent,
} from './dialog/url-consent';

export type { Elicit, ElicitAfterOpen, ElicitComplete, ElicitOptions, ElicitStep, ElicitTarget, ServerSource } from './elicitation/elicit';
export type {
  ElicitationQueue,
  ElicitationQueueOptions,
  QueueEntry,
  QueueEntryStatus,
  QueueLogger,
  QueueSnapshot,
  QueueTimers,
} from './elicitation/queue';
export { createElicitationQueue } from './elicitation/queue';
export type { ElicitationPosition, UseElicitationResult } from './elicitation/use-elicitation';
export { useElicitation } from './elicitation/use-elicitation';
export type { ElicitationProviderProps } from './elicitation/provider';
export { ElicitationProvider, useElicitationQueue } from './elicitation/provider';
export type { ElicitationHostProps, ElicitationHostTexts } from './elicitation/host';
export { defaultHostTexts, ElicitationHost } from './elicitation/host';
