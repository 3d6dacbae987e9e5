'use client';
// The `mcp-elicitation-react/assistant-ui` entry: tool-call UIs for assistant-ui threads
// (`@assistant-ui/react` is an optional peer; this entry only uses its types).
export { withToolCallQuestion } from './chat/assistant-ui';
export type { ToolCallQuestionProps } from './chat/tool-call-question';
