/**
 * The README's "MCP client on your server" and "Chat apps" snippets are the files in docs/examples/, which
 * `tsc` compiles with the repository: this test fails when the two drift apart.
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
  'chat/ai-sdk/lib/bridge.ts',
  'chat/ai-sdk/app/api/chat/route.ts',
  'chat/ai-sdk/app/chat.tsx',
  'chat/mastra-assistant-ui/lib/agent.ts',
  'chat/mastra-assistant-ui/app/page.tsx',
];

describe('README bridge and chat examples', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  it.each(examples)('%s appears verbatim in the README', (file) => {
    const source = readFileSync(join(repoRoot, 'docs/examples', file), 'utf8');
    expect(readme).toContain('\n' + source + '```');
  });
});
