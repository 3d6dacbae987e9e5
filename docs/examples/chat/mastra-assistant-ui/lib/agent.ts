// lib/agent.ts: Mastra's MCP client in the backend, and a scripted agent that calls its tools (no
// model key exists here; with one, a Mastra `Agent` with `tools: await mcp.listTools()` takes its
// place). Every question the MCP server asks goes to the user's tabs through the bridge, marked
// with the tool call that asked, so the thread shows it under that call.
import { MCPClient } from '@mastra/mcp';
import { createInputRequestsHandler } from 'mcp-elicitation-react/adapters/mastra';
import { createElicitationBridge, createToolCallContext } from 'mcp-elicitation-react/server';

// Your session store (replace with your auth library): session cookie value → user id.
export const sessions = new Map<string, string>();

export function userOf(request: Request): string | undefined {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return token === undefined ? undefined : sessions.get(token);
}

export const bridge = createElicitationBridge({ authorize: userOf });

/** What the agent streams to the thread, one JSON object per line. */
export type AgentEvent =
  | { type: 'tool-call'; toolCallId: string; toolName: string; args: Record<string, unknown> }
  | { type: 'tool-result'; toolCallId: string; result: unknown }
  | { type: 'text'; text: string };

/** One MCP client per user, so a question reaches only that user's tabs. */
const clients = new Map<string, { mcp: MCPClient; calls: ReturnType<typeof createToolCallContext> }>();

function clientOf(user: string) {
  let found = clients.get(user);
  if (found === undefined) {
    const calls = createToolCallContext();
    const mcp = new MCPClient({
      id: `chat-${user}`,
      timeout: 10 * 60_000,
      servers: {
        demo: {
          url: new URL(process.env.MCP_URL ?? 'http://127.0.0.1:3333/mcp'),
          inputRequests: createInputRequestsHandler({ elicit: calls.wrap(bridge.target(user)), server: { id: 'demo', label: 'Demo server' } }),
        },
      },
    });
    found = { mcp, calls };
    clients.set(user, found);
  }
  return found;
}

/** Words in the user's message → the tool to call and its arguments. */
const SCRIPT: Array<[RegExp, string, Record<string, unknown>]> = [
  [/delete|clean/i, 'delete-files', { suffix: '.log' }],
  [/reset/i, 'reset-demo', {}],
  [/book|table/i, 'book-table', {}],
];

/** Runs one turn: calls the tool the words point at, reporting each step as it happens. */
export async function runTurn(user: string, text: string, emit: (event: AgentEvent) => void, signal: AbortSignal): Promise<void> {
  const match = SCRIPT.find(([pattern]) => pattern.test(text));
  if (match === undefined) return emit({ type: 'text', text: 'Try “delete the log files”, “book a table” or “reset the demo”.' });
  const [, toolName, args] = match;
  const { mcp, calls } = clientOf(user);
  const tools = await mcp.listTools();
  const tool = tools[`demo_${toolName}`];
  if (tool?.execute === undefined) return emit({ type: 'text', text: `The server has no tool ${toolName}.` });
  const toolCallId = `call_${crypto.randomUUID()}`;
  emit({ type: 'tool-call', toolCallId, toolName, args });
  const execute = tool.execute.bind(tool) as (input: unknown) => Promise<unknown>;
  const result = await calls.run({ toolName, toolCallId, arguments: args }, () => execute(args), signal);
  emit({ type: 'tool-result', toolCallId, result });
  emit({ type: 'text', text: `The tool answered: ${JSON.stringify(result)}` });
}
