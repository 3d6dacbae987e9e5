// A conformance-suite client built on this library (mcp-elicitation-core's built dist/, so plain Node runs it).
// The CLI runs `node client.mjs <server-url>` with MCP_CONFORMANCE_SCENARIO set to the scenario.
// Requests go through the real adapter and queue; a `beforeShow` policy stands in for the user
// and accepts every form with the values the dialog would pre-fill, computed by our own model
// (normalizeRequest → createFormEngine → check(defaultValues)).
// Each scenario goes through the client that fits its protocol version (`conformance list --client`):
//   2025 scenarios (elicitation-sep1034-client-defaults, ...): v1 SDK client, sdk-v1 adapter
//   2026-07-28 scenarios (request-metadata, sep-2322-client-request-state, ...): v2 SDK client
//   with version negotiation, sdk-v2 adapter (only it declares the capability per request)
import process from 'node:process';
import { createAjvValidator } from '../../packages/mcp-elicitation-core/dist/ajv.js';
import {
  createCachedValidator,
  createElicitationQueue,
  createFormEngine,
  elicitationCapabilities,
  loadPatternEngine,
  normalizeRequest,
} from '../../packages/mcp-elicitation-core/dist/index.js';

const [serverUrl] = process.argv.slice(-1);
const scenario = process.env.MCP_CONFORMANCE_SCENARIO;
const validator = createCachedValidator(createAjvValidator());
// `beforeShow` answers synchronously: a schema with a `pattern` must find the engine loaded.
await loadPatternEngine();

/** Accepts with the pre-filled defaults when they form a valid answer; declines otherwise. */
function acceptDefaults(entry) {
  const model = normalizeRequest(entry.params);
  if (model.mode !== 'form' || !model.canAccept) return { action: 'decline' };
  const engine = createFormEngine(model, validator);
  const checked = engine.check(engine.defaultValues);
  return checked.ok ? { action: 'accept', content: checked.content } : { action: 'decline' };
}

const queue = createElicitationQueue({ beforeShow: acceptDefaults });
const server = { id: 'conformance', label: 'Conformance server' };

/** The client scenarios that exist only in 2026-07-28 (the CLI's `list --client` marks them so). */
const MODERN_SCENARIOS = new Set([
  'request-metadata',
  'sep-2322-client-request-state',
  'http-standard-headers',
  'http-custom-headers',
  'http-invalid-tool-headers',
  'json-schema-ref-no-deref',
]);

async function connect() {
  if (MODERN_SCENARIOS.has(scenario)) {
    const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
    const { attachElicitation, callToolOptions } = await import('../../packages/mcp-elicitation-core/dist/adapters/sdk-v2.js');
    const client = new Client(
      { name: 'mcp-elicitation-react-conformance', version: '0.0.0' },
      { capabilities: elicitationCapabilities(), versionNegotiation: { mode: 'auto' } },
    );
    attachElicitation(client, { elicit: queue, server });
    await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
    return { client, call: (name) => client.callTool({ name, arguments: {} }, callToolOptions()) };
  }
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const { attachElicitation, callToolOptions } = await import('../../packages/mcp-elicitation-core/dist/adapters/sdk-v1.js');
  const client = new Client({ name: 'mcp-elicitation-react-conformance', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  attachElicitation(client, { elicit: queue, server });
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  return { client, call: (name) => client.callTool({ name, arguments: {} }, undefined, callToolOptions()) };
}

try {
  const { client, call } = await connect();
  const { tools } = await client.listTools();
  // All at once: a scenario may check that one call's state never leaks into another.
  const results = await Promise.all(
    tools.map(async (tool) => {
      try {
        return [tool.name, await call(tool.name)];
      } catch (error) {
        // SDK 2.4 rejects a 2026-07-28 result without `resultType` (the spec says servers MUST
        // send it); sep-2322 sends one on purpose and only checks that the client does not retry.
        if (error?.data?.violation === 'missing-resultType') return [tool.name, { rejectedBySdk: error.message }];
        throw error;
      }
    }),
  );
  for (const [name, result] of results) console.log(`${name}: ${JSON.stringify(result.content ?? result)}`);
  queue.dispose();
  await client.close();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
