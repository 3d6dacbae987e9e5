/**
 * Starts test/support/v1-url-server.mjs (URL mode over Streamable HTTP, with a `/finish` page that
 * makes it send `notifications/elicitation/complete`) on 127.0.0.1 and resolves with its origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot, supportServer } from './processes';

export function startUrlServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [supportServer('v1-url-server.mjs')], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`v1-url-server did not listen:\n${stderr}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`v1-url-server exited with ${code}:\n${stderr}`)));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /URL_SERVER_LISTENING (\{.*\})/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, origin: `http://127.0.0.1:${(JSON.parse(match[1]!) as { port: number }).port}` });
    });
  });
}

/** The text blocks of a tool result, joined by newlines. */
export function resultText(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((block) => block.text ?? '').join('\n');
}
