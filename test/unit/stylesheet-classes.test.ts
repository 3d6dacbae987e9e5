/**
 * The stylesheet selects parts by class, never by `[data-slot]` (see its head and
 * src/theme/slot.ts): one attribute selector on `data-slot` would put every part back to trying
 * it on every style pass. Every class it names is one a part can carry.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const css = readFileSync(join(root, 'src/theme/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('styles.css', () => {
  it('has no attribute selector on data-slot', () => {
    expect(css).not.toMatch(/\[data-slot/);
  });

  it('names only part classes that the source gives a part (through slot())', () => {
    const code = sources(join(root, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const given = new Set([...code.matchAll(/slot\('([a-z-]+)'/g)].map((m) => `mcp-${m[1]}`));
    const named = new Set([...css.matchAll(/\.(mcp-[a-z-]+)/g)].map((m) => m[1] as string).filter((name) => name !== 'mcp-elicitation'));
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((name) => !given.has(name))).toEqual([]);
  });

  it('source sets data-slot only through slot(), so no part misses its class', () => {
    const offenders = sources(join(root, 'src')).filter((file) =>
      /data-slot="[a-z-]+"(?!\])|'data-slot': '[a-z-]+',/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
    );
    expect(offenders.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
