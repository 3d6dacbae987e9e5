// An MCP server on the v1 SDK over Streamable HTTP on 127.0.0.1 that asks through its MCP App
// (app-rendered elicitation, SEP-3118, a draft). At `/mcp` it declares the MCP Apps extension's
// `elicitation`; at `/plain/mcp` the same server declares nothing of it (the fallback). Prints
// `APP_SERVER_LISTENING {"port":…}` on stderr once it listens.
// Tools:
//   book {app}  asks for a seat with `_meta.ui.resourceUri = ui://seats/<app>.html`; answers
//               "client ui: <the client's declared extension>; answered: <result>"
// Resources (text/html;profile=mcp-app), each an app written from the MCP Apps spec by hand (a page
// speaking JSON-RPC with its parent over postMessage):
//   ui://seats/answers.html   initializes, and answers the forwarded `elicitation/create` with a seat
//   ui://seats/invalid.html   initializes, and answers with a seat the schema does not allow
//   ui://seats/silent.html    never sends `ui/initialize`
//   ui://seats/throws.html    initializes, then fails the request with a JSON-RPC error and throws
//   ui://seats/two.html       (not an app: two contents, which a client must refuse)
// It is plain JavaScript so Node runs it without a build step.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import process from 'node:process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

const UI = 'io.modelcontextprotocol/ui';
const MIME = 'text/html;profile=mcp-app';
const SEATS = ['12A', '12B', '12C', '14D'];
const APPS = ['answers', 'invalid', 'silent', 'throws'];

/** The app's page: `behaviour` is one of APPS. */
function appDocument(behaviour) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Seat map</title>
<style>body{font:14px system-ui;margin:12px}</style></head>
<body>
<h1>Seat map</h1>
<p id="status" role="status">Loading…</p>
<script>
(() => {
  const behaviour = ${JSON.stringify(behaviour)};
  let nextId = 1;
  const waiting = new Map();
  const status = document.getElementById('status');
  const send = (message) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
  const call = (method, params) => {
    const id = nextId++;
    send({ id, method, params });
    return new Promise((resolve) => waiting.set(id, resolve));
  };
  function answer(request) {
    if (behaviour === 'throws') {
      send({ id: request.id, error: { code: -32603, message: 'The seat map broke.' } });
      throw new Error('The seat map broke.');
    }
    const seat = behaviour === 'invalid' ? 'on the wing' : '12C';
    send({ id: request.id, result: { action: 'accept', content: { seat } } });
    status.textContent = 'Sent seat ' + seat + '.';
  }
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (typeof message !== 'object' || message === null || message.jsonrpc !== '2.0') return;
    if ('id' in message && ('result' in message || 'error' in message)) {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
      return;
    }
    if (message.method === 'elicitation/create' && 'id' in message) {
      status.textContent = String(message.params.message);
      answer(message);
      return;
    }
    if ('id' in message && (message.method === 'ping' || message.method === 'ui/resource-teardown')) send({ id: message.id, result: {} });
  });
  if (behaviour !== 'silent') {
    call('ui/initialize', { appInfo: { name: 'seat-map', version: '1.0.0' }, appCapabilities: {}, protocolVersion: '2026-01-26' }).then(() => {
      send({ method: 'ui/notifications/initialized', params: {} });
      status.textContent = 'Ready.';
    });
  }
})();
</script>
</body>
</html>`;
}

function createMcpServer(withApps) {
  const server = new Server(
    { name: 'app-test-server', title: 'Seat maps', version: '1.0.0' },
    { capabilities: { tools: {}, resources: {}, ...(withApps && { extensions: { [UI]: { elicitation: {} } } }) } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: 'book', inputSchema: { type: 'object', properties: { app: { type: 'string', enum: APPS } } } }],
  }));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [...APPS, 'two'].map((app) => ({ uri: `ui://seats/${app}.html`, name: app, mimeType: MIME })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const { uri } = request.params;
    const app = /^ui:\/\/seats\/([a-z]+)\.html$/.exec(uri)?.[1];
    if (app === 'two') {
      return { contents: [1, 2].map(() => ({ uri, mimeType: MIME, text: appDocument('answers') })) };
    }
    if (!APPS.includes(app)) throw new Error(`no resource ${uri}`);
    return { contents: [{ uri, mimeType: MIME, text: appDocument(app), _meta: { ui: { csp: { resourceDomains: [] } } } }] };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const app = String(request.params.arguments?.app ?? 'answers');
    const result = await server.elicitInput(
      {
        message: 'Pick your seat',
        requestedSchema: { type: 'object', properties: { seat: { type: 'string', title: 'Seat', enum: SEATS } }, required: ['seat'] },
        _meta: { ui: { resourceUri: `ui://seats/${app}.html` } },
      },
      { timeout: 600_000 },
    );
    const declared = server.getClientCapabilities()?.extensions?.[UI];
    return { content: [{ type: 'text', text: `client ui: ${JSON.stringify(declared ?? null)}; answered: ${JSON.stringify(result)}` }] };
  });
  return server;
}

/** Session id → its transport. */
const sessions = new Map();

const http = createServer(async (req, res) => {
  // Browser tests call it from the test page's origin: CORS as any public MCP server allows it.
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    });
    res.end();
    return;
  }
  try {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== '/mcp' && path !== '/plain/mcp') {
      res.writeHead(404).end();
      return;
    }
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
      await createMcpServer(path === '/mcp').connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res, body);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});

http.listen({ host: '127.0.0.1', port: 0 }, () => {
  process.stderr.write(`APP_SERVER_LISTENING ${JSON.stringify({ port: http.address().port })}\n`);
});

process.on('SIGTERM', () => {
  http.close();
  process.exit(0);
});
