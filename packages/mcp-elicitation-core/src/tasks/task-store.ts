/**
 * The host's record of the tasks it waits on. The Tasks extension has no `tasks/list`, so after a
 * restart this store is the only way to find the tasks whose questions must be asked again. The
 * memory store is the default; `createRedisTaskStore` (`mcp-elicitation-core/server`) keeps the
 * records beside the Redis broker, for several instances and restarts.
 */

/**
 * One task the host waits on: the add-on's serialized reference (`serializeReference()`), which
 * server and channel it belongs to, and what its questions show.
 *
 * @example
 * ```ts
 * const record: TaskRecord = { taskId: 'task-1', endpointId: 'reports', reference: {}, serverId: 'reports', toolName: 'nightly-report' };
 * ```
 */
export interface TaskRecord {
  readonly taskId: string;
  /** The session's endpoint id: which server connection the task belongs to. */
  readonly endpointId: string;
  /** `execution.serializeReference()`, as JSON, for `session.resumeTask`. */
  readonly reference: unknown;
  readonly serverId: string;
  /** The bridge channel (user) its questions go to, when there is one. */
  readonly channel?: string;
  readonly toolName?: string;
  /** Epoch milliseconds. */
  readonly createdAt?: number;
  /** Epoch milliseconds; a record past it is dropped. */
  readonly expiresAt?: number;
}

/**
 * Where task records are kept.
 *
 * @example
 * ```ts
 * const store: TaskReferenceStore = createMemoryTaskStore();
 * ```
 */
export interface TaskReferenceStore {
  save(record: TaskRecord): Promise<void>;
  remove(endpointId: string, taskId: string): Promise<void>;
  /** The records of one endpoint, without those past their expiry (which are removed). */
  list(endpointId: string): Promise<TaskRecord[]>;
}

/**
 * A task store in this process's memory: enough for one instance that never restarts.
 *
 * @example
 * ```ts
 * const store = createMemoryTaskStore();
 * await store.save({ taskId: 'task-1', endpointId: 'reports', reference: {}, serverId: 'reports' });
 * ```
 */
export function createMemoryTaskStore(options: { now?: () => number } = {}): TaskReferenceStore {
  const now = options.now ?? Date.now;
  const records = new Map<string, TaskRecord>();
  const keyOf = (endpointId: string, taskId: string) => `${endpointId}\u0000${taskId}`;
  return {
    async save(record) {
      records.set(keyOf(record.endpointId, record.taskId), structuredClone(record));
    },
    async remove(endpointId, taskId) {
      records.delete(keyOf(endpointId, taskId));
    },
    async list(endpointId) {
      const found: TaskRecord[] = [];
      for (const [key, record] of records) {
        if (record.endpointId !== endpointId) continue;
        if (record.expiresAt !== undefined && record.expiresAt <= now()) records.delete(key);
        else found.push(structuredClone(record));
      }
      return found;
    },
  };
}
