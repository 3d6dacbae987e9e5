/**
 * Adapter for the Vercel AI SDK's MCP client (`@ai-sdk/mcp`): the handler for
 * `client.onElicitationRequest(ElicitationRequestSchema, handler)`. The client checks the schema
 * by identity, so the host passes its own `ElicitationRequestSchema`; this file imports types only.
 *
 * The AI SDK client hands the handler no abort signal and answers form mode only (capability
 * `{ elicitation: {} }`); on 2026-07-28 connections it fulfils the keys of an `input_required`
 * result one after another, so they reach the queue one at a time. It says nothing about which
 * round a key belongs to, so the adapter tells by timing: the client asks for a round's next key
 * as soon as the previous answer resolves, in the same turn of the event loop (no I/O between),
 * while a new round needs a response from the server first. A call that arrives before the next
 * macrotask after an answer is the same round, and the queue admits the round once.
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
  /**
   * The connected client: its `serverInfo` becomes `reported` unless `server.reported` is set, and
   * its `initializeResult.protocolVersion` says whether requests are keys of `inputRequests`
   * rounds (2026-07-28 and later; without the client every call is treated as one).
   */
  client?: { readonly serverInfo?: unknown; readonly initializeResult?: { readonly protocolVersion?: unknown } };
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
  /** The round whose key was answered last, until the event loop moves on (see the file's head). */
  let open: { readonly round: object } | undefined;
  return async (request) => {
    // The AI SDK's schema is loose: it keeps the wire params, typed only as far as it checks them.
    const params = request.params as unknown as ElicitRequestParams;
    // 2025 connections have no rounds: each server→client request is its own admission.
    const round = inRounds(options.client) ? (open?.round ?? {}) : undefined;
    open = undefined;
    try {
      return await elicit(params, {
        server: withReported(resolveServer(options.server), options.client?.serverInfo),
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
        ...(round !== undefined && { round }),
      });
    } finally {
      if (round !== undefined) {
        const mark = { round };
        open = mark;
        // A timer, not a delay: it only marks the end of this turn, after which a call is a new round.
        setTimeout(() => {
          if (open === mark) open = undefined;
        }, 0);
      }
    }
  };
}

/** Whether the connection speaks 2026-07-28 or later (revisions are dates; `draft` sorts after them); unknown counts as yes. */
function inRounds(client: AiSdkElicitationOptions['client']): boolean {
  const version = client?.initializeResult?.protocolVersion;
  return typeof version !== 'string' || version >= '2026-07-28';
}
