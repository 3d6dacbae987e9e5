/**
 * Adapter for the official TypeScript SDK, v1 line (`@modelcontextprotocol/sdk` 1.x, protocol
 * versions up to 2025-11-25). The SDK's zod schemas are needed at run time to register handlers,
 * so this file imports `@modelcontextprotocol/sdk/types.js`: the host already has it, because it
 * is the host's own client we attach to.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { CancelledNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
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
 * The SDK's default 60-second timeout kills the call while the user is still typing
 * (typescript-sdk#903). This raises it and lets progress notifications extend it; the SDK only
 * asks the server for progress when `onprogress` is set, hence the no-op default.
 * Keep the queue's `timeoutMs` shorter than this so the dialog closes before the call dies.
 *
 * @example
 * ```ts
 * const result = await client.callTool({ name: 'book-flight', arguments: {} }, undefined, callToolOptions());
 * ```
 */
export function callToolOptions(options: CallToolTimeoutOptions<RequestOptions['onprogress']> = {}): RequestOptions {
  return elicitingRequestOptions(options);
}

/** The private SDK method that implements `notifications/cancelled`; see `attachElicitation`. */
type CancelNotification = { params: { requestId?: string | number; reason?: string } };
type SdkCancelHandler = (notification: CancelNotification) => unknown;

/**
 * Registers the `elicitation/create` handler on a v1 `Client` and routes every request to
 * `elicit`, with an abort signal that fires when the server sends `notifications/cancelled`.
 * Call it before or after `connect`; declare {@link elicitationCapabilities} at construction.
 *
 * SDK 1.32.2 ignores a cancellation of request id 0 (it tests the id for truthiness), and the
 * first server→client request on every connection has id 0, so a server could never withdraw
 * it. While attached, the adapter also aborts its own in-flight requests by id, including 0,
 * then runs the SDK's cancellation as before.
 *
 * Returns a cleanup that removes the handler and restores the SDK's cancellation handling.
 *
 * @example
 * ```ts
 * const queue = createElicitationQueue();
 * const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
 * const detach = attachElicitation(client, { elicit: queue, server: { id: 'everything', label: 'Everything' } });
 * await client.connect(transport);
 * await client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, callToolOptions());
 * detach();
 * ```
 */
export function attachElicitation(client: Client, options: AttachElicitationOptions): () => void {
  const elicit = toElicit(options.elicit);
  const inFlight = new Map<string | number, AbortController>();

  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
    const controller = new AbortController();
    const forward = () => controller.abort(extra.signal.reason);
    if (extra.signal.aborted) forward();
    else extra.signal.addEventListener('abort', forward, { once: true });
    inFlight.set(extra.requestId, controller);
    try {
      const result: ElicitResult = await elicit(request.params as ElicitRequestParams, {
        server: withReported(resolveServer(options.server), client.getServerVersion()),
        signal: controller.signal,
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      });
      return result;
    } finally {
      if (inFlight.get(extra.requestId) === controller) inFlight.delete(extra.requestId);
      extra.signal.removeEventListener('abort', forward);
    }
  });

  const sdkOnCancel = (client as unknown as { _oncancel?: SdkCancelHandler })._oncancel;
  // Only when the SDK still has the method we delegate to: replacing the handler without it
  // would take cancellation away from every other request type.
  const patchCancel = typeof sdkOnCancel === 'function';
  if (patchCancel) {
    client.setNotificationHandler(CancelledNotificationSchema, (notification) => {
      const { requestId, reason } = notification.params;
      if (requestId !== undefined) inFlight.get(requestId)?.abort(reason);
      return sdkOnCancel.call(client, notification) as Promise<void> | void;
    });
  }

  return () => {
    client.removeRequestHandler('elicitation/create');
    if (patchCancel) {
      client.setNotificationHandler(CancelledNotificationSchema, (notification) => {
        return sdkOnCancel.call(client, notification) as Promise<void> | void;
      });
    }
    for (const controller of inFlight.values()) controller.abort('elicitation adapter detached');
    inFlight.clear();
  };
}
