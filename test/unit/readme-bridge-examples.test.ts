/**
 * The README's "MCP client on your server" snippets are the files in docs/examples/bridge, which `tsc`
 * compiles with the repository: this test fails when the two drift apart. (The chat apps are shown
 * whole on their own pages: test/unit/chat-docs-examples.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes';

const examples = [
  'bridge/page.tsx',
  'bridge/next/lib/elicitation.ts',
  'bridge/next/app/api/elicitation/route.ts',
  'bridge/hono-app.ts',
  'bridge/express-app.ts',
];

describe('README bridge and chat examples', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  it.each(examples)('%s appears verbatim in the README', (file) => {
    const source = readFileSync(join(repoRoot, 'docs/examples', file), 'utf8');
    expect(readme).toContain('\n' + source + '```');
  });
});
