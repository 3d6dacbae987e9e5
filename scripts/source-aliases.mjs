// The two packages by name, resolved to their sources: the tests, Storybook, the playground and the
// chat examples import `mcp-elicitation-react` and `mcp-elicitation-core` as an app would, without a
// build first. The library builds never use these (each package is an import of the other's build).
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const core = resolve(root, 'packages/mcp-elicitation-core/src');

/** `mcp-elicitation-core` and its subpath exports. */
export const coreAliases = [
  { find: /^mcp-elicitation-core$/, replacement: resolve(core, 'index.ts') },
  { find: /^mcp-elicitation-core\/(url|ajv|server)$/, replacement: resolve(core, '$1.ts') },
  { find: /^mcp-elicitation-core\/adapters\/(.*)$/, replacement: resolve(core, 'adapters/$1.ts') },
];

/** `mcp-elicitation-react` and its subpath exports. */
export const reactAliases = [
  { find: /^mcp-elicitation-react\/styles\.css$/, replacement: resolve(root, 'src/theme/styles.css') },
  { find: /^mcp-elicitation-react\/(url-consent|chat|tasks|assistant-ui)$/, replacement: resolve(root, 'src/$1.ts') },
  { find: /^mcp-elicitation-react\/adapters\/(.*)$/, replacement: resolve(root, 'src/adapters/$1.ts') },
  { find: /^mcp-elicitation-react\/locales\/(.*)$/, replacement: resolve(root, 'src/locales/$1.ts') },
  { find: /^mcp-elicitation-react$/, replacement: resolve(root, 'src/index.ts') },
];
