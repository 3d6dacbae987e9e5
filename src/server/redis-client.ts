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
