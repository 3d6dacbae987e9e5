// What the probes share: the page ids and `--css=` from the command line, the pages `npm run bench`
// built (.bench-out/<id>/) served to Debian's Chromium (all of them, bench/cold-code-probe.mjs
// included), and, for bench/style-probe.mjs, each page opened on the
// 200-field form with one warm open done (the page's own first opening is not the one measured),
// any extra CSS added.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { serve } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.bench-out');

/**
 * The pages named on the command line (default: the library's dialog and the floor), checked to be
 * built, `--css=` from the command line, and a Chromium with .bench-out/ served to it. `name` is
 * the calling script's file name, for its messages. Call `close()` when done.
 */
export async function openBenchPages(name) {
  const args = process.argv.slice(2);
  const css = args.find((a) => a.startsWith('--css='))?.slice('--css='.length) ?? '';
  const ids = args.filter((a) => !a.startsWith('--'));
  if (ids.length === 0) ids.push('default', 'stack-floor');
  for (const id of ids) {
    if (!existsSync(join(outDir, id, 'index.html'))) {
      console.error(`bench/${name}: .bench-out/${id}/ is missing. Run \`npm run bench -- --quick\` first.`);
      process.exit(1);
    }
  }
  const { server, origin } = await serve(outDir);
  const { module: browserPath } = await runnerImport(join(root, 'test/support/browser-path.ts'));
  const browser = await chromium.launch({ executablePath: browserPath.findChromium(), args: browserPath.chromiumArgs, headless: true });
  return {
    ids,
    css,
    origin,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/**
 * Runs `probe(page, id, browser)` for each page named on the command line (default: the library's
 * dialog and the floor), with the 200-field form open after a warm open and `--css=` applied.
 * `name` is the probe's file name, for its messages.
 */
export async function probePages(name, probe) {
  const { ids, css, origin, browser, close } = await openBenchPages(name);
  try {
    for (const id of ids) {
      const page = await browser.newPage();
      await page.goto(`${origin}/${id}/index.html?n=200`);
      await page.evaluate(() => window.__bench.cold);
      await page.evaluate(() => window.__bench.close());
      await page.evaluate(() => window.__bench.open());
      if (css) await page.addStyleTag({ content: css });
      await probe(page, id, browser);
      await page.close();
    }
  } finally {
    await close();
  }
}
