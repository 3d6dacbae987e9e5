/**
 * Helpers for integration tests that run real MCP servers as child processes.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

/** Repository root, so paths work whatever directory vitest runs from. */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** The real entry point of @modelcontextprotocol/server-everything (its `bin`). */
export function serverEverythingEntry(): string {
  const packageJson = require.resolve('@modelcontextprotocol/server-everything/package.json');
  const manifest = require(packageJson) as { bin: Record<string, string> };
  return join(dirname(packageJson), manifest.bin['mcp-server-everything']!);
}

/** A support server in this folder, by file name. */
export function supportServer(name: string): string {
  return join(repoRoot, 'test/support', name);
}

/** The loopback-only preload (see loopback-only.mjs). */
export const loopbackPreload = join(repoRoot, 'test/support/loopback-only.mjs');

export interface HttpServerProcess {
  child: ChildProcess;
  url: URL;
  address: { address: string; family: string; port: number };
  stop(): Promise<void>;
}

/**
 * Starts server-everything over Streamable HTTP on 127.0.0.1 with an OS-chosen port, and resolves
 * once it listens. Rejects if it exits first or does not listen within `timeoutMs`.
 */
export function startServerEverythingHttp(timeoutMs = 20_000): Promise<HttpServerProcess> {
  const child = spawn(process.execPath, ['--import', loopbackPreload, serverEverythingEntry(), 'streamableHttp'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let stderr = '';
    // A deadline, not synchronisation: readiness is the LOOPBACK_LISTENING line; this only fails loudly.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server-everything did not listen within ${timeoutMs} ms:\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited with ${code} before listening:\n${stderr}`));
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
      const match = /LOOPBACK_LISTENING (\{.*\})/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const address = JSON.parse(match[1]!) as HttpServerProcess['address'];
      resolvePromise({
        child,
        address,
        url: new URL(`http://127.0.0.1:${address.port}/mcp`),
        stop: () => stopProcess(child),
      });
    });
  });
}

/** Ends a child process we started: SIGTERM, then SIGKILL if it lingers. */
export function stopProcess(child: ChildProcess, graceMs = 2_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    // Escalation for a child that ignores SIGTERM; completion is the 'exit' event either way.
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}
