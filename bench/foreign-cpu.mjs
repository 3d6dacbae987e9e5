// Is anything else running? Timed verdicts need a machine on which only the bench works. The
// 1-minute load average cannot tell: the bench's own Chromium processes and node raise it (to
// about 5 on 2 cores with nothing else running). On Linux this measures the CPU time used by
// other work ("foreign CPU"), sampled every second:
//
//   foreign = Δ(machine busy: /proc/stat, every jiffy not idle or iowait, steal included)
//           − Δ(this run's process tree: process.pid and its descendants through /proc/<pid>/stat
//               ppid links, utime + stime + cutime + cstime, so children that exited and were
//               reaped by a member still count)
//
// in cores (jiffies ÷ elapsed seconds ÷ clock ticks per second, `getconf CLK_TCK`). A process
// once seen in the tree stays a member while it lives (Chromium's helpers can outlive their
// parent and be re-parented to init); one that exits without a member to reap it keeps its last
// figure, so its time never leaves the sum. Off Linux (no /proc) it falls back to the load average.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Width of the windows the worst case is taken over, in seconds. */
export const WINDOW_S = 10;

export const hasProc = () => existsSync('/proc/stat') && existsSync(`/proc/${process.pid}/stat`);

export function clockTicks() {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/** Jiffies the machine spent on anything but idle and iowait, all CPUs. */
export function machineBusy(text = readFileSync('/proc/stat', 'utf8')) {
  const fields = text.slice(0, text.indexOf('\n')).trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest and guest_nice are already in user and nice).
  const [user, nice, system, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/** Every process: pid → { ppid, start, own: utime + stime, reaped: cutime + cstime }. */
function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // Gone since the listing.
    }
    // The command name is in parentheses and may hold spaces or parentheses: split after the last one.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    all.set(Number(name), { ppid: Number(f[1]), start: f[19], own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) });
  }
  return all;
}

/**
 * Follows this process's tree over time: `sample()` returns the cumulative CPU jiffies of every
 * member since they were first seen (continuous: a member that exits hands its time to the
 * member that reaps it, through cutime/cstime, or to `retired` when none does).
 */
export function processTree(rootPid = process.pid) {
  /** Members alive at the last sample: pid → { start, ppid, total }. */
  let members = new Map();
  let retired = 0;
  return function sample() {
    const all = processes();
    // Earlier members still alive (same start time: not a reused pid), wherever they now hang,
    // and everything under the root or under any of them.
    const alive = [...members].filter(([pid, m]) => all.get(pid)?.start === m.start).map(([pid]) => pid);
    const children = new Map();
    for (const [pid, p] of all) {
      if (!children.has(p.ppid)) children.set(p.ppid, []);
      children.get(p.ppid).push(pid);
    }
    const next = new Map();
    const stack = [rootPid, ...alive];
    while (stack.length > 0) {
      const pid = stack.pop();
      const p = all.get(pid);
      if (!p || next.has(pid)) continue;
      next.set(pid, p);
      stack.push(...(children.get(pid) ?? []));
    }
    // Members that exited: their time moved into their parent's cutime if the parent is a member
    // (reaped by it); otherwise nobody in the tree holds it any more, so keep their last figure.
    for (const [pid, m] of members) {
      if (next.has(pid)) continue;
      if (!members.has(m.ppid) && !next.has(m.ppid)) retired += m.total;
    }
    members = new Map([...next].map(([pid, p]) => [pid, { start: p.start, ppid: p.ppid, total: p.own + p.reaped }]));
    let total = retired;
    for (const m of members.values()) total += m.total;
    return { total, count: members.size };
  };
}

/**
 * Foreign CPU from a list of samples `{ t (ms), busy, own (jiffies) }`: the mean over all of them
 * and the worst window of at least WINDOW_S seconds (the whole span when it is shorter), in cores.
 */
export function foreignFigures(samples, ticks) {
  if (samples.length < 2) return { mean: Number.NaN, worst: Number.NaN, own: Number.NaN, seconds: 0 };
  const cores = (a, b) => (b.busy - a.busy - (b.own - a.own)) / (((b.t - a.t) / 1000) * ticks);
  const first = samples[0];
  const last = samples[samples.length - 1];
  let worst = Number.NEGATIVE_INFINITY;
  let j = 0;
  for (let i = 1; i < samples.length; i++) {
    // The latest start at least WINDOW_S before sample i.
    while (j + 1 < i && samples[i].t - samples[j + 1].t >= WINDOW_S * 1000) j++;
    if (samples[i].t - samples[j].t >= WINDOW_S * 1000) worst = Math.max(worst, cores(samples[j], samples[i]));
  }
  const mean = cores(first, last);
  // The run's own use, for context.
  const own = (last.own - first.own) / (((last.t - first.t) / 1000) * ticks);
  return { mean, worst: Number.isFinite(worst) ? worst : mean, own, seconds: (last.t - first.t) / 1000 };
}

/** The verdict rule: too much foreign CPU on average, or in any one window (twice the limit). */
export function tooBusy({ mean, worst }, limit) {
  return mean > limit || worst > 2 * limit;
}

/**
 * Samples every second from now on. `mark()` notes the current sample index; `figures(from, to)`
 * gives the foreign CPU between two marks; off Linux only the load average is followed.
 */
export function watchMachine() {
  const linux = hasProc();
  const ticks = linux ? clockTicks() : 100;
  const tree = linux ? processTree() : null;
  const samples = [];
  const load = { start: loadavg()[0], max: loadavg()[0] };
  const take = () => {
    load.max = Math.max(load.max, loadavg()[0]);
    if (!linux) return;
    const busy = machineBusy();
    const { total: own } = tree();
    samples.push({ t: performance.now(), busy, own });
  };
  take();
  const timer = setInterval(take, 1000);
  timer.unref();
  return {
    linux,
    ticks,
    load,
    /** Takes a sample now and returns its index. */
    mark() {
      take();
      return samples.length - 1;
    },
    figures: (from = 0, to = samples.length - 1) => foreignFigures(samples.slice(from, to + 1), ticks),
    stop: () => clearInterval(timer),
  };
}
