// lib/agent.ts: a Mastra Agent whose MCP tools ask the user through the bridge. Each user gets their
// own MCPClient and Agent, so a question reaches only that user's tabs; each question carries the
// tool call that asked (`context.agent.toolCallId`), so the thread shows it under that call.
import { Agent } from '@mastra/core/agent';
import { MCPClient } from '@mastra/mcp';
import { createChatRuns, createElicitationBridge, createMastraChatTools } from 'mcp-elicitation-core/server';
import { scriptedModel } from './scripted-model';

// Your session store (replace with your auth library): session cookie value → user id.
export const sessions = new Map<string, string>();

export function userOf(request: Request): string | undefined {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return token === undefined ? undefined : sessions.get(token);
}

export const bridge = createElicitationBridge({ authorize: userOf });
export const runs = createChatRuns({ authorize: userOf });

async function createAgent(user: string): Promise<Agent> {
  const chat = createMastraChatTools({ elicit: bridge.target(user), server: { id: 'demo', label: 'Demo server' } });
  const mcp = new MCPClient({
    id: `chat-${user}`,
    // Mastra passes this to every tools/call: the 60 s default would cut a user off mid-answer.
    timeout: 10 * 60_000,
    servers: { demo: { url: new URL(process.env.MCP_URL ?? 'http://127.0.0.1:3333/mcp'), inputRequests: chat.inputRequests } },
  });
  return new Agent({
    id: 'chat',
    name: 'Chat',
    instructions: 'Help the user with the demo server’s tools.',
    // A real model when a key is configured (Mastra's model router); the scripted one otherwise.
    model: process.env.OPENAI_API_KEY ? (process.env.CHAT_MODEL ?? 'openai/gpt-5') : scriptedModel(),
    tools: chat.tools(await mcp.listTools()),
  });
}

const agents = new Map<string, Promise<Agent>>();

/** The user's agent, made on first use. */
export function agentOf(user: string): Promise<Agent> {
  let agent = agents.get(user);
  if (agent === undefined) {
    agent = createAgent(user);
    agents.set(user, agent);
    // A failed connection is tried again on the next turn.
    agent.catch(() => agents.delete(user));
  }
  return agent;
}
