/**
 * Browser commands for "Stop task" failing for real, in Chromium: the question is held by a backend
 * in its own process (test/support/tasks-backend.ts: a bridge on a Redis broker and a v2 client of
 * test/support/tasks-server.mjs), the page's tab talks to another bridge instance on the same
 * redis-server (here, in the Vitest server), and the holding backend is killed. Until its lease
 * lapses the question stays pending on the tab, and a stop reaches nobody: the bridge answers 410.
 *
 * - `tasksHolderStart()` → `{ id, url }`: redis-server, the tasks server, the holding backend, the tab's bridge
 * - `tasksHolderCall(id, tool)`: the holding backend calls a tool of the tasks server as a task, for `alice`
 * - `tasksHolderKill(id)`: SIGKILL the holding backend, and wait until it is gone
 * - `tasksHolderServerTasks(id)` → each task's id and status on the tasks server
 * - `tasksHolderStop(id)`
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createClient } from 'redis';
import type { BrowserCommand } from 'vitest/node';
import { createElicitationBridge, createRedisBroker } from 'mcp-elicitation-core/server';
import { serveForTestPage } from './bridge-http';
import { repoRoot, stopProcess } from './processes';
import { startRedis, type RedisServer } from './redis';
import { control, startTasksServer } from './tasks-helpers';

/** Long enough that the killed holder's question stays pending for the whole test. */
const LEASE_MS = 10 * 60_000;

interface Running {
  redis: RedisServer;
  tasksServer: { child: ChildProcess; origin: string };
  holder: ChildProcess;
  close: () => Promise<void>;
}

const running = new Map<string, Running>();
let nextId = 0;

/** Starts test/support/tasks-backend.ts and resolves once it printed READY. */
function startHolder(redisUrl: string, origin: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/tasks-backend.ts', redisUrl, origin, String(LEASE_MS)], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('tasks-backend did not print READY within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`tasks-backend exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line !== 'READY') return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(child);
    });
  });
}

const tasksHolderStart: BrowserCommand<[], { id: string; url: string }> = async (context) => {
  const id = `holder-${++nextId}`;
  const pageOrigin = new URL(context.page.url()).origin;
  const [redis, tasksServer] = await Promise.all([startRedis(), startTasksServer()]);
  const holder = await startHolder(redis.url, tasksServer.origin);
  // The tab's instance: same Redis, same prefix as the holder's (tasks-backend.ts).
  const redisClient = createClient({ url: redis.url });
  await redisClient.connect();
  const broker = createRedisBroker(redisClient, { prefix: 'tasks-restart', leaseMs: LEASE_MS });
  const bridge = createElicitationBridge({
    authorize: (request) => request.headers.get('x-test-user'),
    broker,
    allowedOrigins: [pageOrigin],
  });
  const served = await serveForTestPage(bridge.handler);
  running.set(id, {
    redis,
    tasksServer,
    holder,
    close: async () => {
      await bridge.close();
      await broker.close();
      await served.close();
      await redisClient.close();
    },
  });
  return { id, url: served.url };
};

function get(id: string): Running {
  const state = running.get(id);
  if (!state) throw new Error(`no tasks holder ${id}`);
  return state;
}

const tasksHolderCall: BrowserCommand<[id: string, tool: string]> = (_context, id, tool) => {
  get(id).holder.stdin!.write(`call alice ${tool}\n`);
};

const tasksHolderKill: BrowserCommand<[id: string]> = async (_context, id) => {
  const { holder } = get(id);
  if (holder.exitCode !== null || holder.signalCode !== null) return;
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  holder.kill('SIGKILL');
  await exited;
};

const tasksHolderServerTasks: BrowserCommand<[id: string], Array<{ taskId: string; status: string }>> = async (_context, id) => {
  const state = (await control(get(id).tasksServer.origin, 'state')) as { tasks: Array<{ taskId: string; status: string }> };
  return state.tasks.map(({ taskId, status }) => ({ taskId, status }));
};

const tasksHolderStop: BrowserCommand<[id: string]> = async (_context, id) => {
  const state = running.get(id);
  if (!state) return;
  running.delete(id);
  await state.close();
  await stopProcess(state.holder);
  await stopProcess(state.tasksServer.child);
  await state.redis.stop();
};

export const tasksRedisCommands = { tasksHolderStart, tasksHolderCall, tasksHolderKill, tasksHolderServerTasks, tasksHolderStop };

declare module 'vitest/browser' {
  interface BrowserCommands {
    tasksHolderStart: () => Promise<{ id: string; url: string }>;
    tasksHolderCall: (id: string, tool: string) => Promise<void>;
    tasksHolderKill: (id: string) => Promise<void>;
    tasksHolderServerTasks: (id: string) => Promise<Array<{ taskId: string; status: string }>>;
    tasksHolderStop: (id: string) => Promise<void>;
  }
}
