/**
 * The two Redis clients the broker accepts (ioredis and node-redis), seen through one shape: a way
 * to send a command, and a duplicated connection for pub/sub. Only what the broker needs.
 */

/**
 * Sends one command (a script counts as one: `EVAL`).
 *
 * @example
 * ```ts
 * await commandsOf(client).send(['GET', 'key']);
 * ```
 */
export interface Commands {
  send(args: string[]): Promise<unknown>;
}

/**
 * The pub/sub connection: subscribes and unsubscribes channels, closed with the broker.
 *
 * @example
 * ```ts
 * await (await subscriberOf(client, onMessage)).subscribe('events');
 * ```
 */
export interface Subscriber {
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs Lua scripts by their SHA1.
 *
 * @example
 * ```ts
 * await scriptsOf(redis).run(TAKE, keys, args);
 * ```
 */
export interface Scripts {
  /** Loads the scripts ahead of their first use (one round trip for all of them). */
  load(scripts: readonly string[]): Promise<void>;
  run(script: string, keys: readonly string[], args: readonly string[]): Promise<unknown>;
}

const isNoScript = (error: unknown) => /NOSCRIPT/.test(String(error instanceof Error ? error.message : error));

/**
 * The broker's scripts, sent as EVALSHA: a script's text (about 700 bytes, most of what a request
 * sent to Redis when it went with every EVAL, and hashed by Redis on every call) goes once, with
 * SCRIPT LOAD. A Redis that no longer has it (restarted, SCRIPT FLUSH) answers NOSCRIPT: that call is
 * sent again as EVAL, which caches the script again. A Redis that refuses SCRIPT LOAD gets EVAL.
 *
 * @example
 * ```ts
 * const scripts = scriptsOf(commandsOf(client as unknown as Loose));
 * ```
 */
export function scriptsOf(redis: Commands): Scripts {
  const shas = new Map<string, Promise<string | undefined>>();
  function sha(script: string): Promise<string | undefined> {
    let found = shas.get(script);
    if (found === undefined) {
      found = redis.send(['SCRIPT', 'LOAD', script]).then(
        (hash) => String(hash),
        () => {
          // Tried again on a later call: Redis may have been unreachable for a moment.
          shas.delete(script);
          return undefined;
        },
      );
      shas.set(script, found);
    }
    return found;
  }
  return {
    async load(scripts) {
      await Promise.all(scripts.map(sha));
    },
    async run(script, keys, args) {
      const tail = [String(keys.length), ...keys, ...args];
      const hash = await sha(script);
      if (hash === undefined) return redis.send(['EVAL', script, ...tail]);
      try {
        return await redis.send(['EVALSHA', hash, ...tail]);
      } catch (error) {
        // The script ran or it did not: NOSCRIPT is refused before anything runs, so a resend is safe.
        if (!isNoScript(error)) throw error;
        return redis.send(['EVAL', script, ...tail]);
      }
    },
  };
}

type AnyFn = (...args: unknown[]) => unknown;
/** A client of either library, read by duck typing. */
export type Loose = Record<string, AnyFn | unknown>;

/** node-redis has `isOpen` and `sendCommand(args[])`; ioredis has `call(command, ...args)`. */
function isNodeRedis(client: Loose): boolean {
  return 'isOpen' in client && typeof client.sendCommand === 'function';
}

/**
 * The command sender of an ioredis or a connected node-redis client; throws for anything else.
 *
 * @example
 * ```ts
 * const redis = commandsOf(client as unknown as Loose);
 * ```
 */
export function commandsOf(client: Loose): Commands {
  if (isNodeRedis(client)) {
    // node-redis does not connect by itself: unconnected, every command fails, so every POST would
    // get 503 and every stream stay silent. Said here, once, rather than by each request.
    if (client.isOpen !== true) {
      throw new TypeError('createRedisBroker needs a connected node-redis client: `await client.connect()` before creating the broker.');
    }
    return { send: (args) => (client.sendCommand as AnyFn).call(client, args) as Promise<unknown> };
  }
  if (typeof client.call === 'function') {
    return { send: ([command, ...rest]) => (client.call as AnyFn).call(client, command, ...rest) as Promise<unknown> };
  }
  throw new TypeError('createRedisBroker needs an ioredis or redis (node-redis) client');
}

/**
 * A duplicated connection of the client in subscriber mode, delivering every message to `onMessage`.
 *
 * @example
 * ```ts
 * const subscriber = await subscriberOf(client as unknown as Loose, (channel, message) => route(channel, message));
 * ```
 */
export async function subscriberOf(client: Loose, onMessage: (channel: string, message: string) => void): Promise<Subscriber> {
  const sub = (client.duplicate as AnyFn).call(client) as Loose;
  if (isNodeRedis(client)) {
    await (sub.connect as AnyFn).call(sub);
    const listener = (message: string, channel: string) => onMessage(channel, message);
    return {
      subscribe: async (channel) => void (await (sub.subscribe as AnyFn).call(sub, channel, listener)),
      unsubscribe: async (channel) => void (await (sub.unsubscribe as AnyFn).call(sub, channel)),
      close: async () => void (await ((sub.close ?? sub.quit) as AnyFn).call(sub)),
    };
  }
  (sub.on as AnyFn).call(sub, 'message', (channel: string, message: string) => onMessage(channel, message));
  return {
    subscribe: async (channel) => void (await (sub.subscribe as AnyFn).call(sub, channel)),
    unsubscribe: async (channel) => void (await (sub.unsubscribe as AnyFn).call(sub, channel)),
    close: async () => void (await (sub.quit as AnyFn).call(sub)),
  };
}
