/**
 * What an app runs under: the Content-Security-Policy of its document, built only from the sources
 * its resource declares, and the document the sandbox proxy puts into the inner frame, the policy as
 * its first element so nothing of the app's loads before it applies. The inner frame's `sandbox`
 * attribute never grants `allow-same-origin`: the app runs in an opaque origin, cannot reach the
 * proxy, the host page, their DOM or cookies, and cannot lift its own policy.
 */
import type { AppCsp } from './resource';

/** The inner frame's sandbox: scripts and forms, never `allow-same-origin` (the proxy refuses that token anyway). */
export const APP_FRAME_SANDBOX = 'allow-scripts allow-forms';

/**
 * A source a resource may declare: `scheme://host[:port][/path]`, a wildcard host (`*.example.com`,
 * `https://*.example.com`) or a bare host. No quotes, no `;`, no spaces, no keywords: a declared
 * entry can name a source and nothing else. Others are dropped.
 */
const SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:\d{1,5}|\*))?(?:\/[a-z0-9._~%!$&()*+,=:@/-]*)?$/i;

/**
 * The entries of one declared list that are sources and nothing else (see the file's head).
 *
 * @example
 * ```ts
 * appSources(["https://cdn.example.com", "'unsafe-eval'", 'x; script-src *']); // ['https://cdn.example.com']
 * ```
 */
export function appSources(list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((entry) => entry.length <= 512 && SOURCE.test(entry));
}

function sources(list: readonly string[] | undefined, none: string): string {
  const accepted = appSources(list);
  return accepted.length > 0 ? accepted.join(' ') : none;
}

/**
 * The policy an app's document runs under: nothing by default; inline scripts and styles (the app
 * ships inline, having no origin to list); images, fonts, media, scripts and styles from its
 * declared `resourceDomains`; requests to its `connectDomains`; frames from its `frameDomains`; no
 * forms posted anywhere, no plugins, no workers.
 *
 * @example
 * ```ts
 * appContentSecurityPolicy({ connectDomains: ['https://api.example.com'] });
 * // "default-src 'none'; script-src 'unsafe-inline'; …; connect-src https://api.example.com; …"
 * ```
 */
export function appContentSecurityPolicy(csp: AppCsp | undefined): string {
  const resources = sources(csp?.resourceDomains, '');
  const inline = resources === '' ? "'unsafe-inline'" : `'unsafe-inline' ${resources}`;
  const plain = resources === '' ? "'none'" : resources;
  return [
    "default-src 'none'",
    `script-src ${inline}`,
    `style-src ${inline}`,
    `img-src data: ${plain === "'none'" ? '' : plain}`.trim(),
    `font-src data: ${plain === "'none'" ? '' : plain}`.trim(),
    `media-src ${plain}`,
    `connect-src ${sources(csp?.connectDomains, "'none'")}`,
    `frame-src ${sources(csp?.frameDomains, "'none'")}`,
    `base-uri ${sources(csp?.baseUriDomains, "'none'")}`,
    "form-action 'none'",
    "object-src 'none'",
    "worker-src 'none'",
  ].join('; ');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The document the inner frame gets: a fixed head whose first element is the policy, then the app's
 * own document in the body (a second `<html>`/`<head>` there is ignored by the parser, its scripts
 * and styles still run, under the policy that already applies).
 *
 * @example
 * ```ts
 * const srcdoc = appDocument(resource.html, appContentSecurityPolicy(resource.csp));
 * ```
 */
export function appDocument(html: string, policy: string): string {
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"><meta charset="utf-8"></head><body>${html}</body></html>`;
}
