// After `vite build` and `tsc`: re-add the "use client" directive that library bundling drops from
// entry chunks that render React, give relative imports in the emitted declarations the `.js`
// extension Node's ESM resolution needs, copy the stylesheet and its types, and check the result,
// failing the build if any of it is missing.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDeclarationExtensions } from './declaration-imports.mjs';

if (process.argv.includes('--help')) {
  console.log(`node scripts/postbuild.mjs   (the last step of npm run build, after vite build and tsc)

- re-adds "use client" to the entry chunks that render React (index, url-consent, chat, tasks, assistant-ui), shifting their
  source maps by one line;
- gives relative imports in the emitted .d.ts files their .js extension (Node's ESM resolution needs it), each
  resolved against the emitted files, so a wrong one fails the build;
- writes dist/styles.css and its styles.css.d.ts;
- checks that no chunk bundles code of mcp-elicitation-core (it stays an import of the dependency), that every
  export in package.json resolves, and that every source map names only shipped files (src/ is published for them).
Exits 1 on any failed check.`);
  process.exit(0);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const DIRECTIVE = '"use client";\n';
const clientEntries = ['index.js', 'url-consent.js', 'chat.js', 'tasks.js', 'assistant-ui.js'];

for (const file of clientEntries) {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  if (/^['"]use client['"];?/.test(code)) continue;
  writeFileSync(path, DIRECTIVE + code);
  // The directive is one more line at the top: shift the source map by one generated line (a
  // leading `;` in `mappings`), or every position in a debugger would be one line off.
  const mapPath = `${path}.map`;
  if (existsSync(mapPath)) {
    const map = JSON.parse(readFileSync(mapPath, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapPath, JSON.stringify(map));
  }
}
copyFileSync(join(root, 'src/theme/styles.css'), join(dist, 'styles.css'));
// Types for `import 'mcp-elicitation-react/styles.css'` (the `types` condition of its export), so the
// import type-checks in apps that do not load a bundler's client types.
writeFileSync(join(dist, 'styles.css.d.ts'), '// The stylesheet exports nothing; importing it applies the optional theme.\nexport {};\n');

const problems = [];

// Relative imports in the emitted declarations get the `.js` file names Node's ESM resolution needs
// (scripts/declaration-imports.mjs says why).
const { rewritten, problems: declarationProblems } = addDeclarationExtensions(dist, root);
problems.push(...declarationProblems);
for (const file of clientEntries) {
  if (!readFileSync(join(dist, file), 'utf8').startsWith(DIRECTIVE)) problems.push(`${file} does not start with "use client"`);
}
// mcp-elicitation-core is a dependency, imported by name: a chunk that bundled its sources would
// ship a second copy of the queue, the engine and the validators beside the app's own.
const jsFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
for (const file of jsFiles(dist)) {
  if (!existsSync(`${file}.map`)) continue; // a chunk of re-exports only: no sources to name
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  if (map.sources.some((source) => source.includes('packages/mcp-elicitation-core/'))) {
    problems.push(`${relative(root, file)} bundles sources of mcp-elicitation-core instead of importing it`);
  }
}
for (const [subpath, target] of Object.entries(pkg.exports)) {
  const files = typeof target === 'string' ? [target] : Object.values(target);
  for (const file of files) if (!existsSync(join(root, file))) problems.push(`exports["${subpath}"] points at missing ${file}`);
}
// Source maps must lead somewhere: every source they name has to exist and be shipped (`files` in
// package.json includes `src/` for this), or "go to definition" and stack traces end in nothing.
const shipped = (path) => pkg.files.some((entry) => path === entry || path.startsWith(`${entry}/`));
const mapFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapFiles(path);
    return entry.name.endsWith('.map') ? [path] : [];
  });
for (const file of mapFiles(dist)) {
  const map = JSON.parse(readFileSync(file, 'utf8'));
  for (const source of map.sources) {
    const path = relative(root, resolve(dirname(file), map.sourceRoot ?? '', source))
      .split('\\')
      .join('/');
    if (!existsSync(join(root, path)) || !shipped(path)) problems.push(`${relative(root, file)} names ${source}, which is not shipped`);
  }
}
if (problems.length > 0) {
  console.error(`postbuild: the package is incomplete:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `postbuild: "use client" on ${clientEntries.join(', ')}; ${rewritten} declaration imports given .js; mcp-elicitation-core imported, not bundled; every export resolves`,
);
