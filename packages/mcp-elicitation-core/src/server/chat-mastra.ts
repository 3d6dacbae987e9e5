/**
 * Mastra's MCP client (`@mastra/mcp`) behind a Mastra `Agent`, in one call: the `inputRequests`
 * handler for `MCPClient({ servers })` and the same client's tools for `new Agent({ tools })`,
 * each marked with the agent's tool call (`context.agent.toolCallId`) while it runs, so a question
 * carries the call that asked and the page shows it under that call. Mastra hands the handler no
 * tool call, hence the marking (`createToolCallContext`). Types are structural: this file imports
 * nothing from Mastra.
 */
import { attachElicitation } from '../adapters/mastra';
import type { ElicitTarget, ElicitToolAnnotations, ServerSource } from '../elicitation/elicit';
import { createToolCallContext } from '../elicitation/tool-call-context';
import type { ElicitResult } from '../schema/protocol';
import { wrapExecutes } from './wrap-executes';

/**
 * Options of {@link createMastraChatTools}.
 *
 * @example
 * ```ts
 * declare const elicit: ElicitTarget; // bridge.target(user)
 * const options: MastraChatToolsOptions = { elicit, server: { id: 'demo', label: 'Demo server' } };
 * ```
 */
export interface MastraChatToolsOptions {
  /** Where questions go: `bridge.target(user)` (one `MCPClient` per user), or a queue. */
  elicit: ElicitTarget;
  /** The host's identity for the server, usually its key in `MCPClient({ servers })`. */
  server: ServerSource;
  /** Per-question timeout; default 10 minutes (see `attachElicitation` of `mcp-elicitation-core/adapters/mastra`). */
  timeoutMs?: number;
}

/**
 * What a Mastra tool's `execute` receives besides its input, as far as this helper reads it.
 *
 * @example
 * ```ts
 * const context: MastraToolCallContext = { agent: { toolCallId: 'call_1' } };
 * ```
 */
export interface MastraToolCallContext {
  readonly agent?: { readonly toolCallId?: string } | undefined;
  readonly abortSignal?: AbortSignal | undefined;
}

/**
 * What {@link createMastraChatTools} returns.
 *
 * @example
 * ```ts
 * declare const chat: MastraChatTools;
 * const handler = chat.inputRequests;
 * ```
 */
export interface MastraChatTools {
  /** The `inputRequests` handler for the server's entry in `MCPClient({ servers })`. */
  readonly inputRequests: (request: { readonly params: object; readonly signal: AbortSignal }) => Promise<ElicitResult>;
  /**
   * `await mcp.listTools()` (or any Mastra tools) → the same tools, each marking its call: the
   * agent's `toolCallId`, the arguments, the annotations the server listed, and the call's abort
   * signal (a stopped run withdraws its question). The tools keep their type; yours are not changed.
   */
  tools<Tools extends object>(tools: Tools): Tools;
}

/** The annotations `@mastra/mcp` keeps from `tools/list` (`{}` for a listed tool without any). */
function annotationsOf(tool: unknown): ElicitToolAnnotations | undefined {
  const mcp = (tool as { mcp?: { annotations?: ElicitToolAnnotations } }).mcp;
  return mcp === undefined ? undefined : { ...mcp.annotations };
}

/**
 * Makes the `inputRequests` handler and the tool marker of one Mastra `MCPClient`. Questions asked
 * while exactly one marked call runs carry its context; with several at once none is guessed (the
 * page shows such a question at the end of the thread). Give each user their own `MCPClient`, so
 * their questions reach only their tabs.
 *
 * @example
 * ```ts
 * import { Agent } from '@mastra/core/agent';
 * import { MCPClient } from '@mastra/mcp';
 * import { createElicitationBridge, createMastraChatTools } from 'mcp-elicitation-core/server';
 *
 * declare const model: ConstructorParameters<typeof Agent>[0]['model'];
 * const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-user') ?? undefined });
 * const chat = createMastraChatTools({ elicit: bridge.target('alice'), server: { id: 'demo', label: 'Demo server' } });
 * const mcp = new MCPClient({ servers: { demo: { url: new URL('http://127.0.0.1:3333/mcp'), inputRequests: chat.inputRequests } } });
 * const agent = new Agent({ id: 'chat', name: 'Chat', instructions: 'Use the tools.', model, tools: chat.tools(await mcp.listTools()) });
 * ```
 */
export function createMastraChatTools(options: MastraChatToolsOptions): MastraChatTools {
  const calls = createToolCallContext();
  const { inputRequests: handler } = attachElicitation({
    elicit: calls.wrap(options.elicit),
    server: options.server,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
  return {
    // The adapter's handler is typed against `@mastra/mcp`; this file's types are structural.
    inputRequests: handler as unknown as MastraChatTools['inputRequests'],
    tools: (tools) =>
      wrapExecutes(tools, (name, execute, tool) => (input: unknown, context?: MastraToolCallContext, ...rest: unknown[]) => {
        const annotations = annotationsOf(tool);
        const toolCallId = context?.agent?.toolCallId;
        return calls.run(
          {
            toolName: name,
            arguments: input,
            ...(toolCallId !== undefined && { toolCallId }),
            ...(annotations !== undefined && { annotations }),
          },
          async () => execute(input, context, ...rest),
          context?.abortSignal,
        );
      }),
  };
}
