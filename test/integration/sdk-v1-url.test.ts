/**
 * The v1 adapter's URL-mode plumbing, driven over the SDK's in-memory transport by a peer that
 * writes raw JSON-RPC, so it can do what a well-behaved SDK server never does on purpose:
 * redeliver a request (as a resumed Streamable HTTP stream does) and send completion
 * notifications for any id.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitationCompleteNotificationSchema, LATEST_PROTOCOL_VERSION, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachElicitation } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities, type ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending, waitForEntries } from '../support/queue-helpers';

/** A raw peer: answers `initialize`, records everything the client sends. */
async function rawPeer() {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const received: JSONRPCMessage[] = [];
  serverSide.onmessage = (message) => {
    received.push(message);
    if ('method' in message && message.method === 'initialize' && 'id' in message) {
      void serverSide.send({
        jsonrpc: '2.0',
        id: message.id,
        result: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, serverInfo: { name: 'raw', version: '0' } },
      });
    }
  };
  await serverSide.start();
  const responsesTo = (id: number) => received.filter((message) => 'id' in message && message.id === id && !('method' in message));
  let pings = 1000;
  /**
   * Resolves once the client has handled everything sent before it: the client dispatches messages in
   * the order they arrive, so its answer to a ping sent now comes after those. Waits on that answer
   * (polling, failing loudly after 5 s), never on time.
   */
  const barrier = async () => {
    const id = pings++;
    await serverSide.send({ jsonrpc: '2.0', id, method: 'ping' });
    await vi.waitFor(() => expect(responsesTo(id)).toHaveLength(1), { timeout: 5_000 });
  };
  /** Waits (polling, failing loudly after 5 s) until the client has sent `count` responses to `id`. */
  const responses = (id: number, count: number) => vi.waitFor(() => expect(responsesTo(id)).toHaveLength(count), { timeout: 5_000 });
  return { clientSide, send: (message: JSONRPCMessage) => serverSide.send(message), responsesTo, responses, barrier };
}

const urlRequest = (id: number, elicitationId: string) =>
  ({
    jsonrpc: '2.0',
    id,
    method: 'elicitation/create',
    params: { mode: 'url', message: 'Connect', url: 'https://example.com/connect', elicitationId },
  }) as JSONRPCMessage;

const complete = (elicitationId: string) =>
  ({ jsonrpc: '2.0', method: 'notifications/elicitation/complete', params: { elicitationId } }) as JSONRPCMessage;

let queue: ElicitationQueue;
let client: Client;

afterEach(async () => {
  queue?.dispose();
  await client?.close();
});

async function setup(before?: (client: Client) => void) {
  const peer = await rawPeer();
  queue = createElicitationQueue();
  client = new Client({ name: 'url-unit', version: '0' }, { capabilities: elicitationCapabilities() });
  before?.(client);
  const detach = attachElicitation(client, { elicit: queue, server: { id: 'raw', label: 'Raw' } });
  await client.connect(peer.clientSide);
  return { peer, detach };
}

describe('sdk-v1 adapter: URL mode', () => {
  it('marks a URL request with an elicitationId "wait"; its completion notification removes the waiting entry', async () => {
    const { peer } = await setup();
    await peer.send(urlRequest(0, 'el-1'));
    const entry = await nextPending(queue);
    expect(entry.afterOpen).toBe('wait');
    queue.respond(entry.id, { action: 'accept' });
    await peer.responses(0, 1);
    expect(peer.responsesTo(0)).toMatchObject([{ result: { action: 'accept' } }]);
    expect(queue.getSnapshot().current?.status).toBe('waiting');

    await peer.send(complete('unknown'));
    await peer.barrier();
    expect(queue.getSnapshot().entries).toHaveLength(1);
    await peer.send(complete('el-1'));
    await waitForEntries(queue, (entries) => entries.length === 0, 2_000);
  });

  it('a redelivered request (same id, before or after the answer) is answered once and shown once', async () => {
    const { peer } = await setup();
    await peer.send(urlRequest(3, 'el-3'));
    await peer.send(urlRequest(3, 'el-3'));
    const entry = await nextPending(queue);
    await peer.barrier();
    expect(queue.getSnapshot().entries).toHaveLength(1);
    queue.respond(entry.id, { action: 'decline' });
    await peer.responses(3, 2);
    await peer.send(urlRequest(3, 'el-3'));
    await peer.responses(3, 3);
    expect(queue.getSnapshot().entries).toHaveLength(0);
    expect(peer.responsesTo(3).map((response) => (response as { result?: unknown }).result)).toEqual([
      { action: 'decline' },
      { action: 'decline' },
      { action: 'decline' },
    ]);
  });

  it('keeps a handler the host set before attaching, after ours; detaching restores it alone', async () => {
    const seen: string[] = [];
    const { peer, detach } = await setup((c) =>
      c.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
        seen.push(notification.params.elicitationId);
      }),
    );
    await peer.send(urlRequest(0, 'el-9'));
    await nextPending(queue);
    await peer.send(complete('el-9'));
    await waitForEntries(queue, (entries) => entries.length === 0, 2_000);
    await peer.barrier();
    expect(seen).toEqual(['el-9']);
    expect(peer.responsesTo(0)).toMatchObject([{ result: { action: 'cancel' } }]); // completed before consent: never `accept`

    detach();
    await peer.send(urlRequest(1, 'el-10'));
    await peer.barrier();
    await peer.send(complete('el-10'));
    await peer.barrier();
    expect(seen).toEqual(['el-9', 'el-10']);
  });
});
