/**
 * `npm run bench:bridge -- --smoke` keeps working: the load script runs end to end on this machine
 * (redis-server, two bridge instances from dist/, the node:http floor, plain SSE, the bridge on the
 * in-process broker, tab processes, answers, soaks, overhead) and prints every row of its report. It asserts what ran, never how fast: the figures are the bench's.
 * Needs `npm run build` first, as `npm test` does.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes';

function runSmoke(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'bench/bridge-scale/main.mjs'), '--smoke'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run bench:bridge -- --smoke', () => {
  it(
    'completes and prints every goal, the rows against the metal, the growth row, the soaks and the overhead rows',
    { timeout: 240_000 },
    async () => {
      const { code, stdout, stderr } = await runSmoke();
      expect(code, stderr).toBe(0);
      expect(stdout).toContain('## Bridge at scale');
      expect(stdout).toMatch(/^- Machine: \d+ cores/m);
      expect(stdout).toMatch(/^- Quiet-machine check: /m);
      const goalRows = [
        '| ≥ 10,000 open streams per instance within 512 MiB',
        '| p99 question latency (elicitation/create → event in the stream) ≤ 25 ms',
        "| p99 answer latency (POST → the MCP client's handler resolved) ≤ 25 ms",
        '| ≤ 8 Redis commands per request lifecycle',
        '| No growth after the soak (100 requests across both instances)',
        "| Memory per idle stream ≤ 1.5× the node:http floor's",
        "| Memory per pending request ≤ 1.5× the node:http floor's",
        '| ≥ 50,000 streams per instance (each with a request pending) within 1 GiB',
        '| CPU per request lifecycle on an instance ≤ 1 ms',
        '| ≥ 2,000 request lifecycles per second per instance core, p99 answer latency ≤ 25 ms',
        "| The bridge's own time per answer ≤ 0.5 ms p50 / 2 ms p99",
      ];
      for (const row of goalRows) {
        const line = stdout.split('\n').find((candidate) => candidate.startsWith(row));
        expect(line, row).toBeDefined();
        // Every goal ends in a verdict.
        expect(line).toMatch(/(met|\*\*missed\*\*|too close to call|not measured)[^|]* \|$/);
      }
      // The growth row at 10 streams, every column filled with a figure.
      const growth = stdout.split('\n').find((line) => line.startsWith('| 10 (5; 200/s) |'));
      expect(growth).toBeDefined();
      expect(growth?.split('|').slice(1, -1)).toHaveLength(11);
      expect(growth).not.toContain('NaN');
      // The metal: plain SSE, the floor and both brokers at 5 streams per process, and the three soaks.
      for (const relay of [
        'plain idle SSE',
        'node:http floor',
        'bridge, Redis broker (per instance of two)',
        'bridge, in-process broker (one instance)',
      ]) {
        expect(stdout, relay).toContain(`| ${relay} | 5 |`);
      }
      for (const relay of ['node:http floor', 'bridge, Redis broker (two instances)', 'bridge, in-process broker (one instance)']) {
        expect(stdout, relay).toMatch(new RegExp(`^\\| ${relay.replace(/[()]/g, '\\$&')} \\| 100 at `, 'm'));
      }
      // No request left behind: nothing pending in Redis or on the instances, no key without a TTL.
      expect(stdout).toContain('0 without a TTL');
      expect(stdout).toContain('0 pending in Redis, 0 held and 0 streams open on the instances');
      // The overhead section, through bench/bridge-overhead.mjs.
      expect(stdout).toContain('| tool call → question in the queue |');
      expect(stdout).toContain('| Accept → tool result |');
    },
  );
});
