import { createElicitationQueue } from 'mcp-elicitation-core';

/** The page's one queue: its adapters' side goes to the MCP connection, its UI side to the provider. */
export const queue = createElicitationQueue();
