/**
 * A backend that installs only the workspace package `mcp-elicitation-core` (no React), compiled
 * against its built output with the same three settings as every-entry.tsx. Also checks that the
 * React package's re-exports resolve through the dependency and fit the core's types.
 */
import {
  createElicitationBridge,
  createMemoryBroker,
  createRedisBroker,
  createToolCallContext,
  encodeSseEvent,
  toNodeHandler,
  validateAnswer,
  type ElicitationBridge,
} from 'mcp-elicitation-core';
import * as aiSdk from 'mcp-elicitation-core/adapters/ai-sdk';
import * as mastra from 'mcp-elicitation-core/adapters/mastra';
import * as sdkV1 from 'mcp-elicitation-core/adapters/sdk-v1';
import * as sdkV2 from 'mcp-elicitation-core/adapters/sdk-v2';
import * as reactServer from 'mcp-elicitation-react/server';
import * as reactSdkV1 from 'mcp-elicitation-react/adapters/sdk-v1';

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
typed(mastra.createInputRequestsHandler, true);
typed(aiSdk.createElicitationHandler, true);

const bridge: ElicitationBridge = typed(createElicitationBridge({ authorize: (request) => request.headers.get('x-user') }), true);
// Through both packages: a bridge made by one is the other's type, and the functions fit each other.
const same: reactServer.ElicitationBridge = bridge;
const sameFactory: typeof createElicitationBridge = reactServer.createElicitationBridge;
const sameAdapter: typeof sdkV1.attachElicitation = reactSdkV1.attachElicitation;
void same;
void sameFactory;
void sameAdapter;
const detach: () => void = sdkV1.attachElicitation({} as Parameters<typeof sdkV1.attachElicitation>[0], {
  elicit: bridge.target('user-42'),
  server: { id: 'files', label: 'Files' },
});
void detach;
