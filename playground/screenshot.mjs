// Regenerates docs/playground.png: the playground with the booking dialog open.
// `node playground/screenshot.mjs` (needs a Chromium: CHROMIUM_PATH, or /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server.mjs';
import { startDemoServer } from './server/index.mjs';

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (path) => path !== undefined && existsSync(path),
);
if (executablePath === undefined) throw new Error('No Chromium found: set CHROMIUM_PATH.');

const demo = await startDemoServer(); // 3333 when free, so the picture shows the usual address
const app = await startAppServer({ mcpServerUrl: demo.url.href, port: 0, logLevel: 'warn' });
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' })).newPage();
  await page.goto(app.url);
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  await page.getByRole('button', { name: 'Call list-files', exact: true }).click();
  await page.getByRole('region', { name: 'Transcript' }).getByText('README.md').first().waitFor();
  await page.getByRole('button', { name: 'Call book-table', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name for the booking/ }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: /^Party size/ }).fill('4');
  await dialog.getByRole('textbox', { name: /^Special requests/ }).fill('A table by the window');
  await page.waitForTimeout(300); // let the open animation finish
  const path = fileURLToPath(new URL('../docs/playground.png', import.meta.url));
  await page.screenshot({ path });
  console.log(`Saved ${path}`);
} finally {
  await browser.close();
  await app.close();
  await demo.close();
}
