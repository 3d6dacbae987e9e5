// An MCP server on the v2 SDK (stdio) that asks two questions in one multi-round-trip round
// (protocol 2026-07-28): tool `plan-trip` answers `input_required` with two elicitation keys,
// and once the client retries with all answers it reports them, one per key.
// `serveStdio` picks the era from the client's opening message, so 2025 clients are served too
// (they never see `input_required`: the SDK turns it into server→client requests for them).
// It is plain JavaScript so Node runs it without a build step.
import { Server, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

function createServer() {
  const server = new Server({ name: 'mrtr-test-server', version: '2.0.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler('tools/list', () => ({
    tools: [
      { name: 'plan-trip', inputSchema: { type: 'object', properties: {} } },
      { name: 'survey', inputSchema: { type: 'object', properties: {} } },
      { name: 'two-rounds', inputSchema: { type: 'object', properties: {} } },
      { name: 'many-keys', inputSchema: { type: 'object', properties: { count: { type: 'integer', minimum: 1 } } } },
      { name: 'upload', inputSchema: { type: 'object', properties: {} } },
    ],
  }));

  server.setRequestHandler('tools/call', (request, ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (request.params.name === 'survey') return survey(responses);
    if (request.params.name === 'upload') return upload(responses);
    if (request.params.name === 'many-keys') return manyKeys(Number(request.params.arguments?.count ?? 1), responses);
    if (request.params.name === 'two-rounds') return twoRounds(responses, readState(ctx.mcpReq.requestState));
    if (responses === undefined) {
      return inputRequired({
        inputRequests: {
          destination: inputRequired.elicit({
            message: 'Where to?',
            requestedSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          }),
          dates: inputRequired.elicit({
            message: 'When?',
            requestedSchema: {
              type: 'object',
              properties: { nights: { type: 'integer', minimum: 1 } },
              required: ['nights'],
            },
          }),
        },
      });
    }
    const describe = (key) => JSON.stringify(inputResponse(responses, key));
    return { content: [{ type: 'text', text: `destination=${describe('destination')} dates=${describe('dates')}` }] };
  });

  return server;
}

/** Tool `survey`: seven questions in one round (more than the queue's default of five pending). */
const SURVEY_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];
function survey(responses) {
  if (responses === undefined) {
    return inputRequired({
      inputRequests: Object.fromEntries(
        SURVEY_KEYS.map((key) => [
          key,
          inputRequired.elicit({
            message: `Question ${key}`,
            requestedSchema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] },
          }),
        ]),
      ),
    });
  }
  return {
    content: [{ type: 'text', text: SURVEY_KEYS.map((key) => `${key}=${JSON.stringify(inputResponse(responses, key))}`).join('\n') }],
  };
}

/**
 * Tool `many-keys`: `count` questions (`k1`…) in one round, for the limits that must treat a round
 * as one admission (31 keys: past the queue's 30 per minute) and for listener counts (33 keys).
 * Reports how many keys were answered with each action.
 */
function manyKeys(count, responses) {
  const keys = Array.from({ length: count }, (_, index) => `k${index + 1}`);
  if (responses === undefined) {
    return inputRequired({
      inputRequests: Object.fromEntries(
        keys.map((key) => [
          key,
          inputRequired.elicit({
            message: `Key ${key}`,
            requestedSchema: { type: 'object', properties: { answer: { type: 'string' } } },
          }),
        ]),
      ),
    });
  }
  const actions = {};
  for (const key of keys) {
    const response = inputResponse(responses, key);
    const action = response?.action ?? response?.kind ?? 'missing';
    actions[action] = (actions[action] ?? 0) + 1;
  }
  return { content: [{ type: 'text', text: JSON.stringify(actions) }] };
}

/** `ctx.mcpReq.requestState` is a typed accessor; without a verifier it hands back the echoed string. */
function readState(accessor) {
  return typeof accessor === 'function' ? accessor() : accessor;
}

/**
 * Tool `two-rounds`: asks key `q` ("First?"), then, in a second round, key `q` again ("Second?"):
 * the same key may carry a new question in a later round.
 */
function twoRounds(responses, requestState) {
  const ask = (message, state) =>
    inputRequired({
      inputRequests: { q: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: { a: { type: 'string' } } } }) },
      requestState: state,
    });
  if (responses === undefined) return ask('First?', 'round-1');
  const answer = JSON.stringify(inputResponse(responses, 'q'));
  if (requestState === 'round-1') return ask('Second?', `round-2:${answer}`);
  return { content: [{ type: 'text', text: `${requestState.slice('round-2:'.length)} ${answer}` }] };
}

serveStdio(createServer);

/**
 * Tool `upload`: asks for a file (SEP-2356 `x-mcp-file`, a draft) in one key, `photo`; reports
 * "received <type> <size> <base64 of the bytes>", or "answered: <response>" when no file came.
 */
function upload(responses) {
  if (responses === undefined) {
    return inputRequired({
      inputRequests: {
        photo: inputRequired.elicit({
          message: 'Send the boarding pass photo',
          requestedSchema: {
            type: 'object',
            properties: {
              photo: { type: 'string', format: 'uri', title: 'Photo', 'x-mcp-file': { accept: ['image/png'], maxSize: 1024 } },
            },
            required: ['photo'],
          },
        }),
      },
    });
  }
  const response = inputResponse(responses, 'photo');
  const photo = response?.action === 'accept' ? response.content?.photo : undefined;
  const match = typeof photo === 'string' ? /^data:([^;,]+)(?:;[^;,]*)*;base64,(.*)$/.exec(photo) : null;
  if (!match) return { content: [{ type: 'text', text: `answered: ${JSON.stringify(response)}` }] };
  return { content: [{ type: 'text', text: `received ${match[1]} ${Buffer.from(match[2], 'base64').length} ${match[2]}` }] };
}
