/**
 * Questions inside tasks of the Tasks extension through the v2 adapter (`attachTaskElicitation`,
 * over @modelcontextprotocol/ext-tasks 0.2 and @modelcontextprotocol/client 2.4), against
 * test/support/tasks-server.mjs over Streamable HTTP on 127.0.0.1. The watcher and the queue run on
 * a fake clock and the server's clock is moved by its control route: a day passes without waiting.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachTaskElicitation, httpTaskDispatch, type TaskElicitation } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationQueue, createMemoryTaskStore, createRemoteElicitationQueue, type TaskReferenceStore } from 'mcp-elicitation-core';
import { createElicitationBridge, createRedisBroker, createRedisTaskStore } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { repoRoot, stopProcess } from '../support/processes';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { startRedis, type RedisServer } from '../support/redis';
import { connectTasksClient, control, fakeClock, startTasksServer } from '../support/tasks-helpers';

const DAY = 24 * 3_600_000;
const answerOf = (text: string) => ({ action: 'accept' as const, content: { answer: text } });

describe('tasks through the v2 adapter, in the page (the queue)', () => {
  let server: { child: ChildProcess; origin: string };
  beforeAll(async () => {
    server = await startTasksServer();
  });
  afterAll(() => stopProcess(server.child));
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(store: TaskReferenceStore = createMemoryTaskStore()) {
    // The fake clock starts at the server's time (which earlier tests moved on).
    const time = fakeClock(((await control(server.origin, 'advance', { ms: 0 })) as { now: number }).now);
    const queue = createElicitationQueue({ now: time.clock.now, timers: time.clock });
    const { client, framing } = await connectTasksClient(server.origin);
    const tasks = attachTaskElicitation(client, {
      endpointId: 'reports',
      elicit: queue,
      server: { id: 'reports', label: 'Reports' },
      store,
      clock: time.clock,
      rawDispatch: httpTaskDispatch(`${server.origin}/mcp`),
      v2RequestFraming: framing,
    });
    cleanups.push(
      () => queue.dispose(),
      () => client.close(),
      () => tasks.detach(),
    );
    return { time, queue, tasks, store };
  }

  async function taskState(taskId: string) {
    const state = (await control(server.origin, 'state')) as {
      tasks: Array<{ taskId: string; status: string; gets: number }>;
      updates: Array<{ taskId: string; keys: string[] }>;
      subscriptions: string[][];
    };
    return {
      task: state.tasks.find((task) => task.taskId === taskId),
      updates: state.updates.filter((update) => update.taskId === taskId).map((update) => update.keys),
      listened: state.subscriptions.some((taskIds) => taskIds.includes(taskId)),
    };
  }

  /** How many `tasks/get` the server answered for the task. */
  const gets = async (taskId: string) => (await taskState(taskId)).task?.gets;
  const LOUD = { timeout: 15_000 };

  it('marks the question with its task, and takes its answer a day later', async () => {
    const { time, queue, tasks } = await setup();
    const outcome = tasks.callTool('ask-one');
    const entry = await nextPending(queue);
    expect(entry.task).toMatchObject({ toolName: 'ask-one', key: 'q1', stoppable: true });
    expect(entry.task!.expiresAt! - entry.task!.createdAt!).toBe(3 * DAY);
    // Kept until the task expires, not for a live call's timeout.
    expect(entry.deadline).toBe(entry.task!.expiresAt);

    // A day passes on both clocks; the task is still asking, the question still pending.
    await control(server.origin, 'advance', { ms: DAY });
    time.advance(DAY);
    expect(queue.getSnapshot().entries.map((item) => item.status)).toEqual(['pending']);
    expect(queue.respond(entry.id, answerOf('a day later'))).toBe(true);
    await expect(outcome).resolves.toMatchObject({ status: 'completed', taskId: entry.task!.id });
    const settled = (await outcome) as { result: { content: Array<{ text: string }> } };
    expect(settled.result.content[0]!.text).toBe('q1={"action":"accept","content":{"answer":"a day later"}}');
  });

  it('shows two questions of one task at once, and sends each answer on its own', async () => {
    const { queue, tasks } = await setup();
    const outcome = tasks.callTool('ask-two');
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    const byKey = Object.fromEntries(entries.map((entry) => [entry.task!.key, entry]));
    expect(queue.respond(byKey.q2!.id, answerOf('second first'))).toBe(true);
    const taskId = byKey.q1!.task!.id;
    await expect.poll(async () => (await taskState(taskId)).updates).toEqual([['q2']]);
    expect(queue.respond(byKey.q1!.id, { action: 'decline' })).toBe(true);
    await expect(outcome).resolves.toMatchObject({ status: 'completed' });
    expect((await taskState(taskId)).updates).toEqual([['q2'], ['q1']]);
  });

  it('shows three questions of one task at once', async () => {
    const { queue, tasks } = await setup();
    const outcome = tasks.callTool('ask-three');
    const entries = await waitForEntries(queue, (list) => list.length === 3);
    expect(entries.map((entry) => entry.task!.key).sort()).toEqual(['q1', 'q2', 'q3']);
    for (const entry of entries) queue.respond(entry.id, answerOf(entry.task!.key!));
    await expect(outcome).resolves.toMatchObject({ status: 'completed' });
  });

  it('withdraws the questions of a task that expires', async () => {
    const { time, queue, tasks } = await setup();
    const outcome = tasks.callTool('expires');
    const entry = await nextPending(queue);
    expect(entry.task!.expiresAt! - entry.task!.createdAt!).toBe(3_600_000);
    time.advance(entry.task!.expiresAt! - time.clock.now());
    await waitForEntries(queue, (list) => list[0]?.status === 'withdrawn');
    await expect(outcome).resolves.toEqual({ status: 'expired', taskId: entry.task!.id });
  });

  it('withdraws a question the server stops asking', async () => {
    const { time, queue, tasks } = await setup();
    const outcome = tasks.callTool('stops-asking');
    const entry = await nextPending(queue);
    await control(server.origin, 'withdraw', { taskId: entry.task!.id, key: 'q1' });
    time.advance(60_000); // the server's polling hint
    await waitForEntries(queue, (list) => list[0]?.status === 'withdrawn');
    expect(queue.respond(entry.id, answerOf('too late'))).toBe(false);
    await tasks.stop(entry.task!.id);
    await expect(outcome).resolves.toMatchObject({ status: 'stopped' });
  });

  it('Stop task sends tasks/cancel and withdraws the task’s questions; decline would have answered', async () => {
    const { queue, tasks } = await setup();
    const outcome = tasks.callTool('ask-two');
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    const taskId = entries[0]!.task!.id;
    expect(tasks.tasks().map((task) => task.id)).toEqual([taskId]);
    // The host's "Stop task" on one of the questions: the queue calls the task's stop.
    expect(entries[0]!.task!.stoppable).toBe(true);
    expect(queue.stopTask(entries[0]!.id)).toBe(true);
    const withdrawn = await waitForEntries(queue, (list) => list.every((item) => item.status === 'withdrawn'));
    // Withdrawn because the user stopped the task, and the host says so.
    expect(withdrawn.map((item) => item.reason)).toEqual(['task-stopped', 'task-stopped']);
    await expect(outcome).resolves.toEqual({ status: 'stopped', taskId });
    const { task, updates } = await taskState(taskId);
    expect(task?.status).toBe('cancelled');
    expect(updates).toEqual([]);
  });

  /**
   * Starts `asks-later` (working, no question yet) and waits until the server pushes its status to
   * the watcher and the watcher has set its next poll. Resolves with the task and how many
   * `tasks/get` the server answered so far.
   */
  async function quietTask(tasks: TaskElicitation, time: ReturnType<typeof fakeClock>) {
    const outcome = tasks.callTool('asks-later');
    await expect.poll(() => tasks.tasks().length, LOUD).toBe(1);
    const taskId = tasks.tasks()[0]!.id;
    await expect.poll(async () => (await taskState(taskId)).listened, LOUD).toBe(true);
    // The watcher polled once more after the server acknowledged (for a change in between, which no
    // notification told), and its next poll is the slow safety poll, not the server's 60 s.
    await expect.poll(() => time.pending()[0], LOUD).toBe(10 * 60_000);
    return { outcome, taskId, before: (await gets(taskId))! };
  }

  it('push: a question asked after a quiet period reaches the queue on the notification, with no poll in between', async () => {
    const { time, queue, tasks } = await setup();
    const { outcome, taskId, before } = await quietTask(tasks, time);
    // Five of the server's polling intervals (60 s) pass: polling would have asked five times.
    for (let minute = 0; minute < 5; minute += 1) time.advance(60_000);
    expect(queue.getSnapshot().entries).toEqual([]);
    // The task needs its question now; the server says so on the subscription, and the clock stands still.
    await control(server.origin, 'ask', { taskId });
    const entry = await nextPending(queue);
    expect(entry.task).toMatchObject({ id: taskId, toolName: 'asks-later', key: 'q1' });
    // One tasks/get since the quiet period began: the one the notification woke.
    expect(await gets(taskId)).toBe(before + 1);
    queue.respond(entry.id, answerOf('pushed'));
    await expect(outcome).resolves.toMatchObject({ status: 'completed', taskId });
  });

  it('push: a slow safety poll stays while the server pushes', async () => {
    const { time, tasks } = await setup();
    const { taskId, before } = await quietTask(tasks, time);
    // The safety poll's interval (10 min by default): one tasks/get, in case a notification was lost.
    time.advance(10 * 60_000);
    await expect.poll(() => gets(taskId), LOUD).toBe(before + 1);
    await tasks.stop(taskId);
  });

  it('push: a server that refuses subscriptions/listen is polled at its interval', async () => {
    await control(server.origin, 'push', { offer: false });
    cleanups.push(() => control(server.origin, 'push', { offer: true }));
    const { time, queue, tasks } = await setup();
    const outcome = tasks.callTool('asks-later');
    await expect.poll(() => tasks.tasks().length, LOUD).toBe(1);
    const taskId = tasks.tasks()[0]!.id;
    // The watcher's next poll is at the server's interval; no subscription.
    await expect.poll(() => time.pending()[0], LOUD).toBe(60_000);
    expect((await taskState(taskId)).listened).toBe(false);
    const before = (await gets(taskId))!;
    time.advance(60_000);
    await expect.poll(() => gets(taskId), LOUD).toBe(before + 1);
    await control(server.origin, 'ask', { taskId });
    expect(queue.getSnapshot().entries).toEqual([]);
    // Asked on the next poll, not on a notification.
    await expect.poll(() => time.pending()[0], LOUD).toBe(60_000);
    time.advance(60_000);
    const entry = await nextPending(queue);
    expect(entry.task).toMatchObject({ id: taskId, key: 'q1' });
    queue.respond(entry.id, answerOf('polled'));
    await expect(outcome).resolves.toMatchObject({ status: 'completed', taskId });
  });

  it('a Stop task the server refuses leaves the task’s questions open, and the entry says so', async () => {
    await control(server.origin, 'cancel', { refuse: true });
    cleanups.push(() => control(server.origin, 'cancel', { refuse: false }));
    const { queue, tasks } = await setup();
    const outcome = tasks.callTool('ask-two');
    const entries = await waitForEntries(queue, (list) => list.length === 2);
    expect(queue.stopTask(entries[0]!.id)).toBe(true);
    const after = await waitForEntries(queue, (list) => list.some((entry) => entry.stopFailure !== undefined));
    expect(after.map((entry) => [entry.status, entry.stopFailure])).toEqual([
      ['pending', { code: 'failed' }],
      ['pending', undefined],
    ]);
    expect((await taskState(entries[0]!.task!.id)).task?.status).toBe('input_required');
    // Trying again clears it; the server takes it now, and the questions leave as stopped.
    await control(server.origin, 'cancel', { refuse: false });
    expect(queue.stopTask(entries[0]!.id)).toBe(true);
    const stopped = await waitForEntries(queue, (list) => list.every((entry) => entry.status === 'withdrawn'));
    expect(stopped.map((entry) => [entry.reason, entry.stopFailure])).toEqual([
      ['task-stopped', undefined],
      ['task-stopped', undefined],
    ]);
    await expect(outcome).resolves.toMatchObject({ status: 'stopped' });
  });

  it('a second backend with the same store resumes the task, and its question is answerable there', async () => {
    const store = createMemoryTaskStore();
    const first = await setup(store);
    void first.tasks.callTool('ask-one');
    const asked = await nextPending(first.queue);
    // The first backend goes away: its watch ends, the task and its record stay.
    await first.tasks.detach();
    await waitForEntries(first.queue, (list) => list[0]?.status === 'withdrawn');

    const second = await setup(store);
    expect(await second.tasks.resume()).toBe(1);
    const again = await nextPending(second.queue);
    expect(again.task).toMatchObject({ id: asked.task!.id, toolName: 'ask-one', key: 'q1' });
    second.queue.respond(again.id, answerOf('after the restart'));
    await expect.poll(async () => (await taskState(asked.task!.id)).task?.status).toBe('completed');
    await expect.poll(async () => (await store.list('reports')).length).toBe(0);
  });
});

describe('tasks through the bridge on Redis', () => {
  let server: { child: ChildProcess; origin: string };
  let redis: RedisServer;
  beforeAll(async () => {
    [server, redis] = await Promise.all([startTasksServer(), startRedis()]);
  });
  afterAll(async () => {
    await stopProcess(server.child);
    await redis?.stop();
  });
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a tab that connects after the question was asked gets it with its task, kept past the bridge timeout', async () => {
    const redisClient = createClient({ url: redis.url });
    await redisClient.connect();
    const broker = createRedisBroker(redisClient, { prefix: 'tasks-test' });
    const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker, timeoutMs: 60_000 });
    const served = await serveHandler(bridge.handler, '/');
    const store = createRedisTaskStore(redisClient, { prefix: 'tasks-test' });
    const { client, framing } = await connectTasksClient(server.origin);
    const tasks: TaskElicitation = attachTaskElicitation(client, {
      endpointId: 'reports',
      elicit: bridge.target('alice'),
      server: { id: 'reports' },
      channel: 'alice',
      store,
      rawDispatch: httpTaskDispatch(`${server.origin}/mcp`),
      v2RequestFraming: framing,
    });
    cleanups.push(
      () => redisClient.close(),
      () => broker.close(),
      () => bridge.close(),
      () => served.close(),
      () => client.close(),
      () => tasks.detach(),
    );
    const outcome = tasks.callTool('ask-one');
    await expect.poll(async () => (await store.list('reports')).map((record) => record.channel)).toEqual(['alice']);
    await expect.poll(async () => (await broker.list('alice')).length).toBe(1);

    // The tab opens only now.
    const tab = createRemoteElicitationQueue({
      url: served.url,
      headers: { 'x-test-user': 'alice' },
      initialBackoffMs: 50,
    });
    cleanups.push(() => tab.dispose());
    const entry = await nextPending(tab);
    expect(entry.task).toMatchObject({ toolName: 'ask-one', key: 'q1' });
    // The bridge's own timeout is a minute; a task's question waits for the task's expiry.
    expect(entry.deadline).toBe(entry.task!.expiresAt);
    expect(tab.respond(entry.id, answerOf('from the tab'))).toBe(true);
    await expect(outcome).resolves.toMatchObject({ status: 'completed' });
    await expect.poll(async () => (await store.list('reports')).length).toBe(0);
  });
});

describe('tasks across a backend restart (a second process), through the bridge on Redis', () => {
  const LEASE_MS = 1_500;
  let server: { child: ChildProcess; origin: string };
  let redis: RedisServer;
  beforeAll(async () => {
    [server, redis] = await Promise.all([startTasksServer(), startRedis()]);
  });
  afterAll(async () => {
    await stopProcess(server.child);
    await redis?.stop();
  });
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Starts test/support/tasks-backend.ts; `lines` resolves each line it prints, in order. */
  function startBackend() {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/support/tasks-backend.ts', redis.url, server.origin, String(LEASE_MS)],
      {
        cwd: repoRoot,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    cleanups.push(() => stopProcess(child));
    const seen: string[] = [];
    const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
    createInterface({ input: child.stdout! }).on('line', (line) => {
      seen.push(line);
      for (const waiter of waiters.filter((item) => item.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
    const next = (pattern: RegExp) =>
      new Promise<string>((resolve) => {
        const found = seen.find((line) => pattern.test(line));
        if (found !== undefined) resolve(found);
        else waiters.push({ pattern, resolve });
      });
    return { child, next, send: (line: string) => child.stdin!.write(`${line}\n`) };
  }

  it('the question is still answerable after the backend that asked it died and another resumed the task', async () => {
    const redisClient = createClient({ url: redis.url });
    await redisClient.connect();
    const broker = createRedisBroker(redisClient, { prefix: 'tasks-restart', leaseMs: LEASE_MS });
    const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker });
    const served = await serveHandler(bridge.handler, '/');
    cleanups.push(
      () => redisClient.close(),
      () => broker.close(),
      () => bridge.close(),
      () => served.close(),
    );
    const tab = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' }, initialBackoffMs: 50 });
    cleanups.push(() => tab.dispose());

    const first = startBackend();
    await first.next(/^READY$/);
    first.send('call alice ask-one');
    const asked = await nextPending(tab);
    expect(asked.task).toMatchObject({ toolName: 'ask-one', key: 'q1' });

    // The backend dies mid-task: its request is withdrawn once its lease lapses.
    first.child.kill('SIGKILL');
    await waitForEntries(tab, (list) => list.some((entry) => entry.id === asked.id && entry.status === 'withdrawn'));

    const second = startBackend();
    await second.next(/^READY$/);
    second.send('resume alice');
    expect(await second.next(/^RESUMED /)).toBe('RESUMED 1');
    const again = await waitForEntries(tab, (list) =>
      list.some((entry) => entry.status === 'pending' && entry.task?.id === asked.task!.id),
    );
    const pending = again.find((entry) => entry.status === 'pending')!;
    expect(tab.respond(pending.id, answerOf('after the restart'))).toBe(true);
    // The resumed backend sent the answer: the task completed with it.
    await expect
      .poll(async () =>
        ((await control(server.origin, 'state')) as { tasks: Array<{ taskId: string; status: string; answers: unknown }> }).tasks.find(
          (task) => task.taskId === asked.task!.id,
        ),
      )
      .toMatchObject({ status: 'completed', answers: { q1: answerOf('after the restart') } });
    await expect.poll(async () => createRedisTaskStore(redisClient, { prefix: 'tasks-restart' }).list('reports:alice')).toEqual([]);
  });
});
