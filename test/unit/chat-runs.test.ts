/**
 * createChatRuns: Stop ends a user's own turn (its signal aborts), a newer turn of the same chat
 * replaces the older one, and the stop route refuses strangers and malformed bodies.
 */
import { describe, expect, it, vi } from 'vitest';
import { createChatRuns } from 'mcp-elicitation-core/server';

const runs = () => createChatRuns({ authorize: (request) => request.headers.get('x-user') });

function stopRequest(user: string | undefined, body: unknown): Request {
  return new Request('http://127.0.0.1/api/chat/stop', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user !== undefined && { 'x-user': user }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('createChatRuns', () => {
  it('stops the user’s own turn through the route; its signal aborts and the turn is forgotten', async () => {
    const chat = runs();
    const run = chat.start('alice', 'chat-1');
    const response = await chat.handleStop(stopRequest('alice', { id: 'chat-1' }));
    expect(await response.json()).toEqual({ stopped: true });
    expect(run.signal.aborted).toBe(true);
    expect(chat.stop('alice', 'chat-1')).toBe(false);
  });

  it('another user’s stop of the same chat id stops nothing', async () => {
    const chat = runs();
    const run = chat.start('alice', 'chat-1');
    const response = await chat.handleStop(stopRequest('mallory', { id: 'chat-1' }));
    expect(await response.json()).toEqual({ stopped: false });
    expect(run.signal.aborted).toBe(false);
  });

  it('a newer turn of the chat stops the older; the older one’s end() leaves the newer running', () => {
    const chat = runs();
    const first = chat.start('alice', 'chat-1');
    const second = chat.start('alice', 'chat-1');
    expect(first.signal.aborted).toBe(true);
    first.end();
    expect(chat.stop('alice', 'chat-1')).toBe(true);
    expect(second.signal.aborted).toBe(true);
  });

  it('a turn that ended cannot be stopped', () => {
    const chat = runs();
    const run = chat.start('alice', 'chat-1');
    run.end();
    run.end();
    expect(chat.stop('alice', 'chat-1')).toBe(false);
    expect(run.signal.aborted).toBe(false);
  });

  it('the route answers 401 without a user and 400 without an id', async () => {
    const chat = runs();
    expect((await chat.handleStop(stopRequest(undefined, { id: 'chat-1' }))).status).toBe(401);
    expect((await chat.handleStop(stopRequest('alice', {}))).status).toBe(400);
    expect((await chat.handleStop(stopRequest('alice', 'not json'))).status).toBe(400);
  });
});

describe('createChatRuns().run', () => {
  function turn() {
    let finish!: () => void;
    const consumed = new Promise<void>((done) => (finish = done));
    return { consumeStream: () => consumed, finish };
  }

  it('hands the turn the run’s signal, reads it to the end, then forgets the run and calls onEnd', async () => {
    const chat = runs();
    const started = turn();
    let signal: AbortSignal | undefined;
    const ended: string[] = [];
    const result = await chat.run(
      'alice',
      'chat-1',
      (given) => ((signal = given), started),
      () => ended.push('end'),
    );
    expect(result).toBe(started);
    expect(ended).toEqual([]);
    started.finish();
    await vi.waitFor(() => expect(ended).toEqual(['end']));
    expect(signal?.aborted).toBe(false);
    expect(chat.stop('alice', 'chat-1')).toBe(false);
  });

  it('Stop aborts the running turn’s signal', async () => {
    const chat = runs();
    let signal: AbortSignal | undefined;
    const started = turn();
    await chat.run('alice', 'chat-1', (given) => ((signal = given), started));
    expect(chat.stop('alice', 'chat-1')).toBe(true);
    expect(signal?.aborted).toBe(true);
    started.finish();
  });

  it('a turn that fails to start is forgotten, calls onEnd and rejects', async () => {
    const chat = runs();
    const ended: string[] = [];
    await expect(
      chat.run(
        'alice',
        'chat-1',
        () => Promise.reject(new Error('no model')),
        () => ended.push('end'),
      ),
    ).rejects.toThrow('no model');
    expect(ended).toEqual(['end']);
    expect(chat.stop('alice', 'chat-1')).toBe(false);
  });
});
