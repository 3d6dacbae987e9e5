/**
 * The shape of src/ as a whole: every folder is a layer of eslint.layers.js, CONTRIBUTING's diagram
 * lists those layers in the rule's order, and no file reaches itself through its imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, TEMPORARY_CYCLES } from '../../eslint.layers.js';
import { cycles, importGraph, readImports, reachable, type ImportGraph } from '../support/import-graph';
import { repoRoot } from '../support/processes';

/** The folders of CONTRIBUTING's "Layers" diagram, top to bottom (`*.ts` is the entries). */
function diagramLayers(): string[] {
  const contributing = readFileSync(join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
  const section = contributing.slice(contributing.indexOf('\n## Layers\n'));
  const diagram = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  return diagram.split('\n').flatMap((line) => {
    const name = /^(?:\*\.ts|([a-z-]+)\/\*?)\s/.exec(line);
    return name === null ? [] : [name[1] ?? ''];
  });
}

describe('the layers of src/', () => {
  it("CONTRIBUTING's diagram lists the rule's layers in the rule's order", () => {
    expect(diagramLayers()).toEqual(LAYERS.map(({ folder }) => folder));
  });

  it('every folder of src/ is a layer', () => {
    const folders = readdirSync(join(repoRoot, 'src'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map(({ name }) => name).sort()).toEqual(LAYERS.flatMap(({ folder }) => (folder ? [folder] : [])).sort());
  });

  it('has no import cycle but the temporary ones, and each of those still exists', () => {
    const found = cycles(importGraph(repoRoot, 'src'));
    expect(found).toEqual(TEMPORARY_CYCLES.map((cycle) => [...cycle]));
  });
});

describe('React stays where the layers say', () => {
  const { graph, packages } = readImports(repoRoot, 'src');
  /** The React packages a file reaches, with the file that imports each. */
  const reactReachedFrom = (file: string) =>
    [...reachable(graph, file)].flatMap((reached) =>
      [...(packages.get(reached) ?? [])].filter((name) => /^react(-dom|-hook-form)?($|\/)|^@radix-ui\/|^@hookform\//.test(name)).map((name) => `${reached} imports ${name}`),
    );
  // "Nothing below fields/ knows React" (CONTRIBUTING), and the server runs without it.
  const reactFree = LAYERS.slice(LAYERS.findIndex(({ folder }) => folder === 'fields') + 1)
    .map(({ folder }) => folder)
    .concat('server');

  it.each(reactFree)('nothing in %s/ reaches React', (folder) => {
    const files = [...graph.keys()].filter((file) => file.startsWith(`src/${folder}/`));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(reactReachedFrom)).toEqual([]);
  });

  it('sees React where it is', () => {
    expect(reactReachedFrom('src/elicitation/host.tsx')).not.toEqual([]);
  });
});

describe('cycles()', () => {
  const graph = (edges: Record<string, string[]>): ImportGraph =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

  it('finds each cycle once, from its smallest file, and nothing in a tree', () => {
    expect(cycles(graph({ a: ['b'], b: ['c'], c: [] , d: ['a', 'c'] }))).toEqual([]);
    expect(cycles(graph({ c: ['a'], a: ['b'], b: ['c'], d: ['d'] }))).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cycles(graph({ a: ['b', 'c'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b'], ['a', 'c']]);
  });
});
