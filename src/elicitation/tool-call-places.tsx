'use client';
/**
 * Which tool calls have a question slot on the page now, so a question whose call has no card yet
 * shows at the end of the thread, and only there, until its card appears. Each `<ToolCallQuestion>`
 * registers its call while it is mounted (in a layout effect: the end of the thread lets go of the
 * question in the same frame, before anything is painted), and `<UnplacedQuestions>` subscribes.
 * One registry per `<ElicitationProvider>`: nothing lives at module level.
 */
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The registry behind {@link ToolCallQuestion} and {@link UnplacedQuestions}.
 *
 * @example
 * ```ts
 * const places: ToolCallPlaces = createToolCallPlaces();
 * const release = places.add('call_1');
 * ```
 */
export interface ToolCallPlaces {
  /** Marks a call as placed until the returned function is called (counted: a call may be shown twice). */
  add(toolCallId: string): () => void;
  has(toolCallId: string): boolean;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes on every add and release, for `useSyncExternalStore`. */
  version(): number;
}

/**
 * Creates an empty registry (the provider makes one; tests and custom roots may too).
 *
 * @example
 * ```ts
 * const places = createToolCallPlaces();
 * places.has('call_1'); // false
 * ```
 */
export function createToolCallPlaces(): ToolCallPlaces {
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

const PlacesContext = createContext<ToolCallPlaces | null>(null);

/** Gives its subtree one registry (used by `ElicitationProvider`). */
export function ToolCallPlacesProvider({ places, children }: { places: ToolCallPlaces; children?: ReactNode }) {
  return <PlacesContext.Provider value={places}>{children}</PlacesContext.Provider>;
}

/** The nearest registry, or `null` outside an `ElicitationProvider`. */
export function useOptionalToolCallPlaces(): ToolCallPlaces | null {
  return useContext(PlacesContext);
}
