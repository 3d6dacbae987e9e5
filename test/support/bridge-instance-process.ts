/**
 * Starts instance A of the multi-instance Redis tests (test/support/bridge-instance.ts) as its own
 * process and talks to it over its stdio protocol.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from './processes';

export interface InstanceA {
  child: ChildProcess;
  port: number;
  instanceId: string;
  ask(channel: string, message: string): Promise<string>;
  /** Every RESULT line seen per tag: the MCP server's answer must arrive exactly once. */
  results: Map<string, string[]>;
}

/** Starts instance A (test/support/bridge-instance.ts) and resolves once it listens. */
export function startInstanceA(redisUrl: string, leaseMs: number): Promise<InstanceA> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/bridge-instance.ts', redisUrl, String(leaseMs)], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const results = new Map<string, string[]>();
  const waiting = new Map<string, (text: string) => void>();
  let tags = 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('instance A did not report READY within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`instance A exited with ${code} before READY`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const ready = /^READY (\d+) (\S+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({
          child,
          port: Number(ready[1]),
          instanceId: ready[2]!,
          results,
          ask(channel, message) {
            const tag = `t${++tags}`;
            child.stdin!.write(`ask ${channel} ${tag} ${message}\n`);
            return new Promise((done) => waiting.set(tag, done));
          },
        });
        return;
      }
      const result = /^RESULT (\S+) (.*)$/.exec(line);
      if (result) {
        const text = JSON.parse(result[2]!) as string;
        results.set(result[1]!, [...(results.get(result[1]!) ?? []), text]);
        waiting.get(result[1]!)?.(text);
      }
    });
  });
}
