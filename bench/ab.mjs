// A change to the library against a git commit, both built into ONE page and opened in turn, so
// the comparison is not at the mercy of which tab or renderer process each build landed in. For
// deciding whether a change to src/ helps; `npm run bench` gives the figures against the floor.
//
//   node bench/ab.mjs                      the working tree against HEAD (warm opens of 200 fields)
//   node bench/ab.mjs --base=19aa6a1       against another commit
//   node bench/ab.mjs --keys               also keystrokes (8 fields: "@" shows the email error, Backspace clears it)
//   node bench/ab.mjs --base=WORKTREE      the working tree against itself: how far apart two identical builds land
//   node bench/ab.mjs --cold               cold opens of 8 fields instead: each build in a page of its own
//   --rounds=60 --contexts=3 --fields=200  (defaults; with --cold, --rounds=150 pairs)
//
// How: `git archive <base> src packages/mcp-elicitation-core/src` goes to .bench-out/ab/base/, and a
// page (bench/pages/harness.tsx, production build) imports both copies of the library, each with its
// own copy of the core; `window.__abWhich` picks the one the next
// opening renders. Openings alternate in ABBA order, start at a swept point of the frame (as in
// `npm run bench`), in fresh browser contexts. The figure to read is the median of the paired
// differences (each B opening minus the A opening next to it), with the same for even and odd
// rounds, and a 95 % interval for it (bootstrap over the pairs): a difference whose interval
// holds 0 is not resolved. `--base=WORKTREE` shows what two identical builds give.
//
// With --cold, each build gets a page of its own (a cold open loads one library, as a host's page
// does), and each opening is a fresh browser context loading a page, ABBA again: navigation →
// ready and navigation → first field focused, as `npm run bench` times the cold open, and the two
// phases before focus apart (load + eval; render, commit and effects), since a change to what the
// first render does hides in the load's larger spread when only the totals are compared. Cold opens
// vary far more than warm ones, so the default 150 pairs (about 2 minutes) resolve only about
// 5 %: the working tree against itself gave a 95 % interval of −1.6 % to +5.0 % for ready.
//
// Only the working tree's stylesheet is loaded (two would apply to both builds): for a change to
// src/theme/styles.css, use `npm run bench` or bench/style-probe.mjs --css=….
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { coldOpenFigures, interval, median } from './paired.mjs';
import { serve } from './serve.mjs';
import { helpFromHeader } from './help.mjs';

helpFromHeader(import.meta.url);

process.env.NODE_ENV = 'production';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const base = String(args.base ?? 'HEAD');
const cold = args.cold === true;
const rounds = Number(args.rounds ?? (cold ? 150 : 60));
const contexts = Number(args.contexts ?? 3);
const fields = Number(args.fields ?? 200);
const dir = join(root, '.bench-out', 'ab');

// The base copy of src/, inside the repository so its imports resolve to the same node_modules.
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'base'), { recursive: true });
const CORE = 'packages/mcp-elicitation-core/src';
if (base === 'WORKTREE') {
  // A copy, so the page holds two separately bundled builds, as in a real comparison.
  cpSync(join(root, 'src'), join(dir, 'base', 'src'), { recursive: true });
  cpSync(join(root, CORE), join(dir, 'base', CORE), { recursive: true });
} else {
  // A commit from before the core had its own package has no core sources: its src/ holds them.
  const paths = execFileSync('git', ['ls-tree', '--name-only', base, CORE], { cwd: root, encoding: 'utf8' }).trim()
    ? ['src', CORE]
    : ['src'];
  const tar = execFileSync('git', ['archive', '--format=tar', base, ...paths], { cwd: root, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', join(dir, 'base')], { input: tar });
  const css = execFileSync('git', ['diff', '--stat', base, '--', 'src/theme/styles.css'], { cwd: root }).toString().trim();
  if (css) console.log(`bench/ab: styles.css differs from ${base}; only the working tree's is loaded (see the head of this file).`);
}
/** A page of the harness rendering `A`'s or `B`'s dialog: both builds (picked by `window.__abWhich`) or one. */
function writePage(name, builds) {
  const imports = { A: "import * as A from './base/src/index';", B: "import * as B from '../../src/index';" };
  const dialog = (w) => `<${w}.ElicitationDialog request={request} server={SERVER} onResult={onResult} />`;
  writeFileSync(
    join(dir, `${name}.tsx`),
    `// Generated by bench/ab.mjs.
${builds.map((w) => imports[w]).join('\n')}
import '../../src/theme/styles.css';
import { mount } from '../../bench/pages/harness';

const SERVER = { id: 'bench', label: 'Bench server' };
const FIELD = '[role="dialog"] .mcp-elicitation-field';
const emailField = () => document.querySelector(\`\${FIELD}:has(input[type="email"])\`);
const which = () => (window as unknown as { __abWhich?: string }).__abWhich;
mount({
  Dialog: ({ request, onResult }) =>
    ${builds.length === 2 ? `which() === 'B' ? ${dialog('B')} : ${dialog('A')}` : dialog(builds[0])},
  emailError: () => emailField()?.querySelector('.mcp-elicitation-field-error')?.textContent ?? null,
  emailInput: () => emailField()?.querySelector('input') ?? null,
  textInput: () => document.querySelector(\`\${FIELD}[data-kind="text"] input[type="text"]\`),
  fieldSelector: '.mcp-elicitation-field',
});
`,
  );
  return `${name}.html`;
}
const pages = cold ? [writePage('a', ['A']), writePage('b', ['B'])] : [writePage('index', ['A', 'B'])];
const html = readFileSync(join(root, 'bench/pages/index.html'), 'utf8');
for (const file of pages) writeFileSync(join(dir, file), html.replace('__ENTRY__', `./${file.replace('.html', '.tsx')}`));
const { default: react } = await import('@vitejs/plugin-react');
const { coreAliases } = await import('../scripts/source-aliases.mjs');
/**
 * The base build imports the base commit's core: `mcp-elicitation-core` resolves (through the
 * aliases) to the working tree's sources, and this moves an import from the base copy to the same
 * file of the base's own core, so a change to the core shows as a difference too.
 */
const baseCore = {
  name: 'ab-base-core',
  enforce: 'pre',
  resolveId(source, importer) {
    const from = join(root, CORE);
    if (!importer?.startsWith(join(dir, 'base') + sep) || !source.startsWith(from + sep)) return null;
    return join(dir, 'base', CORE, source.slice(from.length + 1));
  },
};
await build({
  configFile: false,
  mode: 'production',
  root: dir,
  base: './',
  logLevel: 'error',
  plugins: [react(), baseCore],
  // mcp-elicitation-core from its sources, as the React package's own sources import it.
  resolve: { alias: coreAliases },
  server: { fs: { allow: [root] } },
  build: {
    outDir: join(dir, 'dist'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: Object.fromEntries(pages.map((file) => [file.replace('.html', ''), join(dir, file)])) },
  },
});

const { server, origin } = await serve(join(dir, 'dist'));
const { module: browserPath } = await runnerImport(join(root, 'test/support/browser-path.ts'));
const browser = await chromium.launch({ executablePath: browserPath.findChromium(), args: browserPath.chromiumArgs, headless: true });
const run = (page, fn, arg) => page.evaluate(fn, arg);

/** Both builds, ABBA by round (flipped per context); `measure(page, which, round)` returns { figure: ms }. */
async function alternate(n, measure) {
  const samples = { A: {}, B: {} };
  const diffs = {};
  for (let c = 0; c < contexts; c++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/index.html?n=${n}`);
    await run(page, () => window.__bench.cold);
    for (let r = -1; r < rounds; r++) {
      const got = {};
      for (const which of (r + c) % 2 ? ['A', 'B'] : ['B', 'A']) got[which] = await measure(page, which, r);
      if (r >= 0) record(samples, diffs, got);
    }
    await context.close();
  }
  return { samples, diffs };
}

/** Adds one round's figures of both builds, and their difference, to the samples. */
function record(samples, diffs, got) {
  for (const [figure, b] of Object.entries(got.B)) {
    for (const which of ['A', 'B']) (samples[which][figure] ??= []).push(got[which][figure]);
    (diffs[figure] ??= []).push(b - got.A[figure]);
  }
}

/** Cold opens, ABBA by round: each a fresh context loading one build's page (a.html or b.html). */
async function coldOpens() {
  const samples = { A: {}, B: {} };
  const diffs = {};
  for (let r = 0; r < rounds; r++) {
    const got = {};
    for (const which of r % 2 ? ['A', 'B'] : ['B', 'A']) {
      got[which] = await coldOpenFigures(browser, `${origin}/${which.toLowerCase()}.html?n=8`, `bench/ab: build ${which}`);
    }
    record(samples, diffs, got);
  }
  return { samples, diffs };
}

function report(title, { samples, diffs }) {
  console.log(`\n${title} (A = ${base}, B = working tree)`);
  for (const [figure, d] of Object.entries(diffs)) {
    const a = median(samples.A[figure]);
    const b = median(samples.B[figure]);
    const even = median(d.filter((_, i) => i % 2 === 0));
    const odd = median(d.filter((_, i) => i % 2 === 1));
    const [low, high] = interval(d);
    const verdict = low <= 0 && high >= 0 ? 'not resolved' : high < 0 ? 'B faster' : 'B slower';
    const pct = (ms) => `${((ms / a) * 100).toFixed(1)} %`;
    console.log(`  ${figure}: A ${a.toFixed(2)} ms, B ${b.toFixed(2)} ms (medians), n=${d.length} pairs`);
    console.log(
      `    B−A: ${median(d).toFixed(2)} ms (${pct(median(d))}), 95 % interval ${low.toFixed(2)} to ${high.toFixed(2)} ms (${pct(low)} to ${pct(high)}); even/odd rounds ${even.toFixed(2)} / ${odd.toFixed(2)} ms: ${verdict}`,
    );
  }
}

try {
  if (cold) {
    report('Cold open, 8 fields (fresh context, page load)', await coldOpens());
  } else {
    const opens = await alternate(fields, async (page, which, r) => {
      await run(
        page,
        (w) => {
          window.__abWhich = w;
          return window.__bench.close();
        },
        which,
      );
      const t = await run(page, (phase) => window.__bench.open(phase), ((((r + 1) * 7) % 10) + 0.5) / 10);
      return { 'render → first field focused': t.focused, 'render → ready': t.ready };
    });
    report(`Warm open, ${fields} fields, new schema each time`, opens);
    if (args.keys) {
      const keys = await alternate(8, async (page, which) => {
        await run(
          page,
          (w) => {
            window.__abWhich = w;
            return window.__bench.close();
          },
          which,
        );
        await run(page, () => window.__bench.open());
        // Touched, as in `npm run bench`: changed and left, so every keystroke is checked.
        await run(page, () => window.__bench.focusEmail());
        for (const key of ['End', 'x', 'Backspace', 'Tab', 'Shift+Tab', 'End']) await page.keyboard.press(key);
        const appear = [];
        const clear = [];
        for (let k = 0; k < 8; k++) {
          await run(page, () => window.__bench.armEmailError(true));
          await page.keyboard.press('@');
          appear.push(await run(page, () => window.__bench.settle()));
          await run(page, () => window.__bench.armEmailError(false));
          await page.keyboard.press('Backspace');
          clear.push(await run(page, () => window.__bench.settle()));
        }
        return { 'keystroke → error shown': median(appear), 'keystroke → error cleared': median(clear) };
      });
      report('Keystrokes, 8 fields (median of 8 per opening)', keys);
    }
  }
} finally {
  await browser.close();
  server.close();
}
