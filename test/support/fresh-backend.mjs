// A backend written against mcp-elicitation-core alone, as a user of the package would: copied into
// a fresh app by test/integration/core-package-install.test.ts, next to a node_modules that holds
// only what `npm install mcp-elicitation-core` brought. It serves the bridge over real HTTP on
// 127.0.0.1, asks one question through `bridge.target(channel)` (what an adapter would call), and
// plays the browser tab with fetch: reads the SSE stream until the question arrives, sends one answer
// the server-side validation must refuse, then a valid one. Prints what happened as one JSON line.
import { createServer } from 'node:http';
import { createElicitationBridge, createMemoryBroker, toNodeHandler } from 'mcp-elicitation-core/server';

const broker = createMemoryBroker();
const bridge = createElicitationBridge({
  broker,
  // The channel comes from the session; a header stands in for the session cookie here.
  authorize: (request) => request.headers.get('x-user'),
});
const server = createServer(toNodeHandler(bridge.handler));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/elicitation`;
const headers = { 'x-user': 'ada' };

const answered = bridge.target('ada').request(
  {
    mode: 'form',
    message: 'What should we call you?',
    requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'] },
  },
  { server: { id: 'demo', label: 'Demo server' } },
);

/** Reads SSE frames until one carries the pending request (in the snapshot or as `added`). */
async function waitForEntry(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before the request arrived');
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice('data: '.length));
      const entry = event.type === 'snapshot' ? event.entries[0] : event.type === 'added' ? event.entry : undefined;
      if (entry) return { entry, reader };
    }
  }
}

const stream = await fetch(url, { headers });
const { entry, reader } = await waitForEntry(stream.body);
const post = (result) =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: entry.id, result }),
  });
const refused = await post({ action: 'accept', content: { name: 'A' } });
const refusedBody = await refused.json();
const accepted = await post({ action: 'accept', content: { name: 'Ada' } });
const acceptedBody = await accepted.json();
const result = await answered;

await reader.cancel();
await bridge.close();
// A broker passed in is the app's to close (the bridge closes only one it made itself).
await broker.close();
// fetch keeps its connections alive for reuse: end them, or close() would wait for their timeout.
server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
console.log(
  JSON.stringify({
    streamStatus: stream.status,
    message: entry.params.message,
    refused: { status: refused.status, body: refusedBody },
    accepted: { status: accepted.status, body: acceptedBody },
    result,
  }),
);
