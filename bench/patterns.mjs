// Pattern matching cost per keystroke: the worst known backtracking `pattern`s, validated the way
// the dialog validates on each change (the whole content, through the compiled schema), at 50 and
// 5,000 characters, with ajv and with the lite validator (both run patterns in re2js). Beside them,
// JavaScript's own RegExp on the same input, run in a worker that is stopped after a time limit:
// that is what froze the tab before.
//
//   npm run build && node bench/patterns.mjs            print the table
//   node bench/patterns.mjs --json                      also print the rows as JSON
//
// Standalone: it imports the built package (dist/), needs no browser, and takes about 15 s on two cores.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'packages/mcp-elicitation-core/dist/index.js'))) {
  console.error('bench/patterns: packages/mcp-elicitation-core/dist/index.js is missing. Run `npm run build` first.');
  process.exit(1);
}
const { createAjvValidator } = await import(join(root, 'packages/mcp-elicitation-core/dist/ajv.js'));
const { createLiteValidator, loadPatternEngine } = await import(join(root, 'packages/mcp-elicitation-core/dist/index.js'));

/** How long the native RegExp may run on one input before it counts as frozen. */
const NATIVE_LIMIT_MS = 1000;
const SIZES = [50, 5000];

// Each: the pattern and the input that makes a backtracking engine try every split before failing.
const CASES = [
  { pattern: '^(a|a?)+$', input: (n) => 'a'.repeat(n - 1) + '!' },
  { pattern: '^(\\w+\\s?)*$', input: (n) => 'a'.repeat(n - 1) + '!' },
  { pattern: '^(a+)+$', input: (n) => 'a'.repeat(n - 1) + '!' },
  { pattern: '(a*)*b', input: (n) => 'a'.repeat(n) },
  { pattern: '^(a|ab|b)*c$', input: (n) => 'ab'.repeat(n / 2 - 1) + 'a!' },
  { pattern: '^([a-z0-9]+\\.?)+@x$', input: (n) => 'a'.repeat(n - 1) + '@' },
];

/** Median time of one validation (one keystroke), after warming up. */
function perKeystroke(validate, value) {
  const data = { text: value };
  for (let i = 0; i < 5; i++) validate(data);
  const times = [];
  const deadline = performance.now() + 300;
  while (times.length < 15 || (performance.now() < deadline && times.length < 200)) {
    const started = performance.now();
    validate(data);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Runs `new RegExp(pattern, 'u').test(input)` in a worker; resolves with ms, or Infinity when stopped at the limit. */
function nativeTime(pattern, input) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const re = new RegExp(workerData.pattern, 'u');
       const started = performance.now();
       re.test(workerData.input);
       parentPort.postMessage(performance.now() - started);`,
      { eval: true, workerData: { pattern, input } },
    );
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(Number.POSITIVE_INFINITY);
    }, NATIVE_LIMIT_MS);
    worker.once('message', (ms) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(ms);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

await loadPatternEngine();
const validators = { ajv: createAjvValidator(), lite: createLiteValidator() };
const rows = [];
for (const { pattern, input } of CASES) {
  const schema = { type: 'object', properties: { text: { type: 'string', pattern } } };
  const compiled = Object.fromEntries(Object.entries(validators).map(([name, v]) => [name, v.compile(schema, '2020-12')]));
  for (const n of SIZES) {
    const value = input(n);
    const valid = compiled.ajv({ text: value }).length === 0;
    if (valid !== (compiled.lite({ text: value }).length === 0)) throw new Error(`ajv and lite disagree on ${pattern}`);
    rows.push({
      pattern,
      chars: value.length,
      ajvMs: perKeystroke(compiled.ajv, value),
      liteMs: perKeystroke(compiled.lite, value),
      nativeMs: await nativeTime(pattern, value),
    });
  }
}

const ms = (t) =>
  Number.isFinite(t) ? (t < 0.1 ? `${(t * 1000).toFixed(0)} µs` : `${t.toFixed(2)} ms`) : `> ${NATIVE_LIMIT_MS / 1000} s (stopped)`;
console.log(`Pattern matching per keystroke (median), Node ${process.version}; native RegExp stopped after ${NATIVE_LIMIT_MS} ms`);
console.log('');
console.log('| pattern | chars | ajv + re2js | lite + re2js | native RegExp |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| \`${r.pattern}\` | ${r.chars} | ${ms(r.ajvMs)} | ${ms(r.liteMs)} | ${ms(r.nativeMs)} |`);
if (process.argv.includes('--json'))
  console.log(JSON.stringify(rows.map((r) => ({ ...r, nativeMs: Number.isFinite(r.nativeMs) ? r.nativeMs : null }))));
