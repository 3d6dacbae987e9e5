/**
 * One name per thing in the root entry: no two of its values are the same object (the same part
 * under two names), none is a member of another (`Elicitation.Root` beside `ElicitationRoot`,
 * `english.texts` beside `defaultTexts`), and none is also exported by mcp-elicitation-core, the
 * home of everything React-free. The surface stays deliberate: at most 50 names, types
 * included (read with the TypeScript checker, as the API report does), and the context a custom
 * part reads carries none of the built-in parts' wiring.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as core from 'mcp-elicitation-core';
import * as coreServer from 'mcp-elicitation-core/server';
import * as coreUrl from 'mcp-elicitation-core/url';
import * as root from '../../src/index';
import { exportedAsMember, exportedTwice } from '../support/entry-surface';

const values = Object.entries(root) as [string, unknown][];

describe('the root entry', () => {
  it('exports each value once', () => {
    expect(exportedTwice(values)).toEqual([]);
  });

  it('does not export a value that is also a member of another export', () => {
    expect(exportedAsMember(values)).toEqual([]);
  });

  it('shares no value or name with mcp-elicitation-core', () => {
    const elsewhere = new Map<unknown, string>([
      ...Object.entries(core).map(([name, value]) => [value, `core ${name}`] as const),
      ...Object.entries(coreUrl).map(([name, value]) => [value, `core/url ${name}`] as const),
      ...Object.entries(coreServer).map(([name, value]) => [value, `core/server ${name}`] as const),
    ]);
    const coreNames = new Set([...Object.keys(core), ...Object.keys(coreUrl), ...Object.keys(coreServer)]);
    expect(values.flatMap(([name]) => (coreNames.has(name) ? [name] : []))).toEqual([]);
    expect(values.flatMap(([name, value]) => (elsewhere.has(value) ? [`${name} = ${elsewhere.get(value)}`] : []))).toEqual([]);
  });
});

/** The root entry's exports, types included, through the project's own TypeScript. */
function rootSurface() {
  const rootDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const entry = join(rootDir, 'src/index.ts');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(rootDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram([entry], { ...config!.options, noEmit: true });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!);
  return { checker, exports };
}

describe('the root entry’s size and what it lets reach', () => {
  const { checker, exports } = rootSurface();

  it('has at most 50 names, types included', () => {
    // Room is kept on purpose: a name that hosts seldom use belongs in mcp-elicitation-core or a
    // subpath of its own (`/chat`, `/url-consent`: docs/entry-points.md). Raise the limit only with a
    // reason a reviewer accepts.
    expect(exports.length).toBeGreaterThan(Object.keys(root).length);
    expect(exports.length).toBeLessThanOrEqual(50);
  });

  it('gives custom parts a context without the built-in parts’ wiring (ids, registry, finish)', () => {
    const symbol = exports.find((candidate) => candidate.name === 'ElicitationForm');
    expect(symbol).toBeDefined();
    const type = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(symbol!));
    const keys = checker.getPropertiesOfType(type).map((property) => property.name);
    expect(keys).toContain('acceptProps');
    expect(keys.filter((key) => ['registry', 'ids', 'finish', 'container'].includes(key))).toEqual([]);
    // …and the hook that reads it returns exactly that type.
    const hook = exports.find((candidate) => candidate.name === 'useElicitationContext')!;
    const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(checker.getAliasedSymbol(hook)), ts.SignatureKind.Call)[0]!;
    expect(checker.getReturnTypeOfSignature(signature)).toBe(type);
  });

  it('names no type in a public signature that no entry exports (the API report’s list is empty)', () => {
    const report = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../api/index.api.md'), 'utf8');
    const section = report.slice(report.indexOf('## Not exported but referenced'), report.indexOf('## Exported by another entry'));
    expect(section.trim().split('\n').slice(1).join('\n').trim()).toBe('- none');
  });

  it('offers one hook per job', () => {
    const hooks = exports.map((symbol) => symbol.name).filter((name) => /^use[A-Z]/.test(name));
    expect(hooks.sort()).toEqual(['useElicitation', 'useElicitationContext', 'useFieldControl']);
  });
});
