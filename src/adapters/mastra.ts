/**
 * Adapter for Mastra's MCP client (`@mastra/mcp` 2.x): the per-server `inputRequests` handler.
 * Mastra calls it for 2025 server→client elicitations and for every key of a 2026-07-28
 * `input_required` result, with the SDK's abort signal. That signal cannot always fire: Mastra
 * bundles `@modelcontextprotocol/client` 2.0.0, which ignores a cancellation of request id 0 (the
 * first server→client request of every 2025 connection), and the adapter cannot reach that client,
 * so requests get a default timeout (see `timeoutMs`). Types only: no run-time import.
 */
import type { MCPInputRequest, MCPInputRequestHandler } from '@mastra/mcp';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit } from '../elicitation/elicit';
import { urlAfterOpen } from './sdk-common';
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';

/**
 * Options of {@link createInputRequestsHandler}.
 *
 * @example
 * ```ts
 * const options: MastraInputRequestsOptions = { elicit: queue, server: { id: 'weather', label: 'Weather' } };
 * ```
 */
export interface MastraInputRequestsOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /**
   * The host's identity for this server, usually its key in `MCPClient({ servers })`. Mastra does
   * not hand the server's self-report to the handler, so `reported` is whatever is set here.
   */
  server: ServerSource;
  /**
   * Per-request timeout handed to `elicit`. Default 10 minutes: a request the server withdrew
   * while Mastra could not pass the withdrawal on (id 0, see above) leaves the queue by then.
   */
  timeoutMs?: number;
}

/** Long enough to find a password or an approval; short enough that an orphaned question goes away. */
const DEFAULT_MASTRA_TIMEOUT_MS = 10 * 60_000;

/**
 * Creates the `inputRequests` handler for one server of Mastra's `MCPClient`.
 *
 * @example
 * ```ts
 * const mcp = new MCPClient({
 *   servers: {
 *     weather: {
 *       url: new URL('https://weather.example/mcp'),
 *       inputRequests: createInputRequestsHandler({ elicit: queue, server: { id: 'weather' } }),
 *     },
 *   },
 * });
 * ```
 */
export function createInputRequestsHandler(options: MastraInputRequestsOptions): MCPInputRequestHandler {
  const elicit = toElicit(options.elicit);
  return async ({ params, signal }: MCPInputRequest) => {
    // Mastra routes no completion notification to the handler, so a URL request is answered when
    // the user says they are done ('confirm'), never as soon as the page opens.
    const afterOpen = urlAfterOpen(params as ElicitRequestParams, true);
    const result: ElicitResult = await elicit(params as ElicitRequestParams, {
      server: resolveServer(options.server),
      ...(afterOpen !== undefined && { afterOpen }),
      signal,
      // Mastra hands every key of one `inputRequests` round the SDK's shared round signal (a 2025
      // request has its own), so the signal identifies the round: its keys are one admission.
      round: signal,
      timeoutMs: options.timeoutMs ?? DEFAULT_MASTRA_TIMEOUT_MS,
    });
    return result;
  };
}
