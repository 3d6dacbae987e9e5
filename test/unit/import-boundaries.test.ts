/**
 * The import-boundary rule of `npm run lint` (eslint.config.js, built from eslint.layers.js) run
 * through ESLint's Node API: a planted import against the layer order fails, one along it passes,
 * and the temporarily allowed imports are still violations the rule sees.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundaryRuleOptions, TEMPORARILY_ALLOWED } from '../../eslint.layers.js';
import { repoRoot } from '../support/processes';

const RULE = 'boundaries/dependencies';

/** `src/dialog/a.tsx`, `src/elicitation/b.ts` → `../elicitation/b`. */
const relativeSpecifier = (from: string, to: string) =>
  relative(dirname(from), to).replace(/\.tsx?$/, '').replace(/^(?!\.)/, './');

/** Lints `code` as if it were the file `path` of the repository, with the project's configuration. */
async function lint(code: string, path: string, options?: ESLint.Options) {
  const eslint = new ESLint({ cwd: repoRoot, ...options });
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result!.messages.filter((message) => message.ruleId === RULE).map(({ line, message }) => ({ line, message }));
}

describe('the import-boundary rule', () => {
  it('fails on a planted import against the layer order, and only on those', { timeout: 60_000 }, async () => {
    const fixture = readFileSync(join(repoRoot, 'test/fixtures/layers/planted-violation.ts.txt'), 'utf8');
    const errors = await lint(fixture, 'src/dialog/planted-violation.ts');
    const lineOf = (text: string) => fixture.split('\n').findIndex((line) => line.includes(text)) + 1;
    expect(errors).toEqual([
      { line: lineOf("from '../server/bridge'"), message: expect.stringContaining('"dialog" cannot import "server"') },
      { line: lineOf("from '../public-api'"), message: expect.stringContaining('cannot import src/public-api.ts (an entry)') },
    ]);
  });

  it('lets an entry import any layer', { timeout: 60_000 }, async () => {
    expect(await lint("export { createElicitationBridge } from './server/bridge';\n", 'src/planted-entry.ts')).toEqual([]);
  });

  it('still reports each temporarily allowed import once the list is emptied', { timeout: 60_000 }, async () => {
    const strict = { overrideConfig: { files: ['src/**/*.{ts,tsx}'], rules: { [RULE]: ['error', boundaryRuleOptions([])] } } } satisfies ESLint.Options;
    expect(TEMPORARILY_ALLOWED.length).toBeGreaterThan(0);
    for (const { from, to } of TEMPORARILY_ALLOWED) {
      const code = readFileSync(join(repoRoot, from), 'utf8');
      const line = code.split('\n').findIndex((text) => text.includes(`'${relativeSpecifier(from, to)}'`)) + 1;
      expect(line, `${from} imports ${to}`).toBeGreaterThan(0);
      expect(await lint(code, from, strict), `${from} → ${to}`).toContainEqual({
        line,
        message: expect.stringContaining(`cannot import "${to.split('/')[1]}"`),
      });
      // The project's own configuration lets it through, and the file has no other violation.
      expect(await lint(code, from), from).toEqual([]);
    }
  });
});
