// An MCP server on the v1 SDK (stdio) whose elicitations the test can withdraw on demand.
// Tools:
//   ask      sends one elicitation/create and reports its outcome ("answered: ..." or "withdrawn: ...")
//   withdraw aborts every ask still waiting, which makes the SDK send notifications/cancelled
//   errors   reports the errors the server's SDK raised so far (a response to a withdrawn request
//            arrives as "unknown message ID"), one per line
// It is plain JavaScript so Node runs it without a build step.
import process from 'node:process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'withdraw-test-server', title: 'Withdraw test', version: '1.0.0' }, { capabilities: { tools: {} } });
const waiting = new Set();
const errors = [];
server.onerror = (error) => errors.push(error instanceof Error ? error.message : String(error));

server.setRequestHandler(ListToolsRequestSchema, () => ({
  tools: [
    { name: 'ask', inputSchema: { type: 'object', properties: { message: { type: 'string' } } } },
    { name: 'withdraw', inputSchema: { type: 'object', properties: {} } },
    { name: 'errors', inputSchema: { type: 'object', properties: {} } },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name === 'errors') return { content: [{ type: 'text', text: errors.join('\n') }] };
  if (request.params.name === 'withdraw') {
    const count = waiting.size;
    for (const controller of waiting) controller.abort('the server no longer needs the answer');
    waiting.clear();
    return { content: [{ type: 'text', text: `withdrew ${count}` }] };
  }
  const controller = new AbortController();
  waiting.add(controller);
  try {
    const result = await server.elicitInput(
      {
        message: request.params.arguments?.message ?? 'What is your name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
      { signal: controller.signal, timeout: 120_000 },
    );
    return { content: [{ type: 'text', text: `answered: ${JSON.stringify(result)}` }] };
  } catch (error) {
    return { content: [{ type: 'text', text: `withdrawn: ${error instanceof Error ? error.message : String(error)}` }] };
  } finally {
    waiting.delete(controller);
  }
});

await server.connect(new StdioServerTransport());
process.stdin.on('end', () => process.exit(0));
