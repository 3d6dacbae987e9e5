// `npm run bench`: builds each contender's page (bench/contenders.mjs) with vite, serves the
// builds on 127.0.0.1, drives Debian's Chromium through playwright-core, and prints one report
// (also written to BENCHMARKS.md): bytes a host adds (JS and CSS), cold and warm opening (every
// opening a request the page has not seen), the first interaction, long tasks after the first
// paint, keystroke → error, submit → result, the 200-field form's opening and re-renders per
// keystroke, and (when bench/patterns.mjs exists) the worst backtracking patterns.
//
//   node bench/run.mjs --help          the options (the full run, --quick, --only, --runs, --max-foreign, --max-load)
//
// Verdicts on times need a machine on which nothing else runs. On Linux, bench/foreign-cpu.mjs
// samples every second the CPU time the machine spent busy (/proc/stat) minus the time of this
// run's own process tree (node, Chromium, the build): what is left is other work, in cores. It
// must stay at or below --max-foreign (default 0.25 cores) averaged over the run, and at or below
// twice that in every 10-second window. Otherwise the goals table says "machine busy: no verdict".
// The 1-minute load average is reported for information only: the run's own Chromium processes
// raise it well above the core count. Off Linux (no /proc) the load average rule applies instead:
// at or below --max-load (default: the number of cores) at the start and every second of the run.
// Size verdicts do not depend on load and are always given.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { baseline } from './contenders.mjs';
import { watchMachine } from './foreign-cpu.mjs';
import { serve } from './serve.mjs';
import {
  active,
  fewSamples,
  FULL_RUNS,
  framePhase,
  goalContenders,
  listed,
  log,
  only,
  outDir,
  PAGE_SETS,
  partial,
  quick,
  root,
  RUNS,
  setContenders,
  share,
  sizesOnly,
} from './run/config.mjs';
import { longMessageSection, measureLongMessage } from './run/long-message.mjs';
import { environment, bridgeSection, judgeMachine, patternsSection } from './run/machine.mjs';
import { buildPage, copyPage, FORM_APP_IDS, minus, pageBytes } from './run/pages.mjs';
import { gesturesSection, keptSections, report } from './run/report.mjs';
import { runTimeSection, section } from './run/sections.mjs';
import { GOALS, settled, verdict } from './run/statistics.mjs';
import {
  coldOpen,
  emailErrorRoundTrip,
  firstInteraction,
  inRoundOrder,
  keystroke,
  measureGestures,
  openPage,
  prepareEmail,
  rotated,
  roundRobin,
  run,
  submit,
  warmOpen,
  williamsRows,
} from './run/timing.mjs';

const HELP = `npm run bench [-- options]

Builds each contender's page (bench/contenders.mjs), serves the builds on 127.0.0.1 and times them
in Chromium; prints the report and, for a full run, writes it to BENCHMARKS.md (the bridge-at-scale
section there, from npm run bench:bridge, is kept).

  (no options)            the full run: about 12-15 minutes on 2 quiet cores (estimated from
                          per-sample costs; cold opens and first interactions stop once their goals
                          are settled, so a goal near its limit makes it longer)
  --quick                 a few samples of each, to check the pages work (about 3 minutes on 2 quiet
                          cores; printed, not written)
  --only=default,floor    these contenders only (printed, not written)
                          (gestures, long-message: those sections' pages; each runs unless
                          --only leaves it out)
  --runs=cold:120,first:64
                          other sample counts (${Object.keys(FULL_RUNS).join(', ')}; fewer than
                          the full run's: printed, not written). Warm opens, keystrokes and submits
                          only, with the control: --only=default,stack-floor,stack-floor-again --runs=cold:0,coldMin:0,first:0,firstMin:0,cold200:0
  --sizes                 the size goals only: the form-app pages built and weighed against
                          rjsf, no browser (about a minute; printed, not written)
  --max-foreign=0.25      cores other work may use (averaged; twice that in any 10-s window)
                          before timed verdicts are refused (Linux; see bench/foreign-cpu.mjs)
  --max-load=N            off Linux only: the 1-minute load average above which no verdict is given
  --help                  this text

Sizes are given standalone (against a React-only page) and as what a typical React form app adds
(a page already shipping react, react-dom, react-hook-form and @radix-ui/react-dialog); only the
second is a goal.`;

async function main() {
  if (process.argv.includes('--help')) {
    console.log(HELP);
    return;
  }
  // Every page is a host's production build: React's production bundle, `jsx` rather than `jsxDEV`.
  // Vite takes the mode of a build from NODE_ENV when it is set, and the first Vite call below (a
  // dev-mode runner) would set it to "development" for the whole process.
  process.env.NODE_ENV = 'production';
  if (sizesOnly) {
    await sizeGoals();
    return;
  }
  const watch = watchMachine();
  const { module: browserPath } = await runnerImport(join(root, 'test/support/browser-path.ts'));

  log(`building ${[baseline, ...listed].map((c) => c.id).join(', ')} into .bench-out/`);
  section('page builds');
  const dirs = new Map();
  for (const page of [baseline, ...listed]) {
    // A contender that is a copy of another's page (the floor's control) gets a copy of its build.
    const copied = page.copyOf === undefined ? undefined : dirs.get(page.copyOf);
    dirs.set(page.id, copied ? copyPage(copied, page.id) : await buildPage(page));
  }
  const withGestures = !only || only.includes('gestures');
  if (withGestures) await buildPage({ id: 'gestures', entry: 'ours-gestures.tsx' });
  const withLongMessage = !only || only.includes('long-message');
  if (withLongMessage) await buildPage({ id: 'long-message', entry: 'ours-long-message.tsx' });
  const base = pageBytes(dirs.get(baseline.id));
  const results = new Map();
  for (const c of listed) {
    const bytes = pageBytes(dirs.get(c.id));
    results.set(c.id, {
      bytes: {
        js: minus(bytes.js, base.js),
        lazy: bytes.lazy.min > 0 ? bytes.lazy : { min: 0, gzip: 0, brotli: 0 },
        css: minus(bytes.css, base.css),
      },
    });
  }
  // Sizes a second way: what each adds to a typical React form app's page (one that already ships
  // react-hook-form and @radix-ui/react-dialog), against the same page with nothing else.
  section('page builds: in a form app (the size goals)');
  const formAppBase = pageBytes(await buildPage({ ...baseline, formApp: true }));
  for (const c of listed.filter((c) => FORM_APP_IDS.includes(c.id))) {
    const bytes = pageBytes(await buildPage({ ...c, formApp: true }));
    results.get(c.id).formApp = { js: minus(bytes.js, formAppBase.js), css: minus(bytes.css, formAppBase.css) };
  }
  log('built');

  section('browser start');
  const { server, origin } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: browserPath.findChromium(), args: browserPath.chromiumArgs, headless: true });
  const url = (id, query) => `${origin}/${id}/index.html?${query}`;
  let env;
  let gestures;
  let longMessage;
  try {
    env = environment(browser);
    const each = (fn) => {
      for (const c of active) fn(results.get(c.id), c.id);
    };

    // Fresh-context figures: `context` rounds over every timed contender, then rounds over the goal
    // contenders only, in whole cycles of their order, until each goal on the figure is settled
    // (between the figure's minimum and maximum count; see FULL_RUNS in bench/run/config.mjs).
    const fresh = async (key, label, take, { min, max, settledBy }) => {
      each((r) => (r[key] = []));
      const context = Math.min(RUNS.context, max);
      log(
        `${label}: ${context} rounds over ${active.length} contenders, then up to ${max - context} over ${goalContenders.map((c) => c.id).join(', ')}`,
      );
      for (let i = 0; i < context; i++) {
        for (const c of inRoundOrder(active, i)) results.get(c.id)[key].push(await take(c));
      }
      const cycle = williamsRows(goalContenders.length).length;
      for (let i = context; i < max; i++) {
        for (const c of inRoundOrder(goalContenders, i - context)) results.get(c.id)[key].push(await take(c));
        const rounds = i + 1;
        if (rounds >= min && (rounds - context) % cycle === 0 && settledBy !== undefined && settled(results, settledBy)) {
          log(`${label}: every goal on it settled after ${rounds} rounds`);
          break;
        }
      }
    };
    section('cold open, 8 fields');
    await fresh('cold8', 'cold open, 8 fields (and long tasks after the first paint)', (c) => coldOpen(browser, url(c.id, 'n=8')), {
      min: RUNS.coldMin,
      max: RUNS.cold,
      settledBy: 'cold8',
    });
    // No goal on the 200-field cold open: every contender, a few rounds, for the headline.
    section('cold open, 200 fields');
    log(`cold open, 200 fields: ${RUNS.cold200} rounds over ${active.length} contenders`);
    each((r) => (r.cold200 = []));
    for (let i = 0; i < RUNS.cold200; i++) {
      for (const c of inRoundOrder(active, i)) results.get(c.id).cold200.push(await coldOpen(browser, url(c.id, 'n=200')));
    }
    section('first interaction');
    await fresh(
      'first',
      'first interaction (type + Accept in the first frame after focus)',
      (c) => firstInteraction(browser, url(c.id, 'n=8&first=1'), c.id),
      {
        min: RUNS.firstMin,
        max: RUNS.first,
        settledBy: 'first',
      },
    );

    if (withGestures) {
      section('one-gesture answers');
      log(`one-gesture answers against the plain form: ${RUNS.gestureMin} to ${RUNS.gestureMax} cold opens and first interactions of each`);
      gestures = await measureGestures(browser, url);
    }
    if (withLongMessage) {
      section('a 200,000-character message');
      log('a 200,000-character message against a short one: cold and warm opens');
      longMessage = await measureLongMessage(browser, url);
    }

    const open = async (query, set) => {
      const sessions = new Map();
      for (const c of rotated(setContenders(set), set)) sessions.set(c.id, await openPage(browser, url(c.id, query)));
      return sessions;
    };
    const closeAll = async (sessions) => {
      for (const session of sessions.values()) {
        session.check();
        await session.close();
      }
    };

    section('8 fields: warm opens, keystrokes, submits (page sets)');
    each((r) => Object.assign(r, { warm8: [], keys: { appear: [], clear: [], message: '' }, submit: { times: [], content: undefined } }));
    for (let set = 0; set < PAGE_SETS; set++) {
      log(
        `8 fields, page set ${set + 1} of ${PAGE_SETS}: warm open with a new schema each time, keystroke → error, submit (round-robin over the contenders)`,
      );
      const sessions = await open('n=8', set);
      await roundRobin(sessions, RUNS.warmup + share(RUNS.warm, set), async (page, id, i) => {
        const t = await warmOpen(page, framePhase(i));
        if (i >= RUNS.warmup) results.get(id).warm8.push(t);
      });
      for (const [id, session] of sessions) await prepareEmail(session.page, id);
      await roundRobin(sessions, share(RUNS.keys, set), async (page, id) => {
        const { appear, clear, message } = await emailErrorRoundTrip(page);
        const keys = results.get(id).keys;
        keys.appear.push(appear);
        keys.clear.push(clear);
        keys.message ||= message;
      });
      await roundRobin(sessions, share(RUNS.submit, set), async (page, id) => {
        const { ms, content } = await submit(page, id);
        const r = results.get(id);
        r.submit.times.push(ms);
        r.submit.content ??= content;
      });
      await closeAll(sessions);
    }

    section('200 fields: warm opens (page sets)');
    each((r) => (r.warm200 = []));
    for (let set = 0; set < PAGE_SETS; set++) {
      log(`200 fields, page set ${set + 1} of ${PAGE_SETS}: warm open with a new schema each time`);
      const sessions = await open('n=200', set);
      await roundRobin(sessions, 1 + share(RUNS.warm200, set), async (page, id, i) => {
        const t = await warmOpen(page, framePhase(i));
        if (i >= 1) results.get(id).warm200.push(t);
      });
      await closeAll(sessions);
    }

    section('200 fields: keystroke work (page sets)');
    each((r) => (r.work200 = { plain: [], toggle: [] }));
    for (let set = 0; set < PAGE_SETS; set++) {
      log(`200 fields, page set ${set + 1} of ${PAGE_SETS}: renders and work per keystroke`);
      const sessions = await open('n=200&count=1', set);
      for (const session of sessions.values()) {
        await run(session.page, () => window.__bench.focusText());
        await session.page.keyboard.press('End');
      }
      await roundRobin(sessions, share(RUNS.keys200, set), async (page, id) =>
        results.get(id).work200.plain.push(await keystroke(page, 'x')),
      );
      for (const [id, session] of sessions) await prepareEmail(session.page, id);
      await roundRobin(sessions, share(RUNS.keys200, set), async (page, id) => {
        for (const key of ['@', 'Backspace']) results.get(id).work200.toggle.push(await keystroke(page, key));
      });
      await closeAll(sessions);
    }
  } finally {
    await browser.close();
    server.close();
  }
  // The timed part ends when the browser has closed; what follows (the patterns, the bridge) is judged on its own.
  const timedEnd = watch.mark();

  const judged = judgeMachine(watch, 0, timedEnd);
  // After the browser closed, so the patterns' own timings do not compete with it.
  section('worst backtracking patterns (with the core build)');
  const patterns = patternsSection();
  const machine = {
    line: judged.line,
    // No verdict on times from a busy machine, nor from fewer samples than the full run.
    busy: judged.busy || fewSamples,
    noVerdict: judged.busy
      ? `machine busy: no verdict (${judged.reason})`
      : 'too few samples: no verdict (a --quick or reduced --runs run)',
  };
  // Its own check: the machine since the browser closed (the patterns ran), just before the bridge.
  const beforeBridge = judgeMachine(watch, timedEnd, watch.mark());
  watch.stop();
  log(`foreign CPU: ${judged.reason}; since the browser closed: ${beforeBridge.reason}`);
  section("the bridge's overhead");
  const bridge = bridgeSection(quick ? 10 : 600);
  const gestureRows = gestures ? gesturesSection(gestures, machine.busy) : [];
  writeFileSync(join(outDir, 'results.json'), JSON.stringify(Object.fromEntries(results), null, 1));
  const longMessageRows = longMessage ? longMessageSection(longMessage, machine.busy) : [];
  const text = report(results, env, machine, [...gestureRows, ...longMessageRows, ...patterns, ...bridge, ...runTimeSection()]);
  console.log(text);
  if (!partial) {
    const file = join(root, 'BENCHMARKS.md');
    const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
    writeFileSync(file, `${text}\n${keptSections(previous)}`);
    log('written to BENCHMARKS.md');
  }
  log('done');
}

/** `--sizes`: what a typical React form app adds, each size goal's subject against rjsf, as the full run weighs it. */
async function sizeGoals() {
  section('page builds: in a form app (the size goals)');
  const base = pageBytes(await buildPage({ ...baseline, formApp: true }));
  const results = new Map();
  for (const c of listed.filter((c) => FORM_APP_IDS.includes(c.id))) {
    const bytes = pageBytes(await buildPage({ ...c, formApp: true }));
    results.set(c.id, { formApp: { js: minus(bytes.js, base.js), css: minus(bytes.css, base.css) } });
  }
  const rows = GOALS.filter((goal) => goal.metric === 'formApp').map((goal) => {
    const { measured, verdict: said } = verdict(goal, results, { busy: false });
    return `| ${goal.label} | ${measured} | ${said} |`;
  });
  console.log(['| goal | measured | verdict |', '| --- | --- | --- |', ...rows].join('\n'));
  runTimeSection();
}

await main();
