/**
 * The chat docs pages show their example apps whole: every file of docs/examples/chat/<app>/ (which
 * `tsc` compiles with the repository and the e2e tests run) appears verbatim on its page, so the
 * page and the app cannot drift apart and no file of the app is left unshown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes';

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const pages = [
  ['docs/chat-ai-sdk.md', 'docs/examples/chat/ai-sdk'],
  ['docs/chat-mastra-assistant-ui.md', 'docs/examples/chat/mastra-assistant-ui'],
] as const;

describe.each(pages)('%s', (page, app) => {
  const text = readFileSync(join(repoRoot, page), 'utf8');
  const files = filesOf(join(repoRoot, app)).map((file) => relative(join(repoRoot, app), file));
  it.each(files)('shows %s verbatim', (file) => {
    const source = readFileSync(join(repoRoot, app, file), 'utf8');
    expect(text).toContain('\n' + source + '```');
    expect(text).toContain(`### \`${file}\``);
  });
});
