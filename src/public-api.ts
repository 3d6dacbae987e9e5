// The public surface shared by the main and the lite entry, listed one by one: nothing reaches users
// by accident. The two differ only in the default validator their builds bundle (ajv, or none).
// This entry holds the components, hooks, the queue, and the protocol / props / texts types. The
// React-free core (normaliser, form engine, validators, answer lifecycle) is `mcp-elicitation-react/headless`
// (src/headless.ts); URL analysis is `mcp-elicitation-react/url` (src/url.ts). The API reports in
// api/ record each entry's surface: `npm run api:check` fails when it changes without them.

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

// Types of props: a host passes a Validator and validation messages.
export type { ValidateFunction, ValidationIssue, Validator } from './validation/validator';
export type { ValidationMessages } from './locales/messages';

export type { FieldProps, FieldRegistry, FieldValueByKind } from './fields/types';
export { defaultFieldRegistry } from './fields/registry';
export type { FieldControl, FieldControlInput } from './fields/use-field-control';
export { useFieldControl } from './fields/use-field-control';

// English is one locale among others: its parts are `english.texts`, `.messages` and `.hostTexts`.
export type { DialogTexts, ElicitationLocale } from './locales/texts';
export { english } from './locales/texts';
export type { PatternRefusal } from './schema/pattern-syntax';
export type { ElicitationContextValue, ElicitationPartsContextValue, ElicitationPresentation } from './dialog/context';
export { useElicitationContext } from './dialog/context';
export type { AnswerState } from './form/answer-lifecycle';
export type { ElementProps, UseElicitationFormOptions, UseElicitationFormResult } from './dialog/use-elicitation-form';
export { useElicitationForm } from './dialog/use-elicitation-form';
export type {
  AsChildProps,
  ElicitationAcceptProps,
  ElicitationActionsProps,
  ElicitationButtonProps,
  ElicitationCancelProps,
  ElicitationContentProps,
  ElicitationDeclineProps,
  ElicitationDialogProps,
  ElicitationDivProps,
  ElicitationFieldProps,
  ElicitationFieldsProps,
  ElicitationFormErrorProps,
  ElicitationFormProviderProps,
  ElicitationIssuesProps,
  ElicitationMessageProps,
  ElicitationPanelProps,
  ElicitationRootProps,
  ElicitationServerInfoProps,
  ElicitationTitleProps,
} from './dialog/elicitation-dialog';
export type { GestureOptions } from './dialog/gestures';
export {
  ElicitationAccept,
  ElicitationActions,
  ElicitationCancel,
  ElicitationContent,
  ElicitationDecline,
  ElicitationDialog,
  ElicitationField,
  ElicitationFields,
  ElicitationFormError,
  ElicitationFormProvider,
  ElicitationIssues,
  ElicitationMessage,
  ElicitationPanel,
  ElicitationRoot,
  ElicitationServerInfo,
  ElicitationTitle,
} from './dialog/elicitation-dialog';

// Types the URL consent props, texts and state refer to; the functions are in `/url`.
export type {
  UrlAnalysis,
  UrlDisplayParts,
  UrlRefusal,
  UrlRefusalCode,
  UrlSchemeKind,
  UrlWarning,
  UrlWarningCode,
  UrlWarningParams,
} from './url/analyze-url';
export type { OpenUrl, OpenUrlOutcome, VisitedDomains } from './url/open-url';
// The consent screen's parts are in `mcp-elicitation-react/url-consent` (src/url-consent.ts): the
// dialog loads them on demand, which a static re-export here would undo. Their option types stay.
export type { UrlAfterOpen, UrlConsentOptions } from './dialog/url-consent';

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
export type { QueueEntryReason } from './elicitation/queue';
export type { ElicitContext, ElicitToolAnnotations } from './elicitation/elicit';
export { isDestructiveTool } from './elicitation/elicit';
export type { RemoteConnectionState, RemoteElicitationQueue, RemoteElicitationQueueOptions } from './elicitation/remote-queue';
export { createRemoteElicitationQueue } from './elicitation/remote-queue';
export type { ToolCallContext, ToolCallContextOptions } from './elicitation/tool-call-context';
export { createToolCallContext } from './elicitation/tool-call-context';
export type { ToolContextProps, ToolContextTexts } from './dialog/tool-context';
export { ToolContext } from './dialog/tool-context';
export type { ElicitationPosition, UseElicitationResult } from './elicitation/use-elicitation';
export { useElicitation } from './elicitation/use-elicitation';
export type { ElicitationProviderProps } from './elicitation/provider';
export { ElicitationProvider, useElicitationQueue } from './elicitation/provider';
export type { ElicitationHostProps, ElicitationHostTexts } from './elicitation/host';
export { ElicitationHost } from './elicitation/host';
// Chat threads: a tool call's questions under its card, the rest at the end, Stop for a running turn.
export type { ToolCallQuestionProps, UnplacedQuestionsProps } from './chat/tool-call-question';
export { ToolCallQuestion, UnplacedQuestions } from './chat/tool-call-question';
export type { ReturnFocusTarget } from './chat/focus-return';
export type { ChatStopFetchOptions } from './chat/stop-fetch';
export { createChatStopFetch } from './chat/stop-fetch';
