/**
 * Tells the queue which tool call a request belongs to when the MCP client runs in the page. The
 * SDKs do not hand an elicitation handler the tool call that caused it, so the host marks its
 * calls: while exactly one marked call is running, every request gets that call's context. With
 * several calls running at once the cause is ambiguous, and no context is attached rather than a
 * guessed one.
 */
import { toComplete, toElicit, type ElicitContext, type ElicitTarget } from './elicit';

/**
 * What {@link createToolCallContext} returns.
 *
 * @example
 * ```ts
 * const tools: ToolCallContext = createToolCallContext();
 * ```
 */
export interface ToolCallContext {
  /** Wraps an adapter's target (a queue) so its requests carry the running call's context. */
  wrap(target: ElicitTarget): ElicitTarget;
  /** Runs one tool call marked with `context`; resolves or rejects with the call. */
  run<T>(context: ElicitContext, call: () => Promise<T>): Promise<T>;
}

/**
 * Creates a tool-call marker for one MCP client (or several sharing a queue).
 *
 * @example
 * ```ts
 * const tools = createToolCallContext();
 * attachElicitation(client, { elicit: tools.wrap(queue), server: { id: 'files' } });
 * await tools.run({ toolName: 'delete_files', toolCallId: 'call_1', arguments: args }, () =>
 *   client.callTool({ name: 'delete_files', arguments: args }, undefined, callToolOptions()),
 * );
 * ```
 */
export function createToolCallContext(): ToolCallContext {
  const running = new Set<ElicitContext>();
  return {
    wrap(target) {
      const elicit = toElicit(target);
      const complete = toComplete(target);
      const request: typeof elicit = (params, options) => {
        const only = running.size === 1 ? [...running][0] : undefined;
        return elicit(params, only === undefined || options.context !== undefined ? options : { ...options, context: only });
      };
      return complete === undefined ? request : { request, complete };
    },
    async run(context, call) {
      const marker = { ...context };
      running.add(marker);
      try {
        return await call();
      } finally {
        running.delete(marker);
      }
    },
  };
}
