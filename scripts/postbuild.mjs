// After `vite build` and `tsc`: re-add the "use client" directive that library bundling drops from
// entry chunks that render React, copy the stylesheet, and check the result, failing the build if
// any of it is missing.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const DIRECTIVE = '"use client";\n';
const clientEntries = ['index.js', 'lite.js'];

for (const file of clientEntries) {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  if (!/^['"]use client['"];?/.test(code)) writeFileSync(path, DIRECTIVE + code);
}
copyFileSync(join(root, 'src/theme/styles.css'), join(dist, 'styles.css'));

const problems = [];
for (const file of clientEntries) {
  if (!readFileSync(join(dist, file), 'utf8').startsWith(DIRECTIVE)) problems.push(`${file} does not start with "use client"`);
}
// The lite build exists to leave ajv out: fail if it, or a chunk it loads, imports it.
const liteFiles = ['lite.js', ...(readFileSync(join(dist, 'lite.js'), 'utf8').match(/chunks\/lite-[\w-]+\.js/g) ?? [])];
for (const file of liteFiles) {
  if (/from\s*['"]ajv|import\(\s*['"]ajv/.test(readFileSync(join(dist, file), 'utf8'))) problems.push(`${file} (lite) imports ajv`);
}
// The headless core and URL analysis are React-free: fail if they, or a chunk they load, import React.
for (const entry of ['headless.js', 'url.js']) {
  const files = [entry, ...(readFileSync(join(dist, entry), 'utf8').match(/chunks\/[\w-]+\.js/g) ?? [])];
  for (const file of files) {
    if (/from\s*['"](react|react-dom|@radix-ui\/|react-hook-form)/.test(readFileSync(join(dist, file), 'utf8'))) problems.push(`${file} (${entry}) imports React`);
  }
}
for (const [subpath, target] of Object.entries(pkg.exports)) {
  const files = typeof target === 'string' ? [target] : Object.values(target);
  for (const file of files) if (!existsSync(join(root, file))) problems.push(`exports["${subpath}"] points at missing ${file}`);
}
if (problems.length > 0) {
  console.error(`postbuild: the package is incomplete:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`postbuild: "use client" on ${clientEntries.join(', ')}; lite has no ajv; headless and url have no React; every export resolves`);
