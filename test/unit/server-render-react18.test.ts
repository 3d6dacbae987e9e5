// React 18 renders the dialog and the panel on the server without a warning. React 18 warns
// "useLayoutEffect does nothing on the server" once per component that has a layout effect; the
// dialog's go through an isomorphic layout effect (src/dialog/isomorphic-layout-effect.ts). The
// sources are bundled with esbuild against React 18 (fetched by test/support/react18.ts), every
// package that imports React included, so nothing sees React 19.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../support/processes';
import { skipReason } from '../support/downloads';
import { locateReact18 } from '../support/react18';

const react18 = locateReact18();

/** The requests rendered: a form (every kind of field), a lone required choice (quick answers), a URL request. */
const RENDER = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { version } from 'react';
import { ElicitationDialog, ElicitationPanel } from './src/dialog/elicitation-dialog.tsx';

const server = { id: 'demo', label: 'Demo' };
const form = {
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', default: 'Ada' },
      age: { type: 'integer', title: 'Age' },
      news: { type: 'boolean', title: 'Newsletter' },
      size: { type: 'string', enum: ['S', 'M', 'L'], title: 'Size' },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, title: 'Tags' },
    },
    required: ['name'],
  },
};
const quick = { message: 'Pick one', requestedSchema: { type: 'object', properties: { pick: { type: 'string', enum: ['x', 'y'] } }, required: ['pick'] } };
const url = { mode: 'url', elicitationId: 'e1', url: 'https://example.com/connect', message: 'Connect your account' };
const onResult = () => undefined;

export { version };
export function render() {
  return [
    renderToString(createElement(ElicitationDialog, { request: form, server, onResult })),
    renderToString(createElement(ElicitationPanel, { request: form, server, onResult, status: 'Request 1 of 2' })),
    renderToString(createElement(ElicitationPanel, { request: quick, server, onResult })),
    renderToString(createElement(ElicitationPanel, { request: form, server, onResult, stepper: true })),
    renderToString(createElement(ElicitationPanel, { request: url, server, onResult })),
  ];
}
`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.skipIf(skipReason(react18, 'React 18') !== undefined)('server rendering with React 18', () => {
  it('renderToString prints no warning for the dialog and the panel', async () => {
    if ('missing' in react18) return;
    const result = await build({
      stdin: { contents: RENDER, resolveDir: repoRoot, loader: 'tsx' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      alias: { react: join(react18.modules, 'react'), 'react-dom': join(react18.modules, 'react-dom') },
      define: { 'process.env.NODE_ENV': '"development"' },
      // React 18's CommonJS files `require` each other: give the ESM bundle a `require`.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'silent',
    });
    const dir = join(repoRoot, 'node_modules/.cache/mcp-elicitation-react/react18');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `render-${process.pid}.mjs`);
    writeFileSync(file, result.outputFiles[0]?.text ?? '');
    const printed: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void printed.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args) => void printed.push(args));
    const bundle = (await import(pathToFileURL(file).href).finally(() => rmSync(file, { force: true }))) as {
      version: string;
      render: () => string[];
    };
    expect(bundle.version).toMatch(/^18\./);
    const html = bundle.render();
    expect(printed).toEqual([]);
    // What was rendered: the panel's fields and the quick answers (the modal renders into a portal, on the client only).
    expect(html[1]).toContain('Newsletter');
    expect(html[2]).toContain('data-gesture="quick"');
  });
});
