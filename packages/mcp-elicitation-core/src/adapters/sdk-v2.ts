/**
 * Adapter for the official TypeScript SDK, v2 line (`@modelcontextprotocol/client` 2.x). The v2
 * client registers handlers by method name, so this file needs nothing from the SDK at run time:
 * every SDK import is a type.
 */
import type { CallToolRequestParams, Client, JSONRPCMessage, RequestOptions } from '@modelcontextprotocol/client';
import type { ElicitRequestParams, ElicitResult } from '../schema/protocol';
import { resolveServer, toComplete, toElicit, withReported } from '../elicitation/elicit';
import { acceptLanguageFor, withAcceptLanguage } from './accept-language';
import { createSentSchemas, type SentSchemaKey } from './sent-schemas';
import {
  completionHandler,
  declareApps,
  elicitingRequestOptions,
  replaceRequestHandler,
  requestApp,
  routeCompletion,
  sdkCapabilities,
  urlAfterOpen,
  withUrlElicitation as retryAfterUrlElicitation,
  type AttachElicitationOptions,
  type CallToolTimeoutOptions,
  type UrlElicitationRetryOptions,
} from './sdk-common';

/** The first protocol revision without `elicitationId`, completion notifications or -32042. */
const MODERN_REVISION = '2026-07-28';

/** Request ids remembered per connection to recognise redelivered requests; far more than a person answers. */
const REMEMBERED_REQUESTS = 256;

/** Whether the connection speaks 2026-07-28 or later (revisions are dates; `draft` sorts after them). */
function isModern(client: Client): boolean {
  const version = client.getNegotiatedProtocolVersion();
  return version !== undefined && version >= MODERN_REVISION;
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
export function callToolOptions(options: CallToolTimeoutOptions<RequestOptions['onprogress']> = {}): RequestOptions {
  return elicitingRequestOptions(options);
}

type ClientTransport = NonNullable<Client['transport']>;

/** What the adapter does to a connection's traffic for the drafts it follows (docs/drafts/). */
interface TransportHooks {
  /** Each outgoing message, as it goes out (`acceptLanguage` on requests). */
  readonly send?: (message: JSONRPCMessage) => JSONRPCMessage;
  /** Each incoming message, before the SDK parses it (the schemas as sent). */
  readonly receive?: (message: JSONRPCMessage) => void;
}

/**
 * Hooks the client's transport now, and the one `connect` is given later: `send` wraps its `send`,
 * `receive` sees each message before the SDK does (set before `connect`, the SDK's `connect` chains
 * it; set after, it wraps the SDK's). Returns what undoes it (a chained `receive` goes quiet).
 */
function hookTransport(client: Client, hooks: TransportHooks): () => void {
  let active = true;
  const hooked = new Map<ClientTransport, { previous: ClientTransport['send']; send: ClientTransport['send'] }>();
  const hook = (transport: ClientTransport) => {
    if (hooked.has(transport)) return;
    const previous = transport.send;
    const transform = hooks.send;
    const send: ClientTransport['send'] =
      transform === undefined
        ? previous
        : (message, sendOptions) => previous.call(transport, active ? transform(message) : message, sendOptions);
    transport.send = send;
    hooked.set(transport, { previous, send });
    const receive = hooks.receive;
    if (receive === undefined) return;
    const previousOnMessage = transport.onmessage;
    transport.onmessage = (message, extra) => {
      if (active) receive(message);
      previousOnMessage?.call(transport, message, extra);
    };
  };
  if (client.transport !== undefined) hook(client.transport);
  // `client.connect` is public; the wrapper only adds the hook.
  const originalConnect = client.connect;
  const ownConnect = Object.prototype.hasOwnProperty.call(client, 'connect');
  const connect: Client['connect'] = (transport, connectOptions) => {
    hook(transport as ClientTransport);
    return originalConnect.call(client, transport, connectOptions);
  };
  client.connect = connect;
  return () => {
    active = false;
    if (client.connect === connect) {
      if (ownConnect) client.connect = originalConnect;
      else delete (client as { connect?: unknown }).connect;
    }
    for (const [transport, { previous, send }] of hooked) if (transport.send === send) transport.send = previous;
    hooked.clear();
  };
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
 * URL mode, by era: on 2025-11-25 connections a URL request carries an `elicitationId` and goes
 * out with `afterOpen: 'wait'`; the adapter handles `notifications/elicitation/complete` by
 * calling the target's `complete(elicitationId, serverId)` (the queue's), which closes the waiting
 * request (or ends one not answered yet with `cancel`); unknown ids are ignored. On 2026-07-28
 * connections (no id, no notification) it goes out with `afterOpen: 'confirm'`: the answer is what
 * retries the call, so it is sent when the user says "I'm done — retry". Completion goes through
 * the SDK's public `fallbackNotificationHandler` (a fallback the host set before still runs after
 * ours); a host that registers its own handler for the method calls {@link completionHandler}.
 *
 * On 2025 connections a request that arrives again with an id this connection already received
 * (a resumed Streamable HTTP stream replays it: see docs/clients.md) is the same request: it gets
 * the same answer and is not shown twice. On 2026-07-28 connections the id is the `inputRequests`
 * key, which a later round may reuse for a new question, so every call is shown.
 *
 * Returns a cleanup that puts back the `elicitation/create` handler the host had before (or none).
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
  declareApps(client, options.experimental);
  /** With `experimental.files`: each request's schema as the server sent it (`x-mcp-file` included). */
  const sentSchemas = options.experimental?.files === true ? createSentSchemas() : undefined;
  /** 2025 connections: answers by transport, then session and request id, so a redelivered request is answered once. */
  const answersByTransport = new WeakMap<object, Map<string, Promise<ElicitResult>>>();

  const restoreHandler = replaceRequestHandler(client, 'elicitation/create', () =>
    client.setRequestHandler('elicitation/create', (request, ctx) => {
      const transport = client.transport;
      const modern = isModern(client);
      // File inputs (a draft): the schema as sent; the dialog checks it as untrusted as ever.
      const sent: SentSchemaKey = modern ? { input: String(ctx.mcpReq.id) } : { request: ctx.mcpReq.id };
      const params = sentSchemas?.restore(sent, request.params as ElicitRequestParams) ?? (request.params as ElicitRequestParams);
      // On 2026-07-28 the id is the `inputRequests` key, which later rounds may reuse for a new question.
      if (transport === undefined || modern) return handle(params, ctx);
      let answers = answersByTransport.get(transport);
      if (answers === undefined) answersByTransport.set(transport, (answers = new Map()));
      const key = `${ctx.sessionId ?? ''}\u0000${String(ctx.mcpReq.id)}`;
      const known = answers.get(key);
      if (known) return known;
      const answer = handle(params, ctx);
      answers.set(key, answer);
      // Oldest first: a Map iterates in insertion order.
      if (answers.size > REMEMBERED_REQUESTS) answers.delete(answers.keys().next().value!);
      return answer;
    }),
  );

  async function handle(params: ElicitRequestParams, ctx: { mcpReq: { signal: AbortSignal } }): Promise<ElicitResult> {
    const modern = isModern(client);
    const afterOpen = urlAfterOpen(params, modern);
    const app = requestApp(
      () => sdkCapabilities(client),
      params,
      options.experimental,
      (uri) => client.readResource({ uri }),
    );
    const result: ElicitResult = await elicit(params, {
      server: withReported(resolveServer(options.server), client.getServerVersion()),
      ...(afterOpen !== undefined && { afterOpen }),
      ...(app !== undefined && { app }),
      signal: ctx.mcpReq.signal,
      // The SDK gives every key of one `inputRequests` round the same signal: one admission.
      ...(modern && { round: ctx.mcpReq.signal }),
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    });
    return result;
  }
  const restoreComplete =
    toComplete(options.elicit) === undefined
      ? () => {}
      : routeCompletion(client, (notification) => {
          completionHandler(options.elicit, resolveServer(options.server).id)(notification);
        });
  const acceptLanguage = acceptLanguageFor(options.experimental);
  const restoreTransport =
    acceptLanguage === undefined && sentSchemas === undefined
      ? () => {}
      : hookTransport(client, {
          ...(acceptLanguage !== undefined && { send: (message) => withAcceptLanguage(message, acceptLanguage) }),
          ...(sentSchemas !== undefined && { receive: (message) => sentSchemas.remember(message) }),
        });
  return () => {
    restoreHandler();
    restoreComplete();
    restoreTransport();
  };
}

/**
 * {@link withUrlElicitation} for `client.callTool` (2025-11-25 connections; 2026-07-28 servers
 * ask through `inputRequests` instead, which `attachElicitation` already handles): calls the tool
 * with {@link callToolOptions} (or `requestOptions`), and if the server answers
 * URLElicitationRequired (-32042), shows each link in turn ("Step 1 of 2"), waits until every one
 * is done, and calls the tool once more. If the user declines or cancels a link, the original
 * -32042 error is rethrown unchanged. Attach the client to the same queue, so the server's
 * `notifications/elicitation/complete` can finish a step for the user.
 *
 * @example
 * ```ts
 * const result = await callToolWithUrlElicitation(client, { name: 'sync-repo', arguments: {} }, {
 *   elicit: queue,
 *   server: { id: 'github', label: 'GitHub' },
 * });
 * ```
 */
export function callToolWithUrlElicitation(
  client: Client,
  params: CallToolRequestParams,
  options: UrlElicitationRetryOptions & { requestOptions?: RequestOptions },
): ReturnType<Client['callTool']> {
  const { requestOptions = callToolOptions(), ...retry } = options;
  const signal = retry.signal ?? requestOptions.signal;
  return retryAfterUrlElicitation(
    () => client.callTool(params, requestOptions),
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

export { attachTaskElicitation, httpTaskDispatch } from './sdk-v2-tasks';
export type { TaskCallOutcome, TaskElicitation, TaskElicitationOptions } from './sdk-v2-tasks';
