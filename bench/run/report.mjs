// The report of `npm run bench`: the Markdown written to BENCHMARKS.md, from the results, the
// machine and the sections run on their own.
import { contenders } from '../contenders.mjs';
import { median, ratioInterval, undecided } from '../paired.mjs';
import { CONTEXT_SETS, FRAME_PHASES, GOAL_IDS, LONG_TASK_WINDOW_MS, MAX_FOREIGN, PAGE_SETS, partial, RUNS } from './config.mjs';
import { cores } from './machine.mjs';
import {
  CONTROL,
  CYCLE,
  finer,
  FLOOR,
  GOALS,
  halves,
  METRICS,
  ms,
  p90,
  REFERENCES,
  times,
  valueOf,
  verdict,
  whyMissing,
} from './statistics.mjs';
import { GESTURE_PAIRS } from './timing.mjs';
import { WINDOW_S } from '../foreign-cpu.mjs';

export function gesturesSection(measured, noVerdict) {
  const out = [
    '## One-gesture answers against the plain form',
    '',
    'bench/pages/ours-gestures.tsx, the default build: each one-gesture answer against the plain form of the same question',
    `(cold open: load → ready; first interaction: the whole answer in the first frame after focus; each pair from ${RUNS.gestureMin} rounds until its ratio's interval excludes 1, at most ${RUNS.gestureMax}: ${GESTURE_PAIRS.map(([g]) => `${g} ${measured[g].cold.length} and ${measured[g].first.length}`).join(', ')}).`,
    "Goal: no more than the plain form (ratio ≤ 1.00×). The interval is the ratio's 95 % interval, drawn by round (ratioInterval).",
    '',
    '| figure | one gesture, median / p90 | plain form, median / p90 | ratio (95 % interval) | verdict |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [gesture, form, label] of GESTURE_PAIRS) {
    for (const [key, name, pick] of [
      ['cold', 'cold open', (t) => t.ready],
      ['first', 'first interaction', (t) => t.latency],
    ]) {
      const a = measured[gesture][key].map(pick);
      const b = measured[form][key].map(pick);
      const ratio = median(a) / median(b);
      // Both taken once per round, in turn: a round is drawn whole.
      const range = ratioInterval(a, b);
      // As for the goals above: recomputed on alternate cycles of the order (here two rounds, one
      // with each first), a verdict that differs between them is reported as unstable rather
      // than flipping from run to run; one whose interval includes the limit, as too close to call.
      const ofB = halves(b, 2);
      const split = halves(a, 2).map((half, i) => median(half) / median(ofB[i]));
      const unsettled = undecided(ratio, 1, range, a.length);
      const verdict = noVerdict
        ? 'no verdict (busy machine or few samples)'
        : split.some((r) => r <= 1 !== ratio <= 1)
          ? `unstable: ${ratio <= 1 ? 'met' : 'missed'} overall, but alternate pairs of rounds give ${split.map(finer).join(' and ')}`
          : unsettled !== undefined
            ? `too close to call: ${ratio <= 1 ? 'met' : 'missed'} overall, but ${unsettled}`
            : ratio <= 1
              ? 'met'
              : '**missed**';
      const shown = range ? `${times(ratio)} (${finer(range[0])} to ${finer(range[1])})` : times(ratio);
      out.push(`| ${label}: ${name} | ${ms(median(a))} / ${ms(p90(a))} | ${ms(median(b))} / ${ms(p90(b))} | ${shown} | ${verdict} |`);
    }
  }
  out.push('');
  return out;
}

/** "48 (default) / 16 (rjsf)": how many samples of figure `key` the goal and the other contenders took. */
function samplesOf(results, key) {
  const counts = new Map();
  for (const [id, r] of results) if (Array.isArray(r[key])) counts.set(r[key].length, [...(counts.get(r[key].length) ?? []), id]);
  return [...counts].map(([n, ids]) => `${n} (${ids.join(', ')})`).join(' / ');
}

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function cellOf(m, r, floorResult) {
  if (m.describe) {
    try {
      return m.describe(r);
    } catch {
      return 'n/a';
    }
  }
  const value = m.value(r);
  let cell = m.show(value);
  if (m.spread && !Number.isNaN(value)) cell += ` [${m.show(m.spread(r))}]`;
  if (floorResult && m.kind === 'time' && !Number.isNaN(value)) cell += ` ${times(value / m.value(floorResult))}`;
  return cell;
}

export function report(results, env, machine, patterns) {
  const subjects = contenders.filter((c) => c.role === 'subject');
  const peers = contenders.filter((c) => c.role === 'peer');
  const out = [];

  out.push('## Goals', '');
  if (machine.busy)
    out.push(
      `**${machine.noVerdict}** for times and long tasks; they are shown for information only. Sizes and render counts do not depend on load.`,
      '',
    );
  out.push(
    table(
      ['goal', 'measured', 'verdict'],
      GOALS.map((g) => [g.label, ...Object.values(verdict(g, results, machine))]),
    ),
    '',
  );

  out.push('## Ratios (headline)', '');
  out.push(
    `Each figure of this library divided by the same figure of the same-stack floor (${FLOOR.id}), of the React-only floor kept as a reference (${REFERENCES.map((c) => c.id).join(', ')}) and of each peer: below 1× is smaller or faster.`,
    '',
  );
  for (const subject of subjects) {
    if (!results.has(subject.id)) {
      out.push(`**${subject.label}**: not measured: ${whyMissing(subject)}.`, '');
      continue;
    }
    const refs = [FLOOR, ...REFERENCES, ...peers].filter((c) => results.has(c.id));
    const rows = METRICS.filter((m) => !m.noRatio && (!subject.sizeOnly || m.kind === 'bytes'));
    out.push(`**${subject.label}**`, '');
    if (subject.note) out.push(`Note: ${subject.note}.`, '');
    out.push(
      table(
        ['figure', ...refs.map((c) => `÷ ${c.id}`)],
        rows.map((m) => [m.label, ...refs.map((c) => times(valueOf(results, subject.id, m.id) / valueOf(results, c.id, m.id)))]),
      ),
      '',
    );
  }

  out.push('## What a host adds (bytes)', '');
  out.push('React and react-dom excluded; gzip -9, brotli -q 11.', '');
  out.push(
    table(
      ['figure', ...contenders.map((c) => c.label)],
      METRICS.filter((m) => m.kind === 'bytes').map((m) => [
        m.label,
        ...contenders.map((c) => (results.has(c.id) ? m.show(m.value(results.get(c.id))) : `not measured: ${whyMissing(c)}`)),
      ]),
    ),
    '',
  );

  const measured = contenders.filter((c) => results.has(c.id) && !c.sizeOnly);
  const floorResult = results.get(FLOOR.id);
  out.push(`## Times (context: a shared ${env.nproc}-core machine)`, '');
  out.push(`Medians, p90 in brackets, then the ratio to the same-stack floor (×floor, ${FLOOR.label}).`, '');
  if (CONTROL && results.has(CONTROL.id)) {
    out.push(
      `"${CONTROL.label}" is the floor's page built and timed again in the same rounds: its ×floor shows how far two identical pages land apart in this run. A ratio goal whose measured ratio is nearer its limit than that is reported as too close to call.`,
      '',
    );
  }
  out.push(
    table(
      ['figure', ...measured.map((c) => c.label)],
      METRICS.filter((m) => m.kind !== 'bytes').map((m) => [
        m.label,
        ...measured.map((c) => cellOf(m, results.get(c.id), c.role === 'floor' ? undefined : floorResult)),
      ]),
    ),
    '',
  );

  out.push('### Cold open, 8 fields: where the time goes (medians, ms)', '');
  const phases = [
    ['load + eval (navigation → entry module runs)', (t) => t.appStart],
    ['render, commit, effects (→ dialog in the DOM, first field focused)', (t) => t.focused - t.appStart],
    ['next frame (tasks queued before it, e.g. a deferred compile, included)', (t) => t.painted - t.focused],
    ['tasks queued by then (→ ready)', (t) => t.ready - t.painted],
    ['total (ready)', (t) => t.ready],
  ];
  out.push(
    table(
      ['phase', ...measured.map((c) => c.label)],
      phases.map(([label, get]) => [label, ...measured.map((c) => ms(median(results.get(c.id).cold8.map(get))))]),
    ),
    '',
  );

  out.push(...patterns);

  out.push('### Sanity checks', '');
  for (const c of measured) {
    const r = results.get(c.id);
    const typed = r.first.map((f) => JSON.stringify(f.result.content?.name ?? null));
    out.push(
      `- ${c.label}: email error text “${r.keys.message}”; accepted content keys: ${Object.keys(r.submit.content ?? {}).join(', ')}; ` +
        `"name" sent by the first interactions: ${[...new Set(typed)].join(', ')}; ` +
        `long tasks seen at any time in the cold opens (8 / 200 fields, the observer at work): ${r.cold8.reduce((n, t) => n + t.longTasksTotal, 0)} / ${r.cold200.reduce((n, t) => n + t.longTasksTotal, 0)}`,
    );
  }
  out.push('');

  const head = [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (bench/run.mjs) on ${env.date}${partial ? ' (partial run: --quick, --only or fewer samples than the full run; not a basis for verdicts)' : ''}.`,
    '',
    `- Machine: ${env.nproc} cores (${env.cpu}), ${env.memory} memory, ${env.os}; ${machine.line}`,
    `- Node ${env.node}; Chromium ${env.chromium} (headless, via playwright-core ${env.versions['playwright-core']})`,
    `- This library: ${env.self}`,
    `- Packages: ${Object.entries(env.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
    `- Samples (the page-based ones over ${PAGE_SETS} sets of pages, the first ${CONTEXT_SETS} with every timed contender, the rest with ${GOAL_IDS.join(', ')} only): cold open ${samplesOf(results, 'cold8')} (8 fields; ${RUNS.context} rounds with every timed contender, then the goal contenders until the goals on it were settled, at least ${RUNS.coldMin} and at most ${RUNS.cold}) and ${RUNS.cold200} (200 fields), each in a fresh browser context; first interaction ${samplesOf(results, 'first')} (the same rule, at least ${RUNS.firstMin} and at most ${RUNS.first}), each in a fresh context; warm open ${RUNS.warm} (8 fields, after ${RUNS.warmup} unmeasured) and ${RUNS.warm200} (200, after 1); keystrokes ${RUNS.keys}; submits ${RUNS.submit}; 200-field keystrokes ${RUNS.keys200} plain and ${RUNS.keys200 * 2} error toggles`,
    '',
  ];
  const method = [
    '## Method',
    '',
    "- Every contender is a small page built with vite (production mode, minified: React's production bundle and `jsx`, never `jsxDEV`; the run stops if any chunk is a development build) from bench/pages/: the same host app (bench/pages/harness.tsx), the same request (bench/pages/schema.ts: name, email, uri, date, integer 1–20, boolean, titled single-select, multi-select; required fields have defaults; the 200-field form repeats them 25 times), and, for the peers and both floors, the same Radix dialog (bench/pages/shell.tsx) laid out like the library's. The library is imported from src/ with its stylesheet.",
    "- Every opening renders a request the page has not seen: its first field's `maxLength` is 60 plus the opening's number (a rule, not an annotation a cache could skip; the default stays valid and no layout changes), so no cache of compiled schemas, keyed by object or by content, can answer from an earlier one.",
    "- The floor (bench/pages/stack-floor.tsx) is written on the stack the library is built on and a React form app already ships: react-hook-form with @hookform/resolvers' zodResolver and a zod schema written field kind by field kind, in shadcn/ui's Form parts (FormField = Controller, FormItem, FormLabel, FormControl, FormMessage, as its ui/form.tsx; the multiple choice and the single choice as its checkbox-form-multiple and radio-group-form examples; native inputs for shadcn's Input, Checkbox and RadioGroup), `mode: 'onTouched'`, in the shared Radix dialog; every time goal is judged against it. The React-only floor (bench/pages/floor.tsx: state in a form component inside the dialog, hand-written checks, one memoised field re-rendered per keystroke) stays as a reference: its ratios are shown, no goal rests on them. Both show each field with the control the library uses for it (the three-option single choice as a radio group in a fieldset, as the library shows up to six options, not a `<select>`).",
    '- Bytes: the page\'s JavaScript (and CSS) outside the React chunk minus the same for a React-only page (bench/pages/baseline.tsx), so react/react-dom are excluded and Radix counts for every contender. gzip level 9, brotli quality 11; "JS + CSS" adds the two compressed figures (separate files). "First paint" is the entry chunk and every chunk it imports statically; chunks loaded only through `import()` (the library\'s ajv, for schemas beyond the spec\'s subset) are listed on their own row, never dropped. Sizes are given two ways: standalone, against that React-only page, and what a typical React form app adds: the page and the contender built with a second entry, bench/pages/form-app-stack.tsx, that keeps react-hook-form and @radix-ui/react-dialog (the parts shadcn\'s Form and Dialog use) on the page, minus the same page with nothing else; whatever the library imports from those packages is then shared with the app, and everything else it imports is counted. Only the second is a goal. The "Provider + Host + CSS" pages (bench/pages/ours-host.tsx) use the README\'s integration and are weighed only; their timings are those of the dialog page. The inline presentation (bench/pages/ours-inline.tsx: `<ElicitationPanel autoFocus>` in a wrapper the harness finds) is weighed and timed like the dialog pages; it has no Radix dialog, while the floor and the peers keep theirs.',
    `- Cold open: navigation start → "ready": the dialog is in the DOM, its first field has focus, a frame has been produced (requestAnimationFrame, then a task), and every task queued by then has run (a timeout, then a posted message), so work a contender defers past its first render is included. Warm open: the host closes the dialog and opens a new request in the same page; the clock starts at the state change. Frames come every 16.7 ms, so "ready" carries up to one frame of waiting; "render → first field focused" has none. A request arrives at any moment of a frame, so each warm opening starts at a set point of the frame interval (atFramePhase in bench/pages/harness.tsx): ${FRAME_PHASES} points spread evenly over it, the same ones in the same rounds for every contender. Started whenever the driver got there, each page kept its own nearly fixed point, and two identical pages measured up to 20 % apart.`,
    `- Long tasks: a PerformanceObserver for \`longtask\` (bench/pages/index.html, registered before any module) records every task over 50 ms; a cold open counts those that start at or after the requestAnimationFrame callback of the first frame after focus (the dialog's first paint), over the next ${LONG_TASK_WINDOW_MS} ms.`,
    '- First interaction: a fresh page per sample; in the first frame after the first field took focus (a requestAnimationFrame callback), the harness types "x" at the end of "Name" (the input\'s native value setter, then an `input` event, as typing does) and clicks Accept; the clock runs from that callback to the contender\'s result, and "synchronous work" is the time until `click()` returned. Work a contender deferred to after its first frame and still owes (a compile) lands here.',
    '- Keystroke → error: the email field (valid default) gets one change that leaves its value as it was, and is left once, so every contender treats it as touched (the library checks a field on every change once the user changed it and left it); then "@" is typed at its end (invalid) and the clock runs from the keydown (first capture listener) until a MutationObserver sees the field\'s error text; Backspace clears it ("error gone"). rjsf runs with liveValidate="onChange", JSON Forms shows errors always, the library and both floors validate a touched field on change.',
    "- Submit: Accept is clicked with valid defaults; the clock runs from the click event to the contender's result callback. JSON Forms has no submit (it validates on every change), so its figure is only reading its last state.",
    '- Re-renders (200 fields, `?count=1` pages): a stub of React DevTools\' hook (bench/pages/index.html) hands each commit to the harness, which walks the fibers React worked on (a bailed-out subtree keeps its old child list, as DevTools assumes), takes each component whose render ran (React\'s PerformedWork flag, set in production builds too), and maps it to a field through its first DOM element and the contender\'s field-wrapper selector. "Fields re-rendered" counts distinct fields; the detail row gives component renders inside fields, anywhere, and commits. "Keystroke work" is keydown → the end of the task that handled the input event, React\'s synchronous render and commit included.',
    "- Clock: every page is served cross-origin isolated (COOP and COEP headers), where Chromium's `performance.now()` advances in 5 µs steps instead of 100 µs; the run stops if a page is not isolated.",
    `- Warm opens, keystrokes, submits and the 200-field figures run round-robin over one page per contender, so load from elsewhere on a shared machine falls on every contender alike. The order is balanced: over a cycle of rounds every contender runs in every position and right after every other contender equally often (a Williams design; cold opens and first interactions are ordered the same way), because a page runs faster right after a page like itself. These figures are split over ${PAGE_SETS} sets of pages, each opened anew (fresh contexts, so fresh renderer processes) with the contenders created in a rotated order, each contender in every position of that order equally often: one page can run 10-15 % faster or slower than an identical one for as long as both live, and the first one created tends to be faster, so a single set would hand that lottery to one contender.`,
    '- Resolution: a second copy of the floor\'s page (role "control" in bench/contenders.mjs: the same build, served from its own directory) is timed like every contender. Its ratio to the floor should be 1×; a ratio goal whose measured ratio lies nearer its limit than the copy lies from 1× is reported as too close to call instead of met or missed.',
    "- Intervals: each timed goal also gets a 95 % interval for its ratio of medians (bench/paired.mjs, ratioInterval: 2,000 resamples, drawn by round for fresh-context figures and by page set for page-based ones, the same draws on both sides). A goal whose interval includes its limit is too close to call, with an estimate of the samples that would settle it. The one-gesture ratios get the same, and the bridge's figures an interval for their ratio to the goal's budget (budgetInterval).",
    `- Verdicts: a ratio goal compares medians. It is recomputed on two halves of the samples; if either lands on the other side of the limit the verdict says "unstable" instead of met or missed. Figures taken on long-lived pages (warm opens, keystrokes) are split into the even and the odd page sets: rounds on the same pages cannot show the page lottery (in a run with 3 page sets, the 200-field warm open measured 1.32×, 1.26× and 1.41× the floor set by set). Figures taken on a fresh page each time (cold opens, first interactions) are split into alternate whole cycles of the balanced order, ${CYCLE} rounds each: even and odd rounds run different rows of the order (split by parity, the library's 200-field warm open once measured 62.6 ms in even rounds and 69.1 ms in odd ones). Timed verdicts are refused ("machine busy: no verdict") when other work uses the CPU: sampled every second, the machine's busy time (/proc/stat) minus the CPU time of this run's own process tree (node and its descendants, Chromium included, through /proc/<pid>/stat, with the time of exited children their parents reaped), in cores; it must stay at or below ${cores(MAX_FOREIGN)} averaged over the run (\`--max-foreign\`) and ${cores(2 * MAX_FOREIGN)} in every ${WINDOW_S}-s window. The 1-minute load average is shown for information: the run's own Chromium processes raise it above the core count. Without /proc (not Linux) the older rule applies: the load average at or below \`--max-load\` (default: the number of cores) throughout.`,
    '',
  ];
  return [...head, ...out, ...method].join('\n');
}

/** The bridge-at-scale section of `previous` (BENCHMARKS.md as it was), kept across a rewrite: `npm run bench:bridge` owns it. */
export function keptSections(previous) {
  const from = previous.indexOf('<!-- bridge-scale:start -->');
  const to = previous.indexOf('<!-- bridge-scale:end -->');
  return from !== -1 && to > from ? `\n${previous.slice(from, to + '<!-- bridge-scale:end -->'.length)}\n` : '';
}
