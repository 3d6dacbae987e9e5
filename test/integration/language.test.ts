/**
 * The user's language (SEP-2792, a draft) with a real v1 SDK client and server over Streamable HTTP
 * on 127.0.0.1: with
 * `experimental.language` the adapter sends `acceptLanguage` on the tool call, the server
 * (test/support/language-server.mjs) asks in German and says so in `contentLanguage`.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawn } from 'node:child_process';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpTransportV2 } from '@modelcontextprotocol/client';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { attachElicitation as attachV2, callToolOptions as callToolOptionsV2 } from 'mcp-elicitation-core/adapters/sdk-v2';
import { contentLanguageOf, createElicitationQueue, elicitationCapabilities, type ElicitationExperimental } from 'mcp-elicitation-core';
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { MCPClient as MastraClient } from '@mastra/mcp';
import { HttpConnector } from 'mcp-use/browser';
import { attachElicitation as attachAiSdk } from 'mcp-elicitation-core/adapters/ai-sdk';
import { attachElicitation as attachMastra } from 'mcp-elicitation-core/adapters/mastra';
import { languageMeta, languageTransport } from 'mcp-elicitation-core';
import { attachElicitation as attachMcpUse } from '../../src/adapters/mcp-use';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, stopProcess, supportServer } from '../support/processes';

/** Starts test/support/language-server.mjs on 127.0.0.1 and resolves with its `/mcp` URL. */
function startLanguageServer(cleanups: Array<() => Promise<void> | void>): Promise<URL> {
  const child = spawn(process.execPath, [supportServer('language-server.mjs')], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  cleanups.push(() => stopProcess(child));
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`language-server did not listen:\n${stderr}`)), 20_000);
    child.once('exit', (code) => reject(new Error(`language-server exited with ${code}:\n${stderr}`)));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /LANGUAGE_SERVER_LISTENING (\{.*\})/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(new URL(`http://127.0.0.1:${(JSON.parse(match[1]!) as { port: number }).port}/mcp`));
    });
  });
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

describe('acceptLanguage through the SDK adapters', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function ask(experimental: ElicitationExperimental | undefined) {
    const queue = createElicitationQueue();
    const client = new Client({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: queue, server: { id: 'lang', label: 'Language test' }, ...(experimental && { experimental }) });
    await client.connect(new StreamableHTTPClientTransport(await startLanguageServer(cleanups)));
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

  it('SDK v2: sends the languages given, and the server asks in German', async () => {
    const queue = createElicitationQueue();
    const client = new ClientV2({ name: 'host', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachV2(client, { elicit: queue, server: { id: 'lang', label: 'Language test' }, experimental: { language: ['de'] } });
    await client.connect(new HttpTransportV2(await startLanguageServer(cleanups)));
    cleanups.push(() => client.close());
    const call = client.callTool({ name: 'book', arguments: {} }, callToolOptionsV2());
    const entry = await nextPending(queue);
    expect(entry.params.message).toBe('Wohin möchten Sie reisen?');
    expect(contentLanguageOf(entry.params)).toBe('de');
    queue.respond(entry.id, { action: 'accept', content: { city: 'Berlin' } });
    const result = await call;
    expect(((result as { content?: Array<{ text?: string }> }).content ?? [])[0]?.text).toMatch(/^accept-language: de; answered: /);
  });

  /** Asks through `call`, answers Berlin, and returns the question and the tool's reply. */
  async function answeredInGerman(queue: ReturnType<typeof createElicitationQueue>, call: Promise<unknown>) {
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'accept', content: { city: 'Berlin' } });
    const content = ((await call) as { content?: Array<{ text?: string }> }).content ?? [];
    return { params: entry.params, reply: content.map((block) => block.text ?? '').join('\n') };
  }

  it('AI SDK: the host’s transport, wrapped by languageTransport, sends it; the server asks in German', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const transport = languageTransport(new StreamableHTTPClientTransport(await startLanguageServer(cleanups)), { language: ['de'] });
    const client = await createMCPClient({ transport, capabilities: { elicitation: {} } });
    cleanups.push(() => client.close());
    attachAiSdk(client, { schema: ElicitationRequestSchema, elicit: queue, server: { id: 'lang', label: 'Language test' } });
    const { params, reply } = await answeredInGerman(queue, client.callTool({ name: 'book', arguments: {} }));
    expect(params.message).toBe('Wohin möchten Sie reisen?');
    expect(contentLanguageOf(params)).toBe('de');
    expect(reply).toMatch(/^accept-language: de; answered: /);
  });

  it('mcp-use: the adapter’s wrapTransport sends it on mcp-use’s own transport; the server asks in German', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const elicitation = attachMcpUse({ elicit: queue, server: { id: 'lang' }, experimental: { language: ['de-DE', 'de'] } });
    expect(elicitation.wrapTransport).toBeTypeOf('function');
    // `useMcp` connects through this connector, with the options it is given.
    const connector = new HttpConnector(String(await startLanguageServer(cleanups)), elicitation);
    await connector.connect();
    cleanups.push(() => connector.disconnect());
    const { params, reply } = await answeredInGerman(queue, connector.callTool('book', {}));
    expect(params.message).toBe('Wohin möchten Sie reisen?');
    expect(reply).toMatch(/^accept-language: de-DE, de;q=0.9; answered: /);
    // Off: no wrapper, nothing sent.
    expect(attachMcpUse({ elicit: queue, server: { id: 'lang' } }).wrapTransport).toBeUndefined();
  });

  it('Mastra: a tool call’s own _meta (its execution context) carries it; the server asks in German', async () => {
    const queue = createElicitationQueue();
    cleanups.push(() => queue.dispose());
    const mastra = new MastraClient({
      id: 'language-test',
      servers: {
        lang: {
          url: await startLanguageServer(cleanups),
          inputRequests: attachMastra({ elicit: queue, server: { id: 'lang' } }).inputRequests,
        },
      },
    });
    cleanups.push(() => mastra.disconnect());
    const tools = (await mastra.listTools()) as Record<string, { execute?: (input: unknown, context?: unknown) => Promise<unknown> }>;
    const { params, reply } = await answeredInGerman(
      queue,
      tools['lang_book']!.execute!({}, { _meta: languageMeta({ language: ['de'] }) }),
    );
    expect(params.message).toBe('Wohin möchten Sie reisen?');
    expect(reply).toMatch(/^accept-language: de; answered: /);
  });
});
