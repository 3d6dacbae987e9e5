// The `mcp-elicitation-react/adapters/mastra` entry: `mcp-elicitation-core/adapters/mastra`,
// re-exported name by name (src/reexports/server/index.ts says why). Its source is src/adapters/mastra.ts.

export type { MastraElicitationServerOptions, MastraInputRequestsOptions } from 'mcp-elicitation-core/adapters/mastra';
export { createInputRequestsHandler, elicitationServerOptions } from 'mcp-elicitation-core/adapters/mastra';
