/**
 * The chat helpers of `mcp-elicitation-core/server` against the playground's demo MCP server over
 * Streamable HTTP on 127.0.0.1: the AI SDK's real `streamText` loop with `@ai-sdk/mcp`, and a real
 * Mastra `Agent` with `@mastra/mcp`, each driven by a scripted model from `ai/test` that calls
 * `reset-demo` (which always asks). The question reaches a real queue carrying the tool call that
 * asked (its id from the model, its annotations from tools/list); aborting the turn withdraws it.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { Agent } from '@mastra/core/agent';
import type { MastraModelConfig } from '@mastra/core/llm';
import { MCPClient } from '@mastra/mcp';
import { stepCountIs, streamText } from 'ai';
import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import { createAiSdkChatTools } from 'mcp-elicitation-core/server';
import { createMastraChatTools } from 'mcp-elicitation-core/server';
import { startDemo } from '../support/chat-example';
import { nextPending, waitForEntries } from '../support/queue-helpers';

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** Calls `toolName` once with `toolCallId`, then says what the tool answered. */
function scriptedModel(toolName: string, toolCallId: string): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const chunks: LanguageModelV4StreamPart[] =
        prompt.at(-1)?.role === 'tool'
          ? [
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: 'done' },
              { type: 'text-end', id: 't' },
              { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
            ]
          : [
              { type: 'tool-call', toolCallId, toolName, input: '{}' },
              { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
            ];
      return { stream: simulateReadableStream({ chunks }) };
    },
  });
}

/**
 * The same model for a Mastra Agent. ai 7.0.173's provider types add the finish reason
 * `interrupted`, which the copy of those types inside @mastra/core 1.71 lacks; the model itself
 * never sends it.
 */
const forMastra = (model: MockLanguageModelV4) => model as unknown as MastraModelConfig;

/** The tool results a finished AI SDK or Mastra stream reported, as text. */
function resultText(output: unknown): string {
  return JSON.stringify(output);
}

let demo: { url: URL; close(): Promise<void> };
let queue: ElicitationQueue;
const cleanups: Array<() => Promise<unknown> | void> = [];

beforeAll(async () => {
  demo = await startDemo();
});
afterAll(async () => {
  await demo?.close();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('createAiSdkChatTools: @ai-sdk/mcp tools whose questions carry their tool call', () => {
  async function connect() {
    queue = createElicitationQueue();
    const client = await createMCPClient({ transport: { type: 'http', url: demo.url.href }, capabilities: { elicitation: {} } });
    cleanups.push(
      () => queue.dispose(),
      () => client.close(),
    );
    const tools = await createAiSdkChatTools(client, {
      schema: ElicitationRequestSchema,
      elicit: queue,
      server: { id: 'demo', label: 'Demo server' },
    });
    return tools;
  }

  it('the question carries the model’s toolCallId, the arguments and the tool’s annotations; the answer reaches the tool', async () => {
    const tools = await connect();
    const result = streamText({ model: scriptedModel('reset-demo', 'call_A'), prompt: 'reset the demo', tools, stopWhen: stepCountIs(2) });
    const entry = await nextPending(queue);
    expect(entry.params.message).toMatch(/^Reset the demo\?/);
    expect(entry.server).toMatchObject({ id: 'demo', label: 'Demo server' });
    expect(entry.context).toEqual({
      toolName: 'reset-demo',
      toolCallId: 'call_A',
      arguments: {},
      annotations: { destructiveHint: true, idempotentHint: true },
    });
    queue.respond(entry.id, { action: 'decline' });
    const steps = await result.steps;
    expect(resultText(steps[0]?.toolResults.map((part) => part.output))).toMatch(/Nothing reset \(you chose decline\)/);
  });

  it('aborting the turn withdraws its question', async () => {
    const tools = await connect();
    const controller = new AbortController();
    const result = streamText({
      model: scriptedModel('reset-demo', 'call_B'),
      prompt: 'reset the demo',
      tools,
      abortSignal: controller.signal,
      stopWhen: stepCountIs(2),
    });
    const consumed = result.consumeStream();
    const entry = await nextPending(queue);
    expect(entry.context?.toolCallId).toBe('call_B');
    controller.abort();
    await waitForEntries(queue, (entries) => entries.find((item) => item.id === entry.id)?.status === 'withdrawn');
    await consumed;
  });
});

describe('createMastraChatTools: a Mastra Agent’s MCP tools whose questions carry context.agent.toolCallId', () => {
  function connect() {
    queue = createElicitationQueue();
    const chat = createMastraChatTools({ elicit: queue, server: { id: 'demo', label: 'Demo server' } });
    const mcp = new MCPClient({
      id: `chat-tools-${crypto.randomUUID()}`,
      timeout: 10 * 60_000,
      servers: { demo: { url: demo.url, inputRequests: chat.inputRequests } },
    });
    cleanups.push(
      () => queue.dispose(),
      () => mcp.disconnect(),
    );
    return { chat, mcp };
  }

  it('the question carries the agent’s toolCallId and the listed annotations; the tools given are left as they were', async () => {
    const { chat, mcp } = connect();
    const listed = await mcp.listTools();
    const original = listed['demo_reset-demo']?.execute;
    const agent = new Agent({
      id: 'chat',
      name: 'Chat',
      instructions: 'Use the tools.',
      model: forMastra(scriptedModel('demo_reset-demo', 'call_M')),
      tools: chat.tools(listed),
    });
    const stream = await agent.stream('reset the demo');
    const entry = await nextPending(queue);
    expect(entry.params.message).toMatch(/^Reset the demo\?/);
    expect(entry.context).toEqual({
      toolName: 'demo_reset-demo',
      toolCallId: 'call_M',
      arguments: {},
      annotations: { destructiveHint: true, idempotentHint: true },
    });
    expect(listed['demo_reset-demo']?.execute).toBe(original);
    queue.respond(entry.id, { action: 'accept', content: { confirm: true } });
    const results = await stream.toolResults;
    expect(resultText(results.map((part) => part.payload.result))).toMatch(/Demo reset\./);
  });

  it('aborting the agent’s run withdraws its question', async () => {
    const { chat, mcp } = connect();
    const controller = new AbortController();
    const agent = new Agent({
      id: 'chat',
      name: 'Chat',
      instructions: 'Use the tools.',
      model: forMastra(scriptedModel('demo_reset-demo', 'call_N')),
      tools: chat.tools(await mcp.listTools()),
    });
    const stream = await agent.stream('reset the demo', { abortSignal: controller.signal });
    const consumed = stream.consumeStream();
    const entry = await nextPending(queue);
    expect(entry.context?.toolCallId).toBe('call_N');
    controller.abort();
    await waitForEntries(queue, (entries) => entries.find((item) => item.id === entry.id)?.status === 'withdrawn');
    await consumed;
  });
});
