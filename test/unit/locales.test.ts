import { describe, expect, it } from 'vitest';
import { english } from '../../src/locales/english';
import type { ElicitationLocale } from '../../src/locales/types';
import { ar } from '../../src/locales/ar';
import { de } from '../../src/locales/de';
import { es } from '../../src/locales/es';
import { fr } from '../../src/locales/fr';
import { ja } from '../../src/locales/ja';
import { zhHans } from '../../src/locales/zh-Hans';
import type { PatternRefusal } from 'mcp-elicitation-core';
import type { Field, SchemaIssue, SchemaIssueCode, SchemaIssueReason } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlSchemeKind, UrlWarning, UrlWarningCode } from 'mcp-elicitation-core/url';
import { defaultMessages } from 'mcp-elicitation-core';

const locales: Record<string, ElicitationLocale> = { de, fr, es, ja, 'zh-Hans': zhHans, ar };

// Every code, reason and kind the lower layers produce. Listed by hand (not read from the
// dictionaries) so a new code the dictionaries do not word fails here.
const issueCodes: SchemaIssueCode[] = [
  'invalid-params',
  'invalid-message',
  'invalid-schema',
  'unsafe-key',
  'unsupported-type',
  'nested-object',
  'array-of-objects',
  'non-string-enum',
  'invalid-keyword',
  'invalid-default',
  'unknown-required',
  'unsupported-dialect',
  'unsupported-mode',
  'sensitive-field',
  'unsafe-pattern',
];
const reasons: Partial<Record<SchemaIssueCode, SchemaIssueReason[]>> = {
  'invalid-params': ['unreadable', 'missing-url'],
  'invalid-schema': ['missing', 'not-object', 'malformed-properties'],
  'invalid-keyword': [
    'not-a-number',
    'unknown-format',
    'malformed-pattern',
    'repeated-choices',
    'repeated-exclusive-choices',
    'malformed-required',
    'min-length-above-max-length',
    'minimum-above-maximum',
    'no-whole-number',
    'no-choices',
    'min-items-above-max-items',
    'min-items-above-choices',
  ],
  'non-string-enum': ['enum-not-text', 'unreadable-choices'],
  'unsupported-type': ['items-missing', 'free-values', 'named-type', 'no-type', 'unknown-type', 'malformed-definition'],
};
const patternRefusals: PatternRefusal[] = [
  'not-text',
  'too-long',
  'invalid',
  'unanalysable',
  'back-reference',
  'lookaround',
  'repeat-too-large',
  'script-extensions',
];
const warningCodes: UrlWarningCode[] = [
  'punycode',
  'mixed-script',
  'lookalike',
  'insecure',
  'credentials',
  'ip-address',
  'obfuscated-ip',
  'local-network',
  'long-url',
  'long-host',
  'many-subdomains',
  'deceptive-subdomain',
  'encoded-host',
  'encoded-path',
  'hidden-characters',
  'unusual-syntax',
  'trailing-dot',
];
const schemeKinds: UrlSchemeKind[] = ['code', 'inline-page', 'local-file', 'app-data', 'browser-page', 'other'];

const issues: SchemaIssue[] = issueCodes.flatMap((code) => {
  const base = { code, key: 'field_key', params: { label: 'API token', type: 'date', keyword: 'maximum' } };
  const variants =
    code === 'unsafe-pattern'
      ? patternRefusals.map((pattern) => ({ pattern }))
      : (reasons[code] ?? [undefined]).map((reason) => (reason ? { reason } : {}));
  return variants.flatMap((variant) =>
    (['error', 'warning'] as const).map((severity) => ({ ...base, severity, params: { ...base.params, ...variant } })),
  );
});
const warningParams = {
  domain: 'evil.example',
  host: 'xn--pple-43d.com',
  hostUnicode: 'аpple.com',
  scripts: ['Latn', 'Cyrl'],
  imitated: 'apple.com',
  userinfo: 'google.com',
  written: '0x7f.1',
  scope: 'this-device' as const,
};
const warnings: UrlWarning[] = [
  ...warningCodes.map((code) => ({ code, params: warningParams })),
  { code: 'local-network', params: { scope: 'local-network' } },
];
const refusals: UrlRefusal[] = [
  { code: 'empty' },
  { code: 'unparseable' },
  ...schemeKinds.map((schemeKind) => ({ code: 'scheme' as const, scheme: 'slack', schemeKind })),
];

const text = (extra: Partial<Field> = {}): Field => ({ kind: 'text', key: 'k', label: 'K', required: true, ...extra }) as Field;
const fields: Field[] = [
  text(),
  text({ format: 'email' } as Partial<Field>),
  text({ format: 'uri' } as Partial<Field>),
  text({ minLength: 1 } as Partial<Field>),
  text({ minLength: 3, maxLength: 20 } as Partial<Field>),
  text({ minLength: 5, maxLength: 5 } as Partial<Field>),
  text({ maxLength: 1 } as Partial<Field>),
  { kind: 'number', key: 'n', label: 'N', required: true, integer: true },
  { kind: 'number', key: 'n', label: 'N', required: true, integer: false, minimum: 1, maximum: 12 },
  { kind: 'number', key: 'n', label: 'N', required: true, integer: false, exclusiveMinimum: 0, maximum: 1234.5 },
  { kind: 'number', key: 'n', label: 'N', required: true, integer: true, minimum: 0, exclusiveMaximum: 10 },
  { kind: 'number', key: 'n', label: 'N', required: true, integer: true, minimum: 2, maximum: 2 },
  { kind: 'number', key: 'n', label: 'N', required: true, integer: false, maximum: -3 },
  { kind: 'multiSelect', key: 'm', label: 'M', required: false, options: [] },
  { kind: 'multiSelect', key: 'm', label: 'M', required: false, options: [], minItems: 1 },
  { kind: 'multiSelect', key: 'm', label: 'M', required: false, options: [], minItems: 1, maxItems: 2 },
  { kind: 'multiSelect', key: 'm', label: 'M', required: false, options: [], maxItems: 3 },
  { kind: 'select', key: 's', label: 'S', required: true, options: [] },
  { kind: 'file', key: 'f', label: 'F', required: true },
  { kind: 'file', key: 'f', label: 'F', required: true, accept: ['image/*', '.pdf'] },
  { kind: 'file', key: 'f', label: 'F', required: true, maxSize: 2_000_000 },
  { kind: 'file', key: 'f', label: 'F', required: true, accept: ['image/png'], maxSize: 1 },
  { kind: 'boolean', key: 'b', label: 'B', required: false },
];
// Counts that exercise every plural category somewhere (Arabic has six).
const counts = [0, 1, 2, 3, 11, 100, 1000, 1.5];

/** Representative arguments for each function-valued entry; an entry missing here fails the test. */
const args: Record<string, unknown[][]> = {
  title: [['Acme Tools']],
  serverReports: [
    ['Acme', undefined, undefined],
    ['Acme', 'acme-server', '1.2.0'],
  ],
  issue: issues.map((i) => [i]),
  filterStatus: counts.flatMap((c) => [
    [c, c],
    [1, c + 1],
  ]),
  hint: fields.map((field) => [field]),
  describedWithHint: [['Including yourself', 'A whole number, 1 to 12']],
  errorSummary: counts.map((c) => [c]),
  destructiveWarning: [['delete_files']],
  stepProgress: counts.map((c) => [1, c]),
  urlDestination: [
    ['evil.example', undefined],
    ['evil.example', 8443],
  ],
  urlTruncated: counts.map((c) => [c]),
  urlTrusted: [['acme.example']],
  urlVisitedBefore: [['acme.example']],
  urlFirstVisit: [['acme.example']],
  urlWarning: warnings.map((w) => [w]),
  urlRefused: refusals.map((r) => [r]),
  urlOpen: [['evil.example']],
  urlOpenAgain: [['evil.example']],
  position: counts.map((c) => [1, c]),
  step: counts.map((c) => [c, 3]),
  expiresIn: [['4:59']],
  expiryWarning: [[60], [30], [10], ...counts.map((c) => [c])],
  withdrawn: [['Calendar']],
  blockServer: [['Calendar']],
  blockServerHint: [['Calendar']],
  blockedServer: [['Calendar']],
  askedWhileRunning: [['delete_files']],
  messageShowAll: counts.map((c) => [c]),
  prefilledCount: counts.map((c) => [c]),
  arrived: [['Calendar']],
  task: [
    ['nightly-report', -7_200_000, 259_200_000],
    ['nightly-report', undefined, undefined],
    [undefined, -60_000, undefined],
    ['nightly-report', undefined, -5_000],
  ],
  taskWaiting: [['Reports']],
  waitingTitle: [
    [1, 'My app'],
    [3, 'My app'],
  ],
  stopFailed: [[{ code: 'gone' }], [{ code: 'no-reply' }], [{ code: 'status', status: 503 }], [{ code: 'failed' }]],
  // File inputs (a draft, `experimental.files`).
  fileRemove: [['photo.png']],
  fileSentTo: [['Calendar']],
  fileDetails: [['image/png', '1.5 MB']],
  fileSize: [[0], [1], [999], [1000], [1_500_000], [2_000_000_000], [5_000_000_000_000]],
  fileChosen: [['photo.png']],
  // App-rendered elicitations (a draft, `experimental.apps`).
  appFrameTitle: [['Seat maps']],
  appLoading: [['Seat maps']],
  appFallback: (['proxy', 'read', 'load', 'handshake', 'timeout', 'error', 'content'] as const).map((code) => [code, 'Seat maps']),
  sendFailed: [[422], [503]],
  stepAnnouncement: counts.map((c) => [1, c, 'Team size']),
  receipt: (
    ['accept', 'decline', 'cancel', 'withdrawn', 'timed-out', 'answered-elsewhere', 'gone', 'signed-out', 'task-stopped'] as const
  ).map((outcome) => ['Calendar', outcome]),
  receiptAnswer: [['Team size', '2-5']],
};
const fieldArgs = fields.map((field) => [field]);
const limitArgs = counts.flatMap((c) => fields.map((field) => [c, field]));

/** Hints may be undefined where English has none; everything else must be a non-empty string. */
function checkEntry(section: string, name: string, value: unknown, reference: unknown) {
  if (typeof value === 'string') {
    expect(value.trim(), `${section}.${name}`).not.toBe('');
    return;
  }
  expect(typeof value, `${section}.${name}`).toBe('function');
  const fn = value as (...a: unknown[]) => unknown;
  const ref = reference as (...a: unknown[]) => unknown;
  const list =
    section === 'messages'
      ? name === 'fileType'
        ? [
            [['image/png', '.pdf'], fields[0]],
            [['image/*'], fields[0]],
          ]
        : fn.length >= 2 || name === 'fileTooLarge' || name.startsWith('min') || name.startsWith('max') || name.startsWith('exclusive')
          ? limitArgs
          : name === 'form' || name === 'blocked' || name === 'schemaError' || name === 'loading' || name === 'checksUnavailable'
            ? [[]]
            : fieldArgs
      : args[name];
  expect(list, `representative arguments for ${section}.${name}`).toBeDefined();
  for (const a of list ?? []) {
    const out = fn(...a);
    const expected = ref(...a);
    if (expected === undefined && name === 'hint') {
      expect(out, `${section}.${name}(${JSON.stringify(a)}) says nothing where English says nothing`).toBeUndefined();
      continue;
    }
    expect(typeof out, `${section}.${name}(${JSON.stringify(a)})`).toBe('string');
    const s = out as string;
    expect(s.trim(), `${section}.${name}(${JSON.stringify(a)})`).not.toBe('');
    expect(s, `${section}.${name}(${JSON.stringify(a)}) leaks a missing value`).not.toMatch(/undefined|NaN|\[object|null/);
  }
}

// Words some languages share with English ("No" in Spanish), and the receipt's "; " between answers.
const SAME_AS_ENGLISH: Record<string, string[]> = { es: ['no', 'receiptSeparator'], de: ['receiptSeparator'] };

const sections = (l: ElicitationLocale) => ({ texts: l.texts, messages: l.messages, hostTexts: l.hostTexts });
const englishSections = sections(english);

describe.each(Object.entries({ en: english, ...locales }))('locale %s', (name, locale) => {
  it('is complete: no key missing, none extra, in every section', () => {
    for (const [section, dictionary] of Object.entries(sections(locale))) {
      const reference = englishSections[section as keyof typeof englishSections];
      expect(Object.keys(dictionary).sort(), section).toEqual(Object.keys(reference).sort());
    }
  });

  it('every entry gives a non-empty string for representative parameters', () => {
    for (const [section, dictionary] of Object.entries(sections(locale))) {
      const reference = englishSections[section as keyof typeof englishSections] as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(dictionary)) checkEntry(section, key, value, reference[key]);
    }
  });

  it('names its language and direction', () => {
    expect(locale.lang).toBe(name === 'en' ? 'en' : name);
    expect(new Intl.Locale(locale.lang).language).toBeTruthy();
    expect(locale.dir).toBe(name === 'ar' ? 'rtl' : 'ltr');
  });

  if (name !== 'en') {
    it('is translated: its fixed texts differ from the English ones', () => {
      for (const [section, dictionary] of Object.entries(sections(locale))) {
        const reference = englishSections[section as keyof typeof englishSections] as unknown as Record<string, unknown>;
        for (const [key, value] of Object.entries(dictionary)) {
          // Words some languages share with English ("No" in Spanish).
          if (typeof value === 'string' && !SAME_AS_ENGLISH[name]?.includes(key))
            expect(value, `${section}.${key}`).not.toBe(reference[key]);
        }
      }
      expect(locale.texts.title('Acme')).not.toBe(english.texts.title('Acme'));
      expect(locale.hostTexts.position(1, 2)).not.toBe(english.hostTexts.position(1, 2));
      expect(locale.messages.exclusiveMinimum(0, fields[0] as Field)).not.toBe(defaultMessages.exclusiveMinimum(0, fields[0] as Field));
    });

    it('keeps server names and keys intact', () => {
      expect(locale.texts.title('Acme <b>Tools</b>')).toContain('Acme <b>Tools</b>');
      expect(locale.texts.issue({ code: 'nested-object', severity: 'error', key: 'addr.street', params: {} })).toContain('addr.street');
      expect(locale.texts.urlOpen('evil.example')).toContain('evil.example');
    });
  }
});

describe('the English dictionary', () => {
  it('uses Intl plurals and numbers', () => {
    expect(defaultMessages.minLength(1, fields[0] as Field)).toBe('Must be at least 1 character');
    expect(defaultMessages.minLength(1000, fields[0] as Field)).toBe('Must be at least 1,000 characters');
    expect(english.texts.filterStatus(1, 1)).toBe('1 choice');
    expect(english.texts.hint(fields[9] as Field)).toBe('A number, more than 0 and at most 1,234.5');
    expect(english.hostTexts.expiryWarning(1)).toBe('This request expires in 1 second.');
  });

  it('does not word an optional multi-select’s bounds as if choosing were required', () => {
    const optional: Field = { kind: 'multiSelect', key: 'm', label: 'M', required: false, options: [], minItems: 1, maxItems: 3 };
    expect(english.texts.hint(optional)).toBe('Optional. If you choose: choose 1 to 3 choices');
    expect(english.texts.hint({ ...optional, required: true })).toBe('Choose 1 to 3 choices');
    expect(english.texts.hint({ ...optional, minItems: undefined })).toBe('Choose at most 3 choices');
    for (const locale of Object.values(locales))
      expect(locale.texts.hint(optional)).not.toBe(locale.texts.hint({ ...optional, required: true }));
  });

  it('formats numbers in the locale’s own way', () => {
    expect(de.texts.hint(fields[9] as Field)).toBe('Eine Zahl, größer als 0 und höchstens 1.234,5');
    expect(fr.messages.maximum(1000, fields[0] as Field)).toBe('Doit être au plus 1\u202F000');
  });

  it('Arabic words counts by its plural categories (one, two, few, many, other)', () => {
    const said = [0, 1, 2, 3, 11, 100].map((c) => ar.hostTexts.expiryWarning(c));
    expect(new Set(said).size).toBe(6);
    expect(ar.hostTexts.expiryWarning(2)).toContain('ثانيتين');
    expect(ar.messages.minLength(3, fields[0] as Field)).toContain('أحرف');
    expect(ar.messages.minLength(11, fields[0] as Field)).toContain('حرفًا');
  });
});
