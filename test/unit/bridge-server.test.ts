/**
 * The bridge's pure parts: server-side validation of answers, and the in-process broker's
 * exactly-once `take`, replay window and retention.
 */
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElicitationBridge } from 'mcp-elicitation-core/server';
import { createMemoryBroker } from 'mcp-elicitation-core/server';
import { encodeSseEvent } from 'mcp-elicitation-core/server';
import type { SequencedEvent } from 'mcp-elicitation-core/server';
import { validateAnswer } from 'mcp-elicitation-core/server';

const form = {
  message: 'Ship where?',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      email: { type: 'string', format: 'email' },
      count: { type: 'integer', minimum: 1 },
      tags: { type: 'array', items: { enum: ['a', 'b'] }, maxItems: 1 },
    },
    required: ['email'],
  },
};

describe('validateAnswer', () => {
  it('keeps only action and content of a valid accept', () => {
    expect(validateAnswer(form, { action: 'accept', content: { email: 'ada@example.com', count: 2 }, _meta: { x: 1 } })).toEqual({
      ok: true,
      result: { action: 'accept', content: { email: 'ada@example.com', count: 2 } },
    });
    expect(validateAnswer(form, { action: 'decline' })).toEqual({ ok: true, result: { action: 'decline' } });
  });

  it('refuses content that breaks the schema, unknown keys, and content on decline', () => {
    const bad = validateAnswer(form, { action: 'accept', content: { email: 'not-an-email', count: 0, tags: ['a', 'b'] } });
    expect(bad).toMatchObject({ ok: false });
    expect(bad.ok ? [] : bad.issues.map((issue) => `${issue.key}:${issue.keyword}`).sort()).toEqual([
      'count:minimum',
      'email:format',
      'tags:maxItems',
    ]);
    expect(validateAnswer(form, { action: 'accept', content: { email: 'a@b.co', isAdmin: true } })).toMatchObject({
      ok: false,
      issues: [{ key: 'isAdmin', keyword: 'additionalProperties' }],
    });
    expect(validateAnswer(form, { action: 'accept', content: {} })).toMatchObject({
      ok: false,
      issues: [{ key: 'email', keyword: 'required' }],
    });
    expect(validateAnswer(form, { action: 'decline', content: { email: 'a@b.co' } }).ok).toBe(false);
    expect(validateAnswer(form, { action: 'maybe' }).ok).toBe(false);
    expect(validateAnswer(form, 'accept').ok).toBe(false);
  });

  it('URL mode: accept is consent and carries no content', () => {
    const url = { mode: 'url' as const, message: 'Sign in', url: 'https://example.com/auth', elicitationId: 'e1' };
    expect(validateAnswer(url, { action: 'accept' })).toEqual({ ok: true, result: { action: 'accept' } });
    expect(validateAnswer(url, { action: 'accept', content: { token: 'x' } }).ok).toBe(false);
  });
});

describe('createMemoryBroker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const entry = (id: string) => ({ id, params: form, server: { id: 's' }, receivedAt: 1 });

  it('takes a request exactly once and remembers how it ended', async () => {
    const broker = createMemoryBroker();
    await broker.add('c', { entry: entry('r1'), owner: broker.instanceId }, 1000);
    const takes = await Promise.all([
      broker.take('c', 'r1', 'answered', { type: 'settled', id: 'r1', action: 'accept' }),
      broker.take('c', 'r1', 'timed-out', { type: 'timed-out', id: 'r1' }),
    ]);
    expect(takes).toEqual([true, false]);
    expect(await broker.outcome('c', 'r1')).toBe('answered');
    expect(await broker.outcome('other', 'r1')).toBeUndefined();
    await broker.close();
  });

  it('answers in one step: handed over and announced settled, or, with no live holder, withdrawn; exactly once', async () => {
    const broker = createMemoryBroker();
    const received: string[] = [];
    broker.onAnswer((answer) => received.push(`${answer.id}:${answer.result.action}`));
    const events: string[] = [];
    await broker.subscribe('c', ({ event }) => events.push(`${event.type}:${'id' in event ? event.id : ''}`));
    await broker.add('c', { entry: entry('mine'), owner: broker.instanceId }, 1000);
    await broker.add('c', { entry: entry('lost'), owner: 'an-instance-that-died' }, 1000);

    const [first, second] = await Promise.all([
      broker.answer(broker.instanceId, { channel: 'c', id: 'mine', result: { action: 'accept', content: {} } }),
      broker.answer(broker.instanceId, { channel: 'c', id: 'mine', result: { action: 'decline' } }),
    ]);
    expect([first, second]).toEqual(['delivered', 'missed']);
    expect(await broker.outcome('c', 'mine')).toBe('answered');

    expect(await broker.answer('an-instance-that-died', { channel: 'c', id: 'lost', result: { action: 'decline' } })).toBe('gone');
    expect(await broker.outcome('c', 'lost')).toBe('withdrawn');
    expect(await broker.answer('an-instance-that-died', { channel: 'c', id: 'lost', result: { action: 'decline' } })).toBe('missed');

    expect(received).toEqual(['mine:accept']);
    expect(events).toEqual(['added:', 'added:', 'settled:mine', 'withdrawn:lost']);
    await broker.close();
  });

  it('replays what a stream missed, and says so when the window no longer reaches back', async () => {
    const broker = createMemoryBroker({ replayLimit: 3 });
    for (const id of ['r1', 'r2', 'r3', 'r4']) await broker.add('c', { entry: entry(id), owner: broker.instanceId }, 1000);
    const last = await broker.lastSeq('c');
    expect((await broker.replay('c', last - 2))?.map((event) => event.seq)).toEqual([last - 1, last]);
    expect(await broker.replay('c', last)).toEqual([]);
    expect(await broker.replay('c', last - 4)).toBeUndefined(); // the first event fell out of the window
    expect(await broker.replay('c', 0)).toBeUndefined(); // from before this life of the channel
    expect(await broker.replay('c', last + 5)).toBeUndefined(); // from a life that numbered further
    await broker.close();
  });

  it('forgets a quiet channel after retainMs', async () => {
    vi.useFakeTimers();
    const broker = createMemoryBroker({ retainMs: 1000 });
    const events: SequencedEvent[] = [];
    const stop = await broker.subscribe('c', (event) => events.push(event));
    await broker.add('c', { entry: entry('r1'), owner: broker.instanceId }, 1000);
    await broker.take('c', 'r1', 'withdrawn', { type: 'withdrawn', id: 'r1' });
    stop();
    expect(events.map((event) => event.event.type)).toEqual(['added', 'withdrawn']);
    expect(broker.stats()).toEqual({ channels: 1, pending: 0, outcomes: 1, listeners: 0 });
    vi.advanceTimersByTime(1000);
    expect(broker.stats()).toEqual({ channels: 0, pending: 0, outcomes: 0, listeners: 0 });
  });
});

describe('createElicitationBridge: a round’s shared signal', () => {
  it('gets one abort listener however many keys wait on it, and still withdraws them all', async () => {
    const bridge = createElicitationBridge({ authorize: () => 'c' });
    const controller = new AbortController();
    const { signal } = controller;
    const target = bridge.target('c');
    const answers = Array.from({ length: 33 }, () => target.request(form, { server: { id: 's' }, signal, round: signal }));
    await vi.waitFor(() => expect(bridge.stats().pending).toBe(33));
    expect(getEventListeners(signal, 'abort')).toHaveLength(1);
    controller.abort();
    await expect(Promise.all(answers)).resolves.toEqual(Array.from({ length: 33 }, () => ({ action: 'cancel' })));
    expect(bridge.stats().pending).toBe(0);
    await bridge.close();
  });
});

describe('encodeSseEvent', () => {
  it('writes one line per field, whatever the server put in its strings', () => {
    const frame = encodeSseEvent({
      seq: 7,
      event: {
        type: 'added',
        entry: {
          ...sampleEntry(),
          params: { message: 'line one\n\nevent: settled\ndata: {}', requestedSchema: { type: 'object', properties: {} } },
        },
      },
    });
    expect(frame.split('\n')).toHaveLength(5);
    expect(frame.startsWith('id: 7\nevent: added\ndata: {')).toBe(true);
    expect(frame.endsWith('\n\n')).toBe(true);
  });
});

function sampleEntry() {
  return { id: 'r', params: form, server: { id: 's' }, receivedAt: 1 };
}
