// `npm run bench:bridge`: the server bridge at scale. Run `npm run build` first; see --help.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { watchMachine, WINDOW_S } from '../foreign-cpu.mjs';
import { growthRow } from './growth.mjs';
import { startInstance } from './processes.mjs';
import { startRedis } from './redis.mjs';
import { goals, growthTable, spliceSection } from './report.mjs';
import { soak } from './soak.mjs';

const HELP = `npm run bench:bridge [-- options]    (build first: npm run build)

The bridge at scale, on this machine only (every request goes to 127.0.0.1): a redis-server
started on a free loopback port, two bridge instances (bench/bridge-scale/instance.mjs, each a
Node process built from dist/ with --expose-gc, on the Redis broker, a real MCP server and client
over the SDK's in-memory transport), tab processes holding SSE streams as streaming fetch readers
(readers.mjs), answers POSTed with autocannon (answers.mjs).

  growth table   for each total of channels (--steps): a stream per channel (half on each instance),
                 one question per channel asked at --rate per second (half of them by the instance
                 without the stream, so they cross Redis), each answered by a POST at --rate per
                 second. Memory after GC per stream and per pending request, question latency
                 (elicitation/create → event in the stream) and answer latency (POST → the MCP
                 client's handler resolved), Redis commands (INFO commandstats, and the ones the
                 instances sent) and bytes (INFO stats) per request, CPU ms per request per instance
                 (process.cpuUsage, the measuring's own GC left out), Redis commands/s with the
                 streams idle.
  soak           --soak requests over 1,000 channels; heap after GC every tenth; then every key
                 under the bridge's prefix audited (SCAN + PTTL: none may lack a TTL).
  overhead       node bench/bridge-overhead.mjs (Accept → tool result against the in-page queue).

Goals: ≥ 10,000 streams per instance within 512 MiB (p99 delivery ≤ 100 ms); p99 question and answer
latency ≤ 25 ms at 1,000 concurrent requests on two instances; ≤ 8 Redis commands per request;
no growth after the soak; Accept → tool result ≤ 1.2× in-page + one round trip. Latency verdicts
use a 95 % bootstrap interval of the p99 (bench/paired.mjs): "too close to call" when it holds the limit.
Timed verdicts carry the CPU other work used meanwhile (bench/foreign-cpu.mjs) when above --max-foreign.

Options:
  --smoke             10 streams, 100 requests, a short overhead run; a few seconds (npm test runs it)
  --steps=10,100,...  totals of channels for the growth table (default 10,100,1000,10000,20000:
                      the last is 10,000 per instance)
  --rate=N            questions and answers per second, over both instances (default 200: on a
                      shared 2-core machine 1,000 per second saturated the CPU, and the latencies
                      measured the queue, not the bridge)
  --soak-rate=N       questions per second in the soak (default 2000; its answers are as fast as
                      autocannon sends them)
  --soak=N            soak requests (default 100000; 0 skips it)
  --overhead=N        samples for bridge-overhead.mjs (default 600; 0 skips it)
  --idle-ms=N         window for the idle Redis cost per row (default 8000, more than a heartbeat period)
  --max-foreign=N     cores other work may use before timed verdicts are marked busy (default 0.25)
  --profile=DIR       write each instance's V8 CPU profile (.cpuprofile) into DIR when it exits
  --write             put the section into BENCHMARKS.md (between its bridge-scale markers)
  --help              this text

File descriptors: each instance holds one per stream; tab processes hold at most 4,000 each.
20,000 streams need \`ulimit -n\` above 10,100 for the instance processes (this raises nothing itself).`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found === undefined ? fallback : found.slice(name.length + 3);
};
const smoke = args.includes('--smoke');
const steps = smoke ? [10] : option('steps', '10,100,1000,10000,20000').split(',').map(Number);
const rate = Number(option('rate', 200));
const soakRequests = Number(option('soak', smoke ? 100 : 100_000));
const overheadSamples = Number(option('overhead', smoke ? 20 : 600));
const idleMs = Number(option('idle-ms', smoke ? 0 : 8_000));
const soakRate = Number(option('soak-rate', 2000));
const maxForeign = Number(option('max-foreign', 0.25));
for (const [name, value] of Object.entries({ rate, soakRate, soakRequests, overheadSamples, idleMs, maxForeign })) {
  if (!(value >= 0) || (/rate/i.test(name) && value === 0)) throw new Error(`bench:bridge: bad value for ${name}: ${value}`);
}
if (steps.some((n) => !(Number.isInteger(n) && n >= 2 && n % 2 === 0)))
  throw new Error('bench:bridge: --steps are even totals of channels, at least 2');

const root = fileURLToPath(new URL('../..', import.meta.url));
if (!existsSync(join(root, 'packages/mcp-elicitation-core/dist/server.js')))
  throw new Error('bench:bridge: dist/ is missing: run `npm run build` first');
const log = (line) => process.stderr.write(`bench:bridge: ${line}\n`);
const fdLimit = (() => {
  try {
    return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  } catch {
    return Number.NaN;
  }
})();
const largest = Math.max(...steps) / 2;
if (Number.isFinite(fdLimit) && largest + 100 > fdLimit)
  throw new Error(`bench:bridge: ${largest} streams per instance need \`ulimit -n\` above ${largest + 100} (it is ${fdLimit})`);

const watch = watchMachine();
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const redisVersion = (() => {
  try {
    return /v=([\d.]+)/.exec(execFileSync('redis-server', ['--version'], { encoding: 'utf8' }))?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
})();
const rows = [];
let soaked;
let overhead = '';
const problems = [];

/** The section as far as the run got; `final` once every phase ran (a partial one says so). */
function render(final) {
  const foreign = watch.figures();
  const busy =
    watch.linux && (foreign.mean > maxForeign || foreign.worst > 2 * maxForeign)
      ? `machine busy: other work used ${foreign.mean.toFixed(2)} cores on average`
      : undefined;
  const byTotal = (n) => rows.find((row) => row.total === n);
  return [
    '## Bridge at scale',
    '',
    `Generated by \`npm run bench:bridge${args.length > 0 ? ` -- ${args.filter((a) => a !== '--write').join(' ')}` : ''}\` (bench/bridge-scale/main.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}${final ? '' : ' (partial: the run was still going or stopped early)'}.`,
    '',
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB memory; Node ${process.version}; redis-server ${redisVersion}; \`ulimit -n\` ${fdLimit}.`,
    `- Load: ${watch.linux ? `other work than this run used ${foreign.mean.toFixed(2)} cores on average over ${foreign.seconds.toFixed(0)} s, at most ${foreign.worst.toFixed(2)} in a ${WINDOW_S}-s window (this run ${foreign.own.toFixed(2)} cores)` : 'no /proc: other work not measured'}; 1-minute load average ${watch.load.start.toFixed(2)} at the start, at most ${watch.load.max.toFixed(2)}, ${loadavg()[0].toFixed(2)} at the end.${busy ? ' Timed figures were taken while other work ran: read them as upper bounds.' : ''}`,
    `- Two instances on one Redis; in the growth table every request asked at ${rate} per second and answered at ${rate} POSTs per second (the soak asks at ${soakRate} per second and answers as fast as autocannon goes); one unmeasured round of 20 first; the load generator (tab processes, autocannon) runs on the same cores as the instances and Redis.`,
    ...problems.map((problem) => `- Stopped early: ${problem}`),
    '',
    '### Goals',
    '',
    ...goals({ rows, soak: soaked, capacityRow: byTotal(20_000) ?? rows.at(-1), latencyRow: byTotal(1_000) ?? rows.at(-1), busy }),
    '',
    '### How each figure grows with load',
    '',
    'Per stream and per pending request: the change in heap and RSS after GC, summed over both instances, divided by the streams (requests). "Redis commands" counts every command Redis executed (INFO commandstats, each script\'s inner commands included), "round trips" the commands the instances sent. Idle commands/s: with the streams open and nothing asked (each instance\'s heartbeat every 5 s, which also finds dead instances).',
    '',
    ...growthTable(rows),
    '',
    ...(overhead ? [overhead.replace(/^## /m, '### '), ''] : []),
    'Reproduce: `npm run build && npm run bench:bridge` (`-- --help` for options, `-- --smoke` for a few seconds, `-- --write` to update this section).',
  ].join('\n');
}

/** With --write, the section as it stands goes into BENCHMARKS.md after every phase, so a run cut short leaves what it measured. */
function publish(final) {
  if (!args.includes('--write')) return;
  const file = join(root, 'BENCHMARKS.md');
  writeFileSync(file, spliceSection(readFileSync(file, 'utf8'), render(final)));
  log(`written to BENCHMARKS.md${final ? '' : ' (partial)'}`);
}

const redis = await startRedis();
const profileDir = option('profile', undefined);
const instances = [await startInstance(redis.url, profileDir), await startInstance(redis.url, profileDir)];
const pool = [];
const context = { instances, pool, redis, rate, idleMs };
try {
  // Unmeasured: the instances' first requests compile code and the answer's validator.
  log('warm-up…');
  await growthRow({ ...context, idleMs: 0 }, 20);
  for (const total of steps) {
    log(`${total} channels…`);
    try {
      rows.push(await growthRow(context, total));
    } catch (error) {
      // A step that fails (a deadline on a loaded machine) ends the growth table, not the run.
      problems.push(`at ${total} channels: ${error.message}`);
      log(problems.at(-1));
      break;
    }
    const row = rows.at(-1);
    log(
      `${total}: question p99 ${row.delivery.p99.toFixed(1)} ms, answer p99 ${row.answer.p99.toFixed(1)} ms, peak RSS ${(row.rssPeak / 2 ** 20).toFixed(0)} MiB`,
    );
    publish(false);
  }
  if (soakRequests > 0) {
    log(`soak of ${soakRequests} requests…`);
    try {
      soaked = await soak({ ...context, rate: soakRate }, { channels: Math.min(1_000, Math.max(...steps)), requests: soakRequests });
    } catch (error) {
      problems.push(`in the soak: ${error.message}`);
      log(problems.at(-1));
    }
    publish(false);
  }
} finally {
  for (const readers of pool) await readers.close();
  for (const instance of instances) await instance.close();
  await redis.stop();
}
if (overheadSamples > 0) {
  log('bench/bridge-overhead.mjs…');
  overhead = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'bench/bridge-overhead.mjs'), String(overheadSamples), ...(smoke ? ['--no-verdict'] : [])],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(text.trim()) : reject(new Error(`bench/bridge-overhead.mjs exited with ${code}`))));
  });
}
watch.stop();
console.log(render(problems.length === 0));
publish(problems.length === 0);
if (problems.length > 0) process.exitCode = 1;
