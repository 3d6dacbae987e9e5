// app/api/chat/route.ts: one turn of the user's Mastra agent, streamed as the AI SDK's UI message
// stream (Mastra's `toAISdkStream`), which assistant-ui's `useChatRuntime` reads as it is.
import { toAISdkStream } from '@mastra/ai-sdk';
import type { MessageListInput } from '@mastra/core/agent/message-list';
import { createUIMessageStreamResponse } from 'ai';
import { agentOf, runs, userOf } from '../../../lib/agent';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const user = userOf(request);
  if (user === undefined) return new Response('Sign in first.', { status: 401 });
  // The AI SDK's UI messages, which a Mastra agent takes as they are.
  const { id, messages } = (await request.json()) as { id: string; messages: MessageListInput };
  // Not `request.signal`: a reload must not end the turn (Stop does, through app/api/chat/stop).
  const run = runs.start(user, id);
  const agent = await agentOf(user);
  const stream = await agent.stream(messages, { abortSignal: run.signal });
  // Runs to the end even when the tab goes away mid-turn.
  void stream.consumeStream().then(run.end, run.end);
  return createUIMessageStreamResponse({ stream: toAISdkStream(stream, { from: 'agent', version: 'v7' }) });
}
