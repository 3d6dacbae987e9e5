// After `vite build` and `tsc`: give relative imports in the emitted declarations the `.js` extension
// Node's ESM resolution needs, then check the output (scripts/check-output.mjs), failing the build
// if it imports React or an undeclared package, or if an export points nowhere.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDeclarationExtensions } from '../../../scripts/declaration-imports.mjs';
import { checkOutput } from './check-output.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { rewritten, problems } = addDeclarationExtensions(join(dir, 'dist'), dir);
problems.push(...checkOutput(dir));
if (problems.length > 0) {
  console.error(`mcp-elicitation-core postbuild: the package is incomplete:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `mcp-elicitation-core postbuild: ${rewritten} declaration imports given .js; no React, only declared packages; every export resolves`,
);
