// An MCP server on the v1 SDK over Streamable HTTP on 127.0.0.1 that asks in the user's language
// (SEP-2792, a draft): German when the tool call's `_meta` asks for it (`acceptLanguage`), English
// otherwise, and says which in the request's `_meta` (`contentLanguage`). Prints
// `LANGUAGE_SERVER_LISTENING {"port":…}` on stderr once it listens.
// Tools:
//   book  asks where to; answers "accept-language: <what the call carried>; answered: <result>"
// It is plain JavaScript so Node runs it without a build step.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import process from 'node:process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const ACCEPT = 'io.modelcontextprotocol/acceptLanguage';
const CONTENT = 'io.modelcontextprotocol/contentLanguage';

function createMcpServer() {
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
  return server;
}

/** Session id → its transport. */
const sessions = new Map();

const http = createServer(async (req, res) => {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => sessions.set(sessionId, created),
      });
      created.onclose = () => {
        if (created.sessionId) sessions.delete(created.sessionId);
      };
      await createMcpServer().connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res, body);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});

http.listen({ host: '127.0.0.1', port: 0 }, () => {
  process.stderr.write(`LANGUAGE_SERVER_LISTENING ${JSON.stringify({ port: http.address().port })}\n`);
});

process.on('SIGTERM', () => {
  http.close();
  process.exit(0);
});
