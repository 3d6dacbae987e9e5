/**
 * Tells the queue which tool call a request belongs to when the MCP client runs in the page. The
 * SDKs do not hand an elicitation handler the tool call that caused it, so the host marks its
 * calls: while exactly one marked call is running, every request gets that call's context. With
 * several calls running at once the cause is ambiguous, and no context is attached rather than a
 * guessed one.
 */
import { toComplete, toElicit, type ElicitContext, type ElicitTarget, type ElicitToolAnnotations } from './elicit';

/**
 * Options of {@link createToolCallContext}.
 *
 * @example
 * ```ts
 * const options: ToolCallContextOptions = { listTools: () => client.listTools() };
 * ```
 */
export interface ToolCallContextOptions {
  /**
   * The client's `tools/list` (`() => client.listTools()`). When given, a marked call whose context
   * has no `annotations` gets its tool's, looked up once per context (`{}` for a listed tool without
   * any). A failed or missing lookup leaves them out: the dialog then claims nothing about the tool.
   */
  listTools?: () => Promise<{ tools: ReadonlyArray<{ name: string; annotations?: ElicitToolAnnotations | undefined }> }>;
}

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
  /**
   * Runs one tool call marked with `context`; resolves or rejects with the call. With `signal`
   * (the call's own abort signal: the MCP clients' elicitation handlers do not know the tool call
   * that caused a request), a question the call asked is withdrawn when the call is aborted, as
   * it is when the client's own signal aborts.
   */
  run<T>(context: ElicitContext, call: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** Aborts when either signal does (the adapter's own, or the tool call's). */
function either(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return AbortSignal.any([a, b]);
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
 * // With annotations from tools/list, so a destructive tool's approval says so:
 * const annotated = createToolCallContext({ listTools: () => client.listTools() });
 * ```
 */
export function createToolCallContext(options: ToolCallContextOptions = {}): ToolCallContext {
  const running = new Set<ElicitContext>();
  const signals = new WeakMap<ElicitContext, AbortSignal>();
  let listed: Promise<Map<string, ElicitToolAnnotations>> | undefined;
  const annotationsOf = async (name: string): Promise<ElicitToolAnnotations | undefined> => {
    const listTools = options.listTools;
    if (!listTools) return undefined;
    listed ??= listTools().then(
      ({ tools }) => new Map(tools.map((tool) => [tool.name, { ...tool.annotations }])),
      // Try again on the next call; this one goes without.
      () => ((listed = undefined), new Map()),
    );
    return (await listed).get(name);
  };
  return {
    wrap(target) {
      const elicit = toElicit(target);
      const complete = toComplete(target);
      const request: typeof elicit = (params, options) => {
        const only = running.size === 1 ? [...running][0] : undefined;
        if (only === undefined || options.context !== undefined) return elicit(params, options);
        const signal = either(options.signal, signals.get(only));
        return elicit(params, { ...options, context: only, ...(signal !== undefined && { signal }) });
      };
      return complete === undefined ? request : { request, complete };
    },
    async run(context, call, signal) {
      const annotations =
        context.annotations === undefined && typeof context.toolName === 'string' ? await annotationsOf(context.toolName) : undefined;
      const marker = annotations === undefined ? { ...context } : { ...context, annotations };
      running.add(marker);
      if (signal !== undefined) signals.set(marker, signal);
      try {
        return await call();
      } finally {
        running.delete(marker);
      }
    },
  };
}
