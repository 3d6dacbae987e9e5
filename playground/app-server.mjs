// The host web app's dev server: Vite through its JS API, rooted at playground/app, bound to
// 127.0.0.1. It does not read the repository's vite.config.ts (that one builds the library and
// runs the tests); the app imports the library straight from src/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the playground app.
 * @param {{ mcpServerUrl: string, host?: string, port?: number, strictPort?: boolean, logLevel?: 'info' | 'warn' | 'error' | 'silent' }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startAppServer(options) {
  const host = options.host ?? '127.0.0.1';
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./app', import.meta.url)),
    cacheDir: fileURLToPath(new URL('../node_modules/.vite-playground', import.meta.url)),
    logLevel: options.logLevel ?? 'info',
    clearScreen: false,
    plugins: [react()],
    define: { 'import.meta.env.VITE_MCP_SERVER_URL': JSON.stringify(options.mcpServerUrl) },
    server: {
      host,
      port: options.port ?? 5173,
      strictPort: options.strictPort ?? false,
      fs: { allow: [repoRoot] },
    },
    // Found up front, so the first page load does not discover them and reload mid-session.
    optimizeDeps: {
      entries: ['index.html'],
      include: ['react', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@modelcontextprotocol/client'],
    },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    url: `http://${host}:${port}/`,
    close: () => vite.close(),
  };
}
