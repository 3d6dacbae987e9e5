'use client';
/**
 * Puts the app's elicitation queue (its UI side, an `ElicitationStore`) in React context, so
 * `useElicitation()` and the one `<ElicitationHost />` read it.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ElicitationStore } from 'mcp-elicitation-core';

/**
 * A box the chat components fill with which tool calls have a card on the page (`src/chat/`
 * fills it on first use, so an app without chat components carries only this box). One per
 * provider: nothing lives at module level.
 */
export interface ToolCallPlacesBox {
  current?: unknown;
}

/** What a provider holds: its queue, and the chat components' box. */
const QueueContext = createContext<{ queue: ElicitationStore; places: ToolCallPlacesBox } | null>(null);

/**
 * Props of {@link ElicitationProvider}.
 *
 * @example
 * ```tsx
 * const props: ElicitationProviderProps = { queue: createElicitationQueue(), children: <App /> };
 * ```
 */
export interface ElicitationProviderProps {
  /**
   * The app's queue, created and owned by the app (for example at module level, so adapters attach
   * clients to it before React renders): a queue from `createElicitationQueue` (its adapters' side
   * goes to the adapters), or a remote queue from `createRemoteElicitationQueue`. The provider
   * never disposes it.
   */
  queue: ElicitationStore;
  children?: ReactNode;
}

/**
 * Provides an elicitation queue to `useElicitation()` and `<ElicitationHost />`.
 *
 * @example
 * ```tsx
 * const queue = createElicitationQueue({ defaultTimeoutMs: 10 * 60_000 });
 *
 * <ElicitationProvider queue={queue}>
 *   <ConnectClients />
 *   <ElicitationHost />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationProvider({ queue, children }: ElicitationProviderProps) {
  // Which tool calls show their questions in place (`ToolCallQuestion`), for `UnplacedQuestions`.
  const [places] = useState<ToolCallPlacesBox>(() => ({}));
  const value = useMemo(() => ({ queue, places }), [queue, places]);
  return <QueueContext.Provider value={value}>{children}</QueueContext.Provider>;
}

/**
 * The provider's queue or `null`: for components that also accept a queue prop.
 *
 * @example
 * ```tsx
 * const fromProvider = useOptionalElicitationQueue();
 * const queue = props.queue ?? fromProvider;
 * ```
 */
export function useOptionalElicitationQueue(): ElicitationStore | null {
  return useContext(QueueContext)?.queue ?? null;
}

/** The nearest provider's box for the chat components, or `null` outside an `ElicitationProvider`. */
export function useToolCallPlacesBox(): ToolCallPlacesBox | null {
  return useContext(QueueContext)?.places ?? null;
}
