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
  const agent = await agentOf(user);
  // The turn runs to its end even when the tab goes away (a reload finds its question still there);
  // Stop ends it (app/api/chat/stop).
  const stream = await runs.run(user, id, (signal) => agent.stream(messages, { abortSignal: signal }));
  return createUIMessageStreamResponse({ stream: toAISdkStream(stream, { from: 'agent', version: 'v7' }) });
}
