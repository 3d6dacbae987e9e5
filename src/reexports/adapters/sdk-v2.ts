// The `mcp-elicitation-react/adapters/sdk-v2` entry: `mcp-elicitation-core/adapters/sdk-v2`,
// re-exported name by name (src/reexports/server/index.ts says why). Its source is src/adapters/sdk-v2.ts.

export type {
  AttachElicitationOptions,
  CallToolTimeoutOptions,
  ElicitationCapabilityOptions,
  UrlElicitationRetryOptions,
} from 'mcp-elicitation-core/adapters/sdk-v2';
export {
  attachElicitation,
  callToolOptions,
  callToolWithUrlElicitation,
  completionHandler,
  elicitationCapabilities,
  isUrlElicitationRequired,
  withUrlElicitation,
} from 'mcp-elicitation-core/adapters/sdk-v2';
