/**
 * Runs one MCP App for one elicitation (app-rendered elicitations, SEP-3118, a draft): the sandbox
 * proxy on its own origin in `frame`, the app's document in the proxy's inner frame (under the policy
 * built from the sources its resource declared, never with `allow-same-origin`), and the host's side
 * through ext-apps' `AppBridge`, loaded with `import()` only now. The bridge is made for this request
 * alone (it declares `elicitation` to this app only), finishes `ui/initialize` before it forwards the
 * unchanged `elicitation/create`, and waits at most ten minutes for the app's answer. It resolves with
 * the app's result as sent (the caller checks it) or rejects with an {@link AppFailure}.
 */
import {
  APP_FRAME_SANDBOX,
  appContentSecurityPolicy,
  appDocument,
  type AppFallbackCode,
  type AppResource,
  type ElicitRequestParams,
} from 'mcp-elicitation-core';

/** A run of an app that ended without a result to check. */
export class AppFailure extends Error {
  constructor(
    readonly code: AppFallbackCode,
    options?: { cause?: unknown },
  ) {
    super(`The app gave way to the form (${code}).`, options);
    this.name = 'AppFailure';
  }
}

/** How long the app may take to answer once it has the request (MCP Inspector's figure). */
export const APP_ANSWER_TIMEOUT_MS = 10 * 60_000;

/** How long the proxy may take to load and the app to finish `ui/initialize`. */
export const APP_HANDSHAKE_TIMEOUT_MS = 30_000;

/** What the bridge says the host is. */
const HOST_INFO = { name: 'mcp-elicitation-react', version: '0' };

/** The notification the proxy sends once it listens. */
const PROXY_READY = 'ui/notifications/sandbox-proxy-ready';

/** The SDK's code for a request that timed out. */
const REQUEST_TIMEOUT = -32001;

/** Options of {@link runApp}. */
export interface RunAppOptions {
  /** The frame the proxy loads in (empty: `runApp` sets its `src`). */
  readonly frame: HTMLIFrameElement;
  /** The proxy page's URL, on another origin than the page's. */
  readonly sandboxProxy: string;
  /** Reads the app's resource on the asking server's connection (`QueueEntry.app.read`). */
  readonly read: () => Promise<AppResource>;
  /** The `elicitation/create` params as the server sent them: forwarded unchanged. */
  readonly params: ElicitRequestParams;
  /** The frame went away: everything stops. */
  readonly signal: AbortSignal;
  /** Called once the app finished `ui/initialize`, right before it gets the request. */
  readonly onInitialized?: () => void;
}

function failWith<T>(promise: Promise<T>, code: AppFallbackCode): Promise<T> {
  return promise.catch((cause: unknown) => {
    throw cause instanceof AppFailure ? cause : new AppFailure(code, { cause });
  });
}

/** `promise`, or an {@link AppFailure} of `code` after `ms` (a deadline on a handshake, not a pause). */
function within<T>(promise: Promise<T>, ms: number, code: AppFallbackCode, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AppFailure(code)), ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new AppFailure(code, { cause: signal.reason }));
    };
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    });
  });
}

/** Resolves once the proxy in `frame` says it listens (a message from that window and origin). */
function proxyReady(frame: HTMLIFrameElement, origin: string, signal: AbortSignal): Promise<void> {
  const view = frame.ownerDocument.defaultView!;
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      const data = event.data as { method?: unknown } | null;
      if (event.source !== frame.contentWindow || event.origin !== origin || data?.method !== PROXY_READY) return;
      view.removeEventListener('message', listener);
      resolve();
    };
    view.addEventListener('message', listener);
    signal.addEventListener('abort', () => view.removeEventListener('message', listener), { once: true });
  });
}

/**
 * The proxy's URL when it may be used: absolute http(s) on another origin than the page's (the MCP
 * Apps spec requires the host and the sandbox to differ), else `undefined`.
 *
 * @example
 * sandboxProxyUrl('https://sandbox.example.com/sandbox-proxy.html', 'https://app.example.com/'); // URL
 */
export function sandboxProxyUrl(sandboxProxy: string, page: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(sandboxProxy, page);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin === new URL(page).origin ? undefined : url;
}

/** Runs the app (see the file's head); resolves with its result as sent. */
export async function runApp(options: RunAppOptions): Promise<unknown> {
  const { frame, signal } = options;
  const view = frame.ownerDocument.defaultView!;
  const proxy = sandboxProxyUrl(options.sandboxProxy, view.location.href);
  if (proxy === undefined) throw new AppFailure('proxy');
  // The read, the bridge's code and the proxy load at the same time; the listener is there first.
  const resource = failWith(options.read(), 'read');
  const bridgeModule = failWith(import('@modelcontextprotocol/ext-apps/app-bridge'), 'load');
  const ready = proxyReady(frame, proxy.origin, signal);
  frame.src = proxy.href;
  // The first of them to fail ends the run at once (a failed read does not wait for the proxy).
  const [, { AppBridge, PostMessageTransport }, { html, csp }] = await Promise.all([
    within(ready, APP_HANDSHAKE_TIMEOUT_MS, 'load', signal),
    bridgeModule,
    resource,
  ]);
  // `elicitation` is not in ext-apps' host capabilities yet (SEP-3118 adds it): declared to this app only.
  const bridge = new AppBridge(null, HOST_INFO, { elicitation: {} } as ConstructorParameters<typeof AppBridge>[2]);
  try {
    const initialized = new Promise<void>((resolve) => bridge.addEventListener('initialized', () => resolve()));
    const target = frame.contentWindow!;
    await failWith(bridge.connect(new PostMessageTransport(target, target)), 'load');
    await failWith(
      bridge.sendSandboxResourceReady({ html: appDocument(html, appContentSecurityPolicy(csp)), sandbox: APP_FRAME_SANDBOX }),
      'load',
    );
    await within(initialized, APP_HANDSHAKE_TIMEOUT_MS, 'handshake', signal);
    options.onInitialized?.();
    try {
      return await bridge.request(
        { method: 'elicitation/create', params: options.params as unknown as Record<string, unknown> },
        { timeout: APP_ANSWER_TIMEOUT_MS, signal },
      );
    } catch (cause) {
      const code = (cause as { code?: unknown } | null)?.code === REQUEST_TIMEOUT ? 'timeout' : 'error';
      throw new AppFailure(code, { cause });
    }
  } finally {
    void bridge.close().catch(() => {});
  }
}
