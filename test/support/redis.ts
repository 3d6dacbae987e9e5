/**
 * Starts Debian's redis-server on a free 127.0.0.1 port for one test file: no persistence, no
 * other interface, killed on teardown. Fails loudly when redis-server is missing (`.ci/run`
 * installs it) or does not accept connections in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';
import { stopProcess } from './processes';

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

function redisBinary(): string {
  const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];
  const found = candidates.find((path): path is string => typeof path === 'string' && existsSync(path));
  if (found === undefined) throw new Error('redis-server not found: apt-get install redis-server, or set REDIS_SERVER_PATH');
  return found;
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export async function startRedis(deadlineMs = 10_000): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    redisBinary(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const until = Date.now() + deadlineMs;
  while (!(await ping(port))) {
    if (exited) throw new Error(`redis-server exited before listening on ${port}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer PING on 127.0.0.1:${port} within ${deadlineMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { port, url: `redis://127.0.0.1:${port}`, child, stop: () => stopProcess(child) };
}
