/**
 * A small app as a real one wires the bridge: `node:http` on 127.0.0.1, an HttpOnly session cookie
 * set at login, a session store that `authorize` reads on every request, a logout route that ends
 * the session (and, when asked, calls `bridge.disconnect(user)` as a logout handler should), and
 * the bridge's handler through `toNodeHandler` on `/elicitation`.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createElicitationBridge, toNodeHandler, type ElicitationBridge, type ElicitationBridgeOptions } from 'mcp-elicitation-core/server';

export interface SessionApp {
  readonly bridge: ElicitationBridge;
  /** The bridge's route. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  /** Session token → user id: what `authorize` reads. */
  readonly sessions: Map<string, string>;
  /** Signs a user in over HTTP; resolves with the `cookie` header value the browser would send. */
  login(user: string): Promise<string>;
  /** Signs the session out over HTTP (the app's logout route). */
  logout(cookie: string): Promise<void>;
  /** Every request the bridge's route received, as the handler got it. */
  readonly requests: Request[];
  /** How many times `authorize` read the session store. */
  authorizations(): number;
  close(): Promise<void>;
}

export interface SessionAppOptions {
  /** Bridge options besides `authorize`. */
  bridge?: Omit<ElicitationBridgeOptions, 'authorize'>;
  /** The logout route calls `bridge.disconnect(user)` after ending the session. */
  disconnectOnLogout?: boolean;
  /** Seen by the route before the bridge: to hold a request or observe it. */
  onRequest?: (request: Request) => Request | Promise<Request>;
}

const SESSION = /(?:^|;\s*)session=([^;]+)/;

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

export async function startSessionApp(options: SessionAppOptions = {}): Promise<SessionApp> {
  const sessions = new Map<string, string>();
  let authorizations = 0;
  const userOf = (request: Request) => {
    authorizations += 1;
    const token = SESSION.exec(request.headers.get('cookie') ?? '')?.[1];
    return token === undefined ? undefined : sessions.get(token);
  };
  const bridge = createElicitationBridge({ ...options.bridge, authorize: userOf });
  const requests: Request[] = [];
  const node = toNodeHandler(async (request) => {
    const seen = options.onRequest === undefined ? request : await options.onRequest(request);
    requests.push(seen);
    return bridge.handler(seen);
  });
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/login' && req.method === 'POST') {
      void readAll(req).then((user) => {
        const token = randomUUID();
        sessions.set(token, user);
        res.writeHead(204, { 'set-cookie': `session=${token}; Path=/; HttpOnly; SameSite=Lax` }).end();
      });
      return;
    }
    if (path === '/logout' && req.method === 'POST') {
      const token = SESSION.exec(req.headers.cookie ?? '')?.[1];
      const user = token === undefined ? undefined : sessions.get(token);
      if (token !== undefined) sessions.delete(token);
      const done = user !== undefined && options.disconnectOnLogout ? bridge.disconnect(user) : Promise.resolve();
      void done.then(() => res.writeHead(204).end());
      return;
    }
    if (path === '/elicitation') return node(req, res);
    res.writeHead(404).end();
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    bridge,
    url: `${origin}/elicitation`,
    origin,
    port,
    sessions,
    requests,
    authorizations: () => authorizations,
    async login(user) {
      const response = await fetch(`${origin}/login`, { method: 'POST', body: user });
      const cookie = /^session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
      if (cookie === undefined) throw new Error('login set no session cookie');
      return cookie;
    },
    async logout(cookie) {
      const response = await fetch(`${origin}/logout`, { method: 'POST', headers: { cookie } });
      if (response.status !== 204) throw new Error(`logout answered ${response.status}`);
    },
    async close() {
      await bridge.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
