// Regenerates the reviewed screenshots in docs/screenshots/: the playground with the book-table
// dialog open, in several viewports and display modes (see docs/screenshots/README.md).
// `node scripts/screenshots.mjs` (needs a Chromium, found as the tests find theirs: test/support/browser-path.ts).
// Optional arguments: names of the pictures to take (without .png), e.g. `node scripts/screenshots.mjs dark-1280x800`.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import react from '@vitejs/plugin-react';
import { createServer, runnerImport } from 'vite';
import { startAppServer } from '../playground/app-server.mjs';
import { startDemoServer } from '../playground/server/index.mjs';

if (process.argv.includes('--help')) {
  console.log(`node scripts/screenshots.mjs [name ...]

Starts the playground and takes the reviewed pictures in docs/screenshots/ (desktop, phone, dark, forced colours,
200 % zoom, right to left, errors) and the README's docs/playground.png, with the booking dialog open. Names (without
.png) take only those pictures. Needs a Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's).
Look at each picture after a change to layout or styles, and update the review in docs/screenshots/README.md.`);
  process.exit(0);
}

const { module: browserPath } = await runnerImport(fileURLToPath(new URL('../test/support/browser-path.ts', import.meta.url)));
const executablePath = browserPath.findChromium();

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

/** Files above this size get a note on the console: the pictures live in the repository. */
const SIZE_WARNING_BYTES = 400 * 1024;

const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, colorScheme: 'light' };

/**
 * One picture each. `context`: Playwright browser-context options; `rtl`: the playground with
 * `?locale=ar` (the dialog's own words in Arabic, the page right to left; server text stays English);
 * `errors`: submit with the required name empty so the error summary shows; `summary`: then scroll
 * it into view (it sits at the end of the scrolling body, after the field that took focus).
 */
const SHOTS = [
  { name: 'desktop-1280x800', context: desktop },
  {
    name: 'phone-390x844',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'light' },
  },
  { name: 'dark-1280x800', context: { ...desktop, colorScheme: 'dark' } },
  { name: 'forced-colors-1280x800', context: { ...desktop, forcedColors: 'active' } },
  // 200% browser zoom halves the CSS viewport and doubles the device pixels per CSS pixel.
  { name: 'zoom-200', context: { ...desktop, viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 } },
  { name: 'rtl-1280x800', context: { ...desktop, locale: 'ar' }, rtl: true },
  { name: 'errors-1280x800', context: desktop, errors: true },
  { name: 'errors-summary-1280x800', context: desktop, errors: true, summary: true },
  // The one-gesture parts (scripts/screenshot-pages/): a page of their own, through <ElicitationHost>.
  { name: 'gesture-quick-answers', context: desktop, scene: 'quick' },
  {
    name: 'gesture-quick-answers-phone',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'light' },
    scene: 'quick',
  },
  { name: 'gesture-yes-no', context: desktop, scene: 'yesno' },
  { name: 'gesture-destructive-gate', context: desktop, scene: 'gate' },
  {
    name: 'gesture-destructive-gate-zoom-200',
    context: { ...desktop, viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
    scene: 'gate',
  },
  { name: 'gesture-destructive-gate-forced-colors', context: { ...desktop, forcedColors: 'active' }, scene: 'gate' },
  // The second question: a choice with the number key of each option in sight.
  { name: 'gesture-stepper', context: desktop, scene: 'stepper', steps: ['Apollo', 'Enter'] },
  // 2 and 3 answer and move on, 1 says Yes on the last question (focus on Accept), then Review.
  {
    name: 'gesture-stepper-review',
    context: desktop,
    scene: 'stepper',
    steps: ['Apollo', 'Enter', '2', '3', '1', 'Shift+Tab', 'Shift+Tab', 'Enter'],
  },
  // What an answered inline request leaves in the thread, in light, dark and right to left.
  {
    name: 'receipt',
    context: desktop,
    scene: 'receipt',
    steps: ['Apollo', 'Tab', 'Start with the public API, then the admin screens.', 'Enter'],
  },
  {
    name: 'receipt-dark',
    context: { ...desktop, colorScheme: 'dark' },
    scene: 'receipt',
    steps: ['Apollo', 'Tab', 'Start with the public API, then the admin screens.', 'Enter'],
  },
  {
    name: 'receipt-rtl',
    context: { ...desktop, locale: 'ar' },
    rtl: true,
    scene: 'receipt',
    steps: ['Apollo', 'Tab', 'Start with the public API, then the admin screens.', 'Enter'],
  },
  { name: 'gesture-discard-prompt', context: desktop, scene: 'stepper', steps: ['Apollo', 'Escape'] },
  { name: 'url-consent-warnings', context: desktop, scene: 'url' },
  // A question inside a long-running task: which task asks, and "Stop task" after the actions.
  { name: 'task-question', context: desktop, scene: 'task' },
  // "Stop task" failed: the question stays open, with why, Try again and Keep the question.
  { name: 'task-stop-failed', context: desktop, scene: 'task-stop-failed' },
  // A draft behind `experimental`: a file input with a file chosen (docs/drafts/file-inputs.md).
  { name: 'file-input', context: desktop, scene: 'file' },
  { name: 'file-input-dark', context: { ...desktop, colorScheme: 'dark' }, scene: 'file' },
  // A draft behind `experimental`: a request shown in the server's app (docs/drafts/app-rendered.md).
  { name: 'app-rendered', context: desktop, scene: 'app' },
  // The README's picture (docs/playground.png).
  {
    name: 'playground',
    context: { ...desktop, viewport: { width: 1280, height: 860 } },
    path: fileURLToPath(new URL('../docs/playground.png', import.meta.url)),
  },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !SHOTS.some((shot) => shot.name === name));
if (unknown.length > 0) throw new Error(`Unknown picture(s): ${unknown.join(', ')}. Known: ${SHOTS.map((shot) => shot.name).join(', ')}.`);
const shots = only.length === 0 ? SHOTS : SHOTS.filter((shot) => only.includes(shot.name));

/** Resolves when every animation and transition on the dialog and its overlay has finished. */
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames, so animations started by the open have been created.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const targets = document.querySelectorAll('[role="dialog"], [data-slot="elicitation-overlay"]');
    const animations = [...targets].flatMap((element) => element.getAnimations({ subtree: true }));
    await Promise.all(animations.map((animation) => animation.finished.catch(() => {})));
  });
}

/**
 * A few numbers to read beside each picture: does the dialog fit the visible viewport, does anything
 * stick out of it sideways, how much of its height is the scrolling body, is the focused control in view.
 */
async function layoutReport(page) {
  return page.evaluate(() => {
    const px = (value) => Math.round(value);
    const dialog = document.querySelector('[role="dialog"]');
    const box = dialog.getBoundingClientRect();
    const view = window.visualViewport;
    const top = view.offsetTop;
    const bottom = view.offsetTop + view.height;
    const lines = [
      `dialog ${px(box.width)}×${px(box.height)} at (${px(box.left)},${px(box.top)}) in a visible ${px(view.width)}×${px(view.height)} CSS px`,
    ];
    const outside = [];
    if (box.top < top - 0.5) outside.push(`top ${px(top - box.top)} px above`);
    if (box.bottom > bottom + 0.5) outside.push(`bottom ${px(box.bottom - bottom)} px below`);
    if (box.left < view.offsetLeft - 0.5 || box.right > view.offsetLeft + view.width + 0.5) outside.push('sides cut');
    lines.push(outside.length === 0 ? 'dialog fully visible' : `dialog NOT fully visible: ${outside.join(', ')}`);
    const wide = [...dialog.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
    });
    const pageWide = document.documentElement.scrollWidth > document.documentElement.clientWidth;
    lines.push(
      wide.length === 0
        ? 'nothing wider than the dialog'
        : `WIDER than the dialog: ${wide
            .slice(0, 3)
            .map((element) => element.dataset.slot ?? element.tagName)
            .join(', ')}`,
    );
    if (pageWide)
      lines.push(`page wider than the viewport (${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth} CSS px)`);
    const body = dialog.querySelector('[data-slot="elicitation-body"]');
    if (body) lines.push(`scrolling body ${Math.round((100 * body.getBoundingClientRect().height) / box.height)}% of the dialog's height`);
    const active = document.activeElement;
    if (body && active && body.contains(active)) {
      const field = active.getBoundingClientRect();
      const frame = body.getBoundingClientRect();
      const visible = field.top >= frame.top - 0.5 && field.bottom <= frame.bottom + 0.5;
      lines.push(
        `focused ${active.tagName.toLowerCase()} ${visible ? 'in view' : 'OUT OF VIEW (scrolled under the parts below the body)'}`,
      );
    }
    return lines.join('; ');
  });
}

/** A one-gesture scene: the request opens, the given keys are pressed (typed when longer than a key name). */
async function takeScene(browser, scenesUrl, shot) {
  const context = await browser.newContext({ ...shot.context, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    // The app scene's sandbox proxy, served by the browser itself on another origin than the page.
    if (shot.scene === 'app') {
      const proxy = readFileSync(fileURLToPath(new URL('../src/apps/sandbox-proxy.html', import.meta.url)), 'utf8');
      await context.route('http://sandbox.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: proxy }));
    }
    await page.goto(`${scenesUrl}?scene=${shot.scene}${shot.rtl ? '&locale=ar' : ''}`);
    // An inline scene's request is a group in the page; the others open a dialog.
    const dialog = shot.scene === 'receipt' ? page.getByRole('group').first() : page.getByRole('dialog');
    await dialog.waitFor();
    if (shot.scene === 'url') await dialog.getByRole('button', { name: /^Open / }).waitFor();
    // The app has its request once its loading line is gone; then a seat is picked in it.
    if (shot.scene === 'app') {
      await page.waitForFunction(() => document.querySelector('.mcp-elicitation-app-loading')?.textContent === '');
      const seats = page.frameLocator('iframe[title^="App from"]').frameLocator('iframe');
      await seats.getByRole('button', { name: '12C' }).click();
    }
    // The one-press parts ignore input for a moment after opening (GESTURE_ARMING_DELAY).
    await page.waitForFunction(() => document.querySelector('[data-arming]') === null);
    for (const step of shot.steps ?? []) {
      if (/^(Enter|Escape|Tab|Shift\+Tab|\d)$/.test(step)) await page.keyboard.press(step);
      else await page.keyboard.type(step);
      await settle(page);
    }
    await settle(page);
    const receipt = shot.scene === 'receipt' ? page.locator('[data-slot="elicitation-receipt"]') : undefined;
    await receipt?.waitFor();
    const path = `${outDir}${shot.name}.png`;
    await page.screenshot({ path, caret: 'hide', animations: 'allow' });
    console.log(`Saved ${path} (${Math.round(statSync(path).size / 1024)} KB)`);
    // The receipt is no dialog: its own size instead.
    const box = await receipt?.boundingBox();
    console.log(`  ${box ? `receipt ${Math.round(box.width)}×${Math.round(box.height)}` : await layoutReport(page)}`);
  } finally {
    await context.close();
  }
}

async function take(browser, appUrl, shot) {
  const context = await browser.newContext({ ...shot.context, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    // `?locale=ar`: the playground gives the dialog the Arabic locale and the page its direction.
    await page.goto(shot.rtl ? `${appUrl}?locale=ar` : appUrl);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    if (shot.rtl) await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('button', { name: 'Call book-table', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: /^Name for the booking/ });
    if (shot.errors) {
      await name.fill('Ada');
      await name.fill(''); // the required field, cleared
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await dialog.locator('[data-slot="elicitation-error-summary"]').getByRole('link').first().waitFor();
      if (shot.summary)
        await dialog.locator('[data-slot="elicitation-error-summary"]').evaluate((summary) => summary.scrollIntoView({ block: 'nearest' }));
    } else {
      await name.fill('Ada Lovelace');
      await dialog.getByRole('textbox', { name: /^Party size/ }).fill('4');
      await dialog.getByRole('textbox', { name: /^Special requests/ }).fill('A table by the window');
      // Back to how the dialog opens: scrolled to the top, focus on the first field (which scrolls
      // it into view when the body is too short to show it).
      await dialog.evaluate((element) => {
        for (const scroller of [element, ...element.querySelectorAll('*')]) scroller.scrollTop = 0;
      });
      await dialog.locator('[data-slot="elicitation-field-control"]').first().focus();
    }
    await settle(page);
    const path = shot.path ?? `${outDir}${shot.name}.png`;
    await page.screenshot({ path, caret: 'hide', animations: 'allow' });
    const bytes = statSync(path).size;
    const note = bytes > SIZE_WARNING_BYTES ? ' (over 400 KB: consider deviceScaleFactor 1)' : '';
    console.log(`Saved ${path} (${Math.round(bytes / 1024)} KB)${note}`);
    console.log(`  ${await layoutReport(page)}`);
  } finally {
    await context.close();
  }
}

mkdirSync(outDir, { recursive: true });
const demo = await startDemoServer(); // 3333 when free, so the pictures show the usual address
let app;
let browser;
let scenes;
try {
  app = await startAppServer({ mcpServerUrl: demo.url.href, port: 0, logLevel: 'warn' });
  scenes = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./screenshot-pages/', import.meta.url)),
    plugins: [react()],
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  });
  await scenes.listen();
  const scenesUrl = scenes.resolvedUrls.local[0];
  browser = await chromium.launch({
    executablePath,
    args: [
      ...browserPath.chromiumArgs,
      // Steadier pixels from run to run (colour profile, rasterisation).
      '--force-color-profile=srgb',
      '--disable-partial-raster',
      '--disable-skia-runtime-opts',
      '--run-all-compositor-stages-before-draw',
    ],
  });
  for (const shot of shots) await (shot.scene ? takeScene(browser, scenesUrl, shot) : take(browser, app.url, shot));
} finally {
  await browser?.close();
  await scenes?.close();
  await app?.close();
  await demo.close();
}
