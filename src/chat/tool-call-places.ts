'use client';
/**
 * Which tool calls have a question slot on the page now, so a question whose call has no card yet
 * shows at the end of the thread, and only there, until its card appears. Each `<ToolCallQuestion>`
 * registers its call while it is mounted (in a layout effect: the end of the thread lets go of the
 * question in the same frame, before anything is painted), and `<UnplacedQuestions>` subscribes.
 * One registry per `<ElicitationProvider>` (kept in its box): nothing lives at module level.
 */
import { useToolCallPlacesBox } from '../elicitation/provider';

/** The registry behind `ToolCallQuestion` and `UnplacedQuestions`. */
export interface ToolCallPlaces {
  /** Marks a call as placed until the returned function is called (counted: a call may be shown twice). */
  add(toolCallId: string): () => void;
  has(toolCallId: string): boolean;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes on every add and release, for `useSyncExternalStore`. */
  version(): number;
}

function createToolCallPlaces(): ToolCallPlaces {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  return {
    add(toolCallId) {
      counts.set(toolCallId, (counts.get(toolCallId) ?? 0) + 1);
      changed();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(toolCallId) ?? 1) - 1;
        if (left === 0) counts.delete(toolCallId);
        else counts.set(toolCallId, left);
        changed();
      };
    },
    has: (toolCallId) => counts.has(toolCallId),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}

/** The nearest provider's registry (made on first use), or `null` outside an `ElicitationProvider`. */
export function useOptionalToolCallPlaces(): ToolCallPlaces | null {
  const box = useToolCallPlacesBox();
  if (box === null) return null;
  // Filled once per provider, the same on every render: an idempotent lazy start, not a render effect.
  box.current ??= createToolCallPlaces();
  return box.current as ToolCallPlaces;
}
