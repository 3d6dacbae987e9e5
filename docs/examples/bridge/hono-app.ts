// A Hono app (Node, Bun, Deno, Cloudflare): the bridge is a plain fetch handler.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Hono } from 'hono';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge } from 'mcp-elicitation-core/server';

// Replace with your auth: here a bearer token maps to a user id.
const tokens = new Map<string, string>();
const userOf = (request: Request) => tokens.get(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');

const bridge = createElicitationBridge({ authorize: userOf, timeoutMs: 5 * 60_000 });
const app = new Hono();

app.all('/api/elicitation', (c) => bridge.handler(c.req.raw));

// A route that runs a tool for the signed-in user; its questions go to that user's tabs.
app.post('/api/tools/:name', async (c) => {
  const userId = userOf(c.req.raw);
  if (userId === undefined) return c.json({ error: 'unauthorized' }, 401);
  const name = c.req.param('name');
  const args = await c.req.json<Record<string, unknown>>();
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, {
    elicit: bridge.target(userId, { toolName: name, arguments: args }),
    server: { id: 'files', label: 'Files' },
  });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3001/mcp')));
  try {
    return c.json(await client.callTool({ name, arguments: args }, undefined, callToolOptions()));
  } finally {
    await client.close();
  }
});

export default app;
