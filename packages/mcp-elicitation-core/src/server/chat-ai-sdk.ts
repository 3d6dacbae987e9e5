/**
 * The AI SDK's MCP client (`@ai-sdk/mcp`) in a chat route, in one call: its questions go to the
 * bridge (or any target) marked with the tool call that asked, so the page shows each under its
 * call. The AI SDK hands a tool's `execute` its `toolCallId` and abort signal but hands the
 * elicitation handler neither, so each tool is wrapped to mark its call while it runs
 * (`createToolCallContext`). Types are structural: this file imports nothing from the AI SDK.
 */
import { attachElicitation, type AiSdkElicitationClient, type AiSdkElicitationOptions } from '../adapters/ai-sdk';
import type { ElicitTarget, ElicitToolAnnotations, ServerSource } from '../elicitation/elicit';
import { createToolCallContext, type ToolCallContext } from '../elicitation/tool-call-context';
import { wrapExecutes } from './wrap-executes';

/**
 * What an AI SDK tool's `execute` receives besides its input (the AI SDK's `ToolExecutionOptions`).
 *
 * @example
 * ```ts
 * const options: ChatToolCallOptions = { toolCallId: 'call_1', abortSignal: new AbortController().signal };
 * ```
 */
export interface ChatToolCallOptions {
  readonly toolCallId: string;
  readonly abortSignal?: AbortSignal | undefined;
}

/**
 * The part of an `@ai-sdk/mcp` client these helpers use (`createMCPClient`'s result fits).
 *
 * @example
 * ```ts
 * declare const client: AiSdkChatClient<unknown, Record<string, unknown>>;
 * ```
 */
export interface AiSdkChatClient<Schema, Tools> {
  tools(): Promise<Tools>;
  listTools(): Promise<{ tools: ReadonlyArray<{ name: string; annotations?: ElicitToolAnnotations | undefined }> }>;
  onElicitationRequest(
    schema: Schema,
    handler: (request: {
      params: Record<string, unknown>;
    }) => Promise<{ action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>,
  ): void;
  readonly serverInfo?: unknown;
}

/**
 * Options of {@link createAiSdkChatTools}.
 *
 * @example
 * ```ts
 * declare const ElicitationRequestSchema: unknown; // from '@ai-sdk/mcp'
 * declare const elicit: ElicitTarget; // bridge.target(user)
 * const options: AiSdkChatToolsOptions<unknown> = { schema: ElicitationRequestSchema, elicit, server: { id: 'files', label: 'Files' } };
 * ```
 */
export interface AiSdkChatToolsOptions<Schema> {
  /** `ElicitationRequestSchema` from `@ai-sdk/mcp`: the client recognises it by identity. */
  schema: Schema;
  /** Where questions go: `bridge.target(user)` in a chat route (or a queue). */
  elicit: ElicitTarget;
  /** The host's identity for this server; the client's `serverInfo` becomes `reported`. */
  server: ServerSource;
  /** Per-question timeout handed to `elicit` (the bridge has its own default). */
  timeoutMs?: number;
}

/**
 * Wraps each tool's `execute` so questions asked while it runs carry its context (name, call id,
 * arguments, the annotations of `tools/list`) and are withdrawn when its abort signal fires. The
 * tools keep their type. Used by {@link createAiSdkChatTools}; call it yourself when the handler
 * is already attached.
 *
 * @example
 * ```ts
 * declare const tools: Record<string, { execute?: (input: unknown, options: ChatToolCallOptions) => Promise<unknown> }>;
 * const calls = createToolCallContext();
 * const marked = markToolCalls(tools, calls);
 * ```
 */
export function markToolCalls<Tools extends object>(tools: Tools, calls: ToolCallContext): Tools {
  return wrapExecutes(
    tools,
    (name, execute) =>
      (input: unknown, options: ChatToolCallOptions, ...rest: unknown[]) =>
        calls.run(
          { toolName: name, toolCallId: options.toolCallId, arguments: input },
          async () => execute(input, options, ...rest),
          options.abortSignal,
        ),
  );
}

/**
 * Attaches the elicitation handler to an `@ai-sdk/mcp` client and returns its tools, each marked
 * with its tool call: pass them to `streamText` as they are. A question asked while exactly one
 * of them runs carries that call's `toolCallId` (the page shows it under the call), the tool's
 * annotations (a destructive tool's approval says so) and its abort signal (Stop withdraws it).
 * With several calls at once the cause is unknown and no context is guessed: the page shows such
 * a question at the end of the thread.
 *
 * @example
 * ```ts
 * import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
 * import { createAiSdkChatTools, createElicitationBridge } from 'mcp-elicitation-core/server';
 *
 * const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-user') ?? undefined });
 * const client = await createMCPClient({ transport: { type: 'http', url: 'http://127.0.0.1:3333/mcp' }, capabilities: { elicitation: {} } });
 * const tools = await createAiSdkChatTools(client, {
 *   schema: ElicitationRequestSchema,
 *   elicit: bridge.target('alice'),
 *   server: { id: 'demo', label: 'Demo server' },
 * });
 * ```
 */
export async function createAiSdkChatTools<Schema, Tools extends object>(
  client: AiSdkChatClient<Schema, Tools>,
  options: AiSdkChatToolsOptions<Schema>,
): Promise<Tools> {
  const calls = createToolCallContext({ listTools: () => client.listTools() });
  // The adapter is typed against `@ai-sdk/mcp`; this file's types are structural.
  attachElicitation(client as unknown as AiSdkElicitationClient, {
    schema: options.schema as unknown as AiSdkElicitationOptions['schema'],
    elicit: calls.wrap(options.elicit),
    server: options.server,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
  return markToolCalls(await client.tools(), calls);
}
