/**
 * One name per thing in the root entry: no two of its values are the same object (the same part
 * under two names), none is a member of another (`Elicitation.Root` beside `ElicitationRoot`,
 * `english.texts` beside `defaultTexts`), and none is also exported by /headless or /url, which
 * are the homes of the React-free helpers.
 */
import { describe, expect, it } from 'vitest';
import * as headless from '../../src/headless';
import * as root from '../../src/public-api';
import * as url from '../../src/url';

const values = Object.entries(root) as [string, unknown][];
const isObject = (value: unknown): value is object => (typeof value === 'object' || typeof value === 'function') && value !== null;

describe('the root entry', () => {
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

  it('shares no value with /headless or /url', () => {
    const elsewhere = new Map<unknown, string>([
      ...Object.entries(headless).map(([name, value]) => [value, `headless ${name}`] as const),
      ...Object.entries(url).map(([name, value]) => [value, `url ${name}`] as const),
    ]);
    expect(values.flatMap(([name, value]) => (elsewhere.has(value) ? [`${name} = ${elsewhere.get(value)}`] : []))).toEqual([]);
  });
});
