// app/api/chat/route.ts: the chat turn. The MCP client runs here; its questions go to this user's
// tabs through the bridge, each marked with the tool call that asked, so the page shows it under it.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { convertToModelMessages, stepCountIs, streamText, type UIMessage } from 'ai';
import { createAiSdkChatTools } from 'mcp-elicitation-core/server';
import { bridge, runs, userOf } from '../../../lib/bridge';
import { scriptedModel } from '../../../lib/scripted-model';

export const dynamic = 'force-dynamic';

const MCP_URL = process.env.MCP_URL ?? 'http://127.0.0.1:3333/mcp';

export async function POST(request: Request): Promise<Response> {
  const user = userOf(request);
  if (user === undefined) return new Response('Sign in first.', { status: 401 });
  const { id, messages } = (await request.json()) as { id: string; messages: UIMessage[] };
  const modelMessages = await convertToModelMessages(messages);
  const client = await createMCPClient({ transport: { type: 'http', url: MCP_URL }, capabilities: { elicitation: {} } });
  // The server's tools, each marking its questions with its tool call (id, annotations, abort signal).
  const tools = await createAiSdkChatTools(client, {
    schema: ElicitationRequestSchema,
    elicit: bridge.target(user),
    server: { id: MCP_URL, label: 'Demo server' },
  });

  // The turn runs to its end even when the tab goes away (a reload finds its question still there);
  // Stop ends it (app/api/chat/stop), and the client closes when it is over.
  const result = await runs.run(
    user,
    id,
    (signal) =>
      streamText({
        // A real model through the AI Gateway when a key is configured; the scripted one otherwise.
        model: process.env.AI_GATEWAY_API_KEY ? (process.env.CHAT_MODEL ?? 'openai/gpt-5') : scriptedModel(),
        messages: modelMessages,
        tools,
        stopWhen: stepCountIs(3),
        abortSignal: signal,
      }),
    () => client.close(),
  );
  return result.toUIMessageStreamResponse();
}
