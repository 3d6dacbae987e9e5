/**
 * Browser commands for the bridge's Chromium tests. They run in the Vitest server (Node): a real
 * bridge served over HTTP on 127.0.0.1 (with CORS for the test page's origin), holding a real v1
 * SDK client of our withdraw server over stdio. The page only gets the bridge's URL and uses the
 * remote queue, exactly as an app's browser code would.
 *
 * - `bridgeServerStart()` → `{ id, url }`
 * - `bridgeServerAsk(id, message)` → a call tag; `bridgeServerResult(id, tag)` → the tool's text
 * - `bridgeServerWithdraw(id)`: the MCP server withdraws what it asked
 * - `bridgeServerFailNextPost(id)`: the next answer gets a 503, as from a failing proxy
 * - `bridgeServerStallPosts(id, on)`: while on, answers reach the bridge but their replies are held,
 *   as by a stalled proxy; turning it off sends the held replies (to tabs still waiting for them)
 * - `bridgeServerDropStreams(id)`: cuts every open connection (the tabs' event streams), as a
 *   restarting proxy does; the remote queue reconnects
 * - `bridgeServerSignOut(id)`: the user's session ends, and the app's logout handler calls
 *   `bridge.disconnect`; `bridgeServerSignIn(id)`: signed in again
 * - `bridgeServerStop(id)`
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { BrowserCommand } from 'vitest/node';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge, type ElicitationBridge, toNodeHandler } from 'mcp-elicitation-core/server';
import { repoRoot, supportServer } from './processes';
import { TEST_PAGE_CORS } from './bridge-http';

interface Running {
  bridge: ElicitationBridge;
  client: Client;
  server: Server;
  sockets: Set<Socket>;
  calls: Map<string, Promise<string>>;
  failNextPost: boolean;
  /** While set, POST replies wait for it; `undefined`: no stall. */
  stall: { promise: Promise<void>; release: () => void } | undefined;
  /** While set, `authorize` finds no session: the user signed out. */
  signedOut: boolean;
}

const running = new Map<string, Running>();
let nextId = 0;

const bridgeServerStart: BrowserCommand<[], { id: string; url: string }> = async (context) => {
  const id = `bridge-${++nextId}`;
  // The test page is another site (localhost against 127.0.0.1): the bridge takes it by its origin,
  // as an app whose page and API are on different origins does.
  const pageOrigin = new URL(context.page.url()).origin;
  const bridge = createElicitationBridge({
    authorize: (request) => (state.signedOut ? undefined : request.headers.get('x-test-user')),
    allowedOrigins: [pageOrigin],
  });
  const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, {
    elicit: bridge.target('alice', { toolName: 'delete_files', toolCallId: 'call_1', arguments: { paths: ['notes.txt'] } }),
    server: { id: 'withdrawer', label: 'Withdraw test' },
  });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [supportServer('v1-withdraw-server.mjs')],
      cwd: repoRoot,
      stderr: 'ignore',
    }),
  );
  const state: Running = {
    bridge,
    client,
    server: undefined as unknown as Server,
    sockets: new Set(),
    calls: new Map(),
    failNextPost: false,
    stall: undefined,
    signedOut: false,
  };
  const node = toNodeHandler(async (request) => {
    const response = await bridge.handler(request);
    // Handled by the bridge; only the reply is held.
    if (request.method === 'POST' && state.stall !== undefined) await state.stall.promise;
    return response;
  });
  state.server = createServer((req, res) => {
    for (const [name, value] of Object.entries(TEST_PAGE_CORS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'POST' && state.failNextPost) {
      state.failNextPost = false;
      return void res
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"error":"unavailable","message":"Service unavailable."}');
    }
    node(req, res);
  });
  state.server.on('connection', (socket) => {
    state.sockets.add(socket);
    socket.on('close', () => state.sockets.delete(socket));
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', () => resolve()));
  running.set(id, state);
  return { id, url: `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/elicitation` };
};

function get(id: string): Running {
  const state = running.get(id);
  if (!state) throw new Error(`no bridge server ${id}`);
  return state;
}

const bridgeServerAsk: BrowserCommand<[id: string, message: string], string> = (_context, id, message) => {
  const state = get(id);
  const tag = `call-${state.calls.size + 1}`;
  const call = state.client
    .callTool({ name: 'ask', arguments: { message } }, undefined, callToolOptions({ timeoutMs: 60_000 }))
    .then((result) => ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n'));
  // A test that fails before its call ends stops the bridge with the call pending, which rejects
  // it ("Connection closed"). Unhandled, that rejection ends the whole run before the failure is
  // reported; `bridgeServerResult` still hands the rejection to a test that asks for the result.
  call.catch(() => undefined);
  state.calls.set(tag, call);
  return tag;
};

const bridgeServerResult: BrowserCommand<[id: string, tag: string], string> = (_context, id, tag) => {
  const call = get(id).calls.get(tag);
  if (!call) throw new Error(`no call ${tag}`);
  return call;
};

const bridgeServerWithdraw: BrowserCommand<[id: string]> = async (_context, id) => {
  await get(id).client.callTool({ name: 'withdraw', arguments: {} });
};

const bridgeServerFailNextPost: BrowserCommand<[id: string]> = (_context, id) => {
  get(id).failNextPost = true;
};

const bridgeServerStallPosts: BrowserCommand<[id: string, on: boolean]> = (_context, id, on) => {
  const state = get(id);
  if (on) {
    if (state.stall !== undefined) return;
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    state.stall = { promise, release };
    return;
  }
  state.stall?.release();
  state.stall = undefined;
};

const bridgeServerDropStreams: BrowserCommand<[id: string]> = (_context, id) => {
  for (const socket of get(id).sockets) socket.destroy();
};

const bridgeServerSignOut: BrowserCommand<[id: string]> = async (_context, id) => {
  const state = get(id);
  state.signedOut = true;
  await state.bridge.disconnect('alice');
};

const bridgeServerSignIn: BrowserCommand<[id: string]> = (_context, id) => {
  get(id).signedOut = false;
};

const bridgeServerStop: BrowserCommand<[id: string]> = async (_context, id) => {
  const state = running.get(id);
  if (!state) return;
  running.delete(id);
  state.stall?.release();
  await state.bridge.close();
  await state.client.close();
  for (const socket of state.sockets) socket.destroy();
  await new Promise((resolve) => state.server.close(resolve));
};

export const bridgeCommands = {
  bridgeServerStart,
  bridgeServerAsk,
  bridgeServerResult,
  bridgeServerWithdraw,
  bridgeServerFailNextPost,
  bridgeServerStallPosts,
  bridgeServerDropStreams,
  bridgeServerSignOut,
  bridgeServerSignIn,
  bridgeServerStop,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    bridgeServerStart: () => Promise<{ id: string; url: string }>;
    bridgeServerAsk: (id: string, message: string) => Promise<string>;
    bridgeServerResult: (id: string, tag: string) => Promise<string>;
    bridgeServerWithdraw: (id: string) => Promise<void>;
    bridgeServerFailNextPost: (id: string) => Promise<void>;
    bridgeServerStallPosts: (id: string, on: boolean) => Promise<void>;
    bridgeServerDropStreams: (id: string) => Promise<void>;
    bridgeServerSignOut: (id: string) => Promise<void>;
    bridgeServerSignIn: (id: string) => Promise<void>;
    bridgeServerStop: (id: string) => Promise<void>;
  }
}
