/**
 * The chat turns running now, so Stop can end one. A turn is not tied to its HTTP request: a
 * reload (or a closed tab) must not withdraw the question the turn is waiting on, so the route
 * runs the turn to its end and only an explicit Stop (a POST to `handleStop`) aborts it. The
 * browser side sends that POST when its chat fetch is aborted (`createChatStopFetch`).
 */

/**
 * Options of {@link createChatRuns}.
 *
 * @example
 * ```ts
 * const options: ChatRunsOptions = { authorize: (request) => request.headers.get('x-user') };
 * ```
 */
export interface ChatRunsOptions {
  /** Who sent a stop request (the bridge's `authorize`): a user stops only their own turns. */
  authorize: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
}

/**
 * One running turn, from {@link ChatRuns.start}.
 *
 * @example
 * ```ts
 * declare const run: ChatRun;
 * run.signal.addEventListener('abort', () => console.log('stopped'));
 * ```
 */
export interface ChatRun {
  /** Aborts on Stop, or when a newer turn of the same chat starts. */
  readonly signal: AbortSignal;
  /** The turn ended by itself: forget it (idempotent). */
  end(): void;
}

/**
 * What {@link createChatRuns} returns.
 *
 * @example
 * ```ts
 * const runs: ChatRuns = createChatRuns({ authorize: (request) => request.headers.get('x-user') });
 * ```
 */
export interface ChatRuns {
  /** Starts a turn of `chatId` for `channel`; a turn of that chat still running is stopped. */
  start(channel: string, chatId: string): ChatRun;
  /** Stops the channel's own turn of `chatId`; another channel's chat id stops nothing. */
  stop(channel: string, chatId: string): boolean;
  /**
   * The stop route: `POST { id }` from an authorized user → `{ stopped }` (401 without a user,
   * 400 without an id). Mount it as is (`export const POST = runs.handleStop;`).
   */
  handleStop(request: Request): Promise<Response>;
}

/**
 * Keeps the running chat turns of this process, so Stop ends one on the server (its pending
 * question is withdrawn in the page) while a reload does not.
 *
 * @example
 * ```ts
 * import { createChatRuns } from 'mcp-elicitation-react/server';
 *
 * const runs = createChatRuns({ authorize: (request) => request.headers.get('x-user') });
 * // In the chat route: pass `run.signal` as the turn's abort signal and call `run.end()` when it ends.
 * const run = runs.start('alice', 'chat-1');
 * run.end();
 * // app/api/chat/stop/route.ts:
 * export const POST = runs.handleStop;
 * ```
 */
export function createChatRuns(options: ChatRunsOptions): ChatRuns {
  const running = new Map<string, { channel: string; controller: AbortController }>();
  const key = (channel: string, chatId: string) => JSON.stringify([channel, chatId]);
  const stop = (channel: string, chatId: string): boolean => {
    const run = running.get(key(channel, chatId));
    if (run === undefined) return false;
    running.delete(key(channel, chatId));
    run.controller.abort();
    return true;
  };
  return {
    start(channel, chatId) {
      stop(channel, chatId);
      const controller = new AbortController();
      const entry = { channel, controller };
      running.set(key(channel, chatId), entry);
      return {
        signal: controller.signal,
        end: () => {
          if (running.get(key(channel, chatId)) === entry) running.delete(key(channel, chatId));
        },
      };
    },
    stop,
    async handleStop(request) {
      const channel = await options.authorize(request);
      if (typeof channel !== 'string' || channel === '') return Response.json({ error: 'unauthorized', message: 'Sign in first.' }, { status: 401 });
      let id: unknown;
      try {
        id = ((await request.json()) as { id?: unknown } | null)?.id;
      } catch {
        id = undefined;
      }
      if (typeof id !== 'string') return Response.json({ error: 'bad-request', message: 'Send { id }: the chat to stop.' }, { status: 400 });
      return Response.json({ stopped: stop(channel, id) });
    },
  };
}
