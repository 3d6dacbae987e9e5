/**
 * `mcp-elicitation-react/url-consent` keeps the root entry's rule (root-surface.test.ts): one
 * spelling per part. No two of its values are the same object, and none is a member of another
 * (`UrlConsent.Root` beside `UrlConsentRoot`); every value is a part named `UrlConsent…` or the hook.
 */
import { describe, expect, it } from 'vitest';
import * as consent from '../../src/url-consent';

const values = Object.entries(consent) as [string, unknown][];
const isObject = (value: unknown): value is object => (typeof value === 'object' || typeof value === 'function') && value !== null;

describe('the /url-consent entry', () => {
  it('exports each value once', () => {
    const seen = new Map<unknown, string>();
    const twice = values.flatMap(([name, value]) => {
      const other = seen.get(value);
      seen.set(value, name);
      return other === undefined ? [] : [`${other} = ${name}`];
    });
    expect(twice).toEqual([]);
  });

  it('does not export a value that is also a member of another export', () => {
    const members = new Map<unknown, string>();
    for (const [name, value] of values) {
      if (!isObject(value) || typeof value === 'function') continue;
      for (const [key, member] of Object.entries(value)) if (isObject(member)) members.set(member, `${name}.${key}`);
    }
    expect(values.flatMap(([name, value]) => (members.has(value) ? [`${name} = ${members.get(value)}`] : []))).toEqual([]);
  });

  it('spells every part UrlConsent<Part>, beside the one hook', () => {
    expect(values.map(([name]) => name).filter((name) => !/^UrlConsent[A-Z]\w+$/.test(name) && name !== 'useUrlConsent')).toEqual([]);
  });
});
