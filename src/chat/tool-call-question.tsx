'use client';
/**
 * The questions of one tool call, in place under its card in a chat thread, and the questions
 * whose call has no card on the page (yet, or any more after a reload), at the end of the thread.
 * Together they show every question exactly once: a card's `<ToolCallQuestion>` claims its call
 * (see `src/chat/tool-call-places.ts`) and `<UnplacedQuestions>` lets go of it in the same frame.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { ElicitationHost, type ElicitationHostProps } from '../elicitation/host';
import type { QueueEntry } from 'mcp-elicitation-core';
import { useOptionalToolCallPlaces } from './tool-call-places';
import { slot } from '../theme/slot';
import { useFocusReturn, type ReturnFocusTarget } from './focus-return';

/**
 * Props of {@link ToolCallQuestion}: the inline host's props, and the call.
 *
 * @example
 * ```tsx
 * const props: ToolCallQuestionProps = { toolCallId: 'call_1', allowBlocking: false };
 * ```
 */
export type ToolCallQuestionProps = Omit<ElicitationHostProps, 'presentation' | 'filter'> & {
  /** The tool call whose questions to show (the AI SDK's `part.toolCallId`, assistant-ui's `toolCallId`). */
  toolCallId: string;
  /**
   * Where focus goes when a question that held it is answered. Default: where focus was before
   * the user entered the question (the composer, typically), else this question's place.
   */
  returnFocus?: ReturnFocusTarget;
};

/**
 * Shows, in place, the questions the tool call `toolCallId` asked (inline panels, answered where
 * they stand). Put it inside the tool call's card, under an `ElicitationProvider`; the backend marks
 * each question with its call (`createAiSdkChatTools`, `createMastraChatTools` or
 * `createToolCallContext` from `mcp-elicitation-core/server`).
 *
 * @example
 * ```tsx
 * function ToolCard({ toolCallId, toolName }: { toolCallId: string; toolName: string }) {
 *   return (
 *     <section aria-label={`Tool call ${toolName}`}>
 *       <p>Called {toolName}</p>
 *       <ToolCallQuestion toolCallId={toolCallId} />
 *     </section>
 *   );
 * }
 * ```
 */
export function ToolCallQuestion({ toolCallId, returnFocus, ...hostProps }: ToolCallQuestionProps) {
  const places = useOptionalToolCallPlaces();
  const element = useRef<HTMLDivElement>(null);
  useFocusReturn(element, returnFocus);
  // Claimed before paint, so `UnplacedQuestions` drops the question in the same frame.
  useLayoutEffect(() => places?.add(toolCallId), [places, toolCallId]);
  return (
    <div ref={element} {...slot('tool-call-question')}>
      <ElicitationHost {...hostProps} presentation="inline" filter={(entry) => entry.context?.toolCallId === toolCallId} />
    </div>
  );
}

/**
 * Props of {@link UnplacedQuestions}.
 *
 * @example
 * ```tsx
 * const props: UnplacedQuestionsProps = { returnFocus: () => document.getElementById('message') };
 * ```
 */
export type UnplacedQuestionsProps = Omit<ElicitationHostProps, 'presentation' | 'filter'> & {
  /** As for {@link ToolCallQuestion}. */
  returnFocus?: ReturnFocusTarget;
};

/**
 * Shows the questions no `<ToolCallQuestion>` on the page shows: those without a tool call, and
 * those whose card is not rendered (not yet, or gone with a reload). It re-renders when a card
 * appears or goes, so a question that arrives before its card moves under it and is never shown
 * twice. Put it at the end of the thread, inside the same `ElicitationProvider`.
 *
 * @example
 * ```tsx
 * <ElicitationProvider queue={remote}>
 *   <Thread />
 *   <UnplacedQuestions />
 * </ElicitationProvider>
 * ```
 */
export function UnplacedQuestions({ returnFocus, ...hostProps }: UnplacedQuestionsProps) {
  const places = useOptionalToolCallPlaces();
  if (places === null) throw new Error('`UnplacedQuestions` must be used within `ElicitationProvider`');
  const element = useRef<HTMLDivElement>(null);
  useFocusReturn(element, returnFocus);
  // Re-rendered whenever a card claims or releases its call.
  useSyncExternalStore(places.subscribe, places.version, places.version);
  const unplaced = (entry: QueueEntry) => entry.context?.toolCallId === undefined || !places.has(entry.context.toolCallId);
  return (
    <div ref={element} {...slot('unplaced-questions')}>
      <ElicitationHost {...hostProps} presentation="inline" filter={unplaced} />
    </div>
  );
}
