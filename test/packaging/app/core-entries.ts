/**
 * A backend that installs only the workspace package `mcp-elicitation-core` (no React), compiled
 * against its built output with the same three settings as every-entry.tsx.
 */
import { createToolCallContext } from 'mcp-elicitation-core';
import {
  createElicitationBridge,
  createMemoryBroker,
  createRedisBroker,
  encodeSseEvent,
  toNodeHandler,
  validateAnswer,
  type ElicitationBridge,
} from 'mcp-elicitation-core/server';
import * as aiSdk from 'mcp-elicitation-core/adapters/ai-sdk';
import * as mastra from 'mcp-elicitation-core/adapters/mastra';
import * as sdkV1 from 'mcp-elicitation-core/adapters/sdk-v1';
import * as sdkV2 from 'mcp-elicitation-core/adapters/sdk-v2';

/** `true` only for `any`: an export that failed to resolve would be `any` and pass every other check. */
type IsAny<T> = 0 extends 1 & T ? true : false;
/** Compiles only when `T` is not `any`. */
function typed<T>(value: T, notAny: IsAny<T> extends true ? never : true): T {
  void notAny;
  return value;
}

typed(createMemoryBroker, true);
typed(createRedisBroker, true);
typed(createToolCallContext, true);
typed(encodeSseEvent, true);
typed(toNodeHandler, true);
typed(validateAnswer, true);
typed(sdkV1.attachElicitation, true);
typed(sdkV2.attachElicitation, true);
typed(mastra.attachElicitation, true);
typed(aiSdk.attachElicitation, true);

const bridge: ElicitationBridge = typed(createElicitationBridge({ authorize: (request) => request.headers.get('x-user') }), true);
const detach: () => void = sdkV1.attachElicitation({} as Parameters<typeof sdkV1.attachElicitation>[0], {
  elicit: bridge.target('user-42'),
  server: { id: 'files', label: 'Files' },
});
void detach;
