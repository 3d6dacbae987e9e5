/**
 * Property tests of the bridge over real HTTP on 127.0.0.1 (`toNodeHandler` on `node:http`), with
 * fast-check:
 * - the answer path: any bytes as the body and any header values get a 2xx, or a 4xx with
 *   `{ error, message }`, never a 5xx; and what the MCP client hands its server (a real
 *   server-everything over Streamable HTTP, with its rich form) is only ever schema-valid content,
 *   checked by a separate ajv;
 * - the event stream: any string in any field a server, a model or an app supplies arrives in
 *   exactly one event, byte-exact, read as EventSource reads it and as the remote queue reads it.
 *
 * `BRIDGE_FUZZ_RUNS` sets the number of cases per property (CI: 40; try 2000 locally).
 */
import { Agent, request as httpRequest } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities, type ElicitRequestParams, type ElicitResult } from 'mcp-elicitation-core';
import {
  createElicitationBridge,
  createMemoryBroker,
  createRedisBroker,
  encodeSseEvent,
  type BridgeEntry,
  type ElicitationBroker,
} from 'mcp-elicitation-core/server';
import { createSseParser } from '../../packages/mcp-elicitation-core/src/elicitation/remote-sse-parser';
import { serveHandler } from '../support/bridge-http';
import { startServerEverythingHttp, type HttpServerProcess } from '../support/processes';
import { startRedis, type RedisServer } from '../support/redis';
import { contentArb, validContentArb } from '../support/schema-arbitraries';
import { createSpecSseParser, openStream, type SseEvent, type StreamReader } from '../support/sse-reader';

const RUNS = Number(process.env.BRIDGE_FUZZ_RUNS ?? 40);
/** A case takes a few milliseconds over HTTP; a deep run gets the time it needs. */
const TIMEOUT = 60_000 + RUNS * 100;

let redis: RedisServer;
let everything: HttpServerProcess;
beforeAll(async () => {
  [redis, everything] = await Promise.all([startRedis(), startServerEverythingHttp()]);
});
afterAll(async () => {
  await Promise.all([redis?.stop(), everything?.stop()]);
});
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const BROKERS: Record<string, () => Promise<ElicitationBroker>> = {
  memory: async () => {
    const broker = createMemoryBroker();
    cleanups.push(() => broker.close());
    return broker;
  },
  redis: async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    const broker = createRedisBroker(client, { prefix: `fuzz-${crypto.randomUUID()}` });
    cleanups.push(
      () => client.close(),
      () => broker.close(),
    );
    return broker;
  },
};

/** A header value Node's client lets through: tab, printable ASCII, and Latin-1 beyond it. */
const headerValue = fc.string({
  unit: fc.oneof(
    fc.constant('\t'),
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
  ),
  maxLength: 40,
});

const CLEAN = { 'x-test-user': 'alice', 'content-type': 'application/json' };
const fuzzedHeaders = fc.record(
  {
    'x-test-user': fc.oneof({ weight: 6, arbitrary: fc.constant('alice') }, fc.constant('mallory'), headerValue),
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'multipart/form-data; boundary=x', ''),
      headerValue,
    ),
    'sec-fetch-site': fc.oneof(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'), headerValue),
    origin: fc.oneof(fc.constantFrom('https://evil.example', 'null'), headerValue),
    host: fc.oneof({ weight: 4, arbitrary: fc.constant('127.0.0.1') }, fc.constantFrom('[::1', 'a b', 'x:99999', 'u@h'), headerValue),
    'last-event-id': headerValue,
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
    cookie: headerValue,
  },
  { requiredKeys: ['x-test-user', 'content-type'] },
);
/** Often a tab's own headers, so that the bodies reach validation; often anything. */
const headersArb = fc.oneof({ weight: 3, arbitrary: fc.constant(CLEAN) }, { weight: 2, arbitrary: fuzzedHeaders });

/** Where the pending request's real id goes in a body (as written: JSON leaves it as it is). */
const REAL_ID = '@@real-id@@';

const bodyArb = (schema: Record<string, unknown>): fc.Arbitrary<Uint8Array | string> =>
  fc.oneof(
    fc.uint8Array({ maxLength: 512 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    // An answer-shaped body, often to the real request, often with content near the schema.
    {
      weight: 5,
      arbitrary: fc
        .record(
          {
            id: fc.oneof({ weight: 5, arbitrary: fc.constant(REAL_ID) }, fc.string({ maxLength: 40 }), fc.uuid(), fc.jsonValue()),
            result: fc.oneof(
              {
                weight: 5,
                arbitrary: fc.record(
                  {
                    action: fc.oneof({ weight: 6, arbitrary: fc.constant('accept') }, fc.constantFrom('decline', 'cancel'), fc.jsonValue()),
                    content: fc.oneof(
                      { weight: 4, arbitrary: validContentArb(schema) },
                      { weight: 3, arbitrary: contentArb(schema) },
                      fc.jsonValue(),
                    ),
                  },
                  { requiredKeys: ['action'] },
                ),
              },
              fc.jsonValue(),
            ),
            key: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1, maxLength: 40 }), fc.jsonValue()),
          },
          { requiredKeys: ['id'] },
        )
        .map((body) => JSON.stringify(body)),
    },
    // Shapes a parser or a validator may choke on.
    fc.constantFrom(
      '['.repeat(100_000),
      `{"id":"${REAL_ID}","result":{"action":"accept","content":{"__proto__":{"polluted":true},"integer":5}}}`,
      `{"id":"${REAL_ID}","result":{"action":"accept","content":{"integer":1e400,"number":-0}}}`,
      `{"id":"${REAL_ID}","result":{"action":"accept","content":{"constructor":{"prototype":{"x":1}}}}}`,
      `{"__proto__":{"id":"${REAL_ID}"},"result":{"action":"decline"}}`,
      `{"id":"${REAL_ID}","result":{"action":"accept","content":{"name":"${'a'.repeat(70_000)}"}}}`,
      'NaN',
      'null',
      '"\\ud800"',
    ),
  );

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

function send(url: string, agent: Agent, headers: Record<string, string>, body: Uint8Array | string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body));
  });
}

const added = (event: SseEvent) => event.type === 'added';

describe.each(Object.keys(BROKERS))('the answer path takes anything (%s broker)', (kind) => {
  it(
    'any body, any header values: 2xx or a 4xx with {error, message}, never 5xx; the MCP server only ever gets valid content',
    async () => {
      const broker = await BROKERS[kind]!();
      const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker });
      const served = await serveHandler(bridge.handler);
      cleanups.push(
        () => served.close(),
        () => bridge.close(),
      );
      // What the MCP client hands its SDK, which sends it to the server: checked below, independently.
      const handed: Array<{ params: ElicitRequestParams; result: ElicitResult }> = [];
      const target = bridge.target('alice');
      const client = new Client({ name: 'fuzz', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
      attachElicitation(client, {
        elicit: async (params, options) => {
          const result = await target.request(params, options);
          handed.push({ params, result });
          return result;
        },
        server: { id: 'everything' },
      });
      await client.connect(new StreamableHTTPClientTransport(everything.url));
      cleanups.push(() => client.close());
      const stream: StreamReader = await openStream(served.url, { 'x-test-user': 'alice' });
      cleanups.push(() => stream.close());
      await stream.next((event) => event.type === 'snapshot', 'snapshot');
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      cleanups.push(() => agent.destroy());
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);

      // The schema server-everything asks with, seen once.
      const first = client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, callToolOptions());
      const firstEvent = await stream.next(added, 'the first question');
      const { id: firstId, params: firstParams } = (JSON.parse(firstEvent.data) as { entry: BridgeEntry }).entry;
      const schema = (firstParams as { requestedSchema: Record<string, unknown> }).requestedSchema;
      await send(
        served.url,
        agent,
        { 'x-test-user': 'alice', 'content-type': 'application/json' },
        JSON.stringify({ id: firstId, result: { action: 'decline' } }),
      );
      await first;
      const validContent = ajv.compile(schema);

      let seen = stream.events.length;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(headersArb, bodyArb(schema), async (headers, rawBody) => {
          const call = client.callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, callToolOptions());
          const event = await stream.next(added, 'the question', 10_000, seen);
          seen = stream.events.indexOf(event) + 1;
          const { id } = (JSON.parse(event.data) as { entry: BridgeEntry }).entry;
          const body = typeof rawBody === 'string' ? rawBody.split(REAL_ID).join(id) : rawBody;

          const reply = await send(served.url, agent, headers, body);
          expect(reply.status, reply.body).toBeGreaterThanOrEqual(200);
          expect(reply.status, reply.body).toBeLessThan(500);
          expect(reply.headers['x-content-type-options']).toBe('nosniff');
          if (reply.status >= 400) {
            const parsed = JSON.parse(reply.body) as { error?: unknown; message?: unknown };
            expect(typeof parsed.error).toBe('string');
            expect(typeof parsed.message).toBe('string');
          }
          // Not answered by the fuzzed request: the user declines, so the tool call ends either way.
          if (reply.status !== 200) {
            const decline = await send(
              served.url,
              agent,
              { 'x-test-user': 'alice', 'content-type': 'application/json' },
              JSON.stringify({ id, result: { action: 'decline' } }),
            );
            expect(decline.status, decline.body).toBe(200);
          }
          const result = await call;
          expect(result.isError ?? false).toBe(false);
          const last = handed.at(-1)!;
          if (last.result.action === 'accept') {
            accepted += 1;
            expect(
              validContent(last.result.content ?? {}),
              JSON.stringify({ content: last.result.content, errors: validContent.errors }),
            ).toBe(true);
          } else expect(last.result).toEqual({ action: last.result.action });
        }),
        {
          numRuns: RUNS,
          // Run first, every time: a valid answer (so the content check is never vacuous) and a valid one sent cross-site.
          examples: [
            [CLEAN, JSON.stringify({ id: REAL_ID, result: { action: 'accept', content: { name: 'Ada', integer: 7, check: true } } })],
            [
              { ...CLEAN, 'sec-fetch-site': 'cross-site' },
              JSON.stringify({ id: REAL_ID, result: { action: 'accept', content: { name: 'Eve' } } }),
            ],
          ],
        },
      );
      // The MCP server heard one answer per question, and only valid ones were accepts.
      expect(handed).toHaveLength(RUNS + 1);
      expect(handed.filter(({ result }) => result.action === 'accept')).toHaveLength(accepted);
      // Not vacuous: valid answers did get through (the first example at least, and about one case in twelve).
      expect(accepted).toBeGreaterThan(0);
      expect(handed.find(({ result }) => result.action === 'accept' && result.content?.name === 'Eve')).toBeUndefined();
      expect(bridge.stats()).toMatchObject({ pending: 0 });
    },
    TIMEOUT,
  );
});

/** Strings anything may hold: every code point, lone surrogates, CR, LF, NUL, U+2028, `event:`, `data:`. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '\r',
    '\n',
    '\r\n',
    '\n\n',
    '\u0000',
    '\u2028\u2029',
    'event: settled',
    '\ndata: {"type":"added"}\n\n',
    'id: 1',
    ': x',
    '\uFEFF',
    '\uD800',
  ),
  fc
    .array(fc.constantFrom('\r', '\n', 'data:', 'event:', 'id:', 'retry:', ' ', ':', '\u0000', '\u2028', 'x', '\uDFFF'), { maxLength: 12 })
    .map((parts) => parts.join('')),
);

const entryArb = fc.record({
  params: fc.oneof(
    fc.record({
      mode: fc.constant('form' as const),
      message: anyText,
      requestedSchema: fc
        .dictionary(
          anyText,
          fc.record({
            type: fc.constant('string' as const),
            title: anyText,
            description: anyText,
            enum: fc.array(anyText, { maxLength: 3 }),
          }),
          {
            maxKeys: 3,
          },
        )
        .map((properties) => ({ type: 'object' as const, properties })),
    }),
    fc.record({ mode: fc.constant('url' as const), message: anyText, url: anyText, elicitationId: anyText }),
  ),
  server: fc.record({ id: anyText, label: anyText }),
  context: fc.record({ toolName: anyText, toolCallId: anyText, arguments: fc.dictionary(anyText, anyText, { maxKeys: 3 }) }),
});

describe('the event stream carries anything', () => {
  it(
    'encodeSseEvent: one event per frame, its data byte-exact, however the frame is cut, for EventSource’s reading and the tab’s',
    () => {
      fc.assert(
        fc.property(entryArb, fc.array(fc.nat(), { maxLength: 6 }), (fields, cuts) => {
          const event = { type: 'added' as const, entry: { id: crypto.randomUUID(), receivedAt: 1, ...fields } as BridgeEntry };
          const frame = encodeSseEvent({ seq: 7, event });
          const bytes = new TextEncoder().encode(frame);
          // The frame as the network may deliver it: cut anywhere, decoded as a stream.
          const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
          const chunks: string[] = [];
          const decoder = new TextDecoder();
          let from = 0;
          for (const point of [...points, bytes.length]) {
            chunks.push(decoder.decode(bytes.subarray(from, point), { stream: true }));
            from = point;
          }
          const spec: SseEvent[] = [];
          const tab: Array<{ id: string | undefined; data: string }> = [];
          const specParse = createSpecSseParser((parsed) => spec.push(parsed));
          const tabParse = createSseParser((id, data) => tab.push({ id, data }));
          for (const chunk of chunks) {
            specParse(chunk);
            tabParse(chunk);
          }
          expect(spec).toHaveLength(1);
          expect(spec[0]).toMatchObject({ type: 'added', id: '7' });
          expect(JSON.parse(spec[0]!.data)).toEqual(event);
          expect(tab).toEqual([{ id: '7', data: spec[0]!.data }]);
        }),
        { numRuns: RUNS * 25 },
      );
    },
    TIMEOUT,
  );

  it.each(Object.keys(BROKERS))(
    'over HTTP (%s broker): each question arrives as exactly one event, every string as it was given',
    async (kind) => {
      const broker = await BROKERS[kind]!();
      const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user'), broker });
      const served = await serveHandler(bridge.handler);
      cleanups.push(
        () => served.close(),
        () => bridge.close(),
      );
      const stream = await openStream(served.url, { 'x-test-user': 'alice' });
      cleanups.push(() => stream.close());
      await stream.next((event) => event.type === 'snapshot', 'snapshot');
      let seen = stream.events.length;
      await fc.assert(
        fc.asyncProperty(entryArb, async ({ params, server, context }) => {
          const withdraw = new AbortController();
          const asked = bridge.target('alice', context).request(params as ElicitRequestParams, { server, signal: withdraw.signal });
          const event = await stream.next(added, 'the question', 10_000, seen);
          withdraw.abort();
          await asked;
          const after = await stream.next((e) => e.type === 'withdrawn', 'its withdrawal', 10_000, stream.events.indexOf(event) + 1);
          const mine = stream.events.slice(seen, stream.events.indexOf(after) + 1);
          seen = stream.events.indexOf(after) + 1;
          // Exactly two events: the question and its withdrawal; nothing a string could have started.
          expect(mine.map((e) => e.type)).toEqual(['added', 'withdrawn']);
          const { entry } = JSON.parse(event.data) as { entry: BridgeEntry };
          expect(entry.params).toEqual(params);
          expect(entry.server).toEqual(server);
          expect(entry.context).toEqual(context);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
