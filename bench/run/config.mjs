// What one `npm run bench` run does, from its command line: which contenders, how many samples of
// each figure, how many page sets, the limits on other work; shared by the other parts of bench/run/.
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contenders } from '../contenders.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const pagesDir = join(root, 'bench/pages');
export const outDir = join(root, '.bench-out');
export const patternsScript = join(root, 'bench/patterns.mjs');
export const bridgeScript = join(root, 'bench/bridge-overhead.mjs');

export const args = process.argv.slice(2);
export const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
export const quick = args.includes('--quick');
/** Only the size goals: the form-app pages built and weighed, no browser (printed, not written). */
export const sizesOnly = args.includes('--sizes');
export const only = option('only')?.split(',');
/**
 * Samples per figure, chosen so a verdict does not flip between runs on a quiet machine (the
 * report checks this: each verdict is recomputed on two halves of the samples, and one that
 * differs between the halves is reported as unstable; see `verdict`). Cold opens and first
 * interactions alternate between contenders so drift on a shared machine hits all alike. A cold
 * open varies most (two identical pages: an interquartile range of 20-40 ms on about 200 ms):
 * with 24 samples the floor's second copy once landed 17 % from the floor; with 60, 72 and 100,
 * 3 %, 0 % and 3.5 %. With 48, six runs of the same code put the library's cold open at 1.09× to
 * 1.20× the floor, and in the last of them the median's ratio (1.20×) stood apart from every other
 * quantile's (1.10× to 1.13× at 10, 25, 75 and 90 %): the distribution is lumpy, and 48 samples
 * let its median jump between lumps. Doubling them halves the median's variance (its spread
 * shrinks by about 30 %); the first run with 96 measured 1.11×. A cold open takes about 1 s (it
 * waits for long tasks), so the 8-field cold opens and the one-gesture pages' cold opens cost
 * some 10 minutes more than with 48 (a full run: about 31 minutes). First interactions (a fresh
 * context each, like cold opens) got the same doubling for the same reason: with 48, the run at
 * 1e9da5a put the library at 1.37× the floor overall, but at 1.58× and 1.25× in alternate cycles
 * (an unstable verdict against a limit of 1.5×), where earlier runs had measured 1.34× to 1.44×.
 * The first run with 96 measured 1.30×; first interactions and the one-gesture pages' ones now
 * take about 14 minutes, and a full run about 35.
 */
/*
 * Since issue 35 (a full run within 15 minutes on 2 cores), `cold` and `first` are the most samples
 * the goal contenders take (see GOAL_IDS): they stop earlier, at a whole cycle of the order past
 * `coldMin` / `firstMin`, once every goal on the figure is settled (its ratio's 95 % interval lies
 * on one side of the limit), so only a goal near its limit costs the full count. Counted against the
 * run of 155d142 (35 minutes, about 2,500 fresh-context opens of roughly 0.7 s): 580 to 980 opens
 * now, with the page sets at about half their work, puts a full run near 12 minutes when every
 * goal settles at the minimum and 15 when none does. Timed on a quiet machine on 2026-11-28: 12 min 46 s
 * and 13 min 9 s. The other timed
 * contenders take `context` rounds of each fresh-context figure, enough for the headline ratios,
 * which carry no verdict. The one-gesture pairs stop the same way between `gestureMin` and
 * `gestureMax` rounds.
 */
export const FULL_RUNS = {
  cold: 72,
  coldMin: 48,
  first: 72,
  firstMin: 48,
  context: 12,
  gestureMin: 16,
  gestureMax: 32,
  cold200: 4,
  warmup: 3,
  warm: 90,
  warm200: 90,
  keys: 150,
  submit: 15,
  keys200: 9,
};
export const overrides = Object.fromEntries(
  (option('runs') ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.split(':')[0], Number(kv.split(':')[1])]),
);
for (const [key, n] of Object.entries(overrides)) {
  if (!(key in FULL_RUNS) || !Number.isInteger(n) || n < 0)
    throw new Error(`bench: --runs=${key}:${n}: expected one of ${Object.keys(FULL_RUNS).join(', ')} with a count`);
}
export const RUNS = {
  ...(quick
    ? {
        cold: 2,
        coldMin: 2,
        first: 2,
        firstMin: 2,
        context: 2,
        gestureMin: 2,
        gestureMax: 2,
        cold200: 1,
        warmup: 1,
        warm: 5,
        warm200: 3,
        keys: 5,
        submit: 3,
        keys200: 3,
      }
    : FULL_RUNS),
  ...overrides,
};
/** Long tasks are collected until this long after the first frame (a deferred compile, a chunk loaded on demand). */
export const LONG_TASK_WINDOW_MS = 500;
export const MAX_LOAD = Number(option('max-load') ?? availableParallelism());
/** Cores of CPU other work may use, averaged over the run (twice that in any 10-second window). */
export const MAX_FOREIGN = Number(option('max-foreign') ?? 0.25);
if (!(MAX_FOREIGN >= 0)) throw new Error(`bench: --max-foreign=${option('max-foreign')}: expected a number of cores`);
/** A run with fewer samples than the full one, or fewer contenders, is printed but not written to BENCHMARKS.md. */
export const fewSamples = Object.entries(RUNS).some(([key, n]) => n < FULL_RUNS[key]);
export const partial = quick || sizesOnly || only !== undefined || fewSamples;

export const listed = contenders.filter((c) => c.entry && (!only || only.includes(c.id)));
/** Contenders whose pages are timed; size-only ones are built and weighed. */
export const active = listed.filter((c) => !c.sizeOnly);
/**
 * The contenders the timed goals compare (this library's default build, the same-stack floor, and
 * its second copy for the run's resolution): they take every sample. Run with --only, whatever is listed.
 */
export const GOAL_IDS = ['default', 'stack-floor', 'stack-floor-again'];
export const goalContenders = only === undefined ? active.filter((c) => GOAL_IDS.includes(c.id)) : active;
export const startedAt = performance.now();
export const log = (message) =>
  process.stderr.write(`bench: [${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);

/**
 * The page-based figures (warm opens, keystrokes, submits, the 200-field ones) are split over this
 * many sets of pages, each set opened anew (a fresh context per page, so fresh renderer processes)
 * with its contenders created in a rotated order. The same page in two tabs of one browser can
 * differ by 10-15 % for as long as the tabs live, and the first tab created tends to be the faster
 * one (measured with identical pages); one set per run would hand that lottery to whoever it falls
 * on, and a verdict would flip from run to run. Three sets were not enough: in one run the 200-field
 * warm open measured 1.32×, 1.26× and 1.41× the floor set by set. With six or more, the verdict is
 * also recomputed on the even and on the odd sets alone (see `verdict`).
 *
 * The count is a multiple of the number of contenders (at least six: eight with today's eight), so
 * the rotation creates each contender's page in every position equally often. With six sets and
 * eight contenders, the last two listed (the floor and its copy) were never created first and the
 * floor never last, an order that could favour whoever was listed first.
 */
export const PAGE_SETS = quick ? 1 : Math.ceil(6 / Math.max(1, goalContenders.length)) * Math.max(1, goalContenders.length);
/**
 * Page sets that hold every timed contender; the others hold only the goal contenders. The headline
 * ratios of the rest come from these sets alone (no verdict rests on them); the goals keep all of
 * PAGE_SETS, a multiple of the goal contenders' number, so each is created in every position equally often.
 */
export const CONTEXT_SETS = 1;
/** The contenders of page set `s`. */
export const setContenders = (s) => (s < CONTEXT_SETS ? active : goalContenders);
/** Set `s`'s share of `total` samples. */
export const share = (total, s) => Math.floor(total / PAGE_SETS) + (s < total % PAGE_SETS ? 1 : 0);

/** Warm openings start at this many evenly spread points of a frame interval (see `framePhase`). */
export const FRAME_PHASES = 10;
/**
 * Round `i`'s point within a frame interval, the same for every contender: a warm open's "ready"
 * waits for the next frame, and openings that always started at one point of the frame would add
 * a fixed share of a frame that differs from page to page (bench/pages/harness.tsx, atFramePhase).
 */
export const framePhase = (i) => (((i * 3) % FRAME_PHASES) + 0.5) / FRAME_PHASES;
