/**
 * Opening a URL-mode address in a way the app cannot read, and knowing whether it opened at all.
 *
 * Why not `window.open(href, '_blank', 'noopener,noreferrer')`: with `noopener` every browser
 * returns `null` whether or not the window opened (HTML spec, "window open steps"), so a blocked
 * popup would be reported as success. A programmatic `<a target="_blank" rel="noopener">` click
 * has the same blind spot.
 *
 * What this does instead:
 * 1. `window.open('about:blank', '_blank')` without `noopener`: a blocked popup now shows up as
 *    `null` (or a window that is already closed).
 * 2. `popup.opener = null` before anything is loaded: the page the user goes to gets
 *    `window.opener === null` and can never reach back into the app.
 * 3. The navigation starts from inside the blank page, through a link with `rel="noreferrer"`, so
 *    the destination receives no `Referer` and no `document.referrer` (a `popup.location = href`
 *    set from here would send the app's address).
 * 4. The handle is dropped: the function returns only whether a window opened. Once the page has
 *    loaded it is cross-origin to the app, so the same-origin policy keeps it unreadable.
 *
 * The trade-off: for a moment the blank window shares the app's browsing-context group (a
 * `noopener` window starts in a fresh one). Nothing is loaded in it before the opener is cut, and
 * Chromium moves a cross-site navigation to its own process. If the page's address shares the app's
 * origin, the app could read it through a handle, which is why none is kept or returned. Hosts that
 * open links elsewhere (a desktop shell's system browser, a webview bridge) pass their own
 * {@link OpenUrl}.
 */

/** What happened when the user asked to open the page. */
export type OpenUrlOutcome = 'opened' | 'blocked';

/**
 * Opens `href` for the user, out of the app's reach. Must be called synchronously inside the
 * click that expresses consent (popup blockers require it). May return a promise for hosts that
 * ask a native shell.
 *
 * @example
 * const openInSystemBrowser: OpenUrl = async (href) => ((await shell.openExternal(href)), 'opened');
 */
export type OpenUrl = (href: string) => OpenUrlOutcome | Promise<OpenUrlOutcome>;

/**
 * The default {@link OpenUrl}: a new tab or window with no opener and no referrer, reporting
 * `'blocked'` when the browser refused to open it. See the module comment for the design.
 *
 * @example
 * if (openInNewWindow(analysis.href) === 'blocked') showBlockedNotice();
 */
export function openInNewWindow(href: string, win: Window = window): OpenUrlOutcome {
  const popup = win.open('about:blank', '_blank');
  if (!popup || popup.closed) return 'blocked';
  popup.opener = null;
  try {
    const doc = popup.document;
    const link = doc.createElement('a');
    link.href = href;
    link.rel = 'noopener noreferrer';
    link.referrerPolicy = 'no-referrer';
    (doc.body ?? doc.documentElement).append(link);
    link.click();
  } catch {
    // The blank page is not scriptable (an unusual embedding): navigate it directly. The opener is
    // already cut; only the referrer policy falls back to the app's own.
    popup.location.replace(href);
  }
  return 'opened';
}

/**
 * Which registrable domains the user opened from this app, to say "first time" or "before".
 * Kept in memory only: nothing is written to storage.
 *
 * @example
 * const visited = createVisitedDomains();
 * visited.add('example.com');
 * visited.has('example.com'); // true
 */
export interface VisitedDomains {
  has(domain: string): boolean;
  add(domain: string): void;
}

/**
 * Creates an in-memory {@link VisitedDomains} store. Pass one per user session to the dialog, or
 * rely on the page-wide default, which lives until the page reloads.
 *
 * @example
 * const visited = createVisitedDomains();
 * <ElicitationDialog visitedDomains={visited} … />
 */
export function createVisitedDomains(): VisitedDomains {
  const domains = new Set<string>();
  return {
    has: (domain) => domains.has(domain),
    add: (domain) => void domains.add(domain),
  };
}

/** The page-wide default store (until reload). */
export const sessionVisitedDomains: VisitedDomains = createVisitedDomains();
