// The machine a run of `npm run bench` ran on: whether other work allowed timed verdicts
// (bench/foreign-cpu.mjs), what it is, and the sections that run scripts of their own after the
// browser closed (the worst backtracking patterns, the bridge's overhead).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { contenders } from '../contenders.mjs';
import { tooBusy, WINDOW_S } from '../foreign-cpu.mjs';
import { bridgeScript, log, MAX_FOREIGN, MAX_LOAD, patternsScript, root } from './config.mjs';
import { counts } from './sections.mjs';

// Rounded first, so a figure within noise of zero does not print as "-0.00".
export const cores = (v) => (Number.isNaN(v) ? 'n/a' : `${(Math.round(v * 100) / 100 || 0).toFixed(2)} cores`);

/**
 * Whether timed verdicts can be given, from what bench/foreign-cpu.mjs saw between two samples:
 * on Linux, the CPU used by other work; elsewhere, the load average.
 */
export function judgeMachine(watch, from, to) {
  const { load } = watch;
  if (!watch.linux) {
    const busy = load.max > MAX_LOAD;
    return {
      busy,
      reason: `the 1-minute load average reached ${load.max.toFixed(2)}, above ${MAX_LOAD} (no /proc on this system: the load average rule applies, and the run's own processes count in it)`,
      line: `1-minute load average ${load.start.toFixed(2)} at the start, at most ${load.max.toFixed(2)} during the run, ${loadavg()[0].toFixed(2)} at the end; no /proc on this system, so verdicts on times need it at or below ${MAX_LOAD} throughout, the run's own processes included (${busy ? 'it was not: no verdict' : 'it was'})`,
    };
  }
  const foreign = watch.figures(from, to);
  const busy = tooBusy(foreign, MAX_FOREIGN);
  const figures = `${cores(foreign.mean)} on average over ${foreign.seconds.toFixed(0)} s, at most ${cores(foreign.worst)} in a ${WINDOW_S}-s window`;
  return {
    busy,
    foreign,
    reason: `other work used ${figures}; limits ${cores(MAX_FOREIGN)} on average and ${cores(2 * MAX_FOREIGN)} in any ${WINDOW_S}-s window`,
    line:
      `CPU used by other work than this run (busy time in /proc/stat minus this run's process tree): ${figures}; ` +
      `verdicts on times need at most ${cores(MAX_FOREIGN)} on average and ${cores(2 * MAX_FOREIGN)} in every ${WINDOW_S}-s window (${busy ? 'not met: no verdict' : 'met'}); ` +
      `1-minute load average, for information (the run's own Chromium and node raise it): ${load.start.toFixed(2)} at the start, at most ${load.max.toFixed(2)} during the run, ${loadavg()[0].toFixed(2)} at the end`,
  };
}

/**
 * Runs bench/bridge-overhead.mjs (after patternsSection built the core's dist/): the bridge against the in-page
 * queue, with the same MCP server, for information.
 */
export function bridgeSection(samples) {
  log("the bridge's overhead (bench/bridge-overhead.mjs, which imports dist/)");
  try {
    const args = [bridgeScript, String(samples)];
    return [execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 600_000 }).trim(), ''];
  } catch (error) {
    return [
      "## The bridge's overhead",
      '',
      `failed: bench/bridge-overhead.mjs exited with ${error.status ?? error.message}`,
      '',
      '```',
      String(error.stderr ?? '')
        .trim()
        .slice(0, 2000),
      '```',
      '',
    ];
  }
}

/**
 * Whether the core's dist/ was built after every file it is built from last changed (its sources,
 * package.json and build config): then building it again would give the same files.
 */
function coreDistFresh() {
  const core = join(root, 'packages/mcp-elicitation-core');
  const built = join(core, 'dist/index.js');
  if (!existsSync(built)) return false;
  const newest = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const inputs = ['src', 'package.json', 'vite.config.ts', 'tsconfig.build.json', 'scripts']
    .map((name) => join(core, name))
    .filter(existsSync);
  return Math.max(...inputs.map(newest)) < statSync(built).mtimeMs;
}

/** Runs bench/patterns.mjs (the worst backtracking patterns) when it exists; its output goes into the report. */
export function patternsSection() {
  const out = ['## Worst backtracking patterns', ''];
  if (!existsSync(patternsScript)) {
    out.push('not measured: bench/patterns.mjs is not present yet', '');
    return out;
  }
  const fresh = coreDistFresh();
  log(
    `worst backtracking patterns (${fresh ? "the core's dist/ is newer than its sources" : "the core's build"}, then bench/patterns.mjs, which imports it)`,
  );
  try {
    // The core's build alone: the patterns and the bridge's overhead import only mcp-elicitation-core
    // (its dist/); the React package's build and declarations would add a minute and measure nothing.
    if (!fresh) {
      counts.builds += 1;
      execFileSync('npm', ['run', '--silent', 'build', '-w', 'mcp-elicitation-core'], { cwd: root, stdio: 'ignore', timeout: 600_000 });
    }
    const text = execFileSync(process.execPath, [patternsScript], { cwd: root, encoding: 'utf8', timeout: 600_000 });
    out.push("From `node bench/patterns.mjs` (on the core's dist/, built from the sources measured):", '', text.trim(), '');
  } catch (error) {
    out.push(
      `failed: bench/patterns.mjs exited with ${error.status ?? error.message}`,
      '',
      '```',
      String(error.stderr ?? '')
        .trim()
        .slice(0, 2000),
      '```',
      '',
    );
  }
  return out;
}

export function environment(browser) {
  const pkg = (name) => {
    try {
      return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return 'not installed';
    }
  };
  const names = new Set([
    'react',
    'react-dom',
    ...contenders.flatMap((c) => c.packages ?? []),
    'vite',
    'rolldown',
    '@vitejs/plugin-react',
    'playwright-core',
  ]);
  let self = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    self += ` at ${commit}${dirty ? ' with uncommitted changes in src/' : ''}`;
  } catch {
    // Not a git checkout: the version alone.
  }
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memory: `${(totalmem() / 1024 ** 3).toFixed(0)} GiB`,
    os: `${process.platform} ${process.arch}`,
    node: process.version,
    chromium: browser.version(),
    self,
    versions: Object.fromEntries([...names].map((n) => [n, pkg(n)])),
  };
}
