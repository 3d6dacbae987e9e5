/**
 * Browser commands for app-rendered elicitations (a draft: `experimental.apps`). They run in the
 * Vitest server: they start the MCP server with its apps (test/support/app-server.mjs) and a second
 * loopback server that serves the shipped sandbox proxy (src/apps/sandbox-proxy.html) on an origin
 * of its own, and they look into the app's inner frame with Playwright, which may, where the page
 * may not.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';
import { startAppServer, type AppServer } from './app-server-process';
import { repoRoot } from './processes';

const servers = new Map<string, AppServer>();
const proxies = new Map<string, Server>();
let next = 0;

/** Starts the MCP server with apps; returns its id and its two endpoints (with and without the capability). */
const appServerStart: BrowserCommand<[], { id: string; apps: string; plain: string }> = async () => {
  const server = await startAppServer();
  const id = `app-server-${++next}`;
  servers.set(id, server);
  return { id, apps: server.apps.href, plain: server.plain.href };
};

const appServerStop: BrowserCommand<[id: string]> = async (_, id) => {
  await servers.get(id)?.stop();
  servers.delete(id);
};

/**
 * Serves the shipped proxy page at `/sandbox-proxy.html` on 127.0.0.1 and a free port: another
 * origin than the test page's. Returns its id and the page's URL.
 */
const appProxyStart: BrowserCommand<[], { id: string; url: string }> = async () => {
  const page = await readFile(join(repoRoot, 'src/apps/sandbox-proxy.html'));
  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/sandbox-proxy.html') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const { port } = server.address() as { port: number };
  const id = `app-proxy-${++next}`;
  proxies.set(id, server);
  return { id, url: `http://127.0.0.1:${port}/sandbox-proxy.html` };
};

const appProxyStop: BrowserCommand<[id: string]> = async (_, id) => {
  const server = proxies.get(id);
  proxies.delete(id);
  // The browser keeps its connections to the proxy alive: closed, not waited for.
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
};

/**
 * What the app's inner frame (the proxy's `about:srcdoc` child) can reach, evaluated in it: the
 * host page's DOM and cookies through `top`, the proxy's through `parent`, its own cookies, and its
 * origin. Each attempt reports the error's name, or what it read.
 */
const appProbeInnerFrame: BrowserCommand<[], Record<string, string>> = async ({ page }) => {
  // Polling with a deadline that fails loudly: the inner frame appears once the app is sent.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const inner = page
      .frames()
      .find((frame) => frame.url() === 'about:srcdoc' && frame.parentFrame()?.url().includes('/sandbox-proxy.html'));
    if (inner) {
      return inner.evaluate(() => {
        const attempt = (read: () => unknown) => {
          try {
            return `read: ${String(read())}`;
          } catch (error) {
            return (error as Error).name;
          }
        };
        return {
          topDocument: attempt(() => window.top!.document.title),
          topCookie: attempt(() => window.top!.document.cookie),
          parentDocument: attempt(() => window.parent.document.title),
          ownCookie: attempt(() => document.cookie),
          origin: window.origin,
        };
      });
    }
    if (Date.now() > deadline) throw new Error('no inner app frame appeared');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export const appCommands = { appServerStart, appServerStop, appProxyStart, appProxyStop, appProbeInnerFrame };

declare module 'vitest/browser' {
  interface BrowserCommands {
    appServerStart: () => Promise<{ id: string; apps: string; plain: string }>;
    appServerStop: (id: string) => Promise<void>;
    appProxyStart: () => Promise<{ id: string; url: string }>;
    appProxyStop: (id: string) => Promise<void>;
    appProbeInnerFrame: () => Promise<Record<string, string>>;
  }
}
