/**
 * "Stop task" through the bridge: a tab POSTs `{ id, stopTask: true }` to the bridge's route, the
 * backend watching the task sends `tasks/cancel` (test/support/tasks-server.mjs, over Streamable
 * HTTP on 127.0.0.1, through the v2 adapter), and the task's questions leave every tab as stopped.
 * Sessions are an HttpOnly cookie read by `authorize` (test/support/session-app.ts); the stop is
 * held to the answer's rules: Fetch Metadata, JSON only, the caller's own channel. On Redis the
 * stop reaches the instance that holds the request from another instance.
 */
import type { ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachTaskElicitation, httpTaskDispatch, type TaskElicitation } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createMemoryTaskStore, createRemoteElicitationQueue, type QueueEntry } from 'mcp-elicitation-core';
import { createElicitationBridge, createRedisBroker, type ElicitationBridge } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { stopProcess } from '../support/processes';
import { waitForEntries } from '../support/queue-helpers';
import { startRedis, type RedisServer } from '../support/redis';
import { startSessionApp } from '../support/session-app';
import { connectTasksClient, control, startTasksServer } from '../support/tasks-helpers';

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

async function taskStatus(taskId: string): Promise<string | undefined> {
  const state = (await control(server.origin, 'state')) as { tasks: Array<{ taskId: string; status: string }> };
  return state.tasks.find((task) => task.taskId === taskId)?.status;
}

/** A v2 client of the tasks server whose tasks' questions go to `channel` through `bridge`. */
async function backend(bridge: ElicitationBridge, channel: string): Promise<TaskElicitation> {
  const { client, framing } = await connectTasksClient(server.origin);
  const tasks = attachTaskElicitation(client, {
    endpointId: `reports:${channel}`,
    elicit: bridge.target(channel),
    server: { id: 'reports', label: 'Reports' },
    channel,
    store: createMemoryTaskStore(),
    rawDispatch: httpTaskDispatch(`${server.origin}/mcp`),
    v2RequestFraming: framing,
  });
  cleanups.push(
    () => client.close(),
    () => tasks.detach(),
  );
  return tasks;
}

/** POSTs a stop for `id` as a browser would, with the given cookie and headers. */
function postStop(url: string, id: string, headers: Record<string, string>, body: unknown = { id, stopTask: true }) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  });
}

describe('Stop task through the bridge (in-process broker)', () => {
  it('stops the user’s own task (tasks/cancel, questions withdrawn as stopped); another user, another site and a form post cannot', async () => {
    const app = await startSessionApp();
    cleanups.push(() => app.close());
    const [alice, bob] = await Promise.all([app.login('alice'), app.login('bob')]);
    const tasks = await backend(app.bridge, 'alice');
    const outcome = tasks.callTool('ask-two');

    const tab = createRemoteElicitationQueue({ url: app.url, headers: { cookie: alice }, initialBackoffMs: 50 });
    cleanups.push(() => tab.dispose());
    const asked = await waitForEntries(tab, (list) => list.length === 2);
    const [first] = asked as [QueueEntry, QueueEntry];
    const taskId = first.task!.id;
    expect(first.task).toMatchObject({ toolName: 'ask-two', stoppable: true });

    // Another signed-in user names alice's request: no such request on his channel.
    const foreign = await postStop(app.url, first.id, { cookie: bob });
    expect(foreign.status).toBe(404);
    // Another site's page, with alice's cookie: refused before the session is read.
    expect((await postStop(app.url, first.id, { cookie: alice, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // A form post (no CORS preflight) cannot carry it either.
    const form = await fetch(app.url, {
      method: 'POST',
      headers: { cookie: alice, 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ id: first.id, stopTask: true }),
    });
    expect(form.status).toBe(415);
    // Signed out: 401.
    expect((await postStop(app.url, first.id, {})).status).toBe(401);
    expect(await taskStatus(taskId)).toBe('input_required');
    expect(tab.getSnapshot().entries.map((entry) => entry.status)).toEqual(['pending', 'pending']);

    // Alice's own tab: the stop reaches the backend, which cancels the task on the server.
    expect(tab.stopTask(first.id)).toBe(true);
    const ended = await waitForEntries(tab, (list) => list.length === 2 && list.every((entry) => entry.status === 'withdrawn'));
    expect(ended.map((entry) => entry.reason)).toEqual(['task-stopped', 'task-stopped']);
    await expect(outcome).resolves.toEqual({ status: 'stopped', taskId });
    expect(await taskStatus(taskId)).toBe('cancelled');
    // Nothing left to stop: the request is gone (410: withdrawn), for alice as for anyone.
    expect((await postStop(app.url, first.id, { cookie: alice })).status).toBe(410);
    expect((await postStop(app.url, first.id, { cookie: bob })).status).toBe(404);
  });

  it('a stop the server refuses is 502 stop-failed; the tab keeps the question, says so, and can try again', async () => {
    await control(server.origin, 'cancel', { refuse: true });
    cleanups.push(() => control(server.origin, 'cancel', { refuse: false }));
    const app = await startSessionApp();
    cleanups.push(() => app.close());
    const alice = await app.login('alice');
    const tasks = await backend(app.bridge, 'alice');
    const outcome = tasks.callTool('ask-one');
    const tab = createRemoteElicitationQueue({ url: app.url, headers: { cookie: alice }, initialBackoffMs: 50 });
    cleanups.push(() => tab.dispose());
    const [entry] = await waitForEntries(tab, (list) => list[0]?.status === 'pending');
    const response = await postStop(app.url, entry!.id, { cookie: alice });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'stop-failed' });
    // Through the tab's queue: the question stays, with why.
    expect(tab.stopTask(entry!.id)).toBe(true);
    const failed = await waitForEntries(tab, (list) => list[0]?.stopFailure !== undefined);
    expect(failed.map((item) => [item.status, item.stopFailure])).toEqual([['pending', { code: 'failed' }]]);
    expect(await taskStatus(entry!.task!.id)).toBe('input_required');
    // The server takes it now: trying again stops the task.
    await control(server.origin, 'cancel', { refuse: false });
    expect(tab.stopTask(entry!.id)).toBe(true);
    const ended = await waitForEntries(tab, (list) => list[0]?.status === 'withdrawn');
    expect(ended.map((item) => [item.reason, item.stopFailure])).toEqual([['task-stopped', undefined]]);
    await expect(outcome).resolves.toMatchObject({ status: 'stopped' });
  });

  it('refuses a stop for a question that is not from a stoppable task', async () => {
    const app = await startSessionApp();
    cleanups.push(() => app.close());
    const alice = await app.login('alice');
    const tab = createRemoteElicitationQueue({ url: app.url, headers: { cookie: alice }, initialBackoffMs: 50 });
    cleanups.push(() => tab.dispose());
    const controller = new AbortController();
    const answer = app.bridge
      .target('alice')
      .request(
        { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } },
        { server: { id: 'plain' }, signal: controller.signal, stopTask: () => undefined },
      );
    const [entry] = await waitForEntries(tab, (list) => list.length === 1);
    const response = await postStop(app.url, entry!.id, { cookie: alice });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'not-stoppable' });
    expect(tab.stopTask(entry!.id)).toBe(false);
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });
});

describe('Stop task through the bridge on Redis, two instances', () => {
  it('a stop sent to the instance without the request reaches the one whose backend watches the task', async () => {
    const clients = await Promise.all([0, 1].map(() => createClient({ url: redis.url }).connect()));
    const [brokerA, brokerB] = clients.map((client) => createRedisBroker(client, { prefix: 'tasks-stop' }));
    const authorize = (request: Request) => request.headers.get('x-test-user');
    const [bridgeA, bridgeB] = [brokerA!, brokerB!].map((broker) => createElicitationBridge({ authorize, broker }));
    const servedB = await serveHandler(bridgeB!.handler, '/');
    cleanups.push(
      ...clients.map((client) => () => client.close()),
      () => brokerA!.close(),
      () => brokerB!.close(),
      () => bridgeA!.close(),
      () => bridgeB!.close(),
      () => servedB.close(),
    );
    // The backend (and so the request) is on instance A; the tab talks to instance B only.
    const tasks = await backend(bridgeA!, 'alice');
    const outcome = tasks.callTool('ask-one');
    const tab = createRemoteElicitationQueue({ url: servedB.url, headers: { 'x-test-user': 'alice' }, initialBackoffMs: 50 });
    cleanups.push(() => tab.dispose());
    const [entry] = await waitForEntries(tab, (list) => list.length === 1);
    const taskId = entry!.task!.id;

    // Bob, on the same instance: not his request.
    expect((await postStop(servedB.url, entry!.id, { 'x-test-user': 'bob' })).status).toBe(404);
    expect(await taskStatus(taskId)).toBe('input_required');

    expect(tab.stopTask(entry!.id)).toBe(true);
    await waitForEntries(tab, (list) => list[0]?.status === 'withdrawn' && list[0].reason === 'task-stopped');
    await expect(outcome).resolves.toEqual({ status: 'stopped', taskId });
    expect(await taskStatus(taskId)).toBe('cancelled');
  });
});
