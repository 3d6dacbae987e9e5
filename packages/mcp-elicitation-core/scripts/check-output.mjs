// What makes this package worth having: a backend installs it without React. The bundle inlines
// every relative source, so the packages the output imports are exactly what it needs at run time;
// this reads them from the built files and reports any that is React (or a React UI package) or that
// package.json does not declare (a dependency or a peer), any dependency nothing imports, exports
// that point nowhere and source maps that lost their sources. Run by scripts/postbuild.mjs; tested in
// test/unit/core-package-output.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Packages that would pull a renderer into a backend. */
export const REACT = /^(react|react-dom|scheduler|@radix-ui\/.*|@floating-ui\/react.*|react-.*|.*-react)$/;

function files(dir, suffix) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/** `@scope/name/sub.js` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The packages one built file imports, statically or with `import()`. TypeScript's scanner reads
 * the imports, so the examples in doc comments do not count.
 *
 * @example
 * ```js
 * importedPackages("import { Ajv } from 'ajv';\nconst m = await import('re2js');"); // ['ajv', 're2js']
 * ```
 */
export function importedPackages(code) {
  const found = new Set();
  for (const { fileName: specifier } of ts.preProcessFile(code, true, true).importedFiles) {
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
    found.add(packageName(specifier));
  }
  return [...found];
}

/**
 * Checks a built package directory (its package.json and dist/) and returns the problems found, one
 * sentence each; none means the output is React-free, imports only declared packages, every export
 * resolves and every source map names shipped sources.
 *
 * @example
 * ```js
 * const problems = checkOutput(packageDir);
 * if (problems.length > 0) process.exit(1);
 * ```
 */
export function checkOutput(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const dist = join(dir, 'dist');
  const problems = [];
  if (!existsSync(dist)) return [`${pkg.name} has no dist/: build it first`];
  const used = new Set();
  // The declarations count too: a type a backend's compiler must resolve is a package it installs.
  for (const file of [...files(dist, '.js'), ...files(dist, '.d.ts')]) {
    const name = relative(dir, file);
    for (const imported of importedPackages(readFileSync(file, 'utf8'))) {
      used.add(imported);
      if (REACT.test(imported)) problems.push(`${name} imports ${imported}: ${pkg.name} must stay React-free`);
      else if (!declared.has(imported)) problems.push(`${name} imports ${imported}, which package.json does not declare`);
    }
  }
  // Every dependency is installed into every backend: one the code no longer imports is dead weight.
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!used.has(name)) problems.push(`package.json depends on ${name}, which no built file imports`);
  }
  for (const name of declared) {
    if (REACT.test(name)) problems.push(`package.json declares ${name}: ${pkg.name} must stay React-free`);
  }
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
      if (!existsSync(join(dir, file))) problems.push(`exports["${subpath}"] points at missing ${file}`);
    }
  }
  // Source maps must lead somewhere: every source they name has to exist and be shipped (`files`
  // includes `src/` for this), or "go to definition" and stack traces end in nothing.
  const shipped = (path) => pkg.files.some((entry) => path === entry || path.startsWith(`${entry}/`));
  for (const file of files(dist, '.map')) {
    const map = JSON.parse(readFileSync(file, 'utf8'));
    for (const source of map.sources) {
      const path = relative(dir, resolve(dirname(file), map.sourceRoot ?? '', source))
        .split('\\')
        .join('/');
      if (!existsSync(join(dir, path)) || !shipped(path)) problems.push(`${relative(dir, file)} names ${source}, which is not shipped`);
    }
  }
  return problems;
}
