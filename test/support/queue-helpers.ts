/**
 * Helpers for tests that answer requests through the queue, as the dialog would.
 */
import type { ElicitationStore, QueueEntry } from 'mcp-elicitation-core';

/**
 * Resolves with the queue's entries once `predicate` holds for them (checked now and on every
 * change), or rejects after `timeoutMs` with what the queue held.
 */
export function waitForEntries(
  queue: ElicitationStore,
  predicate: (entries: readonly QueueEntry[]) => boolean,
  timeoutMs = 20_000,
): Promise<readonly QueueEntry[]> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { entries } = queue.getSnapshot();
      if (!predicate(entries)) return false;
      clearTimeout(timer);
      unsubscribe();
      resolve(entries);
      return true;
    };
    // A deadline, not synchronisation: the wait itself is on the queue's change events.
    const timer = setTimeout(() => {
      unsubscribe();
      const seen = queue.getSnapshot().entries.map((entry) => `${entry.params.message} (${entry.status})`);
      reject(new Error(`queue did not reach the expected state within ${timeoutMs} ms; it holds: ${seen.join(', ') || 'nothing'}`));
    }, timeoutMs);
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

/** Waits for the oldest entry to be pending and returns it. */
export async function nextPending(queue: ElicitationStore, timeoutMs?: number): Promise<QueueEntry> {
  const entries = await waitForEntries(queue, (list) => list[0]?.status === 'pending', timeoutMs);
  return entries[0]!;
}
