// The Redis side of `npm run bench:bridge`: Debian's redis-server started on a free 127.0.0.1 port
// (no persistence, as test/support/redis.ts does for the tests), and what the bench reads from it:
// commands executed and bytes moved (INFO commandstats and INFO stats; a script's inner commands
// count there too), and an audit of every key the bridge left (SCAN + PTTL).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

function redisBinary() {
  const found = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(
    (path) => path && existsSync(path),
  );
  if (found === undefined) throw new Error('redis-server not found: apt-get install redis-server, or set REDIS_SERVER_PATH');
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server and returns `{ url, client, stop }` once it answers PING (10 s at most). */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    redisBinary(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--maxclients', '1000'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, retryStrategy: (attempt) => (attempt > 100 ? null : 100) });
  // Refused until redis-server listens: ioredis reconnects (retryStrategy) while the loop below
  // retries PING; later errors fail the calls that meet them.
  client.on('error', () => undefined);
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      // Only from a client that is not connecting already (a second connect() throws).
      if (client.status === 'wait' || client.status === 'end') await client.connect();
      await client.ping();
      break;
    } catch (error) {
      if (Date.now() > until || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`redis-server did not answer on 127.0.0.1:${port}: ${error.message}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    client,
    async stop() {
      client.disconnect();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Parses INFO text into `{ field: value }` (numbers where they are numbers). */
export function parseInfo(text) {
  const fields = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (line.startsWith('#') || colon < 1) continue;
    const value = line.slice(colon + 1);
    fields[line.slice(0, colon)] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return fields;
}

/** `cmdstat_x:calls=N,...` lines → `{ x: N }`. */
export function commandCalls(info) {
  const calls = {};
  for (const [field, value] of Object.entries(info)) {
    if (!field.startsWith('cmdstat_')) continue;
    const match = /(?:^|,)calls=(\d+)/.exec(String(value));
    if (match) calls[field.slice(8)] = Number(match[1]);
  }
  return calls;
}

/** Commands executed by name and bytes in and out since the last `CONFIG RESETSTAT`. */
export async function redisCounters(client) {
  const calls = commandCalls(parseInfo(await client.info('commandstats')));
  const stats = parseInfo(await client.info('stats'));
  return { calls, bytesIn: stats.total_net_input_bytes ?? 0, bytesOut: stats.total_net_output_bytes ?? 0 };
}

/**
 * Every key under `prefix:` with its remaining time to live: how many there are by kind (the part
 * after the prefix), how many have none (PTTL −1: they would stay forever), the longest TTL, and
 * how many pending requests the pending hashes still hold.
 */
export async function auditKeys(client, prefix) {
  const byKind = {};
  let keys = 0;
  let withoutTtl = 0;
  let longestMs = 0;
  let pending = 0;
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (batch.length === 0) continue;
    const pipeline = client.pipeline();
    for (const key of batch) pipeline.pttl(key);
    for (const key of batch) if (key.startsWith(`${prefix}:pending:`)) pipeline.hlen(key);
    const replies = await pipeline.exec();
    batch.forEach((key, i) => {
      const ttl = replies[i][1];
      const kind = key.slice(prefix.length + 1).split(':')[0];
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      keys += 1;
      if (ttl === -1) withoutTtl += 1;
      else longestMs = Math.max(longestMs, ttl);
    });
    for (const reply of replies.slice(batch.length)) pending += reply[1];
  } while (cursor !== '0');
  return { keys, withoutTtl, longestMs, pending, byKind };
}
