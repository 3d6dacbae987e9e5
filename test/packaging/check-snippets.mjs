// Extracts every ```ts / ```tsx block of the README and the docs into test/packaging/generated/, one
// module per block, so `tsc -p test/packaging/tsconfig.json` compiles them against the built package
// exactly as a reader would paste them. New sections and new files under docs/ are picked up without
// any list to maintain.
//
// A block that is deliberately partial opts out with an HTML comment on the line right before its
// fence, giving the reason (the comment does not render on GitHub or npm):
//
//   <!-- snippet: skip (shows only the options object) -->
//   ```ts
//
// Use it sparingly: a snippet that compiles is one a reader can trust.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv.includes('--help')) {
  console.log(`node test/packaging/check-snippets.mjs   (part of npm run check:package; after npm run build)

Writes every \`\`\`ts / \`\`\`tsx block of the top-level *.md files, every README.md and everything under docs/ into
test/packaging/generated/ (git-ignored), one module per block; \`tsc -p test/packaging/tsconfig.json\` then compiles
them, with the app in test/packaging/app/, against the built package (moduleResolution nodenext, no Vite client
types). A deliberately partial block opts out with <!-- snippet: skip (reason) --> on the line before its fence.`);
  process.exit(0);
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const out = join(here, 'generated');

const SKIP = /^<!--\s*snippet:\s*skip\b.*-->\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const CHECKED = new Set(['ts', 'tsx', 'typescript']);

/** Folders that hold no documentation of ours: dependencies, build output, hidden folders. */
const NOT_DOCS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'generated']);

/**
 * The Markdown files whose code readers copy: every top-level *.md, every README.md in the repo, and
 * everything under docs/.
 */
function markdownFiles() {
  const walk = (dir, inDocs) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || NOT_DOCS.has(entry.name)) return [];
        return walk(path, inDocs || (dir === root && entry.name === 'docs'));
      }
      const isMarkdown = /\.mdx?$/.test(entry.name);
      return isMarkdown && (dir === root || inDocs || /^readme\.mdx?$/i.test(entry.name)) ? [path] : [];
    });
  return walk(root, false);
}

/** The fenced blocks of one file: language, first line number, code, and whether it opted out. */
function blocks(text) {
  const lines = text.split(/\r?\n/);
  const found = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j];
      if (line.trimStart().startsWith(fence[0].repeat(fence.length)) && line.trim().replace(/^[`~]+/, '') === '') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    const before =
      lines
        .slice(0, i)
        .reverse()
        .find((line) => line.trim() !== '') ?? '';
    found.push({ lang: lang.toLowerCase(), line: i + 1, code: body.join('\n'), skip: SKIP.test(before.trim()) });
    i = j;
  }
  return found;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let written = 0;
let skipped = 0;
for (const file of markdownFiles()) {
  for (const block of blocks(readFileSync(file, 'utf8'))) {
    if (!CHECKED.has(block.lang)) continue;
    if (block.skip) {
      skipped += 1;
      continue;
    }
    const where = relative(root, file);
    const name = `${where.replace(/\W+/g, '-')}-line-${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
    // `export {}` makes each block its own module, so two blocks may both declare `client`.
    writeFileSync(join(out, name), `// ${where}, line ${block.line}\n${block.code}\nexport {};\n`);
    written += 1;
  }
}
console.log(`check-snippets: ${written} code blocks written to ${relative(root, out)}/ (${skipped} opted out); tsc checks them next`);
