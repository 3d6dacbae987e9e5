/**
 * docs/styling.md lists every custom property the stylesheet reads, with its defaults. This holds
 * the list to src/theme/styles.css, so a property added to the stylesheet without a line in the
 * docs, a line left behind by one removed, or a default changed on one side only fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const css = readFileSync(join(root, 'src/theme/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const docs = readFileSync(join(root, 'docs/styling.md'), 'utf8');

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The custom properties a rule's body declares, name to value. */
function declarations(body: string): Map<string, string> {
  const declared = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const match = /^\s*(--[a-z0-9-]+)\s*:([\s\S]*)$/.exec(declaration);
    if (match) declared.set(match[1]!, squash(match[2]!));
  }
  return declared;
}

/** The body of the first rule whose prelude is exactly `prelude` (no nested braces inside). */
function block(prelude: RegExp): Map<string, string> {
  const match = new RegExp(`${prelude.source}\\s*\\{([^{}]*)\\}`).exec(css);
  if (!match) throw new Error(`styles.css has no rule ${prelude.source}`);
  return declarations(match[1]!);
}

const light = block(/(?:^|\})\s*:root/);
const darkBySystem = block(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\)/);
const darkByAttribute = block(/(?:^|\})\s*\[data-theme='dark'\]/);
const read = new Set([...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]!));

/** The rows of the custom-properties table: property, what it controls, light, dark, forced colours. */
const rows = new Map(
  [...docs.matchAll(/^\| `(--[a-z0-9-]+)` \| (.+) \|$/gm)].map((m) => {
    const [controls, lightDefault, darkDefault, forced] = m[2]!.split(' | ');
    const code = (cell: string | undefined) => /^`(.*)`$/.exec(cell ?? '')?.[1] ?? cell;
    return [m[1]!, { controls, light: code(lightDefault), dark: code(darkDefault), forced }] as const;
  }),
);

describe('docs/styling.md against styles.css', () => {
  it('has one line for every custom property the stylesheet reads or defines, and none other', () => {
    expect(read.size).toBeGreaterThan(10);
    const used = new Set([...read, ...light.keys()]);
    expect([...used].filter((name) => !rows.has(name))).toEqual([]);
    expect([...rows.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('says what each one controls', () => {
    for (const [name, row] of rows) expect(row.controls, name).toMatch(/\w{3}/);
  });

  it('gives the defaults the stylesheet sets on :root and for dark', () => {
    for (const [name, row] of rows) {
      expect(row.light, name).toBe(light.get(name));
      expect(row.dark, name).toBe(darkBySystem.get(name) ?? 'same');
    }
  });

  it('calls the properties the dark theme changes colours, which forced colours replace', () => {
    for (const [name, row] of rows) expect(row.forced, name).toBe(darkBySystem.has(name) ? 'system colour' : 'applies');
  });

  it('reads the defaults from :root only: no fallback in var() to drift from them', () => {
    expect([...css.matchAll(/var\(--[a-z0-9-]+\s*,[^)]*\)/g)].map((m) => m[0])).toEqual([]);
  });

  // CSS cannot put a media query and an attribute selector in one rule, so the dark values are
  // written twice; they must stay the same.
  it('has the same dark values for the system setting and for data-theme="dark"', () => {
    expect(darkBySystem.size).toBeGreaterThan(5);
    expect(Object.fromEntries(darkByAttribute)).toEqual(Object.fromEntries(darkBySystem));
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('(docs/styling.md)');
  });
});
