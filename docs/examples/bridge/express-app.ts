// An Express app on several instances: Redis carries questions and answers between them.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import express from 'express';
import { Redis } from 'ioredis';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge, createRedisBroker, toNodeHandler } from 'mcp-elicitation-core/server';

// Replace with your auth (express-session, passport, …): here a header set by your gateway.
const userOf = (request: Request) => request.headers.get('x-authenticated-user');

const broker = createRedisBroker(new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
const bridge = createElicitationBridge({ authorize: userOf, broker });
const app = express();

// The documented two-line adapter: Express hands Node's request and response to the fetch handler.
app.get('/api/elicitation', toNodeHandler(bridge.handler));
app.post('/api/elicitation', toNodeHandler(bridge.handler));

app.post('/api/tools/:name', express.json(), async (req, res) => {
  const userId = req.get('x-authenticated-user');
  if (userId === undefined) return void res.status(401).json({ error: 'unauthorized' });
  const args = (req.body ?? {}) as Record<string, unknown>;
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, {
    elicit: bridge.target(userId, { toolName: req.params.name, arguments: args }),
    server: { id: 'files', label: 'Files' },
  });
  await client.connect(new StdioClientTransport({ command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] }));
  try {
    res.json(await client.callTool({ name: req.params.name, arguments: args }, undefined, callToolOptions()));
  } finally {
    await client.close();
  }
});

const server = app.listen(3000, '127.0.0.1');
process.on('SIGTERM', () => {
  // Every pending question is answered `cancel`, and the tabs see it withdrawn.
  void bridge
    .close()
    .then(() => broker.close())
    .then(() => server.close());
});
