// Issue 36.9: a backend that only runs the bridge installs mcp-elicitation-core, and with it no React.
// The package is packed as npm would publish it, installed into a fresh app in a temp folder (outside
// this repo and its workspace), and then used there: test/support/fresh-backend.mjs answers one
// request over real HTTP on 127.0.0.1 with the in-process broker. Needs `npm run build` first (the
// package's dist/), and the npm registry or npm's cache for ajv and ajv-formats.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, supportServer } from '../support/processes';

const run = promisify(execFile);
const packageDir = join(repoRoot, 'packages/mcp-elicitation-core');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Packages that would mean a renderer came along. */
const REACT = /^(react|react-dom|scheduler|@radix-ui\/.+|.*react.*)$/;

/** Every installed package under `node_modules`, nested ones included, by name. */
function installed(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() && !entry.isSymbolicLink()) return [];
    if (entry.name.startsWith('.')) return [];
    if (entry.name.startsWith('@')) {
      return readdirSync(join(nodeModules, entry.name)).flatMap((name) => [
        `${entry.name}/${name}`,
        ...installed(join(nodeModules, entry.name, name, 'node_modules')),
      ]);
    }
    return [entry.name, ...installed(join(nodeModules, entry.name, 'node_modules'))];
  });
}

describe('a fresh backend installs mcp-elicitation-core without React', () => {
  let dir: string;
  let app: string;

  beforeAll(async () => {
    if (!existsSync(join(packageDir, 'dist/index.js')))
      throw new Error('packages/mcp-elicitation-core/dist is missing: run `npm run build` first');
    dir = mkdtempSync(join(tmpdir(), 'fresh-backend-'));
    // Packed as published (`files`), without running a build: the test uses the dist/ that exists.
    const { stdout } = await run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: packageDir });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'fresh-backend', private: true, type: 'module' }));
    await run(npm, ['install', join(dir, filename), '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: app,
      timeout: 150_000,
    });
  }, 180_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs the package and what its code imports, and nothing of React', () => {
    const names = installed(join(app, 'node_modules'));
    expect(names).toContain('mcp-elicitation-core');
    expect(names).toContain('ajv');
    expect(names).toContain('ajv-formats');
    expect(names.filter((name) => REACT.test(name))).toEqual([]);
    // The optional peers (MCP client libraries, Redis clients) stay the app's choice.
    expect(names.filter((name) => /^(@modelcontextprotocol\/|@mastra\/|@ai-sdk\/|ioredis$|redis$)/.test(name))).toEqual([]);
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).filter((path) => REACT.test(path.replace(/^.*node_modules\//, '')))).toEqual([]);
  });

  it('answers one request over HTTP on 127.0.0.1 with the in-process broker', async () => {
    copyFileSync(supportServer('fresh-backend.mjs'), join(app, 'fresh-backend.mjs'));
    const { stdout } = await run(process.execPath, ['fresh-backend.mjs'], { cwd: app, timeout: 30_000 });
    const outcome = JSON.parse(stdout.trim()) as Record<string, unknown>;
    expect(outcome).toEqual({
      streamStatus: 200,
      message: 'What should we call you?',
      // Server-side validation (ajv, installed with the package) refuses a name shorter than minLength.
      refused: {
        status: 422,
        body: expect.objectContaining({ error: 'invalid-content', issues: [{ key: 'name', keyword: 'minLength' }] }),
      },
      accepted: { status: 200, body: { ok: true } },
      result: { action: 'accept', content: { name: 'Ada' } },
    });
  });
});
