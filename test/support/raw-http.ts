/**
 * One HTTP/1.1 exchange written byte by byte on a socket, for requests no well-behaved client
 * sends (a malformed Host, TRACE, an endless chunked body): what came back, and how the
 * connection ended (closed after the reply, or reset).
 */
import { connect } from 'node:net';

export interface RawReply {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Record<string, string>;
  readonly body: string;
  /** `'closed'`: the server ended the connection after a complete reply; `'reset'`: before one. */
  readonly connection: 'closed' | 'reset';
}

function parse(received: string): { status: number; headers: Record<string, string>; body: string; complete: boolean } | undefined {
  const end = received.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = received.slice(end + 4);
  const length = headers['content-length'];
  const complete = length !== undefined ? Buffer.byteLength(body, 'latin1') >= Number(length) : false;
  return { status, headers, body, complete };
}

/**
 * Writes `parts`, then whatever `keepWriting` hands out while the socket takes it (an upload that
 * goes on after the reply is due), and reads one reply. Resolves when the server closes the
 * connection: `'closed'` when the reply had come whole (its Content-Length) before, else `'reset'`.
 * Send `connection: close` for a reply the server would otherwise keep the connection open after.
 */
export function rawExchange(
  port: number,
  parts: ReadonlyArray<string | Uint8Array>,
  options: { keepWriting?: () => string | Uint8Array | undefined; deadlineMs?: number } = {},
): Promise<RawReply> {
  const deadlineMs = options.deadlineMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const finish = (connection: RawReply['connection']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const reply = parse(received);
      resolve({ status: reply?.status ?? 0, headers: reply?.headers ?? {}, body: reply?.body ?? '', connection });
    };
    // A deadline, not synchronisation: fails loudly with what came.
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new Error(`no complete reply within ${deadlineMs} ms; received: ${JSON.stringify(received.slice(0, 300))}`));
    }, deadlineMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    // A write after the server closed fails (EPIPE, ECONNRESET): what matters is whether the reply came whole first.
    socket.on('error', () => undefined);
    socket.on('close', () => finish(parse(received)?.complete === true ? 'closed' : 'reset'));
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
      // An upload that goes on after the reply would be due: written while the socket takes it.
      const more = options.keepWriting;
      if (more === undefined) return;
      const pump = () => {
        for (;;) {
          if (settled || socket.destroyed || !socket.writable) return;
          const next = more();
          if (next === undefined) return;
          if (!socket.write(next)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
  });
}
