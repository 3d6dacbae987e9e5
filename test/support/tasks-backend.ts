/**
 * A backend as its own process, for the restart test: a bridge on a Redis broker (ioredis) and a v2
 * client of test/support/tasks-server.mjs whose tasks' questions go to the bridge, with the task
 * store on the same Redis. The test kills it with SIGKILL mid-task and starts another one.
 *
 * Run with `node --import tsx test/support/tasks-backend.ts <redis-url> <tasks-server-origin> <lease-ms>`.
 * Protocol on stdio, one line each:
 *   out  READY
 *   in   call <channel> <tool>   → out TASK <outcome JSON> when the task ends
 *   in   resume <channel>        → out RESUMED <count> (the resumed tasks' questions go to the bridge again)
 */
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { attachTaskElicitation, httpTaskDispatch, type TaskElicitation } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createElicitationBridge, createRedisBroker, createRedisTaskStore } from 'mcp-elicitation-core/server';
import { connectTasksClient } from './tasks-helpers';

const [redisUrl, origin, leaseMs] = process.argv.slice(2);
const redis = new Redis(redisUrl!);
const broker = createRedisBroker(redis, { prefix: 'tasks-restart', leaseMs: Number(leaseMs) });
const bridge = createElicitationBridge({ authorize: () => undefined, broker });
const store = createRedisTaskStore(redis, { prefix: 'tasks-restart' });

const sessions = new Map<string, TaskElicitation>();
async function tasksFor(channel: string): Promise<TaskElicitation> {
  let tasks = sessions.get(channel);
  if (tasks === undefined) {
    const { client, framing } = await connectTasksClient(origin!);
    tasks = attachTaskElicitation(client, {
      // One endpoint per channel: the records say which user's tasks to resume.
      endpointId: `reports:${channel}`,
      elicit: bridge.target(channel),
      server: { id: 'reports', label: 'Reports' },
      channel,
      store,
      rawDispatch: httpTaskDispatch(`${origin}/mcp`),
      v2RequestFraming: framing,
    });
    sessions.set(channel, tasks);
  }
  return tasks;
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, channel, tool] = line.split(' ');
  if (command === 'call' && channel !== undefined && tool !== undefined) {
    void tasksFor(channel)
      .then((tasks) => tasks.callTool(tool))
      .then(
        (outcome) => process.stdout.write(`TASK ${JSON.stringify(outcome)}\n`),
        (error: unknown) => process.stdout.write(`TASK ${JSON.stringify({ error: String(error) })}\n`),
      );
  }
  if (command === 'resume' && channel !== undefined) {
    void tasksFor(channel)
      .then((tasks) => tasks.resume())
      .then((count) => process.stdout.write(`RESUMED ${count}\n`));
  }
});
process.stdin.on('end', () => process.exit(0));
process.stdout.write('READY\n');
