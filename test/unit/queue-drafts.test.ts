/**
 * The queue keeps what the user typed into a pending request, so a form mounted again shows it;
 * the draft goes once the request is answered or settles in any other way.
 */
import { describe, expect, it } from 'vitest';
import { createElicitationQueue } from 'mcp-elicitation-core';
import type { ElicitRequestParams } from 'mcp-elicitation-core';

const server = { id: 'alpha' };
const params: ElicitRequestParams = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };

async function pending(queue: ReturnType<typeof createElicitationQueue>, signal?: AbortSignal) {
  const answer = queue.request(params, { server, ...(signal && { signal }) });
  await expect.poll(() => queue.getSnapshot().current?.status).toBe('pending');
  return { answer, id: queue.getSnapshot().current?.id as string };
}

describe('queue drafts', () => {
  it('keeps the latest draft of a pending request without publishing a new snapshot', async () => {
    const queue = createElicitationQueue();
    const { id } = await pending(queue);
    const before = queue.getSnapshot();
    queue.saveDraft(id, { f0: 'A' });
    queue.saveDraft(id, { f0: 'Ada' });
    expect(queue.draft(id)).toEqual({ f0: 'Ada' });
    expect(queue.getSnapshot()).toBe(before);
    queue.dispose();
  });

  it('drops the draft when the request is answered, withdrawn or disposed, and ignores unknown ids', async () => {
    const queue = createElicitationQueue();
    const first = await pending(queue);
    queue.saveDraft(first.id, { f0: 'Ada' });
    queue.respond(first.id, { action: 'accept', content: { name: 'Ada' } });
    expect(queue.draft(first.id)).toBeUndefined();

    const controller = new AbortController();
    const second = await pending(queue, controller.signal);
    queue.saveDraft(second.id, { f0: 'Grace' });
    controller.abort();
    expect(queue.draft(second.id)).toBeUndefined();
    // Withdrawn, still on screen read-only: nothing new is kept for it.
    queue.saveDraft(second.id, { f0: 'Grace H' });
    expect(queue.draft(second.id)).toBeUndefined();
    queue.dismiss(second.id);

    const third = await pending(queue);
    queue.saveDraft(third.id, { f0: 'Linus' });
    queue.dispose();
    expect(queue.draft(third.id)).toBeUndefined();

    queue.saveDraft('elicitation-404', { f0: 'x' });
    expect(queue.draft('elicitation-404')).toBeUndefined();
  });
});
