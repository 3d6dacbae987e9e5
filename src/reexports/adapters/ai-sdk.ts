// The `mcp-elicitation-react/adapters/ai-sdk` entry: `mcp-elicitation-core/adapters/ai-sdk`,
// re-exported name by name (src/reexports/server/index.ts says why). Its source is src/adapters/ai-sdk.ts.

export type { AiSdkElicitationHandler, AiSdkElicitationOptions } from 'mcp-elicitation-core/adapters/ai-sdk';
export { createElicitationHandler } from 'mcp-elicitation-core/adapters/ai-sdk';
