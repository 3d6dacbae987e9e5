/**
 * The task store on Redis, beside the broker: one hash per endpoint (`<prefix>:tasks:<endpointId>`),
 * one field per task, the record as JSON. Every instance sees the same records, so after a restart
 * (or on another instance) the tasks a user waits on are found and their questions asked again.
 */
import type { TaskRecord, TaskReferenceStore } from '../tasks/task-store';
import type { RedisClientLike } from './redis-broker';
import { commandsOf, type Loose } from './redis-client';

/**
 * Options of {@link createRedisTaskStore}.
 *
 * @example
 * ```ts
 * const options: RedisTaskStoreOptions = { prefix: 'myapp:elicitation' };
 * ```
 */
export interface RedisTaskStoreOptions {
  /** Prefix of every key; use the broker's. Default `mcp-elicitation`. */
  prefix?: string;
  /** Default `Date.now`. */
  now?: () => number;
}

function parse(text: unknown): TaskRecord | undefined {
  try {
    const record = JSON.parse(String(text)) as TaskRecord;
    return typeof record?.taskId === 'string' && typeof record.endpointId === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the task store on a connected Redis client (`ioredis` or `redis`, as for the broker).
 *
 * @example
 * ```ts
 * import { Redis } from 'ioredis';
 * const tasks = createRedisTaskStore(new Redis(process.env.REDIS_URL!));
 * ```
 */
export function createRedisTaskStore(client: RedisClientLike, options: RedisTaskStoreOptions = {}): TaskReferenceStore {
  const redis = commandsOf(client as unknown as Loose);
  const prefix = options.prefix ?? 'mcp-elicitation';
  const now = options.now ?? Date.now;
  const key = (endpointId: string) => `${prefix}:tasks:${endpointId}`;
  return {
    async save(record) {
      await redis.send(['HSET', key(record.endpointId), record.taskId, JSON.stringify(record)]);
    },
    async remove(endpointId, taskId) {
      await redis.send(['HDEL', key(endpointId), taskId]);
    },
    async list(endpointId) {
      const flat = (await redis.send(['HGETALL', key(endpointId)])) as unknown;
      // node-redis answers an object, ioredis's `call` a flat [field, value, …] list.
      const values = Array.isArray(flat) ? flat.filter((_, index) => index % 2 === 1) : Object.values((flat ?? {}) as object);
      const found: TaskRecord[] = [];
      for (const value of values) {
        const record = parse(value);
        if (record === undefined) continue;
        if (record.expiresAt !== undefined && record.expiresAt <= now()) await this.remove(endpointId, record.taskId);
        else found.push(record);
      }
      return found;
    },
  };
}
