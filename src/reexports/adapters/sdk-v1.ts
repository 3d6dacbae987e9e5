// The `mcp-elicitation-react/adapters/sdk-v1` entry: `mcp-elicitation-core/adapters/sdk-v1`,
// re-exported name by name (src/reexports/server/index.ts says why). Its source is src/adapters/sdk-v1.ts.

export type {
  AttachElicitationOptions,
  CallToolTimeoutOptions,
  ElicitationCapabilityOptions,
  UrlElicitationRetryOptions,
} from 'mcp-elicitation-core/adapters/sdk-v1';
export {
  attachElicitation,
  callToolOptions,
  callToolWithUrlElicitation,
  completionHandler,
  elicitationCapabilities,
  isUrlElicitationRequired,
  withUrlElicitation,
} from 'mcp-elicitation-core/adapters/sdk-v1';
