/**
 * One request is one hook and one context: the React contexts src/ creates are counted (every
 * `createContext` call, read with the project's TypeScript, so a comment or a string does not
 * count) and must stay at four or fewer (three today: the request, the URL consent state in its
 * own chunk, the provider's queue). A part that needs more state reads it from the request's one
 * context (`useElicitationContext()`), not from a context of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/** `file: line` of every `createContext(…)` / `React.createContext(…)` call under `dir`. */
function contextsCreated(dir: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name))) {
    const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (name === 'createContext') found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('React contexts created by src/', () => {
  it('are at most four', () => {
    const created = contextsCreated(src);
    expect(created.length, created.join('\n')).toBeLessThanOrEqual(4);
  });

  it('are found wherever they are created (the count is not vacuous)', () => {
    expect(contextsCreated(src).some((place) => place.startsWith('dialog/context.ts:'))).toBe(true);
  });
});
