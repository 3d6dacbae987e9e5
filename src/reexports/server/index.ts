// The `mcp-elicitation-react/server` entry: the workspace package `mcp-elicitation-core`
// (packages/mcp-elicitation-core), re-exported name by name so today's imports keep working while a
// backend can install that package alone, without React. Its source is src/server/index.ts; the
// repo's tsconfig maps the package name there, and test/unit/core-reexports.test.ts fails when a
// name is missing here.

export type {
  AnswerVerdict,
  BridgeAuditRecord,
  BridgeEntry,
  BridgeErrorBody,
  BridgeEvent,
  BridgeOutcome,
  BridgeStats,
  BridgeTarget,
  BrokerAnswer,
  BrokerAnswerOutcome,
  BrokerRecord,
  BrokerStats,
  ElicitContext,
  ElicitTarget,
  ElicitToolAnnotations,
  ElicitationBridge,
  ElicitationBridgeOptions,
  ElicitationBroker,
  MemoryBrokerOptions,
  NodeIncomingLike,
  NodeResponseLike,
  RedisBrokerOptions,
  RedisClientLike,
  SequencedEvent,
  ToolCallContext,
  ToolCallContextOptions,
} from 'mcp-elicitation-core';
export {
  createElicitationBridge,
  createMemoryBroker,
  createRedisBroker,
  createToolCallContext,
  encodeSseEvent,
  toNodeHandler,
  validateAnswer,
} from 'mcp-elicitation-core';
