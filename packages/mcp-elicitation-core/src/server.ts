// `mcp-elicitation-core/server`: the bridge for an MCP client that runs in a backend (web-standard
// Request/Response, and toNodeHandler for node:http), its brokers (in-process, Redis), server-side
// answer validation and the chat helpers. Listed one by one, like the root entry.

export type { BridgeAuditRecord, BridgeStats, BridgeTarget, ElicitationBridge, ElicitationBridgeOptions } from './server/bridge';
export { createElicitationBridge } from './server/bridge';
export type { BrokerAnswerOutcome, BrokerStats, ElicitationBroker, MemoryBrokerOptions } from './server/broker';
export { createMemoryBroker } from './server/broker';
export type { RedisBrokerOptions, RedisClientLike } from './server/redis-broker';
export { createRedisBroker } from './server/redis-broker';
export type { RedisTaskStoreOptions } from './server/redis-task-store';
export { createRedisTaskStore } from './server/redis-task-store';
export type { AnswerVerdict } from './server/validate-answer';
export { validateAnswer } from './server/validate-answer';
export type { NodeIncomingLike, NodeResponseLike } from './server/node-handler';
export { toNodeHandler } from './server/node-handler';
export { encodeSseEvent } from './server/sse';
// What crosses the wire between the bridge and a tab's remote queue.
export type {
  BridgeEntry,
  BridgeErrorBody,
  BridgeEvent,
  BridgeOutcome,
  BridgeSignedOutEvent,
  BrokerAnswer,
  BrokerRecord,
  SequencedEvent,
} from './elicitation/bridge-wire';
// Chat apps: an MCP client's tools whose questions carry their tool call, and Stop for a turn.
export type { AiSdkChatClient, AiSdkChatToolsOptions, ChatToolCallOptions } from './server/chat-ai-sdk';
export { createAiSdkChatTools, markToolCalls } from './server/chat-ai-sdk';
export type { MastraChatTools, MastraChatToolsOptions, MastraToolCallContext } from './server/chat-mastra';
export { createMastraChatTools } from './server/chat-mastra';
export type { ChatRun, ChatRuns, ChatRunsOptions, ConsumableTurn } from './server/chat-runs';
export { createChatRuns } from './server/chat-runs';
