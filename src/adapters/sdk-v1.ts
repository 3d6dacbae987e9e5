/**
 * Adapter for the official TypeScript SDK, v1 line (`@modelcontextprotocol/sdk` 1.x, protocol
 * versions up to 2025-11-25). The SDK's zod schemas are needed at run time to register handlers,
 * so this file imports `@modelcontextprotocol/sdk/types.js`: the host already has it, because it
 * is the host's own client we attach to.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CancelledNotificationSchema,
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
  type CallToolRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toComplete, toElicit, withReported } from '../elicitation/elicit';
import {
  chainNotificationHandler,
  elicitationCapabilities,
  elicitingRequestOptions,
  isUrlElicitationRequired,
  urlAfterOpen,
  withUrlElicitation as retryAfterUrlElicitation,
  type AttachElicitationOptions,
  type CallToolTimeoutOptions,
  type ElicitationCapabilityOptions,
  type UrlElicitationRetryOptions,
} from './sdk-common';

export { elicitationCapabilities, isUrlElicitationRequired };
export type { AttachElicitationOptions, CallToolTimeoutOptions, ElicitationCapabilityOptions, UrlElicitationRetryOptions };

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

/** Request ids remembered per connection to recognise redelivered requests; far more than a person answers. */
const REMEMBERED_REQUESTS = 256;

/** The private SDK method that implements `notifications/cancelled`; see `attachElicitation`. */
type CancelNotification = { params: { requestId?: string | number; reason?: string } };
type SdkCancelHandler = (notification: CancelNotification) => unknown;

/**
 * Registers the `elicitation/create` handler on a v1 `Client` and routes every request to
 * `elicit`, with an abort signal that fires when the server sends `notifications/cancelled`.
 * Call it before or after `connect`; declare {@link elicitationCapabilities} at construction.
 *
 * URL mode (2025-11-25): each URL request goes out with `afterOpen: 'wait'` (the consent screen
 * sends `accept` when the page opens, then waits), and the adapter handles
 * `notifications/elicitation/complete` by calling the target's `complete(elicitationId, serverId)`
 * (the queue's), which closes the waiting request, or answers `accept` for one not answered yet.
 * Unknown ids are ignored. The SDK keeps one handler per notification: one the host set before
 * attaching keeps running after ours; one set after attaching replaces ours.
 *
 * SDK 1.32.2 ignores a cancellation of request id 0 (it tests the id for truthiness), and the
 * first server→client request on every connection has id 0, so a server could never withdraw
 * it. While attached, the adapter also aborts its own in-flight requests by id, including 0,
 * then runs the SDK's cancellation as before.
 *
 * A request that arrives again with an id this connection already received (a resumed Streamable
 * HTTP stream replays it, even after it was answered: seen with server-everything and SDK 1.32.2)
 * is the same request: it gets the same answer and is not shown twice. Ids are remembered per
 * transport, so a new connection, whose ids start again at 0, starts afresh.
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
  /** Answers by transport, then session and request id, so a redelivered request is answered once. */
  const answersByTransport = new WeakMap<object, Map<string, Promise<ElicitResult>>>();

  client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
    const transport = client.transport;
    const params = request.params as ElicitRequestParams;
    if (transport === undefined) return handle(params, extra);
    let answers = answersByTransport.get(transport);
    if (answers === undefined) answersByTransport.set(transport, (answers = new Map()));
    const key = `${extra.sessionId ?? ''}\u0000${String(extra.requestId)}`;
    const known = answers.get(key);
    if (known) return known;
    const answer = handle(params, extra);
    answers.set(key, answer);
    // Oldest first: a Map iterates in insertion order.
    if (answers.size > REMEMBERED_REQUESTS) answers.delete(answers.keys().next().value!);
    return answer;
  });

  async function handle(params: ElicitRequestParams, extra: { signal: AbortSignal; requestId: string | number }): Promise<ElicitResult> {
    const controller = new AbortController();
    const forward = () => controller.abort(extra.signal.reason);
    if (extra.signal.aborted) forward();
    else extra.signal.addEventListener('abort', forward, { once: true });
    inFlight.set(extra.requestId, controller);
    try {
      const afterOpen = urlAfterOpen(params, false);
      const result: ElicitResult = await elicit(params, {
        server: withReported(resolveServer(options.server), client.getServerVersion()),
        ...(afterOpen !== undefined && { afterOpen }),
        signal: controller.signal,
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      });
      return result;
    } finally {
      if (inFlight.get(extra.requestId) === controller) inFlight.delete(extra.requestId);
      extra.signal.removeEventListener('abort', forward);
    }
  }

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

  const complete = toComplete(options.elicit);
  const restoreComplete =
    complete === undefined
      ? () => {}
      : chainNotificationHandler(client, 'notifications/elicitation/complete', () =>
          client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
            complete(notification.params.elicitationId, resolveServer(options.server).id);
          }),
        );

  return () => {
    client.removeRequestHandler('elicitation/create');
    restoreComplete();
    if (patchCancel) {
      client.setNotificationHandler(CancelledNotificationSchema, (notification) => {
        return sdkOnCancel.call(client, notification) as Promise<void> | void;
      });
    }
    for (const controller of inFlight.values()) controller.abort('elicitation adapter detached');
    inFlight.clear();
  };
}

/**
 * {@link withUrlElicitation} for `client.callTool`: calls the tool with {@link callToolOptions}
 * (or `requestOptions`), and if the server answers URLElicitationRequired (-32042), shows each
 * link in turn ("Step 1 of 2"), waits until every one is done, and calls the tool once more.
 * If the user declines or cancels a link, the original -32042 error is rethrown unchanged.
 * Attach the client (`attachElicitation`) to the same queue, so the server's
 * `notifications/elicitation/complete` can finish a step for the user.
 *
 * @example
 * ```ts
 * attachElicitation(client, { elicit: queue, server: { id: 'github', label: 'GitHub' } });
 * const result = await callToolWithUrlElicitation(client, { name: 'sync-repo', arguments: {} }, {
 *   elicit: queue,
 *   server: { id: 'github', label: 'GitHub' },
 * });
 * ```
 */
export function callToolWithUrlElicitation(
  client: Client,
  params: CallToolRequest['params'],
  options: UrlElicitationRetryOptions & { requestOptions?: RequestOptions },
): ReturnType<Client['callTool']> {
  const { requestOptions = callToolOptions(), ...retry } = options;
  const signal = retry.signal ?? requestOptions.signal;
  return retryAfterUrlElicitation(
    () => client.callTool(params, undefined, requestOptions),
    { ...retry, ...(signal !== undefined && { signal }) },
    () => client.getServerVersion(),
  );
}

/**
 * Runs any request (`callTool`, `getPrompt`, `readResource`, ...) and, if the server answers
 * URLElicitationRequired (-32042), shows each of the error's links one at a time ("Step 1 of 2",
 * the consent screen with "I'm done — retry"), then runs it again, once. If the user declines or
 * cancels a link, the original error is rethrown unchanged.
 *
 * @example
 * ```ts
 * const prompt = await withUrlElicitation(client, () => client.getPrompt({ name: 'report' }), {
 *   elicit: queue,
 *   server: { id: 'github', label: 'GitHub' },
 * });
 * ```
 */
export function withUrlElicitation<T>(client: Client, call: () => Promise<T>, options: UrlElicitationRetryOptions): Promise<T> {
  return retryAfterUrlElicitation(call, options, () => client.getServerVersion());
}
