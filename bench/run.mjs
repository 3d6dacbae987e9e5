// `npm run bench`: builds each contender's page (bench/contenders.mjs) with vite, serves the
// builds on 127.0.0.1, drives Debian's Chromium through playwright-core, and prints one report
// (also written to BENCHMARKS.md): bytes a host adds, cold and warm opening, keystroke → error,
// submit → result, and the 200-field form's opening and re-renders per keystroke.
//
//   node bench/run.mjs            the full run (about 4 minutes on 2 shared cores)
//   node bench/run.mjs --quick    a few samples of each, to check the pages work (not written to BENCHMARKS.md)
//   node bench/run.mjs --only=default,floor
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { baseline, contenders } from './contenders.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pagesDir = join(root, 'bench/pages');
const outDir = join(root, '.bench-out');

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
/** Samples per figure. Cold opens alternate between contenders so drift on a shared machine hits all alike. */
const RUNS = quick
  ? { cold: 2, warmup: 1, warm: 5, keys: 5, submit: 3, cold200: 1, warm200: 3, keys200: 3 }
  : { cold: 7, warmup: 3, warm: 30, keys: 30, submit: 15, cold200: 5, warm200: 8, keys200: 7 };

const active = contenders.filter((c) => c.entry && (!only || only.includes(c.id)));
const startedAt = performance.now();
const log = (message) => process.stderr.write(`bench: [${((performance.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);

// ---------------------------------------------------------------------------------------------
// Build

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Swaps modules the way a build variant does (`replace`: repo-relative path → path). */
function replaceModules(replace = {}) {
  const swaps = new Map(
    Object.entries(replace).map(([from, to]) => {
      if (!existsSync(join(root, to))) throw new Error(`bench: replacement ${to} does not exist`);
      return [join(root, from), join(root, to)];
    }),
  );
  return {
    name: 'bench-replace',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (swaps.size === 0 || !importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
  };
}

/** Builds one page into .bench-out/<id>/ as a host's production build would (minified), React in its own chunk. */
async function buildPage({ id, entry, replace }) {
  const dir = join(outDir, id);
  await build({
    configFile: false,
    root: pagesDir,
    base: './',
    logLevel: 'error',
    plugins: [
      react(),
      replaceModules(replace),
      {
        name: 'bench-entry',
        transformIndexHtml: { order: 'pre', handler: (html) => html.replace('__ENTRY__', entry) },
      },
    ],
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: true,
      cssMinify: true,
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: REACT }] } } },
    },
  });
  return dir;
}

function compressed(text) {
  const buffer = Buffer.from(text);
  return {
    min: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Bytes of a built page outside the React chunk. */
function pageBytes(dir) {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).sort();
  const read = (f) => readFileSync(join(assets, f), 'utf8');
  const js = files.filter((f) => f.endsWith('.js') && !f.startsWith('react-'));
  const css = files.filter((f) => f.endsWith('.css'));
  if (!files.some((f) => f.startsWith('react-'))) throw new Error(`${dir}: no react chunk; check the codeSplitting group`);
  return { js: compressed(js.map(read).join('\n')), css: compressed(css.map(read).join('\n')) };
}

const minus = (a, b) => ({ min: a.min - b.min, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli });

// ---------------------------------------------------------------------------------------------
// Serve

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

async function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(dir + sep)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

// ---------------------------------------------------------------------------------------------
// Drive

/** Opens a page in a fresh context (no cache), fails on any page error, and waits for the first opening. */
async function openPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto(url);
  const cold = await page.evaluate(() => window.__bench.cold);
  const check = () => {
    if (problems.length > 0) throw new Error(`${url}: ${problems.join('; ')}`);
  };
  check();
  return { page, cold, check, close: () => context.close() };
}

const run = (page, fn, arg) => page.evaluate(fn, arg);

/**
 * Opens one page per contender and runs `rounds` rounds of `step`, one sample per contender in
 * each, so that load from elsewhere on a shared machine falls on every contender alike.
 * (Playwright emulates focus in every page, so the pages do not steal focus from one another.)
 */
async function roundRobin(sessions, rounds, step) {
  for (let i = 0; i < rounds; i++) {
    for (const [id, session] of sessions) await step(session.page, id, i);
  }
}

/** Close, then open a new request; the opening's times. */
async function warmOpen(page) {
  await run(page, () => window.__bench.close());
  return run(page, () => window.__bench.open());
}

/** Focuses the email field as touched, with the caret at its end, and checks it starts valid. */
async function prepareEmail(page, id) {
  await run(page, () => window.__bench.focusEmail());
  await page.keyboard.press('End');
  const before = await run(page, () => window.__bench.emailError());
  if (before !== null) throw new Error(`${id}: the email field shows an error before typing: ${before}`);
}

/** Types "@" (the error appears), then Backspace (it goes); the ms of each. */
async function emailErrorRoundTrip(page) {
  await run(page, () => window.__bench.armEmailError(true));
  await page.keyboard.press('@');
  const appear = await run(page, () => window.__bench.settle());
  const message = await run(page, () => window.__bench.emailError());
  await run(page, () => window.__bench.armEmailError(false));
  await page.keyboard.press('Backspace');
  const clear = await run(page, () => window.__bench.settle());
  return { appear, clear, message };
}

/** Opens a new request and clicks Accept; the ms from the click to the result, and the result. */
async function submit(page, id) {
  await warmOpen(page);
  await run(page, () => window.__bench.armResult());
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const { ms, result } = await run(page, () => window.__bench.settle());
  if (result.action !== 'accept') throw new Error(`${id}: Accept answered ${JSON.stringify(result)}`);
  return { ms, content: result.content };
}

/** One keystroke's work: field renders, commits and time (on a `count=1` page). */
async function keystroke(page, key) {
  await run(page, () => window.__bench.armKeystroke());
  await page.keyboard.press(key);
  return run(page, () => window.__bench.settle());
}

// ---------------------------------------------------------------------------------------------
// Statistics and report

function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  if (q === 0.5) {
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
const median = (values) => quantile(values, 0.5);
const p90 = (values) => quantile(values, 0.9);

const ms = (v) => (Number.isNaN(v) ? 'n/a' : `${v < 100 ? v.toFixed(1) : v.toFixed(0)} ms`);
const kib = (v) => `${(v / 1024).toFixed(1)} KiB`;
const times = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
const count = (v) => (Number.isNaN(v) ? 'n/a' : String(Math.round(v * 10) / 10));

/**
 * Every figure: how to read it from one contender's results, how to show it, and whether a p90 goes with it.
 * Ratios in the headline are of the `value`s (medians for times).
 */
const METRICS = [
  { id: 'gzip', label: 'JS a host adds, min+gzip', value: (r) => r.bytes?.js.gzip, show: kib },
  { id: 'brotli', label: 'JS a host adds, min+brotli', value: (r) => r.bytes?.js.brotli, show: kib },
  { id: 'min', label: 'JS a host adds, minified', value: (r) => r.bytes?.js.min, show: kib },
  { id: 'cold8', label: 'Cold open, 8 fields (load → ready)', value: (r) => median(r.cold8.map((t) => t.ready)), spread: (r) => p90(r.cold8.map((t) => t.ready)), show: ms },
  { id: 'warm8', label: 'Warm open, 8 fields (close + reopen)', value: (r) => median(r.warm8.map((t) => t.ready)), spread: (r) => p90(r.warm8.map((t) => t.ready)), show: ms },
  { id: 'warm8focused', label: 'Warm open, 8 fields: render → first field focused', value: (r) => median(r.warm8.map((t) => t.focused)), spread: (r) => p90(r.warm8.map((t) => t.focused)), show: ms },
  { id: 'keyError', label: 'Keystroke → email error visible', value: (r) => median(r.keys.appear), spread: (r) => p90(r.keys.appear), show: ms },
  { id: 'keyClear', label: 'Keystroke → email error gone', value: (r) => median(r.keys.clear), spread: (r) => p90(r.keys.clear), show: ms },
  { id: 'submit', label: 'Submit (Accept click) → result', value: (r) => median(r.submit.times), spread: (r) => p90(r.submit.times), show: ms },
  { id: 'cold200', label: 'Cold open, 200 fields', value: (r) => median(r.cold200.map((t) => t.ready)), spread: (r) => p90(r.cold200.map((t) => t.ready)), show: ms },
  { id: 'warm200', label: 'Warm open, 200 fields', value: (r) => median(r.warm200.map((t) => t.ready)), spread: (r) => p90(r.warm200.map((t) => t.ready)), show: ms },
  { id: 'warm200focused', label: 'Warm open, 200 fields: render → first field focused', value: (r) => median(r.warm200.map((t) => t.focused)), spread: (r) => p90(r.warm200.map((t) => t.focused)), show: ms },
  { id: 'key200', label: '200 fields: keystroke work (untouched text field)', value: (r) => median(r.work200.plain.map((k) => k.ms)), spread: (r) => p90(r.work200.plain.map((k) => k.ms)), show: ms },
  { id: 'fields200', label: '200 fields: fields re-rendered per keystroke (untouched)', value: (r) => median(r.work200.plain.map((k) => k.fields)), show: count },
  { id: 'toggle200', label: '200 fields: keystroke work (email error shown/cleared)', value: (r) => median(r.work200.toggle.map((k) => k.ms)), spread: (r) => p90(r.work200.toggle.map((k) => k.ms)), show: ms },
  { id: 'toggleFields200', label: '200 fields: fields re-rendered per keystroke (error shown/cleared)', value: (r) => median(r.work200.toggle.map((k) => k.fields)), show: count },
  { id: 'work200', label: '200 fields, per keystroke (untouched; error): component renders in fields / anywhere / commits', detail: true, value: () => Number.NaN, cell: (r) => `${renderCounts(r.work200.plain)}; ${renderCounts(r.work200.toggle)}` },
];

/** Medians of component renders inside fields, anywhere, and commits: "12 / 30 / 1". */
function renderCounts(samples) {
  return ['renders', 'components', 'commits'].map((k) => count(median(samples.map((s) => s[k])))).join(' / ');
}

const metric = (id) => METRICS.find((m) => m.id === id);
const valueOf = (results, contenderId, metricId) => {
  const r = results.get(contenderId);
  return r ? metric(metricId).value(r) : Number.NaN;
};

/** The goals of the benchmark issue: `subject ≤ limit × reference` (or an exact count). */
const GOALS = [
  { label: 'Size (min+gzip) of the default configuration ≤ 0.5× rjsf', subject: 'default', metric: 'gzip', reference: 'rjsf', limit: 0.5 },
  { label: 'Size (min+gzip) of the smallest configuration ≤ 0.25× rjsf', subject: 'lite', metric: 'gzip', reference: 'rjsf', limit: 0.25 },
  { label: 'Cold open (8 fields) ≤ 1.5× floor', subject: 'default', metric: 'cold8', reference: 'floor', limit: 1.5 },
  { label: 'Warm open (8 fields) ≤ 1.5× floor', subject: 'default', metric: 'warm8', reference: 'floor', limit: 1.5 },
  { label: 'Keystroke → error ≤ 1.2× floor', subject: 'default', metric: 'keyError', reference: 'floor', limit: 1.2 },
  { label: 'One keystroke re-renders one field (200 fields, untouched)', subject: 'default', metric: 'fields200', exact: 1 },
  { label: 'One keystroke re-renders one field (200 fields, error shown/cleared)', subject: 'default', metric: 'toggleFields200', exact: 1 },
];

function verdict(goal, results) {
  const value = valueOf(results, goal.subject, goal.metric);
  if (!results.has(goal.subject) || Number.isNaN(value)) {
    const missing = contenders.find((c) => c.id === goal.subject)?.missing;
    return { measured: 'n/a', verdict: `n/a${missing ? ` (${missing})` : ''}` };
  }
  if (goal.exact !== undefined) {
    const ok = value <= goal.exact;
    return { measured: `${count(value)} field${value === 1 ? '' : 's'}`, verdict: ok ? 'met' : `missed: ${count(value)} fields instead of ${goal.exact}` };
  }
  const reference = valueOf(results, goal.reference, goal.metric);
  const ratio = value / reference;
  const show = metric(goal.metric).show;
  const margin = Math.abs(ratio / goal.limit - 1) * 100;
  return {
    measured: `${times(ratio)} (${show(value)} vs ${show(reference)})`,
    verdict: ratio <= goal.limit ? `met, ${margin.toFixed(0)}% under the limit` : `missed by ${margin.toFixed(0)}% (${times(ratio)} vs ${times(goal.limit)})`,
  };
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function report(results, env) {
  const subjects = contenders.filter((c) => c.role === 'subject');
  const peers = contenders.filter((c) => c.role === 'peer');
  const floor = contenders.find((c) => c.role === 'floor');
  const out = [];

  out.push('## Ratios (headline)', '');
  out.push('Each figure of this library divided by the same figure of the floor and of each peer: below 1× is smaller or faster.', '');
  for (const subject of subjects) {
    if (!results.has(subject.id)) {
      out.push(`**${subject.label}**: n/a (${subject.missing ?? 'not measured in this run'}).`, '');
      continue;
    }
    const refs = [floor, ...peers].filter((c) => results.has(c.id));
    out.push(`**${subject.label}**`, '');
    out.push(
      table(
        ['figure', ...refs.map((c) => `÷ ${c.id}`)],
        METRICS.filter((m) => !m.detail).map((m) => [
          m.label,
          ...refs.map((c) => times(valueOf(results, subject.id, m.id) / valueOf(results, c.id, m.id))),
        ]),
      ),
      '',
    );
  }

  out.push('## Goals', '');
  out.push(table(['goal', 'measured', 'verdict'], GOALS.map((g) => [g.label, ...Object.values(verdict(g, results))])), '');

  out.push('## Absolute figures (context: a shared 2-core machine)', '');
  out.push('Times are medians, p90 in brackets; "×floor" is the ratio to the hand-written form.', '');
  const columns = contenders;
  out.push(
    table(
      ['figure', ...columns.map((c) => c.label)],
      METRICS.map((m) => [
        m.label,
        ...columns.map((c) => {
          const r = results.get(c.id);
          if (!r) return 'n/a';
          if (m.cell) return m.cell(r);
          const value = m.value(r);
          let cell = m.show(value);
          if (m.spread) cell += ` [${m.show(m.spread(r))}]`;
          if (c.role !== 'floor' && results.has(floor.id) && m.show === ms) cell += ` ${times(value / valueOf(results, floor.id, m.id))}`;
          return cell;
        }),
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
  const measured = columns.filter((c) => results.has(c.id));
  out.push(
    table(
      ['phase', ...measured.map((c) => c.label)],
      phases.map(([label, get]) => [label, ...measured.map((c) => ms(median(results.get(c.id).cold8.map(get))))]),
    ),
    '',
  );

  out.push('### CSS a host adds (min+gzip, information only)', '');
  out.push(table(['', ...measured.map((c) => c.label)], [['CSS', ...measured.map((c) => kib(results.get(c.id).bytes.css.gzip))]]), '');

  out.push('### Sanity checks', '');
  for (const c of measured) {
    const r = results.get(c.id);
    out.push(`- ${c.label}: email error text “${r.keys.message}”; accepted content keys: ${Object.keys(r.submit.content ?? {}).join(', ')}`);
  }
  out.push('');

  const head = [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (bench/run.mjs) on ${env.date}${quick ? ' (quick run: too few samples to rely on)' : ''}.`,
    '',
    `- Machine: ${env.nproc} cores (${env.cpu}), ${env.memory} memory, ${env.os}; 1-minute load average ${env.loadBefore} at the start, ${loadavg()[0].toFixed(1)} at the end (a shared machine: compare ratios, not milliseconds)`,
    `- Node ${env.node}; Chromium ${env.chromium} (headless, via playwright-core ${env.versions['playwright-core']})`,
    `- This library: ${env.self}`,
    `- Packages: ${Object.entries(env.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
    `- Samples: cold open ${RUNS.cold} (8 fields) and ${RUNS.cold200} (200 fields), each in a fresh browser context; warm open ${RUNS.warm} (8 fields, after ${RUNS.warmup} unmeasured) and ${RUNS.warm200} (200, after 1); keystrokes ${RUNS.keys}; submits ${RUNS.submit}; 200-field keystrokes ${RUNS.keys200} plain and ${RUNS.keys200 * 2} error toggles`,
    '',
  ];
  const method = [
    '## Method',
    '',
    '- Every contender is a small page built with vite (production, minified) from bench/pages/: the same host app (bench/pages/harness.tsx), the same request (bench/pages/schema.ts: name, email, uri, date, integer 1–20, boolean, titled single-select, multi-select; required fields have defaults; the 200-field form repeats them 25 times), and, for the peers and the floor, the same Radix dialog (bench/pages/shell.tsx) laid out like the library\'s. The library is imported from src/ with its stylesheet.',
    '- Bytes: the page\'s JavaScript outside the React chunk minus the same for a React-only page (bench/pages/baseline.tsx), so react/react-dom are excluded and Radix counts for every contender. gzip level 9, brotli quality 11. Each page\'s few lines of glue (DOM probes for the harness) are included.',
    '- Cold open: navigation start → "ready": the dialog is in the DOM, its first field has focus, a frame has been produced (requestAnimationFrame, then a task), and every task queued by then has run (a timeout, then a posted message), so work a contender defers past its first render (the library compiles its schema in a timeout) is included. Warm open: the host closes the dialog and opens a new request (a fresh copy of the same schema) in the same page; the clock starts at the state change. Frames come every 16.7 ms, so "ready" carries up to one frame of waiting; "render → first field focused" has none.',
    '- Keystroke → error: the email field (valid default) is blurred once so every contender treats it as touched; then "@" is typed at its end (invalid) and the clock runs from the keydown (first capture listener) until a MutationObserver sees the field\'s error text; Backspace clears it ("error gone"). rjsf runs with liveValidate="onChange", JSON Forms shows errors always, the library and the floor validate a touched field on change.',
    '- Submit: Accept is clicked with valid defaults; the clock runs from the click event to the contender\'s result callback. JSON Forms has no submit (it validates on every change), so its figure is only reading its last state.',
    '- Re-renders (200 fields, `?count=1` pages): a stub of React DevTools\' hook (bench/pages/index.html) hands each commit to the harness, which walks the fibers React worked on (a bailed-out subtree keeps its old child list, as DevTools assumes), takes each component whose render ran (React\'s PerformedWork flag, set in production builds too), and maps it to a field through its first DOM element and the contender\'s field-wrapper selector. "Fields re-rendered" counts distinct fields; the detail row gives component renders inside fields, anywhere, and commits. For the library this sees FieldSlot and everything under it without any change to src/. "Keystroke work" is keydown → the end of the task that handled the input event, React\'s synchronous render and commit included.',
    '- Warm opens, keystrokes, submits and the 200-field figures run round-robin over one page per contender (cold opens alternate too), so load from elsewhere on a shared machine falls on every contender alike.',
    '',
  ];
  return [...head, ...out, ...method].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main

function environment(browser) {
  const pkg = (name) => {
    try {
      return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return 'not installed';
    }
  };
  const names = new Set(['react', 'react-dom', ...contenders.flatMap((c) => c.packages ?? []), 'vite', 'rolldown', '@vitejs/plugin-react', 'playwright-core']);
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

async function main() {
  const loadBefore = loadavg()[0].toFixed(1);
  const { module: browserPath } = await runnerImport(join(root, 'test/support/browser-path.ts'));

  log(`building ${[baseline, ...active].map((c) => c.id).join(', ')} into .bench-out/`);
  const dirs = new Map();
  for (const page of [baseline, ...active]) dirs.set(page.id, await buildPage(page));
  const base = pageBytes(dirs.get(baseline.id));
  const results = new Map();
  for (const c of active) {
    const bytes = pageBytes(dirs.get(c.id));
    results.set(c.id, { bytes: { js: minus(bytes.js, base.js), css: minus(bytes.css, base.css) } });
  }
  log('built');

  const { server, origin } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: browserPath.findChromium(), args: browserPath.chromiumArgs, headless: true });
  const url = (id, query) => `${origin}/${id}/index.html?${query}`;
  try {
    for (const [key, n, samples] of [
      ['cold8', 8, RUNS.cold],
      ['cold200', 200, RUNS.cold200],
    ]) {
      log(`cold open, ${n} fields: ${samples} rounds over ${active.length} contenders`);
      for (const c of active) results.get(c.id)[key] = [];
      for (let i = 0; i < samples; i++) {
        for (const c of active) {
          const session = await openPage(browser, url(c.id, `n=${n}`));
          results.get(c.id)[key].push(session.cold);
          await session.close();
        }
      }
    }

    const each = (fn) => {
      for (const c of active) fn(results.get(c.id), c.id);
    };
    const open = async (query) => {
      const sessions = new Map();
      for (const c of active) sessions.set(c.id, await openPage(browser, url(c.id, query)));
      return sessions;
    };
    const closeAll = async (sessions) => {
      for (const session of sessions.values()) {
        session.check();
        await session.close();
      }
    };

    log('8 fields: warm open, keystroke → error, submit (round-robin over the contenders)');
    let sessions = await open('n=8');
    each((r) => Object.assign(r, { warm8: [], keys: { appear: [], clear: [], message: '' }, submit: { times: [], content: undefined } }));
    await roundRobin(sessions, RUNS.warmup + RUNS.warm, async (page, id, i) => {
      const t = await warmOpen(page);
      if (i >= RUNS.warmup) results.get(id).warm8.push(t);
    });
    log('  keystroke → error');
    for (const [id, session] of sessions) await prepareEmail(session.page, id);
    await roundRobin(sessions, RUNS.keys, async (page, id) => {
      const { appear, clear, message } = await emailErrorRoundTrip(page);
      const keys = results.get(id).keys;
      keys.appear.push(appear);
      keys.clear.push(clear);
      keys.message ||= message;
    });
    log('  submit');
    await roundRobin(sessions, RUNS.submit, async (page, id) => {
      const { ms, content } = await submit(page, id);
      const r = results.get(id);
      r.submit.times.push(ms);
      r.submit.content ??= content;
    });
    await closeAll(sessions);

    log('200 fields: warm open');
    sessions = await open('n=200');
    each((r) => (r.warm200 = []));
    await roundRobin(sessions, 1 + RUNS.warm200, async (page, id, i) => {
      const t = await warmOpen(page);
      if (i >= 1) results.get(id).warm200.push(t);
    });
    await closeAll(sessions);

    log('200 fields: renders and work per keystroke');
    sessions = await open('n=200&count=1');
    each((r) => (r.work200 = { plain: [], toggle: [] }));
    for (const session of sessions.values()) {
      await run(session.page, () => window.__bench.focusText());
      await session.page.keyboard.press('End');
    }
    await roundRobin(sessions, RUNS.keys200, async (page, id) => results.get(id).work200.plain.push(await keystroke(page, 'x')));
    for (const [id, session] of sessions) await prepareEmail(session.page, id);
    await roundRobin(sessions, RUNS.keys200, async (page, id) => {
      for (const key of ['@', 'Backspace']) results.get(id).work200.toggle.push(await keystroke(page, key));
    });
    await closeAll(sessions);

    writeFileSync(join(outDir, 'results.json'), JSON.stringify(Object.fromEntries(results), null, 1));
    const text = report(results, { ...environment(browser), loadBefore });
    console.log(text);
    if (!quick && !only) {
      writeFileSync(join(root, 'BENCHMARKS.md'), `${text}\n`);
      log('written to BENCHMARKS.md');
    }
  } finally {
    await browser.close();
    server.close();
  }
  log('done');
}

await main();
