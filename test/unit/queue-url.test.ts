/**
 * The queue's URL-mode states: a consented request that waits for the server's completion,
 * completion by `elicitationId`, and steps of a series.
 */
import { describe, expect, it } from 'vitest';
import { createElicitationQueue, type ElicitationQueueOptions } from 'mcp-elicitation-core';
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicitation-core';

function url(elicitationId?: string, message = 'Sign in'): ElicitRequestParams {
  return { mode: 'url', message, url: 'https://example.com/connect', ...(elicitationId !== undefined && { elicitationId }) };
}

const payments = { id: 'payments', label: 'Payments' };
const other = { id: 'other' };

/**
 * Lets every queued promise callback run (beforeShow, beforeSend, the queue's own steps), however long
 * the chain: a macrotask starts only once the microtask queue is empty, so this does not depend on how
 * many awaits the queue takes internally. No time passes; the queue's timers are the test's own.
 */
function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function quietQueue(options: ElicitationQueueOptions = {}) {
  return createElicitationQueue({ logger: { warn: () => {} }, ...options });
}

/** Records when (and with what) a request's promise resolved. */
function track(promise: Promise<ElicitResult>) {
  const seen: { result?: ElicitResult } = {};
  void promise.then((result) => (seen.result = result));
  return seen;
}

describe('queue: URL mode with afterOpen "wait"', () => {
  it('accept resolves at once and keeps the entry visible as waiting; complete removes it', async () => {
    const queue = quietQueue();
    const answer = track(queue.request(url('el-1'), { server: payments, afterOpen: 'wait' }));
    await flush();
    const entry = queue.getSnapshot().current!;
    expect(entry).toMatchObject({ status: 'pending', afterOpen: 'wait' });

    expect(queue.respond(entry.id, { action: 'accept' })).toBe(true);
    await flush();
    expect(answer.result).toEqual({ action: 'accept' });
    expect(queue.getSnapshot().current).toMatchObject({ id: entry.id, status: 'waiting' });
    // Answered once: a second answer is refused.
    expect(queue.respond(entry.id, { action: 'decline' })).toBe(false);

    expect(queue.complete('el-1', 'payments')).toBe(true);
    expect(queue.getSnapshot().entries).toEqual([]);
    await flush();
    expect(answer.result).toEqual({ action: 'accept' });
  });

  it('the user can close a waiting entry (dismiss); a pending one cannot be dismissed', async () => {
    const queue = quietQueue();
    void queue.request(url('el-1'), { server: payments, afterOpen: 'wait' });
    await flush();
    const { id } = queue.getSnapshot().current!;
    expect(queue.dismiss(id)).toBe(false);
    queue.respond(id, { action: 'accept' });
    expect(queue.dismiss(id)).toBe(true);
    expect(queue.getSnapshot().entries).toEqual([]);
    // Completion after the user closed it: nothing left to match.
    expect(queue.complete('el-1', 'payments')).toBe(false);
  });

  it('decline and cancel leave at once, as in form mode', async () => {
    const queue = quietQueue();
    const declined = track(queue.request(url('el-1'), { server: payments, afterOpen: 'wait' }));
    await flush();
    queue.respond(queue.getSnapshot().current!.id, { action: 'decline' });
    await flush();
    expect(declined.result).toEqual({ action: 'decline' });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  it('without afterOpen "wait" an accepted URL request leaves at once', async () => {
    const queue = quietQueue();
    void queue.request(url('el-1'), { server: payments, afterOpen: 'confirm' });
    void queue.request(url(undefined, 'no hint'), { server: payments });
    await flush();
    for (const entry of queue.getSnapshot().entries) queue.respond(entry.id, { action: 'accept' });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  it('a waiting entry is not counted as pending, and dispose removes it without a second answer', async () => {
    const queue = quietQueue({ maxPendingPerServer: 1 });
    const first = queue.request(url('el-1'), { server: payments, afterOpen: 'wait' });
    await flush();
    queue.respond(queue.getSnapshot().current!.id, { action: 'accept' });
    const second = track(queue.request(url('el-2'), { server: payments, afterOpen: 'wait' }));
    await flush();
    expect(queue.getSnapshot().entries.map((entry) => entry.status)).toEqual(['waiting', 'pending']);
    queue.dispose();
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(await first).toEqual({ action: 'accept' });
    await flush();
    expect(second.result).toEqual({ action: 'cancel' });
  });

  it('a beforeSend that turns the consent into a decline takes the entry away', async () => {
    const queue = quietQueue({ beforeSend: () => ({ action: 'decline' }) });
    const answer = queue.request(url('el-1'), { server: payments, afterOpen: 'wait' });
    await flush();
    queue.respond(queue.getSnapshot().current!.id, { action: 'accept' });
    expect(await answer).toEqual({ action: 'decline' });
    expect(queue.getSnapshot().entries).toEqual([]);
  });
});

describe('queue: complete(elicitationId)', () => {
  it('completion before the user consented removes the entry and sends cancel, never accept (accept means consent)', async () => {
    const sent: ElicitResult[] = [];
    const queue = quietQueue({ beforeSend: (_entry, result) => (sent.push(result), result) });
    const shown = queue.request(url('el-1'), { server: payments, afterOpen: 'wait' });
    const screening = queue.request(url('el-2'), { server: payments, afterOpen: 'confirm' });
    expect(queue.complete('el-2')).toBe(true); // still being screened: never shown
    await flush();
    expect(queue.getSnapshot().entries.map((entry) => entry.params.mode === 'url' && entry.params.elicitationId)).toEqual(['el-1']);
    expect(queue.complete('el-1')).toBe(true);
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(await shown).toEqual({ action: 'cancel' });
    expect(await screening).toEqual({ action: 'cancel' });
    // Not the user's answer, so the host's answer policy is not asked.
    expect(sent).toEqual([]);
  });

  it('completion of a -32042 step (step set: its answer goes to the retry helper) answers accept, through beforeSend', async () => {
    const sent: ElicitResult[] = [];
    const queue = quietQueue({ beforeSend: (_entry, result) => (sent.push(result), result) });
    const answer = queue.request(url('el-1'), { server: payments, afterOpen: 'confirm', step: { index: 2, total: 2 } });
    await flush();
    queue.complete('el-1', 'payments');
    expect(await answer).toEqual({ action: 'accept' });
    expect(sent).toEqual([{ action: 'accept' }]);
  });

  it('ignores unknown ids, form requests and other servers’ ids', async () => {
    const queue = quietQueue();
    void queue.request(url('el-1'), { server: payments, afterOpen: 'wait' });
    void queue.request(
      { message: 'form', requestedSchema: { type: 'object', properties: {} }, elicitationId: 'el-2' },
      { server: payments },
    );
    await flush();
    const before = queue.getSnapshot();
    expect(queue.complete('no-such-id')).toBe(false);
    expect(queue.complete('el-2')).toBe(false);
    expect(queue.complete('el-1', 'other')).toBe(false);
    // Nothing changed, so not even a new snapshot object.
    expect(queue.getSnapshot()).toBe(before);
  });

  it('only the matching server’s entry completes when two servers chose the same id', async () => {
    const queue = quietQueue();
    const mine = track(queue.request(url('same'), { server: payments, afterOpen: 'wait' }));
    const theirs = track(queue.request(url('same'), { server: other, afterOpen: 'wait' }));
    await flush();
    queue.complete('same', 'other');
    await flush();
    expect(theirs.result).toEqual({ action: 'cancel' });
    expect(mine.result).toBeUndefined();
    expect(queue.getSnapshot().entries.map((entry) => entry.server.id)).toEqual(['payments']);
  });

  it('removes a withdrawn entry whose interaction finished anyway', async () => {
    const queue = quietQueue();
    const controller = new AbortController();
    const answer = queue.request(url('el-1'), { server: payments, afterOpen: 'wait', signal: controller.signal });
    await flush();
    controller.abort();
    expect(queue.getSnapshot().current?.status).toBe('withdrawn');
    expect(queue.complete('el-1', 'payments')).toBe(true);
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(await answer).toEqual({ action: 'cancel' });
  });
});

describe('queue: steps', () => {
  it('carries the step of a series on the entry', async () => {
    const queue = quietQueue();
    void queue.request(url('el-1'), { server: payments, afterOpen: 'confirm', step: { index: 1, total: 2 } });
    await flush();
    expect(queue.getSnapshot().current).toMatchObject({ step: { index: 1, total: 2 }, afterOpen: 'confirm' });
    expect(Object.isFrozen(queue.getSnapshot().current!.step)).toBe(true);
  });
});
