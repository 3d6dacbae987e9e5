/**
 * Browser commands for the tasks tests in Chromium. They run in the Vitest server (Node):
 * test/support/tasks-server.mjs (the Tasks extension over Streamable HTTP on 127.0.0.1), a real
 * bridge served over HTTP (CORS for the test page's origin) and a v2 SDK client whose tasks'
 * questions go to the bridge's channel `alice` through `attachTaskElicitation`. The page gets the
 * bridge's URL and uses the remote queue, as an app's browser code would.
 *
 * - `tasksBridgeStart()` → `{ id, url }`
 * - `tasksBridgeCall(id, tool)`: calls a tool of the tasks server as a task (`ask-one`, `ask-two`, …)
 * - `tasksBridgeOutcome(id)` → how the last call's task ended (`{ status, taskId }`)
 * - `tasksBridgeServerTasks(id)` → what the tasks server holds: each task's id and status
 * - `tasksBridgeStop(id)`
 * - `tasksGrantNotifications()`: the user allows notifications for the test page's origin (CDP
 *   `Browser.grantPermissions`, through Playwright)
 */
import type { ChildProcess } from 'node:child_process';
import type { BrowserCommand } from 'vitest/node';
import type { Page } from 'playwright-core';
import { attachTaskElicitation, httpTaskDispatch, type TaskCallOutcome, type TaskElicitation } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createMemoryTaskStore } from 'mcp-elicitation-core';
import { createElicitationBridge, type ElicitationBridge } from 'mcp-elicitation-core/server';
import { serveForTestPage, type ServedHandler } from './bridge-http';
import { stopProcess } from './processes';
import { connectTasksClient, control, startTasksServer } from './tasks-helpers';

interface Running {
  tasksServer: { child: ChildProcess; origin: string };
  bridge: ElicitationBridge;
  tasks: TaskElicitation;
  close: () => Promise<void>;
  served: ServedHandler;
  outcome?: Promise<TaskCallOutcome>;
}

const running = new Map<string, Running>();
let nextId = 0;

const tasksBridgeStart: BrowserCommand<[], { id: string; url: string }> = async (context) => {
  const id = `tasks-${++nextId}`;
  const pageOrigin = new URL(context.page.url()).origin;
  const tasksServer = await startTasksServer();
  // The test page is another origin than the bridge: taken by its origin, as an app on two origins is.
  const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), allowedOrigins: [pageOrigin] });
  const { client, framing } = await connectTasksClient(tasksServer.origin);
  const tasks = attachTaskElicitation(client, {
    endpointId: 'reports:alice',
    elicit: bridge.target('alice'),
    server: { id: 'reports', label: 'Reports' },
    channel: 'alice',
    store: createMemoryTaskStore(),
    rawDispatch: httpTaskDispatch(`${tasksServer.origin}/mcp`),
    v2RequestFraming: framing,
  });
  const served = await serveForTestPage(bridge.handler);
  running.set(id, {
    tasksServer,
    bridge,
    tasks,
    served,
    close: async () => {
      await tasks.detach();
      await client.close();
    },
  });
  return { id, url: served.url };
};

function get(id: string): Running {
  const state = running.get(id);
  if (!state) throw new Error(`no tasks bridge ${id}`);
  return state;
}

const tasksBridgeCall: BrowserCommand<[id: string, tool: string]> = (_context, id, tool) => {
  const state = get(id);
  state.outcome = state.tasks.callTool(tool);
  // Read by `tasksBridgeOutcome`; a test that fails first must not leave an unhandled rejection.
  state.outcome.catch(() => undefined);
};

const tasksBridgeOutcome: BrowserCommand<[id: string], TaskCallOutcome> = async (_context, id) => {
  const outcome = get(id).outcome;
  if (outcome === undefined) throw new Error('no task call yet');
  return outcome;
};

const tasksBridgeServerTasks: BrowserCommand<[id: string], Array<{ taskId: string; status: string }>> = async (_context, id) => {
  const state = (await control(get(id).tasksServer.origin, 'state')) as { tasks: Array<{ taskId: string; status: string }> };
  return state.tasks.map(({ taskId, status }) => ({ taskId, status }));
};

const tasksBridgeStop: BrowserCommand<[id: string]> = async (_context, id) => {
  const state = running.get(id);
  if (!state) return;
  running.delete(id);
  await state.close();
  await state.bridge.close();
  await state.served.close();
  await stopProcess(state.tasksServer.child);
};

const tasksGrantNotifications: BrowserCommand<[]> = async (context) => {
  const testPage = context.page as unknown as Page;
  await testPage.context().grantPermissions(['notifications'], { origin: new URL(testPage.url()).origin });
};

export const tasksCommands = {
  tasksBridgeStart,
  tasksBridgeCall,
  tasksBridgeOutcome,
  tasksBridgeServerTasks,
  tasksBridgeStop,
  tasksGrantNotifications,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    tasksBridgeStart: () => Promise<{ id: string; url: string }>;
    tasksBridgeCall: (id: string, tool: string) => Promise<void>;
    tasksBridgeOutcome: (id: string) => Promise<TaskCallOutcome>;
    tasksBridgeServerTasks: (id: string) => Promise<Array<{ taskId: string; status: string }>>;
    tasksBridgeStop: (id: string) => Promise<void>;
    tasksGrantNotifications: () => Promise<void>;
  }
}
