'use client';
// app/chat.tsx: the chat thread. Each tool call shows, right under it, the question it asked,
// answered in place; a question whose tool call has no card here (yet, or after a reload) shows at
// the end of the thread, once. With `presentation="modal"` the questions open one at a time in a
// dialog instead.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, isToolUIPart, type UIMessage } from 'ai';
import { ElicitationHost, ElicitationProvider } from 'mcp-elicitation-react';
import { createChatStopFetch, ToolCallQuestion, UnplacedQuestions } from 'mcp-elicitation-react/chat';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import 'mcp-elicitation-react/styles.css';
import { useRef, useState } from 'react';

const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });
// Stop (the transport's abort) also ends the turn on the server, which withdraws its question.
const transport = new DefaultChatTransport({ api: '/api/chat', fetch: createChatStopFetch({ stopUrl: '/api/chat/stop' }) });

type ToolPart = Extract<UIMessage['parts'][number], { toolCallId: string }>;

/** A tool call's state in words; a call without output after the turn ended was stopped. */
function stateOf(part: ToolPart, running: boolean): string {
  if (part.state === 'output-available') return 'done';
  if (part.state === 'output-error') return 'failed';
  return running ? 'running' : 'stopped';
}

export function Chat({ presentation = 'inline' }: { presentation?: 'inline' | 'modal' }) {
  const { messages, sendMessage, status, stop } = useChat({ transport });
  const [draft, setDraft] = useState('');
  const composer = useRef<HTMLInputElement>(null);
  const running = status === 'streaming' || status === 'submitted';

  return (
    <ElicitationProvider queue={remote}>
      <main>
        <h1>Chat</h1>
        <p role="note">Without a model key on the server (AI_GATEWAY_API_KEY), a scripted agent picks the tool from your words.</p>
        <ol aria-label="Thread">
          {messages.map((message) => (
            <li key={message.id} aria-label={message.role === 'user' ? 'You' : 'Assistant'}>
              {message.parts.map((part, index) => {
                if (part.type === 'text') return <p key={index}>{part.text}</p>;
                if (!isToolUIPart(part)) return null;
                const name = part.type === 'dynamic-tool' ? part.toolName : part.type.slice('tool-'.length);
                return (
                  <section key={part.toolCallId} aria-label={`Tool call ${name}`}>
                    <p>
                      Called <code>{name}</code> ({stateOf(part, running)})
                    </p>
                    {part.state === 'output-available' ? <pre>{JSON.stringify(part.output)}</pre> : null}
                    {/* The question this call asked, in place; answered, focus goes back to the composer. */}
                    {presentation === 'inline' ? <ToolCallQuestion toolCallId={part.toolCallId} returnFocus={composer} /> : null}
                  </section>
                );
              })}
            </li>
          ))}
        </ol>
        {presentation === 'inline' ? <UnplacedQuestions returnFocus={composer} /> : <ElicitationHost />}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim() === '') return;
            void sendMessage({ text: draft });
            setDraft('');
          }}
        >
          <label htmlFor="message">Message</label>
          <input id="message" ref={composer} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" disabled={running}>
            Send
          </button>
          <button type="button" onClick={() => void stop()} disabled={!running}>
            Stop
          </button>
        </form>
      </main>
    </ElicitationProvider>
  );
}
