// The host web app's dev server: Vite through its JS API, rooted at playground/app, bound to
// 127.0.0.1. It does not read the repository's vite.config.ts (that one builds the library and
// runs the tests); the app imports the library straight from src/.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { coreAliases, reactAliases } from '../scripts/source-aliases.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chatExample = `${repoRoot}docs/examples/chat/ai-sdk/`;

/** The agent-backend mode's routes: the AI SDK chat example's route handlers (docs/examples/chat/ai-sdk). */
const AGENT_ROUTES = {
  '/api/chat': 'app/api/chat/route.ts',
  '/api/chat/stop': 'app/api/chat/stop/route.ts',
  '/api/elicitation': 'app/api/elicitation/route.ts',
};

/**
 * Agent-backend mode (`/agent/`): the MCP client runs in this Node process (the AI SDK chat
 * example's route handlers, loaded through Vite so they run from source), the page holds only the
 * bridge's remote queue and a chat thread. Each page load without a session gets one.
 */
function agentBackend() {
  return {
    name: 'playground-agent-backend',
    configureServer(server) {
      const load = (file) => server.ssrLoadModule(file);
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        try {
          const route = AGENT_ROUTES[path];
          if (route !== undefined) {
            const [handlers, { toNodeHandler }] = await Promise.all([
              load(chatExample + route),
              load(`${repoRoot}packages/mcp-elicitation-core/src/server/node-handler.ts`),
            ]);
            const handler = handlers[req.method ?? 'GET'];
            if (typeof handler !== 'function') return void res.writeHead(405).end();
            return void toNodeHandler((request) => handler(request))(req, res);
          }
          if ((path === '/agent/' || path === '/agent/index.html') && !/(?:^|;\s*)session=/.test(req.headers.cookie ?? '')) {
            const { sessions } = await load(`${chatExample}lib/bridge.ts`);
            const token = randomUUID();
            sessions.set(token, `playground-user-${token.slice(0, 8)}`);
            res.setHeader('set-cookie', `session=${token}; Path=/; HttpOnly; SameSite=Strict`);
          }
        } catch (error) {
          return next(error);
        }
        next();
      });
    },
  };
}

/**
 * Starts the playground app.
 * @param {{ mcpServerUrl: string, host?: string, port?: number, strictPort?: boolean, logLevel?: 'info' | 'warn' | 'error' | 'silent' }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startAppServer(options) {
  const host = options.host ?? '127.0.0.1';
  const proxy = await startSandboxProxy(host);
  // Read by the agent mode's chat route when it loads.
  process.env.MCP_URL = options.mcpServerUrl;
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./app', import.meta.url)),
    cacheDir: fileURLToPath(new URL('../node_modules/.vite-playground', import.meta.url)),
    logLevel: options.logLevel ?? 'info',
    clearScreen: false,
    plugins: [react(), agentBackend()],
    // The chat example imports the package by name, as an app would.
    resolve: { alias: [...coreAliases, ...reactAliases] },
    define: {
      'import.meta.env.VITE_MCP_SERVER_URL': JSON.stringify(options.mcpServerUrl),
      'import.meta.env.VITE_SANDBOX_PROXY_URL': JSON.stringify(proxy.url),
    },
    server: {
      host,
      port: options.port ?? 5173,
      strictPort: options.strictPort ?? false,
      fs: { allow: [repoRoot] },
    },
    // Found up front, so the first page load does not discover them and reload mid-session.
    optimizeDeps: {
      entries: ['index.html', 'agent/index.html'],
      include: ['react', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@modelcontextprotocol/client'],
    },
  });
  try {
    await vite.listen();
  } catch (error) {
    await proxy.close();
    throw error;
  }
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `http://${host}:${port}/`,
    close: () => Promise.all([vite.close(), proxy.close()]).then(() => undefined),
  };
}

/**
 * The sandbox proxy of app-rendered elicitations (a draft), as a host serves it: the shipped page as
 * is, on its own port, so on another origin than the playground page (the MCP Apps spec requires it).
 */
async function startSandboxProxy(host) {
  const page = await readFile(`${repoRoot}src/apps/sandbox-proxy.html`);
  const server = createHttpServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/sandbox-proxy.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port: 0 }, resolve);
  });
  const { port } = server.address();
  return { url: `http://${host}:${port}/sandbox-proxy.html`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
