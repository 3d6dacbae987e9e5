/**
 * The shape of both packages: every folder of each package's src/ is a layer of eslint.layers.js,
 * CONTRIBUTING's two diagrams list those layers in the rule's order, no file reaches itself through
 * its imports, and React stays out of mcp-elicitation-core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_LAYERS, CORE_SRC, LAYERS } from '../../eslint.layers.js';
import { cycles, importGraph, readImports, reachable, type ImportGraph } from '../support/import-graph';
import { repoRoot } from '../support/processes';

/** The folders of one of CONTRIBUTING's "Layers" diagrams, top to bottom (`*.ts` is the entries). */
function diagramLayers(heading: string): string[] {
  const contributing = readFileSync(join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
  const section = contributing.slice(contributing.indexOf(`\n### ${heading}\n`));
  const diagram = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  return diagram.split('\n').flatMap((line) => {
    const name = /^(?:\*\.ts|([a-z-]+)\/\*?)\s/.exec(line);
    return name === null ? [] : [name[1] ?? ''];
  });
}

const stacks = [
  { name: 'mcp-elicitation-react', base: 'src', layers: LAYERS },
  { name: 'mcp-elicitation-core', base: CORE_SRC, layers: CORE_LAYERS },
];

describe.each(stacks)('the layers of $name', ({ name, base, layers }) => {
  it("CONTRIBUTING's diagram lists the rule's layers in the rule's order", () => {
    expect(diagramLayers(name)).toEqual(layers.map(({ folder }) => folder));
  });

  it('every folder of its src/ is a layer', () => {
    const folders = readdirSync(join(repoRoot, base), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(layers.flatMap(({ folder }) => (folder ? [folder] : [])).sort());
  });

  it('has no import cycle', () => {
    expect(cycles(importGraph(repoRoot, base))).toEqual([]);
  });
});

describe('React stays where the layers say', () => {
  const { graph, packages } = readImports(repoRoot, CORE_SRC);
  const react = /^react(-dom|-hook-form)?($|\/)|^@radix-ui\/|^@hookform\/|^mcp-elicitation-react($|\/)/;
  /** The React packages a file reaches, with the file that imports each. */
  const reactReachedFrom = (file: string) =>
    [...reachable(graph, file)].flatMap((reached) =>
      [...(packages.get(reached) ?? [])].filter((pkg) => react.test(pkg)).map((pkg) => `${reached} imports ${pkg}`),
    );

  it('nothing in mcp-elicitation-core reaches React', () => {
    const files = [...graph.keys()];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(reactReachedFrom)).toEqual([]);
  });

  it('sees React where it is', () => {
    const { graph: reactGraph, packages: reactPackages } = readImports(repoRoot, 'src');
    const found = [...reachable(reactGraph, 'src/elicitation/host.tsx')].some((file) =>
      [...(reactPackages.get(file) ?? [])].some((pkg) => react.test(pkg)),
    );
    expect(found).toBe(true);
  });
});

describe('cycles()', () => {
  const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

  it('finds each cycle once, from its smallest file, and nothing in a tree', () => {
    expect(cycles(graph({ a: ['b'], b: ['c'], c: [], d: ['a', 'c'] }))).toEqual([]);
    expect(cycles(graph({ c: ['a'], a: ['b'], b: ['c'], d: ['d'] }))).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cycles(graph({ a: ['b', 'c'], b: ['a'], c: ['a'] }))).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
  });
});
