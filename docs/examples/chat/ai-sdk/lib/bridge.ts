// lib/bridge.ts: one bridge per server process (the channel is the signed-in user), and the chat
// turns running now, so Stop can end one.
import { createChatRuns, createElicitationBridge } from 'mcp-elicitation-core/server';

// Your session store (replace with your auth library): session cookie value → user id.
export const sessions = new Map<string, string>();

export function userOf(request: Request): string | undefined {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return token === undefined ? undefined : sessions.get(token);
}

export const bridge = createElicitationBridge({ authorize: userOf });
export const runs = createChatRuns({ authorize: userOf });
