'use client';
// app/page.tsx: an assistant-ui thread. A tool call's card shows, right under it, the question that
// call asked (answered in place); one whose call is not in this thread (after a reload) shows at the end.
import {
  AssistantRuntimeProvider,
  ComposerPrimitive,
  MessagePrimitive,
  ThreadPrimitive,
  useLocalRuntime,
  type ChatModelAdapter,
  type ChatModelRunResult,
  type ToolCallMessagePartProps,
} from '@assistant-ui/react';
import { createRemoteElicitationQueue, ElicitationHost, ElicitationProvider, type QueueEntry } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css';

const remote = createRemoteElicitationQueue({ url: '/api/elicitation' });

/** Tool calls this page has shown, so a question can find its place or fall back to the end. */
const shown = new Set<string>();

type Part = NonNullable<ChatModelRunResult['content']>[number];
type ToolArgs = Extract<Part, { type: 'tool-call' }>['args'];

const agent: ChatModelAdapter = {
  async *run({ messages, abortSignal }) {
    const last = messages.at(-1);
    const text = last?.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ') ?? '';
    const turn = crypto.randomUUID();
    // Stop ends the turn on the server too (its question is withdrawn in place).
    abortSignal.addEventListener('abort', () => {
      void fetch('/api/agent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stop: turn }) });
    });
    const response = await fetch('/api/agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, turn }),
    });
    if (!response.ok || response.body === null) throw new Error(`The agent answered ${response.status}.`);
    const parts: Part[] = [];
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        const event = JSON.parse(line) as
          | { type: 'tool-call'; toolCallId: string; toolName: string; args: ToolArgs }
          | { type: 'tool-result'; toolCallId: string; result: unknown }
          | { type: 'text'; text: string };
        if (event.type === 'text') parts.push({ type: 'text', text: event.text });
        else if (event.type === 'tool-call') parts.push({ ...event, argsText: JSON.stringify(event.args) });
        else {
          const index = parts.findIndex((part) => part.type === 'tool-call' && part.toolCallId === event.toolCallId);
          const call = parts[index];
          if (call?.type === 'tool-call') parts[index] = { ...call, result: event.result };
        }
      }
      yield { content: [...parts] };
    }
  },
};

function ToolCall({ toolCallId, toolName, result }: ToolCallMessagePartProps) {
  shown.add(toolCallId);
  return (
    <section aria-label={`Tool call ${toolName}`}>
      <p>
        Called <code>{toolName}</code> ({result === undefined ? 'running' : 'done'})
      </p>
      {result === undefined ? null : <pre>{JSON.stringify(result)}</pre>}
      <ElicitationHost presentation="inline" filter={(entry) => entry.context?.toolCallId === toolCallId} />
    </section>
  );
}

function Message() {
  return (
    <MessagePrimitive.Root>
      <MessagePrimitive.Parts components={{ tools: { Fallback: ToolCall } }} />
    </MessagePrimitive.Root>
  );
}

const unplaced = (entry: QueueEntry) => entry.context?.toolCallId === undefined || !shown.has(entry.context.toolCallId);

export default function Chat() {
  const runtime = useLocalRuntime(agent);
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <ElicitationProvider queue={remote}>
        <main>
          <h1>Chat</h1>
          <p role="note">Scripted agent: no language model is configured, so a script picks the tool from your words.</p>
          <ThreadPrimitive.Root>
            <ThreadPrimitive.Viewport aria-label="Thread">
              <ThreadPrimitive.Messages components={{ Message }} />
            </ThreadPrimitive.Viewport>
            <ElicitationHost presentation="inline" filter={unplaced} />
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
