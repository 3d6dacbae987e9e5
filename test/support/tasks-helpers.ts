/**
 * What the tasks tests share: starting test/support/tasks-server.mjs, connecting a v2 client to it
 * with the Tasks extension, its control routes, and a fake clock for the watcher and the queue.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { elicitationCapabilities, type TaskClock } from 'mcp-elicitation-core';
import { repoRoot, supportServer } from './processes';

export function startTasksServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [supportServer('tasks-server.mjs')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`tasks-server did not listen:\n${output}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`tasks-server exited with ${code}:\n${output}`)));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /tasks-server listening on (\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, origin: match[1]! });
    });
  });
}

export const CLIENT_INFO = { name: 'tasks-test', version: '0.0.0' };

/**
 * A v2 client on 2026-07-28, connected: what `attachTaskElicitation` needs, and its framing. It
 * declares the Tasks extension, as `subscriptions/listen` for a task's notifications requires.
 */
export async function connectTasksClient(origin: string) {
  const capabilities = { ...elicitationCapabilities(), extensions: { 'io.modelcontextprotocol/tasks': {} } };
  const client = new Client(CLIENT_INFO, { capabilities, versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  return { client, framing: { protocolVersion: '2026-07-28', clientInfo: CLIENT_INFO, clientCapabilities: capabilities } };
}

export async function control(origin: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/control/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** A clock whose time moves only when told: timers due by then run, in order. */
export function fakeClock(start = Date.now()) {
  let time = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: TaskClock = {
    now: () => time,
    setTimeout(run, ms) {
      const id = ++nextId;
      timers.set(id, { at: time + ms, run });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
  };
  return {
    clock,
    /** How far ahead each set timer is due, soonest first (to wait until a watcher has set its next poll). */
    pending: () => [...timers.values()].map((timer) => timer.at - time).sort((a, b) => a - b),
    /** Moves the time on by `ms`, running each timer due on the way. */
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        time = Math.max(time, due[1].at);
        due[1].run();
      }
      time = end;
    },
  };
}
