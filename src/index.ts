'use client';
// `mcp-elicitation-react`: what React adds to mcp-elicitation-core: the components and parts, one hook
// per job, the host, and the types a host names when it passes props, writes a custom field or part,
// or words the UI (the chat parts: `mcp-elicitation-react/chat`; questions from tasks: `/tasks`). Listed one by one: nothing reaches users by accident.
// Everything React-free (the protocol and model types, the queues, validators, the form engine, URL
// analysis, the adapters and the server bridge) is the package `mcp-elicitation-core`, which this
// one depends on and does not re-export: each name has one home. Budget: at most 50 names
// (test/unit/root-surface.test.ts). The API reports in api/ record each entry's surface:
// `npm run api:check` fails when it changes without them.

// Words: a host passes one locale (`mcp-elicitation-react/locales/<lang>`, or its own; English,
// `locales/en`, also holds what a locale is made of, for writing one); `withOverrides` changes single
// words of it.
export type { ElicitationLocale } from './locales/types';
export { withOverrides } from './locales/resolve';

// Custom fields.
export type { FieldProps, FieldRegistry, FieldValueByKind, FileFieldWords } from './fields/types';
export { defaultFieldRegistry } from './fields/registry';
export type { FieldControl, FieldControlInput } from './fields/use-field-control';
export { useFieldControl } from './fields/use-field-control';

// The parts and the two presentations. A part's props are `ComponentProps<typeof ElicitationAccept>`.
export type { ElementProps, ElicitationForm } from './dialog/context';
export { useElicitationContext } from './dialog/context';
export type { AsChildProps } from './dialog/part-props';
export type { ElicitationRootProps } from './dialog/root-props';
export { ElicitationRoot } from './dialog/roots';
export { ElicitationDialogContent, ElicitationDialogOverlay, ElicitationDialogPortal } from './dialog/dialog-content';
export { ElicitationPanelContent } from './dialog/panel-content';
export { ElicitationIssues, ElicitationMessage, ElicitationServerInfo, ElicitationTitle } from './dialog/title-message';
export { ElicitationStatus } from './dialog/status';
export { ElicitationField, ElicitationFields, ElicitationFormError, ElicitationPrefilledNote } from './dialog/fields';
export { ElicitationErrorSummary } from './dialog/error-summary';
export { ElicitationDiscardPrompt } from './dialog/discard-prompt';
export { ElicitationAccept, ElicitationActions, ElicitationCancel, ElicitationDecline } from './dialog/actions';
export { ElicitationConfirm, ElicitationDecision } from './dialog/gestures/decision';
export { ElicitationQuickAnswers } from './dialog/gestures/quick-answers';
export { ElicitationStepper } from './dialog/gestures/stepper';
export type { ElicitationDialogProps, ElicitationPanelProps } from './dialog/elicitation-dialog';
export { ElicitationDialog, ElicitationPanel } from './dialog/elicitation-dialog';
export { bindEntry } from './dialog/entry-binding';

// The host of a queue (the queue itself: mcp-elicitation-core).
export type { UseElicitationResult } from './elicitation/use-elicitation';
export { useElicitation } from './elicitation/use-elicitation';
export type { ElicitationProviderProps } from './elicitation/provider';
export { ElicitationProvider } from './elicitation/provider';
export type { ElicitationHostProps } from './elicitation/host';
export { ElicitationHost } from './elicitation/host';
