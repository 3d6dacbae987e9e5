// `npm run bench:bridge`: the server bridge at scale, beside the node:http floor. Run `npm run build` first; see --help.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { watchMachine, WINDOW_S } from '../foreign-cpu.mjs';
import { growthRow, idleRow } from './growth.mjs';
import { fdLimits, startFloor, startInstance } from './processes.mjs';
import { startRedis } from './redis.mjs';
import { goals, growthTable, metalTable, spliceSection } from './report.mjs';
import { soak } from './soak.mjs';

const HELP = `npm run bench:bridge [-- options]    (build first: npm run build)

The bridge at scale, on this machine only (every request goes to 127.0.0.1), side by side with the
metal: a redis-server started on a free loopback port; two bridge instances (bench/bridge-scale/
instance.mjs: mcp-elicitation-core/server from the built package, the Redis broker, toNodeHandler);
the floor (floor.mjs): a relay written with node:http alone (SSE out, POST in, an in-memory map, no
validation, no Redis), and plain idle SSE connections, the limit for memory. Every relay asks
through the same real MCP pair (serving.mjs: the v1 SDK's Server and Client over its in-memory
transport). Tab processes (readers.mjs) hold the SSE streams as node:http readers, each from a
loopback address of its own; answers are POSTed from here (answers.mjs).

  growth table   our bridge, for each total of channels (--steps): a stream per channel (half on each
                 instance), one question per channel asked at --rate per second (half of them by the
                 instance without the stream, so they cross Redis), each answered by a POST at --rate
                 per second. Memory after GC per stream and per pending request, question latency
                 (elicitation/create → event in the stream), answer latency (the tab's POST sent →
                 the MCP client's handler resolved) and the same from the POST's arrival (server-side
                 timestamps), Redis commands (INFO commandstats, and the ones the instances sent) and
                 bytes per request, CPU per request per instance (process.cpuUsage, the measuring's
                 own GC left out), Redis commands/s with the streams idle.
  the metal      the floor, plain SSE and one bridge instance on the in-process broker (how much of
                 the difference is Redis) at as many streams per process as an instance holds
                 (--metal), at half of the row's rate (what each of our instances takes).
  soak           --soak requests over 1,000 channels at --soak-rate per second (the floor: --floor-soak);
                 heap after GC every tenth; lifecycles per second per core (the lifecycles over the
                 servers' CPU time); then every key under the bridge's prefix audited (SCAN + PTTL:
                 none may lack a TTL).
  overhead       node bench/bridge-overhead.mjs (Accept → tool result against the in-page queue, for information).

Goals: ≥ 10,000 streams per instance within 512 MiB (p99 delivery ≤ 100 ms); p99 question and answer
latency ≤ 25 ms at 1,000 concurrent requests on two instances; ≤ 8 Redis commands per request; no
growth after the soak; memory per idle stream and per pending request ≤ 1.5× the floor's;
≥ 50,000 streams per instance within 1 GiB; CPU per request lifecycle ≤ 1 ms; ≥ 2,000 lifecycles/s
per instance core with p99 answer latency ≤ 25 ms (the soak); the bridge's own time per answer
(POST received → handler resolved, minus the floor's) ≤ 0.5 ms p50 / 2 ms p99. Latency verdicts use
95 % bootstrap intervals (bench/paired.mjs): "too close to call" when one holds the limit. Timed
verdicts carry the CPU other work used meanwhile (bench/foreign-cpu.mjs) when above --max-foreign.

Options:
  --smoke             10 streams, 100 requests, a short overhead run; seconds (npm test runs it)
  --steps=10,100,...  totals of channels for the growth table (default 10,100,1000,10000,20000 and
                      twice the largest that fits a process: 100,000, 50,000 per instance, where
                      \`ulimit -n\` allows; rows above 1,000 go at --big-rate)
  --metal=500,...     streams per process for the floor and plain SSE (default 500,10000 and the
                      largest that fits a process, up to 50,000)
  --rate=N            questions and answers per second, over both instances (default 200)
  --big-rate=N        the same for the rows above 1,000 channels (default 500)
  --soak-rate=N       questions and answers per second in the soaks (default 500)
  --soak=N            soak requests (default 50000; 0 skips every soak)
  --floor-soak=N      soak requests of the floor and of the in-process broker (default 10000)
  --overhead=N        samples for bridge-overhead.mjs (default 600; 0 skips it)
  --idle-ms=N         window for the idle Redis cost per row (default 8000, more than a heartbeat period)
  --max-foreign=N     cores other work may use before timed verdicts are marked busy (default 0.25)
  --profile=DIR       write each instance's V8 CPU profile (.cpuprofile) into DIR when it exits
  --write             put the section into BENCHMARKS.md (between its bridge-scale markers)
  --help              this text

File descriptors: a server holds one per stream. Each server process is started with its soft
\`ulimit -n\` raised to what its streams need, up to the hard limit; a step beyond the hard limit is
left out and the report says so. Tab processes hold at most 4,000 streams each.`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found === undefined ? fallback : found.slice(name.length + 3);
};
const list = (value) => value.split(',').filter(Boolean).map(Number);
const smoke = args.includes('--smoke');
/**
 * What a server process needs besides its streams: Redis, IPC, the listening socket, stdio, the
 * connections the load generator's POSTs keep alive, and the one `process.memoryUsage()` opens to
 * read /proc (with 200, the node:http floor ran out at 19,800 streams: EMFILE in memoryUsage).
 */
const FD_RESERVE = 1000;
const fd = fdLimits();
const maxPerProcess = Math.min(50_000, Number.isFinite(fd.hard) ? fd.hard - FD_RESERVE : 50_000);
const steps = smoke ? [10] : list(option('steps', `10,100,1000,10000,20000,${2 * maxPerProcess}`));
const metal = smoke ? [5] : list(option('metal', `500,10000,${maxPerProcess}`));
const rate = Number(option('rate', 200));
const bigRate = Number(option('big-rate', 500));
const soakRate = Number(option('soak-rate', 500));
const soakRequests = Number(option('soak', smoke ? 100 : 50_000));
const floorSoakRequests = Number(option('floor-soak', smoke ? 100 : 10_000));
const overheadSamples = Number(option('overhead', smoke ? 20 : 600));
const idleMs = Number(option('idle-ms', smoke ? 0 : 8_000));
const maxForeign = Number(option('max-foreign', 0.25));
for (const [name, value] of Object.entries({
  rate,
  bigRate,
  soakRate,
  soakRequests,
  floorSoakRequests,
  overheadSamples,
  idleMs,
  maxForeign,
})) {
  if (!(value >= 0) || (/rate/i.test(name) && value === 0)) throw new Error(`bench:bridge: bad value for ${name}: ${value}`);
}
if (steps.some((n) => !(Number.isInteger(n) && n >= 2 && n % 2 === 0)))
  throw new Error('bench:bridge: --steps are even totals of channels, at least 2');
if (metal.some((n) => !(Number.isInteger(n) && n >= 1))) throw new Error('bench:bridge: --metal are counts of streams per process');
const tooMany = [...steps.map((n) => n / 2), ...metal].filter((n) => n > maxPerProcess);
if (tooMany.length > 0)
  throw new Error(
    `bench:bridge: ${Math.max(...tooMany)} streams in one process need \`ulimit -n\` above ${Math.max(...tooMany) + FD_RESERVE} (the hard limit is ${fd.hard})`,
  );
const rowRate = (total) => (total > 1_000 ? bigRate : rate);
// The floor takes what one instance takes: half the rate, as many streams as an instance holds.
const floorRate = (n) => rowRate(2 * n) / 2;

const root = fileURLToPath(new URL('../..', import.meta.url));
if (!existsSync(join(root, 'packages/mcp-elicitation-core/dist/server.js')))
  throw new Error('bench:bridge: the core is not built: run `npm run build` first');
const log = (line) => process.stderr.write(`bench:bridge: ${line}\n`);

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
const floorRows = [];
const plainRows = [];
const singleRows = [];
let soaked;
let floorSoaked;
let singleSoaked;
let overhead = '';
const problems = [];

/** The section as far as the run got; `final` once every phase ran (a partial one says so). */
function render(final) {
  const foreign = watch.figures();
  const busy =
    watch.linux && (foreign.mean > maxForeign || foreign.worst > 2 * maxForeign)
      ? `machine busy: other work used ${foreign.mean.toFixed(2)} cores on average`
      : undefined;
  const shown = args.filter((a) => a !== '--write');
  return [
    '## Bridge at scale',
    '',
    `Generated by \`npm run bench:bridge${shown.length > 0 ? ` -- ${shown.join(' ')}` : ''}\` (bench/bridge-scale/main.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}${final ? '' : ' (partial: the run was still going or stopped early)'}.`,
    '',
    `- Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB memory; Node ${process.version}; redis-server ${redisVersion}; \`ulimit -n\` ${fd.soft} (hard ${fd.hard}): at most ${maxPerProcess.toLocaleString('en')} streams per process.`,
    `- Quiet-machine check: ${watch.linux ? `other work than this run used ${foreign.mean.toFixed(2)} cores on average over ${foreign.seconds.toFixed(0)} s, at most ${foreign.worst.toFixed(2)} in a ${WINDOW_S}-s window (this run ${foreign.own.toFixed(2)} cores); timed verdicts need at most ${maxForeign.toFixed(2)} on average and ${(2 * maxForeign).toFixed(2)} in every window (${busy ? 'not met' : 'met'})` : 'no /proc: other work not measured'}; 1-minute load average ${watch.load.start.toFixed(2)} at the start, at most ${watch.load.max.toFixed(2)}, ${loadavg()[0].toFixed(2)} at the end.${busy ? ' Timed figures were taken while other work ran: read them as upper bounds.' : ''}`,
    `- Our bridge: two instances on one Redis; in the growth table every request asked at the row's rate and answered at the same rate (${rate} per second, ${bigRate} above 1,000 channels); the floor and the in-process broker at half of that in their one process, at as many streams as an instance holds. The soaks ask and answer at ${soakRate} per second in rounds over 1,000 channels. One unmeasured round of 20 first. The load generator (tab processes, the POSTs) runs on the same cores as the servers and Redis.`,
    ...problems.map((problem) => `- Stopped early: ${problem}`),
    '',
    '### Goals',
    '',
    ...goals({ rows, floorRows, plainRows, soak: soaked, floorSoak: floorSoaked, busy, fd: { ...fd, maxPerProcess } }),
    '',
    '### Against the metal',
    '',
    "The same figures for our bridge (per instance), the node:http floor and plain idle SSE connections (bench/bridge-scale/floor.mjs), at as many streams per process. Memory: the change in heap and RSS after GC, divided by the streams (requests). CPU per request lifecycle: the servers' CPU time over the requests (our two instances together; the MCP pair that asks is in every relay's process). \"POST received → handler resolved\": from the POST's request event to the MCP client's handler resolving (on our instances, half of them on the other instance, through Redis).",
    '',
    ...metalTable({ rows, floorRows, plainRows, singleRows, soak: soaked, floorSoak: floorSoaked, singleSoak: singleSoaked }),
    '',
    '### How each figure grows with load',
    '',
    'Our bridge. Per stream and per pending request: the change in heap and RSS after GC, summed over both instances, divided by the streams (requests). "Redis commands" counts every command Redis executed (INFO commandstats, each script\'s inner commands included), "round trips" the commands the instances sent. Idle commands/s: with the streams open and nothing asked (each instance\'s heartbeat every 5 s, which also finds dead instances).',
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

/** Runs one phase; a phase that fails (a deadline on a loaded machine) is reported and ends its series. */
async function phase(label, run) {
  log(`${label}…`);
  try {
    await run();
    return true;
  } catch (error) {
    problems.push(`${label}: ${error.message}`);
    log(problems.at(-1));
    return false;
  }
}

const redis = await startRedis();
const profileDir = option('profile', undefined);
const instanceFds = Math.max(...steps) / 2 + FD_RESERVE;
const instances = [
  await startInstance(redis.url, { profileDir, fds: instanceFds }),
  await startInstance(redis.url, { profileDir, fds: instanceFds }),
];
const floor = [await startFloor('relay', { fds: Math.max(0, ...metal) + FD_RESERVE })];
const plain = [await startFloor('plain', { fds: Math.max(0, ...metal) + FD_RESERVE })];
const single = [await startInstance('memory', { profileDir, fds: Math.max(0, ...metal) + FD_RESERVE })];
const pool = [];
const ours = { servers: instances, pool, redis, rate, idleMs };
const metalContext = { servers: floor, pool, tag: 'f' };
const singleContext = { servers: single, pool, tag: 's' };
try {
  // Unmeasured: the first requests compile code and the answer's validator.
  await growthRow({ ...ours, idleMs: 0, tag: 'w' }, 20);
  await growthRow({ ...metalContext, rate: floorRate(10), tag: 'fw' }, 10);
  await growthRow({ ...singleContext, rate: floorRate(10), tag: 'sw' }, 10);
  for (const total of steps) {
    const ok = await phase(`${total} channels on our two instances`, async () => {
      const row = await growthRow({ ...ours, rate: rowRate(total) }, total);
      rows.push(row);
      log(
        `${total}: question p99 ${row.delivery.p99.toFixed(1)} ms, answer p99 ${row.answer.p99.toFixed(1)} ms, peak RSS ${(row.rssPeak / 2 ** 20).toFixed(0)} MiB`,
      );
    });
    publish(false);
    if (!ok) break;
  }
  for (const n of metal) {
    const ok = await phase(`${n} streams on the floor`, async () => {
      floorRows.push(await growthRow({ ...metalContext, rate: floorRate(n) }, n));
    });
    if (!ok) break;
  }
  // The in-process broker up to 10,000 streams: what Redis costs shows there, and the largest step would add minutes.
  for (const n of metal.filter((count) => count <= 10_000)) {
    const ok = await phase(`${n} streams on one instance with the in-process broker`, async () => {
      singleRows.push(await growthRow({ ...singleContext, rate: floorRate(n) }, n));
    });
    if (!ok) break;
  }
  for (const n of metal) {
    const ok = await phase(`${n} plain SSE connections`, async () => plainRows.push(await idleRow({ servers: plain, pool }, n)));
    if (!ok) break;
  }
  publish(false);
  if (soakRequests > 0) {
    const channels = smoke ? 10 : 1_000;
    await phase(`soak of ${soakRequests} requests on our two instances`, async () => {
      soaked = await soak({ ...ours, rate: soakRate }, { channels, requests: soakRequests });
    });
    if (floorSoakRequests > 0) {
      await phase(`soak of ${floorSoakRequests} requests on the floor`, async () => {
        floorSoaked = await soak({ ...metalContext, rate: soakRate }, { channels, requests: floorSoakRequests, tag: 'fsoak' });
      });
      await phase(`soak of ${floorSoakRequests} requests on one instance with the in-process broker`, async () => {
        singleSoaked = await soak({ ...singleContext, rate: soakRate }, { channels, requests: floorSoakRequests, tag: 'ssoak' });
      });
    }
    publish(false);
  }
} finally {
  for (const readers of pool) await readers.close();
  for (const server of [...instances, ...floor, ...plain, ...single]) await server.close();
  await redis.stop();
}
if (overheadSamples > 0) {
  log('bench/bridge-overhead.mjs…');
  overhead = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench/bridge-overhead.mjs'), String(overheadSamples)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(text.trim()) : reject(new Error(`bench/bridge-overhead.mjs exited with ${code}`))));
  });
}
watch.stop();
console.log(render(problems.length === 0));
publish(problems.length === 0);
if (problems.length > 0) process.exitCode = 1;
