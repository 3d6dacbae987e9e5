/**
 * Browser commands for the host's end-to-end tests. They run in the Vitest server (Node), where
 * child processes can be started; the browser test calls them through `commands` from
 * `vitest/browser`.
 *
 * - `everythingHttpStart` / `everythingHttpStop`: server-everything over Streamable HTTP on
 *   127.0.0.1 (its CORS allows any origin, so the page talks to it directly).
 * - `urlServerStart` / `urlServerStop`: our URL-mode v1 server (test/support/v1-url-server.mjs),
 *   the same way.
 * - the `bridge*` commands: a real v1 SDK `Client` over stdio, living here, with our
 *   `attachElicitation` whose `elicit` forwards every request to the browser. The browser takes
 *   requests with `bridgeNextElicitation`, learns of withdrawals with `bridgeWaitForWithdrawal`,
 *   and answers with `bridgeAnswer`, so the answer comes from the real dialog.
 *
 * Every process started here is ended by the matching stop/close command and, as a last resort,
 * when the Vitest process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { BrowserCommand } from 'vitest/node';
import { attachElicitation, callToolOptions } from 'mcp-elicitation-core/adapters/sdk-v1';
import { elicitationCapabilities } from 'mcp-elicitation-core';
import type { ElicitOptions, ElicitRequestParams, ElicitResult, ServerIdentity } from 'mcp-elicitation-core';
import { repoRoot, serverEverythingEntry, startServerEverythingHttp, stopProcess, supportServer } from './processes';

/** A request forwarded to the browser. */
export interface BridgedElicitation {
  id: string;
  params: ElicitRequestParams;
  server: ServerIdentity;
}

interface PendingElicitation extends BridgedElicitation {
  answer: (result: ElicitResult) => void;
  /** Resolves `true` when the server withdraws the request, `false` once it is answered. */
  withdrawn: Promise<boolean>;
  settle: (withdrawn: boolean) => void;
}

interface BridgeConnection {
  client: Client;
  detach: () => void;
  /** Forwarded requests the browser has not taken yet, oldest first. */
  inbox: PendingElicitation[];
  /** Wakes a `bridgeNextElicitation` waiting for the inbox. */
  wake?: () => void;
}

const httpServers = new Map<string, ChildProcess>();
const connections = new Map<string, BridgeConnection>();
const pending = new Map<string, PendingElicitation>();
const calls = new Map<string, Promise<string>>();
let nextId = 0;

// Last resort if a test died before its cleanup: no child outlives the test run.
process.once('exit', () => {
  for (const child of httpServers.values()) child.kill('SIGKILL');
});

const bridgeServers = {
  everything: { args: () => [serverEverythingEntry(), 'stdio'], server: { id: 'everything-stdio', label: 'Everything (stdio)' } },
  withdraw: { args: () => [supportServer('v1-withdraw-server.mjs')], server: { id: 'withdrawer', label: 'Withdraw test' } },
} as const;

/** Starts server-everything over Streamable HTTP on 127.0.0.1; returns its id and `/mcp` URL. */
const everythingHttpStart: BrowserCommand<[], { id: string; url: string }> = async () => {
  const server = await startServerEverythingHttp();
  const id = `http-${++nextId}`;
  httpServers.set(id, server.child);
  return { id, url: server.url.href };
};

/** Starts test/support/v1-url-server.mjs on 127.0.0.1; returns its id and origin. */
const urlServerStart: BrowserCommand<[], { id: string; origin: string }> = () => {
  const child = spawn(process.execPath, [supportServer('v1-url-server.mjs')], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
  const id = `http-${++nextId}`;
  httpServers.set(id, child);
  return new Promise((resolve, reject) => {
    let stderr = '';
    // A deadline, not synchronisation: readiness is the URL_SERVER_LISTENING line.
    const timer = setTimeout(() => reject(new Error(`v1-url-server did not listen:\n${stderr}`)), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`v1-url-server exited with ${code}:\n${stderr}`));
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
      const match = /URL_SERVER_LISTENING (\{.*\})/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ id, origin: `http://127.0.0.1:${(JSON.parse(match[1]!) as { port: number }).port}` });
    });
  });
};

const everythingHttpStop: BrowserCommand<[id: string]> = async (_context, id) => {
  const child = httpServers.get(id);
  httpServers.delete(id);
  if (child) await stopProcess(child);
};

/** Connects a v1 client over stdio to one of the known servers; returns the connection id. */
const bridgeConnect: BrowserCommand<[name: keyof typeof bridgeServers], string> = async (_context, name) => {
  const spec = bridgeServers[name];
  const id = `stdio-${++nextId}`;
  const client = new Client({ name: 'elicitation-bridge', version: '0.0.0' }, { capabilities: elicitationCapabilities() });
  const connection: BridgeConnection = { client, detach: () => {}, inbox: [] };
  connection.detach = attachElicitation(client, {
    server: spec.server,
    elicit: (params: ElicitRequestParams, options: ElicitOptions) =>
      new Promise<ElicitResult>((resolve) => {
        let settle!: (withdrawn: boolean) => void;
        const withdrawn = new Promise<boolean>((r) => (settle = r));
        const request: PendingElicitation = {
          id: `${id}-elicitation-${++nextId}`,
          params,
          server: options.server,
          withdrawn,
          settle,
          answer: (result) => {
            pending.delete(request.id);
            settle(false);
            resolve(result);
          },
        };
        pending.set(request.id, request);
        // The SDK sends nothing after a withdrawal; the promise settles so nothing dangles.
        options.signal?.addEventListener(
          'abort',
          () => {
            pending.delete(request.id);
            settle(true);
            resolve({ action: 'cancel' });
          },
          { once: true },
        );
        connection.inbox.push(request);
        connection.wake?.();
      }),
  });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: spec.args(), cwd: repoRoot, stderr: 'ignore' }));
  connections.set(id, connection);
  return id;
};

function connectionOf(id: string): BridgeConnection {
  const connection = connections.get(id);
  if (!connection) throw new Error(`no bridge connection ${id}`);
  return connection;
}

/** Starts a tool call and returns its id at once; `bridgeToolResult` waits for its text. */
const bridgeCallTool: BrowserCommand<[connection: string, name: string, args?: Record<string, unknown>], string> = (
  _context,
  connection,
  name,
  args = {},
) => {
  const { client } = connectionOf(connection);
  const id = `call-${++nextId}`;
  const call = client
    .callTool({ name, arguments: args }, undefined, callToolOptions())
    .then((result) => ((result.content ?? []) as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n'));
  call.catch(() => {}); // read by bridgeToolResult; never an unhandled rejection meanwhile
  calls.set(id, call);
  return id;
};

const bridgeToolResult: BrowserCommand<[call: string], string> = async (_context, call) => {
  const promise = calls.get(call);
  if (!promise) throw new Error(`no tool call ${call}`);
  calls.delete(call);
  return promise;
};

/** The next request forwarded to the browser, or `null` if none arrives within `waitMs`. */
const bridgeNextElicitation: BrowserCommand<[connection: string, waitMs?: number], BridgedElicitation | null> = async (
  _context,
  connection,
  waitMs = 1_000,
) => {
  const state = connectionOf(connection);
  if (state.inbox.length === 0) {
    await new Promise<void>((resolve) => {
      // A long-poll interval, not synchronisation: `null` only tells the page's loop to ask again,
      // which lets it notice it was stopped; every request is still delivered, through `wake`.
      const timer = setTimeout(resolve, waitMs);
      state.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    state.wake = undefined;
  }
  const next = state.inbox.shift();
  return next === undefined ? null : { id: next.id, params: next.params, server: next.server };
};

/** Resolves `true` when the server withdraws the request, `false` once it was answered. */
const bridgeWaitForWithdrawal: BrowserCommand<[elicitation: string], boolean> = (_context, elicitation) =>
  pending.get(elicitation)?.withdrawn ?? false;

/** Sends the browser's answer; `false` if the request was already settled (withdrawn). */
const bridgeAnswer: BrowserCommand<[elicitation: string, result: ElicitResult], boolean> = (_context, elicitation, result) => {
  const request = pending.get(elicitation);
  if (!request) return false;
  request.answer(result);
  return true;
};

/** Closes the client, which ends the stdio server, and settles anything still waiting. */
const bridgeClose: BrowserCommand<[connection: string]> = async (_context, connection) => {
  const state = connections.get(connection);
  if (!state) return;
  connections.delete(connection);
  state.wake?.();
  state.detach();
  for (const request of [...pending.values()]) if (request.id.startsWith(`${connection}-`)) request.answer({ action: 'cancel' });
  await state.client.close();
};

export const elicitationCommands = {
  everythingHttpStart,
  everythingHttpStop,
  urlServerStart,
  urlServerStop: everythingHttpStop,
  bridgeConnect,
  bridgeCallTool,
  bridgeToolResult,
  bridgeNextElicitation,
  bridgeWaitForWithdrawal,
  bridgeAnswer,
  bridgeClose,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    everythingHttpStart: () => Promise<{ id: string; url: string }>;
    everythingHttpStop: (id: string) => Promise<void>;
    urlServerStart: () => Promise<{ id: string; origin: string }>;
    urlServerStop: (id: string) => Promise<void>;
    bridgeConnect: (name: 'everything' | 'withdraw') => Promise<string>;
    bridgeCallTool: (connection: string, name: string, args?: Record<string, unknown>) => Promise<string>;
    bridgeToolResult: (call: string) => Promise<string>;
    bridgeNextElicitation: (connection: string, waitMs?: number) => Promise<BridgedElicitation | null>;
    bridgeWaitForWithdrawal: (elicitation: string) => Promise<boolean>;
    bridgeAnswer: (elicitation: string, result: ElicitResult) => Promise<boolean>;
    bridgeClose: (connection: string) => Promise<void>;
  }
}
