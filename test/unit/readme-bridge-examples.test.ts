/**
 * The README's "MCP client on your server" snippets are the files in docs/examples/bridge/, which
 * `tsc` compiles with the repository: this test fails when the two drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes';

const examples = ['page.tsx', 'next/lib/elicitation.ts', 'next/app/api/elicitation/route.ts', 'hono-app.ts', 'express-app.ts'];

describe('README bridge examples', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  it.each(examples)('%s appears verbatim in the README', (file) => {
    const source = readFileSync(join(repoRoot, 'docs/examples/bridge', file), 'utf8');
    expect(readme).toContain('\n' + source + '```');
  });
});
