// `mcp-elicitation-react/headless`: the React-free core, for hosts that build their own UI (or none)
// and for servers and tests that want the same rules. Every spec version's params become one field
// model (`normalizeRequest`); the form engine turns control values into valid `content` or messages;
// validators sit behind the `Validator` interface; the answer lifecycle emits exactly one result.
// Listed one by one, like the root entry (src/public-api.ts). It is also the home of the types the
// root entry's signatures name but hosts seldom do (the queue's and the Elicit contract's details),
// so every public type can be imported from some entry (docs/entry-points.md, "What moved").

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
  FieldBase,
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

export type { FormCheck, FormEngine } from './form/engine';
export { createFormEngine, STANDARD_SCHEMA_VENDOR } from './form/engine';
export type { ContentResult, FormValue, FormValues } from './form/values';
export { initialValues, localInputToRfc3339, toContent } from './form/values';
export type { AnswerLifecycle, AnswerLifecycleOptions, AnswerSnapshot, AnswerState, AnswerTimers } from './form/answer-lifecycle';
export { createAnswerLifecycle } from './form/answer-lifecycle';

export type { ValidateFunction, ValidationIssue, Validator } from './validation/validator';
export { createCachedValidator } from './validation/validator';
export { createLiteValidator } from './validation/lite-validator';
// ajv is not re-exported here: a static import would put it in every first paint. Import
// createAjvValidator from `mcp-elicitation-react/ajv` when you want it from the start.
export type { ValidationMessages } from './locales/messages';
export { defaultMessages, messageFor } from './locales/messages';
export type { PatternRefusal, PatternSafety } from './schema/pattern-syntax';
export { isSafePattern } from './schema/pattern-syntax';
export type { SafePattern } from './validation/pattern-engine';
export { loadPatternEngine, PatternEngineNotLoadedError } from './validation/pattern-engine';
export type { VisibleTextOptions } from './schema/visible-text';
export { hasHiddenCharacters, visibleText } from './schema/visible-text';

// For writing a locale (an `ElicitationLocale`, whose type is in the root entry): hints, plurals and
// numbers in the locale's language.
export type { CountRange, HintWords } from './locales/texts';
export { createHint } from './locales/texts';
export type { LocaleFormat, NumericRange } from './locales/intl';
export { localeFormat } from './locales/intl';

// The details of the root entry's queue and `Elicit` contract (types only; the queue itself is
// the root's `createElicitationQueue`), and the one helper of the tool-call context.
export type {
  ElicitAfterOpen,
  ElicitComplete,
  ElicitStep,
  ElicitTarget,
  ElicitToolAnnotations,
  ServerSource,
} from './elicitation/elicit';
export { isDestructiveTool } from './elicitation/elicit';
export type { QueueEntryReason, QueueEntryStatus, QueueLogger, QueueSendFailure, QueueTimers } from './elicitation/queue';
export type { RemoteConnectionState } from './elicitation/remote-queue';
