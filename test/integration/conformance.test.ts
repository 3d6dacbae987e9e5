/**
 * The official conformance suite (@modelcontextprotocol/conformance) against a client built on
 * this library: test/conformance/client.mjs, which uses the built package (dist/, made by
 * `npm run build`, which `npm test` runs first), the adapters and the queue, and accepts each
 * form with the defaults our own form model pre-fills.
 *
 * The CLI needs Node >= 22 (`fs.globSync`): it runs on a Node 22 binary that test/support/node22.ts
 * locates, or fetches from the npm registry, only when this file runs; where there is none the
 * scenarios are skipped with the reason, except in CI (`CI` set), where they fail (support/downloads.ts). The client itself runs on this Node.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason } from '../support/downloads';
import { locateNode22, type Node22 } from '../support/node22';
import { repoRoot } from '../support/processes';

const cli = join(repoRoot, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const client = join(repoRoot, 'test/conformance/client.mjs');
const builtIndex = join(repoRoot, 'packages/mcp-elicitation-core/dist/index.js');

interface Run {
  code: number | null;
  output: string;
}

/**
 * The client scenarios about elicitation or input requests, each through the client that fits its
 * protocol version (test/conformance/client.mjs picks it from the scenario's name).
 */
const SCENARIOS: Array<[string, string]> = [
  ['elicitation-sep1034-client-defaults', 'v1 SDK, 2025-11-25: every default reaches the server, typed'],
  ['request-metadata', 'v2 SDK, 2026-07-28: the elicitation capability declared with every request'],
  ['sep-2322-client-request-state', 'v2 SDK, 2026-07-28 multi round-trip requests'],
];
/** How the suite names scenarios about elicitation, input requests or the capability metadata that carries them. */
const RELATED = /elicitation|input|request-state|request-metadata/;

/** Runs one client scenario; the CLI's results folder goes to a temporary directory. */
function runScenario(node22: string, scenario: string, cwd: string): Promise<Run> {
  return runCli(node22, ['client', '--command', `"${process.execPath}" "${client}"`, '--scenario', scenario], cwd);
}

function runCli(node22: string, args: string[], cwd: string): Promise<Run> {
  const scenario = args.join(' ');
  const child = spawn(node22, [cli, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    // A deadline, not synchronisation: a hung CLI fails the test loudly with its output so far.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`conformance CLI did not finish ${scenario} within 50 s:\n${output}`));
    }, 50_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('MCP conformance suite, client scenarios, with a client built on this library', () => {
  let cwd: string;
  let node22: Node22;

  beforeAll(async () => {
    node22 = await locateNode22();
    skipReason(node22, 'Node >= 22 for the conformance CLI');
    if (!existsSync(builtIndex) || !readFileSync(builtIndex, 'utf8').includes('createElicitationQueue')) {
      throw new Error('dist/ is missing or stale: run `npm run build` first (`npm test` does).');
    }
    cwd = await mkdtemp(join(tmpdir(), 'mcp-conformance-'));
  }, 5 * 60_000); // the first run on a machine may download Node 22 (about 30 MB)

  afterAll(async () => {
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });

  it('covers every elicitation- or input-related client scenario the installed suite lists', async ({ skip }) => {
    if ('missing' in node22) return skip(`no Node >= 22 for the conformance CLI: ${node22.missing}`);
    const { output } = await runCli(node22.path, ['list', '--client'], cwd);
    const listed = [...output.matchAll(/^\s*- (\S+) \[/gm)].map((match) => match[1]!);
    expect(listed.length, output).toBeGreaterThan(0);
    const related = listed.filter((name) => RELATED.test(name)).sort();
    expect(related).toEqual(SCENARIOS.map(([name]) => name).sort());
  });

  it.for(SCENARIOS)('%s passes (%s)', async ([scenario], { skip }) => {
    if ('missing' in node22) return skip(`no Node >= 22 for the conformance CLI: ${node22.missing}`);
    const { code, output } = await runScenario(node22.path, scenario, cwd);
    expect(output, output).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    expect(output, output).toContain('OVERALL: PASSED');
    expect(output, output).not.toContain('CLIENT EXITED WITH ERROR');
    expect(code, output).toBe(0);
  });
});
