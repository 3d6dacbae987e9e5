'use client';
/**
 * assistant-ui's convention for tool-call UIs is a component of `ToolCallMessagePartProps`
 * (`makeAssistantToolUI({ toolName, render })`, a toolkit entry's `render`, or
 * `MessagePrimitive.Parts components={{ tools: { Fallback } }}`). `withToolCallQuestion` turns any
 * such component into one that also shows, under it, the questions its call asked. Types only from
 * assistant-ui: nothing here runs its code.
 */
import type { ToolCallMessagePartComponent, ToolCallMessagePartProps } from '@assistant-ui/react';
import { ToolCallQuestion, type ToolCallQuestionProps } from './tool-call-question';

/**
 * Wraps an assistant-ui tool-call component so the questions of its call appear right under it,
 * answered in place. Works for one tool (`makeAssistantToolUI({ toolName, render: withToolCallQuestion(Card) })`)
 * and as the fallback for every tool. `questionProps` go to each {@link ToolCallQuestion}.
 *
 * @example
 * ```tsx
 * import { MessagePrimitive, type ToolCallMessagePartProps } from '@assistant-ui/react';
 * import { withToolCallQuestion } from 'mcp-elicitation-react/assistant-ui';
 *
 * const ToolCard = withToolCallQuestion(({ toolName, status }: ToolCallMessagePartProps) => (
 *   <p>Called {toolName} ({status.type})</p>
 * ));
 *
 * export function Message() {
 *   return <MessagePrimitive.Parts components={{ tools: { Fallback: ToolCard } }} />;
 * }
 * ```
 */
export function withToolCallQuestion<TArgs = unknown, TResult = unknown>(
  Card: ToolCallMessagePartComponent<TArgs, TResult>,
  questionProps: Omit<ToolCallQuestionProps, 'toolCallId'> = {},
): ToolCallMessagePartComponent<TArgs, TResult> {
  function WithToolCallQuestion(props: ToolCallMessagePartProps<TArgs, TResult>) {
    return (
      <>
        <Card {...props} />
        <ToolCallQuestion {...questionProps} toolCallId={props.toolCallId} />
      </>
    );
  }
  WithToolCallQuestion.displayName = `withToolCallQuestion(${Card.displayName ?? Card.name ?? 'Card'})`;
  return WithToolCallQuestion;
}
