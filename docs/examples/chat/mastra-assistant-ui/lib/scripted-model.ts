// lib/scripted-model.ts: no model API key here, so a scripted model stands in for one. It calls the
// MCP tool the user's words point at (Mastra names them `<server>_<tool>`), then reports the tool's
// answer. With a key, the agent takes a real model instead (see lib/agent.ts).
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { MastraModelConfig } from '@mastra/core/llm';
import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';

/** Words in the user's message → the tool to call and its arguments. */
const SCRIPT: Array<[RegExp, string, Record<string, unknown>]> = [
  [/delete|clean/i, 'demo_delete-files', { suffix: '.log' }],
  [/reset/i, 'demo_reset-demo', {}],
  [/book|table/i, 'demo_book-table', {}],
];

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

function text(value: string): LanguageModelV4StreamPart[] {
  return [
    { type: 'text-start', id: 'text' },
    { type: 'text-delta', id: 'text', delta: value },
    { type: 'text-end', id: 'text' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
}

function reply({ prompt }: LanguageModelV4CallOptions): LanguageModelV4StreamPart[] {
  const last = prompt.at(-1);
  if (last?.role === 'tool') {
    const result = last.content.find((part) => part.type === 'tool-result');
    const output = result?.type === 'tool-result' && 'value' in result.output ? result.output.value : undefined;
    return text(`The tool answered: ${JSON.stringify(output ?? 'nothing')}`);
  }
  const words = last?.role === 'user' ? last.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ') : '';
  const match = SCRIPT.find(([pattern]) => pattern.test(words));
  if (match === undefined) return text('Try “delete the log files”, “book a table” or “reset the demo”.');
  const [, toolName, input] = match;
  return [
    { type: 'tool-call', toolCallId: `call_${crypto.randomUUID()}`, toolName, input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ];
}

export function scriptedModel(): MastraModelConfig {
  const model = new MockLanguageModelV4({
    provider: 'scripted',
    modelId: 'scripted-agent',
    doStream: async (options) => ({ stream: simulateReadableStream({ chunks: reply(options) }) }),
  });
  // ai 7.0.173's provider types add the finish reason `interrupted`, which the copy of those types
  // inside @mastra/core 1.71 lacks; this model never sends it.
  return model as unknown as MastraModelConfig;
}
