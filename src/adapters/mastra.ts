/**
 * Adapter for Mastra's MCP client (`@mastra/mcp` 2.x): the per-server `inputRequests` handler.
 * Mastra calls it for 2025 server→client elicitations and for every key of a 2026-07-28
 * `input_required` result, always with an abort signal. Types only: no run-time import.
 */
import type { MCPInputRequest, MCPInputRequestHandler } from '@mastra/mcp';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit } from '../elicitation/elicit';
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
  /** Per-request timeout handed to `elicit`. */
  timeoutMs?: number;
}

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
    const result: ElicitResult = await elicit(params as ElicitRequestParams, {
      server: resolveServer(options.server),
      signal,
      // Mastra hands every key of one `inputRequests` round the SDK's shared round signal (a 2025
      // request has its own), so the signal identifies the round: its keys are one admission.
      round: signal,
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    });
    return result;
  };
}
