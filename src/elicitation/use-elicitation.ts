'use client';
/**
 * The React hook over the queue: a thin `useSyncExternalStore` subscription plus the numbering
 * users see ("Request 2 of 3"). All rules (exactly-once answers, withdrawal, timeouts, blocking)
 * stay in the queue; this file only reads it and forwards calls.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ElicitResult } from 'mcp-elicitation-core';
import { useOptionalElicitationQueue } from './provider';
import type { ElicitationStore, ElicitStep, QueueEntry, QueueSnapshot } from 'mcp-elicitation-core';

/** The snapshot plus its numbering; one object per queue snapshot, so it compares by reference. */
interface NumberedSnapshot {
  readonly snapshot: QueueSnapshot;
  readonly position: ElicitStep | undefined;
}

/**
 * Numbers requests per queue. Kept beside the queue (not in component state) so every hook over
 * the same queue agrees, and derived lazily from the snapshots it is shown, so `getSnapshot`
 * returns the same object for the same queue snapshot, as `useSyncExternalStore` requires.
 */
interface Numbering {
  last: NumberedSnapshot;
  /** Ids of the current run, in arrival order. */
  run: string[];
  /** Ids of the run that have been the current request. */
  shown: Set<string>;
  /** The asking server of each id in the run. */
  servers: Map<string, string>;
}

const numberings = new WeakMap<ElicitationStore, Numbering>();

function numbered(queue: ElicitationStore): NumberedSnapshot {
  const snapshot = queue.getSnapshot();
  let numbering = numberings.get(queue);
  if (numbering !== undefined && numbering.last.snapshot === snapshot) return numbering.last;
  if (numbering === undefined) {
    numbering = { last: { snapshot, position: undefined }, run: [], shown: new Set(), servers: new Map() };
    numberings.set(queue, numbering);
  }
  const current = snapshot.current;
  if (snapshot.entries.length === 0) {
    numbering.run = [];
    numbering.shown.clear();
    numbering.servers.clear();
  }
  if (current !== undefined) numbering.shown.add(current.id);
  // "2 of 3" promises a third: a request declined unseen because its server was blocked is not one.
  // (Any other request that left was answered by the user: inline, every request is on screen.)
  const present = new Set(snapshot.entries.map((entry) => entry.id));
  const { shown, servers } = numbering;
  numbering.run = numbering.run.filter((id) => present.has(id) || shown.has(id) || !queue.isBlocked(servers.get(id) ?? ''));
  for (const entry of snapshot.entries) {
    if (numbering.run.includes(entry.id)) continue;
    numbering.run.push(entry.id);
    servers.set(entry.id, entry.server.id);
  }
  const position = current === undefined ? undefined : { index: numbering.run.indexOf(current.id) + 1, total: numbering.run.length };
  numbering.last = { snapshot, position };
  return numbering.last;
}

/**
 * What {@link useElicitation} returns. The helpers act on the current entry and do nothing when
 * there is none.
 *
 * @example
 * ```tsx
 * const { current, position, respond } = useElicitation(queue);
 * ```
 */
export interface UseElicitationResult {
  /** The request to show now (oldest first, across servers), or `undefined`. */
  current: QueueEntry | undefined;
  /** Every visible entry, oldest first. */
  entries: readonly QueueEntry[];
  /**
   * Where the current request stands in the run of requests shown since the queue was last empty
   * ("Request 2 of 3" after the user answered one of three); `undefined` when the queue is empty. A
   * request that arrives meanwhile extends `total`; one declined before it was ever the current
   * request, because the user blocked its server, no longer counts; once the queue empties,
   * numbering starts again at 1.
   */
  position: ElicitStep | undefined;
  /** Answers the current entry. `false` when it is not pending (withdrawn, gone) or there is none. */
  respond: (result: ElicitResult) => boolean;
  /** Removes the current entry once the server withdrew it or it is waiting (URL mode). `false` for a pending one. */
  dismiss: () => boolean;
  /**
   * Blocks the current entry's server for the queue's lifetime: this request and every later one
   * from that server are declined without being shown.
   */
  blockServer: () => void;
  /** The queue's UI side itself, for anything else (an entry's form: `bindEntry(queue, current)`, unblocking). */
  queue: ElicitationStore;
}

/**
 * Subscribes a component to an elicitation queue: the one given, else the nearest
 * `ElicitationProvider`'s (it throws when there is neither). The result's `queue` is that queue's
 * UI side (an `ElicitationStore`): show an entry with `<ElicitationDialog {...bindEntry(queue, current)} />`.
 *
 * @example
 * ```tsx
 * function Pending() {
 *   const { current, position, respond } = useElicitation();
 *   if (!current) return null;
 *   return (
 *     <p>
 *       {current.server.label}: request {position?.index} of {position?.total}
 *       <button onClick={() => respond({ action: 'decline' })}>Decline</button>
 *     </p>
 *   );
 * }
 * ```
 */
export function useElicitation(given?: ElicitationStore): UseElicitationResult {
  const fromProvider = useOptionalElicitationQueue();
  const queue = given ?? fromProvider;
  if (queue === null) throw new Error('`useElicitation` must be used within `ElicitationProvider` or be given a queue');
  const getSnapshot = useCallback(() => numbered(queue), [queue]);
  const { snapshot, position } = useSyncExternalStore(queue.subscribe, getSnapshot, getSnapshot);
  const current = snapshot.current;
  const respond = useCallback((result: ElicitResult) => (current ? queue.respond(current.id, result) : false), [current, queue]);
  const dismiss = useCallback(() => (current ? queue.dismiss(current.id) : false), [current, queue]);
  const blockServer = useCallback(() => {
    if (current) queue.blockServer(current.server.id);
  }, [current, queue]);
  return useMemo(
    () => ({ current, entries: snapshot.entries, position, respond, dismiss, blockServer, queue }),
    [current, snapshot.entries, position, respond, dismiss, blockServer, queue],
  );
}
