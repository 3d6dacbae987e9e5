/**
 * A host app as a Node-side or bundler user writes it, compiled with `moduleResolution: nodenext`
 * against the built packages (each name resolves to its `dist/` through `exports`). It imports every
 * entry of both packages and the stylesheet, and fails to compile when an import does not resolve or an export has
 * silently become `any` (what extensionless specifiers in the declarations used to cause).
 */
import 'mcp-elicitation-react/styles.css';
import { ElicitationDialog, ElicitationHost, ElicitationProvider } from 'mcp-elicitation-react';
import { ElicitationReceipt, ToolCallQuestion, UnplacedQuestions, createChatStopFetch } from 'mcp-elicitation-react/chat';
import { ElicitationTaskInfo, notifyWhenHidden } from 'mcp-elicitation-react/tasks';
import {
  completionHandler,
  createElicitationQueue,
  createLiteValidator,
  elicitationCapabilities,
  isUrlElicitationRequired,
  normalizeRequest,
  type ElicitResult,
  type ElicitationQueue,
} from 'mcp-elicitation-core';
import { createAjvValidator } from 'mcp-elicitation-core/ajv';
import { analyzeUrl } from 'mcp-elicitation-core/url';
import { UrlConsentRoot, useUrlConsent } from 'mcp-elicitation-react/url-consent';
import {
  createAiSdkChatTools,
  createChatRuns,
  createElicitationBridge,
  createMastraChatTools,
  createRedisBroker,
  toNodeHandler,
} from 'mcp-elicitation-core/server';
import { withToolCallQuestion } from 'mcp-elicitation-react/assistant-ui';
import { de } from 'mcp-elicitation-react/locales/de';
import { en } from 'mcp-elicitation-react/locales/en';
import * as sdkV1 from 'mcp-elicitation-core/adapters/sdk-v1';
import * as sdkV2 from 'mcp-elicitation-core/adapters/sdk-v2';
import * as mcpUse from 'mcp-elicitation-react/adapters/mcp-use';
import * as mastra from 'mcp-elicitation-core/adapters/mastra';
import * as aiSdk from 'mcp-elicitation-core/adapters/ai-sdk';

/** `true` only for `any`: an export that failed to resolve would be `any` and pass every other check. */
type IsAny<T> = 0 extends 1 & T ? true : false;
/** Compiles only when `T` is not `any`. */
function typed<T>(value: T, notAny: IsAny<T> extends true ? never : true): T {
  void notAny;
  return value;
}

const queue: ElicitationQueue = typed(createElicitationQueue(), true);
typed(createAjvValidator, true);
typed(createLiteValidator, true);
typed(normalizeRequest, true);
typed(analyzeUrl, true);
typed(UrlConsentRoot, true);
typed(useUrlConsent, true);
typed(createElicitationBridge, true);
typed(createRedisBroker, true);
typed(toNodeHandler, true);
typed(createAiSdkChatTools, true);
typed(createMastraChatTools, true);
typed(createChatRuns, true);
typed(ToolCallQuestion, true);
typed(UnplacedQuestions, true);
typed(createChatStopFetch, true);
typed(ElicitationReceipt, true);
typed(ElicitationTaskInfo, true);
typed(notifyWhenHidden, true);
typed(withToolCallQuestion, true);
typed(de, true);
typed(en, true);
typed(sdkV1.attachElicitation, true);
typed(elicitationCapabilities, true);
typed(completionHandler, true);
typed(isUrlElicitationRequired, true);
typed(sdkV1.callToolOptions, true);
typed(sdkV1.callToolWithUrlElicitation, true);
typed(sdkV2.attachElicitation, true);
typed(sdkV2.callToolOptions, true);
typed(mcpUse.useAttachElicitation, true);
typed(mcpUse.attachElicitation, true);
typed(mastra.attachElicitation, true);
typed(aiSdk.attachElicitation, true);

// Call signatures are checked too, so a wrong parameter type in a declaration fails here.
const detach: () => void = sdkV1.attachElicitation({} as Parameters<typeof sdkV1.attachElicitation>[0], {
  elicit: queue,
  server: { id: 'a', label: 'A' },
});
void detach;

export function App({ params, done }: { params: unknown; done: (result: ElicitResult) => void }) {
  return (
    <ElicitationProvider queue={queue}>
      <ElicitationDialog request={params} server={{ id: 'weather', label: 'Weather' }} onResult={done} nonce="abc" />
      <ElicitationHost />
    </ElicitationProvider>
  );
}
