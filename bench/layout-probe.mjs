// Where a warm open of many fields spends its style and layout time: opens the 200-field form on
// pages that `npm run bench` built (.bench-out/<id>/), then times a full style recalculation and a
// full layout of the open dialog (it is detached and put back, 25 times, median), and counts its
// elements. Optional CSS variants show what a rule costs without a rebuild.
//
//   npm run bench -- --quick                              build the pages first (any run builds them)
//   node bench/layout-probe.mjs                           the library's dialog page and the floor
//   node bench/layout-probe.mjs default floor inline      pages by contender id
//   node bench/layout-probe.mjs default --css="…"         the same, with extra CSS added to the page
//
// Not a benchmark: no verdicts, no alternation with other contenders; run it on a quiet machine and
// compare pages within one run.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.bench-out');
const args = process.argv.slice(2);
const css = args.find((a) => a.startsWith('--css='))?.slice('--css='.length) ?? '';
const ids = args.filter((a) => !a.startsWith('--'));
if (ids.length === 0) ids.push('default', 'floor');
for (const id of ids) {
  if (!existsSync(join(outDir, id, 'index.html'))) {
    console.error(`bench/layout-probe: .bench-out/${id}/ is missing. Run \`npm run bench -- --quick\` first.`);
    process.exit(1);
  }
}

const { server, origin } = await serve(outDir);

const { module: browserPath } = await runnerImport(join(root, 'test/support/browser-path.ts'));
const browser = await chromium.launch({ executablePath: browserPath.findChromium(), args: browserPath.chromiumArgs, headless: true });
try {
  for (const id of ids) {
    const page = await browser.newPage();
    await page.goto(`${origin}/${id}/index.html?n=200`);
    await page.evaluate(() => window.__bench.cold);
    // A warm open, as the benchmark's: the page's own first opening is not the one measured.
    await page.evaluate(() => window.__bench.close());
    await page.evaluate(() => window.__bench.open());
    if (css) await page.addStyleTag({ content: css });
    const row = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]') ?? document.querySelector('main');
      const style = [];
      const layout = [];
      for (let i = 0; i < 25; i++) {
        const parent = dialog.parentNode;
        const next = dialog.nextSibling;
        parent.removeChild(dialog);
        void document.body.offsetHeight;
        const t0 = performance.now();
        parent.insertBefore(dialog, next);
        void getComputedStyle(dialog).color;
        const t1 = performance.now();
        void dialog.offsetHeight;
        const t2 = performance.now();
        style.push(t1 - t0);
        layout.push(t2 - t1);
      }
      const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
      return { style: median(style), layout: median(layout), elements: dialog.querySelectorAll('*').length };
    });
    console.log(`${id.padEnd(12)} style ${row.style.toFixed(1).padStart(5)} ms   layout ${row.layout.toFixed(1).padStart(5)} ms   elements ${row.elements}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
