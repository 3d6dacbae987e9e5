// The processes of `npm run bench:bridge` and how main.mjs talks to them: bridge instances
// (instance.mjs, with --expose-gc) and tab processes (readers.mjs), each over IPC, each reply
// awaited with a deadline so no step of the bench can hang.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));

/** Sends `message` and resolves with the child's next message that has `key`, or fails after `timeoutMs`. */
export function ask(child, message, key, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no "${key}" from process ${child.pid} within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(reply) {
      if (!(key in reply)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(reply);
    }
    child.on('message', onMessage);
    if (message !== undefined) child.send(message);
  });
}

function start(file, args, execArgv) {
  const child = fork(here(file), args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited };
}

/** A bridge instance on `redisUrl`: `{ child, port, measure(), close() }` once it listens. */
export async function startInstance(redisUrl, profileDir) {
  const profile = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const { child, exited } = start('instance.mjs', [redisUrl], ['--expose-gc', ...profile]);
  const { port, gc } = await ask(child, undefined, 'ready', 30_000);
  if (!gc) throw new Error('bench:bridge: the instance has no gc(): it must run with --expose-gc');
  return {
    child,
    port,
    measure: () => ask(child, { measure: true }, 'memory'),
    progress: () => ask(child, { progress: true }, 'progress'),
    askAll: (channels, rate) => ask(child, { ask: { channels, rate } }, 'asked', 600_000),
    async close() {
      child.send({ close: true });
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A tab process holding streams: `{ open(port, channels), collect(), closeAll(), close() }`. */
export async function startReaders() {
  const { child, exited } = start('readers.mjs', [], []);
  await ask(child, undefined, 'ready', 30_000);
  return {
    open: (port, channels) => ask(child, { open: { port, channels } }, 'opened', 300_000),
    collect: () => ask(child, { collect: true }, 'delivery'),
    closeAll: () => ask(child, { closeAll: true }, 'closed', 60_000),
    async close() {
      child.disconnect();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
