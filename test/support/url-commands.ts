/**
 * Browser commands for the URL-mode consent tests. They run in the Vitest server with the
 * Playwright context of the test's browser session, so they see what the page itself cannot:
 * every request any page of the context makes, and the popups it opens.
 */
import type { BrowserContext, Page, Request } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

interface LoggedRequest {
  url: string;
  referer: string | null;
}

interface SessionState {
  log: LoggedRequest[] | undefined;
  onRequest: (request: Request) => void;
  routed: Set<string>;
}

const sessions = new WeakMap<BrowserContext, SessionState>();

function stateOf(context: BrowserContext): SessionState {
  let state = sessions.get(context);
  if (!state) {
    const created: SessionState = {
      log: undefined,
      routed: new Set(),
      onRequest: (request) => {
        created.log?.push({ url: request.url(), referer: request.headers()['referer'] ?? null });
      },
    };
    context.on('request', created.onRequest);
    sessions.set(context, created);
    state = created;
  }
  return state;
}

/** Starts recording every request made by any page of the context (popups included). */
const urlStartRequestLog: BrowserCommand<[]> = ({ context }) => {
  stateOf(context).log = [];
};

/** Stops recording and returns what was requested since `urlStartRequestLog`. */
const urlTakeRequestLog: BrowserCommand<[], LoggedRequest[]> = ({ context }) => {
  const state = stateOf(context);
  const log = state.log ?? [];
  state.log = undefined;
  return log;
};

/**
 * Answers every request to `origin` with a small page, in the browser itself: no network is used,
 * and the origin differs from the test page's, as a real destination would.
 */
const urlServeTarget: BrowserCommand<[origin: string]> = async ({ context }, origin) => {
  const state = stateOf(context);
  if (state.routed.has(origin)) return;
  state.routed.add(origin);
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Target</title><p>Target page</p>' }),
  );
};

/** How many pages (tabs, popups) the context has open. */
const urlCountPages: BrowserCommand<[], number> = ({ context }) => context.pages().length;

/**
 * Waits for a popup showing an address that starts with `prefix`, reads what the opened page can
 * see of its opener and referrer, closes it, and reports.
 */
const urlInspectPopup: BrowserCommand<[prefix: string], { href: string; hasOpener: boolean; referrer: string }> = async (
  { context },
  prefix,
) => {
  // Polling with a deadline that fails loudly (below): a popup may already exist, still at
  // about:blank, before this runs, so no single 'page' event marks the moment it shows `prefix`.
  const deadline = Date.now() + 10_000;
  let popup: Page | undefined;
  while (!popup && Date.now() < deadline) {
    popup = context.pages().find((p) => p.url().startsWith(prefix));
    if (!popup) await new Promise((r) => setTimeout(r, 50));
  }
  if (!popup)
    throw new Error(
      `no popup opened ${prefix} (pages: ${context
        .pages()
        .map((p) => p.url())
        .join(', ')})`,
    );
  await popup.waitForLoadState('load');
  const seen = await popup.evaluate(() => ({ href: location.href, hasOpener: window.opener !== null, referrer: document.referrer }));
  await popup.close();
  return seen;
};

/** Lets the page write to and read from the clipboard, as a user's browser would after a click. */
const urlGrantClipboard: BrowserCommand<[]> = async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
};

export const urlCommands = {
  urlStartRequestLog,
  urlTakeRequestLog,
  urlServeTarget,
  urlCountPages,
  urlInspectPopup,
  urlGrantClipboard,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    urlStartRequestLog: () => Promise<void>;
    urlTakeRequestLog: () => Promise<LoggedRequest[]>;
    urlServeTarget: (origin: string) => Promise<void>;
    urlCountPages: () => Promise<number>;
    urlInspectPopup: (prefix: string) => Promise<{ href: string; hasOpener: boolean; referrer: string }>;
    urlGrantClipboard: () => Promise<void>;
  }
}
