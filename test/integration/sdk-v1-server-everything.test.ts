/**
 * The v1 adapter against the reference server, @modelcontextprotocol/server-everything, over stdio
 * and over Streamable HTTP bound to 127.0.0.1. Answers go through the queue as the dialog's would.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import type { ElicitationQueue } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';
import { repoRoot, serverEverythingEntry, startServerEverythingHttp } from '../support/processes';
import type { HttpServerProcess } from '../support/processes';

interface Connection {
  client: Client;
  queue: ElicitationQueue;
}

async function connect(transport: Transport): Promise<Connection> {
  const queue = createElicitationQueue();
  const client = new Client({ name: 'elicitation-test', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: queue, server: { id: 'everything', label: 'Everything' } });
  await client.connect(transport);
  return { client, queue };
}

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return content.map((block) => block.text ?? '').join('\n');
}

function callTrigger(client: Client) {
  return client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, callToolOptions());
}

/** The same checks for each transport. */
function describeElicitation(connection: () => Connection) {
  it('offers the tool only because the capability was declared', async () => {
    const { tools } = await connection().client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('trigger-elicitation-request');
  });

  it('queues the form with the trusted and the reported identity, and sends accepted values', async () => {
    const { client, queue } = connection();
    const call = callTrigger(client);
    const entry = await nextPending(queue);
    expect(entry.server).toEqual({
      id: 'everything',
      label: 'Everything',
      reported: expect.objectContaining({ name: expect.any(String), version: expect.any(String) }),
    });
    expect(entry.params.message).toBe('Please provide inputs for the following fields:');
    expect(entry.params.mode ?? 'form').toBe('form');
    const properties = (entry.params as { requestedSchema: { properties: Record<string, unknown> } }).requestedSchema.properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['name', 'check', 'integer', 'legacyTitledEnum']));

    expect(
      queue.respond(entry.id, {
        action: 'accept',
        content: { name: 'Ada Lovelace', check: true, email: 'ada@example.com', integer: 7, number: 3.14 },
      }),
    ).toBe(true);
    const reply = text(await call);
    expect(reply).toContain('- Name: Ada Lovelace');
    expect(reply).toContain('- Agreed to terms: true');
    expect(reply).toContain('- Email: ada@example.com');
    expect(reply).toContain('- Favorite Integer: 7');
    expect(reply).toContain('- Favorite Number: 3.14');
    expect(queue.getSnapshot().entries).toHaveLength(0);
  });

  it('sends decline', async () => {
    const { client, queue } = connection();
    const call = callTrigger(client);
    queue.respond((await nextPending(queue)).id, { action: 'decline' });
    expect(text(await call)).toContain('User declined');
  });

  it('sends cancel', async () => {
    const { client, queue } = connection();
    const call = callTrigger(client);
    queue.respond((await nextPending(queue)).id, { action: 'cancel' });
    expect(text(await call)).toContain('User cancelled');
  });
}

describe('sdk-v1 adapter with server-everything over stdio', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await connect(
      new StdioClientTransport({ command: process.execPath, args: [serverEverythingEntry(), 'stdio'], cwd: repoRoot, stderr: 'ignore' }),
    );
  });

  afterAll(async () => {
    connection?.queue.dispose();
    await connection?.client.close(); // closes stdin and ends the child process
  });

  describeElicitation(() => connection);
});

describe('sdk-v1 adapter with server-everything over Streamable HTTP on 127.0.0.1', () => {
  let server: HttpServerProcess;
  let connection: Connection;

  beforeAll(async () => {
    server = await startServerEverythingHttp();
    connection = await connect(new StreamableHTTPClientTransport(server.url));
  });

  afterAll(async () => {
    connection?.queue.dispose();
    await connection?.client.close();
    await server?.stop();
  });

  it('listens on the loopback interface only', () => {
    expect(server.address.address).toBe('127.0.0.1');
  });

  describeElicitation(() => connection);
});
