/**
 * Adapter for mcp-use's React client: `useMcp({ onElicitation })`. That callback receives only the
 * request params (no abort signal), so a request the server withdraws stays in the queue until it
 * times out or the user answers; pass `timeoutMs` to bound it.
 *
 * The types are written out here instead of imported: `useMcp` shipped in `mcp-use/react` up to
 * 1.x and moved to the separate `@mcp-use/client` package in mcp-use 2.x, and the callback's shape
 * (`(params) => Promise<ElicitResult>`) is the same in both, so this file depends on neither.
 */
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit, withReported } from '../elicitation/elicit';
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';

/**
 * The `onElicitation` callback `useMcp` expects.
 *
 * @example
 * ```ts
 * const onElicitation: McpUseElicitationHandler = async () => ({ action: 'decline' });
 * ```
 */
export type McpUseElicitationHandler = (params: ElicitRequestParams) => Promise<ElicitResult>;

/**
 * Options of {@link createOnElicitation}.
 *
 * @example
 * ```ts
 * const options: McpUseElicitationOptions = { elicit: queue, server: { id: 'linear', label: 'Linear' } };
 * ```
 */
export interface McpUseElicitationOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /** The host's identity for this connection; a function is read at request time. */
  server: ServerSource;
  /**
   * The server's self-reported info (`useMcp(...).serverInfo`), read at request time and shown
   * as `reported` unless `server.reported` is set.
   */
  getServerInfo?: () => unknown;
  /** Per-request timeout handed to `elicit`: the only bound, since no signal is available. */
  timeoutMs?: number;
}

/**
 * Creates the `onElicitation` callback for mcp-use's `useMcp`.
 *
 * @example
 * ```tsx
 * const serverInfo = useRef<unknown>(undefined);
 * const onElicitation = useMemo(
 *   () => createOnElicitation({ elicit: queue, server: { id: 'linear' }, getServerInfo: () => serverInfo.current }),
 *   [queue],
 * );
 * const mcp = useMcp({ url: 'https://mcp.linear.app/mcp', onElicitation });
 * serverInfo.current = mcp.serverInfo;
 * ```
 */
export function createOnElicitation(options: McpUseElicitationOptions): McpUseElicitationHandler {
  const elicit = toElicit(options.elicit);
  return (params) =>
    elicit(params, {
      server: withReported(resolveServer(options.server), options.getServerInfo?.()),
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    });
}
