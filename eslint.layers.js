// The layers of the two packages, top to bottom, and the import-boundary rule built from them. A file
// may import its own layer and any layer below it in its own package, never one above, and never a
// file of the other package by path: mcp-elicitation-react (src/) uses mcp-elicitation-core only by
// its package name, like any dependency, and the core imports nothing of React. `npm run lint`
// reports an import against this order (eslint-plugin-boundaries; test/unit/import-boundaries.test.ts
// plants one), and test/unit/import-graph.test.ts checks that CONTRIBUTING's diagrams list these
// layers in this order and that neither package has an import cycle.

/**
 * mcp-elicitation-react, top to bottom. `folder` is under src/; the entries (`folder: ''`) are the
 * files directly in src/, one per subpath export, which may import every layer and which no layer
 * imports.
 */
export const LAYERS = [
  { name: 'entries', folder: '' },
  { name: 'chat', folder: 'chat' },
  { name: 'adapters', folder: 'adapters' },
  { name: 'elicitation', folder: 'elicitation' },
  { name: 'dialog', folder: 'dialog' },
  { name: 'apps', folder: 'apps' },
  { name: 'fields', folder: 'fields' },
  { name: 'locales', folder: 'locales' },
  { name: 'theme', folder: 'theme' },
];

/** The core package's folder, relative to the repository. */
export const CORE_SRC = 'packages/mcp-elicitation-core/src';

/**
 * mcp-elicitation-core, top to bottom, under packages/mcp-elicitation-core/src/. Its entries are the
 * files directly in that folder and the adapters, one subpath export each.
 */
export const CORE_LAYERS = [
  { name: 'core-entries', folder: '' },
  { name: 'core-server', folder: 'server' },
  { name: 'core-adapters', folder: 'adapters' },
  { name: 'core-tasks', folder: 'tasks' },
  { name: 'core-elicitation', folder: 'elicitation' },
  { name: 'core-apps', folder: 'apps' },
  { name: 'core-form', folder: 'form' },
  { name: 'core-messages', folder: 'messages' },
  { name: 'core-validation', folder: 'validation' },
  { name: 'core-url', folder: 'url' },
  { name: 'core-schema', folder: 'schema' },
];

const stacks = [
  { base: 'src', layers: LAYERS },
  { base: CORE_SRC, layers: CORE_LAYERS },
];

/**
 * `boundaries/elements`: one element per layer folder, of both packages, matched against the whole
 * path from the repository (`src/server` alone would also match the core's `…/src/server`).
 */
export const boundaryElements = stacks.flatMap(({ base, layers }) =>
  layers.filter(({ folder }) => folder).map(({ name, folder }) => ({ type: name, partialMatch: false, pattern: `${base}/${folder}/**` })),
);

/**
 * `boundaries/files`: the entries are files, not a folder (an element pattern matches folders, and
 * src/ would swallow every layer), so they are a file category.
 */
export const boundaryFiles = [
  { category: 'entries', pattern: 'src/*.{ts,tsx}' },
  { category: 'core-entries', pattern: `${CORE_SRC}/*.ts` },
];

/**
 * `boundaries/dependencies` options: disallowed unless a policy allows it; each layer may import
 * itself and the layers below it in its own package; the entries may import their own package.
 */
export function boundaryRuleOptions() {
  const order = ({ layers }) => layers.map(({ name }) => name).join(' > ');
  return {
    default: 'disallow',
    message:
      '"{{from.type}}" cannot import {{#if to.type}}"{{to.type}}"{{else}}{{to.file.path}} (an entry, or the other package by path){{/if}}: ' +
      `imports point down the layers of their own package, ${stacks.map(order).join('; ')} (eslint.layers.js).`,
    // An import of a file in no layer (an entry, or the other package's) is checked too, and refused.
    checkUnknownLocals: true,
    policies: [
      { from: { file: { categories: 'entries' } }, allow: { to: { element: { types: { anyOf: LAYERS.map(({ name }) => name) } } } } },
      {
        from: { file: { categories: 'core-entries' } },
        allow: { to: { element: { types: { anyOf: CORE_LAYERS.map(({ name }) => name) } } } },
      },
      ...stacks.flatMap(({ layers }) =>
        layers
          .filter(({ folder }) => folder)
          .map(({ name }, index, own) => ({
            from: { element: { type: name } },
            allow: { to: { element: { types: { anyOf: own.slice(index).map((layer) => layer.name) } } } },
          })),
      ),
    ],
  };
}
