/**
 * `mcp-elicitation-react/url-consent` keeps the root entry's rule (root-surface.test.ts): one
 * spelling per part. No two of its values are the same object, and none is a member of another
 * (`UrlConsent.Root` beside `UrlConsentRoot`); every value is a part named `UrlConsent…` or the hook.
 */
import { describe, expect, it } from 'vitest';
import * as consent from '../../src/url-consent';
import { exportedAsMember, exportedTwice } from '../support/entry-surface';

const values = Object.entries(consent) as [string, unknown][];

describe('the /url-consent entry', () => {
  it('exports each value once', () => {
    expect(exportedTwice(values)).toEqual([]);
  });

  it('does not export a value that is also a member of another export', () => {
    expect(exportedAsMember(values)).toEqual([]);
  });

  it('spells every part UrlConsent<Part>, beside the one hook', () => {
    expect(values.map(([name]) => name).filter((name) => !/^UrlConsent[A-Z]\w+$/.test(name) && name !== 'useUrlConsent')).toEqual([]);
  });
});
