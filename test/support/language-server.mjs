// An MCP server on the v1 SDK (stdio) that asks in the user's language (SEP-2792, a draft): German
// when the tool call's `_meta` asks for it (`acceptLanguage`), English otherwise, and says which in
// the request's `_meta` (`contentLanguage`).
// Tools:
//   book  asks where to; answers "accept-language: <what the call carried>; answered: <result>"
// It is plain JavaScript so Node runs it without a build step.
import process from 'node:process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const ACCEPT = 'io.modelcontextprotocol/acceptLanguage';
const CONTENT = 'io.modelcontextprotocol/contentLanguage';
const server = new Server({ name: 'language-test-server', title: 'Language test', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, () => ({
  tools: [{ name: 'book', inputSchema: { type: 'object', properties: {} } }],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const accept = request.params._meta?.[ACCEPT];
  const german = typeof accept === 'string' && /^de\b/i.test(accept.trim());
  const result = await server.elicitInput(
    {
      message: german ? 'Wohin möchten Sie reisen?' : 'Where do you want to go?',
      requestedSchema: { type: 'object', properties: { city: { type: 'string', title: german ? 'Stadt' : 'City' } }, required: ['city'] },
      _meta: { [CONTENT]: german ? 'de' : 'en' },
    },
    { timeout: 120_000 },
  );
  return { content: [{ type: 'text', text: `accept-language: ${accept ?? '-'}; answered: ${JSON.stringify(result)}` }] };
});

await server.connect(new StdioServerTransport());
process.stdin.on('end', () => process.exit(0));
