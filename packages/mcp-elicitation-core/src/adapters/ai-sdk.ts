/**
 * Adapter for the Vercel AI SDK's MCP client (`@ai-sdk/mcp`): `attachElicitation` registers the
 * handler through `client.onElicitationRequest(ElicitationRequestSchema, handler)`. The client checks
 * the schema by identity, so the host passes its own `ElicitationRequestSchema`; this file imports
 * types only.
 *
 * The AI SDK client hands the handler no abort signal and answers form mode only (capability
 * `{ elicitation: {} }`); on 2026-07-28 connections it fulfils the keys of an `input_required`
 * result one after another, so they reach the queue one at a time. It says nothing about which
 * round a key belongs to, so the adapter tells by timing: the client asks for a round's next key
 * as soon as the previous answer resolves, in the same turn of the event loop (no I/O between),
 * while a new round needs a response from the server first. A call that arrives before the next
 * macrotask after an answer is the same round, and the queue admits the round once.
 *
 * App-rendered elicitations (SEP-3118, a draft, with `experimental.apps`): the AI SDK takes client
 * capabilities only in `createMCPClient`, before this adapter can attach, so the host declares them
 * there: `{ ...elicitationCapabilities({ url: false }), ...appElicitationCapabilities() }` (form mode
 * named as `elicitation.form`, which the conditions require, and the MCP Apps extension). At each request the adapter checks the four conditions against
 * what the client declared (its `clientCapabilities`, a field the AI SDK keeps untyped, read by
 * shape) and what the server declared (`initializeResult.capabilities`), and the hint in
 * `params._meta.ui.resourceUri` (the AI SDK's request schema is loose, so `_meta` arrives whole); when
 * they hold, the queue entry gets the app, read with the same client's `readResource`.
 */
import type { ElicitationRequest, ElicitationRequestSchema, ElicitResult as AiSdkElicitResult } from '@ai-sdk/mcp';
import type { ElicitRequestParams } from '../schema/protocol';
import { resolveServer, toElicit, withReported } from '../elicitation/elicit';
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';
import type { ElicitationExperimental } from '../schema/experimental';
import { requestApp } from './sdk-common';

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
 * What of the AI SDK's `MCPClient` the adapter uses: where it registers the handler, and what it
 * reads at request time (the server's self-report and capabilities, the negotiated protocol
 * version; with `experimental.apps`, `readResource` for a request's app).
 *
 * @example
 * ```ts
 * declare const client: MCPClient;
 * const attachable: AiSdkElicitationClient = client;
 * ```
 */
export interface AiSdkElicitationClient {
  onElicitationRequest(schema: typeof ElicitationRequestSchema, handler: AiSdkElicitationHandler): void;
  readonly serverInfo?: unknown;
  readonly initializeResult?: { readonly protocolVersion?: unknown; readonly capabilities?: unknown };
  readResource?(args: { uri: string }): Promise<unknown>;
}

/**
 * Options of {@link attachElicitation}.
 *
 * @example
 * ```ts
 * const options: AiSdkElicitationOptions = { schema: ElicitationRequestSchema, elicit: queue, server: { id: 'docs' } };
 * ```
 */
export interface AiSdkElicitationOptions {
  /**
   * The host's `ElicitationRequestSchema` from `@ai-sdk/mcp`: the client accepts a handler only for
   * that very object, and this file imports nothing from the AI SDK at run time.
   */
  schema: typeof ElicitationRequestSchema;
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /** The host's identity for this connection; a function is read at request time. */
  server: ServerSource;
  /** Per-request timeout handed to `elicit`: the only bound, since no signal is available. */
  timeoutMs?: number;
  /**
   * Drafts of the protocol to follow, the same object the dialog gets (docs/drafts/): `apps` hands
   * each request's app to `elicit` when SEP-3118's conditions hold (declare the capability when you
   * create the client: see the file's head).
   */
  experimental?: ElicitationExperimental;
}

/**
 * Registers the elicitation handler on an AI SDK MCP client (`client.onElicitationRequest`). The
 * client's `serverInfo` becomes `reported` unless `server.reported` is set, and its negotiated
 * protocol version says whether requests are keys of `inputRequests` rounds (2026-07-28 and later).
 * Returns a cleanup that puts back the handler the client had before (the AI SDK has no public way
 * to remove one, so it is read from the client by shape; if the client replaced ours, it stays).
 *
 * @example
 * ```ts
 * const client = await createMCPClient({ transport, capabilities: elicitationCapabilities({ url: false }) });
 * const detach = attachElicitation(client, { schema: ElicitationRequestSchema, elicit: queue, server: { id: 'docs', label: 'Docs' } });
 * ```
 */
export function attachElicitation(client: AiSdkElicitationClient, options: AiSdkElicitationOptions): () => void {
  const host = client as { elicitationRequestHandler?: unknown };
  const previous = host.elicitationRequestHandler;
  const handler = elicitationHandler(client, options);
  client.onElicitationRequest(options.schema, handler);
  return () => {
    if (host.elicitationRequestHandler === handler) host.elicitationRequestHandler = previous;
  };
}

function elicitationHandler(client: AiSdkElicitationClient, options: AiSdkElicitationOptions): AiSdkElicitationHandler {
  const elicit = toElicit(options.elicit);
  /** The round whose key was answered last, until the event loop moves on (see the file's head). */
  let open: { readonly round: object } | undefined;
  return async (request) => {
    // The AI SDK's schema is loose: it keeps the wire params, typed only as far as it checks them.
    const params = request.params as unknown as ElicitRequestParams;
    // 2025 connections have no rounds: each server→client request is its own admission.
    const round = inRounds(client) ? (open?.round ?? {}) : undefined;
    open = undefined;
    const app = requestApp(
      () => aiSdkCapabilitiesOf(client),
      params,
      options.experimental,
      (uri) => readResource(client, uri),
    );
    try {
      return await elicit(params, {
        server: withReported(resolveServer(options.server), client.serverInfo),
        ...(app !== undefined && { app }),
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
function inRounds(client: AiSdkElicitationClient): boolean {
  const version = client.initializeResult?.protocolVersion;
  return typeof version !== 'string' || version >= '2026-07-28';
}

/** What the client declared (`clientCapabilities`, which the AI SDK keeps but does not type) and what the server did. */
function aiSdkCapabilitiesOf(client: AiSdkElicitationClient): { client: unknown; server: unknown } {
  return { client: (client as { clientCapabilities?: unknown }).clientCapabilities, server: client.initializeResult?.capabilities };
}

function readResource(client: AiSdkElicitationClient, uri: string): Promise<unknown> {
  if (client.readResource === undefined) return Promise.reject(new Error('This client cannot read resources.'));
  return client.readResource({ uri });
}
