/**
 * Browser commands that make a download fail for real: the Playwright page of the test's browser
 * session aborts every request whose URL path ends with a given suffix (a module the page loads on
 * demand), until the test lets them through again.
 */
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

interface Installed {
  readonly matches: (url: URL) => boolean;
  readonly handler: (route: { abort(): Promise<void> }) => Promise<void>;
}

/** What `failDownloads` installed, by suffix, to remove it again (Playwright unroutes by the same matcher). */
const installed = new Map<string, Installed>();

const failDownloads: BrowserCommand<[pathSuffix: string]> = async (context, pathSuffix) => {
  const route: Installed = { matches: (url) => url.pathname.endsWith(pathSuffix), handler: (request) => request.abort() };
  installed.set(pathSuffix, route);
  await context.page.route(route.matches, route.handler);
};

const allowDownloads: BrowserCommand<[pathSuffix: string]> = async (context, pathSuffix) => {
  const route = installed.get(pathSuffix);
  installed.delete(pathSuffix);
  if (route !== undefined) await context.page.unroute(route.matches, route.handler);
};

export const routeCommands = { failDownloads, allowDownloads };

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Aborts every request whose URL path ends with `pathSuffix`, until `allowDownloads`. */
    failDownloads: (pathSuffix: string) => Promise<void>;
    allowDownloads: (pathSuffix: string) => Promise<void>;
  }
}
