// tsc keeps the sources' extensionless relative specifiers (`'./dialog/context'`), which resolve under
// `moduleResolution: bundler` but not under node16/nodenext, where every relative import of an ES
// module needs its real file name. Rewriting the emitted declarations is the smallest change that
// covers every entry: the sources stay as they are, and each specifier is resolved against the files
// tsc actually wrote, so a specifier that matches nothing is reported instead of becoming `any`.
// Shared by the root's build (scripts/postbuild.mjs) and the workspace package's
// (packages/mcp-elicitation-core/scripts/postbuild.mjs).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every `.d.ts` file under `dir`. */
export function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * Gives every relative import in the declarations under `dist` the `.js` (or `/index.js`) file name
 * Node's ESM resolution needs. Returns how many were rewritten and, for each that matches no emitted
 * file, a problem naming it (relative to `root`).
 *
 * @example
 * ```js
 * const { rewritten, problems } = addDeclarationExtensions(join(root, 'dist'), root);
 * ```
 */
export function addDeclarationExtensions(dist, root) {
  const problems = [];
  let rewritten = 0;
  for (const file of declarationFiles(dist)) {
    const code = readFileSync(file, 'utf8');
    const next = code.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      if (/\.(js|css|json)$/.test(specifier)) return whole;
      const base = resolve(dirname(file), specifier);
      const target = existsSync(`${base}.d.ts`)
        ? `${specifier}.js`
        : existsSync(join(base, 'index.d.ts'))
          ? `${specifier}/index.js`
          : undefined;
      if (target === undefined) {
        problems.push(`${relative(root, file)} imports ${specifier}, which has no declaration file`);
        return whole;
      }
      rewritten += 1;
      return `${lead}${quote}${target}${quote}`;
    });
    if (next !== code) writeFileSync(file, next);
  }
  return { rewritten, problems };
}
