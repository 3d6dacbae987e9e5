/**
 * Storybook shows the pages of docs/ by rendering their Markdown files (stories/support/docs-page.tsx), so each
 * piece of prose is written once. This fails when an .mdx page copies a sentence, a list item or a table row of
 * docs/ or the README instead of importing the page, and when the list of pages Storybook shows
 * (stories/support/docs-links.ts) and the .mdx files disagree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_IN_STORYBOOK, docsPageId, storybookMarkdown } from '../../stories/support/docs-links';

const root = join(import.meta.dirname, '../..');

function files(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'examples' ? [] : files(path, extension);
    return entry.name.endsWith(extension) ? [path] : [];
  });
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The prose of a Markdown page, without fenced code: its sentences, list items and table rows. */
function pieces(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/<!--[\s\S]*?-->/g, '');
  const rows = prose.split('\n').filter((line) => line.startsWith('|') && !/^\|[-| :]+\|$/.test(line));
  const paragraphs = prose
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.split(/\n(?=\s*(?:[-*]|\d+\.) )/))
    .filter((paragraph) => !paragraph.startsWith('|'));
  const sentences = paragraphs.flatMap((paragraph) => squash(paragraph).split(/(?<=[.!?:;])\s+(?=[A-Z`*"“(])/));
  return [...rows, ...sentences].map(squash).filter((piece) => piece.length >= 50);
}

const mdxFiles = files(join(root, 'stories'), '.mdx');
const mdx = new Map(mdxFiles.map((file) => [relative(root, file), readFileSync(file, 'utf8')]));
const docsPages = [...files(join(root, 'docs'), '.md'), join(root, 'README.md')];

/** The docs/ pages an .mdx file imports with `?raw`, as paths under docs/. */
function importedDocs(file: string, source: string): string[] {
  return [...source.matchAll(/from '([^']+\.md)\?raw'/g)].map((m) => relative(join(root, 'docs'), join(root, dirname(file), m[1]!)));
}

describe('Storybook shows docs/ without copying it', () => {
  it('finds the pages', () => {
    expect(mdx.size).toBeGreaterThan(10);
    expect(docsPages.length).toBeGreaterThan(10);
  });

  it('repeats no sentence, list item or table row of docs/ or the README in an .mdx page', () => {
    const copies: string[] = [];
    for (const page of docsPages) {
      const text = readFileSync(page, 'utf8');
      for (const [file, source] of mdx) {
        const written = squash(source);
        for (const piece of pieces(text)) if (written.includes(piece)) copies.push(`${file} copies ${relative(root, page)}: ${piece}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('shows each listed page on the .mdx page of its title, rendered with DocsPage', () => {
    for (const [path, title] of Object.entries(DOCS_IN_STORYBOOK)) {
      expect(existsSync(join(root, 'docs', path)), path).toBe(true);
      const showing = [...mdx].filter(([file, source]) => importedDocs(file, source).includes(path));
      expect(
        showing.map(([file]) => file),
        path,
      ).toHaveLength(1);
      const [, source] = showing[0]!;
      expect(source, path).toContain(`<Meta title="${title}" />`);
      expect(source, path).toMatch(new RegExp(`<DocsPage path="${path.replace(/[.]/g, '\\.')}" source=\\{\\w+\\} />`));
    }
  });

  it('lists every page an .mdx file imports', () => {
    const imported = [...mdx].flatMap(([file, source]) => importedDocs(file, source));
    expect(imported.filter((path) => !(path in DOCS_IN_STORYBOOK))).toEqual([]);
  });
});

describe('storybookMarkdown', () => {
  it('links a page Storybook shows to its Storybook page, and names any other file', () => {
    const markdown = 'See [queue.md](../queue.md), [tasks.md](../tasks.md#stop) and [the test](../../test/unit/x.test.ts).';
    expect(storybookMarkdown('clients/mastra.md', markdown)).toBe(
      'See [queue.md](?path=/docs/docs-integrations-queue--docs), tasks.md (`docs/tasks.md`) and the test (`test/unit/x.test.ts`).',
    );
  });

  it('resolves the links of the README, which is not in docs/', () => {
    expect(storybookMarkdown('../README.md', '[queue](docs/queue.md) and [CONTRIBUTING.md](CONTRIBUTING.md)')).toBe(
      '[queue](?path=/docs/docs-integrations-queue--docs) and CONTRIBUTING.md',
    );
  });

  it('leaves web links, anchors and fenced code alone, and drops images and comments', () => {
    const markdown =
      '[MCP](https://modelcontextprotocol.io) [up](#top)\n![a picture](shot.png)<!-- snippet: skip -->\n```ts\nhandlers[0](x);\n```\n';
    expect(storybookMarkdown('queue.md', markdown)).toBe(
      '[MCP](https://modelcontextprotocol.io) [up](#top)\n```ts\nhandlers[0](x);\n```\n',
    );
  });

  it('names pages the way Storybook does', () => {
    expect(docsPageId('Docs/Integrations/Official SDK v1')).toBe('docs-integrations-official-sdk-v1--docs');
    expect(docsPageId('Docs/URL mode')).toBe('docs-url-mode--docs');
  });
});
