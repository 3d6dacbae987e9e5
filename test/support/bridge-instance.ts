/**
 * One bridge instance as its own process, for the Redis failover test: a bridge on a Redis broker
 * (ioredis), served over HTTP on 127.0.0.1, holding the MCP client of our v1 withdraw server
 * (stdio). The test kills this process with SIGKILL to see what the other instance and the tab do.
 *
 * Run with `node --import tsx test/support/bridge-instance.ts <redis-url> <lease-ms>`.
 * Protocol on stdio, one line each:
 *   out  READY <port> <instanceId>
 *   in   ask <channel> <tag> <message>   → out RESULT <tag> <tool result text as JSON>
 */
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Redis } from 'ioredis';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge, createRedisBroker, toNodeHandler } from 'mcp-elicitation-core/server';
import { repoRoot, supportServer } from './processes';

const [redisUrl, leaseMs] = process.argv.slice(2);
const broker = createRedisBroker(new Redis(redisUrl!), { prefix: 'bridge-test', leaseMs: Number(leaseMs) });
const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker });
const server = createServer(toNodeHandler(bridge.handler));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

// One client per channel, shared by asks that arrive together (it is cached while it connects:
// twenty asks at once used to start twenty MCP servers, which on a busy machine took longer than
// the tests wait for).
const clients = new Map<string, Promise<Client>>();
function clientFor(channel: string): Promise<Client> {
  let client = clients.get(channel);
  if (client === undefined) {
    const created = new Client({ name: 'instance-a', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
    attachElicitation(created, { elicit: bridge.target(channel, { toolName: 'ask' }), server: { id: 'withdrawer', label: 'Withdrawer' } });
    client = created
      .connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [supportServer('v1-withdraw-server.mjs')],
          cwd: repoRoot,
          stderr: 'ignore',
        }),
      )
      .then(() => created);
    clients.set(channel, client);
  }
  return client;
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, channel, tag, ...words] = line.split(' ');
  if (command !== 'ask' || channel === undefined || tag === undefined) return;
  void clientFor(channel)
    .then((client) =>
      client.callTool({ name: 'ask', arguments: { message: words.join(' ') } }, undefined, callToolOptions({ timeoutMs: 60_000 })),
    )
    .then(
      (result) => ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n'),
      (error: unknown) => `error: ${String(error)}`,
    )
    .then((text) => process.stdout.write(`RESULT ${tag} ${JSON.stringify(text)}\n`));
});
process.stdin.on('end', () => process.exit(0));

const address = server.address();
process.stdout.write(`READY ${typeof address === 'object' && address !== null ? address.port : 0} ${broker.instanceId}\n`);
