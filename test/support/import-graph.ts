/**
 * The import graph of src/, read with the project's TypeScript: every relative import, `export … from`
 * and `import()` of every file, type-only ones included (a cycle through types is still two files
 * that cannot be understood apart).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** File (relative to `root`, with `/`) → the files it imports. */
export type ImportGraph = Map<string, Set<string>>;

/** The packages (bare specifiers: `react`, `ajv/dist/2020`) each file imports, keyed like ImportGraph. */
export type PackageImports = Map<string, Set<string>>;

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

function specifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Reads every `.ts`/`.tsx` file under `dir` (relative to `root`).
 *
 * @example
 * const graph = importGraph(repoRoot, 'src');
 */
export function importGraph(root: string, dir: string): ImportGraph {
  return readImports(root, dir).graph;
}

/**
 * The import graph of `dir` and, per file, the packages it imports.
 *
 * @example
 * const { graph, packages } = readImports(repoRoot, 'src');
 */
export function readImports(root: string, dir: string): { graph: ImportGraph; packages: PackageImports } {
  const graph: ImportGraph = new Map();
  const packages: PackageImports = new Map();
  const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    const path = join(root, dir, file);
    const targets = new Set<string>();
    const external = new Set<string>();
    for (const specifier of specifiers(path)) {
      if (!specifier.startsWith('.')) {
        external.add(specifier);
        continue;
      }
      const base = join(dirname(path), specifier);
      const resolved = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
      if (resolved) targets.add(relative(root, resolved).split('\\').join('/'));
    }
    const key = relative(root, path).split('\\').join('/');
    graph.set(key, targets);
    packages.set(key, external);
  }
  return { graph, packages };
}

/**
 * Every file `start` reaches through its imports, itself included.
 *
 * @example
 * reachable(graph, 'src/elicitation/host.tsx').has('src/dialog/context.ts'); // true
 */
export function reachable(graph: ImportGraph, start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of graph.get(queue.shift()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * Every cycle of the graph, once each, as the files in order starting from the smallest name
 * (Tarjan's strongly connected components, then one shortest cycle through each edge that stays
 * inside a component, deduplicated).
 *
 * @example
 * expect(cycles(importGraph(repoRoot, 'src'))).toEqual([]);
 */
export function cycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);

  const found = new Map<string, string[]>();
  for (const component of components) {
    const inside = new Set(component);
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!inside.has(to)) continue;
        // The shortest way back from `to` to `from`, inside the component.
        const previous = new Map<string, string>([[to, to]]);
        const queue = [to];
        while (queue.length > 0 && !previous.has(from)) {
          const current = queue.shift()!;
          for (const next of graph.get(current) ?? []) {
            if (inside.has(next) && !previous.has(next)) {
              previous.set(next, current);
              queue.push(next);
            }
          }
        }
        const path = [from];
        for (let step = from; step !== to; step = previous.get(step)!) path.unshift(previous.get(step)!);
        // `path` runs to → … → from; the cycle is from → to → … → from.
        const cycle = [from, ...path.slice(0, -1)];
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        found.set(rotated.join(' → '), rotated);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.join().localeCompare(b.join()));
}
