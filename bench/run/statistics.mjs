// The statistics of `npm run bench`: every figure and how it is read from a contender's samples,
// the goals, and the verdict on each (medians, halves, the ratio's bootstrap interval, the control's resolution).
import { contenders } from '../contenders.mjs';
import { median, quantile, ratioInterval, undecided } from '../paired.mjs';
import { active, PAGE_SETS, RUNS, share } from './config.mjs';
import { williamsRows } from './timing.mjs';

export const p90 = (values) => quantile(values, 0.9);
/**
 * The samples of alternate cycles of `cycle` rounds: a verdict that differs between the halves is
 * not settled. Whole cycles of the balanced order (see williamsRows), not even and odd rounds:
 * those run different rows of it, so each half has its own order, and a page runs faster right
 * after a page like itself. Split by parity, the library's 200-field warm open once measured
 * 62.6 ms in even rounds and 69.1 ms in odd ones of the same run.
 */
export const halves = (values, cycle) => [0, 1].map((h) => values.filter((_, i) => Math.floor(i / cycle) % 2 === h));
/** Rounds in one cycle of the balanced order over the timed contenders. */
export const CYCLE = williamsRows(Math.max(1, active.length)).length;
/**
 * The indices of the samples each page set took, for a figure taken `total` times over the sets
 * (set `s` adds `share(total, s)` samples, in set order).
 */
export function setIndices(total) {
  const sets = [];
  let start = 0;
  for (let s = 0; s < PAGE_SETS; s++) {
    sets.push(Array.from({ length: share(total, s) }, (_, i) => start + i));
    start += sets[s].length;
  }
  return sets;
}

/**
 * The samples of the even and of the odd page sets. Even and odd rounds share their pages, so they
 * cannot show how fast a page happened to be; the two halves of the sets are other pages.
 */
export function setHalves(values, total) {
  const out = [[], []];
  setIndices(total).forEach((indices, s) => out[s % 2].push(...indices.map((i) => values[i])));
  return out;
}

/**
 * How timed figure `m`'s samples belong together, for `ratioInterval`: by page set for a figure
 * taken on pages that live for many samples, else by round (each sample is a round of its own: a
 * fresh context, every contender once per round).
 */
export const groupsOf = (m, count) =>
  m.pageSets !== undefined && PAGE_SETS > 1 ? setIndices(count) : Array.from({ length: count }, (_, i) => [i]);

export const ms = (v) => (Number.isNaN(v) ? 'n/a' : `${v < 100 ? v.toFixed(1) : v.toFixed(0)} ms`);
export const kib = (v) => (Number.isNaN(v) ? 'n/a' : `${(v / 1024).toFixed(1)} KiB`);
export const times = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
/** For the halves of an unstable verdict: enough digits that they never read as the limit itself. */
export const finer = (v) => (Number.isFinite(v) ? `${v.toFixed(3)}×` : 'n/a');
export const count = (v) => (Number.isNaN(v) ? 'n/a' : String(Math.round(v * 10) / 10));

/** A time figure: its samples (in round order), shown as median [p90]. */
export const timed = (id, label, samples, pageSets) => ({ id, label, kind: 'time', samples: (r) => samples(r) ?? [], show: ms, pageSets });
/** Opens (of those measured) with at least one long task after the first frame. */
export const opensWithLongTasks = (opens) => (opens ? opens.filter((t) => t.longTasks.length > 0).length : Number.NaN);
export const longest = (t) => Math.max(0, ...t.longTasks.map((l) => l.duration));

/**
 * Every figure: how to read it from one contender's results and how to show it. `value` of a timed
 * figure is the median of its samples; ratios in the headline are of the `value`s.
 */
export const METRICS = [
  {
    id: 'formApp',
    noRatio: true,
    label:
      'What a typical React form app adds on first paint (JS + CSS, min+gzip; its page already ships react, react-dom, react-hook-form, @radix-ui/react-dialog)',
    kind: 'bytes',
    value: (r) => (r.formApp ? r.formApp.js.gzip + r.formApp.css.gzip : Number.NaN),
    show: kib,
  },
  {
    id: 'total',
    label: 'Standalone: what it adds on first paint to a page that has only React (JS + CSS), min+gzip',
    kind: 'bytes',
    value: (r) => r.bytes.js.gzip + r.bytes.css.gzip,
    show: kib,
  },
  { id: 'gzip', label: 'JS a host adds on first paint, min+gzip', kind: 'bytes', value: (r) => r.bytes.js.gzip, show: kib },
  { id: 'brotli', label: 'JS a host adds on first paint, min+brotli', kind: 'bytes', value: (r) => r.bytes.js.brotli, show: kib },
  { id: 'min', label: 'JS a host adds on first paint, minified', kind: 'bytes', value: (r) => r.bytes.js.min, show: kib },
  { id: 'css', label: 'CSS a host adds, min+gzip', kind: 'bytes', noRatio: true, value: (r) => r.bytes.css.gzip, show: kib },
  {
    id: 'lazy',
    label: 'JS loaded on demand (import()), min+gzip',
    kind: 'bytes',
    noRatio: true,
    value: (r) => r.bytes.lazy.gzip,
    show: kib,
  },
  timed('cold8', 'Cold open, 8 fields (load → ready)', (r) => r.cold8?.map((t) => t.ready)),
  timed('first', 'First interaction: type + Accept in the first frame after focus → result', (r) => r.first?.map((f) => f.latency)),
  timed('firstBlocking', 'First interaction: synchronous work in the input and click handlers', (r) => r.first?.map((f) => f.blocking)),
  {
    id: 'longTasks',
    label: 'Cold opens (8 fields) with a long task (> 50 ms) after the first paint',
    kind: 'count',
    noRatio: true,
    value: (r) => opensWithLongTasks(r.cold8),
    describe: (r) =>
      `${opensWithLongTasks(r.cold8)} of ${r.cold8.length} opens${opensWithLongTasks(r.cold8) ? `, longest ${ms(Math.max(...r.cold8.map(longest)))}` : ''}`,
  },
  {
    ...timed('longTaskMax', 'Cold open, 8 fields: longest task after the first paint (0 if none over 50 ms)', (r) => r.cold8?.map(longest)),
    noRatio: true,
  },
  timed('warm8', 'Warm open, 8 fields, new schema (close + reopen)', (r) => r.warm8?.map((t) => t.ready), 'warm'),
  timed('warm8focused', 'Warm open, 8 fields: render → first field focused', (r) => r.warm8?.map((t) => t.focused)),
  timed('keyError', 'Keystroke → email error visible', (r) => r.keys?.appear, 'keys'),
  timed('keyClear', 'Keystroke → email error gone', (r) => r.keys?.clear, 'keys'),
  timed('submit', 'Submit (Accept click) → result', (r) => r.submit?.times),
  timed('cold200', 'Cold open, 200 fields', (r) => r.cold200?.map((t) => t.ready)),
  {
    id: 'longTasks200',
    label: 'Cold opens (200 fields) with a long task after the first paint',
    kind: 'count',
    noRatio: true,
    value: (r) => opensWithLongTasks(r.cold200),
    describe: (r) =>
      `${opensWithLongTasks(r.cold200)} of ${r.cold200.length}${opensWithLongTasks(r.cold200) ? `, longest ${ms(Math.max(...r.cold200.map(longest)))}` : ''}`,
  },
  timed('warm200', 'Warm open, 200 fields, new schema', (r) => r.warm200?.map((t) => t.ready), 'warm200'),
  timed('warm200focused', 'Warm open, 200 fields: render → first field focused', (r) => r.warm200?.map((t) => t.focused)),
  timed('key200', '200 fields: keystroke work (untouched text field)', (r) => r.work200?.plain.map((k) => k.ms)),
  {
    id: 'fields200',
    label: '200 fields: fields re-rendered per keystroke (untouched)',
    kind: 'count',
    steady: true,
    value: (r) => median(r.work200?.plain.map((k) => k.fields) ?? []),
    show: count,
  },
  timed('toggle200', '200 fields: keystroke work (email error shown/cleared)', (r) => r.work200?.toggle.map((k) => k.ms)),
  {
    id: 'toggleFields200',
    label: '200 fields: fields re-rendered per keystroke (error shown/cleared)',
    kind: 'count',
    steady: true,
    value: (r) => median(r.work200?.toggle.map((k) => k.fields) ?? []),
    show: count,
  },
  {
    id: 'work200',
    label: '200 fields, per keystroke (untouched; error): component renders in fields / anywhere / commits',
    kind: 'count',
    noRatio: true,
    value: () => Number.NaN,
    describe: (r) => `${renderCounts(r.work200.plain)}; ${renderCounts(r.work200.toggle)}`,
  },
];
for (const m of METRICS) {
  if (m.samples) {
    m.value = (r) => median(m.samples(r));
    m.spread = (r) => p90(m.samples(r));
  }
}

/** Medians of component renders inside fields, anywhere, and commits: "12 / 30 / 1". */
export function renderCounts(samples) {
  return ['renders', 'components', 'commits'].map((k) => count(median(samples.map((s) => s[k])))).join(' / ');
}

export const metric = (id) => METRICS.find((m) => m.id === id);
export const valueOf = (results, contenderId, metricId) => {
  const r = results.get(contenderId);
  return r ? metric(metricId).value(r) : Number.NaN;
};

/**
 * The goals: `subject ≤ limit × reference`, or a count that must not exceed `exact`. Times are judged
 * against the floor written on the same stack (react-hook-form, @hookform/resolvers, Radix Dialog);
 * the sizes are a ratchet, held at the figures they had when the floor moved to that stack.
 */
export const GOALS = [
  {
    label:
      'What a typical React form app adds (react, react-dom, react-hook-form, @radix-ui/react-dialog already on the page): Provider + Host + dialog + CSS, min+gzip ≤ 0.31× rjsf (held where it was)',
    subject: 'default-host',
    metric: 'formApp',
    reference: 'rjsf',
    limit: 0.31,
  },
  {
    label:
      'What a typical React form app adds: inline presentation only (no Radix Dialog, no URL consent), min+gzip ≤ 0.27× rjsf (held where it was)',
    subject: 'inline',
    metric: 'formApp',
    reference: 'rjsf',
    limit: 0.27,
  },
  { label: 'Cold open, 8 fields ≤ 1.10× same-stack floor', subject: 'default', metric: 'cold8', reference: 'stack-floor', limit: 1.1 },
  {
    label: 'First interaction after open (type + Accept in the first frame) ≤ 1.3× same-stack floor',
    subject: 'default',
    metric: 'first',
    reference: 'stack-floor',
    limit: 1.3,
  },
  { label: 'Long tasks > 50 ms after first paint (cold opens, 8 fields): none', subject: 'default', metric: 'longTasks', exact: 0 },
  {
    label: 'Warm open, new schema, 8 fields ≤ 1.15× same-stack floor',
    subject: 'default',
    metric: 'warm8',
    reference: 'stack-floor',
    limit: 1.15,
  },
  {
    label: 'Warm open, new schema, 200 fields ≤ 1.25× same-stack floor',
    subject: 'default',
    metric: 'warm200',
    reference: 'stack-floor',
    limit: 1.25,
  },
  {
    label: 'Keystroke → error shown ≤ 1.15× same-stack floor (state inside the dialog)',
    subject: 'default',
    metric: 'keyError',
    reference: 'stack-floor',
    limit: 1.15,
  },
  {
    label: 'Keystroke → error cleared ≤ 1.15× same-stack floor (state inside the dialog)',
    subject: 'default',
    metric: 'keyClear',
    reference: 'stack-floor',
    limit: 1.15,
  },
  { label: 'Fields re-rendered per keystroke, 200 fields (untouched): 1', subject: 'default', metric: 'fields200', exact: 1 },
  {
    label: 'Fields re-rendered per keystroke, 200 fields (error shown/cleared): 1',
    subject: 'default',
    metric: 'toggleFields200',
    exact: 1,
  },
];

/** The hand-written form every time is compared with, its second copy, and the React-only one kept as a reference (bench/contenders.mjs). */
export const FLOOR = contenders.find((c) => c.role === 'floor');
export const CONTROL = contenders.find((c) => c.role === 'control');
export const REFERENCES = contenders.filter((c) => c.role === 'reference');

/**
 * The run's resolution on timed figure `m`: how far the floor's second copy (role "control", the
 * same page built again and timed in the same rounds) lands from the floor, as a fraction (0.04
 * for 1.04× or 0.96×). Undefined when the copy was not run.
 */
export function resolutionOf(m, results) {
  const control = results.get(CONTROL?.id);
  const floor = results.get(FLOOR?.id);
  if (!control || !floor || !m.samples) return undefined;
  const ratio = m.value(control) / m.value(floor);
  return Number.isFinite(ratio) ? Math.abs(ratio - 1) : undefined;
}

/** Why a contender has no figures: its page does not exist yet, or the run left it out (--only). */
export const whyMissing = (c) => (c && !c.entry ? (c.missing ?? 'no page') : 'not in this run');

export function verdict(goal, results, machine) {
  const m = metric(goal.metric);
  const subject = results.get(goal.subject);
  if (!subject) {
    return { measured: 'not measured', verdict: `not measured: ${whyMissing(contenders.find((c) => c.id === goal.subject))}` };
  }
  const value = m.value(subject);
  if (Number.isNaN(value)) return { measured: 'n/a', verdict: 'not measured in this run' };
  // Bytes and render counts do not depend on the machine; times and counts of long tasks do.
  const busy = m.kind !== 'bytes' && !m.steady && machine.busy;
  if (goal.exact !== undefined) {
    const measured = m.describe ? m.describe(subject) : count(value);
    if (busy) return { measured, verdict: machine.noVerdict };
    return { measured, verdict: value <= goal.exact ? 'met' : `missed: ${count(value)} instead of ${goal.exact}` };
  }
  const reference = results.get(goal.reference);
  if (!reference) return { measured: m.show(value), verdict: `no verdict: ${goal.reference} not measured in this run` };
  const ratio = value / m.value(reference);
  // The ratio's 95 % interval: a goal is met or missed only when all of it lies on one side of the limit.
  const samples = m.samples?.(subject);
  const range = samples ? ratioInterval(samples, m.samples(reference), groupsOf(m, samples.length)) : undefined;
  const measured = `${times(ratio)} (${m.show(value)} vs ${m.show(m.value(reference))}${range ? `; 95 % interval ${finer(range[0])} to ${finer(range[1])}` : ''})`;
  if (busy) return { measured, verdict: machine.noVerdict };
  const ok = ratio <= goal.limit;
  const margin = (Math.abs(ratio / goal.limit - 1) * 100).toFixed(0);
  let text = ok ? `met, ${margin}% under the limit` : `missed by ${margin}% (${times(ratio)} vs ${times(goal.limit)})`;
  if (m.samples) {
    // A figure taken on pages that live for many samples is split by page set (each set runs the
    // same rounds, so the order is alike in both halves); one taken on a fresh page each time, by
    // alternate cycles of the order.
    const bySets = m.pageSets !== undefined && PAGE_SETS > 1;
    const halvesOf = (r) => (bySets ? setHalves(m.samples(r), RUNS[m.pageSets]) : halves(m.samples(r), CYCLE));
    const [ours, theirs] = [halvesOf(subject), halvesOf(reference)];
    const split = [0, 1].map((h) => median(ours[h]) / median(theirs[h]));
    const resolution = goal.reference === FLOOR?.id ? resolutionOf(m, results) : undefined;
    const unsettled = undecided(ratio, goal.limit, range, samples.length);
    if (split.some((r) => r <= goal.limit !== ok)) {
      text = bySets
        ? `unstable: ${ok ? 'met' : 'missed'} overall, but the even and odd page sets give ${split.map(finer).join(' and ')}: a page keeps its speed while it lives, so this takes more page sets, not more samples`
        : `unstable: ${ok ? 'met' : 'missed'} overall, but alternate cycles of rounds give ${split.map(finer).join(' and ')}; rerun with more samples`;
    } else if (unsettled !== undefined) {
      text = `too close to call: ${ok ? 'met' : 'missed'} by ${margin}%, but ${unsettled}`;
    } else if (resolution !== undefined && Math.abs(ratio / goal.limit - 1) <= resolution) {
      text = `too close to call: ${ok ? 'met' : 'missed'} by ${margin}%, but the floor's second copy lands ${(resolution * 100).toFixed(0)}% from the floor on this figure`;
    }
  }
  return { measured, verdict: text };
}

/**
 * Whether every timed goal on figure `metricId` is settled: its ratio's 95 % interval (drawn as the
 * verdict draws it) lies wholly on one side of the limit. A run stops taking samples of that figure
 * once this holds; a goal near its limit keeps the full count, and its verdict may still be "too close to call".
 */
export function settled(results, metricId) {
  const m = metric(metricId);
  return GOALS.filter((goal) => goal.metric === metricId && goal.limit !== undefined).every((goal) => {
    const subject = results.get(goal.subject);
    const reference = results.get(goal.reference);
    if (!subject || !reference) return true;
    const a = m.samples(subject);
    const b = m.samples(reference);
    const range = ratioInterval(a, b, groupsOf(m, a.length));
    return range !== undefined && (range[1] <= goal.limit || range[0] > goal.limit);
  });
}
