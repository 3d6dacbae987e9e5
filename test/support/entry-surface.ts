/**
 * The checks behind "one spelling per part", shared by the tests of each public entry
 * (root-surface.test.ts, url-consent-surface.test.ts): each returns what breaks the rule, as
 * `first = second` lines, so a failure names both spellings.
 */
export type EntryValues = ReadonlyArray<readonly [string, unknown]>;

const isObject = (value: unknown): value is object => (typeof value === 'object' || typeof value === 'function') && value !== null;

/** Exports that are the same value under two names. */
export function exportedTwice(values: EntryValues): string[] {
  const seen = new Map<unknown, string>();
  return values.flatMap(([name, value]) => {
    const other = seen.get(value);
    seen.set(value, name);
    return other === undefined ? [] : [`${other} = ${name}`];
  });
}

/** Exports that are also a member of another export's object (`Elicitation.Root` beside `ElicitationRoot`). */
export function exportedAsMember(values: EntryValues): string[] {
  const members = new Map<unknown, string>();
  for (const [name, value] of values) {
    if (!isObject(value) || typeof value === 'function') continue;
    for (const [key, member] of Object.entries(value)) if (isObject(member)) members.set(member, `${name}.${key}`);
  }
  return values.flatMap(([name, value]) => (members.has(value) ? [`${name} = ${members.get(value)}`] : []));
}
