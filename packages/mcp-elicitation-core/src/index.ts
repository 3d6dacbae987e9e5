// `mcp-elicitation-core`: everything about MCP elicitation that needs no React, for a browser host
// that builds its own UI (or none), for the React package built on it, and for backends and tests
// that want the same rules. Every spec version's params become one field model
// (`normalizeRequest`); the form engine turns control values into valid `content` or messages, and
// is a Standard Schema (v1) for any form library; validators sit behind the `Validator` interface;
// the answer lifecycle emits exactly one result; the queue and the remote queue hold the pending
// requests an adapter hands over. Listed one by one: nothing reaches users by accident. The
// server bridge is `mcp-elicitation-core/server`, URL analysis `mcp-elicitation-core/url`, ajv
// `mcp-elicitation-core/ajv`, one adapter per MCP client library `mcp-elicitation-core/adapters/*`.

// The protocol, and the model every spec version's request becomes.
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
  BooleanField,
  Field,
  FieldBase,
  FieldByKind,
  FieldKind,
  FieldOption,
  FileField as FileFieldModel,
  FormModel,
  MultiSelectField,
  NumberField,
  RequestModel,
  SchemaDialect,
  SchemaIssue,
  SchemaIssueCode,
  SchemaIssueParams,
  SchemaIssueReason,
  SelectField,
  TextField,
  TextFormat,
  UrlModel,
} from './schema/types';
export { normalizeRequest } from './schema/normalize';
export type { PatternRefusal, PatternSafety } from './schema/pattern-syntax';
export { isSafePattern, MAX_PATTERN_LENGTH } from './schema/pattern-syntax';
export type { VisibleTextOptions } from './schema/visible-text';
export { hasHiddenCharacters, visibleText } from './schema/visible-text';

// Validation: the interface, the built-in validator, and the default (built-in first, ajv loaded with
// import() only for schemas outside the spec's subset, where the page allows eval).
export type { ValidateFunction, ValidationIssue, Validator } from './validation/validator';
export { createCachedValidator } from './validation/validator';
export { createLiteValidator } from './validation/lite-validator';
export { defaultValidator } from './validation/default-validator';
export type { SafePattern } from './validation/pattern-engine';
export { loadPatternEngine, PatternEngineNotLoadedError } from './validation/pattern-engine';

// The validation messages (English by default) and the Intl helpers a locale words them with.
export type { ValidationMessages } from './messages/messages';
export { defaultMessages, messageFor } from './messages/messages';
export type { LocaleFormat, NumericRange } from './messages/intl';
export { localeFormat } from './messages/intl';

// The form engine, control values ⇄ content, and the answer lifecycle.
export type { FormCheck, FormEngine } from './form/engine';
export { createFormEngine, STANDARD_SCHEMA_VENDOR } from './form/engine';
export type { ContentResult, FormValue, FormValues } from './form/values';
export { initialValues, localInputToRfc3339, sameValue, toContent } from './form/values';
export type { AnswerLifecycle, AnswerLifecycleOptions, AnswerSnapshot, AnswerState, Timers } from './form/answer-lifecycle';
export { createAnswerLifecycle } from './form/answer-lifecycle';
// The one check of a whole answer that did not come from the form (the bridge's, an MCP App's); its
// verdict's type lives in `mcp-elicitation-core/server`, with `validateAnswer`.
export { checkAnswer } from './form/answer-check';

// The Elicit contract every adapter hands requests to, and the tool-call context.
export type {
  Elicit,
  ElicitAfterOpen,
  ElicitComplete,
  ElicitContext,
  ElicitationTarget,
  ElicitOptions,
  ElicitStep,
  ElicitTarget,
  ElicitTask,
  ElicitToolAnnotations,
  ServerSource,
} from './elicitation/elicit';
export { isDestructiveTool, resolveServer, toElicit, withReported } from './elicitation/elicit';
// What every adapter shares: the capability to declare, completion and -32042 handling, the options.
export type {
  AttachElicitationOptions,
  CallToolTimeoutOptions,
  ElicitationCapabilityOptions,
  UrlElicitationRetryOptions,
} from './adapters/sdk-common';
export { completionHandler, elicitationCapabilities, isUrlElicitationRequired, urlAfterOpen } from './adapters/sdk-common';
export type { ToolCallContext, ToolCallContextOptions } from './elicitation/tool-call-context';
export { createToolCallContext } from './elicitation/tool-call-context';

// Questions from long-running tasks: the watcher over the Tasks extension's requests, and the task store.
export type { TaskClock, TaskPort, TaskSnapshot, TaskSubscription, TaskWatch, TaskWatchEnd, WatchTaskOptions } from './tasks/task-watch';
export { watchTask } from './tasks/task-watch';
export type { TaskRecord, TaskReferenceStore } from './tasks/task-store';
export { createMemoryTaskStore } from './tasks/task-store';

// The queue of pending requests (both sides: the adapters' ElicitationTarget, the UI's ElicitationStore),
// and the remote queue fed by the server bridge (a store only).
export type {
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationStore,
  QueueEntry,
  QueueEntryReason,
  QueueEntryStatus,
  QueueLogger,
  QueueSendFailure,
  QueueStopFailure,
  QueueSnapshot,
} from './elicitation/queue';
export { createElicitationQueue } from './elicitation/queue';
export type { RemoteConnectionState, RemoteElicitationQueue, RemoteElicitationQueueOptions } from './elicitation/remote-queue';
export { createRemoteElicitationQueue } from './elicitation/remote-queue';

// Drafts, each behind one `experimental` option and documented as tracking its draft (docs/drafts/):
// file inputs (SEP-2356), the user's language (SEP-2792) and app-rendered elicitations (SEP-3118).
export type { ElicitationAppsOptions, ElicitationExperimental } from './schema/experimental';
export { appsEnabled } from './schema/experimental';
export type { DataUri } from './schema/file-input';
export { acceptsFile, parseDataUri, redactDataUris, toDataUri } from './schema/file-input';
export type { NormalizeOptions } from './schema/normalize';
export { ACCEPT_LANGUAGE_META, CONTENT_LANGUAGE_META, contentLanguageOf } from './schema/language';
// For client libraries without a hook of ours: acceptLanguage on each request of the host's transport (the AI
// SDK, mcp-use), or on one request's `_meta` (Mastra's tool calls).
export type { LanguageTransport } from './adapters/accept-language';
export { languageMeta, languageTransport } from './adapters/accept-language';
// App-rendered elicitations (SEP-3118): the four conditions, the capability, the app's resource, its
// policy and sandboxed document.
export type { AppFallbackCode, AppRenderingRefusal } from './apps/conditions';
export { appElicitationCapabilities, appHint, appRendering, MCP_APP_MIME_TYPE, UI_EXTENSION } from './apps/conditions';
export type { AppCsp, AppResource, AppResourceErrorCode, ElicitApp } from './apps/resource';
export { AppResourceError, appResourceOf, MAX_APP_DOCUMENT } from './apps/resource';
export { APP_FRAME_SANDBOX, appContentSecurityPolicy, appDocument, appSources } from './apps/sandbox';
