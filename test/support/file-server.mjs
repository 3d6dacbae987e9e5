// An MCP server on the v1 SDK (stdio) that asks for a file (SEP-2356 `x-mcp-file`, a draft) and
// reports what it decoded, so a test can compare the bytes it sent with the bytes the server got.
// Tools:
//   upload  asks for a PNG of at most 1024 bytes; answers "received <name> <type> <size> <sha256 hex>",
//           or "answered: <result>" when there is no file
// It is plain JavaScript so Node runs it without a build step.
import { createHash } from 'node:crypto';
import process from 'node:process';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'file-test-server', title: 'File test', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, () => ({
  tools: [{ name: 'upload', inputSchema: { type: 'object', properties: {} } }],
}));

server.setRequestHandler(CallToolRequestSchema, async () => {
  const result = await server.elicitInput(
    {
      message: 'Send the boarding pass photo',
      requestedSchema: {
        type: 'object',
        properties: {
          photo: { type: 'string', format: 'uri', title: 'Photo', 'x-mcp-file': { accept: ['image/png'], maxSize: 1024 } },
        },
        required: ['photo'],
      },
    },
    { timeout: 120_000 },
  );
  const photo = result.action === 'accept' ? result.content?.photo : undefined;
  const match = typeof photo === 'string' ? /^data:([^;,]+)((?:;[^;,]*)*);base64,(.*)$/.exec(photo) : null;
  if (!match) return { content: [{ type: 'text', text: `answered: ${JSON.stringify(result)}` }] };
  const name = /;name=([^;]*)/.exec(match[2])?.[1];
  const bytes = Buffer.from(match[3], 'base64');
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { content: [{ type: 'text', text: `received ${name ? decodeURIComponent(name) : '-'} ${match[1]} ${bytes.length} ${hash}` }] };
});

await server.connect(new StdioServerTransport());
process.stdin.on('end', () => process.exit(0));
