/**
 * Starts test/support/app-server.mjs (an MCP server with MCP Apps that ask) on 127.0.0.1, for the
 * integration tests in Node and the browser tests' commands.
 */
import { spawn } from 'node:child_process';
import { repoRoot, stopProcess, supportServer } from './processes';

/** The running server: `apps` declares app-rendered elicitation, `plain` is the same server without it. */
export interface AppServer {
  readonly apps: URL;
  readonly plain: URL;
  stop(): Promise<void>;
}

/** Starts the server and resolves once it listens (or rejects with its output after 20 s). */
export function startAppServer(): Promise<AppServer> {
  const child = spawn(process.execPath, [supportServer('app-server.mjs')], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    // A deadline, not synchronisation: the wait itself is on the server's ready line.
    const timer = setTimeout(() => {
      void stopProcess(child);
      reject(new Error(`app-server did not listen:\n${stderr}`));
    }, 20_000);
    child.once('exit', (code) => reject(new Error(`app-server exited with ${code}:\n${stderr}`)));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /APP_SERVER_LISTENING (\{.*\})/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { port } = JSON.parse(match[1]!) as { port: number };
      resolve({
        apps: new URL(`http://127.0.0.1:${port}/mcp`),
        plain: new URL(`http://127.0.0.1:${port}/plain/mcp`),
        stop: () => stopProcess(child),
      });
    });
  });
}
