// The layers of src/, top to bottom, and the import-boundary rule built from them. A file may import
// its own layer and any layer below it, never one above: `npm run lint` reports an import against
// this order (eslint-plugin-boundaries; test/unit/import-boundaries.test.ts plants one), and
// test/unit/import-graph.test.ts checks that CONTRIBUTING's diagram lists these layers in this
// order and that src/ has no import cycle.
//
// The two lists marked TEMPORARY hold the violations that other work is removing; each entry is
// still reported by those tests' own runs with the lists empty.

/**
 * Top to bottom. `folder` is under src/; the entries (`folder: ''`) are the files directly in src/,
 * one per subpath export, which may import every layer and which no layer imports.
 */
export const LAYERS = [
  { name: 'entries', folder: '' },
  { name: 'reexports', folder: 'reexports' },
  { name: 'server', folder: 'server' },
  { name: 'adapters', folder: 'adapters' },
  { name: 'chat', folder: 'chat' },
  { name: 'elicitation', folder: 'elicitation' },
  { name: 'dialog', folder: 'dialog' },
  { name: 'fields', folder: 'fields' },
  { name: 'form', folder: 'form' },
  { name: 'locales', folder: 'locales' },
  { name: 'validation', folder: 'validation' },
  { name: 'url', folder: 'url' },
  { name: 'schema', folder: 'schema' },
  { name: 'theme', folder: 'theme' },
];

/**
 * Imports against the order that other work is removing. Each is still reported by the rule's own
 * test (test/unit/import-boundaries.test.ts lints with this list empty); here they are let through
 * so that lint passes meanwhile. TEMPORARY: empty this list when that work lands.
 */
export const TEMPORARILY_ALLOWED = [
  // The gestures read the tool-call context (`isDestructiveTool`, `ElicitContext`) from the Elicit
  // contract, a layer above the dialog.
  { from: 'src/dialog/gestures.tsx', to: 'src/elicitation/elicit.ts' },
  // The tool-call line names the same context type.
  { from: 'src/dialog/tool-context.tsx', to: 'src/elicitation/elicit.ts' },
];

/**
 * Import cycles inside a layer that other work is removing (the rule above sees only imports between
 * layers; test/unit/import-graph.test.ts finds every cycle of src/). TEMPORARY: empty this list when
 * that work lands.
 */
export const TEMPORARY_CYCLES = [];

/** `boundaries/elements`: one element per layer folder. */
export const boundaryElements = LAYERS.filter(({ folder }) => folder).map(({ name, folder }) => ({ type: name, pattern: `src/${folder}` }));

/**
 * `boundaries/files`: the entries are files, not a folder (an element pattern matches folders, and
 * src/ would swallow every layer), so they are a file category.
 */
export const boundaryFiles = [{ category: 'entries', pattern: 'src/*.{ts,tsx}' }];

/**
 * `boundaries/dependencies` options: disallowed unless a policy allows it; each layer may import
 * itself and the layers below it; the exceptions above are allowed file by file.
 */
export function boundaryRuleOptions(exceptions = TEMPORARILY_ALLOWED) {
  return {
    default: 'disallow',
    message:
      '"{{from.type}}" cannot import {{#if to.type}}"{{to.type}}"{{else}}{{to.file.path}} (an entry){{/if}}: imports point down the layers, ' +
      LAYERS.map(({ name }) => name).join(' > ') +
      ' (eslint.layers.js).',
    // An import of a file in src/ that is in no layer (an entry) is checked too, and refused.
    checkUnknownLocals: true,
    policies: [
      { from: { file: { categories: 'entries' } }, allow: { to: { module: { origin: 'local' } } } },
      ...LAYERS.filter(({ folder }) => folder).map(({ name }, index, layers) => ({
        from: { element: { type: name } },
        allow: { to: { element: { types: { anyOf: layers.slice(index).map((layer) => layer.name) } } } },
      })),
      ...exceptions.map(({ from, to }) => ({
        from: { file: { path: from } },
        allow: { to: { file: { path: to } } },
      })),
    ],
  };
}
