/**
 * The documented adapter for Node's `http` module and frameworks built on it (Express, Fastify's
 * raw mode, Koa): turns a fetch handler into `(req, res) => void`. It only uses the web-standard
 * `Request`/`Response` of Node 20+ and the request/response objects it is given, so the bridge
 * itself stays free of Node APIs.
 */
import { JSON_HEADERS, methodNotAllowed } from './bridge-http';
import { servedByNode, takeFrames } from './frame-stream';

const encoder = new TextEncoder();

/**
 * The parts of Node's `IncomingMessage` the adapter reads (Express's `req` included). Written out
 * so the package's types need no `@types/node`.
 *
 * @example
 * ```ts
 * const incoming: NodeIncomingLike = req;
 * ```
 */
export interface NodeIncomingLike {
  method?: string;
  url?: string;
  /** Set by Express when a router is mounted on a path. */
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  /** Stop and restart reading the body: it is read only as fast as the handler takes it. */
  pause(): unknown;
  resume(): unknown;
  destroy(): unknown;
}

/**
 * The parts of Node's `ServerResponse` the adapter writes (Express's `res` included).
 *
 * @example
 * ```ts
 * const outgoing: NodeResponseLike = res;
 * ```
 */
export interface NodeResponseLike {
  readonly headersSent: boolean;
  /** Whether `end()` was called: a connection that closes before it lost the client. */
  readonly writableEnded: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  flushHeaders(): void;
  write(chunk: Uint8Array): unknown;
  end(chunk?: string): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/**
 * Wraps a fetch handler (such as `bridge.handler`) for `http.createServer` or Express. The request
 * body is read only as the handler reads it, and what it left unread is dropped once the reply is
 * out (the connection stays usable). A body the handler cancelled (over its size or time limit)
 * is not read on: the reply says `connection: close`, and the connection closes once it is out. A
 * JSON reply is read whole and written once, with its Content-Length; any other body (the SSE
 * stream) is written as it comes. A client that goes away before its reply is complete aborts the
 * request's `signal` and cancels a streamed body.
 *
 * What cannot become a `Request` is answered here, never with a 5xx: a malformed Host or URL gets
 * 400, and a method fetch cannot carry (CONNECT, TRACE, TRACK) 405 with `Allow: GET, POST` (the
 * bridge's methods).
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createElicitationBridge, toNodeHandler } from 'mcp-elicitation-core/server';
 *
 * const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-user') });
 * createServer(toNodeHandler(bridge.handler)).listen(3000, '127.0.0.1');
 * ```
 */
export function toNodeHandler(handler: (request: Request) => Promise<Response>): (req: NodeIncomingLike, res: NodeResponseLike) => void {
  return (req, res) => {
    void serve(handler, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { ...JSON_HEADERS });
      res.end(JSON.stringify({ error: 'internal', message: 'The request failed.' }));
    });
  };
}

/** Methods a fetch `Request` refuses to carry. */
const FORBIDDEN_METHODS = /^(?:CONNECT|TRACE|TRACK)$/i;

async function serve(handler: (request: Request) => Promise<Response>, req: NodeIncomingLike, res: NodeResponseLike): Promise<void> {
  if (FORBIDDEN_METHODS.test(req.method ?? '')) return reply(methodNotAllowed(), res, true);
  // The request's signal says the client left before its reply was complete (a chat route stops
  // its model run on it). After a complete reply nothing needs it, and an abort (a DOMException
  // with its stack, the signals that follow it) on every request was work done just as the MCP
  // exchange that follows an answer runs.
  let aborted: AbortController | undefined = new AbortController();
  /** Stops a stream of frames written straight into `res` (below), when the client goes away. */
  let stopFrames: (() => void) | undefined;
  let gone = false;
  res.on('close', () => {
    gone = true;
    stopFrames?.();
    if (!res.writableEnded) aborted?.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const incoming = hasBody ? requestBody(req) : undefined;
  try {
    let request: Request;
    try {
      request = toRequest(req, incoming?.body ?? null, aborted.signal);
    } catch {
      // The client's Host or URL cannot make a URL (`[::1`, a space, port 99999, credentials).
      const refusal = new Response(JSON.stringify({ error: 'bad-request', message: 'The request’s Host or URL is not valid.' }), {
        status: 400,
        headers: JSON_HEADERS,
      });
      return await reply(refusal, res, true);
    }
    servedByNode(request);
    const response = await handler(request);
    const frames = takeFrames(response);
    if (frames === undefined) return await reply(response, res, incoming?.abandoned() === true);
    // A stream of frames (the bridge's events), written straight into the response as they come.
    // It holds no request any more, so its signal (and whatever follows it) can go.
    aborted = undefined;
    res.writeHead(response.status, headersOf(response));
    res.flushHeaders();
    const stop = frames({ write: (frame) => void res.write(encoder.encode(frame)), close: () => void res.end() });
    if (gone) stop();
    else stopFrames = stop;
  } finally {
    incoming?.discardRest();
  }
}

/** The web-standard request for Node's; throws for what no URL or Request can hold. */
function toRequest(req: NodeIncomingLike, body: ReadableStream<Uint8Array> | null, signal: AbortSignal): Request {
  const rawHost = req.headers.host;
  const host = typeof rawHost === 'string' ? rawHost : '127.0.0.1';
  const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body,
    signal,
    ...(body !== null && { duplex: 'half' }),
  } as RequestInit);
}

/** The response's status and headers, as Node writes them. */
function headersOf(response: Response): Record<string, string> {
  const outgoing: Record<string, string> = {};
  response.headers.forEach((value, name) => (outgoing[name] = value));
  return outgoing;
}

/** Writes a reply; `close`: the connection ends after it (the request's body was not read to its end). */
async function reply(response: Response, res: NodeResponseLike, close = false): Promise<void> {
  const outgoing = headersOf(response);
  if (close) outgoing.connection = 'close';
  if (response.body !== null && /^application\/json\b/i.test(outgoing['content-type'] ?? '')) {
    // A whole reply (the bridge's JSON): headers and body leave in one write, with their length.
    // Flushed headers then a body cost two writes, two wake-ups of the client, and chunked framing.
    const text = await response.text();
    res.writeHead(response.status, { ...outgoing, 'content-length': String(encoder.encode(text).byteLength) });
    res.end(text);
    return;
  }
  res.writeHead(response.status, outgoing);
  if (response.body === null) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  res.flushHeaders();
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (done) break;
    res.write(value);
  }
  res.end();
}

/**
 * The request body as a web stream that takes from `req` only what the handler reads. A body the
 * handler never reads (a 401, a 415, a 413 from its Content-Length) is never copied: pushing data
 * into the stream as it arrived held all of it in memory, from anyone, until the upload ended.
 * `discardRest` (once the reply is out) ends the stream and drops what is left unread, so the
 * connection can carry its next request.
 */
function requestBody(req: NodeIncomingLike): { body: ReadableStream<Uint8Array>; abandoned(): boolean; discardRest(): void } {
  let reading = false;
  // Ended, failed, cancelled or discarded: nothing more goes into the stream.
  let finished = false;
  // Cancelled by the handler before its end (over a size or time limit): not read on.
  let cancelled = false;
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stream = controller;
        req.on('end', () => {
          if (finished) return;
          finished = true;
          controller.close();
        });
        req.on('error', (error) => {
          if (finished) return;
          finished = true;
          controller.error(error);
        });
      },
      pull(controller) {
        if (!reading) {
          reading = true;
          req.on('data', (chunk: Uint8Array) => {
            if (finished) return;
            controller.enqueue(new Uint8Array(chunk));
            // Nobody is waiting for more: leave the rest in the socket until the handler asks.
            if ((controller.desiredSize ?? 0) <= 0) req.pause();
          });
        }
        req.resume();
      },
      cancel() {
        // Destroying the request here reset the connection before the handler's reply (a 413)
        // could be written: the reply goes out first, with `connection: close`, and what arrives
        // meanwhile is dropped.
        if (!finished) cancelled = true;
        finished = true;
        req.resume();
      },
    },
    // Pulled only when the handler reads, never ahead of it.
    { highWaterMark: 0 },
  );
  return {
    body,
    abandoned: () => cancelled,
    discardRest() {
      if (!finished) {
        finished = true;
        stream.error(new Error('The reply was sent before the request body was read.'));
      }
      // Read and drop the rest (what Node does for a handler that never touched the body).
      req.resume();
    },
  };
}
