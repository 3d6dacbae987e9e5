// app/api/chat/route.ts: the chat turn. The MCP client runs here; its questions go to this user's
// tabs through the bridge, each marked with the tool call that asked, so the page shows it under it.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { convertToModelMessages, stepCountIs, streamText, type ToolSet, type UIMessage } from 'ai';
import { createElicitationHandler } from 'mcp-elicitation-react/adapters/ai-sdk';
import { createToolCallContext } from 'mcp-elicitation-react/server';
import { bridge, userOf } from '../../../lib/bridge';
import { endRun, startRun } from '../../../lib/runs';
import { scriptedModel } from '../../../lib/scripted-model';

export const dynamic = 'force-dynamic';

const MCP_URL = process.env.MCP_URL ?? 'http://127.0.0.1:3333/mcp';

export async function POST(request: Request): Promise<Response> {
  const user = userOf(request);
  if (user === undefined) return new Response('Sign in first.', { status: 401 });
  const { id, messages } = (await request.json()) as { id: string; messages: UIMessage[] };
  // Not `request.signal`: a reload must not end the turn (Stop does, through app/api/chat/stop).
  const signal = startRun(user, id);

  const client = await createMCPClient({ transport: { type: 'http', url: MCP_URL }, capabilities: { elicitation: {} } });
  // Which tool call is running, with its annotations from tools/list (a destructive tool's
  // approval says so) and its abort signal (a stopped call withdraws its question).
  const calls = createToolCallContext({ listTools: () => client.listTools() });
  client.onElicitationRequest(
    ElicitationRequestSchema,
    createElicitationHandler({ elicit: calls.wrap(bridge.target(user)), server: { id: MCP_URL, label: 'Demo server' }, client }),
  );
  const tools: ToolSet = {};
  for (const [name, tool] of Object.entries(await client.tools())) {
    tools[name] = {
      ...tool,
      execute: (input, options) =>
        calls.run({ toolName: name, toolCallId: options.toolCallId, arguments: input }, async () => tool.execute(input, options), options.abortSignal),
    };
  }

  const result = streamText({
    // A real model through the AI Gateway when a key is configured; the scripted one otherwise.
    model: process.env.AI_GATEWAY_API_KEY ? (process.env.CHAT_MODEL ?? 'openai/gpt-5') : scriptedModel(),
    messages: await convertToModelMessages(messages),
    tools,
    stopWhen: stepCountIs(3),
    abortSignal: signal,
    onFinish: () => finish(),
    onAbort: () => finish(),
    onError: () => finish(),
  });
  function finish() {
    endRun(id, signal);
    void client.close();
  }
  // Runs to the end even when the tab goes away mid-turn.
  void result.consumeStream();
  return result.toUIMessageStreamResponse();
}
