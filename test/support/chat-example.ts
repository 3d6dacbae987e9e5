/**
 * Runs one of docs/examples/chat/* as its framework would: its web-standard route handlers served
 * over node:http on 127.0.0.1 through the package's `toNodeHandler`, its page built with Vite
 * (test/e2e/pages/<name>/ mounts it), and a session cookie ("alice") set on the page's first load.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { toNodeHandler } from 'mcp-elicitation-core/server';
import { repoRoot } from './processes';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export type RouteHandler = (request: Request) => Promise<Response>;

export async function serveChatExample(options: {
  page: string;
  routes: Record<string, RouteHandler>;
  sessions: Map<string, string>;
}): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = join(tmpdir(), `${options.page}-${randomUUID()}`);
  await build({
    root: join(repoRoot, 'test/e2e/pages', options.page),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^mcp-elicitation-react\/styles\.css$/, replacement: resolve(repoRoot, 'src/theme/styles.css') },
        { find: /^mcp-elicitation-react\/(assistant-ui|chat)$/, replacement: resolve(repoRoot, 'src/$1.ts') },
        { find: /^mcp-elicitation-react$/, replacement: resolve(repoRoot, 'src/index.ts') },
      ],
    },
    build: { outDir, emptyOutDir: true },
  });
  const routes = new Map(Object.entries(options.routes).map(([path, handler]) => [path, toNodeHandler(handler)]));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes.get(path);
    if (route !== undefined) return void route(req, res);
    const file = normalize(join(outDir, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(outDir + sep)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(file);
      const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      // Signing in: a page load without a session gets one (the user "alice").
      if (path === '/' && !/session=/.test(req.headers.cookie ?? '')) {
        const token = randomUUID();
        options.sessions.set(token, 'alice');
        headers['set-cookie'] = `session=${token}; Path=/; HttpOnly; SameSite=Strict`;
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** axe-core's violations on the page now, as "rule: targets" lines. */
export async function axeViolations(page: Page, axePath: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    const report = await axe.run(document, { resultTypes: ['violations'] });
    return report.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The playground's demo MCP server (Streamable HTTP, both protocol eras) on a free loopback port. */
export async function startDemo(): Promise<{ url: URL; close(): Promise<void> }> {
  const { startDemoServer } = (await import(join(repoRoot, 'playground/server/index.mjs'))) as {
    startDemoServer(options: { port: number }): Promise<{ url: URL; close(): Promise<void> }>;
  };
  return startDemoServer({ port: 0 });
}
