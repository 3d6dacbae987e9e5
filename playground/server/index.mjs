// The playground's demo MCP server on the v2 TypeScript SDK (@modelcontextprotocol/server),
// over Streamable HTTP at `/mcp`, bound to 127.0.0.1. Plain JavaScript so Node runs it without a
// build step.
//
// It serves both protocol eras from one set of tool handlers:
// - 2026-07-28 (requests carry the per-request `_meta` envelope): `createMcpHandler` with a fresh
//   `Server` per request; elicitation travels as `input_required` results (multi round-trip).
// - 2025-11-25 and earlier: a session per client on `WebStandardStreamableHTTPServerTransport`.
//   The SDK's stateless fallback for old clients cannot work here: a 2025 elicitation is a
//   server→client request whose answer arrives on a later POST, which a per-request instance never
//   sees. So old clients get sessions, and the SDK's legacy shim turns each `input_required` round
//   into `elicitation/create` requests on that session.
// Browsers reach it cross-origin from the playground page: CORS is granted to loopback origins only,
// and Host/Origin are checked against loopback names (DNS-rebinding protection).
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  Server,
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  createRequestStateCodec,
  hostHeaderValidationResponse,
  isJsonContentType,
  isLegacyRequest,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  originValidationResponse,
} from '@modelcontextprotocol/server';
import { externalSite } from './external-site.mjs';
import { DemoState } from './state.mjs';
import { TOOLS, callTool } from './tools.mjs';
import { SEAT_MAP_URI, seatMapHtml } from './seat-map.mjs';

export const SERVER_INFO = { name: 'playground-demo', title: 'Playground demo server', version: '1.0.0' };

const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Starts the demo server.
 * @param {{ host?: string, port?: number, log?: (line: string) => void }} [options]
 *   `port` 0 lets the OS choose; the default 3333 falls back to a free port when taken.
 * @returns {Promise<{ url: URL, origin: string, state: DemoState, close: () => Promise<void> }>}
 */
export async function startDemoServer(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const state = new DemoState();
  // A per-process key is enough: one process serves every round of every flow.
  const codec = createRequestStateCodec({ key: crypto.getRandomValues(new Uint8Array(32)), ttlSeconds: 15 * 60 });
  let origin = '';
  const deps = { state, codec, publicOrigin: () => origin };

  function createMcpServer() {
    const server = new Server(SERVER_INFO, {
      // The MCP Apps extension with `elicitation` (SEP-3118, a draft): `pick-seat` asks in its seat map.
      capabilities: { tools: {}, resources: {}, extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } } },
      instructions: 'A demo server for the mcp-elicitation-react playground. Every tool except the list tools asks the user something.',
      requestState: { verify: codec.verify },
    });
    server.setRequestHandler('tools/list', () => ({ tools: TOOLS }));
    server.setRequestHandler('resources/list', () => ({
      resources: [{ uri: SEAT_MAP_URI, name: 'seat-map', title: 'Seat map', mimeType: 'text/html;profile=mcp-app' }],
    }));
    server.setRequestHandler('resources/read', (request) => {
      if (request.params.uri !== SEAT_MAP_URI) throw new Error(`No resource ${request.params.uri}`);
      return { contents: [{ uri: SEAT_MAP_URI, mimeType: 'text/html;profile=mcp-app', text: seatMapHtml() }] };
    });
    server.setRequestHandler('tools/call', (request, ctx) =>
      callTool(request.params.name, request.params.arguments ?? {}, ctx, { ...deps, server }),
    );
    server.onerror = (error) => log(`[demo server] ${error.message}`);
    return server;
  }

  const modern = createMcpHandler(createMcpServer, { legacy: 'reject', onerror: (error) => log(`[demo server] ${error.message}`) });

  /** 2025-era sessions by `mcp-session-id`. */
  const sessions = new Map();

  async function serveLegacy(request, parsedBody) {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      if (session === undefined) return jsonRpcError(404, -32001, 'Session not found');
      return session.transport.handleRequest(request, { parsedBody });
    }
    const isInitialize = request.method === 'POST' && parsedBody?.method === 'initialize';
    if (!isInitialize) return jsonRpcError(400, -32000, 'Bad Request: no session; send initialize first');
    const server = createMcpServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, { server, transport });
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    return transport.handleRequest(request, { parsedBody });
  }

  async function serveMcp(request) {
    const rejected =
      hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? originValidationResponse(request, localhostAllowedOrigins());
    if (rejected) return rejected;
    let parsedBody;
    if (request.method === 'POST') {
      if (!isJsonContentType(request.headers.get('content-type') ?? '')) {
        return jsonRpcError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
      }
      const body = await request.text();
      if (body.length > MAX_BODY_BYTES) return jsonRpcError(413, -32000, 'Request body too large');
      try {
        parsedBody = JSON.parse(body);
      } catch {
        return jsonRpcError(400, -32700, 'Parse error');
      }
    }
    return (await isLegacyRequest(request, parsedBody)) ? serveLegacy(request, parsedBody) : modern.fetch(request, { parsedBody });
  }

  async function route(request) {
    const url = new URL(request.url);
    if (url.pathname === '/mcp') {
      if (request.method === 'OPTIONS') return preflight(request);
      return withCors(request, await serveMcp(request));
    }
    const external = await externalSite(request, state);
    if (external !== undefined) return external;
    if (url.pathname === '/') {
      return new Response(`MCP endpoint: ${origin}/mcp (Streamable HTTP)\n`, { headers: { 'content-type': 'text/plain' } });
    }
    return new Response('Not found', { status: 404 });
  }

  const httpServer = createHttpServer((req, res) => {
    handleNode(req, res, route).catch((error) => {
      log(`[demo server] ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const port = await listen(httpServer, host, options.port ?? 3333, options.port === undefined);
  origin = `http://${host}:${port}`;

  let closing;
  return {
    url: new URL('/mcp', origin),
    origin,
    state,
    close() {
      closing ??= (async () => {
        await modern.close().catch(() => {});
        await Promise.all([...sessions.values()].map(({ transport }) => transport.close().catch(() => {})));
        sessions.clear();
        await new Promise((resolve) => {
          httpServer.close(() => resolve());
          httpServer.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}

/** Listens on `port`; with `fallback`, on a free port when that one is taken. */
function listen(server, host, port, fallback) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      if (fallback && error.code === 'EADDRINUSE') {
        server.listen(0, host);
        return;
      }
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address().port);
    };
    server.on('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function jsonRpcError(status, code, message) {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status });
}

/** Loopback pages (the playground on any port) may call `/mcp`; nobody else gets CORS. */
function allowedOrigin(request) {
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  try {
    return localhostAllowedOrigins().includes(new URL(origin).hostname) ? origin : undefined;
  } catch {
    return undefined;
  }
}

function preflight(request) {
  const origin = allowedOrigin(request);
  if (origin === undefined) return new Response(null, { status: 403 });
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, POST, DELETE',
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? 'content-type',
      'access-control-max-age': '600',
      vary: 'Origin',
    },
  });
}

function withCors(request, response) {
  const origin = allowedOrigin(request);
  if (origin === undefined) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', origin);
  headers.set('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
  headers.append('vary', 'Origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Bridges node:http to the web-standard `Request`/`Response` the SDK's HTTP entries speak. */
async function handleNode(req, res, handler) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    init.body = Buffer.concat(chunks);
  }
  const response = await handler(new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, init));
  const outHeaders = {};
  response.headers.forEach((value, name) => {
    outHeaders[name] = value;
  });
  res.writeHead(response.status, response.statusText, outHeaders);
  if (response.body === null) {
    res.end();
    return;
  }
  // Streamed chunk by chunk: SSE responses stay open while a tool waits for the user.
  res.flushHeaders();
  const reader = response.body.getReader();
  res.on('close', () => {
    reader.cancel().catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The client went away mid-stream.
  }
  res.end();
}

// `node playground/server/index.mjs [port]` runs the server alone.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  const server = await startDemoServer({ port, log: (line) => console.error(line) });
  console.log(`Demo MCP server: ${server.url.href}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
