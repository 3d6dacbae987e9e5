// `mcp-elicitation-react/server` and the React-free adapter entries re-export the workspace package
// mcp-elicitation-core name by name (src/reexports/). A name added to the package's source but not
// to its re-export would quietly vanish from the root package: this compares both export lists, with
// the repo's own TypeScript settings (which map the package name to the sources).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes';

const corePackage = JSON.parse(readFileSync(join(repoRoot, 'packages/mcp-elicitation-core/package.json'), 'utf8')) as {
  exports: Record<string, { types?: string } | string>;
};
const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, { types?: string; import?: string } | string>;
  dependencies: Record<string, string>;
};

/** The package's subpaths (`.`, `./adapters/sdk-v1`, …) with the source each is built from. */
const subpaths = Object.entries(corePackage.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => ({ subpath, source: `src/${(target as { types: string }).types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '')}.ts` }));

/** The root's subpath that re-exports a package subpath: `.` is `./server`. */
const rootSubpath = (subpath: string) => (subpath === '.' ? './server' : subpath);

const config = ts.getParsedCommandLineOfConfigFile(join(repoRoot, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
const reexportSource = (subpath: string) =>
  `src/${(rootPackage.exports[rootSubpath(subpath)] as { types: string }).types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '')}.ts`;
const program = ts.createProgram(
  subpaths.flatMap(({ subpath, source }) => [join(repoRoot, source), join(repoRoot, reexportSource(subpath))]),
  { ...config.options, noEmit: true },
);
const checker = program.getTypeChecker();

/** Every name a module exports, with whether it is a value (types-only names would fail at run time). */
function exportsOf(file: string): string[] {
  const source = program.getSourceFile(join(repoRoot, file));
  if (!source) throw new Error(`${file} is not in the program`);
  const module = checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file} is not a module`);
  return checker
    .getExportsOfModule(module)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return `${symbol.name}${target.flags & ts.SymbolFlags.Value ? '' : ' (type)'}`;
    })
    .sort();
}

describe('the root re-exports mcp-elicitation-core', () => {
  it('depends on the workspace package at its exact version', () => {
    const version = (JSON.parse(readFileSync(join(repoRoot, 'packages/mcp-elicitation-core/package.json'), 'utf8')) as { version: string }).version;
    expect(rootPackage.dependencies['mcp-elicitation-core']).toBe(version);
  });

  it.each(subpaths)('$subpath: every name, as value or type, under the same root subpath', ({ subpath, source }) => {
    const reexport = reexportSource(subpath);
    expect(reexport).toMatch(/^src\/reexports\//);
    const own = exportsOf(source);
    expect(own.length).toBeGreaterThan(0);
    expect(exportsOf(reexport)).toEqual(own);
    // The root's JavaScript for that subpath is built from the re-export, not from the sources again.
    const vite = readFileSync(join(repoRoot, 'vite.config.ts'), 'utf8');
    expect(vite).toContain(`resolve(root, '${reexport}')`);
  });
});
