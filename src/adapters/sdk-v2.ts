/**
 * Adapter for the official TypeScript SDK, v2 line (`@modelcontextprotocol/client` 2.x). The v2
 * client registers handlers by method name, so this file needs nothing from the SDK at run time:
 * every SDK import is a type.
 */
import type { Client, RequestOptions } from '@modelcontextprotocol/client';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit, withReported } from '../elicitation/elicit';
import {
  elicitationCapabilities,
  elicitingRequestOptions,
  type AttachElicitationOptions,
  type CallToolTimeoutOptions,
  type ElicitationCapabilityOptions,
} from './sdk-common';

export { elicitationCapabilities };
export type { AttachElicitationOptions, CallToolTimeoutOptions, ElicitationCapabilityOptions };

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
export function callToolOptions(options: CallToolTimeoutOptions<RequestOptions['onprogress']> = {}): RequestOptions {
  return elicitingRequestOptions(options);
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
