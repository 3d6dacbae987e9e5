/**
 * Browser commands for app-rendered elicitations (a draft: `experimental.apps`) through the bridge.
 * They run in the Vitest server (Node): the MCP server with apps (test/support/app-server.mjs), a
 * backend v1 SDK client of it over Streamable HTTP with `experimental.apps` on `bridge.target('alice')`,
 * and the bridge served to the test page. The page holds only the remote queue and the host; it reads
 * the app through the bridge's route.
 *
 * - `bridgeAppStart({ redis? })` → `{ id, url }`: without `redis`, one bridge holding the client, and
 *   `url` is its; with `redis`, two instances on a real redis-server (the same prefix), A holding the
 *   client and B not, and `url` is B's: the tab is connected where the MCP client is not
 * - `bridgeAppBook(id, app)` → a call tag: the backend calls `book {app}`; `bridgeAppResult(id, tag)` → the tool's text
 * - `bridgeAppReads(id)` → the statuses of the `readApp` posts each instance answered, in order
 * - `bridgeAppStop(id)`
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createClient } from 'redis';
import type { BrowserCommand } from 'vitest/node';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge, createRedisBroker, type ElicitationBridge } from 'mcp-elicitation-core/server';
import { startAppServer, type AppServer } from './app-server-process';
import { serveForTestPage, type ServedHandler } from './bridge-http';
import { startRedis } from './redis';

interface Running {
  apps: AppServer;
  client: Client;
  calls: Map<string, Promise<string>>;
  /** Per instance (A, then B on Redis): the status of each `readApp` post it answered. */
  reads: Record<string, number[]>;
  close: () => Promise<void>;
}

const running = new Map<string, Running>();
let nextId = 0;

/** The bridge's handler, noting the status of each `readApp` post in `reads`. */
function noting(bridge: ElicitationBridge, reads: number[]): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === 'POST' ? await request.clone().text() : '';
    const response = await bridge.handler(request);
    if (/"readApp":true/.test(body)) reads.push(response.status);
    return response;
  };
}

const bridgeAppStart: BrowserCommand<[options?: { redis?: boolean }], { id: string; url: string }> = async (context, options = {}) => {
  const id = `bridge-app-${++nextId}`;
  // The test page is another site (localhost against 127.0.0.1): the bridge takes it by its origin.
  const pageOrigin = new URL(context.page.url()).origin;
  const authorize = (request: Request) => request.headers.get('x-test-user');
  const [apps, redis] = await Promise.all([startAppServer(), options.redis ? startRedis() : undefined]);
  const closers: Array<() => Promise<void> | void> = [() => apps.stop()];
  const reads: Record<string, number[]> = { a: [], b: [] };

  let holder: ElicitationBridge;
  let served: ServedHandler;
  if (redis === undefined) {
    holder = createElicitationBridge({ authorize, allowedOrigins: [pageOrigin] });
    served = await serveForTestPage(noting(holder, reads.a!));
    closers.push(
      () => holder.close(),
      () => served.close(),
    );
  } else {
    const redisA = createClient({ url: redis.url });
    const redisB = createClient({ url: redis.url });
    await Promise.all([redisA.connect(), redisB.connect()]);
    const brokerA = createRedisBroker(redisA, { prefix: 'bridge-apps' });
    const brokerB = createRedisBroker(redisB, { prefix: 'bridge-apps' });
    holder = createElicitationBridge({ authorize, broker: brokerA, allowedOrigins: [pageOrigin] });
    const other = createElicitationBridge({ authorize, broker: brokerB, allowedOrigins: [pageOrigin] });
    // A is served too (as every instance is), but the tab gets B's URL only.
    const servedA = await serveForTestPage(noting(holder, reads.a!));
    served = await serveForTestPage(noting(other, reads.b!));
    closers.push(
      () => redis.stop(),
      () => redisA.close(),
      () => redisB.close(),
      () => brokerA.close(),
      () => brokerB.close(),
      () => holder.close(),
      () => other.close(),
      () => servedA.close(),
      () => served.close(),
    );
  }

  const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: holder.target('alice'), server: { id: 'seats', label: 'Seat maps' }, experimental: { apps: true } });
  await client.connect(new StreamableHTTPClientTransport(apps.apps));
  closers.push(() => client.close());

  running.set(id, {
    apps,
    client,
    calls: new Map(),
    reads,
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  });
  return { id, url: served.url };
};

function get(id: string): Running {
  const state = running.get(id);
  if (!state) throw new Error(`no bridge with apps ${id}`);
  return state;
}

const bridgeAppBook: BrowserCommand<[id: string, app: string], string> = (_context, id, app) => {
  const state = get(id);
  const tag = `call-${state.calls.size + 1}`;
  const call = state.client
    .callTool({ name: 'book', arguments: { app } }, undefined, callToolOptions())
    .then((result) => ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n'));
  // A test that fails before awaiting it closes the client under it: not an unhandled rejection.
  call.catch(() => undefined);
  state.calls.set(tag, call);
  return tag;
};

const bridgeAppResult: BrowserCommand<[id: string, tag: string], string> = (_context, id, tag) => {
  const call = get(id).calls.get(tag);
  if (!call) throw new Error(`no call ${tag}`);
  return call;
};

const bridgeAppReads: BrowserCommand<[id: string], Record<string, number[]>> = (_context, id) => get(id).reads;

const bridgeAppStop: BrowserCommand<[id: string]> = async (_context, id) => {
  const state = running.get(id);
  if (!state) return;
  running.delete(id);
  await state.close();
};

export const bridgeAppCommands = { bridgeAppStart, bridgeAppBook, bridgeAppResult, bridgeAppReads, bridgeAppStop };

declare module 'vitest/browser' {
  interface BrowserCommands {
    bridgeAppStart: (options?: { redis?: boolean }) => Promise<{ id: string; url: string }>;
    bridgeAppBook: (id: string, app: string) => Promise<string>;
    bridgeAppResult: (id: string, tag: string) => Promise<string>;
    bridgeAppReads: (id: string) => Promise<Record<string, number[]>>;
    bridgeAppStop: (id: string) => Promise<void>;
  }
}
