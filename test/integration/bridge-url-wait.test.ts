/**
 * URL mode through the bridge with `afterOpen: 'wait'` (2025-11-25): the tab that accepted keeps a
 * waiting screen until the MCP server's `notifications/elicitation/complete` reaches the bridge and
 * is announced to the channel, as the in-page queue does. test/support/v1-url-server.mjs over
 * Streamable HTTP on 127.0.0.1, the v1 SDK client with the sdk-v1 adapter in the "backend", two
 * remote queues (tabs) over HTTP; once with the in-process broker, once with Redis and the tab's
 * stream on another instance than the one holding the MCP connection.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createRemoteElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge, createRedisBroker, type ElicitationBridge } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { stopProcess } from '../support/processes';
import { nextPending, waitForEntries } from '../support/queue-helpers';
import { startRedis } from '../support/redis';
import { resultText, startUrlServer } from '../support/url-server';

const authorize = (request: Request) => request.headers.get('x-test-user');

describe('bridge: URL mode with afterOpen "wait"', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The MCP client in the "backend", its elicitation going to `bridge.target('alice')`. */
  async function backend(bridge: ElicitationBridge) {
    const { child, origin } = await startUrlServer();
    cleanups.push(() => stopProcess(child));
    const client = new Client({ name: 'backend', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(client, { elicit: bridge.target('alice', { toolName: 'connect' }), server: { id: 'site', label: 'Site' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
    cleanups.push(() => client.close());
    return client;
  }

  async function waitThenComplete(holder: ElicitationBridge, tabUrl: string, otherTabUrl: string, client: Client) {
    const tab = createRemoteElicitationQueue({ url: tabUrl, headers: { 'x-test-user': 'alice' } });
    const otherTab = createRemoteElicitationQueue({ url: otherTabUrl, headers: { 'x-test-user': 'alice' } });
    cleanups.push(
      () => tab.dispose(),
      () => otherTab.dispose(),
    );

    const call = client.callTool({ name: 'connect', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(tab);
    await nextPending(otherTab);
    expect(entry.afterOpen).toBe('wait');
    expect(tab.respond(entry.id, { action: 'accept' })).toBe(true);
    // The waiting screen stays, in this tab only: the other tab learns the request was answered.
    expect(tab.getSnapshot().entries.map((item) => item.status)).toEqual(['waiting']);
    await waitForEntries(otherTab, (entries) => entries[0]?.status === 'withdrawn' && entries[0].reason === 'answered-elsewhere');
    // The answer reached the MCP server, and the POST's success did not close the waiting screen.
    await expect.poll(() => holder.stats()).toMatchObject({ pending: 0, waiting: 1 });
    expect(tab.getSnapshot().entries.map((item) => item.status)).toEqual(['waiting']);
    expect(tab.respond(entry.id, { action: 'accept' })).toBe(false);

    // The user finishes on the site; the server reports completion; the waiting screen closes.
    expect((await fetch((entry.params as { url: string }).url)).status).toBe(200);
    await waitForEntries(tab, (entries) => entries.length === 0);
    expect(resultText(await call)).toBe(`${(entry.params as { elicitationId: string }).elicitationId}: accept, completed`);
    expect(holder.stats()).toMatchObject({ pending: 0, waiting: 0 });
  }

  it('in-process broker: the tab waits for the server’s completion, then closes', async () => {
    const bridge = createElicitationBridge({ authorize });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    const client = await backend(bridge);
    await waitThenComplete(bridge, served.url, served.url, client);
  });

  it('Redis: the completion reaches a tab whose stream is on another instance', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const clients = [createClient({ url: redis.url }), createClient({ url: redis.url })];
    for (const redisClient of clients) {
      await redisClient.connect();
      cleanups.push(() => redisClient.quit());
    }
    const brokers = clients.map((redisClient) => createRedisBroker(redisClient, { prefix: 'url-wait' }));
    cleanups.push(...brokers.map((broker) => () => broker.close()));
    const [a, b] = brokers.map((broker) => createElicitationBridge({ authorize, broker })) as [ElicitationBridge, ElicitationBridge];
    const servedA = await serveHandler(a.handler);
    const servedB = await serveHandler(b.handler);
    cleanups.push(
      () => servedA.close(),
      () => servedB.close(),
      () => a.close(),
      () => b.close(),
    );
    // A holds the MCP connection; the answering tab talks to B only.
    const client = await backend(a);
    await waitThenComplete(a, servedB.url, servedA.url, client);
  });

  it('completion before anyone consented closes the tab’s request and the server hears cancel, not accept', async () => {
    const audit: string[] = [];
    const bridge = createElicitationBridge({ authorize, onSettled: (record) => audit.push(`${record.outcome}:${record.action}`) });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    const client = await backend(bridge);
    const tab = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => tab.dispose());
    const call = client.callTool({ name: 'connect', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(tab);
    // Finished on another device with the copied link: this tab never consented.
    expect((await fetch((entry.params as { url: string }).url)).status).toBe(200);
    await waitForEntries(tab, (entries) => entries.length === 0);
    expect(resultText(await call)).toBe(`${(entry.params as { elicitationId: string }).elicitationId}: cancel`);
    expect(audit).toEqual(['completed:cancel']);
    expect(bridge.stats()).toMatchObject({ pending: 0, waiting: 0 });
  });

  it('a declined URL request is not kept waiting', async () => {
    const bridge = createElicitationBridge({ authorize });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    const client = await backend(bridge);
    const tab = createRemoteElicitationQueue({ url: served.url, headers: { 'x-test-user': 'alice' } });
    cleanups.push(() => tab.dispose());
    const call = client.callTool({ name: 'connect', arguments: {} }, undefined, callToolOptions());
    const entry = await nextPending(tab);
    tab.respond(entry.id, { action: 'decline' });
    await waitForEntries(tab, (entries) => entries.length === 0);
    expect(resultText(await call)).toMatch(/: decline$/);
    expect(bridge.stats()).toMatchObject({ pending: 0, waiting: 0 });
  });
});
