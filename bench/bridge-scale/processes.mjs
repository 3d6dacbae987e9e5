// The processes of `npm run bench:bridge` and how main.mjs talks to them: bridge instances
// (instance.mjs), the floor (floor.mjs, as a relay or as plain idle SSE), each with --expose-gc, and
// tab processes (readers.mjs), each over IPC, each reply awaited with a deadline so no step of the
// bench can hang. A server holds one file descriptor per stream: `fdLimits` reads this shell's
// limits, and a server that needs more than the soft limit is started with it raised (up to the
// hard limit, which only a privileged user can raise).
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));

/** `{ soft, hard }`: the file descriptors a process started from here may open (NaN when unknown). */
export function fdLimits() {
  try {
    const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).trim().split('\n');
    const read = (value) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value));
    return { soft: read(soft), hard: read(hard) };
  } catch {
    return { soft: Number.NaN, hard: Number.NaN };
  }
}

/**
 * Sends `message` and resolves with the child's next message that has `key`; fails after `timeoutMs`,
 * or at once when the child exits (with its exit code, so a crash is not reported as a slow reply).
 */
export function ask(child, message, key, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no "${key}" from process ${child.pid} within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(reply) {
      if (!(key in reply)) return;
      done();
      resolve(reply);
    }
    function onExit(code, signal) {
      done();
      reject(new Error(`process ${child.pid} exited (${signal ?? `code ${code}`}) before its "${key}"; its stderr says why`));
    }
    if (child.exitCode !== null || child.signalCode !== null) return onExit(child.exitCode, child.signalCode);
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message !== undefined) child.send(message);
  });
}

/** Node on `file` with an IPC channel; through `sh -c 'ulimit -n …'` when `fds` is above the soft limit. */
function start(file, args, execArgv, fds = 0) {
  const node = [...execArgv, here(file), ...args];
  const { soft, hard } = fdLimits();
  const raise = fds > soft && soft < hard ? Math.min(fds, hard) : undefined;
  const child =
    raise === undefined
      ? spawn(process.execPath, node, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
      : spawn('sh', ['-c', `ulimit -n ${raise} && exec "$0" "$@"`, process.execPath, ...node], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited };
}

async function stop(child, exited) {
  if (child.connected) child.send({ close: true });
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * A server process (instance.mjs or floor.mjs) that may hold `fds` connections: `{ child, port,
 * measure(), progress(), askAll(channels, rate), close() }` once it listens.
 */
async function startServer(file, args, { profileDir, fds = 0 } = {}) {
  const profile = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const { child, exited } = start(file, args, ['--expose-gc', ...profile], fds);
  const { port, gc } = await ask(child, undefined, 'ready', 30_000);
  if (!gc) throw new Error(`bench:bridge: ${file} has no gc(): it must run with --expose-gc`);
  return {
    child,
    port,
    measure: () => ask(child, { measure: true }, 'memory'),
    progress: () => ask(child, { progress: true }, 'progress'),
    askAll: (channels, rate) => ask(child, { ask: { channels, rate } }, 'asked', 600_000),
    close: () => stop(child, exited),
  };
}

/** A bridge instance on `redisUrl`. */
export const startInstance = (redisUrl, options) => startServer('instance.mjs', [redisUrl], options);

/** The node:http floor: `mode` 'relay' (SSE out, POST in, a Map) or 'plain' (idle SSE connections). */
export const startFloor = (mode, options) => startServer('floor.mjs', [mode], options);

/** Tab process number `index` holding streams: `{ open(port, channels, until), collect(), closeAll(), close() }`. */
export async function startReaders(index) {
  const { child, exited } = start('readers.mjs', [String(index)], []);
  await ask(child, undefined, 'ready', 30_000);
  return {
    open: (port, channels, until) => ask(child, { open: { port, channels, until } }, 'opened', 300_000),
    collect: () => ask(child, { collect: true }, 'delivery'),
    closeAll: () => ask(child, { closeAll: true }, 'closed', 60_000),
    async close() {
      child.disconnect();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
