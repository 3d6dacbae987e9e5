/**
 * Questions inside tasks of the Tasks extension (`io.modelcontextprotocol/tasks`, 2026-07-28) for
 * the v2 SDK client, through the official add-on `@modelcontextprotocol/ext-tasks` (an optional
 * peer): the add-on's session calls the tool and makes every `tasks/*` request (framing, the
 * `Mcp-Name` header, its codecs); {@link watchTask} decides when (see `tasks/task-watch.ts`). Each
 * task's reference (`serializeReference()`) is kept in a task store until the task ends, so a
 * restarted backend resumes polling every open task ({@link TaskElicitation.resume}).
 *
 * Push: each watched task opens the client's own `subscriptions/listen` (`client.listen`) with the
 * add-on's task filter (`contributeTaskFilterV2`); the add-on's port hands over every notification
 * the client receives, and the add-on's guard (`isTaskStatusNotificationV2`) picks the task's
 * status notifications, which wake its watcher. Without the subscription (a 2025 connection, a
 * server that refuses it or leaves the task out of its acknowledgement) the watcher polls.
 */
import type { Client, SubscriptionFilter } from '@modelcontextprotocol/client';
import { contributeTaskFilterV2, isTaskStatusNotificationV2, readAcceptedTaskIdsV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import {
  createSessionPortFromClient,
  withTasks,
  type CreateTaskSessionFromClientOptions,
  type JsonRpcResponse,
  type RawClientDispatch,
  type ResolvedInputExchangeContext,
  type ApplicationInputRequest,
  type TaskController,
  type TaskEnabledSession,
} from '@modelcontextprotocol/ext-tasks/client';
import type { ElicitRequestParams } from '../schema/protocol';
import { resolveServer, toElicit, withReported, type ElicitTarget, type ElicitTask, type ServerSource } from '../elicitation/elicit';
import { createMemoryTaskStore, type TaskRecord, type TaskReferenceStore } from '../tasks/task-store';
import {
  watchTask,
  type TaskClock,
  type TaskPort,
  type TaskSnapshot,
  type TaskSubscription,
  type TaskWatch,
  type TaskWatchEnd,
} from '../tasks/task-watch';

/**
 * Options of {@link attachTaskElicitation}.
 *
 * @example
 * ```ts
 * const options: TaskElicitationOptions = { endpointId: 'reports', elicit: queue, server: { id: 'reports' }, rawDispatch, v2RequestFraming };
 * ```
 */
export type TaskElicitationOptions = Pick<CreateTaskSessionFromClientOptions, 'rawDispatch' | 'v2RequestFraming'> & {
  /** A stable name for this server connection: stored task references are scoped to it. */
  endpointId: string;
  /** Where questions go: the queue, `bridge.target(user)`, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /** The host's identity for the server. */
  server: ServerSource;
  /** Where the references of open tasks are kept. Default: memory (lost on restart). */
  store?: TaskReferenceStore;
  /** Saved with each record (the bridge channel its questions go to). */
  channel?: string;
  /** Default: the real clock. */
  clock?: TaskClock;
  /** Polling interval when the server gives no hint. Default 5 s. */
  defaultPollIntervalMs?: number;
  /**
   * While the server pushes a task's status (`subscriptions/listen`) and none of its questions is
   * pending: the safety poll's interval. Default 10 min.
   */
  quietPollIntervalMs?: number;
  /** Told about failed task requests (the watcher retries). */
  onError?: (error: unknown) => void;
};

/**
 * What a tool call through {@link TaskElicitation.callTool} ends with: the tool's result, or how
 * its task ended without one.
 *
 * @example
 * ```ts
 * const outcome: TaskCallOutcome = { status: 'stopped' };
 * ```
 */
export type TaskCallOutcome =
  | { readonly status: 'completed'; readonly result: unknown; readonly taskId?: string }
  | { readonly status: Exclude<TaskWatchEnd, 'completed'>; readonly taskId: string; readonly error?: unknown };

/**
 * A v2 client whose tasks' questions reach the queue.
 *
 * @example
 * ```ts
 * declare const tasks: TaskElicitation;
 * const outcome = await tasks.callTool('nightly-report', { day: '2026-12-01' });
 * ```
 */
export interface TaskElicitation {
  /** The add-on's session over the client. */
  readonly session: TaskEnabledSession;
  /** Calls a tool; a task's questions are asked until it ends. Resolves with the outcome. */
  callTool(name: string, args?: Record<string, unknown>): Promise<TaskCallOutcome>;
  /** Resumes every stored task of this endpoint (after a restart); resolves with how many. */
  resume(): Promise<number>;
  /** The tasks being watched. */
  tasks(): ElicitTask[];
  /** "Stop task": `tasks/cancel`, and its questions are withdrawn. */
  stop(taskId: string): Promise<void>;
  /** Stops watching (tasks go on, their records stay for `resume`) and closes the session. */
  detach(): Promise<void>;
}

/** The add-on's task view, as far as it is read here. */
interface ViewLike {
  readonly status: TaskSnapshot['status'];
  readonly createdAt?: string;
  readonly retentionMs: number | null;
  readonly suggestedPollIntervalMs?: number;
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * The task's push through the client's own `subscriptions/listen`, with the add-on's task filter.
 * `undefined` when the server does not offer it: the call fails (a 2025 connection, a refusal such
 * as -32021 when the client did not declare the extension) or the acknowledgement leaves the task
 * out. SDK 2.4 keeps only the core filter's fields of the acknowledgement, so an acknowledgement
 * without `taskIds` is taken as agreement; the watcher's safety poll covers a server that then
 * never sends.
 */
async function listenTo(
  client: Client,
  taskId: string,
  notifiers: Map<string, () => void>,
  notify: () => void,
): Promise<TaskSubscription | undefined> {
  const filter = contributeTaskFilterV2({}, [taskId]).notifications as SubscriptionFilter;
  notifiers.set(taskId, notify);
  const forget = () => {
    if (notifiers.get(taskId) === notify) notifiers.delete(taskId);
  };
  let subscription: Awaited<ReturnType<Client['listen']>>;
  try {
    subscription = await client.listen(filter);
  } catch {
    forget();
    return undefined;
  }
  const honored = subscription.honoredFilter as { readonly taskIds?: unknown };
  if (honored.taskIds !== undefined && !readAcceptedTaskIdsV2({ notifications: honored }).includes(taskId)) {
    forget();
    await subscription.close();
    return undefined;
  }
  void subscription.closed.then(forget);
  return {
    closed: subscription.closed,
    close: () => {
      forget();
      void subscription.close();
    },
  };
}

/** The add-on port's `[Symbol.dispose]()` (looked up: the build's `lib` predates `Symbol.dispose`). */
function disposePort(port: object): void {
  const key = (Symbol as unknown as { readonly dispose?: symbol }).dispose;
  if (key !== undefined) (port as Record<symbol, (() => void) | undefined>)[key]?.();
}

function portOf(controller: TaskController, listen?: TaskPort['listen']): TaskPort {
  return {
    ...(listen !== undefined && { listen }),
    async get(signal) {
      const view = (await controller.snapshot(signal)) as unknown as ViewLike;
      const inputRequests = view.raw.inputRequests as TaskSnapshot['inputRequests'];
      return {
        status: view.status,
        ...(inputRequests !== undefined && { inputRequests }),
        ...(view.suggestedPollIntervalMs !== undefined && { pollIntervalMs: view.suggestedPollIntervalMs }),
        ...(view.createdAt !== undefined && { createdAt: view.createdAt }),
        ttlMs: view.retentionMs,
      };
    },
    update: (inputResponses) => controller.update(inputResponses as Parameters<TaskController['update']>[0]),
    cancel: () => controller.cancel(),
  };
}

/**
 * Makes the v2 client's tools callable as tasks whose questions reach `elicit`. Call it after
 * `client.connect` (the session reads the server's capabilities). A 2026-07-28 server needs
 * `rawDispatch` and `v2RequestFraming` (the SDK's own request path rejects task replies):
 * {@link httpTaskDispatch} is one for Streamable HTTP. Questions a task asks in the older
 * 2025-11-25 form, and input a call needs before it becomes a task, go to `elicit` too.
 *
 * @example
 * ```ts
 * const tasks = attachTaskElicitation(client, {
 *   endpointId: 'reports',
 *   elicit: queue,
 *   server: { id: 'reports', label: 'Reports' },
 *   rawDispatch: httpTaskDispatch(url),
 *   v2RequestFraming: { protocolVersion: '2026-07-28', clientInfo, clientCapabilities },
 * });
 * const outcome = await tasks.callTool('nightly-report');
 * ```
 */
export function attachTaskElicitation(client: Client, options: TaskElicitationOptions): TaskElicitation {
  const elicit = toElicit(options.elicit);
  const store = options.store ?? createMemoryTaskStore();
  const watches = new Map<string, TaskWatch>();
  const server = () => withReported(resolveServer(options.server), client.getServerVersion());

  // Input the add-on routes to the host: a task of the extension is asked by its watcher (the
  // add-on's own driver is detached at once, so this waits for that); everything else is asked here.
  async function onInputRequest<Request extends ApplicationInputRequest>(
    request: Request,
    context: ResolvedInputExchangeContext,
  ): Promise<never> {
    if (context.delivery === 'task-update') {
      await new Promise((_, reject) => context.signal?.addEventListener('abort', () => reject(context.signal?.reason), { once: true }));
    }
    if (request.kind !== 'elicitation') throw new Error(`${request.kind} is not handled here`);
    const result = await elicit(request.params as unknown as ElicitRequestParams, {
      server: server(),
      ...(context.signal !== undefined && { signal: context.signal }),
      ...(context.taskId !== undefined && { task: { id: context.taskId } }),
    });
    return result as never;
  }

  // The add-on's port over the client, shared by its session and the task notifications here.
  const sessionPort = createSessionPortFromClient(
    client,
    options.endpointId,
    options.rawDispatch === undefined ? {} : { rawDispatch: options.rawDispatch, v2RequestFraming: options.v2RequestFraming! },
  );
  const session = withTasks<void>(sessionPort, { onInputRequest } as Parameters<typeof withTasks<void>>[1]);
  /** Each watched task's wake-up, by task id, for its status notifications. */
  const notifiers = new Map<string, () => void>();
  const stopNotifications = sessionPort.onNotification((notification: unknown) => {
    if (isTaskStatusNotificationV2(notification)) notifiers.get(notification.params.taskId)?.();
  });

  async function follow(record: TaskRecord): Promise<TaskCallOutcome> {
    const controller = session.task(record.taskId as Parameters<TaskEnabledSession['task']>[0]);
    const watch = watchTask(
      portOf(controller, (notify) => listenTo(client, record.taskId, notifiers, notify)),
      {
        elicit,
        server: options.server,
        task: {
          id: record.taskId,
          ...(record.toolName !== undefined && { toolName: record.toolName }),
          ...(record.createdAt !== undefined && { createdAt: record.createdAt }),
          ...(record.expiresAt !== undefined && { expiresAt: record.expiresAt }),
        },
        ...(options.clock !== undefined && { clock: options.clock }),
        ...(options.defaultPollIntervalMs !== undefined && { defaultPollIntervalMs: options.defaultPollIntervalMs }),
        ...(options.quietPollIntervalMs !== undefined && { quietPollIntervalMs: options.quietPollIntervalMs }),
        ...(options.onError !== undefined && { onError: options.onError }),
      },
    );
    watches.set(record.taskId, watch);
    const end = await watch.done;
    watches.delete(record.taskId);
    if (end === 'closed') return { status: 'closed', taskId: record.taskId };
    await store.remove(record.endpointId, record.taskId).catch(options.onError);
    if (end !== 'completed') return { status: end, taskId: record.taskId };
    const outcome = await controller.result();
    return outcome.status === 'completed'
      ? { status: 'completed', result: outcome.result, taskId: record.taskId }
      : { status: outcome.status, taskId: record.taskId, ...(outcome.status === 'failed' && { error: outcome.error }) };
  }

  return {
    session,
    async callTool(name, args = {}) {
      const execution = await session.callTool(name, args as never);
      if (execution.kind === 'immediate') {
        const outcome = await execution.result();
        if (outcome.status === 'completed') return { status: 'completed', result: outcome.result };
        throw outcome.status === 'failed' ? outcome.error : new Error('the call was cancelled');
      }
      // The watcher drives the task from here; the add-on's driver would ask one key at a time.
      const reference = execution.serializeReference();
      await execution.detach();
      const view = (await session.task(reference.taskId).snapshot()) as unknown as ViewLike;
      const createdAt = view.createdAt === undefined ? undefined : Date.parse(view.createdAt);
      const record: TaskRecord = {
        taskId: reference.taskId,
        endpointId: options.endpointId,
        reference,
        serverId: resolveServer(options.server).id,
        toolName: name,
        ...(options.channel !== undefined && { channel: options.channel }),
        ...(createdAt !== undefined && Number.isFinite(createdAt) && { createdAt }),
        ...(createdAt !== undefined && view.retentionMs !== null && { expiresAt: createdAt + view.retentionMs }),
      };
      await store.save(record);
      return follow(record);
    },
    async resume() {
      const records = await store.list(options.endpointId);
      const fresh = records.filter((record) => !watches.has(record.taskId));
      for (const record of fresh) void follow(record);
      return fresh.length;
    },
    tasks: () => [...watches.values()].map((watch) => watch.task()),
    async stop(taskId) {
      await watches.get(taskId)?.stop();
    },
    async detach() {
      for (const watch of watches.values()) watch.close();
      watches.clear();
      stopNotifications();
      await session.close();
      disposePort(sessionPort);
    },
  };
}

/**
 * A `rawDispatch` for a 2026-07-28 server over Streamable HTTP: each request is one POST, its reply
 * the response (JSON, or the first matching message of an SSE stream). Carries the headers the add-on
 * asks for (`Mcp-Name` on `tasks/*`) and the protocol version.
 *
 * @example
 * ```ts
 * const rawDispatch = httpTaskDispatch(new URL('https://reports.example/mcp'), { headers: { authorization: `Bearer ${token}` } });
 * ```
 */
export function httpTaskDispatch(
  url: URL | string,
  options: { fetch?: typeof fetch; headers?: Record<string, string>; protocolVersion?: string } = {},
): RawClientDispatch {
  const send = options.fetch ?? fetch;
  let next = 0;
  return async (request, dispatchOptions) => {
    const id = `task-${++next}-${Math.random().toString(36).slice(2)}`;
    const body = { ...(request as Record<string, unknown>), jsonrpc: '2.0', id };
    const response = await send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': options.protocolVersion ?? '2026-07-28',
        'mcp-method': String((request as { method?: unknown }).method),
        ...options.headers,
        ...dispatchOptions?.context?.headers,
      },
      body: JSON.stringify(body),
      ...(dispatchOptions?.signal !== undefined && { signal: dispatchOptions.signal }),
    });
    const text = await response.text();
    const messages = (response.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
      : [text];
    for (const message of messages) {
      let parsed: { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };
      try {
        parsed = JSON.parse(message) as typeof parsed;
      } catch {
        continue;
      }
      if (parsed.id !== id) continue;
      if (parsed.error !== undefined) return { kind: 'error', error: parsed.error } as JsonRpcResponse;
      return { kind: 'result', result: parsed.result } as JsonRpcResponse;
    }
    throw new Error(
      `The server answered ${request && (request as { method?: string }).method} with HTTP ${response.status} and no response`,
    );
  };
}
