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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

if (process.argv.includes('--help')) {
  console.log(`node scripts/api-report.mjs [--update]   (npm run api:check / npm run api:update)

Compares every public entry's surface (the subpath exports with types) with its report in api/<entry>.api.md
(/lite must equal the root, and its report says only that),
read from the sources with the project's TypeScript (no build needed). Exits 1 when one differs.

  --update   rewrite the reports; review the diff like code and commit it

Each report also lists the types a public signature names but the entry does not export ("not exported but
referenced") and the types from other packages; a type from a package in FORBIDDEN_PACKAGES (form libraries)
fails the check outright.`);
  process.exit(0);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const update = process.argv.includes('--update');

/** Public entries: the package's subpath exports that have types, mapped back to their sources. */
const entries = Object.entries(pkg.exports)
  // The stylesheet's types (`styles.css.d.ts`) describe no module of ours to report.
  .filter(([, target]) => typeof target === 'object' && target.types && target.types.endsWith('.d.ts') && !target.types.endsWith('.css.d.ts'))
  .map(([subpath, target]) => {
    const path = target.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '');
    // An entry that re-exports the workspace package (src/reexports/server/index.ts re-exports
    // mcp-elicitation-core, built from src/server/index.ts) keeps the report named after that source.
    const name = path.replace(/^reexports\//, '');
    return { subpath: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, name, source: join(root, 'src', `${path}.ts`) };
  });

/** Packages a public signature may name: the standard library's and React's types. */
const ALLOWED_PACKAGES = new Set(['typescript', 'react', '@types/react', 'csstype']);
/**
 * Packages no public signature may name: form engines whose next major must not become ours.
 * React Hook Form is the form state (src/dialog/use-elicitation-form.ts) and reaches a host's
 * fields and layouts through its own `FormProvider`, never through this package's types; the check
 * keeps it that way.
 */
const FORBIDDEN_PACKAGES = new Set(['react-hook-form', '@hookform/resolvers']);

const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
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
      const copy = ts.factory.updateFunctionDeclaration(decl, decl.modifiers, decl.asteriskToken, decl.name, decl.typeParameters, decl.parameters, decl.type, undefined);
      lines.push(printer.printNode(ts.EmitHint.Unspecified, copy, file).replace(/;?$/, ';'));
    } else if (ts.isVariableDeclaration(decl)) {
      const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), decl, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope);
      lines.push(`export const ${name}: ${type};`);
    } else if (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl) || ts.isEnumDeclaration(decl) || ts.isClassDeclaration(decl)) {
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
        if (!ALLOWED_PACKAGES.has(from)) external.set(`${ref.name} (${from})`, [...(external.get(`${ref.name} (${from})`) ?? []), symbol.name]);
      } else if (fileName.startsWith(join(root, 'src')) && !exported.has(ref)) {
        // Another entry exports it: a user can name it, from there.
        const home = homes.get(ref)?.filter((subpath) => subpath.split(',')[0] !== `${pkg.name}/lite`)[0];
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
    '## Exported by another entry of this package',
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
mkdirSync(join(root, 'api'), { recursive: true });
// `/lite` is the root's surface built with another default validator, not a list of its own: its
// report says so, and the check fails if the two surfaces ever differ.
const SAME_AS = { lite: 'index' };
const reports = new Map(entries.map((entry) => [entry.name, report(entry)]));
for (const entry of entries) {
  let { text, forbidden } = reports.get(entry.name);
  const twin = SAME_AS[entry.name] && entries.find((other) => other.name === SAME_AS[entry.name]);
  if (twin) {
    const body = (reportText) => reportText.slice(reportText.indexOf('\n', reportText.indexOf('-->')));
    if (body(text) !== body(reports.get(twin.name).text)) {
      problems.push(`${entry.subpath} must export exactly what ${twin.subpath} exports (src/${entry.name}.ts re-exports src/public-api.ts)`);
    }
    text = [
      `# API report: \`${entry.subpath}\``,
      '',
      '<!-- Generated by scripts/api-report.mjs from the sources. Do not edit: run `npm run api:update` and review the diff. -->',
      '',
      `The same exports as \`${twin.subpath}\` (api/${twin.name}.api.md), checked name by name and signature by`,
      'signature; only the default validator differs (the built-in one, never ajv).',
      '',
    ].join('\n');
  }
  for (const key of forbidden) problems.push(`${entry.subpath}: a public signature names ${key}, which must stay internal`);
  const file = join(root, 'api', `${entry.name.replace(/\//g, '-')}.api.md`);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  if (update) writeFileSync(file, text);
  else changed.push(relative(root, file));
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
console.log(update ? `api-report: ${entries.length} reports written to api/` : `api-report: ${entries.length} entries match their reports`);
