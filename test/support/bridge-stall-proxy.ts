/**
 * A proxy on a free loopback port in front of a bridge that can stall, as a hung proxy or load
 * balancer does: it forwards every request and reply, except that while a stall is on it holds
 * POST replies (the answer reached the bridge, its reply never comes back), POST requests (never
 * forwarded), the event stream's data, or answers POSTs itself with an error status whose body never
 * ends. Lifting a stall lets through what it held, unless the client has left meanwhile.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type PostStall = 'none' | 'reply' | 'request' | 'error-body';

export interface StallProxy {
  readonly url: string;
  /** What the proxy does with the next POSTs. */
  stallPosts(mode: PostStall): void;
  /** Holds (true) or lets through (false) the event stream's data; held data is sent on release. */
  holdStream(hold: boolean): void;
  /** POSTs the proxy received, those it forwarded to the bridge, and those whose client left before its reply. */
  readonly posts: { received: number; forwarded: number; abandoned: number };
  close(): Promise<void>;
}

export async function stallProxy(target: { port: number }, path = '/elicitation'): Promise<StallProxy> {
  let postMode: PostStall = 'none';
  let streamHeld = false;
  const posts = { received: 0, forwarded: 0, abandoned: 0 };
  /** Work waiting for a stall to be lifted. */
  let heldPosts: Array<() => void> = [];
  const streamOutputs = new Set<{ res: ServerResponse; held: Buffer[] }>();

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, holdReply: boolean): void {
    posts.forwarded += req.method === 'POST' ? 1 : 0;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers },
      (response) => {
        const deliver = () => {
          if (res.destroyed) return void response.resume();
          res.writeHead(response.statusCode ?? 502, response.headers);
          if (req.method !== 'GET') return void response.pipe(res);
          const output = { res, held: [] as Buffer[] };
          streamOutputs.add(output);
          response.on('data', (chunk: Buffer) => (streamHeld ? output.held.push(chunk) : res.write(chunk)));
          response.on('end', () => res.end());
          res.on('close', () => streamOutputs.delete(output));
        };
        if (holdReply) heldPosts.push(deliver);
        else deliver();
      },
    );
    upstream.on('error', () => res.destroy());
    // A client that leaves ends the stream upstream too; a POST already forwarded stays answered.
    res.on('close', () => {
      if (req.method === 'GET') upstream.destroy();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    if (!(req.url ?? '').startsWith(path)) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method !== 'POST') return forward(req, res, body, false);
      posts.received += 1;
      res.on('close', () => {
        if (!res.writableFinished) posts.abandoned += 1;
      });
      if (postMode === 'error-body') {
        // Headers of an error, then a body that never ends.
        res.writeHead(503, { 'content-type': 'application/json' });
        res.write('{"error":"unavail');
        return;
      }
      if (postMode === 'request') {
        heldPosts.push(() => {
          if (!res.destroyed) forward(req, res, body, false);
        });
        return;
      }
      forward(req, res, body, postMode === 'reply');
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

  return {
    url: `http://127.0.0.1:${port}${path}`,
    posts,
    stallPosts(mode) {
      postMode = mode;
      if (mode !== 'none') return;
      const held = heldPosts;
      heldPosts = [];
      for (const release of held) release();
    },
    holdStream(hold) {
      streamHeld = hold;
      if (hold) return;
      for (const output of streamOutputs) for (const chunk of output.held.splice(0)) output.res.write(chunk);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
