/**
 * React 18 for the server-rendering test, only when a test asks for it. This repo develops on
 * React 19 (a dev dependency) and supports 18 as a peer; npm cannot install both side by side
 * (react-dom 18's peer `react@^18` conflicts with the root's 19), so React 18 is fetched with
 * `npm pack` into `node_modules/.cache/mcp-elicitation-react/react18/node_modules/` on first run
 * and reused after. When the registry cannot be reached the result says why and the caller skips.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes';

/** The packages React 18's server renderer needs, at the versions that go together. */
const PACKAGES = { react: '18.3.1', 'react-dom': '18.3.1', scheduler: '0.23.2' } as const;

/** Where `react` and `react-dom` 18 are, or why they are not. */
export type React18 = { modules: string } | { missing: string };

const modules = join(repoRoot, 'node_modules/.cache/mcp-elicitation-react/react18/node_modules');

const complete = () => Object.keys(PACKAGES).every((name) => existsSync(join(modules, name, 'package.json')));

/**
 * Locates (or fetches, once) React 18.
 *
 * @example
 * const react18 = locateReact18();
 * if ('missing' in react18) console.warn(react18.missing);
 * else alias({ react: join(react18.modules, 'react') });
 */
export function locateReact18(): React18 {
  if (complete()) return { modules };
  try {
    for (const [name, version] of Object.entries(PACKAGES)) {
      const target = join(modules, name);
      if (existsSync(join(target, 'package.json'))) continue;
      const scratch = `${target}.fetching`;
      rmSync(scratch, { recursive: true, force: true });
      mkdirSync(scratch, { recursive: true });
      const shell = process.platform === 'win32';
      execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', scratch], {
        cwd: scratch,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell,
        timeout: 5 * 60_000,
      });
      const tarball = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
      if (tarball === undefined) throw new Error(`npm pack left no tarball for ${name}`);
      execFileSync('tar', ['-xzf', tarball], { cwd: scratch, stdio: ['ignore', 'pipe', 'pipe'], timeout: 5 * 60_000 });
      // Moved into place only once unpacked, so an interrupted run never leaves half a package.
      renameSync(join(scratch, 'package'), target);
      rmSync(scratch, { recursive: true, force: true });
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { missing: `could not fetch React 18 from the npm registry (${detail})` };
  }
  return complete() ? { modules } : { missing: `React 18 is incomplete in ${modules}` };
}
