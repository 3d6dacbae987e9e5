/**
 * App-rendered elicitations (SEP-3118, a draft) through the bridge, over real HTTP on 127.0.0.1: the
 * MCP server with apps (test/support/app-server.mjs) over Streamable HTTP, the v1 client with the
 * sdk-v1 adapter and `experimental.apps` on `bridge.target(channel)`, and the remote queue (the
 * browser half). The tab gets the app by its URI only and reads the resource through the bridge's
 * route, under the answer's rules: another user, another site and a signed-out request get nothing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createRemoteElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge, type ElicitationBridgeOptions } from 'mcp-elicitation-core/server';
import { startAppServer, type AppServer } from '../support/app-server-process';
import { serveHandler } from '../support/bridge-http';
import { nextPending } from '../support/queue-helpers';

const as = (user: string) => ({ 'x-test-user': user });
const authorize: ElicitationBridgeOptions['authorize'] = (request) => request.headers.get('x-test-user');

let apps: AppServer;
beforeAll(async () => {
  apps = await startAppServer();
});
afterAll(() => apps.stop());

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');
}

/** A bridge on HTTP, and a backend MCP client of the app server for alice, with `experimental.apps`. */
async function setUp(endpoint: URL) {
  const bridge = createElicitationBridge({ authorize });
  const served = await serveHandler(bridge.handler);
  cleanups.push(
    () => served.close(),
    () => bridge.close(),
  );
  const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: bridge.target('alice'), server: { id: 'seats', label: 'Seat maps' }, experimental: { apps: true } });
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  cleanups.push(() => client.close());
  const queue = createRemoteElicitationQueue({ url: served.url, headers: as('alice') });
  cleanups.push(() => queue.dispose());
  const readApp = (id: string, headers: Record<string, string>) =>
    fetch(served.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ id, readApp: true }),
    });
  return { client, queue, readApp, url: served.url };
}

describe('an app through the bridge', () => {
  it('reaches the tab by its URI; the tab reads it through the bridge, and the answer reaches the server', async () => {
    const { client, queue, readApp, url } = await setUp(apps.apps);
    const call = client.callTool({ name: 'book', arguments: { app: 'answers' } }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.app?.resourceUri).toBe('ui://seats/answers.html');
    const resource = await entry.app!.read();
    expect(resource).toMatchObject({ uri: 'ui://seats/answers.html' });
    expect(resource.html).toContain('<title>Seat map</title>');

    // The route keeps the answer's rules: another user's id names nothing, another site and a
    // request without a session are refused before anything is read.
    expect((await readApp(entry.id, as('bob'))).status).toBe(404);
    const crossSite = await readApp(entry.id, { ...as('alice'), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await readApp(entry.id, {})).status).toBe(401);
    // A form post cannot ask for it (no JSON without a preflight).
    const form = await fetch(url, {
      method: 'POST',
      headers: { ...as('alice'), 'content-type': 'text/plain' },
      body: JSON.stringify({ id: entry.id, readApp: true }),
    });
    expect(form.status).toBe(415);

    queue.respond(entry.id, { action: 'accept', content: { seat: '12C' } });
    expect(text(await call)).toMatch(/answered: \{"action":"accept","content":\{"seat":"12C"\}\}$/);
    // Answered: the app can no longer be read.
    expect((await readApp(entry.id, as('alice'))).status).toBe(409);
  });

  it('a request without an app has nothing to read', async () => {
    const { client, queue, readApp } = await setUp(apps.plain);
    const call = client.callTool({ name: 'book', arguments: { app: 'answers' } }, undefined, callToolOptions());
    const entry = await nextPending(queue);
    expect(entry.app).toBeUndefined();
    const response = await readApp(entry.id, as('alice'));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'no-app' });
    queue.respond(entry.id, { action: 'decline' });
    expect(text(await call)).toMatch(/answered: \{"action":"decline"\}$/);
  });
});
