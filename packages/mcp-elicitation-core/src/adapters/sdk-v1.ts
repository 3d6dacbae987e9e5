/**
 * Adapter for the official TypeScript SDK, v1 line (`@modelcontextprotocol/sdk` 1.x, protocol
 * versions up to 2025-11-25). The SDK's zod schemas are needed at run time to register handlers,
 * so this file imports `@modelcontextprotocol/sdk/types.js`: the host already has it, because it
 * is the host's own client we attach to.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ElicitRequestSchema, type CallToolRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitationExperimental } from '../schema/experimental';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toElicit, withReported } from '../elicitation/elicit';
import { acceptLanguageFor, withAcceptLanguage } from './accept-language';
import { createSentSchemas, type SentSchemas } from './sent-schemas';
import {
  completionHandler,
  elicitingRequestOptions,
  replaceRequestHandler,
  declareApps,
  requestApp,
  sdkCapabilities,
  urlAfterOpen,
  withUrlElicitation as retryAfterUrlElicitation,
  type AttachElicitationOptions,
  type CallToolTimeoutOptions,
  type UrlElicitationRetryOptions,
} from './sdk-common';

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

/** What the adapter keeps per transport: its hook, and the ids the server withdrew. */
interface TransportWatch {
  /** Answers by session and request id, so a redelivered request is answered once. */
  readonly answers: Map<string, Promise<ElicitResult>>;
  /** Our requests in flight by id, to abort when the server withdraws one. */
  readonly inFlight: Map<string | number, AbortController>;
  /** Ids the server withdrew: the response the SDK would still send for them is dropped. */
  readonly withdrawn: Set<string | number>;
  /** With `experimental.files`: each `elicitation/create`'s schema as the server sent it. */
  readonly sentSchemas: SentSchemas;
  unhook(): void;
}

function cancelledId(message: JSONRPCMessage): string | number | undefined {
  if (!('method' in message) || 'id' in message || message.method !== 'notifications/cancelled') return undefined;
  const requestId = (message.params as { requestId?: unknown } | undefined)?.requestId;
  return typeof requestId === 'string' || typeof requestId === 'number' ? requestId : undefined;
}

function completedId(message: JSONRPCMessage): string | undefined {
  if (!('method' in message) || 'id' in message || message.method !== 'notifications/elicitation/complete') return undefined;
  const elicitationId = (message.params as { elicitationId?: unknown } | undefined)?.elicitationId;
  return typeof elicitationId === 'string' ? elicitationId : undefined;
}

function responseId(message: JSONRPCMessage): string | number | undefined {
  if ('method' in message || !('id' in message)) return undefined;
  return 'result' in message || 'error' in message ? (message.id as string | number) : undefined;
}

/** What the adapter adds to the transport's traffic for the drafts it follows (docs/drafts/). */
interface DraftHooks {
  /** Keep each `elicitation/create`'s schema as sent (`experimental.files`). */
  readonly keepSchemas: boolean;
  /** The `acceptLanguage` every request carries (`experimental.language`), when there is one. */
  readonly acceptLanguage: string | undefined;
}

function draftHooks(experimental: ElicitationExperimental | undefined): DraftHooks {
  return { keepSchemas: experimental?.files === true, acceptLanguage: acceptLanguageFor(experimental) };
}

/**
 * Chains the transport's public callbacks. `onmessage` sees each message before the SDK
 * dispatches it (set before `connect`, `Protocol.connect` chains it; set after, it wraps the
 * SDK's): on `notifications/cancelled` the adapter aborts its own request of that id, 0 included;
 * on `notifications/elicitation/complete` it tells the queue. `send` drops a response to a
 * withdrawn id, which SDK 1.32.2 would still send for id 0. Every message still reaches the SDK,
 * so its cancellation handling and every handler the host registered, before or after, run as before.
 * For the drafts (`experimental`): `onmessage` keeps each `elicitation/create`'s schema as sent,
 * and `send` puts `acceptLanguage` on each request.
 */
function watchTransport(
  transport: Transport,
  watch: Omit<TransportWatch, 'unhook'>,
  onComplete: (elicitationId: string) => void,
  drafts: DraftHooks,
): () => void {
  let active = true;
  const previousOnMessage = transport.onmessage;
  const previousSend = transport.send;
  const onmessage: NonNullable<Transport['onmessage']> = (message, extra) => {
    const id = active ? cancelledId(message) : undefined;
    const controller = id === undefined ? undefined : watch.inFlight.get(id);
    if (id !== undefined && controller !== undefined) {
      watch.withdrawn.add(id);
      if (watch.withdrawn.size > REMEMBERED_REQUESTS) watch.withdrawn.delete(watch.withdrawn.values().next().value!);
      const reason = (message as { params?: { reason?: unknown } }).params?.reason;
      controller.abort(typeof reason === 'string' ? reason : 'withdrawn by the server');
    }
    const elicitationId = active ? completedId(message) : undefined;
    if (elicitationId !== undefined) onComplete(elicitationId);
    if (active && drafts.keepSchemas) watch.sentSchemas.remember(message);
    previousOnMessage?.call(transport, message, extra);
  };
  const send: Transport['send'] = (message, options) => {
    const id = active ? responseId(message) : undefined;
    // The spec: a cancelled request SHOULD NOT get a response.
    if (id !== undefined && watch.withdrawn.has(id)) return Promise.resolve();
    return previousSend.call(transport, active ? withAcceptLanguage(message, drafts.acceptLanguage) : message, options);
  };
  transport.onmessage = onmessage;
  transport.send = send;
  return () => {
    active = false;
    // Put back what was there unless someone chained onto ours since; then ours only passes through.
    if (transport.onmessage === onmessage) transport.onmessage = previousOnMessage;
    if (transport.send === send) transport.send = previousSend;
  };
}

/**
 * Registers the `elicitation/create` handler on a v1 `Client` and routes every request to
 * `elicit`, with an abort signal that fires when the server sends `notifications/cancelled`.
 * Call it before or after `connect`; declare {@link elicitationCapabilities} at construction.
 *
 * URL mode (2025-11-25): each URL request goes out with `afterOpen: 'wait'` (the consent screen
 * sends `accept` when the page opens, then waits), and the adapter handles
 * `notifications/elicitation/complete` by calling the target's `complete(elicitationId, serverId)`
 * (the queue's), which closes the waiting request, or ends one not answered yet with `cancel`.
 * Unknown ids are ignored. The adapter reads the notification on the transport (below), so a
 * handler the host registers for it, before or after attaching, keeps working alongside.
 *
 * SDK 1.32.2 ignores a cancellation of request id 0 (it tests the id for truthiness), and the
 * first server→client request on every connection has id 0, so a server could never withdraw
 * it. The adapter chains the transport's public `onmessage` and `send` (set as `connect` starts,
 * which `Protocol.connect` chains, or wrapped at once when already connected):
 * it aborts its own request of a cancelled id, 0 included, and drops the response the SDK would
 * still send for it, since a withdrawn request gets no response. The SDK's cancellation handling
 * and any `notifications/cancelled` handler of the host are left alone.
 *
 * A request that arrives again with an id this connection already received (a resumed Streamable
 * HTTP stream replays it, even after it was answered: seen with server-everything and SDK 1.32.2)
 * is the same request: it gets the same answer and is not shown twice. Ids are remembered per
 * transport, so a new connection, whose ids start again at 0, starts afresh.
 *
 * Returns a cleanup that puts back the `elicitation/create` handler the host had before (or none),
 * `connect` and the transport callbacks as they were.
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
  const drafts = draftHooks(options.experimental);
  const watches = new Map<Transport, TransportWatch>();
  let detached = false;
  declareApps(client, options.experimental);

  /** The watch of the client's current transport, hooked on first use (before or after `connect`). */
  function watchOf(transport: Transport): TransportWatch {
    let watch = watches.get(transport);
    if (watch === undefined) {
      const state = {
        answers: new Map<string, Promise<ElicitResult>>(),
        inFlight: new Map(),
        withdrawn: new Set<string | number>(),
        sentSchemas: createSentSchemas(),
      };
      const unhookMessages = watchTransport(transport, state, onComplete, drafts);
      // A closed transport is never reused: forget it, and let go of its requests.
      const previousOnClose = transport.onclose;
      const onclose = () => {
        previousOnClose?.call(transport);
        watches.get(transport)?.unhook();
        watches.delete(transport);
      };
      transport.onclose = onclose;
      watch = {
        ...state,
        unhook: () => {
          unhookMessages();
          if (transport.onclose === onclose) transport.onclose = previousOnClose;
        },
      };
      watches.set(transport, watch);
    }
    return watch;
  }

  function onComplete(elicitationId: string): void {
    completionHandler(options.elicit, resolveServer(options.server).id)({ params: { elicitationId } });
  }

  // Hooked now when connected; otherwise as `connect` starts, before any message can arrive.
  // `client.connect` is public; the wrapper only adds the hook and leaves when detached.
  const originalConnect = client.connect;
  const ownConnect = Object.prototype.hasOwnProperty.call(client, 'connect');
  const connect: Client['connect'] = (transport, connectOptions) => {
    if (!detached) watchOf(transport);
    return originalConnect.call(client, transport, connectOptions);
  };
  if (client.transport !== undefined) watchOf(client.transport);
  client.connect = connect;

  const restoreHandler = replaceRequestHandler(client, 'elicitation/create', () =>
    client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
      const transport = client.transport;
      let params = request.params as ElicitRequestParams;
      if (transport === undefined || detached) return handle(params, extra);
      const watch = watchOf(transport);
      // File inputs (a draft): the schema as sent, `x-mcp-file` included; the dialog checks it as untrusted as ever.
      params = watch.sentSchemas.restore({ request: extra.requestId }, params);
      const key = `${extra.sessionId ?? ''}\u0000${String(extra.requestId)}`;
      const known = watch.answers.get(key);
      if (known) return known;
      const answer = handle(params, extra, watch);
      watch.answers.set(key, answer);
      // Oldest first: a Map iterates in insertion order.
      if (watch.answers.size > REMEMBERED_REQUESTS) watch.answers.delete(watch.answers.keys().next().value!);
      return answer;
    }),
  );

  async function handle(
    params: ElicitRequestParams,
    extra: { signal: AbortSignal; requestId: string | number; taskId?: string },
    watch?: TransportWatch,
  ): Promise<ElicitResult> {
    const taskId = taskOf(params, extra);
    const controller = new AbortController();
    const forward = () => controller.abort(extra.signal.reason);
    if (extra.signal.aborted) forward();
    else extra.signal.addEventListener('abort', forward, { once: true });
    watch?.inFlight.set(extra.requestId, controller);
    try {
      const afterOpen = urlAfterOpen(params, false);
      const app = requestApp(
        () => sdkCapabilities(client),
        params,
        options.experimental,
        (uri) => client.readResource({ uri }),
      );
      const result: ElicitResult = await elicit(params, {
        server: withReported(resolveServer(options.server), client.getServerVersion()),
        ...(afterOpen !== undefined && { afterOpen }),
        // A question inside a 2025-11-25 task: marked with it, so the UI can say which task asks.
        ...(taskId !== undefined && { task: { id: taskId } }),
        ...(app !== undefined && { app }),
        signal: controller.signal,
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      });
      return result;
    } finally {
      if (watch?.inFlight.get(extra.requestId) === controller) watch.inFlight.delete(extra.requestId);
      extra.signal.removeEventListener('abort', forward);
    }
  }

  return () => {
    detached = true;
    restoreHandler();
    if (client.connect === connect) {
      // Back to the class's method, or to the host's own override if there was one.
      if (ownConnect) client.connect = originalConnect;
      else delete (client as { connect?: unknown }).connect;
    }
    for (const watch of watches.values()) {
      for (const controller of watch.inFlight.values()) controller.abort('elicitation adapter detached');
      watch.unhook();
    }
    watches.clear();
  };
}

/** The task a request belongs to (2025-11-25 tasks): the SDK's `extra.taskId`, else the related-task `_meta`. */
function taskOf(params: ElicitRequestParams, extra: { taskId?: string }): string | undefined {
  if (typeof extra.taskId === 'string') return extra.taskId;
  const related = (params as { _meta?: Record<string, unknown> })._meta?.['io.modelcontextprotocol/related-task'];
  const taskId = (related as { taskId?: unknown } | undefined)?.taskId;
  return typeof taskId === 'string' ? taskId : undefined;
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
