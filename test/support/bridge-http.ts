/**
 * Serves a fetch handler (the bridge's) over real HTTP on 127.0.0.1 through the package's own
 * `toNodeHandler`, and a round-robin proxy in front of several such servers, as a load balancer
 * would spread requests across instances.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { toNodeHandler } from 'mcp-elicitation-core/server';

export interface ServedHandler {
  readonly url: string;
  readonly port: number;
  /** Closes the server and every open connection (streams included). */
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function closer(server: Server, sockets: Set<Socket>): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

function track(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

export async function serveHandler(handler: (request: Request) => Promise<Response>, path = '/elicitation'): Promise<ServedHandler> {
  const node = toNodeHandler(handler);
  const server = createServer((req, res) => {
    if (!(req.url ?? '').startsWith(path)) {
      res.writeHead(404).end();
      return;
    }
    node(req, res);
  });
  const sockets = track(server);
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}${path}`, port, close: closer(server, sockets) };
}

/**
 * CORS that lets the browser tests' page (served by Vitest on another port of 127.0.0.1) call a
 * bridge: any origin, the headers the remote queue sends (`x-test-user` plays the session).
 */
export const TEST_PAGE_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, accept, last-event-id, x-test-user',
  'access-control-allow-methods': 'GET, POST',
};

/**
 * Serves a fetch handler (a bridge's) for the browser tests' page: {@link TEST_PAGE_CORS} on every
 * reply, preflights answered with 204, the rest through the package's `toNodeHandler`. The URL ends
 * in `/elicitation`, as the remote queue is given it.
 */
export async function serveForTestPage(handler: (request: Request) => Promise<Response>): Promise<ServedHandler> {
  const node = toNodeHandler(handler);
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(TEST_PAGE_CORS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    node(req, res);
  });
  const sockets = track(server);
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/elicitation`, port, close: closer(server, sockets) };
}

/** Forwards each incoming request to the next target in turn (A, B, A, …). */
export async function roundRobinProxy(
  targets: readonly { port: number }[],
  path = '/elicitation',
): Promise<ServedHandler & { readonly hits: number[] }> {
  let next = 0;
  const hits = targets.map(() => 0);
  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targets[index]!.port, method: req.method, path: req.url, headers: req.headers },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
        // The instance went away mid-response: close the client's connection too, as a load balancer does.
        response.on('aborted', () => res.destroy());
        response.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const sockets = track(server);
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}${path}`, port, hits, close: closer(server, sockets) };
}
