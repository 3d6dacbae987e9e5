/**
 * Adapter for mcp-use's React client, `useMcp({ url, onElicitation })` from `mcp-use/react`
 * (1.34). mcp-use declares the elicitation capability (form and URL) as soon as `onElicitation`
 * is set, and registers it on the SDK client it creates, calling it with the request params only:
 * no abort signal, so a request the server withdraws stays in the queue until it times out or
 * the user answers. Pass `timeoutMs` to bound it.
 *
 * `useMcp` lists `onElicitation` among the dependencies of its connect callback, so the callback
 * should keep its identity across renders: {@link useAttachElicitation} does that. Types only: no
 * run-time import of mcp-use.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { UseMcpOptions } from 'mcp-use/react';
import type {
  ElicitationExperimental,
  ElicitRequestParams,
  ElicitResult,
  ElicitTarget,
  LanguageTransport,
  ServerSource,
} from 'mcp-elicitation-core';
import { languageTransport, resolveServer, toElicit, urlAfterOpen, withReported } from 'mcp-elicitation-core';

type UseMcpOnElicitation = NonNullable<UseMcpOptions['onElicitation']>;

/**
 * A callback that fits `useMcp`'s `onElicitation` (`UseMcpOptions['onElicitation']`). It also
 * accepts this package's own params type, so the same handler can be called directly.
 *
 * @example
 * ```ts
 * const onElicitation: McpUseElicitationHandler = async () => ({ action: 'decline' });
 * useMcp({ url, onElicitation });
 * ```
 */
export type McpUseElicitationHandler = (
  params: Parameters<UseMcpOnElicitation>[0] | ElicitRequestParams,
) => ReturnType<UseMcpOnElicitation>;

/**
 * Options of {@link attachElicitation} and {@link useAttachElicitation}.
 *
 * @example
 * ```ts
 * const options: McpUseElicitationOptions = { elicit: queue, server: { id: 'linear', label: 'Linear' } };
 * ```
 */
export interface McpUseElicitationOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /** The host's identity for this connection; a function is read at request time. */
  server: ServerSource;
  /**
   * The server's self-reported info (`useMcp(...).serverInfo`), read at request time and shown
   * as `reported` unless `server.reported` is set.
   */
  getServerInfo?: () => unknown;
  /** Per-request timeout handed to `elicit`: the only bound, since no signal is available. */
  timeoutMs?: number;
  /**
   * Set when `useMcp`'s `onNotification` hands the server's `notifications/elicitation/complete`
   * to the queue (`onNotification: completionHandler(queue, serverId)`, from `mcp-elicitation-core`):
   * a 2025-11-25 URL request then sends `accept` when the page opens and waits for the server's
   * completion (`afterOpen: 'wait'`). Otherwise, and for requests without an `elicitationId`, the
   * user says when they are done (`'confirm'`).
   */
  completionNotifications?: boolean;
  /**
   * Drafts (docs/drafts/). `language`: every request mcp-use sends carries `acceptLanguage`
   * (SEP-2792), through the `wrapTransport` option this returns.
   */
  experimental?: ElicitationExperimental;
}

/**
 * The elicitation part of `useMcp`'s options, to spread into them: mcp-use takes its handler only
 * in the options it connects with.
 *
 * @example
 * ```ts
 * const options: McpUseElicitation = { onElicitation: async () => ({ action: 'decline' }) };
 * ```
 */
export interface McpUseElicitation {
  onElicitation: McpUseElicitationHandler;
  /** With `experimental.language`: puts `acceptLanguage` on each request of mcp-use's transport. */
  wrapTransport?: <T extends LanguageTransport>(transport: T, serverId: string) => T;
}

/**
 * Attaches the queue to mcp-use's `useMcp`: returns the `onElicitation` option to spread into its
 * options. In a component, use {@link useAttachElicitation}, which keeps the callback's identity
 * stable (mcp-use reconnects when it changes).
 *
 * @example
 * ```ts
 * const { onElicitation } = attachElicitation({ elicit: queue, server: { id: 'linear', label: 'Linear' } });
 * ```
 */
export function attachElicitation(options: McpUseElicitationOptions): McpUseElicitation {
  const elicit = toElicit(options.elicit);
  const experimental = options.experimental;
  return {
    ...(experimental?.language !== undefined &&
      experimental.language !== false && {
        wrapTransport: <T extends LanguageTransport>(transport: T) => languageTransport(transport, experimental),
      }),
    onElicitation: async (params) => {
      const afterOpen = urlAfterOpen(params as ElicitRequestParams, options.completionNotifications !== true);
      const result: ElicitResult = await elicit(params as ElicitRequestParams, {
        server: withReported(resolveServer(options.server), options.getServerInfo?.()),
        ...(afterOpen !== undefined && { afterOpen }),
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
      });
      // Our result type is the spec's; mcp-use types it with the v1 SDK's (looser) schema type.
      return result as Awaited<ReturnType<McpUseElicitationHandler>>;
    },
  };
}

/**
 * {@link attachElicitation} as a hook (the `use` prefix is React's rule for a function that calls
 * hooks): the same options and result, stable across renders. It reads the latest options when a
 * request arrives, so changing them never makes mcp-use reconnect.
 *
 * @example
 * ```tsx
 * const queue = createElicitationQueue(); // the app's one queue, also given to <ElicitationProvider queue>
 *
 * function Linear() {
 *   const serverInfo = useRef<unknown>(undefined);
 *   const elicitation = useAttachElicitation({
 *     elicit: queue,
 *     server: { id: 'linear', label: 'Linear' },
 *     getServerInfo: () => serverInfo.current,
 *   });
 *   const mcp = useMcp({ url: 'https://mcp.linear.app/mcp', ...elicitation });
 *   serverInfo.current = mcp.serverInfo;
 *   return <button onClick={() => mcp.callTool('create-issue', {}, { timeout: 10 * 60_000 })}>New issue</button>;
 * }
 * ```
 */
export function useAttachElicitation(options: McpUseElicitationOptions): McpUseElicitation {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // Built per request from the latest options: creating the handler is a few closures. The
  // transport wrapper changes only when the draft is turned on or off (useMcp reconnects then) and
  // reads the latest languages when mcp-use connects.
  const language = options.experimental?.language !== undefined && options.experimental.language !== false;
  return useMemo<McpUseElicitation>(
    () => ({
      onElicitation: (params) => attachElicitation(latest.current).onElicitation(params),
      ...(language && {
        wrapTransport: <T extends LanguageTransport>(transport: T) => languageTransport(transport, latest.current.experimental),
      }),
    }),
    [language],
  );
}
