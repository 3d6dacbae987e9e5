// The `mcp-elicitation-react/server` entry: React-free, for the backend that runs the MCP client.
// Listed one by one, like the root entry.

export type { BridgeAuditRecord, BridgeStats, BridgeTarget, ElicitationBridge, ElicitationBridgeOptions } from './bridge';
export { createElicitationBridge } from './bridge';
export type { BrokerAnswerOutcome, BrokerStats, ElicitationBroker, MemoryBrokerOptions } from './broker';
export { createMemoryBroker } from './broker';
export type { RedisBrokerOptions, RedisClientLike } from './redis-broker';
export { createRedisBroker } from './redis-broker';
export type { AnswerVerdict } from './validate-answer';
export { validateAnswer } from './validate-answer';
export type { NodeIncomingLike, NodeResponseLike } from './node-handler';
export { toNodeHandler } from './node-handler';
export { encodeSseEvent } from './sse';
export type {
  BridgeEntry,
  BridgeErrorBody,
  BridgeEvent,
  BridgeOutcome,
  BrokerAnswer,
  BrokerRecord,
  SequencedEvent,
} from '../elicitation/bridge-wire';
export type { ElicitContext, ElicitTarget, ElicitToolAnnotations, ServerSource } from '../elicitation/elicit';
// React-free: marks which tool call a request belongs to (a chat thread places the question under it).
export type { ToolCallContext, ToolCallContextOptions } from '../elicitation/tool-call-context';
export { createToolCallContext } from '../elicitation/tool-call-context';
// Chat apps: an MCP client's tools whose questions carry their tool call, and Stop for a turn.
export type { AiSdkChatClient, AiSdkChatToolsOptions, ChatToolCallOptions } from './chat-ai-sdk';
export { createAiSdkChatTools, markToolCalls } from './chat-ai-sdk';
export type { MastraChatTools, MastraChatToolsOptions, MastraToolCallContext } from './chat-mastra';
export { createMastraChatTools } from './chat-mastra';
export type { ChatRun, ChatRuns, ChatRunsOptions, ConsumableTurn } from './chat-runs';
export { createChatRuns } from './chat-runs';
