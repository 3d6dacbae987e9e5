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
 * A turn's result as {@link ChatRuns.run} reads it: the AI SDK's `streamText` result and Mastra's
 * `agent.stream()` output both have `consumeStream()`.
 *
 * @example
 * ```ts
 * const turn: ConsumableTurn = { consumeStream: async () => undefined };
 * ```
 */
export interface ConsumableTurn {
  consumeStream(): PromiseLike<unknown>;
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
  /**
   * Runs one turn: `turn(signal)` starts it (`streamText({ abortSignal: signal, … })`,
   * `agent.stream(messages, { abortSignal: signal })`) and its result is read to the end here, so
   * the turn goes on when the tab goes away; `onEnd` runs once it is over (close the MCP client).
   * Resolves with the turn's result, to stream to the page.
   */
  run<Result extends ConsumableTurn>(
    channel: string,
    chatId: string,
    turn: (signal: AbortSignal) => Result | PromiseLike<Result>,
    onEnd?: () => unknown,
  ): Promise<Result>;
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
 * import { createChatRuns } from 'mcp-elicitation-core/server';
 *
 * declare function startTurn(signal: AbortSignal): ConsumableTurn; // streamText(…), agent.stream(…)
 * const runs = createChatRuns({ authorize: (request) => request.headers.get('x-user') });
 * // In the chat route: the turn gets the run's signal and is read to its end even if the tab goes away.
 * const result = await runs.run('alice', 'chat-1', (signal) => startTurn(signal));
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
  const start = (channel: string, chatId: string): ChatRun => {
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
  };
  const finish = async (run: ChatRun, onEnd: (() => unknown) | undefined) => {
    run.end();
    try {
      await onEnd?.();
    } catch {
      // Cleaning up after a turn that is over: nobody is left to tell.
    }
  };
  return {
    async run(channel, chatId, turn, onEnd) {
      const run = start(channel, chatId);
      let result;
      try {
        result = await turn(run.signal);
      } catch (error) {
        await finish(run, onEnd);
        throw error;
      }
      const consumed = result.consumeStream();
      // Read to the end whoever else reads it (the page's response may go away with a reload).
      void Promise.resolve(consumed).then(
        () => finish(run, onEnd),
        () => finish(run, onEnd),
      );
      return result;
    },
    start,
    stop,
    async handleStop(request) {
      const channel = await options.authorize(request);
      if (typeof channel !== 'string' || channel === '')
        return Response.json({ error: 'unauthorized', message: 'Sign in first.' }, { status: 401 });
      let id: unknown;
      try {
        id = ((await request.json()) as { id?: unknown } | null)?.id;
      } catch {
        id = undefined;
      }
      if (typeof id !== 'string')
        return Response.json({ error: 'bad-request', message: 'Send { id }: the chat to stop.' }, { status: 400 });
      return Response.json({ stopped: stop(channel, id) });
    },
  };
}
