/**
 * Adapter for Mastra's MCP client (`@mastra/mcp` 2.x): `attachElicitation` gives a server entry its
 * `inputRequests` handler and capability. Mastra calls the handler for 2025 server→client
 * elicitations and for every key of a 2026-07-28
 * `input_required` result, with the SDK's abort signal. That signal cannot always fire: Mastra
 * bundles `@modelcontextprotocol/client` 2.0.0, which ignores a cancellation of request id 0 (the
 * first server→client request of every 2025 connection). Given the `MCPClient` (`mcp`), the adapter
 * reads `notifications/cancelled` on that server's transport itself, as the v1 adapter does;
 * without it, requests get a default timeout (see `timeoutMs`). Types only: no run-time import.
 */
import type { MCPClientCapabilities, MCPInputRequest, MCPInputRequestHandler } from '@mastra/mcp';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit } from '../elicitation/elicit';
import { urlAfterOpen } from './sdk-common';
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';

/**
 * Options of {@link attachElicitation}.
 *
 * @example
 * ```ts
 * const options: MastraElicitationOptions = { elicit: queue, server: { id: 'weather', label: 'Weather' } };
 * ```
 */
export interface MastraElicitationOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /**
   * The host's identity for this server, usually its key in `MCPClient({ servers })`. Mastra does
   * not hand the server's self-report to the handler, so `reported` is whatever is set here.
   */
  server: ServerSource;
  /**
   * Per-request timeout handed to `elicit`. Default 10 minutes: a request the server withdrew
   * while Mastra could not pass the withdrawal on (id 0 without `mcp`, see above) leaves the queue by then.
   */
  timeoutMs?: number;
  /**
   * The `MCPClient` whose server this handler serves, read when a request arrives (a function,
   * because the client is built from the config that holds this handler). With it, a withdrawal
   * of request id 0, which Mastra's bundled client drops, still withdraws the request: the adapter
   * finds the server's connection by this handler and reads `notifications/cancelled` on its
   * transport, and drops the response the client would still send for the withdrawn id.
   */
  mcp?: () => object | undefined;
  /** Declare URL mode too (2025-11-25 and later). Default `true`. */
  url?: boolean;
}

/** Long enough to find a password or an approval; short enough that an orphaned question goes away. */
const DEFAULT_MASTRA_TIMEOUT_MS = 10 * 60_000;

/** The parts of Mastra's internals the id-0 workaround reads, by shape (none is public API). */
interface MastraInternals {
  mcpClientsById?: Map<string, { serverConfig?: { inputRequests?: unknown }; client?: { transport?: WatchedTransport } }>;
}

/** What of a transport the workaround chains: its public callbacks. */
interface WatchedTransport {
  onmessage?: (message: unknown, extra?: unknown) => void;
  send(message: unknown, options?: unknown): Promise<void>;
}

/** Per transport: our requests in flight by id, and ids withdrawn (their response is dropped). */
interface Watch {
  readonly inFlight: Map<number | string, AbortController>;
  readonly withdrawn: Set<number | string>;
}

const watches = new WeakMap<WatchedTransport, Watch>();

/** Ids remembered per connection as withdrawn; far more than a person answers. */
const REMEMBERED_WITHDRAWALS = 256;

function cancelledId(message: unknown): number | string | undefined {
  const { method, params, id } = (message ?? {}) as { method?: unknown; params?: { requestId?: unknown }; id?: unknown };
  if (method !== 'notifications/cancelled' || id !== undefined) return undefined;
  const requestId = params?.requestId;
  return typeof requestId === 'number' || typeof requestId === 'string' ? requestId : undefined;
}

function responseId(message: unknown): number | string | undefined {
  const { method, id, result, error } = (message ?? {}) as { method?: unknown; id?: unknown; result?: unknown; error?: unknown };
  if (method !== undefined || (result === undefined && error === undefined)) return undefined;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/**
 * Chains the transport's public `onmessage` and `send` once: a `notifications/cancelled` aborts our
 * request of that id (0 included, which the bundled client ignores) and every message still reaches
 * the client; the response for a withdrawn id is dropped, since a withdrawn request gets none.
 */
function watchTransport(transport: WatchedTransport): Watch {
  const known = watches.get(transport);
  if (known !== undefined) return known;
  const state: Watch = { inFlight: new Map(), withdrawn: new Set() };
  watches.set(transport, state);
  const previousOnMessage = transport.onmessage;
  const previousSend = transport.send;
  transport.onmessage = (message, extra) => {
    const id = cancelledId(message);
    const controller = id === undefined ? undefined : state.inFlight.get(id);
    if (id !== undefined && controller !== undefined) {
      state.withdrawn.add(id);
      if (state.withdrawn.size > REMEMBERED_WITHDRAWALS) state.withdrawn.delete(state.withdrawn.values().next().value!);
      controller.abort('withdrawn by the server');
    }
    previousOnMessage?.call(transport, message, extra);
  };
  transport.send = (message, options) => {
    const id = responseId(message);
    if (id !== undefined && state.withdrawn.has(id)) return Promise.resolve();
    return previousSend.call(transport, message, options);
  };
  return state;
}

/** The transport of the server this handler serves, found by the handler's identity in Mastra's config. */
function transportOf(mcp: object | undefined, handler: unknown): WatchedTransport | undefined {
  const clients = (mcp as MastraInternals | undefined)?.mcpClientsById;
  if (!(clients instanceof Map)) return undefined;
  for (const internal of clients.values()) {
    if (internal?.serverConfig?.inputRequests !== handler) continue;
    const transport = internal.client?.transport;
    return typeof transport?.send === 'function' ? transport : undefined;
  }
  return undefined;
}

/**
 * Attaches the queue to one server of Mastra's `MCPClient`: the elicitation part of that server's
 * entry in `new MCPClient({ servers })`, the `inputRequests` handler and the capability that
 * declares form and URL mode (Mastra takes both only in its config, so they are spread into the
 * entry; merge `capabilities` yourself if you set other ones). Mastra declares form mode only unless
 * told, and a 2025-11-25 server then refuses URL requests ("Client does not support URL
 * elicitation"); `url: false` declares form mode only.
 *
 * @example
 * ```ts
 * const mcp: MCPClient = new MCPClient({
 *   servers: {
 *     accounts: {
 *       url: new URL('https://accounts.example/mcp'),
 *       ...attachElicitation({ elicit: queue, server: { id: 'accounts', label: 'Accounts' }, mcp: () => mcp }),
 *     },
 *   },
 * });
 * ```
 */
export function attachElicitation(options: MastraElicitationOptions): {
  capabilities: MCPClientCapabilities;
  inputRequests: MCPInputRequestHandler;
} {
  return {
    capabilities: { elicitation: options.url === false ? { form: {} } : { form: {}, url: {} } },
    inputRequests: inputRequestsHandler(options),
  };
}

/** The `inputRequests` handler for one server. */
function inputRequestsHandler(options: MastraElicitationOptions): MCPInputRequestHandler {
  const elicit = toElicit(options.elicit);
  const handler: MCPInputRequestHandler = async ({ key, params, signal }: MCPInputRequest) => {
    // Mastra routes no completion notification to the handler, so a URL request is answered when
    // the user says they are done ('confirm'), never as soon as the page opens.
    const afterOpen = urlAfterOpen(params as ElicitRequestParams, true);
    // Request id 0 of a 2025 connection (the key is the request id): the bundled client never
    // aborts its signal, so the adapter watches the transport for its withdrawal.
    // Only then is the signal wrapped: the keys of a round share theirs, and one listener each on it
    // would pass Node's limit (the queue keeps one per signal).
    const transport = key === '0' && options.mcp !== undefined ? transportOf(options.mcp(), handler) : undefined;
    const watch = transport === undefined ? undefined : watchTransport(transport);
    const controller = watch === undefined ? undefined : new AbortController();
    const forward = () => controller?.abort(signal.reason);
    if (controller !== undefined) {
      if (signal.aborted) forward();
      else signal.addEventListener('abort', forward, { once: true });
      watch?.inFlight.set(0, controller);
    }
    try {
      const result: ElicitResult = await elicit(params as ElicitRequestParams, {
        server: resolveServer(options.server),
        ...(afterOpen !== undefined && { afterOpen }),
        signal: controller?.signal ?? signal,
        // Mastra hands every key of one `inputRequests` round the SDK's shared round signal (a 2025
        // request has its own), so the signal identifies the round: its keys are one admission.
        round: signal,
        timeoutMs: options.timeoutMs ?? DEFAULT_MASTRA_TIMEOUT_MS,
      });
      return result;
    } finally {
      if (controller !== undefined) {
        if (watch?.inFlight.get(0) === controller) watch.inFlight.delete(0);
        signal.removeEventListener('abort', forward);
      }
    }
  };
  return handler;
}
