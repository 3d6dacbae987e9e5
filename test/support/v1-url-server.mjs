// An MCP server on the v1 SDK over Streamable HTTP, bound to 127.0.0.1, for URL mode (2025-11-25).
// It also serves the page its links point at: `GET /finish?id=<elicitationId>` is "the user
// finished on the site", after which the server sends `notifications/elicitation/complete`.
// Tools:
//   connect    sends one URL-mode elicitation/create (with an elicitationId) pointing at /finish;
//              when /finish is hit, notifies completion on the call's stream; replies with the
//              answer and whether the interaction completed
//   notify     sends notifications/elicitation/complete for any id it is given (unknown ids too)
//   needs-two  the first call of a session fails with -32042 listing two links to /finish; the
//              retry succeeds and reports which of the two were finished
// Reports `URL_SERVER_LISTENING {"port":N}` on stderr. Plain JavaScript so Node runs it without a build.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import process from 'node:process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ListToolsRequestSchema,
  UrlElicitationRequiredError,
} from '@modelcontextprotocol/sdk/types.js';

let origin = '';
let nextId = 0;
/** elicitationId → resolves when /finish?id= is hit. */
const finished = new Map();
/** elicitationId → the session that issued it, for notifications outside any request. */
const issuedBy = new Map();

function finishSignal(id) {
  let entry = finished.get(id);
  if (!entry) {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    entry = { done: false, promise, resolve };
    finished.set(id, entry);
  }
  return entry;
}

function text(value) {
  return { content: [{ type: 'text', text: value }] };
}

function createMcpServer(session) {
  const server = new Server({ name: 'url-test-server', title: 'URL test', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      { name: 'connect', inputSchema: { type: 'object', properties: { message: { type: 'string' } } } },
      { name: 'notify', inputSchema: { type: 'object', properties: { elicitationId: { type: 'string' } }, required: ['elicitationId'] } },
      { name: 'needs-two', inputSchema: { type: 'object', properties: {} } },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const args = request.params.arguments ?? {};
    const notifyComplete = (elicitationId) =>
      extra.sendNotification({ method: 'notifications/elicitation/complete', params: { elicitationId } });

    if (request.params.name === 'notify') {
      await notifyComplete(String(args.elicitationId));
      return text(`notified ${args.elicitationId}`);
    }

    if (request.params.name === 'needs-two') {
      if (!session.satisfied) {
        session.satisfied = true;
        const links = ['a', 'b'].map((name) => {
          const elicitationId = `pre-${name}-${++nextId}`;
          issuedBy.set(elicitationId, session);
          session.prerequisites.push(elicitationId);
          return {
            mode: 'url',
            message: `Authorise step ${name.toUpperCase()} on the site, then come back.`,
            url: `${origin}/finish?id=${elicitationId}`,
            elicitationId,
          };
        });
        throw new UrlElicitationRequiredError(links, 'This tool needs two authorisations first.');
      }
      const done = session.prerequisites.filter((id) => finished.get(id)?.done);
      return text(`ran after: ${done.length} of ${session.prerequisites.length} finished`);
    }

    // connect
    const elicitationId = `el-${++nextId}`;
    const signal = finishSignal(elicitationId);
    // Completion is reported as soon as the site says so, even before the client answered.
    const completion = signal.promise.then(() => notifyComplete(elicitationId));
    const result = await extra.sendRequest(
      {
        method: 'elicitation/create',
        params: {
          mode: 'url',
          message: args.message ?? 'Connect your account on the site.',
          url: `${origin}/finish?id=${elicitationId}`,
          elicitationId,
        },
      },
      ElicitResultSchema,
      { timeout: 120_000 },
    );
    if (result.action !== 'accept') return text(`${elicitationId}: ${result.action}`);
    await completion;
    return text(`${elicitationId}: accept, completed`);
  });

  return server;
}

/** Streamable HTTP sessions by `mcp-session-id`. */
const sessions = new Map();

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id',
  'access-control-expose-headers': 'mcp-session-id',
};

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const http = createServer(async (req, res) => {
  for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
  const url = new URL(req.url ?? '/', origin);
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/finish') {
      const id = url.searchParams.get('id') ?? '';
      const signal = finishSignal(id);
      const first = !signal.done;
      signal.done = true;
      signal.resolve();
      // A link of a -32042 error has no open request to ride on: notify on the session's stream.
      const session = issuedBy.get(id);
      if (first && session)
        await session.server.notification({ method: 'notifications/elicitation/complete', params: { elicitationId: id } });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Finished</title><p>Finished ${id.replace(/[^\w-]/g, '')}. You can close this window.</p>`);
      return;
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const sessionId = req.headers['mcp-session-id'];
    let session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (!session) {
      if (req.method !== 'POST' || body?.method !== 'initialize') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'No session' }, id: null }));
        return;
      }
      session = { satisfied: false, prerequisites: [] };
      const created = session;
      created.transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => sessions.set(id, created),
      });
      created.transport.onclose = () => {
        if (created.transport.sessionId) sessions.delete(created.transport.sessionId);
      };
      created.server = createMcpServer(created);
      await created.server.connect(created.transport);
    }
    await session.transport.handleRequest(req, res, body);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});

http.listen({ host: '127.0.0.1', port: 0 }, () => {
  const { port } = http.address();
  origin = `http://127.0.0.1:${port}`;
  process.stderr.write(`URL_SERVER_LISTENING ${JSON.stringify({ port })}\n`);
});

process.on('SIGTERM', () => {
  http.close();
  process.exit(0);
});
