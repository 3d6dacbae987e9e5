/**
 * The user's language (SEP-2792, a draft) with a real v1 SDK client and server over stdio: with
 * `experimental.language` the adapter sends `acceptLanguage` on the tool call, the server
 * (test/support/language-server.mjs) asks in German and says so in `contentLanguage`.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { contentLanguageOf, createElicitationQueue, elicitationCapabilities, type ElicitationExperimental } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, supportServer } from '../support/processes';

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('acceptLanguage through the SDK v1 adapter', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function ask(experimental: ElicitationExperimental | undefined) {
    const queue = createElicitationQueue();
    const client = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: queue, server: { id: 'lang', label: 'Language test' }, ...(experimental && { experimental }) });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [supportServer('language-server.mjs')],
        cwd: repoRoot,
        stderr: 'ignore',
      }),
    );
    cleanups.push(() => client.close());
    const call = client.callTool({ name: 'book', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'accept', content: { city: 'Berlin' } });
    return { params: entry.params, reply: text(await call) };
  }

  it('sends the languages given, and the server asks in German and says so', async () => {
    const { params, reply } = await ask({ language: ['de-DE', 'de', 'en'] });
    expect(params.message).toBe('Wohin möchten Sie reisen?');
    expect(contentLanguageOf(params)).toBe('de');
    expect(reply).toBe('accept-language: de-DE, de;q=0.9, en;q=0.8; answered: {"action":"accept","content":{"city":"Berlin"}}');
  });

  it('sends nothing while the draft is off', async () => {
    const { params, reply } = await ask(undefined);
    expect(params.message).toBe('Where do you want to go?');
    expect(reply).toMatch(/^accept-language: -; /);
  });
});
