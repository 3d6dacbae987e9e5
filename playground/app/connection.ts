// One MCP connection from the browser with the official v2 client over Streamable HTTP, wired to
// the elicitation dialog the way the README shows: declare the capability, attach the adapter,
// connect, and call tools through `callToolWithUrlElicitation` (it passes `callToolOptions()`), so a 2025-11-25 tool that fails with URLElicitationRequired
// (-32042) shows its sign-in links and runs again once they are done.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { attachElicitation, callToolWithUrlElicitation } from 'mcp-elicitation-core/adapters/sdk-v2';
import { createToolCallContext, elicitationCapabilities } from 'mcp-elicitation-core';
import type { ElicitationExperimental, ElicitTarget } from 'mcp-elicitation-core';

/** `auto` negotiates 2026-07-28 when the server offers it; `legacy` speaks 2025-11-25. */
export type ProtocolChoice = 'auto' | 'legacy';

export interface ConnectionInfo {
  url: string;
  /** The host's own name for the server (trusted): the URL's host and path, so two servers on one host differ. */
  label: string;
  protocolVersion: string | undefined;
  serverName: string | undefined;
  serverVersion: string | undefined;
  tools: Tool[];
}

export interface McpConnection {
  info: ConnectionInfo;
  callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * The drafts the playground follows: app-rendered elicitations, with the sandbox proxy the
 * playground serves on a port of its own (another origin than this page).
 */
export const PLAYGROUND_EXPERIMENTAL: ElicitationExperimental = {
  apps: { sandboxProxy: import.meta.env.VITE_SANDBOX_PROXY_URL as string },
};

export async function connect(url: string, protocol: ProtocolChoice, elicit: ElicitTarget): Promise<McpConnection> {
  const endpoint = new URL(url);
  const label = `${endpoint.host}${endpoint.pathname === '/' ? '' : endpoint.pathname}`;
  const client = new Client(
    { name: 'mcp-elicitation-react-playground', version: '0.1.0' },
    { capabilities: elicitationCapabilities(), versionNegotiation: { mode: protocol } },
  );
  // Each request carries the running tool call, with the tool's annotations from tools/list, so an
  // approval asked by a destructive tool says so.
  const toolCalls = createToolCallContext({ listTools: () => client.listTools() });
  const source = { id: endpoint.href, label };
  const elicitInCall = toolCalls.wrap(elicit);
  // App-rendered elicitations (a draft): declared before `connect`; `pick-seat` asks in the server's app.
  attachElicitation(client, { elicit: elicitInCall, server: source, experimental: PLAYGROUND_EXPERIMENTAL });
  let callCount = 0;
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  try {
    const { tools } = await client.listTools();
    const server = client.getServerVersion();
    return {
      info: {
        url: endpoint.href,
        label,
        protocolVersion: client.getNegotiatedProtocolVersion(),
        serverName: server?.title ?? server?.name,
        serverVersion: server?.version,
        tools,
      },
      async callTool(name, args) {
        const context = { toolName: name, toolCallId: `call_${++callCount}`, arguments: args };
        const call = () => callToolWithUrlElicitation(client, { name, arguments: args }, { elicit: elicitInCall, server: source });
        return (await toolCalls.run(context, call)) as CallToolResult;
      },
      close: () => client.close(),
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}
