/**
 * Stop for a chat whose turn outlives its request. The backend keeps a turn running when the tab
 * goes away (a reload must find its question still there), so aborting the chat's fetch alone
 * would not end it. This `fetch` tells the backend when the chat library aborts on purpose (its
 * Stop): it posts `{ id }`, the chat id of the aborted request's body, to the stop route
 * (`createChatRuns().handleStop` in `mcp-elicitation-core/server`). A reload runs no script, so
 * it stops nothing.
 */

/**
 * Options of {@link createChatStopFetch}.
 *
 * @example
 * ```ts
 * const options: ChatStopFetchOptions = { stopUrl: '/api/chat/stop' };
 * ```
 */
export interface ChatStopFetchOptions {
  /** The stop route (`POST { id }`). */
  stopUrl: string | URL;
  /** Replaces the global `fetch` for both the chat request and the stop. */
  fetch?: typeof fetch;
}

/** The `id` of a chat request's JSON body (the AI SDK's and assistant-ui's transports send one). */
function chatIdOf(body: BodyInit | null | undefined): string | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const id = (JSON.parse(body) as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A `fetch` for the chat transport whose abort (the chat's Stop) also stops the turn on the server,
 * which withdraws the question it was waiting on. Once the response has been read to its end, an
 * abort means nothing and sends nothing.
 *
 * @example
 * ```ts
 * import { DefaultChatTransport } from 'ai';
 * import { createChatStopFetch } from 'mcp-elicitation-react';
 *
 * const transport = new DefaultChatTransport({ api: '/api/chat', fetch: createChatStopFetch({ stopUrl: '/api/chat/stop' }) });
 * ```
 */
export function createChatStopFetch(options: ChatStopFetchOptions): typeof fetch {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? undefined;
    const id = chatIdOf(init?.body);
    if (signal === undefined || signal === null || id === undefined) return doFetch(input, init);
    const onAbort = () => {
      const stop = doFetch(options.stopUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
        keepalive: true,
      });
      // Nothing to tell anyone: the turn then ends by itself, and the stream is already gone.
      stop.catch(() => undefined);
    };
    const forget = () => signal.removeEventListener('abort', onAbort);
    signal.addEventListener('abort', onAbort, { once: true });
    let response: Response;
    try {
      response = await doFetch(input, init);
    } catch (error) {
      forget();
      throw error;
    }
    if (response.body === null) {
      forget();
      return response;
    }
    // Read to its end: the turn is over, and a later abort (the library cleaning up) stops nothing.
    const body = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: forget }));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
