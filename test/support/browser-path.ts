import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Finds a Chromium to drive: an explicit environment variable first, then the system's
 * Debian/Ubuntu package, then a browser Playwright downloaded on a developer's machine.
 * Test tools may not download browsers in CI, so the system one is the usual answer there.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith('chromium-'))
      .sort()
      .reverse()) {
      const exe = join(cache, dir, 'chrome-linux', 'chrome');
      if (existsSync(exe)) return exe;
    }
  }
  throw new Error(
    'No Chromium found. Set CHROMIUM_PATH, or install one: `apt-get install chromium` (Debian/Ubuntu) ' +
      'or `npx playwright install chromium` where downloads are allowed.',
  );
}

/** Flags that keep a headless Chromium quiet on a closed network and usable as root. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
