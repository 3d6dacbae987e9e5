/**
 * What the v1 and v2 adapters of the official TypeScript SDK share: the capability declaration,
 * the request options for calls that may elicit, the attach options, and URL mode's completion
 * and -32042 handling. No SDK import at all, so each adapter stays typed against its own SDK line.
 */
import {
  resolveServer,
  toComplete,
  toElicit,
  withReported,
  type ElicitAfterOpen,
  type ElicitComplete,
  type ElicitTarget,
  type ServerSource,
} from '../elicitation/elicit';
import { appElicitationCapabilities, appRendering } from '../apps/conditions';
import { appResourceOf, type ElicitApp } from '../apps/resource';
import { appsEnabled, type ElicitationExperimental } from '../schema/experimental';
import type { ElicitRequestParams } from '../schema/protocol';

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
 * The `capabilities` to pass to `new Client(info, { capabilities })`. The SDKs refuse to register
 * an elicitation handler unless the capability was declared first, and a server only offers
 * elicitation-based tools to clients that declared it (on 2026-07-28 connections the v2 client
 * sends it with every request), so declare it at construction.
 *
 * @example
 * ```ts
 * const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
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
 * Options of `callToolOptions`, with the SDK line's own progress listener type.
 *
 * @example
 * ```ts
 * const options: CallToolTimeoutOptions = { timeoutMs: 15 * 60_000 };
 * ```
 */
export interface CallToolTimeoutOptions<OnProgress = (progress: { progress: number; total?: number; message?: string }) => void> {
  /** Per-request timeout; reset by every progress notification. Default 10 minutes. */
  timeoutMs?: number;
  /** Upper bound for the whole call (on 2026-07-28: all rounds together). Default: none. */
  maxTotalTimeoutMs?: number;
  /** Progress listener. A no-op one is installed otherwise (see `callToolOptions`). */
  onprogress?: OnProgress;
}

/**
 * The request options both SDK lines understand. The SDK only asks the server for progress when
 * `onprogress` is set, and only progress can extend a timeout, hence the no-op default.
 *
 * @example
 * ```ts
 * const options = elicitingRequestOptions({ timeoutMs: 5 * 60_000 });
 * ```
 */
export function elicitingRequestOptions<OnProgress>(options: CallToolTimeoutOptions<OnProgress>) {
  return {
    timeout: options.timeoutMs ?? 10 * 60_000,
    resetTimeoutOnProgress: true,
    onprogress: options.onprogress ?? ((() => {}) as OnProgress),
    ...(options.maxTotalTimeoutMs !== undefined && { maxTotalTimeout: options.maxTotalTimeoutMs }),
  };
}

/**
 * Options of `attachElicitation`.
 *
 * @example
 * ```ts
 * const options: AttachElicitationOptions = { elicit: queue, server: { id: 'files', label: 'Files' } };
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
  /**
   * Drafts of the protocol to follow, the same object the dialog gets (docs/drafts/): `language`
   * puts `acceptLanguage` on every request the client sends (both SDK lines); `files` keeps each
   * request's schema as the server sent it, with `x-mcp-file`, which the SDK's own types drop
   * (SDK v1 only so far); `apps` declares app-rendered elicitation (attach before `connect`: the SDKs
   * take capabilities only before) and hands each request's app to `elicit` when SEP-3118's
   * conditions hold (both SDK lines).
   */
  experimental?: ElicitationExperimental;
}

/**
 * What the URL-mode consent screen should do after opening the page, by protocol era:
 * `'wait'` when the server will report completion (2025-11-25: the request carries an
 * `elicitationId`, which `notifications/elicitation/complete` refers to), `'confirm'` otherwise
 * (2026-07-28 `inputRequests`: the answer triggers the retry, so the user says when they are done).
 * `undefined` for form mode.
 *
 * @example
 * ```ts
 * urlAfterOpen({ mode: 'url', message: 'Sign in', url, elicitationId: 'el-1' }, false); // 'wait'
 * ```
 */
export function urlAfterOpen(params: ElicitRequestParams, modern: boolean): ElicitAfterOpen | undefined {
  if (params.mode !== 'url') return undefined;
  return !modern && typeof params.elicitationId === 'string' ? 'wait' : 'confirm';
}

/**
 * A `notifications/elicitation/complete` handler for hosts that route notifications themselves
 * (their own `setNotificationHandler`, mcp-use's `onNotification`, a proxy): it hands the
 * notification's `elicitationId` to `target.complete(elicitationId, serverId)`, the queue's, which
 * closes the waiting URL request (or ends one not answered yet with `cancel`: see its docs). Any other
 * notification, or one without a string `elicitationId`, is ignored, so it can be called with
 * every notification of a connection. Returns whether a request matched.
 *
 * @example
 * ```ts
 * const onComplete = completionHandler(queue, 'github');
 * client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
 *   onComplete(notification);
 *   audit.log('elicitation complete', notification.params.elicitationId);
 * });
 * ```
 */
export function completionHandler(
  target: { complete: ElicitComplete } | ElicitTarget,
  serverId: string,
): (notification: { method?: string; params?: unknown }) => boolean {
  const complete = toComplete(target as ElicitTarget);
  return (notification) => {
    if (complete === undefined) return false;
    if (notification.method !== undefined && notification.method !== 'notifications/elicitation/complete') return false;
    const { params } = notification;
    if (typeof params !== 'object' || params === null) return false;
    const { elicitationId } = params as { elicitationId?: unknown };
    return typeof elicitationId === 'string' && complete(elicitationId, serverId);
  };
}

/** The public `fallbackNotificationHandler` both SDK lines' `Protocol` has. */
interface FallbackNotificationHost {
  fallbackNotificationHandler?: (notification: { method: string; params?: unknown }) => Promise<void>;
}

/**
 * Routes `notifications/elicitation/complete` through the SDK's public `fallbackNotificationHandler`,
 * which receives every notification without a handler of its own (neither SDK line registers one
 * for this method). A fallback the host set before keeps receiving everything, completion
 * included, after ours; a handler the host registers for the method itself takes precedence (call
 * {@link completionHandler} from it). Returns a cleanup that puts back the previous fallback,
 * unless someone replaced ours meanwhile (then ours stops acting and theirs stays).
 *
 * @example
 * ```ts
 * const restore = routeCompletion(client, (notification) => completionHandler(queue, 'github')(notification));
 * ```
 */
export function routeCompletion(client: object, onComplete: (notification: { method: string; params?: unknown }) => void): () => void {
  const host = client as FallbackNotificationHost;
  const previous = host.fallbackNotificationHandler;
  let active = true;
  const ours = async (notification: { method: string; params?: unknown }): Promise<void> => {
    try {
      if (active && notification.method === 'notifications/elicitation/complete') onComplete(notification);
    } finally {
      await previous?.call(client, notification);
    }
  };
  host.fallbackNotificationHandler = ours;
  return () => {
    active = false;
    if (host.fallbackNotificationHandler !== ours) return;
    if (previous === undefined) delete host.fallbackNotificationHandler;
    else host.fallbackNotificationHandler = previous;
  };
}

/** What both SDK lines' `Protocol` keeps per request method (a field the SDKs mark private; read by shape). */
interface RequestHandlerHost {
  removeRequestHandler(method: string): void;
  _requestHandlers?: unknown;
  _customSchemaRequestMethods?: unknown;
}

/**
 * Registers our `elicitation/create` handler through `register` and returns the cleanup that puts
 * back exactly what was there before: the host's own handler (the same stored function, so the
 * same parsing and behaviour) or nothing. Both SDK lines replace a handler on `setRequestHandler`
 * and offer no public getter, so the previous one is read from the `Protocol`'s handler map by
 * shape; if that map is not found (a future SDK), the cleanup only removes ours, as before. If the
 * host registered another handler after ours, the cleanup leaves theirs in place.
 *
 * @example
 * ```ts
 * const restore = replaceRequestHandler(client, 'elicitation/create', () => client.setRequestHandler(ElicitRequestSchema, handler));
 * restore(); // the host's earlier handler answers again
 * ```
 */
export function replaceRequestHandler(client: object, method: string, register: () => void): () => void {
  const host = client as RequestHandlerHost;
  const handlers = host._requestHandlers instanceof Map ? (host._requestHandlers as Map<string, unknown>) : undefined;
  // SDK v2 also remembers which methods were registered with custom schemas.
  const custom = host._customSchemaRequestMethods instanceof Set ? (host._customSchemaRequestMethods as Set<string>) : undefined;
  const previous = handlers?.get(method);
  const previousCustom = custom?.has(method) ?? false;
  register();
  const ours = handlers?.get(method);
  return () => {
    if (handlers === undefined) {
      host.removeRequestHandler(method);
      return;
    }
    if (handlers.get(method) !== ours) return; // the host replaced ours: theirs stays
    if (previous === undefined) {
      host.removeRequestHandler(method);
      return;
    }
    handlers.set(method, previous);
    if (previousCustom) custom?.add(method);
    else custom?.delete(method);
  };
}

/**
 * Whether `error` is the 2025-11-25 URLElicitationRequired error (-32042) with its list of URL
 * elicitations. Read by shape, so it works for both SDK lines' error classes.
 *
 * @example
 * ```ts
 * if (isUrlElicitationRequired(error)) console.log(error.data.elicitations.length);
 * ```
 */
export function isUrlElicitationRequired(error: unknown): error is { code: -32042; data: { elicitations: unknown[] } } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, data } = error as { code?: unknown; data?: unknown };
  return code === -32042 && typeof data === 'object' && data !== null && Array.isArray((data as { elicitations?: unknown }).elicitations);
}

/**
 * Options of `withUrlElicitation` and `callToolWithUrlElicitation`.
 *
 * @example
 * ```ts
 * const options: UrlElicitationRetryOptions = { elicit: queue, server: { id: 'github', label: 'GitHub' } };
 * ```
 */
export interface UrlElicitationRetryOptions {
  /** Where the links are shown: the queue the client is attached to, so completion notifications reach them. */
  elicit: ElicitTarget;
  /** The host's identity for this connection, as given to `attachElicitation`. */
  server: ServerSource;
  /** Per-link timeout handed to `elicit`. */
  timeoutMs?: number;
  /** Abandons the whole flow: the shown link is withdrawn and the original error is rethrown. */
  signal?: AbortSignal;
}

/** Most links one -32042 error may ask for; more is not a flow a person can follow. */
const MAX_URL_ELICITATIONS = 10;

function asUrlParams(item: unknown): ElicitRequestParams | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { mode, url, message } = item as Record<string, unknown>;
  if (mode !== 'url' || typeof url !== 'string' || typeof message !== 'string') return undefined;
  return item as ElicitRequestParams;
}

/**
 * Runs `call`; if it fails with URLElicitationRequired (-32042, 2025-11-25), shows each of the
 * error's `data.elicitations` through `elicit`, one at a time in the server's order, each marked
 * "step i of N" and with `afterOpen: 'confirm'`: the user consents by opening the page and says
 * "I'm done — retry" when finished, or the server's `notifications/elicitation/complete` for that
 * link finishes the step for them (with the client attached to the same queue). Once every link
 * is done, `call` runs again, once, and its outcome is returned as is (a second -32042 included).
 *
 * If the user declines or cancels any link (or it times out, or `signal` aborts), the remaining
 * links are not shown and the original -32042 error is rethrown unchanged, so a host handles "the
 * user did not do what the server needs" exactly as it would without this helper. An error whose
 * links are not all valid URL-mode requests (or more than 10) is rethrown without showing any.
 *
 * @example
 * ```ts
 * const result = await withUrlElicitation(
 *   () => client.callTool({ name: 'sync-repo', arguments: {} }),
 *   { elicit: queue, server: { id: 'github', label: 'GitHub' } },
 * );
 * ```
 */
export async function withUrlElicitation<T>(
  call: () => Promise<T>,
  options: UrlElicitationRetryOptions,
  /** Reads the server's self-report at request time (the adapters pass `client.getServerVersion`). */
  reported?: () => unknown,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUrlElicitationRequired(error)) throw error;
    const items = error.data.elicitations.map(asUrlParams);
    if (items.length === 0 || items.length > MAX_URL_ELICITATIONS || items.some((item) => item === undefined)) throw error;
    const elicit = toElicit(options.elicit);
    for (const [index, params] of (items as ElicitRequestParams[]).entries()) {
      if (options.signal?.aborted) throw error;
      const server = withReported(resolveServer(options.server), reported?.());
      const result = await elicit(params, {
        server,
        afterOpen: 'confirm',
        step: { index: index + 1, total: items.length },
        ...(options.signal !== undefined && { signal: options.signal }),
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      });
      if (result.action !== 'accept') throw error;
    }
    return call();
  }
}

/** What app-rendered elicitation needs of a client of either SDK line, read by shape. */
interface AppClient {
  readonly transport?: unknown;
  registerCapabilities(capabilities: ReturnType<typeof appElicitationCapabilities>): void;
  getServerCapabilities(): unknown;
  /** Both SDK lines keep the capabilities they declared here (a field they mark private). */
  readonly _capabilities?: unknown;
}

/**
 * With `experimental.apps`: declares the MCP Apps extension's `elicitation` on a client not yet
 * connected (`registerCapabilities`, which both SDK lines accept only before `connect`; the v1
 * client sends it in `initialize`, the v2 client also in every 2026-07-28 request's envelope).
 * Attached after `connect`, nothing is declared, the conditions do not hold, and every request shows
 * the native form. A capability cannot be withdrawn, so detaching leaves it declared.
 *
 * @example
 * ```ts
 * declareApps(client, { apps: true });
 * ```
 */
export function declareApps(client: object, experimental: ElicitationExperimental | undefined): void {
  const appClient = client as AppClient;
  if (appsEnabled(experimental) && appClient.transport === undefined) appClient.registerCapabilities(appElicitationCapabilities());
}

/**
 * The capabilities both sides declared on a connection of either SDK line, for {@link requestApp}:
 * the client's own (a field both SDK lines mark private, read by shape) and the server's.
 *
 * @example
 * ```ts
 * const capabilities = sdkCapabilities(client);
 * ```
 */
export function sdkCapabilities(client: object): { readonly client: unknown; readonly server: unknown } {
  const appClient = client as AppClient;
  return { client: appClient._capabilities, server: appClient.getServerCapabilities() };
}

/**
 * The app a request may be shown in (SEP-3118), for `ElicitOptions.app`: only with
 * `experimental.apps`, when the four conditions hold against the capabilities the client declared
 * and the server declared on this connection (read at request time). `readResource` is the same
 * client's, so the resource is read from the asking server's own connection and nowhere else; its
 * result must be exactly one MCP App document (`appResourceOf`). Every adapter that can hand an app
 * to the queue goes through here: the SDK lines with {@link sdkCapabilities}, the AI SDK with its
 * client's own fields.
 *
 * @example
 * ```ts
 * const app = requestApp(() => sdkCapabilities(client), params, { apps: true }, (uri) => client.readResource({ uri }));
 * ```
 */
export function requestApp(
  capabilities: () => { readonly client: unknown; readonly server: unknown },
  params: ElicitRequestParams,
  experimental: ElicitationExperimental | undefined,
  readResource: (uri: string) => Promise<unknown>,
): ElicitApp | undefined {
  if (!appsEnabled(experimental)) return undefined;
  const { client, server } = capabilities();
  const decision = appRendering(params, client, server);
  if (!('resourceUri' in decision)) return undefined;
  const { resourceUri } = decision;
  return { resourceUri, read: async () => appResourceOf(await readResource(resourceUri), resourceUri) };
}
