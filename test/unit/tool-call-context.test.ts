/**
 * createToolCallContext: a request made while one marked call runs carries that call's context,
 * and, when the call was given its abort signal, is withdrawn when the call is aborted (the AI
 * SDK's MCP client hands its elicitation handler no signal of its own).
 */
import { describe, expect, it } from 'vitest';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { createToolCallContext } from 'mcp-elicitation-core';
import { toElicit } from 'mcp-elicitation-core';
import { waitForEntries } from '../support/queue-helpers';

const params = { mode: 'form' as const, message: 'Sure?', requestedSchema: { type: 'object' as const, properties: {} } };

describe('createToolCallContext', () => {
  it('marks the request with the running call and withdraws it when the call’s signal aborts', async () => {
    const queue = createElicitationQueue();
    const calls = createToolCallContext();
    const elicit = toElicit(calls.wrap(queue));
    const controller = new AbortController();
    const answer = calls.run(
      { toolName: 'delete-files', toolCallId: 'call_1' },
      () => elicit(params, { server: { id: 'files' } }),
      controller.signal,
    );
    const [entry] = await waitForEntries(queue, (entries) => entries.length === 1);
    expect(entry!.context).toEqual({ toolName: 'delete-files', toolCallId: 'call_1' });
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().entries[0]?.status).toBe('withdrawn');
    queue.dispose();
  });

  it('the adapter’s own signal and the call’s both withdraw the request', async () => {
    const queue = createElicitationQueue();
    const calls = createToolCallContext();
    const elicit = toElicit(calls.wrap(queue));
    for (const which of ['own', 'call'] as const) {
      const own = new AbortController();
      const call = new AbortController();
      const answer = calls.run(
        { toolCallId: `call_${which}` },
        () => elicit(params, { server: { id: 'files' }, signal: own.signal }),
        call.signal,
      );
      await waitForEntries(queue, (entries) => entries.some((entry) => entry.status === 'pending'));
      (which === 'own' ? own : call).abort();
      await expect(answer).resolves.toEqual({ action: 'cancel' });
    }
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['withdrawn', 'withdrawn']);
    queue.dispose();
  });

  it('without a signal the request stays pending until answered', async () => {
    const queue = createElicitationQueue();
    const calls = createToolCallContext();
    const elicit = toElicit(calls.wrap(queue));
    const answer = calls.run({ toolCallId: 'call_3' }, () => elicit(params, { server: { id: 'files' } }));
    const [entry] = await waitForEntries(queue, (entries) => entries.length === 1);
    expect(entry!.status).toBe('pending');
    queue.respond(entry!.id, { action: 'decline' });
    await expect(answer).resolves.toEqual({ action: 'decline' });
    queue.dispose();
  });
});
