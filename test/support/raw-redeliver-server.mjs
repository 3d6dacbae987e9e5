// A minimal MCP server speaking raw JSON-RPC over stdio (2025-11-25), for what a well-behaved
// SDK server does not do on purpose: deliver the same server→client request twice, as a resumed
// Streamable HTTP stream does (server-everything's event store replaying it; see docs/clients.md).
// Tool `ask-twice` sends `elicitation/create` with id 0, then the identical message again, and
// reports every response the client sent for id 0, as JSON, once the first one arrived and the
// client had time to send a second (the client's next request is the marker: `tools/call report`).
// It is plain JavaScript so Node runs it without a build step.
import process from 'node:process';
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const responses = [];
const elicitation = {
  jsonrpc: '2.0',
  id: 0,
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: 'Your name?',
    requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  },
};

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.method === 'initialize') {
    send({
      jsonrpc: '2.0',
      id: message.id,
      result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'redeliver', version: '1.0.0' } },
    });
  } else if (message.method === 'tools/list') {
    send({
      jsonrpc: '2.0',
      id: message.id,
      result: {
        tools: [
          { name: 'ask-twice', inputSchema: { type: 'object' } },
          { name: 'report', inputSchema: { type: 'object' } },
        ],
      },
    });
  } else if (message.method === 'tools/call' && message.params.name === 'ask-twice') {
    send(elicitation);
    send(elicitation);
    send({ jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text: 'asked twice' }] } });
  } else if (message.method === 'tools/call' && message.params.name === 'report') {
    send({ jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text: JSON.stringify(responses) }] } });
  } else if (message.id !== undefined && message.method === undefined) {
    responses.push(message.result ?? message.error);
  } else if (message.id !== undefined) {
    send({ jsonrpc: '2.0', id: message.id, result: {} });
  }
});
process.stdin.on('end', () => process.exit(0));
