'use client';
// app/page.tsx: an assistant-ui thread on its AI SDK runtime. A tool call's card shows, right under
// it, the question that call asked (answered in place); a question whose card is not in the thread
// (yet, or after a reload) shows at the end of the thread, once.
import {
  AssistantRuntimeProvider,
  ComposerPrimitive,
  MessagePrimitive,
  ThreadPrimitive,
  type ToolCallMessagePartProps,
} from '@assistant-ui/react';
import { AssistantChatTransport, useChatRuntime } from '@assistant-ui/react-ai-sdk';
import { ElicitationProvider } from 'mcp-elicitation-react';
import { createChatStopFetch, UnplacedQuestions } from 'mcp-elicitation-react/chat';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import { withToolCallQuestion } from 'mcp-elicitation-react/assistant-ui';
import 'mcp-elicitation-react/styles.css';

const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });
// Stop (the runtime's abort) also ends the turn on the server, which withdraws its question.
const transport = new AssistantChatTransport({ api: '/api/chat', fetch: createChatStopFetch({ stopUrl: '/api/chat/stop' }) });

/**
 * A tool call's card. A call with no result once its turn stopped running was stopped (assistant-ui
 * then says `requires-action` or `incomplete`: the turn ended without the tool's result).
 */
function ToolCard({ toolName, result, status }: ToolCallMessagePartProps) {
  const state = result !== undefined ? 'done' : status.type === 'running' ? 'running' : 'stopped';
  return (
    <section aria-label={`Tool call ${toolName}`}>
      <p>
        Called <code>{toolName}</code> ({state})
      </p>
      {result === undefined ? null : <pre>{JSON.stringify(result)}</pre>}
    </section>
  );
}

// The card, with the questions its call asked right under it.
const ToolCall = withToolCallQuestion(ToolCard);

function Message() {
  return (
    <MessagePrimitive.Root>
      <MessagePrimitive.Parts components={{ tools: { Fallback: ToolCall } }} />
    </MessagePrimitive.Root>
  );
}

export default function Chat() {
  const runtime = useChatRuntime({ transport });
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <ElicitationProvider queue={remote}>
        <main>
          <h1>Chat</h1>
          <p role="note">Without a model key on the server (OPENAI_API_KEY), a scripted model picks the tool from your words.</p>
          <ThreadPrimitive.Root>
            <ThreadPrimitive.Viewport aria-label="Thread">
              <ThreadPrimitive.Messages components={{ Message }} />
              <UnplacedQuestions />
            </ThreadPrimitive.Viewport>
            <ComposerPrimitive.Root>
              <ComposerPrimitive.Input aria-label="Message" />
              <ComposerPrimitive.Send>Send</ComposerPrimitive.Send>
              <ComposerPrimitive.Cancel>Stop</ComposerPrimitive.Cancel>
            </ComposerPrimitive.Root>
          </ThreadPrimitive.Root>
        </main>
      </ElicitationProvider>
    </AssistantRuntimeProvider>
  );
}
