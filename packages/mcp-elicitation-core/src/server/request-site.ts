/**
 * Where a request comes from, as the browser says (Fetch Metadata's `Sec-Fetch-Site`, and
 * `Origin`): the bridge refuses other sites' requests before asking who the user is, so a foreign
 * page can neither read a stream nor answer, nor hold a user's stream slots, whatever CORS an app
 * adds to the route. Browsers set both headers themselves; a script cannot forge them.
 */

/**
 * Which requests from other origins the bridge takes.
 *
 * @example
 * ```ts
 * const policy: SitePolicy = { allowSameSite: false, allowedOrigins: ['https://app.example.com'] };
 * ```
 */
export interface SitePolicy {
  /** Take requests a browser marks `same-site` (another subdomain of the same site). */
  readonly allowSameSite: boolean;
  /** Origins whose requests are taken whatever Fetch Metadata says; any other `Origin` is refused. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Whether a request may reach the bridge:
 * - `Sec-Fetch-Site: same-origin` (or `none`, the user's own navigation): always;
 * - with `allowedOrigins`, a request carrying `Origin`: only a listed one;
 * - `cross-site`: never; `same-site`: only with `allowSameSite`;
 * - neither header (a backend, an older browser): yes (the JSON content type still keeps forms out).
 *
 * @example
 * ```ts
 * if (!siteAllowed(request, policy)) return error(403, 'cross-site', 'Requests from other sites are refused.');
 * ```
 */
export function siteAllowed(request: Request, policy: SitePolicy): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return true;
  const { allowedOrigins } = policy;
  if (allowedOrigins !== undefined) {
    const origin = request.headers.get('origin');
    if (origin !== null) return allowedOrigins.includes(origin);
  }
  if (site === 'cross-site') return false;
  if (site === 'same-site') return policy.allowSameSite;
  return true;
}
