/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { chromiumArgs, findChromium } from './test/support/browser-path';
import { urlCommands } from './test/support/url-commands';
import { elicitationCommands } from './test/support/elicitation-commands';
import { bridgeCommands } from './test/support/bridge-commands';
import { a11yCommands } from './test/support/a11y-commands';
import { tasksCommands } from './test/support/tasks-commands';
import { tasksRedisCommands } from './test/support/tasks-redis-commands';
import { fileCommands } from './test/support/file-commands';
import { appCommands } from './test/support/app-commands';
import { routeCommands } from './test/support/route-commands';
import { bridgeAppCommands } from './test/support/bridge-app-commands';
import { coreAliases, reactAliases } from './scripts/source-aliases.mjs';

const root = import.meta.dirname;

/** Library entry points; each becomes `dist/<name>.js` and a subpath export. */
const entries = {
  index: resolve(root, 'src/index.ts'),
  'url-consent': resolve(root, 'src/url-consent.ts'),
  chat: resolve(root, 'src/chat.ts'),
  tasks: resolve(root, 'src/tasks.ts'),
  'assistant-ui': resolve(root, 'src/assistant-ui.ts'),
  'adapters/mcp-use': resolve(root, 'src/adapters/mcp-use.ts'),
  // One entry per locale, so a host bundles only the languages it imports.
  ...Object.fromEntries(
    ['en', 'de', 'fr', 'es', 'ja', 'zh-Hans', 'ar'].map((lang) => [`locales/${lang}`, resolve(root, `src/locales/${lang}.ts`)]),
  ),
};

/**
 * Each browser project gets its own provider object: Vitest writes the project name into it. The
 * browser is looked for only when Vitest runs (it sets `VITEST`): `vite build` and Storybook load
 * this file too, and must work on a machine without Chromium.
 */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: process.env.VITEST ? findChromium() : undefined, args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  plugins: [react()],
  // mcp-elicitation-core from its sources (scripts/source-aliases.mjs): the library build keeps it an
  // import all the same (`external` below), as the dependency it is.
  resolve: { alias: coreAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      // Everything the package depends on stays an import: the host's bundler dedupes it.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        // Type tests of the public signatures (test/types/*.test-d.tsx): checked by tsc, not run.
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['test/types/**/*.test-d.{ts,tsx}'], tsconfig: 'test/types/tsconfig.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm start`'s playground end to end: starts playground/start.mjs, drives Chromium with playwright-core.
        extends: true,
        // The chat examples in docs/examples import the packages by name, as an app would.
        resolve: { alias: [...coreAliases, ...reactAliases] },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        // Pre-bundled up front: found mid-run, Vite reloads the page and React can load twice.
        optimizeDeps: {
          include: [
            '@modelcontextprotocol/sdk/client/index.js',
            '@modelcontextprotocol/sdk/client/streamableHttp.js',
            '@modelcontextprotocol/sdk/types.js',
            'mcp-use/react',
            'react-dom/server',
            // Loaded with import() by the URL consent screen, the pattern engine and the app frame.
            'tldts',
            're2js',
            '@modelcontextprotocol/ext-apps/app-bridge',
          ],
        },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          // URL-mode tests read requests and popups from the Playwright context (test/support/url-commands.ts).
          // Host tests start MCP servers and a stdio client on the Node side (test/support/elicitation-commands.ts).
          // Accessibility-tree tests read Chromium's own tree over CDP (test/support/a11y-commands.ts).
          browser: {
            ...chromium(),
            commands: {
              ...urlCommands,
              ...elicitationCommands,
              ...bridgeCommands,
              ...a11yCommands,
              ...tasksCommands,
              ...tasksRedisCommands,
              ...fileCommands,
              ...appCommands,
              ...routeCommands,
              ...bridgeAppCommands,
            },
          },
          testTimeout: 30_000,
        },
      },
      {
        // Every story in stories/ runs as a test: render, play function, then axe (a11y.test: 'error').
        extends: true,
        plugins: [storybookTest({ configDir: resolve(root, '.storybook'), storybookScript: 'npm run storybook -- --ci' })],
        test: {
          name: 'storybook',
          browser: chromium(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
