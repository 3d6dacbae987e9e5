import type { MCPInputRequestHandler } from '@mastra/mcp';
import type { ElicitRequestFormParams, ElicitRequestURLParams, ElicitResult as SdkElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { UseMcpOptions } from 'mcp-use/react';
import {
  attachElicitation as attachAiSdk,
  type AiSdkElicitationHandler,
  type AiSdkElicitationOptions,
} from 'mcp-elicitation-core/adapters/ai-sdk';
import { attachElicitation as attachMastra } from 'mcp-elicitation-core/adapters/mastra';
import { attachElicitation as attachMcpUse } from '../../src/adapters/mcp-use';
import { routeCompletion } from '../../packages/mcp-elicitation-core/src/adapters/sdk-common';
import * as sdkV1 from '../../packages/mcp-elicitation-core/src/adapters/sdk-v1';
import * as sdkV2 from '../../packages/mcp-elicitation-core/src/adapters/sdk-v2';
import { pickReported, toElicit, withReported } from '../../packages/mcp-elicitation-core/src/elicitation/elicit';
import type { Elicit, ElicitRequestParams, ElicitResult } from 'mcp-elicitation-core';
import { completionHandler, createElicitationQueue, elicitationCapabilities } from 'mcp-elicitation-core';
import { nextPending } from '../support/queue-helpers';

type AiSdkSchema = AiSdkElicitationOptions['schema'];

const params: ElicitRequestParams = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};

function recordingElicit(result: ElicitResult = { action: 'decline' }) {
  return vi.fn<Elicit>(async () => result);
}

describe('shared adapter helpers', () => {
  it('accepts a queue or a function as the target', async () => {
    const queue = createElicitationQueue();
    const viaQueue = toElicit(queue)(params, { server: { id: 's' } });
    const entry = await nextPending(queue);
    queue.respond(entry.id, { action: 'decline' });
    await expect(viaQueue).resolves.toEqual({ action: 'decline' });

    const fn = recordingElicit();
    expect(toElicit(fn)).toBe(fn);
  });

  it('keeps only string name, title and version from a self-report', () => {
    expect(pickReported({ name: 'n', title: 't', version: '1', icons: [{ src: 'x' }], websiteUrl: 'https://x' })).toEqual({
      name: 'n',
      title: 't',
      version: '1',
    });
    expect(pickReported({ name: 42 })).toBeUndefined();
    expect(pickReported(undefined)).toBeUndefined();
    expect(withReported({ id: 'a', reported: { name: 'host-set' } }, { name: 'server-said' })).toEqual({
      id: 'a',
      reported: { name: 'host-set' },
    });
  });
});

describe('elicitationCapabilities', () => {
  it('declares form and URL mode by default, form only on request', () => {
    expect(elicitationCapabilities()).toEqual({ elicitation: { form: {}, url: {} } });
    expect(elicitationCapabilities({ url: false })).toEqual({ elicitation: { form: {} } });
    expect(elicitationCapabilities({ applyDefaults: true, url: false })).toEqual({
      elicitation: { form: { applyDefaults: true } },
    });
  });
});

describe.each([
  ['sdk-v1', sdkV1],
  ['sdk-v2', sdkV2],
])('%s request-option helpers', (_name, sdk) => {
  it('raises the request timeout and lets progress extend it', () => {
    const options = sdk.callToolOptions();
    expect(options).toMatchObject({ timeout: 600_000, resetTimeoutOnProgress: true });
    // Without onprogress the SDK never asks for progress, so resetTimeoutOnProgress would be inert.
    expect(options.onprogress).toBeTypeOf('function');
    expect(sdk.callToolOptions({ timeoutMs: 5_000, maxTotalTimeoutMs: 60_000 })).toMatchObject({
      timeout: 5_000,
      maxTotalTimeout: 60_000,
    });
  });
});

describe('completion routing', () => {
  const urlRequest = (elicitationId: string): ElicitRequestParams => ({
    mode: 'url',
    message: 'Sign in',
    url: 'https://example.test/',
    elicitationId,
  });

  it('completionHandler completes the matching entry of that server only, and ignores other notifications', async () => {
    const queue = createElicitationQueue();
    const answer = queue.request(urlRequest('el-1'), { server: { id: 'a' }, afterOpen: 'wait' });
    const handle = completionHandler(queue, 'b');
    expect(handle({ method: 'notifications/elicitation/complete', params: { elicitationId: 'el-1' } })).toBe(false);
    expect(handle({ method: 'notifications/progress', params: { elicitationId: 'el-1' } })).toBe(false);
    expect(completionHandler(queue, 'a')({ method: 'notifications/elicitation/complete', params: { elicitationId: 42 } })).toBe(false);
    expect(completionHandler(queue, 'a')({ method: 'notifications/elicitation/complete', params: { elicitationId: 'el-1' } })).toBe(true);
    // Completed before the user consented: `cancel` (URL mode's `accept` would claim consent).
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('completionHandler fits mcp-use’s onNotification', async () => {
    const queue = createElicitationQueue();
    const answer = queue.request(urlRequest('el-2'), { server: { id: 'site' } });
    const onNotification = completionHandler(queue, 'site');
    expectTypeOf(onNotification).toExtend<NonNullable<UseMcpOptions['onNotification']>>();
    onNotification({ method: 'notifications/elicitation/complete', params: { elicitationId: 'el-2' } });
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });

  it('routeCompletion keeps a host fallback running, and puts it back on cleanup unless replaced', async () => {
    const seen: string[] = [];
    const completed: unknown[] = [];
    const hostFallback = async (notification: { method: string }) => {
      seen.push(notification.method);
    };
    const client: { fallbackNotificationHandler?: (n: { method: string; params?: unknown }) => Promise<void> } = {
      fallbackNotificationHandler: hostFallback,
    };
    const restore = routeCompletion(client, (notification) => completed.push(notification.params));
    await client.fallbackNotificationHandler!({ method: 'notifications/elicitation/complete', params: { elicitationId: 'x' } });
    await client.fallbackNotificationHandler!({ method: 'notifications/message' });
    expect(completed).toEqual([{ elicitationId: 'x' }]);
    expect(seen).toEqual(['notifications/elicitation/complete', 'notifications/message']);
    restore();
    expect(client.fallbackNotificationHandler).toBe(hostFallback);

    // Replaced after attaching: the cleanup leaves the newer handler alone.
    const bare: typeof client = {};
    const restoreBare = routeCompletion(bare, () => completed.push('late'));
    const newer = async () => {};
    bare.fallbackNotificationHandler = newer;
    restoreBare();
    expect(bare.fallbackNotificationHandler).toBe(newer);
  });
});

describe('mcp-use adapter', () => {
  it('has the shape of useMcp’s onElicitation', () => {
    const { onElicitation: handler } = attachMcpUse({ elicit: recordingElicit(), server: { id: 'a' } });
    // mcp-use 1.x typed the callback with the v1 SDK's types.
    expectTypeOf(handler).toExtend<(params: ElicitRequestFormParams | ElicitRequestURLParams) => Promise<SdkElicitResult>>();
  });

  it('passes params, identity, self-report and timeout through, without a signal', async () => {
    const elicit = recordingElicit({ action: 'accept', content: { name: 'x' } });
    // Read at request time: useMcp only knows serverInfo after connecting.
    const connection: { serverInfo?: unknown } = {};
    const { onElicitation: handler } = attachMcpUse({
      elicit,
      server: { id: 'linear', label: 'Linear' },
      getServerInfo: () => connection.serverInfo,
      timeoutMs: 1_000,
    });
    connection.serverInfo = { name: 'linear-mcp', version: '3' };
    await expect(handler(params)).resolves.toEqual({ action: 'accept', content: { name: 'x' } });
    expect(elicit).toHaveBeenCalledWith(params, {
      server: { id: 'linear', label: 'Linear', reported: { name: 'linear-mcp', version: '3' } },
      timeoutMs: 1_000,
    });
  });
});

describe('mastra adapter', () => {
  it('has the type of MCPClient’s per-server inputRequests, and declares form and URL mode', () => {
    const { inputRequests, capabilities } = attachMastra({ elicit: recordingElicit(), server: { id: 'a' } });
    expectTypeOf(inputRequests).toEqualTypeOf<MCPInputRequestHandler>();
    expect(capabilities).toEqual({ elicitation: { form: {}, url: {} } });
    expect(attachMastra({ elicit: recordingElicit(), server: { id: 'a' }, url: false }).capabilities).toEqual({
      elicitation: { form: {} },
    });
  });

  it('forwards params and the signal (also the round: its keys share it), with the host identity', async () => {
    const elicit = recordingElicit();
    const { inputRequests: handler } = attachMastra({ elicit, server: () => ({ id: 'weather' }) });
    const signal = new AbortController().signal;
    await handler({ key: 'confirm', params: params as never, signal });
    expect(elicit).toHaveBeenCalledWith(params, { server: { id: 'weather' }, signal, round: signal, timeoutMs: 10 * 60_000 });
  });
});

describe('ai-sdk adapter', () => {
  it('registers on the client, reads its self-report, forwards the params, and detaches', async () => {
    const elicit = recordingElicit();
    const schema = {} as AiSdkSchema;
    const earlier = async () => ({ action: 'cancel' as const });
    const client = {
      serverInfo: { name: 'docs-server', version: '1.2.0' },
      initializeResult: { protocolVersion: '2025-11-25' },
      elicitationRequestHandler: earlier as AiSdkElicitationHandler | undefined,
      onElicitationRequest(given: AiSdkSchema, handler: AiSdkElicitationHandler) {
        expect(given).toBe(schema);
        client.elicitationRequestHandler = handler;
      },
    };
    const detach = attachAiSdk(client, { schema, elicit, server: { id: 'docs' } });
    const handler = client.elicitationRequestHandler!;
    expect(handler).not.toBe(earlier);
    await handler({ method: 'elicitation/create', params: { message: 'Name?', requestedSchema: params.requestedSchema } });
    expect(elicit).toHaveBeenCalledWith(
      { message: 'Name?', requestedSchema: params.requestedSchema },
      { server: { id: 'docs', reported: { name: 'docs-server', version: '1.2.0' } } },
    );
    detach();
    expect(client.elicitationRequestHandler).toBe(earlier);
  });
});
