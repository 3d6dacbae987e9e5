/**
 * The import-boundary rule of `npm run lint` (eslint.config.js, built from eslint.layers.js) run
 * through ESLint's Node API: in each package, a planted import against the layer order fails and
 * one along it passes; mcp-elicitation-react reaches the core by its name only, and the core never
 * reaches React.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { CORE_SRC } from '../../eslint.layers.js';
import { repoRoot } from '../support/processes';

/** Lints `code` as if it were the file `path` of the repository, with the project's configuration. */
async function lint(code: string, path: string, rules = ['boundaries/dependencies']) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result!.messages.filter((message) => rules.includes(message.ruleId ?? '')).map(({ line, message }) => ({ line, message }));
}

const fixture = (name: string) => readFileSync(join(repoRoot, 'test/fixtures/layers', name), 'utf8');
const lineIn = (text: string) => (part: string) => text.split('\n').findIndex((line) => line.includes(part)) + 1;

describe('the import-boundary rule', () => {
  it('fails on a planted import against the React package’s layers, and only on those', { timeout: 60_000 }, async () => {
    const code = fixture('planted-violation.ts.txt');
    const lineOf = lineIn(code);
    expect(await lint(code, 'src/dialog/planted-violation.ts')).toEqual([
      { line: lineOf("from '../elicitation/use-elicitation'"), message: expect.stringContaining('"dialog" cannot import "elicitation"') },
      { line: lineOf("from '../index'"), message: expect.stringContaining('cannot import src/index.ts (an entry') },
      { line: lineOf("from '../../packages/"), message: expect.stringContaining('"dialog" cannot import "core-schema"') },
    ]);
  });

  it('fails on a planted import against the core’s layers, and on React in the core', { timeout: 60_000 }, async () => {
    const code = fixture('planted-core-violation.ts.txt');
    const lineOf = lineIn(code);
    expect(await lint(code, `${CORE_SRC}/form/planted-violation.ts`, ['boundaries/dependencies', 'no-restricted-imports'])).toEqual([
      { line: lineOf("from '../elicitation/queue'"), message: expect.stringContaining('"core-form" cannot import "core-elicitation"') },
      { line: lineOf("from '../../../../src/index'"), message: expect.stringContaining('cannot import src/index.ts') },
      { line: lineOf("from 'react'"), message: expect.stringContaining('React-free') },
    ]);
  });

  it('lets an entry import any layer of its own package', { timeout: 60_000 }, async () => {
    expect(await lint("export { useElicitation } from './elicitation/use-elicitation';\n", 'src/planted-entry.ts')).toEqual([]);
    expect(await lint("export { createElicitationBridge } from './server/bridge';\n", `${CORE_SRC}/planted-entry.ts`)).toEqual([]);
  });
});
