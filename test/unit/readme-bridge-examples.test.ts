/**
 * The bridge and chat snippets of the docs are the files in docs/examples/, which `tsc` compiles with the
 * repository: this test fails when a page and its example drift apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes';

/** Each example, and the page that must show it verbatim. */
const required: Array<[example: string, page: string]> = [
  ['bridge/page.tsx', 'docs/server-bridge.md'],
  ['bridge/next/lib/elicitation.ts', 'docs/server-bridge.md'],
  ['bridge/next/app/api/elicitation/route.ts', 'docs/server-bridge.md'],
  ['bridge/hono-app.ts', 'docs/server-bridge.md'],
  ['bridge/express-app.ts', 'docs/server-bridge.md'],
  ['bridge/page.tsx', 'README.md'],
];

const examplesDir = join(repoRoot, 'docs/examples');
const read = (path: string) => readFileSync(path, 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** README.md and every page under docs/ (the pages a reader copies from). */
const pages = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md') && !path.startsWith('examples'))
    .map((path) => join('docs', path)),
];

describe('docs examples', () => {
  it.each(required)('%s appears verbatim in %s', (example, page) => {
    expect(read(join(repoRoot, page))).toContain('\n' + read(join(examplesDir, example)) + '```');
  });

  // Any code block that begins as an example does (its first two lines: the header comment and the first
  // import) must be that example, whole and unchanged: this also holds the chat pages to their examples
  // without listing them here.
  const examples = filesUnder(examplesDir).map((file) => ({ name: relative(examplesDir, file), source: read(file) }));
  const headOf = (code: string) => code.split('\n').slice(0, 2).join('\n');
  const quotes = pages.flatMap((page) =>
    [...read(join(repoRoot, page)).matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)]
      .map((match) => ({ page, code: match[1]! }))
      .filter(({ code }) => examples.some(({ source }) => headOf(source) === headOf(code))),
  );

  it('finds the quoted examples', () => {
    expect(quotes.map(({ page }) => page)).toEqual(expect.arrayContaining(['README.md', 'docs/server-bridge.md']));
  });

  it.each(quotes.map(({ page, code }) => [headOf(code).split('\n')[0], page, code]))(
    '"%s" in %s is its example, whole',
    (_head, _page, code) => {
      const candidates = examples.filter(({ source }) => headOf(source) === headOf(code!)).map(({ source }) => source);
      expect(candidates).toContain(code);
    },
  );
});
