import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitationQueueOptions, Timers } from 'mcp-elicitation-core';
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicitation-core';

/** A clock and timers the test moves by hand, so timeouts and the per-minute window are exact. */
function manualTime(start = 1_000_000) {
  let time = start;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      pending.set(handle, { at: time + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    now: () => time,
    timers,
    advance(ms: number) {
      time += ms;
      for (const [handle, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= time) {
          pending.delete(handle);
          timer.callback();
        }
      }
    },
  };
}

function form(message: string): ElicitRequestParams {
  return { message, requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
}

function server(id: string) {
  return { id, label: id.toUpperCase() };
}

/**
 * Lets every queued promise callback run (beforeShow, beforeSend, the queue's own steps), however long
 * the chain: a macrotask starts only once the microtask queue is empty, so this does not depend on how
 * many awaits the queue takes internally. No time passes; the queue's timers are the test's own.
 */
function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function quietQueue(options: ElicitationQueueOptions = {}) {
  const warnings: string[] = [];
  const queue = createElicitationQueue({ logger: { warn: (message) => warnings.push(message) }, ...options });
  return { queue, warnings };
}

describe('createElicitationQueue', () => {
  it('shows a request and resolves it with the answer', async () => {
    const { queue } = quietQueue();
    const answer = queue.request(form('Your name?'), { server: server('files') });
    await flush();
    const { current, entries } = queue.getSnapshot();
    expect(entries).toHaveLength(1);
    expect(current).toMatchObject({ status: 'pending', server: { id: 'files' }, params: { message: 'Your name?' } });
    expect(current?.deadline).toBeUndefined();

    expect(queue.respond(current!.id, { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    expect(queue.getSnapshot().entries).toHaveLength(0);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('resolves 100 requests from 5 servers exactly once each, in arrival order', async () => {
    const { queue } = quietQueue({ maxPendingPerServer: 100, maxPerMinute: 100 });
    const resolutions = new Map<string, ElicitResult[]>();
    const promises: Promise<void>[] = [];
    for (let i = 0; i < 100; i += 1) {
      const message = `question ${i}`;
      promises.push(
        queue.request(form(message), { server: server(`server-${i % 5}`) }).then((result) => {
          resolutions.set(message, [...(resolutions.get(message) ?? []), result]);
        }),
      );
    }
    await flush();

    const shownOrder: string[] = [];
    while (queue.getSnapshot().current) {
      const entry = queue.getSnapshot().current!;
      shownOrder.push(entry.params.message);
      expect(queue.respond(entry.id, { action: 'accept', content: { name: entry.params.message } })).toBe(true);
      // A second answer to the same entry is ignored.
      expect(queue.respond(entry.id, { action: 'decline' })).toBe(false);
    }
    await Promise.all(promises);

    expect(shownOrder).toEqual(Array.from({ length: 100 }, (_, i) => `question ${i}`));
    expect(resolutions.size).toBe(100);
    for (const [message, results] of resolutions) {
      expect(results).toEqual([{ action: 'accept', content: { name: message } }]);
    }
  });

  it('gives every entry a unique, stable id and publishes a new snapshot only on change', async () => {
    const { queue } = quietQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    void queue.request(form('a'), { server: server('s') });
    void queue.request(form('b'), { server: server('s') });
    await flush();
    const first = queue.getSnapshot();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.entries)).toBe(true);
    const [a, b] = first.entries;
    expect(a!.id).not.toBe(b!.id);

    queue.respond(a!.id, { action: 'decline' });
    const second = queue.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.entries[0]).toBe(b); // untouched entries keep their identity
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops notifying a listener after it unsubscribes', async () => {
    const { queue } = quietQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    unsubscribe();
    void queue.request(form('a'), { server: server('s') });
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });

  describe('withdrawal', () => {
    it('settles with cancel, keeps the entry as withdrawn until dismissed, and refuses answers', async () => {
      const { queue } = quietQueue();
      const controller = new AbortController();
      const answer = queue.request(form('a'), { server: server('s'), signal: controller.signal });
      await flush();
      const id = queue.getSnapshot().current!.id;

      controller.abort('server cancelled');
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      const withdrawn = queue.getSnapshot().current!;
      expect(withdrawn).toMatchObject({ id, status: 'withdrawn', params: { message: 'a' } });

      expect(queue.respond(id, { action: 'accept', content: { name: 'late' } })).toBe(false);
      expect(queue.getSnapshot().current).toBe(withdrawn);
      expect(queue.dismiss(id)).toBe(true);
      expect(queue.getSnapshot().entries).toHaveLength(0);
      expect(queue.dismiss(id)).toBe(false);
    });

    it('does not let dismiss remove a pending entry', async () => {
      const { queue } = quietQueue();
      void queue.request(form('a'), { server: server('s') });
      await flush();
      expect(queue.dismiss(queue.getSnapshot().current!.id)).toBe(false);
      expect(queue.getSnapshot().entries).toHaveLength(1);
    });

    it('resolves cancel at once for an already aborted signal, without showing anything', async () => {
      const { queue } = quietQueue();
      const answer = queue.request(form('a'), { server: server('s'), signal: AbortSignal.abort() });
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      expect(queue.getSnapshot().entries).toHaveLength(0);
    });

    it('never shows a request withdrawn while beforeShow is still deciding', async () => {
      let release!: (value: undefined) => void;
      const { queue } = quietQueue({ beforeShow: () => new Promise((resolve) => (release = resolve)) });
      const controller = new AbortController();
      const answer = queue.request(form('a'), { server: server('s'), signal: controller.signal });
      controller.abort();
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      release(undefined);
      await flush();
      expect(queue.getSnapshot().entries).toHaveLength(0);
    });

    it('resolves cancel once when withdrawn while beforeSend runs', async () => {
      let release!: (value: ElicitResult) => void;
      const { queue } = quietQueue({ beforeSend: () => new Promise((resolve) => (release = resolve)) });
      const controller = new AbortController();
      const resolved = vi.fn();
      const answer = queue.request(form('a'), { server: server('s'), signal: controller.signal }).then(resolved);
      await flush();
      queue.respond(queue.getSnapshot().current!.id, { action: 'decline' });
      controller.abort();
      release({ action: 'decline' });
      await answer;
      expect(resolved).toHaveBeenCalledTimes(1);
      expect(resolved).toHaveBeenCalledWith({ action: 'cancel' });
      expect(queue.getSnapshot().entries).toHaveLength(0);
    });
  });

  describe('timeout', () => {
    it('cancels an unanswered request at its deadline; a shown one stays, inactive, saying it timed out, until dismissed', async () => {
      const time = manualTime();
      const { queue } = quietQueue({ now: time.now, timers: time.timers });
      const answer = queue.request(form('a'), { server: server('s'), timeoutMs: 30_000 });
      await flush();
      expect(queue.getSnapshot().current).toMatchObject({ receivedAt: 1_000_000, deadline: 1_030_000 });

      time.advance(29_999);
      expect(queue.getSnapshot().entries).toMatchObject([{ status: 'pending' }]);
      time.advance(1);
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      const [entry] = queue.getSnapshot().entries;
      expect(entry).toMatchObject({ status: 'withdrawn', reason: 'timed-out' });
      expect(queue.respond(entry!.id, { action: 'accept', content: {} })).toBe(false);
      expect(queue.dismiss(entry!.id)).toBe(true);
      expect(queue.getSnapshot().entries).toHaveLength(0);
    });

    it('applies the queue-wide default and lets a request override it', async () => {
      const time = manualTime();
      const { queue } = quietQueue({ now: time.now, timers: time.timers, defaultTimeoutMs: 1_000 });
      const short = queue.request(form('default'), { server: server('s') });
      const long = queue.request(form('own'), { server: server('s'), timeoutMs: 5_000 });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.deadline)).toEqual([1_001_000, 1_005_000]);
      time.advance(1_000);
      await expect(short).resolves.toEqual({ action: 'cancel' });
      expect(queue.getSnapshot().entries.map((entry) => [entry.params.message, entry.status])).toEqual([
        ['default', 'withdrawn'],
        ['own', 'pending'],
      ]);
      time.advance(4_000);
      await expect(long).resolves.toEqual({ action: 'cancel' });
    });

    it('stops the timer once answered', async () => {
      const time = manualTime();
      const { queue } = quietQueue({ now: time.now, timers: time.timers });
      const answer = queue.request(form('a'), { server: server('s'), timeoutMs: 1_000 });
      await flush();
      queue.respond(queue.getSnapshot().current!.id, { action: 'decline' });
      time.advance(2_000);
      await expect(answer).resolves.toEqual({ action: 'decline' });
    });

    it('stops the timer of a withdrawn entry, which stays until dismissed', async () => {
      const time = manualTime();
      const { queue } = quietQueue({ now: time.now, timers: time.timers });
      const controller = new AbortController();
      void queue.request(form('a'), { server: server('s'), timeoutMs: 1_000, signal: controller.signal });
      await flush();
      controller.abort();
      time.advance(2_000);
      expect(queue.getSnapshot().current?.status).toBe('withdrawn');
    });
  });

  describe('dispose', () => {
    it('cancels everything pending and every later request', async () => {
      const { queue } = quietQueue();
      const a = queue.request(form('a'), { server: server('s') });
      const b = queue.request(form('b'), { server: server('t') });
      await flush();
      queue.dispose();
      await expect(a).resolves.toEqual({ action: 'cancel' });
      await expect(b).resolves.toEqual({ action: 'cancel' });
      expect(queue.getSnapshot().entries).toHaveLength(0);
      await expect(queue.request(form('c'), { server: server('s') })).resolves.toEqual({ action: 'cancel' });
      expect(queue.getSnapshot().entries).toHaveLength(0);
    });
  });

  describe('rate limits', () => {
    it('cancels (never declines) requests beyond maxPendingPerServer with a warning naming the server and limit', async () => {
      const { queue, warnings } = quietQueue({ maxPendingPerServer: 2 });
      void queue.request(form('1'), { server: server('noisy') });
      void queue.request(form('2'), { server: server('noisy') });
      const third = queue.request(form('3'), { server: server('noisy') });
      const other = queue.request(form('other'), { server: server('calm') });
      await expect(third).resolves.toEqual({ action: 'cancel' });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['1', '2', 'other']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"noisy"');
      expect(warnings[0]).toContain('maxPendingPerServer');
      expect(warnings[0]).toContain('2');

      // Answering one frees a slot.
      queue.respond(queue.getSnapshot().current!.id, { action: 'decline' });
      void queue.request(form('4'), { server: server('noisy') });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['2', 'other', '4']);
      void other;
    });

    it('does not count withdrawn entries as pending', async () => {
      const { queue } = quietQueue({ maxPendingPerServer: 1 });
      const controller = new AbortController();
      void queue.request(form('1'), { server: server('s'), signal: controller.signal });
      await flush();
      controller.abort();
      void queue.request(form('2'), { server: server('s') });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => `${entry.params.message}:${entry.status}`)).toEqual(['1:withdrawn', '2:pending']);
    });

    it('cancels requests beyond maxPerMinute within a sliding minute', async () => {
      const time = manualTime();
      const { queue, warnings } = quietQueue({ now: time.now, timers: time.timers, maxPerMinute: 3 });
      for (let i = 0; i < 3; i += 1) {
        const answer = queue.request(form(`${i}`), { server: server('chatty') });
        await flush();
        queue.respond(queue.getSnapshot().current!.id, { action: 'decline' });
        await answer;
        time.advance(10_000);
      }
      // 30 s after the first request: still three in the last minute.
      await expect(queue.request(form('3'), { server: server('chatty') })).resolves.toEqual({ action: 'cancel' });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"chatty"');
      expect(warnings[0]).toContain('maxPerMinute');
      expect(warnings[0]).toContain('3');

      // Another server is not affected.
      void queue.request(form('x'), { server: server('other') });
      await flush();
      expect(queue.getSnapshot().entries).toHaveLength(1);

      // Once the first request is a minute old, one more is allowed.
      time.advance(30_000);
      void queue.request(form('4'), { server: server('chatty') });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['x', '4']);
    });

    it('admits the keys of one inputRequests round as one request', async () => {
      const time = manualTime();
      const { queue, warnings } = quietQueue({ now: time.now, timers: time.timers, maxPendingPerServer: 2, maxPerMinute: 2 });
      const roundA = {};
      const keys = Array.from({ length: 7 }, (_, i) => queue.request(form(`a${i}`), { server: server('s'), round: roundA }));
      await flush();
      expect(queue.getSnapshot().entries).toHaveLength(7);
      // A second round still fits: the seven keys above counted once.
      const roundB = {};
      void queue.request(form('b0'), { server: server('s'), round: roundB });
      void queue.request(form('b1'), { server: server('s'), round: roundB });
      await flush();
      expect(queue.getSnapshot().entries).toHaveLength(9);
      // A third round is over both limits: every one of its keys is cancelled, none declined.
      const roundC = {};
      await expect(queue.request(form('c0'), { server: server('s'), round: roundC })).resolves.toEqual({ action: 'cancel' });
      await expect(queue.request(form('c1'), { server: server('s'), round: roundC })).resolves.toEqual({ action: 'cancel' });
      expect(warnings).toHaveLength(1);
      for (const entry of queue.getSnapshot().entries) queue.respond(entry.id, { action: 'accept', content: {} });
      await expect(Promise.all(keys)).resolves.toHaveLength(7);
    });

    it('cancels the keys of one round beyond 32, once warned', async () => {
      const { queue, warnings } = quietQueue();
      const round = {};
      const answers = Array.from({ length: 34 }, (_, i) => queue.request(form(`k${i}`), { server: server('s'), round }));
      await expect(answers[32]).resolves.toEqual({ action: 'cancel' });
      await expect(answers[33]).resolves.toEqual({ action: 'cancel' });
      await flush();
      expect(queue.getSnapshot().entries).toHaveLength(32);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('32');
    });

    it('puts one abort listener on a round’s shared signal, whatever the number of keys, and removes it once all settle', async () => {
      const { queue } = quietQueue();
      const controller = new AbortController();
      const { signal } = controller;
      const answers = Array.from({ length: 33 }, (_, i) => queue.request(form(`k${i}`), { server: server('s'), round: signal, signal }));
      await flush();
      expect(getEventListeners(signal, 'abort')).toHaveLength(1);
      const entries = queue.getSnapshot().entries;
      expect(queue.respond(entries[0]!.id, { action: 'decline' })).toBe(true);
      await expect(answers[0]).resolves.toEqual({ action: 'decline' });
      expect(getEventListeners(signal, 'abort')).toHaveLength(1);
      // The shared listener still withdraws every other key.
      controller.abort();
      await expect(Promise.all(answers.slice(1))).resolves.toEqual(Array.from({ length: 32 }, () => ({ action: 'cancel' })));
      expect(queue.getSnapshot().entries.filter((entry) => entry.status === 'withdrawn')).toHaveLength(31);

      const second = new AbortController();
      const settled = Array.from({ length: 3 }, (_, i) => queue.request(form(`s${i}`), { server: server('t'), signal: second.signal }));
      await flush();
      for (const entry of queue.getSnapshot().entries.filter((each) => each.status === 'pending'))
        queue.respond(entry.id, { action: 'cancel' });
      await Promise.all(settled);
      expect(getEventListeners(second.signal, 'abort')).toHaveLength(0);
    });

    it('writes to console.warn when no logger is given', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const queue = createElicitationQueue({ maxPendingPerServer: 0 });
        await expect(queue.request(form('a'), { server: server('s') })).resolves.toEqual({ action: 'cancel' });
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('"s"'));
      } finally {
        warn.mockRestore();
      }
    });
  });

  describe('blocking', () => {
    it('declines pending and future requests of a blocked server until unblocked', async () => {
      const { queue, warnings } = quietQueue();
      const pending = queue.request(form('a'), { server: server('bad') });
      const good = queue.request(form('b'), { server: server('good') });
      await flush();

      queue.blockServer('bad');
      expect(queue.isBlocked('bad')).toBe(true);
      await expect(pending).resolves.toEqual({ action: 'decline' });
      await expect(queue.request(form('c'), { server: server('bad') })).resolves.toEqual({ action: 'decline' });
      expect(queue.getSnapshot().entries.map((entry) => entry.server.id)).toEqual(['good']);
      expect(warnings).toHaveLength(0);

      queue.unblockServer('bad');
      expect(queue.isBlocked('bad')).toBe(false);
      void queue.request(form('d'), { server: server('bad') });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['b', 'd']);
      void good;
    });

    it('removes withdrawn entries of a blocked server too', async () => {
      const { queue } = quietQueue();
      const controller = new AbortController();
      void queue.request(form('a'), { server: server('bad'), signal: controller.signal });
      await flush();
      controller.abort();
      queue.blockServer('bad');
      expect(queue.getSnapshot().entries).toHaveLength(0);
    });
  });

  describe('beforeShow', () => {
    it('answers automatically without the request ever becoming visible', async () => {
      const beforeShow = vi.fn((entry: { server: { id: string } }) =>
        entry.server.id === 'auto' ? ({ action: 'decline' } as const) : undefined,
      );
      const { queue } = quietQueue({ beforeShow });
      const listener = vi.fn();
      queue.subscribe(listener);
      await expect(queue.request(form('a'), { server: server('auto') })).resolves.toEqual({ action: 'decline' });
      expect(listener).not.toHaveBeenCalled();

      void queue.request(form('b'), { server: server('manual') });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['b']);
      expect(beforeShow).toHaveBeenCalledTimes(2);
      expect(beforeShow.mock.calls[1]![0]).toMatchObject({ params: { message: 'b' }, status: 'pending' });
    });

    it('keeps arrival order when an earlier request is screened more slowly', async () => {
      const releases: Array<() => void> = [];
      const { queue } = quietQueue({
        beforeShow: (entry) =>
          entry.params.message === 'slow' ? new Promise<undefined>((resolve) => releases.push(() => resolve(undefined))) : undefined,
      });
      void queue.request(form('slow'), { server: server('a') });
      void queue.request(form('fast'), { server: server('b') });
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['fast']);
      releases[0]!();
      await flush();
      expect(queue.getSnapshot().entries.map((entry) => entry.params.message)).toEqual(['slow', 'fast']);
    });

    it('shows the request when beforeShow throws', async () => {
      const { queue, warnings } = quietQueue({
        beforeShow: () => {
          throw new Error('policy broke');
        },
      });
      void queue.request(form('a'), { server: server('s') });
      await flush();
      expect(queue.getSnapshot().entries).toHaveLength(1);
      expect(warnings[0]).toContain('policy broke');
    });
  });

  describe('beforeSend', () => {
    it('lets the host inspect and change the answer before it is sent', async () => {
      const beforeSend = vi.fn(async (_entry: unknown, result: ElicitResult): Promise<ElicitResult> =>
        result.action === 'accept' ? { action: 'accept', content: { ...result.content, source: 'host' } } : result,
      );
      const { queue } = quietQueue({ beforeSend });
      const answer = queue.request(form('a'), { server: server('s') });
      await flush();
      const entry = queue.getSnapshot().current!;
      queue.respond(entry.id, { action: 'accept', content: { name: 'Ada' } });
      await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Ada', source: 'host' } });
      expect(beforeSend).toHaveBeenCalledWith(entry, { action: 'accept', content: { name: 'Ada' } });
    });

    it('is not applied to automatic, timed-out or withdrawn outcomes', async () => {
      const beforeSend = vi.fn((_entry: unknown, result: ElicitResult) => result);
      const time = manualTime();
      const { queue } = quietQueue({
        beforeSend,
        now: time.now,
        timers: time.timers,
        beforeShow: (entry) => (entry.params.message === 'auto' ? { action: 'decline' } : undefined),
      });
      await queue.request(form('auto'), { server: server('s') });
      const timed = queue.request(form('timed'), { server: server('s'), timeoutMs: 10 });
      const controller = new AbortController();
      const withdrawn = queue.request(form('withdrawn'), { server: server('s'), signal: controller.signal });
      await flush();
      time.advance(10);
      controller.abort();
      await Promise.all([timed, withdrawn]);
      expect(beforeSend).not.toHaveBeenCalled();
    });

    it('cancels the request when beforeSend throws', async () => {
      const { queue, warnings } = quietQueue({
        beforeSend: () => {
          throw new Error('refused');
        },
      });
      const answer = queue.request(form('a'), { server: server('s') });
      await flush();
      queue.respond(queue.getSnapshot().current!.id, { action: 'accept', content: { name: 'Ada' } });
      await expect(answer).resolves.toEqual({ action: 'cancel' });
      expect(warnings[0]).toContain('refused');
    });
  });

  it('answers each entry exactly once under a double respond, even across beforeSend', async () => {
    const beforeSend = vi.fn(async (_entry: unknown, result: ElicitResult) => result);
    const { queue } = quietQueue({ beforeSend });
    const resolved = vi.fn();
    const answer = queue.request(form('a'), { server: server('s') }).then(resolved);
    await flush();
    const id = queue.getSnapshot().current!.id;
    expect(queue.respond(id, { action: 'accept', content: { name: 'first' } })).toBe(true);
    expect(queue.respond(id, { action: 'accept', content: { name: 'second' } })).toBe(false);
    await answer;
    expect(queue.respond(id, { action: 'decline' })).toBe(false);
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(resolved).toHaveBeenCalledWith({ action: 'accept', content: { name: 'first' } });
  });

  it('ignores answers to unknown ids', () => {
    const { queue } = quietQueue();
    expect(queue.respond('nope', { action: 'decline' })).toBe(false);
  });
});

describe('Stop task', () => {
  const server = { id: 'reports' };
  const task = (id: string, key: string) => ({ id, key, toolName: 'nightly-report', stoppable: true });

  it('withdraws as stopped only the questions of the stopped task; another task’s withdrawal stays plain', async () => {
    const queue = createElicitationQueue();
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const stop = vi.fn(() => {
      controllers[0]!.abort();
      controllers[1]!.abort();
    });
    const answers = [
      queue.request(form('a'), { server, signal: controllers[0]!.signal, task: task('t1', 'q1'), stopTask: stop }),
      queue.request(form('b'), { server, signal: controllers[1]!.signal, task: task('t1', 'q2'), stopTask: stop }),
      queue.request(form('c'), { server, signal: controllers[2]!.signal, task: task('t2', 'q1'), stopTask: vi.fn() }),
    ];
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(3));
    const [first, , other] = queue.getSnapshot().entries;
    expect(queue.stopTask!(first!.id)).toBe(true);
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    controllers[2]!.abort();
    await expect(Promise.all(answers)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }, { action: 'cancel' }]);
    expect(queue.getSnapshot().entries.map((entry) => [entry.task?.id, entry.status, entry.reason])).toEqual([
      ['t1', 'withdrawn', 'task-stopped'],
      ['t1', 'withdrawn', 'task-stopped'],
      ['t2', 'withdrawn', undefined],
    ]);
    expect(queue.stopTask!(other!.id)).toBe(true);
  });

  it('a stop that fails leaves the questions pending and unmarked, and says so on the entry', async () => {
    const logger = { warn: vi.fn() };
    const queue = createElicitationQueue({ logger });
    const controller = new AbortController();
    void queue.request(form('a'), {
      server,
      signal: controller.signal,
      task: task('t1', 'q1'),
      stopTask: () => Promise.reject(new Error('unreachable')),
    });
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1));
    expect(queue.stopTask!(queue.getSnapshot().entries[0]!.id)).toBe(true);
    // Told on the question (the UI words the code), not in the console.
    await vi.waitFor(() => expect(queue.getSnapshot().entries[0]?.stopFailure).toEqual({ code: 'failed' }));
    expect(queue.getSnapshot().entries[0]?.status).toBe('pending');
    expect(logger.warn).not.toHaveBeenCalled();
    controller.abort();
    await vi.waitFor(() => expect(queue.getSnapshot().entries[0]?.status).toBe('withdrawn'));
    expect(queue.getSnapshot().entries[0]?.reason).toBeUndefined();
  });
});
