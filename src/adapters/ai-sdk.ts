/**
 * Adapter for the Vercel AI SDK's MCP client (`@ai-sdk/mcp`): the handler for
 * `client.onElicitationRequest(ElicitationRequestSchema, handler)`. The client checks the schema
 * by identity, so the host passes its own `ElicitationRequestSchema`; this file imports types only.
 *
 * The AI SDK client hands the handler no abort signal and answers form mode only (capability
 * `{ elicitation: {} }`); on 2026-07-28 connections it fulfils the keys of an `input_required`
 * result one after another, so they reach the queue one at a time.
 */
import type { ElicitationRequest, ElicitResult as AiSdkElicitResult } from '@ai-sdk/mcp';
import type { ElicitRequestParams } from '../schema/protocol';
import { resolveServer, toElicit, withReported } from '../elicitation/elicit';
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';

/**
 * The handler `client.onElicitationRequest` expects.
 *
 * @example
 * ```ts
 * const handler: AiSdkElicitationHandler = async () => ({ action: 'decline' });
 * ```
 */
export type AiSdkElicitationHandler = (request: ElicitationRequest) => Promise<AiSdkElicitResult>;

/**
 * Options of {@link createElicitationHandler}.
 *
 * @example
 * ```ts
 * const options: AiSdkElicitationOptions = { elicit: queue, server: { id: 'docs' }, client };
 * ```
 */
export interface AiSdkElicitationOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /** The host's identity for this connection; a function is read at request time. */
  server: ServerSource;
  /** The connected client: its `serverInfo` becomes `reported` unless `server.reported` is set. */
  client?: { readonly serverInfo?: unknown };
  /** Per-request timeout handed to `elicit`: the only bound, since no signal is available. */
  timeoutMs?: number;
}

/**
 * Creates the elicitation handler for an AI SDK MCP client.
 *
 * @example
 * ```ts
 * const client = await createMCPClient({ transport, capabilities: { elicitation: {} } });
 * client.onElicitationRequest(
 *   ElicitationRequestSchema,
 *   createElicitationHandler({ elicit: queue, server: { id: 'docs', label: 'Docs' }, client }),
 * );
 * ```
 */
export function createElicitationHandler(options: AiSdkElicitationOptions): AiSdkElicitationHandler {
  const elicit = toElicit(options.elicit);
  return async (request) => {
    // The AI SDK's schema is loose: it keeps the wire params, typed only as far as it checks them.
    const params = request.params as unknown as ElicitRequestParams;
    return elicit(params, {
      server: withReported(resolveServer(options.server), options.client?.serverInfo),
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    });
  };
}
