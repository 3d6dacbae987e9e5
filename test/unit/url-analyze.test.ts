import { describe, expect, it } from 'vitest';
import { english as en } from '../../src/locales/english';
import {
  analyzeUrl,
  registrableDomain,
  visibleText,
  type UrlAnalysis,
  type UrlRefusal,
  type UrlWarning,
  type UrlWarningCode,
} from '../../packages/mcp-elicitation-core/src/url/analyze-url';

/** A warning worded by the English dictionary, as the dialog shows it. */
function english(a: UrlAnalysis, code: UrlWarningCode): string | undefined {
  const warning = a.warnings.find((w) => w.code === code);
  return warning && en.texts.urlWarning(warning);
}

interface Case {
  url: string;
  /** What the user should understand: where it goes, and what to look at twice. */
  domain: string;
  warnings: UrlWarningCode[];
  href?: string;
  note: string;
}

/** Real-world tricks, each with the verdict the consent screen must show. Warnings are compared as a set. */
const openable: Case[] = [
  { note: 'plain https', url: 'https://auth.example.com/connect?state=abc', domain: 'example.com', warnings: [] },
  {
    note: 'OAuth redirect_uri full of %2F in the query is normal',
    url: 'https://accounts.example.com/o/oauth2/auth?redirect_uri=https%3A%2F%2Fapp.example%2Fcb&scope=a%20b',
    domain: 'example.com',
    warnings: [],
  },
  {
    note: 'IDN homograph: Cyrillic а in apple.com',
    url: 'https://\u0430pple.com/',
    domain: 'xn--pple-43d.com',
    href: 'https://xn--pple-43d.com/',
    warnings: ['punycode', 'mixed-script', 'lookalike'],
  },
  {
    note: 'whole-script Cyrillic look-alike of apple.com, given as Punycode',
    url: 'https://xn--80ak6aa92e.com/',
    domain: 'xn--80ak6aa92e.com',
    warnings: ['punycode', 'lookalike'],
  },
  {
    note: 'Greek omicron in google.com',
    url: 'https://g\u03bfogle.com/',
    domain: 'xn--gogle-rce.com',
    warnings: ['punycode', 'mixed-script', 'lookalike'],
  },
  {
    note: 'a legitimate IDN (German) is still pointed out as Punycode',
    url: 'https://münchen.de/',
    domain: 'xn--mnchen-3ya.de',
    warnings: ['punycode'],
  },
  {
    note: 'userinfo pretending to be the site',
    url: 'https://google.com@evil.example/',
    domain: 'evil.example',
    warnings: ['credentials'],
  },
  { note: 'user and password', url: 'https://user:secret@evil.example/', domain: 'evil.example', warnings: ['credentials'] },
  {
    note: 'another site’s name in front of the real domain',
    url: 'https://accounts.google.com.evil.example/signin',
    domain: 'evil.example',
    warnings: ['deceptive-subdomain'],
  },
  {
    note: 'brand as a subdomain',
    url: 'https://paypal.secure-login.example/',
    domain: 'secure-login.example',
    warnings: ['deceptive-subdomain'],
  },
  {
    note: 'a generic com. label in the middle',
    url: 'https://www.mybank.com.verify.example/',
    domain: 'verify.example',
    warnings: ['deceptive-subdomain'],
  },
  {
    note: 'the real Google on a country suffix is not deceptive',
    url: 'https://accounts.google.co.uk/',
    domain: 'google.co.uk',
    warnings: [],
  },
  { note: 'region subdomains are not deceptive', url: 'https://api.us.example.com/', domain: 'example.com', warnings: [] },
  { note: 'a GitHub Pages site belongs to its user', url: 'https://someone.github.io/x', domain: 'someone.github.io', warnings: [] },
  {
    note: 'an unlisted two-letter ccTLD with a generic second level',
    url: 'https://shop.example.com.fj/',
    domain: 'example.com.fj',
    warnings: [],
  },
  {
    note: 'decimal IPv4 over http',
    url: 'http://3232235777/',
    domain: '192.168.1.1',
    href: 'http://192.168.1.1/',
    warnings: ['insecure', 'ip-address', 'obfuscated-ip', 'local-network'],
  },
  {
    note: 'hex shortened loopback over http (http to loopback is not "insecure")',
    url: 'http://0x7f.1/',
    domain: '127.0.0.1',
    href: 'http://127.0.0.1/',
    warnings: ['ip-address', 'obfuscated-ip', 'local-network'],
  },
  { note: 'octal IPv4', url: 'https://0300.0250.0.1/', domain: '192.168.0.1', warnings: ['ip-address', 'obfuscated-ip', 'local-network'] },
  { note: 'public IPv4', url: 'https://93.184.215.14/login', domain: '93.184.215.14', warnings: ['ip-address'] },
  { note: 'IPv6 loopback with a port', url: 'https://[::1]:8443/cb', domain: '[::1]', warnings: ['ip-address', 'local-network'] },
  {
    note: 'IPv4-mapped IPv6 loopback',
    url: 'https://[::ffff:127.0.0.1]/',
    domain: '[::ffff:7f00:1]',
    warnings: ['ip-address', 'local-network'],
  },
  { note: 'plain http to a public site', url: 'http://example.com/', domain: 'example.com', warnings: ['insecure'] },
  {
    note: 'http to localhost is a local callback',
    url: 'http://localhost:3000/callback',
    domain: 'localhost',
    warnings: ['local-network'],
  },
  { note: 'a non-default port is shown, not a warning', url: 'https://example.com:8443/', domain: 'example.com', warnings: [] },
  { note: 'trailing dot', url: 'https://google.com./', domain: 'google.com', warnings: ['trailing-dot'] },
  {
    note: 'very long subdomain chain',
    url: `https://${'login-secure-verification-account-update-now'.repeat(2)}.a.b.c.evil.example/`,
    domain: 'evil.example',
    warnings: ['long-host', 'many-subdomains'],
  },
  { note: 'very long URL', url: `https://example.com/?q=${'x'.repeat(2100)}`, domain: 'example.com', warnings: ['long-url'] },
  {
    note: 'percent-encoded host',
    url: 'https://%65vil.example/',
    domain: 'evil.example',
    href: 'https://evil.example/',
    warnings: ['encoded-host'],
  },
  {
    note: 'encoded dot segments in the path',
    url: 'https://example.com/safe/%2e%2e/admin',
    domain: 'example.com',
    href: 'https://example.com/admin',
    warnings: ['encoded-path'],
  },
  { note: 'encoded slash in the path', url: 'https://evil.example/google.com%2Flogin', domain: 'evil.example', warnings: ['encoded-path'] },
  { note: 'double encoding', url: 'https://example.com/%252e%252e/', domain: 'example.com', warnings: ['encoded-path'] },
  {
    note: 'soft hyphen vanishes from the host',
    url: 'https://goo\u00adgle.com.evil.example/',
    domain: 'evil.example',
    warnings: ['hidden-characters', 'deceptive-subdomain'],
  },
  {
    note: 'a tab inside the address',
    url: 'https://exa\tmple.com/',
    domain: 'example.com',
    href: 'https://example.com/',
    warnings: ['hidden-characters'],
  },
  {
    note: 'right-to-left override in the path',
    url: 'https://example.com/\u202egnp.exe',
    domain: 'example.com',
    warnings: ['hidden-characters'],
  },
  { note: 'backslashes instead of slashes', url: 'https:\\\\evil.example\\path', domain: 'evil.example', warnings: ['unusual-syntax'] },
  {
    note: 'missing slashes',
    url: 'https:evil.example/',
    domain: 'evil.example',
    href: 'https://evil.example/',
    warnings: ['unusual-syntax'],
  },
  {
    note: 'upper case scheme and host are just normalised',
    url: 'HTTPS://Example.COM/Path',
    domain: 'example.com',
    href: 'https://example.com/Path',
    warnings: [],
  },
];

describe('analyzeUrl: openable addresses and their warnings', () => {
  it.each(openable)('$note: $url', ({ url, domain, warnings, href }) => {
    const a = analyzeUrl(url);
    expect(a.ok).toBe(true);
    expect(a.url).toBe(url);
    expect(a.registrableDomain).toBe(domain);
    expect(a.warnings.map((w) => w.code).sort()).toEqual([...warnings].sort());
    if (href) expect(a.href).toBe(href);
    // The display parts always rebuild exactly the address that would be opened.
    const d = a.display;
    expect(d && d.before + d.domain + d.after).toBe(a.href);
    for (const w of a.warnings) expect(en.texts.urlWarning(w)).toMatch(/^[A-Z].*\.$/);
  });

  it('decodes Punycode for display and names what it imitates', () => {
    const a = analyzeUrl('https://xn--80ak6aa92e.com/');
    expect(a.hostUnicode).toBe('\u0430\u0440\u0440\u04cf\u0435.com');
    expect(a.warnings.find((w) => w.code === 'lookalike')?.params).toEqual({ imitated: 'apple.com' });
    expect(a.warnings.find((w) => w.code === 'punycode')?.params.host).toBe('xn--80ak6aa92e.com');
    expect(english(a, 'lookalike')).toContain('“apple.com”');
    expect(english(a, 'punycode')).toContain('xn--80ak6aa92e.com');
  });

  it('splits the address around the registrable domain', () => {
    expect(analyzeUrl('https://google.com@accounts.google.com.evil.example:8443/a?b#c').display).toEqual({
      before: 'https://google.com@accounts.google.com.',
      domain: 'evil.example',
      after: ':8443/a?b#c',
    });
  });

  it('reports the port, path, query and fragment', () => {
    const a = analyzeUrl('https://example.com:8443/a/b?x=1#top');
    expect(a).toMatchObject({ scheme: 'https', host: 'example.com', port: 8443, path: '/a/b', query: '?x=1', fragment: '#top' });
    expect(analyzeUrl('https://example.com:443/').port).toBeUndefined();
  });

  it('the credentials warning names the fake part and the real destination', () => {
    const warning = analyzeUrl('https://google.com@evil.example/').warnings[0] as UrlWarning;
    expect(warning).toEqual({ code: 'credentials', params: { userinfo: 'google.com', domain: 'evil.example' } });
    expect(en.texts.urlWarning(warning)).toBe('The part before “@” (“google.com”) is not the site. You would go to evil.example.');
  });

  it('trusted domains cover their subdomains, and being trusted does not hide warnings', () => {
    expect(analyzeUrl('https://login.acme.example/', { trustedDomains: ['acme.example'] }).trusted).toBe(true);
    expect(analyzeUrl('https://acme.example/', { trustedDomains: ['ACME.example.'] }).trusted).toBe(true);
    expect(analyzeUrl('https://notacme.example/', { trustedDomains: ['acme.example'] }).trusted).toBe(false);
    const http = analyzeUrl('http://acme.example/', { trustedDomains: ['acme.example'] });
    expect(http.trusted).toBe(true);
    expect(http.warnings.map((w) => w.code)).toEqual(['insecure']);
  });

  it('a trusted domain in front of another domain is deceptive', () => {
    const a = analyzeUrl('https://acme.example.evil.example/', { trustedDomains: ['acme.example'] });
    expect(a.trusted).toBe(false);
    expect(a.warnings.map((w) => w.code)).toEqual(['deceptive-subdomain']);
    expect(english(a, 'deceptive-subdomain')).toContain('“acme.example”');
  });
});

const refusedCases: { url: string; code: string; says: RegExp }[] = [
  { url: 'javascript:alert(document.cookie)', code: 'scheme', says: /run code/ },
  { url: 'JaVaScRiPt:alert(1)', code: 'scheme', says: /run code/ },
  { url: '\u0001javascript:alert(1)', code: 'scheme', says: /run code/ },
  { url: 'java\tscript:alert(1)', code: 'scheme', says: /run code/ },
  { url: 'vbscript:msgbox(1)', code: 'scheme', says: /run code/ },
  { url: 'data:text/html,<script>alert(1)</script>', code: 'scheme', says: /whole page/ },
  { url: 'file:///etc/passwd', code: 'scheme', says: /file on your computer/ },
  { url: 'blob:https://example.com/0c2f-4a', code: 'scheme', says: /data held by this app/ },
  { url: 'about:blank', code: 'scheme', says: /browser itself/ },
  { url: 'chrome://settings', code: 'scheme', says: /browser itself/ },
  { url: 'slack://open?team=T1', code: 'scheme', says: /“slack:”/ },
  { url: 'mailto:someone@example.com', code: 'scheme', says: /“mailto:”/ },
  { url: 'ftp://example.com/file', code: 'scheme', says: /“ftp:”/ },
  { url: 'ws://example.com/socket', code: 'scheme', says: /“ws:”/ },
  { url: 'example.com/login', code: 'unparseable', says: /not a valid web address/ },
  { url: '//evil.example/path', code: 'unparseable', says: /not a valid web address/ },
  { url: 'https://', code: 'unparseable', says: /not a valid web address/ },
  { url: 'https://exa mple.com/', code: 'unparseable', says: /not a valid web address/ },
  { url: 'https://ex%2Fample.com/', code: 'unparseable', says: /not a valid web address/ },
  { url: 'https://a\u202eb.com/', code: 'unparseable', says: /not a valid web address/ },
  { url: 'http://[::1/', code: 'unparseable', says: /not a valid web address/ },
  { url: '', code: 'empty', says: /does not include/ },
  { url: '   ', code: 'empty', says: /does not include/ },
];

describe('analyzeUrl: refused addresses', () => {
  it.each(refusedCases)('$url is refused ($code)', ({ url, code, says }) => {
    const a = analyzeUrl(url);
    expect(a.ok).toBe(false);
    expect(a.href).toBeUndefined();
    expect(a.display).toBeUndefined();
    expect(a.refusedReason?.code).toBe(code);
    expect(en.texts.urlRefused(a.refusedReason as UrlRefusal)).toMatch(says);
  });

  it('never throws on values a server might send instead of a string', () => {
    for (const value of [undefined, null, 42, {}, []]) expect(analyzeUrl(value as unknown as string).ok).toBe(false);
  });
});

describe('registrableDomain and visibleText', () => {
  it.each([
    ['example.com', 'example.com'],
    ['a.b.example.co.uk', 'example.co.uk'],
    ['co.uk', 'co.uk'],
    ['github.io', 'github.io'],
    ['x.y.someone.github.io', 'someone.github.io'],
    ['shop.example.com.au', 'example.com.au'],
    ['bucket.s3.amazonaws.com', 'bucket.s3.amazonaws.com'],
    ['EXAMPLE.com.', 'example.com'],
    ['intranet', 'intranet'],
    ['192.168.1.1', '192.168.1.1'],
  ])('%s → %s', (host, expected) => {
    expect(registrableDomain(host)).toBe(expected);
  });

  it('shows invisible characters and cuts long text', () => {
    expect(visibleText('a\u202eb\u0000c')).toBe('a<U+202E>b<U+0000>c');
    expect(visibleText('abcdef', 3)).toBe('abc…');
    expect(visibleText('abcdef', 3, { more: en.texts.urlTruncated })).toBe('abc… (3 more characters)');
    expect(visibleText('abcdef', 5, { more: en.texts.urlTruncated })).toBe('abcde… (1 more character)');
  });
});
