'use client';
// The `mcp-elicitation-react/chat` entry: questions in chat threads: a tool call's questions under its
// card, the rest at the end of the thread, focus back where it was after an answer, and Stop for a
// running turn, and the receipt an answered question leaves in its place. They read the queue of the nearest `ElicitationProvider` (root entry).
export type { ToolCallQuestionProps, UnplacedQuestionsProps } from './chat/tool-call-question';
export { ToolCallQuestion, UnplacedQuestions } from './chat/tool-call-question';
export type { ReturnFocusTarget } from './chat/focus-return';
export type { ChatStopFetchOptions } from './chat/stop-fetch';
export { createChatStopFetch } from './chat/stop-fetch';
export type { ElicitationReceiptProps } from './dialog/receipt';
export { ElicitationReceipt } from './dialog/receipt';
