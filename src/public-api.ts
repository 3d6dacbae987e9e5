// The public surface shared by the main and the lite entry, listed one by one: nothing reaches users
// by accident. The two differ only in the default validator their builds bundle (ajv, or none).
// This entry holds what a React host uses: the components and parts, one hook per job, the queue,
// and the types a host names when it passes props, writes a custom field or part, or words the UI.
// Budget: at most 80 names (test/unit/root-surface.test.ts). Types a public signature here names
// but hosts seldom do (the protocol's schema types, the field model's kinds, issue and URL codes,
// the queue's timers and statuses) are exported by `mcp-elicitation-react/headless` or `/url`,
// where the API report finds them; docs/entry-points.md lists what moved where.
// The React-free core (normaliser, form engine, validators, answer lifecycle) is
// `mcp-elicitation-react/headless` (src/headless.ts); URL analysis is `mcp-elicitation-react/url`
// (src/url.ts). The API reports in api/ record each entry's surface: `npm run api:check` fails
// when it changes without them.

// The protocol and the request's model, as hosts meet them.
export type { ElicitRequestParams, ElicitResult, ServerIdentity } from './schema/protocol';
export type { Field, FieldKind, RequestModel } from './schema/types';

// Validation and words: a host passes a Validator, messages, texts or a whole locale.
export type { Validator } from './validation/validator';
export type { ValidationMessages } from './locales/messages';
// English is one locale among others: its parts are `english.texts`, `.messages` and `.hostTexts`.
export type { DialogTexts, ElicitationLocale } from './locales/texts';
export { english } from './locales/texts';

// Custom fields.
export type { FieldProps, FieldRegistry, FieldValueByKind } from './fields/types';
export { defaultFieldRegistry } from './fields/registry';
export type { FieldControl, FieldControlInput } from './fields/use-field-control';
export { useFieldControl } from './fields/use-field-control';

// The parts and the two presentations. A part's props are `ComponentProps<typeof ElicitationAccept>`.
export type { ElementProps, ElicitationContextValue, ElicitationPresentation } from './dialog/context';
export { useElicitationContext } from './dialog/context';
export type { AsChildProps, ElicitationDialogProps, ElicitationPanelProps, ElicitationRootProps } from './dialog/elicitation-dialog';
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
  ElicitationIssues,
  ElicitationMessage,
  ElicitationPanel,
  ElicitationRoot,
  ElicitationServerInfo,
  ElicitationTitle,
} from './dialog/elicitation-dialog';

// The queue, its host and the tool-call context.
export type { Elicit, ElicitContext, ElicitOptions } from './elicitation/elicit';
export type { ElicitationQueue, ElicitationQueueOptions, QueueEntry, QueueSnapshot } from './elicitation/queue';
export { createElicitationQueue } from './elicitation/queue';
export type { RemoteElicitationQueue, RemoteElicitationQueueOptions } from './elicitation/remote-queue';
export { createRemoteElicitationQueue } from './elicitation/remote-queue';
export type { ToolCallContext, ToolCallContextOptions } from './elicitation/tool-call-context';
export { createToolCallContext } from './elicitation/tool-call-context';
export type { ToolContextProps, ToolContextTexts } from './dialog/tool-context';
export { ToolContext } from './dialog/tool-context';
export type { ElicitationPosition, UseElicitationResult } from './elicitation/use-elicitation';
export { useElicitation } from './elicitation/use-elicitation';
export type { ElicitationProviderProps } from './elicitation/provider';
export { ElicitationProvider } from './elicitation/provider';
export type { ElicitationHostProps, ElicitationHostTexts } from './elicitation/host';
export { ElicitationHost } from './elicitation/host';
// Chat threads: a tool call's questions under its card, the rest at the end, Stop for a running turn.
export type { ToolCallQuestionProps, UnplacedQuestionsProps } from './chat/tool-call-question';
export { ToolCallQuestion, UnplacedQuestions } from './chat/tool-call-question';
export type { ReturnFocusTarget } from './chat/focus-return';
export type { ChatStopFetchOptions } from './chat/stop-fetch';
export { createChatStopFetch } from './chat/stop-fetch';
