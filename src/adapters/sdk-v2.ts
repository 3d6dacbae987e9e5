/**
 * Adapter for the official TypeScript SDK, v2 line (`@modelcontextprotocol/client` 2.x). The v2
 * client registers handlers by method name, so this file needs nothing from the SDK at run time:
 * every SDK import is a type.
 */
import type { Client, RequestOptions } from '@modelcontextprotocol/client';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit, withReported } from '../elicitation/elicit';
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';

/**
 * Options of {@link elicitationCapabilities}.
 *
 * @example
 * ```ts
 * const options: ElicitationCapabilityOptions = { url: false };
 * ```
 */
export interface ElicitationCapabilityOptions {
  /** Declare URL mode too (2025-11-25 and later). Default `true`. */
  url?: boolean;
  /**
   * Let the SDK fill defaults the user left out into accepted answers. Default `false`: the
   * dialog pre-fills defaults visibly, so the user sees everything that is sent.
   */
  applyDefaults?: boolean;
}

/**
 * The `capabilities` to pass to `new Client(info, { capabilities })`. The SDK refuses to register
 * an elicitation handler unless the capability was declared first; on 2026-07-28 connections it
 * also sends them with every request, so servers know they may ask.
 *
 * @example
 * ```ts
 * const client = new Client(
 *   { name: 'my-app', version: '1.0.0' },
 *   { capabilities: elicitationCapabilities(), versionNegotiation: { mode: 'auto' } },
 * );
 * ```
 */
export function elicitationCapabilities(options: ElicitationCapabilityOptions = {}): {
  elicitation: { form: { applyDefaults?: boolean }; url?: Record<string, never> };
} {
  return {
    elicitation: {
      form: options.applyDefaults ? { applyDefaults: true } : {},
      ...(options.url !== false && { url: {} }),
    },
  };
}

/**
 * Options of {@link callToolOptions}.
 *
 * @example
 * ```ts
 * const options: CallToolTimeoutOptions = { timeoutMs: 15 * 60_000 };
 * ```
 */
export interface CallToolTimeoutOptions {
  /** Per-request timeout; reset by every progress notification. Default 10 minutes. */
  timeoutMs?: number;
  /** Upper bound for the whole call (on 2026-07-28: all rounds together). Default: none. */
  maxTotalTimeoutMs?: number;
  /** Progress listener. A no-op one is installed otherwise (see {@link callToolOptions}). */
  onprogress?: RequestOptions['onprogress'];
}

/**
 * Request options for a `tools/call` (or `prompts/get`, `resources/read`) that may elicit.
 * On 2025 connections the server asks while the call is open, and the SDK's default 60-second
 * timeout kills the call while the user is still typing (typescript-sdk#903); this raises it and
 * lets progress notifications extend it (the SDK only asks for progress when `onprogress` is
 * set, hence the no-op default). On 2026-07-28 connections the user answers between wire legs,
 * so only `maxTotalTimeoutMs` bounds the time the user may take.
 *
 * @example
 * ```ts
 * const result = await client.callTool({ name: 'book-flight', arguments: {} }, callToolOptions());
 * ```
 */
export function callToolOptions(options: CallToolTimeoutOptions = {}): RequestOptions {
  return {
    timeout: options.timeoutMs ?? 10 * 60_000,
    resetTimeoutOnProgress: true,
    onprogress: options.onprogress ?? (() => {}),
    ...(options.maxTotalTimeoutMs !== undefined && { maxTotalTimeout: options.maxTotalTimeoutMs }),
  };
}

/**
 * Options of {@link attachElicitation}.
 *
 * @example
 * ```ts
 * const options: AttachElicitationOptions = { elicit: queue, server: { id: 'files' } };
 * ```
 */
export interface AttachElicitationOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /**
   * The host's identity for this connection. `reported` is filled from the server's
   * `serverInfo` (read from `client.getServerVersion()` at request time) unless set here.
   */
  server: ServerSource;
  /** Per-request timeout handed to `elicit`. */
  timeoutMs?: number;
}

/**
 * Registers the `elicitation/create` handler on a v2 `Client` and routes every request to
 * `elicit` with the SDK's abort signal (`ctx.mcpReq.signal`).
 *
 * The same handler serves both eras: 2025 server→client requests, and the 2026-07-28
 * `inputRequests` of an `input_required` result, which the client fulfils by calling this
 * handler once per key, all keys of a round at the same time. Each call becomes its own queue
 * entry, so every key is shown and answered; the signal aborts when the originating call is
 * cancelled or another key of the round fails.
 *
 * Returns a cleanup that removes the handler.
 *
 * @example
 * ```ts
 * const queue = createElicitationQueue();
 * const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
 * const detach = attachElicitation(client, { elicit: queue, server: { id: 'travel', label: 'Travel' } });
 * await client.connect(transport);
 * ```
 */
export function attachElicitation(client: Client, options: AttachElicitationOptions): () => void {
  const elicit = toElicit(options.elicit);
  client.setRequestHandler('elicitation/create', async (request, ctx) => {
    const result: ElicitResult = await elicit(request.params as ElicitRequestParams, {
      server: withReported(resolveServer(options.server), client.getServerVersion()),
      signal: ctx.mcpReq.signal,
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    });
    return result;
  });
  return () => {
    client.removeRequestHandler('elicitation/create');
  };
}
