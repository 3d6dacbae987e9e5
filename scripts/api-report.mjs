// The API report: every public entry's exports, one by one, with their signatures, written to
// api/<entry>.api.md and checked in, so every change of the public surface is a reviewed diff.
//
//   node scripts/api-report.mjs           check: fail when an entry's surface differs from its report
//   node scripts/api-report.mjs --update  rewrite the reports (then review and commit the diff)
//
// It reads the sources with the project's own TypeScript (no build needed). The installed
// @microsoft/api-extractor under its `latest` tag (8.0.0) bundles TypeScript 3.1, which cannot read today's declarations
// (`import type`, template literal types), so the report is produced here with the same idea:
// signatures of what is exported, plus two checks API Extractor also makes:
// - "not exported but referenced": a public signature names a type that no entry exports (a type
//   another entry of the package exports is listed apart, with the subpath to import it from);
// - "from other packages": a public signature names a type of a dependency other than React. A
//   package that must never become part of the API (FORBIDDEN_PACKAGES) fails the check outright.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

if (process.argv.includes('--help')) {
  console.log(`node scripts/api-report.mjs [--update]   (npm run api:check / npm run api:update)

Compares every public entry's surface (the subpath exports with types) of both packages with its report in
api/<entry>.api.md (mcp-elicitation-react) and packages/mcp-elicitation-core/api/<entry>.api.md, read from the
sources with the project's TypeScript (no build needed). Exits 1 when one differs, or when a report's entry is gone.

  --update   rewrite the reports; review the diff like code and commit it

Each report also lists the types a public signature names but the entry does not export ("not exported but
referenced") and the types from other packages; a type from a package in FORBIDDEN_PACKAGES (form libraries)
fails the check outright.`);
  process.exit(0);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');

/** The two packages of the workspace, each with its reports in its own api/ folder. */
const PACKAGES = [root, join(root, 'packages/mcp-elicitation-core')].map((dir) => ({
  dir,
  pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
}));

/** Public entries: each package's subpath exports that have types, mapped back to their sources. */
const entries = PACKAGES.flatMap(({ dir, pkg }) =>
  Object.entries(pkg.exports)
    // The stylesheet's types (`styles.css.d.ts`) describe no module of ours to report.
    .filter(
      ([, target]) => typeof target === 'object' && target.types && target.types.endsWith('.d.ts') && !target.types.endsWith('.css.d.ts'),
    )
    .map(([subpath, target]) => {
      const name = target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '');
      return { subpath: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, name, dir, source: join(dir, 'src', `${name}.ts`) };
    }),
);
const sources = PACKAGES.map(({ dir }) => join(dir, 'src'));

/** Packages a public signature may name: the standard library's and React's types. */
const ALLOWED_PACKAGES = new Set(['typescript', 'react', '@types/react', 'csstype']);
/**
 * Packages no public signature may name: form engines whose next major must not become ours.
 * React Hook Form is the form state (src/dialog/use-elicitation-form.ts) and reaches a host's
 * fields and layouts through its own `FormProvider`, never through this package's types; the check
 * keeps it that way.
 */
const FORBIDDEN_PACKAGES = new Set(['react-hook-form', '@hookform/resolvers']);

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
const program = ts.createProgram(
  entries.map((entry) => entry.source),
  { ...config.options, noEmit: true },
);
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function packageOf(fileName) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(fileName);
  return match ? match[1] : undefined;
}

function resolve(symbol) {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** A declaration as text, without bodies or comments. */
function signature(name, symbol) {
  const decls = symbol.declarations ?? [];
  const lines = [];
  for (const decl of decls) {
    const file = decl.getSourceFile();
    if (ts.isFunctionDeclaration(decl)) {
      const copy = ts.factory.updateFunctionDeclaration(
        decl,
        decl.modifiers,
        decl.asteriskToken,
        decl.name,
        decl.typeParameters,
        decl.parameters,
        decl.type,
        undefined,
      );
      lines.push(printer.printNode(ts.EmitHint.Unspecified, copy, file).replace(/;?$/, ';'));
    } else if (ts.isVariableDeclaration(decl)) {
      const type = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(symbol, decl),
        decl,
        ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
      );
      lines.push(`export const ${name}: ${type};`);
    } else if (
      ts.isInterfaceDeclaration(decl) ||
      ts.isTypeAliasDeclaration(decl) ||
      ts.isEnumDeclaration(decl) ||
      ts.isClassDeclaration(decl)
    ) {
      lines.push(printer.printNode(ts.EmitHint.Unspecified, decl, file));
    } else {
      lines.push(`// ${ts.SyntaxKind[decl.kind]} ${name}`);
    }
  }
  // Re-exported under another name (`TextField as TextFieldModel`): say so.
  const declared = symbol.name;
  const text = lines.join('\n');
  return declared !== name && declared !== 'default' ? `// exported as ${name}\n${text}` : text;
}

/** The type names a declaration's signature refers to (not its bodies). */
function referencedTypes(symbol) {
  const found = [];
  const visit = (node) => {
    if (ts.isBlock(node)) return; // function bodies are not the signature
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node) || ts.isTypeQueryNode(node)) {
      const at = ts.isTypeReferenceNode(node) ? node.typeName : ts.isTypeQueryNode(node) ? node.exprName : node.expression;
      const target = resolve(checker.getSymbolAtLocation(at));
      if (target && !(target.flags & ts.SymbolFlags.TypeParameter)) found.push({ node, target });
    }
    ts.forEachChild(node, visit);
  };
  for (const decl of symbol.declarations ?? []) {
    if (ts.isVariableDeclaration(decl)) {
      if (decl.type) visit(decl.type);
      // `forwardRef<Element, Props>(…)`: the type arguments are the signature.
      const init = decl.initializer;
      if (init && ts.isCallExpression(init)) for (const arg of init.typeArguments ?? []) visit(arg);
    } else if (ts.isFunctionDeclaration(decl)) {
      for (const p of decl.parameters) if (p.type) visit(p.type);
      if (decl.type) visit(decl.type);
      for (const tp of decl.typeParameters ?? []) visit(tp);
    } else {
      visit(decl);
    }
  }
  return found;
}

function exportsOf(entry) {
  const source = program.getSourceFile(entry.source);
  if (!source) throw new Error(`api-report: ${relative(root, entry.source)} not found`);
  return checker.getExportsOfModule(checker.getSymbolAtLocation(source)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Where each symbol can be imported from: the subpaths whose entry exports it (the root first). */
const homes = new Map();
for (const entry of entries) {
  for (const symbol of exportsOf(entry)) {
    const target = resolve(symbol);
    homes.set(target, [...(homes.get(target) ?? []), symbol.name === target.name ? entry.subpath : `${entry.subpath}, as ${symbol.name}`]);
  }
}

function report(entry) {
  const exports = exportsOf(entry);
  const exported = new Set(exports.map((symbol) => resolve(symbol)));
  const body = [];
  const forgotten = new Map();
  const elsewhere = new Map();
  const external = new Map();
  for (const symbol of exports) {
    const target = resolve(symbol);
    body.push(signature(symbol.name, target), '');
    for (const { target: ref } of referencedTypes(target)) {
      const decl = ref.declarations?.[0];
      if (!decl) continue;
      const fileName = decl.getSourceFile().fileName;
      const from = packageOf(fileName);
      if (from) {
        if (!ALLOWED_PACKAGES.has(from))
          external.set(`${ref.name} (${from})`, [...(external.get(`${ref.name} (${from})`) ?? []), symbol.name]);
      } else if (sources.some((src) => fileName.startsWith(`${src}/`)) && !exported.has(ref)) {
        // Another entry (of this package or of mcp-elicitation-core) exports it: a user can name it, from there.
        const home = homes.get(ref)?.[0];
        const map = home ? elsewhere : forgotten;
        const key = home ? `${ref.name} (${home})` : `${ref.name} (${relative(root, fileName)})`;
        map.set(key, [...(map.get(key) ?? []), symbol.name]);
      }
    }
  }
  const list = (map) =>
    [...map.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, users]) => `- ${name}: used by ${[...new Set(users)].join(', ')}`)
      .join('\n') || '- none';
  const text = [
    `# API report: \`${entry.subpath}\``,
    '',
    '<!-- Generated by scripts/api-report.mjs from the sources. Do not edit: run `npm run api:update` and review the diff. -->',
    '',
    `${exports.length} exports.`,
    '',
    '## Not exported but referenced',
    '',
    list(forgotten),
    '',
    '## Exported by another entry',
    '',
    list(elsewhere),
    '',
    '## Types from other packages (besides React)',
    '',
    list(external),
    '',
    '## Exports',
    '',
    '```ts',
    body.join('\n').trimEnd(),
    '```',
    '',
  ].join('\n');
  const forbidden = [...external.keys()].filter((key) => FORBIDDEN_PACKAGES.has(/\((.+)\)$/.exec(key)?.[1]));
  return { text, forbidden };
}

const problems = [];
const changed = [];
for (const entry of entries) {
  const { text, forbidden } = report(entry);
  for (const key of forbidden) problems.push(`${entry.subpath}: a public signature names ${key}, which must stay internal`);
  mkdirSync(join(entry.dir, 'api'), { recursive: true });
  const file = join(entry.dir, 'api', `${entry.name.replace(/\//g, '-')}.api.md`);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  if (update) writeFileSync(file, text);
  else changed.push(relative(root, file));
}
// A report whose entry is gone would stay behind, describing an API nobody ships.
for (const { dir } of PACKAGES) {
  const folder = join(dir, 'api');
  if (!existsSync(folder)) continue;
  for (const name of readdirSync(folder)) {
    if (entries.some((entry) => entry.dir === dir && `${entry.name.replace(/\//g, '-')}.api.md` === name)) continue;
    if (update) rmSync(join(folder, name));
    else changed.push(`${relative(root, join(folder, name))} (no such entry)`);
  }
}
// docs/entry-points.md is generated from the same reading: every entry of both packages, what its
// own header comment says it is for, and its names.
/** The first sentence of an entry file's leading comment, without the "`subpath`:" it may open with. */
function purpose(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const comment = [];
  for (const line of lines) {
    if (/^['"]use client['"];?$/.test(line.trim())) continue;
    const text = /^\s*(?:\/\/|\/\*\*|\*(?!\/))\s?(.*)$/.exec(line);
    if (!text || /^\s*\*\//.test(line)) break;
    comment.push(text[1]);
  }
  const joined = comment
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(The )?`[^`]+`( entry)?: /, '');
  const sentence = /^(.+?\.)(\s|$)/.exec(joined)?.[1] ?? joined;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
const docLines = [
  '# Entry points',
  '',
  '<!-- Generated by scripts/api-report.mjs from the sources (`npm run api:update`); `npm run api:check` fails when it is stale. -->',
  '',
  'Two packages: `mcp-elicitation-react` (the components and hooks) depends on `mcp-elicitation-core` (everything that',
  'needs no React: the model, validation, the form engine, the queues, URL analysis, the adapters, the server bridge).',
  'Install both in a React app (`npm install mcp-elicitation-react mcp-elicitation-core`); a backend installs the core',
  'alone. Each name has one home. `api/*.api.md` and `packages/mcp-elicitation-core/api/*.api.md` hold every signature.',
  '',
];
for (const { pkg } of PACKAGES) {
  docLines.push(`## ${pkg.name}`, '', '| import from | for | names |', '| --- | --- | --- |');
  for (const entry of entries.filter((candidate) => candidate.subpath === pkg.name || candidate.subpath.startsWith(`${pkg.name}/`))) {
    const names = exportsOf(entry)
      .map((symbol) => `\`${symbol.name}\``)
      .join(', ');
    docLines.push(`| \`${entry.subpath}\` | ${purpose(entry.source).replace(/\|/g, '\\|')} | ${names} |`);
  }
  docLines.push('');
}
const docFile = join(root, 'docs/entry-points.md');
const doc = docLines.join('\n');
if (!existsSync(docFile) || readFileSync(docFile, 'utf8') !== doc) {
  if (update) writeFileSync(docFile, doc);
  else changed.push('docs/entry-points.md');
}
if (changed.length > 0) {
  problems.push(
    `the public API changed without its report: ${changed.join(', ')}. Run \`npm run api:update\`, review the diff, and commit it with the change.`,
  );
}
if (problems.length > 0) {
  console.error(`api-report:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(update ? `api-report: ${entries.length} reports written` : `api-report: ${entries.length} entries match their reports`);
