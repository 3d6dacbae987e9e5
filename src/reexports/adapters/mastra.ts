// The `mcp-elicitation-react/adapters/mastra` entry: `mcp-elicitation-core/adapters/mastra`,
// re-exported name by name (src/reexports/server/index.ts says why). Its source is src/adapters/mastra.ts.

export type { MastraInputRequestsOptions } from 'mcp-elicitation-core/adapters/mastra';
export { createInputRequestsHandler } from 'mcp-elicitation-core/adapters/mastra';
