import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/locales/english';
import { analyzeUrl, loadPublicSuffixList, registrableDomain, type PublicSuffixList } from 'mcp-elicitation-core/url';

let list: PublicSuffixList;
beforeAll(async () => {
  list = await loadPublicSuffixList();
});

describe('registrable domains from the Public Suffix List', () => {
  // Hosting suffixes the built-in list never had: it named the provider, the PSL names the tenant.
  const cases: Array<[string, string, string]> = [
    ['tenant.blob.core.windows.net', 'windows.net', 'tenant.blob.core.windows.net'],
    ['login.bar.dyndns.org', 'dyndns.org', 'bar.dyndns.org'],
    ['x.s3.us-east-1.amazonaws.com', 'amazonaws.com', 'x.s3.us-east-1.amazonaws.com'],
    ['www.shop.city.kawasaki.jp', 'kawasaki.jp', 'city.kawasaki.jp'],
  ];
  for (const [host, oldAnswer, tenant] of cases) {
    it(`${host} belongs to ${tenant}, not ${oldAnswer}`, () => {
      expect(registrableDomain(host)).toBe(oldAnswer);
      expect(registrableDomain(host, list)).toBe(tenant);
      const analysis = analyzeUrl(`https://${host}/pay`, { publicSuffixList: list });
      expect(analysis.registrableDomain).toBe(tenant);
      expect(analysis.display?.domain).toBe(tenant);
    });
  }

  it('keeps the answers the built-in list already got right', () => {
    for (const [host, domain] of [
      ['accounts.google.com.evil.example', 'evil.example'],
      ['shop.example.co.uk', 'example.co.uk'],
      ['me.github.io', 'me.github.io'],
      ['github.io', 'github.io'],
      ['localhost', 'localhost'],
      ['127.0.0.1', '127.0.0.1'],
      ['[::1]', '[::1]'],
    ]) {
      expect(registrableDomain(host as string, list), host).toBe(domain);
    }
  });

  it('a deceptive subdomain is judged against the real owner', () => {
    const analysis = analyzeUrl('https://paypal.com.tenant.blob.core.windows.net/login', { publicSuffixList: list });
    expect(analysis.registrableDomain).toBe('tenant.blob.core.windows.net');
    expect(analysis.warnings.map((w) => w.code)).toContain('deceptive-subdomain');
  });
});

describe('look-alike letters the skeleton now knows', () => {
  const cases: Array<[string, string, string]> = [
    ['Armenian օ (U+0585)', 'https://g\u0585\u0585gle.com/', 'google.com'],
    ['Latin script ɡ (U+0261)', 'https://\u0261ithub.com/', 'github.com'],
    ['dotless ı (U+0131)', 'https://\u0131cloud.com/', 'icloud.com'],
    ['Armenian հ and օ together', 'https://\u0570\u0585tmail.com/', 'hotmail.com'],
  ];
  for (const [name, url, imitated] of cases) {
    it(`${name} is flagged as imitating ${imitated}`, () => {
      const analysis = analyzeUrl(url, { publicSuffixList: list });
      expect(analysis.ok).toBe(true);
      const warning = analysis.warnings.find((w) => w.code === 'lookalike');
      expect(warning && english.texts.urlWarning(warning)).toBe(
        `The site name imitates “${imitated}” with look-alike letters from another alphabet.`,
      );
    });
  }

  it('real words with accented or non-Latin letters are not called look-alikes', () => {
    for (const url of ['https://straße.de/', 'https://łódź.pl/', 'https://пример.рф/', 'https://café.fr/']) {
      expect(
        analyzeUrl(url, { publicSuffixList: list }).warnings.map((w) => w.code),
        url,
      ).not.toContain('lookalike');
    }
  });
});
