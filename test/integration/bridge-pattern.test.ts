/**
 * A form whose schema has a `pattern`, answered through the bridge over real HTTP on 127.0.0.1.
 * The server-side check is synchronous, so the pattern engine (loaded on demand in a page) must be
 * there without a load: before, every accepted answer to such a form got 422 "The request's rules
 * could not be read". Its own file, so no other test has loaded the engine first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';
import { createElicitationBridge } from 'mcp-elicitation-core/server';
import { serveHandler } from '../support/bridge-http';
import { nextPending } from '../support/queue-helpers';

const headers = { 'x-test-user': 'alice' };

describe('bridge over HTTP: a schema with a pattern', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('refuses an answer that does not match the pattern (422, keyword pattern) and passes one that does', async () => {
    const bridge = createElicitationBridge({ authorize: (request) => request.headers.get('x-test-user') });
    const served = await serveHandler(bridge.handler);
    cleanups.push(
      () => served.close(),
      () => bridge.close(),
    );
    const queue = createRemoteElicitationQueue({ url: served.url, headers });
    cleanups.push(() => queue.dispose());

    const asked = bridge
      .target('alice')
      .request(
        { message: 'Code?', requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z]+$' } } } },
        { server: { id: 's' } },
      );
    const entry = await nextPending(queue);
    const post = (content: Record<string, unknown>) =>
      fetch(served.url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id: entry.id, result: { action: 'accept', content } }),
      });

    const refused = await post({ code: 'ABC1' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'invalid-content', issues: [{ key: 'code', keyword: 'pattern' }] });

    const accepted = await post({ code: 'abc' });
    expect(accepted.status).toBe(200);
    await expect(asked).resolves.toEqual({ action: 'accept', content: { code: 'abc' } });
  });
});
