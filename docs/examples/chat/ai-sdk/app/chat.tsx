'use client';
// app/chat.tsx: the chat thread. Each tool call shows, right under it, the question it asked, answered
// in place; a question whose tool call is not in this thread (a reload mid-question) shows at the end.
// With `presentation="modal"` the questions open one at a time in a dialog instead.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, isToolUIPart, type UIMessage } from 'ai';
import { createRemoteElicitationQueue, ElicitationHost, ElicitationProvider, type QueueEntry } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css';
import { useState } from 'react';

const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });

function toolCallIds(messages: UIMessage[]): Set<string> {
  return new Set(messages.flatMap((message) => message.parts.filter(isToolUIPart).map((part) => part.toolCallId)));
}

export function Chat({ presentation = 'inline' }: { presentation?: 'inline' | 'modal' }) {
  const { id, messages, sendMessage, status, stop } = useChat({ transport: new DefaultChatTransport({ api: '/api/chat' }) });
  const [draft, setDraft] = useState('');
  const placed = toolCallIds(messages);
  const unplaced = (entry: QueueEntry) => entry.context?.toolCallId === undefined || !placed.has(entry.context.toolCallId);

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
                      Called <code>{name}</code> ({part.state === 'output-available' ? 'done' : part.state === 'output-error' ? 'failed' : 'running'})
                    </p>
                    {part.state === 'output-available' ? <pre>{JSON.stringify(part.output)}</pre> : null}
                    {/* The question this call asked, in place. */}
                    {presentation === 'inline' ? (
                      <ElicitationHost presentation="inline" filter={(entry) => entry.context?.toolCallId === part.toolCallId} />
                    ) : null}
                  </section>
                );
              })}
            </li>
          ))}
        </ol>
        {presentation === 'inline' ? <ElicitationHost presentation="inline" filter={unplaced} /> : <ElicitationHost />}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim() === '') return;
            void sendMessage({ text: draft });
            setDraft('');
          }}
        >
          <label htmlFor="message">Message</label>
          <input id="message" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" disabled={status === 'streaming' || status === 'submitted'}>
            Send
          </button>
          <button
            type="button"
            onClick={() => {
              // Ends the turn on the server too (its question is withdrawn), then stops reading.
              void fetch('/api/chat/stop', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) });
              void stop();
            }}
            disabled={status !== 'streaming' && status !== 'submitted'}>
            Stop
          </button>
        </form>
      </main>
    </ElicitationProvider>
  );
}
