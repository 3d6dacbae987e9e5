// lib/elicitation.ts: one bridge per server process, and the MCP client that asks through it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import { createElicitationBridge } from 'mcp-elicitation-core/server';

// Your session store (replace with your auth library): session cookie value → user id.
export const sessions = new Map<string, string>();

export function userOf(request: Request): string | undefined {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return token === undefined ? undefined : sessions.get(token);
}

// The channel is the signed-in user: only their tabs see and answer their questions.
export const bridge = createElicitationBridge({ authorize: userOf });

// Runs a tool for one user; any question the MCP server asks appears in that user's tabs.
export async function runTool(userId: string, name: string, args: Record<string, unknown>) {
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, {
    elicit: bridge.target(userId, { toolName: name, arguments: args }),
    server: { id: 'files', label: 'Files' },
  });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3001/mcp')));
  try {
    return await client.callTool({ name, arguments: args }, undefined, callToolOptions());
  } finally {
    await client.close();
  }
}
