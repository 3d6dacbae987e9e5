// lib/scripted-model.ts: no model API key here, so a scripted model stands in for one. It calls the
// MCP tool the user's words point at, then reports the tool's answer. With a key, pass a real
// model to streamText instead (for example `openai('gpt-5')` from `@ai-sdk/openai`).
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';

/** Words in the user's message → the tool to call and its arguments. */
const SCRIPT: Array<[RegExp, string, (words: string) => Record<string, unknown>]> = [
  // "run `rm -rf build`": the command between backticks, else everything after "run".
  [/\brun\b/i, 'run_command', (words) => ({ command: /`([^`]+)`/.exec(words)?.[1] ?? words.replace(/^.*?\brun\b\s*/i, '') })],
  [/delete|clean/i, 'delete-files', () => ({ suffix: '.log' })],
  [/reset/i, 'reset-demo', () => ({})],
  [/book|table/i, 'book-table', () => ({})],
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
    const output = result?.type === 'tool-result' ? result.output : undefined;
    const said =
      output?.type === 'json' || output?.type === 'text'
        ? JSON.stringify(output.value)
        : output?.type === 'content'
          ? JSON.stringify(output.value)
          : 'nothing';
    return text(`The tool answered: ${said}`);
  }
  const words = last?.role === 'user' ? last.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ') : '';
  const match = SCRIPT.find(([pattern]) => pattern.test(words));
  if (match === undefined) return text('Try “run `rm -rf build`”, “delete the log files”, “book a table” or “reset the demo”.');
  const [, toolName, argsOf] = match;
  const input = argsOf(words);
  return [
    { type: 'tool-call', toolCallId: `call_${crypto.randomUUID()}`, toolName, input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ];
}

export function scriptedModel(): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    provider: 'scripted',
    modelId: 'scripted-agent',
    doStream: async (options) => ({ stream: simulateReadableStream({ chunks: reply(options) }) }),
  });
}
