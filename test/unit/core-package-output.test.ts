// The guard in mcp-elicitation-core's build (packages/mcp-elicitation-core/scripts/check-output.mjs):
// the package exists so that a backend installs no React, so its build must fail when the bundled
// code starts importing React, a React UI package, or anything package.json does not declare.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOutput, importedPackages, packageName } from '../../packages/mcp-elicitation-core/scripts/check-output.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built package on disk: package.json plus the given files (paths relative to the package). */
function builtPackage(files: Record<string, string>, pkg: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'core-output-'));
  made.push(dir);
  const manifest = {
    name: 'mcp-elicitation-core',
    dependencies: { ajv: '^8.20.0' },
    peerDependencies: { ioredis: '^6.0.0' },
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    ...pkg,
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  const all = { 'dist/index.d.ts': 'export declare const x: number;\n', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const clean = "import { Ajv } from 'ajv';\nexport const x = new Ajv() ? 1 : 0;\n";

describe('mcp-elicitation-core output check', () => {
  it('passes output that imports only declared packages', () => {
    expect(checkOutput(builtPackage({ 'dist/index.js': clean }))).toEqual([]);
  });

  it('fails output that imports React, statically, dynamically or through a chunk', () => {
    const problems = checkOutput(
      builtPackage({
        'dist/index.js': `${clean}import './chunks/ui.js';\n`,
        'dist/chunks/ui.js':
          "import { useState } from 'react';\nexport const later = () => import('react-dom/client');\nexport { useState };\n",
        'dist/chunks/dialog.js': "export * from '@radix-ui/react-dialog';\n",
      }),
    );
    expect(problems).toEqual([
      'dist/chunks/dialog.js imports @radix-ui/react-dialog: mcp-elicitation-core must stay React-free',
      'dist/chunks/ui.js imports react: mcp-elicitation-core must stay React-free',
      'dist/chunks/ui.js imports react-dom: mcp-elicitation-core must stay React-free',
    ]);
  });

  it('fails React even when package.json declares it, and says the declaration is wrong too', () => {
    const problems = checkOutput(
      builtPackage({ 'dist/index.js': `${clean}import 'react';\n` }, { peerDependencies: { react: '^19.0.0' } }),
    );
    expect(problems).toEqual([
      'dist/index.js imports react: mcp-elicitation-core must stay React-free',
      'package.json declares react: mcp-elicitation-core must stay React-free',
    ]);
  });

  it('fails types that name React', () => {
    const problems = checkOutput(
      builtPackage({
        'dist/index.js': clean,
        'dist/index.d.ts': "import type { ReactNode } from 'react';\nexport declare const x: ReactNode;\n",
      }),
    );
    expect(problems).toEqual(['dist/index.d.ts imports react: mcp-elicitation-core must stay React-free']);
  });

  it('fails an undeclared package and a dependency nothing imports', () => {
    const problems = checkOutput(builtPackage({ 'dist/index.js': "import tldts from 'tldts';\nexport const x = tldts;\n" }));
    expect(problems).toEqual([
      'dist/index.js imports tldts, which package.json does not declare',
      'package.json depends on ajv, which no built file imports',
    ]);
  });

  it('ignores import examples in doc comments and Node built-ins', () => {
    const code = `${clean}/**\n * import { createElicitationBridge } from 'mcp-elicitation-core/server';\n */\nimport { createServer } from 'node:http';\nexport { createServer };\n`;
    expect(checkOutput(builtPackage({ 'dist/index.js': code }))).toEqual([]);
  });

  it('fails an export that points at a missing file, and a map that names a source it does not ship', () => {
    const problems = checkOutput(
      builtPackage(
        {
          'dist/index.js': clean,
          'dist/index.js.map': JSON.stringify({ version: 3, sources: ['../src/index.ts', '../../../src/server.ts'], mappings: '' }),
          'src/index.ts': 'export const x = 1;\n',
        },
        {
          files: ['dist', 'src'],
          exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './gone': { import: './dist/gone.js' } },
        },
      ),
    );
    expect(problems).toEqual([
      'exports["./gone"] points at missing ./dist/gone.js',
      'dist/index.js.map names ../../../src/server.ts, which is not shipped',
    ]);
  });

  it('reads package names from specifiers', () => {
    expect(['ajv/dist/2020.js', '@modelcontextprotocol/sdk/types.js', 'ajv-formats'].map(packageName)).toEqual([
      'ajv',
      '@modelcontextprotocol/sdk',
      'ajv-formats',
    ]);
    expect(importedPackages("import { a } from './a.js';\nexport { b } from 'ajv-formats';\nawait import(\"re2js\");")).toEqual([
      'ajv-formats',
      're2js',
    ]);
  });
});
