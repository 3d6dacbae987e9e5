/**
 * Reads a URL that a server asks the user to open (URL-mode elicitation) and reports, as codes and
 * parameters (the dialog's texts word them), where it really leads and what about it looks deceptive.
 * Pure TypeScript on the WHATWG URL parser: no React, no network.
 *
 * Registrable domains come from the Public Suffix List (`tldts`, ICANN and private sections, so a
 * tenant of a hosting provider, `tenant.blob.core.windows.net`, is named rather than the provider),
 * loaded with {@link loadPublicSuffixList} only when a URL request arrives and passed in as
 * `publicSuffixList`. Without it, a compact built-in list of common suffixes is used: for a suffix
 * missing from it the "registrable domain" is too short (`bar.dyndns.org` → `dyndns.org`), naming
 * the wider owner; the dialog always waits for the real list.
 */
import { hasHiddenCharacters, visibleText } from '../schema/visible-text';
import { loadPublicSuffixList, peekPublicSuffixList, type PublicSuffixList } from './public-suffix-list';

/** Why a URL is refused outright (no way to open it is offered). */
export type UrlRefusalCode = 'empty' | 'unparseable' | 'scheme';

/**
 * What kind of place a refused scheme leads to, so the texts can say it plainly: `code` (runs code
 * in the app: `javascript:`, `vbscript:`), `inline-page` (`data:`), `local-file` (`file:`),
 * `app-data` (`blob:`, `filesystem:`), `browser-page` (`about:`, `chrome:`, `view-source:`),
 * `other` (anything else that is not a web page).
 *
 * @example
 * const kind: UrlSchemeKind = 'local-file';
 */
export type UrlSchemeKind = 'code' | 'inline-page' | 'local-file' | 'app-data' | 'browser-page' | 'other';

/**
 * Why a URL is refused: a code and, for `scheme`, what the scheme is and what kind of place it
 * leads to. No sentence: the dialog's texts word it (`texts.urlRefused`).
 *
 * @example
 * const reason: UrlRefusal = { code: 'scheme', scheme: 'file', schemeKind: 'local-file' };
 */
export interface UrlRefusal {
  code: UrlRefusalCode;
  /** The refused scheme without the colon, made visible and cut to 40 characters. Untrusted: render as text. */
  scheme?: string;
  schemeKind?: UrlSchemeKind;
}

/** What about an address deserves the user's attention. */
export type UrlWarningCode =
  | 'punycode'
  | 'mixed-script'
  | 'lookalike'
  | 'insecure'
  | 'credentials'
  | 'ip-address'
  | 'obfuscated-ip'
  | 'local-network'
  | 'long-url'
  | 'long-host'
  | 'many-subdomains'
  | 'deceptive-subdomain'
  | 'encoded-host'
  | 'encoded-path'
  | 'hidden-characters'
  | 'unusual-syntax'
  | 'trailing-dot';

/**
 * The parameters of a warning; each code uses the ones its sentence needs. Host names and text
 * taken from the address are untrusted: render them as text.
 *
 * @example
 * const params: UrlWarningParams = { imitated: 'google.com', domain: 'evil.example' };
 */
export interface UrlWarningParams {
  /** The registrable domain the address really goes to (`credentials`, `deceptive-subdomain`, `many-subdomains`, `long-host`). */
  domain?: string;
  /** The host in ASCII (`punycode`, `ip-address`). */
  host?: string;
  /** The host with international labels decoded (`punycode`). */
  hostUnicode?: string;
  /** The alphabets mixed in one label, as ISO 15924 codes like `['Latn', 'Cyrl']` (`mixed-script`). */
  scripts?: string[];
  /** The name imitated (`lookalike`: the Latin spelling; `deceptive-subdomain`: the site named in front). */
  imitated?: string;
  /** The text before `@`, made visible and cut to 60 characters (`credentials`). */
  userinfo?: string;
  /** The IP number as written, made visible and cut (`obfuscated-ip`); `host` is what it means. */
  written?: string;
  /** `local-network`: whether it points to this computer or to the local network. */
  scope?: 'this-device' | 'local-network';
}

/**
 * One reason to look twice: a code and its parameters, no sentence. The dialog words it through
 * its texts (`texts.urlWarning(warning)`), in the user's language.
 *
 * @example
 * const warning: UrlWarning = { code: 'insecure', params: {} };
 */
export interface UrlWarning {
  code: UrlWarningCode;
  params: UrlWarningParams;
}

/** The full address split so the registrable domain can be emphasised: `before + domain + after === href`. */
export interface UrlDisplayParts {
  before: string;
  domain: string;
  after: string;
}

/** What {@link analyzeUrl} found. */
export interface UrlAnalysis {
  /** False when the URL is refused: it must not be opened by any path. */
  ok: boolean;
  /** The URL exactly as given. Untrusted: render as text only. */
  url: string;
  /** The parsed, normalised address: what would be opened. Always ASCII (host in Punycode, path percent-encoded). */
  href?: string;
  /** The scheme without the colon (`https`), or `''` when there is none. */
  scheme: string;
  /** The host name as the browser will use it (ASCII, IPv6 in brackets), or `''`. */
  host: string;
  /** The host with international labels decoded, for showing what a Punycode name imitates. */
  hostUnicode: string;
  /** The part of the host that decides who owns the site (`evil.example` for `accounts.google.com.evil.example`). */
  registrableDomain: string;
  /** An explicit, non-default port. */
  port?: number;
  /** Path, query and fragment of `href` (`/a/b`, `?x=1`, `#top`; empty strings when absent). */
  path: string;
  query: string;
  fragment: string;
  /** True when the host is one of, or under one of, the host app's trusted domains. */
  trusted: boolean;
  /** Set when `ok` is false. */
  refusedReason?: UrlRefusal;
  warnings: UrlWarning[];
  /** `href` in three parts, for emphasising the domain. Absent when refused. */
  display?: UrlDisplayParts;
}

/** Options of {@link analyzeUrl}. */
export interface AnalyzeUrlOptions {
  /**
   * Domains the host app vouches for (`example.com` also covers `login.example.com`). They also
   * count as "well known": an address that merely starts with one of them is flagged.
   */
  trustedDomains?: readonly string[];
  /** The Public Suffix List from {@link loadPublicSuffixList}; without it, the built-in approximation. */
  publicSuffixList?: PublicSuffixList;
}

// The list's loader lives in its own small module, so the host's preload does not bring this
// analyser (only the URL consent chunk needs it) onto the first paint.
export { loadPublicSuffixList, peekPublicSuffixList, type PublicSuffixList };

/** Multi-label public suffixes: a registrable domain is one label more than these. */
const MULTI_LABEL_SUFFIXES = new Set([
  // Country codes with a second level.
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'sch.uk',
  'ac.uk',
  'gov.uk',
  'nhs.uk',
  'police.uk',
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'asn.au',
  'id.au',
  'co.nz',
  'net.nz',
  'org.nz',
  'govt.nz',
  'ac.nz',
  'geek.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'ac.jp',
  'go.jp',
  'gr.jp',
  'ed.jp',
  'lg.jp',
  'ad.jp',
  'co.kr',
  'ne.kr',
  'or.kr',
  'go.kr',
  'ac.kr',
  're.kr',
  'co.in',
  'net.in',
  'org.in',
  'firm.in',
  'gen.in',
  'ind.in',
  'ac.in',
  'gov.in',
  'nic.in',
  'co.za',
  'org.za',
  'gov.za',
  'ac.za',
  'web.za',
  'co.il',
  'org.il',
  'net.il',
  'ac.il',
  'gov.il',
  'co.id',
  'or.id',
  'web.id',
  'ac.id',
  'go.id',
  'co.th',
  'in.th',
  'ac.th',
  'go.th',
  'or.th',
  'co.ke',
  'or.ke',
  'ac.ke',
  'go.ke',
  'com.br',
  'net.br',
  'org.br',
  'gov.br',
  'edu.br',
  'art.br',
  'blog.br',
  'com.cn',
  'net.cn',
  'org.cn',
  'gov.cn',
  'edu.cn',
  'com.hk',
  'org.hk',
  'edu.hk',
  'gov.hk',
  'com.tw',
  'org.tw',
  'edu.tw',
  'gov.tw',
  'idv.tw',
  'com.sg',
  'edu.sg',
  'gov.sg',
  'com.my',
  'com.ph',
  'com.vn',
  'com.pk',
  'com.bd',
  'com.np',
  'com.lk',
  'com.mx',
  'com.ar',
  'com.co',
  'com.pe',
  'com.ve',
  'com.uy',
  'com.ec',
  'com.bo',
  'com.py',
  'gob.mx',
  'gob.ar',
  'com.tr',
  'gov.tr',
  'edu.tr',
  'com.ua',
  'org.ua',
  'gov.ua',
  'com.pl',
  'net.pl',
  'org.pl',
  'com.sa',
  'com.eg',
  'com.ng',
  'com.gh',
  'com.qa',
  'com.kw',
  'com.lb',
  'co.ae',
  'gov.ae',
  // Hosting providers whose customers get sibling subdomains (private section of the PSL).
  'github.io',
  'gitlab.io',
  'codeberg.page',
  'pages.dev',
  'workers.dev',
  'r2.dev',
  'vercel.app',
  'netlify.app',
  'herokuapp.com',
  'azurewebsites.net',
  'azurestaticapps.net',
  'cloudapp.net',
  'cloudfront.net',
  'appspot.com',
  'web.app',
  'firebaseapp.com',
  'run.app',
  'cloudfunctions.net',
  'blogspot.com',
  'fly.dev',
  'onrender.com',
  'glitch.me',
  'ngrok.io',
  'ngrok-free.app',
  'ngrok.app',
  'trycloudflare.com',
  'surge.sh',
  'replit.app',
  'repl.co',
  'deno.dev',
  'readthedocs.io',
  'neocities.org',
  'supabase.co',
  's3.amazonaws.com',
  'myshopify.com',
  'wixsite.com',
  'webflow.io',
  'framer.app',
  'bitbucket.io',
  'sharepoint.com',
]);

/** Second levels that, under a two-letter country code not listed above, are almost always public. */
const GENERIC_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'gob', 'edu', 'ac', 'or', 'ne', 'go', 'mil']);

/** Domains that phishing pages most often impersonate; an address that merely starts with one is flagged. */
const WELL_KNOWN_DOMAINS = [
  'google.com',
  'gmail.com',
  'youtube.com',
  'apple.com',
  'icloud.com',
  'microsoft.com',
  'microsoftonline.com',
  'live.com',
  'outlook.com',
  'office.com',
  'github.com',
  'gitlab.com',
  'paypal.com',
  'amazon.com',
  'facebook.com',
  'instagram.com',
  'whatsapp.com',
  'twitter.com',
  'linkedin.com',
  'netflix.com',
  'dropbox.com',
  'slack.com',
  'stripe.com',
  'okta.com',
  'atlassian.net',
  'salesforce.com',
  'adobe.com',
  'yahoo.com',
  'coinbase.com',
  'binance.com',
  'steamcommunity.com',
  'chase.com',
  'wellsfargo.com',
  'bankofamerica.com',
  'zoom.us',
];

/** Labels that read as the end of a domain name when they appear in the middle of a host. */
// Only labels that are rarely used as a plain subdomain (unlike `dev`, `app`, `us`, `eu`).
const TLD_LIKE_LABELS = new Set(['com', 'net', 'org', 'gov', 'edu']);

/**
 * A confusables skeleton for host names: letters of other scripts, and Latin letters outside ASCII,
 * that render like an ASCII letter (lower case; hosts are lower-cased). From Unicode's
 * confusables.txt, limited to what survives IDNA mapping into a host name.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  ь: 'b',
  е: 'e',
  ҽ: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԃ: 'd',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  к: 'k',
  ԍ: 'g',
  // Greek
  ο: 'o',
  α: 'a',
  ν: 'v',
  ρ: 'p',
  ι: 'i',
  κ: 'k',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Armenian
  օ: 'o',
  ո: 'n',
  ս: 'u',
  հ: 'h',
  ց: 'g',
  զ: 'q',
  ք: 'p',
  // Latin letters outside ASCII that render like ASCII ones (not accented letters of real words)
  ı: 'i',
  ɩ: 'i',
  ɪ: 'i',
  ǀ: 'l',
  ɡ: 'g',
  ɑ: 'a',
  ɒ: 'a',
  ȷ: 'j',
  ʏ: 'y',
  ʀ: 'r',
  ɴ: 'n',
  ɢ: 'g',
  ᴄ: 'c',
  ᴏ: 'o',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  ꜱ: 's',
  ƅ: 'b',
};

const LIMITS = { url: 2000, host: 80, label: 40, subdomains: 4 };

/** Shared with form mode; re-exported here where URL mode has always offered it. */
export { visibleText };

// --- Punycode (RFC 3492), decoding only: enough to show what an `xn--` label really says. ---
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return Math.floor(k + ((BASE - T_MIN + 1) * d) / (d + 38));
}

function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22;
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return BASE;
}

/** Decodes the part after `xn--`; undefined when it is not valid Punycode. */
function punycodeDecode(input: string): string | undefined {
  const output: number[] = [];
  const basic = Math.max(input.lastIndexOf('-'), 0);
  for (let j = 0; j < basic; j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = 128;
  let bias = 72;
  let i = 0;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length;) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return undefined;
      i += digit * w;
      if (i > 0x7fffffff) return undefined;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldi, length, oldi === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

function toUnicodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => (label.startsWith('xn--') ? (punycodeDecode(label.slice(4)) ?? label) : label))
    .join('.');
}

// --- Host classification ---

function parseIpv4(host: string): number[] | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return m ? m.slice(1).map(Number) : undefined;
}

/** 'loopback' and 'private' addresses reach this computer or the local network, not the internet. */
function ipScope(host: string): 'loopback' | 'private' | 'public' {
  let v4 = parseIpv4(host);
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    if (v6 === '::1') return 'loopback';
    if (v6 === '::') return 'private';
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
    if (mapped) {
      const hi = parseInt(mapped[1] as string, 16);
      const lo = parseInt(mapped[2] as string, 16);
      v4 = [hi >> 8, hi & 255, lo >> 8, lo & 255];
    } else if (/^f[cd]/.test(v6) || /^fe[89ab]/.test(v6)) return 'private';
  }
  if (!v4) return 'public';
  const [a = 0, b = 0] = v4;
  if (a === 127) return 'loopback';
  if (
    a === 0 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  ) {
    return 'private';
  }
  return 'public';
}

function isIpHost(host: string): boolean {
  return host.startsWith('[') || parseIpv4(host) !== undefined;
}

function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The registrable domain ("eTLD+1") of an ASCII host name, from the Public Suffix List when given
 * one (see {@link loadPublicSuffixList}), else from the built-in approximation (see the module comment).
 *
 * @example
 * registrableDomain('accounts.google.com.evil.example'); // 'evil.example'
 * registrableDomain('shop.example.co.uk'); // 'example.co.uk'
 * registrableDomain('tenant.blob.core.windows.net', await loadPublicSuffixList()); // 'tenant.blob.core.windows.net'
 */
export function registrableDomain(host: string, list?: PublicSuffixList): string {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (isIpHost(name)) return name;
  // A host that is itself a public suffix (or a single label) has no shorter owner: it is shown whole.
  if (list) return list.getDomain(name) ?? name;
  const labels = name.split('.');
  if (labels.length <= 2) return name;
  const lastTwo = labels.slice(-2).join('.');
  const lastThree = labels.slice(-3).join('.');
  let suffix = 1;
  if (MULTI_LABEL_SUFFIXES.has(lastThree)) suffix = 3;
  else if (MULTI_LABEL_SUFFIXES.has(lastTwo)) suffix = 2;
  else if ((labels.at(-1) as string).length === 2 && GENERIC_SECOND_LEVELS.has(labels.at(-2) as string)) suffix = 2;
  if (labels.length <= suffix) return name;
  return labels.slice(-(suffix + 1)).join('.');
}

function normalizeDomain(domain: string): string | undefined {
  try {
    return new URL(`https://${domain.trim()}`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** Letters of the scripts that imitate each other, per label. */
function scriptsOf(label: string): string[] {
  const scripts: string[] = [];
  // ISO 15924 codes: the texts name them in the user's language (`Intl.DisplayNames`).
  if (/\p{Script=Latin}/u.test(label)) scripts.push('Latn');
  if (/\p{Script=Cyrillic}/u.test(label)) scripts.push('Cyrl');
  if (/\p{Script=Greek}/u.test(label)) scripts.push('Grek');
  if (/\p{Script=Armenian}/u.test(label)) scripts.push('Armn');
  return scripts;
}

/** The host spelled with Latin letters where Cyrillic/Greek look-alikes were used, when every letter has one. */
function latinSkeleton(hostUnicode: string): string | undefined {
  let changed = false;
  let out = '';
  for (const ch of hostUnicode) {
    const mapped = CONFUSABLES[ch];
    if (mapped) {
      out += mapped;
      changed = true;
    } else out += ch;
  }
  return changed && /^[a-z0-9.-]+$/.test(out) ? out : undefined;
}

// --- Raw-text inspection: what the parser silently normalises away ---

interface RawParts {
  slashes: string;
  authority: string;
  userinfo: string | undefined;
  host: string;
  path: string;
}

function rawParts(input: string): RawParts | undefined {
  const m = /^[a-z][a-z0-9+.-]*:([/\\]*)([^/\\?#]*)([^?#]*)/i.exec(input.replace(/[\t\n\r]/g, '').trim());
  if (!m) return undefined;
  const authority = m[2] as string;
  const at = authority.lastIndexOf('@');
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  const host = hostPort.startsWith('[') ? hostPort.slice(0, hostPort.indexOf(']') + 1) : (hostPort.split(':')[0] as string);
  return { slashes: m[1] as string, authority, userinfo: at >= 0 ? authority.slice(0, at) : undefined, host, path: m[3] as string };
}

const SCHEME_KINDS: Record<string, UrlSchemeKind> = {
  javascript: 'code',
  vbscript: 'code',
  data: 'inline-page',
  file: 'local-file',
  blob: 'app-data',
  filesystem: 'app-data',
  about: 'browser-page',
  chrome: 'browser-page',
  view_source: 'browser-page',
};

function refused(url: string, reason: UrlRefusal, scheme = ''): UrlAnalysis {
  return {
    ok: false,
    url,
    scheme,
    host: '',
    hostUnicode: '',
    registrableDomain: '',
    path: '',
    query: '',
    fragment: '',
    trusted: false,
    refusedReason: reason,
    warnings: [],
  };
}

/**
 * Inspects a URL before the user is asked whether to open it. Only `https:` and `http:` can be
 * opened; every other scheme, and anything the URL parser rejects, is refused with a reason.
 * Warnings point out what commonly hides a phishing page: international look-alike letters,
 * credentials before `@`, IP numbers (also in disguised forms), another site's name in front of
 * the real domain, percent-encoding, invisible characters and unusual length.
 *
 * Nothing is fetched or resolved: the analysis reads the text only.
 *
 * @example
 * const a = analyzeUrl('https://accounts.google.com.evil.example/login');
 * a.ok; // true
 * a.registrableDomain; // 'evil.example'
 * a.warnings.map((w) => w.code); // ['deceptive-subdomain']
 *
 * analyzeUrl('javascript:alert(1)').ok; // false
 */
export function analyzeUrl(url: string, options: AnalyzeUrlOptions = {}): UrlAnalysis {
  if (typeof url !== 'string' || url.trim() === '') return refused(String(url ?? ''), { code: 'empty' });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refused(url, { code: 'unparseable' });
  }
  const scheme = parsed.protocol.slice(0, -1);
  if (scheme !== 'https' && scheme !== 'http') {
    const schemeKind = Object.prototype.hasOwnProperty.call(SCHEME_KINDS, scheme.replace(/-/g, '_'))
      ? (SCHEME_KINDS[scheme.replace(/-/g, '_')] as UrlSchemeKind)
      : 'other';
    return refused(url, { code: 'scheme', scheme: visibleText(scheme, 40), schemeKind }, scheme);
  }

  const host = parsed.hostname;
  const bareHost = host.replace(/\.$/, '');
  const hostUnicode = toUnicodeHost(host);
  const domain = registrableDomain(host, options.publicSuffixList);
  const raw = rawParts(url);
  const warnings: UrlWarning[] = [];
  const add = (code: UrlWarningCode, params: UrlWarningParams = {}) => {
    if (!warnings.some((w) => w.code === code)) warnings.push({ code, params });
  };

  const trustedList = (options.trustedDomains ?? []).map(normalizeDomain).filter((d): d is string => !!d);
  const trusted = trustedList.some((d) => bareHost === d || bareHost.endsWith(`.${d}`));

  // International names and look-alike letters.
  const labels = bareHost.split('.');
  if (labels.some((l) => l.startsWith('xn--'))) {
    add('punycode', { host, hostUnicode });
  }
  const unicodeLabels = hostUnicode.replace(/\.$/, '').split('.');
  const mixed = unicodeLabels.map(scriptsOf).find((s) => s.length > 1);
  if (mixed) add('mixed-script', { scripts: mixed });
  const skeleton = latinSkeleton(hostUnicode.replace(/\.$/, ''));
  if (skeleton) add('lookalike', { imitated: skeleton });

  if (scheme === 'http' && !isLocalName(bareHost) && ipScope(host) !== 'loopback') {
    add('insecure');
  }
  if (parsed.username !== '' || parsed.password !== '' || raw?.userinfo !== undefined) {
    const shown = visibleText(decodeSafe(raw?.userinfo ?? parsed.username), 60);
    add('credentials', { userinfo: shown, domain });
  }

  // IP numbers, also in disguised forms (decimal, hex, octal, shortened).
  if (isIpHost(bareHost)) {
    add('ip-address', { host });
    const given = raw?.host.toLowerCase().replace(/\.$/, '');
    if (given !== undefined && given !== bareHost && !given.includes('%') && !bareHost.startsWith('[')) {
      add('obfuscated-ip', { written: visibleText(given, 60), host: bareHost });
    }
  }
  const scope = isLocalName(bareHost) ? 'loopback' : ipScope(bareHost);
  if (scope === 'loopback') add('local-network', { scope: 'this-device' });
  else if (scope === 'private') add('local-network', { scope: 'local-network' });

  // Another site's name in front of the real domain, and unusually long or deep names.
  const subdomain = bareHost.length > domain.length ? bareHost.slice(0, bareHost.length - domain.length - 1) : '';
  if (subdomain !== '' && !isIpHost(bareHost)) {
    const wrapped = `.${subdomain}.`;
    const known = [...trustedList, ...WELL_KNOWN_DOMAINS].find((d) => d !== domain && wrapped.includes(`.${d}.`));
    const subLabels = subdomain.split('.');
    const tldAt = subLabels.findIndex((l, i) => i > 0 && TLD_LIKE_LABELS.has(l));
    const brand = subLabels.find((l) =>
      WELL_KNOWN_DOMAINS.some((d) => {
        const name = d.split('.')[0] as string;
        return name.length >= 4 && !domain.startsWith(`${name}.`) && (l === name || l.startsWith(`${name}-`) || l.endsWith(`-${name}`));
      }),
    );
    const imitated = known ?? (tldAt > 0 ? `${subLabels[tldAt - 1]}.${subLabels[tldAt]}` : brand);
    if (imitated) add('deceptive-subdomain', { imitated, domain });
    if (subLabels.length >= LIMITS.subdomains) {
      add('many-subdomains', { domain });
    }
  }
  if (bareHost.length > LIMITS.host || labels.some((l) => l.length > LIMITS.label && !l.startsWith('xn--'))) {
    add('long-host', { domain });
  }
  if (parsed.href.length > LIMITS.url) add('long-url');

  // What the parser normalised away.
  if (raw?.host.includes('%')) add('encoded-host');
  if (raw && /%(2f|5c|2e|25|[01][0-9a-f]|7f)/i.test(raw.path)) {
    add('encoded-path');
  }
  if (hasHiddenCharacters(url) || /\s/.test(url)) add('hidden-characters');
  if (!raw || raw.slashes !== '//' || /\\/.test(raw.path)) {
    add('unusual-syntax');
  }
  if (host.endsWith('.')) add('trailing-dot');

  return {
    ok: true,
    url,
    href: parsed.href,
    scheme,
    host,
    hostUnicode,
    registrableDomain: domain,
    ...(parsed.port !== '' ? { port: Number(parsed.port) } : {}),
    path: parsed.pathname,
    query: parsed.search,
    fragment: parsed.hash,
    trusted,
    warnings,
    display: displayParts(parsed, host, domain),
  };
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Splits `href` around the registrable domain; `before + domain + after === href` always. */
function displayParts(parsed: URL, host: string, domain: string): UrlDisplayParts {
  const href = parsed.href;
  const userinfo = parsed.username || parsed.password ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@` : '';
  const hostStart = `${parsed.protocol}//${userinfo}`.length;
  const at = host.lastIndexOf(domain);
  if (href.slice(hostStart, hostStart + host.length) !== host || at < 0) return { before: href, domain: '', after: '' };
  const start = hostStart + at;
  return { before: href.slice(0, start), domain: href.slice(start, start + domain.length), after: href.slice(start + domain.length) };
}
