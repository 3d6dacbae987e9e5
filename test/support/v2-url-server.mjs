// An MCP server on the v2 SDK (stdio) that asks for a URL-mode interaction the 2026-07-28 way:
// tool `link-account` answers `input_required` with one `elicitUrl` request (no elicitationId, no
// completion notification); the client's retry carries the answer, which the tool reports.
// Plain JavaScript so Node runs it without a build step.
import { Server, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

function createServer() {
  const server = new Server({ name: 'url-mrtr-test-server', version: '2.0.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler('tools/list', () => ({
    tools: [{ name: 'link-account', inputSchema: { type: 'object', properties: {} } }],
  }));

  server.setRequestHandler('tools/call', (_request, ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (responses === undefined) {
      return inputRequired({
        inputRequests: {
          signIn: inputRequired.elicitUrl({
            message: 'Sign in to the example site to link your account.',
            url: 'https://consent-target.test/link?flow=1',
          }),
        },
      });
    }
    return { content: [{ type: 'text', text: `signIn=${JSON.stringify(inputResponse(responses, 'signIn'))}` }] };
  });

  return server;
}

serveStdio(createServer);
