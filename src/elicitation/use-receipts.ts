import { useState } from 'react';
import type { ElicitResult, QueueEntry } from 'mcp-elicitation-core';
import type { ReceiptOutcome } from '../dialog/receipt';

/** A request the host showed that has left the queue, and how it ended. */
export interface EndedEntry {
  entry: QueueEntry;
  outcome: ReceiptOutcome;
  content: Extract<ElicitResult, { action: 'accept' }>['content'] | undefined;
}

/** What the host shows in place, in the order the requests arrived: a request, or a receipt. */
export type ShownItem = { live: QueueEntry } | { ended: EndedEntry };

/**
 * The inline host's list with receipts: every request it showed, in arrival order, as itself while
 * the queue has it and as a receipt once it left, answered here (`answered`, called right before
 * `queue.respond`) or after the server or the bridge ended it (withdrawn, timed out, answered
 * elsewhere: its `reason`, once the user dismissed it). A request that comes back (a failed send)
 * is itself again. `latest` is the newest receipt, for the host's announcer to say once.
 */
export function useReceipts(entries: readonly QueueEntry[], enabled: boolean) {
  // The answers given here, by request: written by the panels' `onResult`, read when the request leaves.
  const [answers] = useState(() => new Map<string, ElicitResult>());
  const [state, setState] = useState<{ order: readonly QueueEntry[]; ended: ReadonlyMap<string, EndedEntry>; latest?: string }>(() => ({
    order: entries,
    ended: new Map(),
  }));
  const live = new Map(entries.map((entry) => [entry.id, entry]));
  const known = new Set(state.order.map((entry) => entry.id));
  const left = state.order.filter((entry) => !live.has(entry.id) && !state.ended.has(entry.id));
  const back = state.order.filter((entry) => live.has(entry.id) && state.ended.has(entry.id));
  const arrived = entries.filter((entry) => !known.has(entry.id));
  const changed = state.order.some((entry) => live.has(entry.id) && live.get(entry.id) !== entry);
  // Adjusted while rendering (state derived from what the queue shows, as the host does elsewhere).
  if (enabled && (left.length > 0 || back.length > 0 || arrived.length > 0 || changed)) {
    const ended = new Map(state.ended);
    for (const entry of back) ended.delete(entry.id);
    let latest = state.latest;
    for (const entry of left) {
      // Read, not taken: StrictMode renders twice with the same state.
      const result = answers.get(entry.id);
      const outcome = result?.action ?? (entry.status === 'withdrawn' ? (entry.reason ?? 'withdrawn') : undefined);
      if (outcome === undefined) continue;
      ended.set(entry.id, { entry, outcome, content: result?.action === 'accept' ? result.content : undefined });
      latest = entry.id;
    }
    // Requests that left without an ending to show (no longer in this host's filter) leave the list.
    const order = [...state.order.filter((entry) => live.has(entry.id) || ended.has(entry.id)), ...arrived].map(
      (entry) => live.get(entry.id) ?? entry,
    );
    setState({ order, ended, latest });
  }
  const items: ShownItem[] = enabled
    ? state.order.flatMap((entry): ShownItem[] => {
        const now = live.get(entry.id);
        if (now) return [{ live: now }];
        const ended = state.ended.get(entry.id);
        return ended ? [{ ended }] : [];
      })
    : entries.map((entry) => ({ live: entry }));
  return {
    items,
    latest: state.latest === undefined ? undefined : state.ended.get(state.latest),
    /** Records the user's answer to `id`, before the queue takes it. */
    answered: (id: string, result: ElicitResult) => {
      if (enabled) answers.set(id, result);
    },
    /** The answer did not reach the queue (the request was withdrawn meanwhile). */
    unanswered: (id: string) => answers.delete(id),
  };
}
