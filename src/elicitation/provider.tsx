'use client';
/**
 * Puts one elicitation queue in React context for the whole app, so adapters attached anywhere
 * and the one `<ElicitationHost />` share it.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createElicitationQueue, type ElicitationQueue, type ElicitationQueueOptions } from 'mcp-elicitation-core';

/**
 * A box the chat components fill with which tool calls have a card on the page (`src/chat/`
 * fills it on first use, so an app without chat components carries only this box). One per
 * provider: nothing lives at module level.
 */
export interface ToolCallPlacesBox {
  current?: unknown;
}

/** What a provider holds: its queue, and the chat components' box. */
const QueueContext = createContext<{ queue: ElicitationQueue; places: ToolCallPlacesBox } | null>(null);

/**
 * Props of {@link ElicitationProvider}.
 *
 * @example
 * ```tsx
 * const props: ElicitationProviderProps = { options: { defaultTimeoutMs: 5 * 60_000 }, children: <App /> };
 * ```
 */
export interface ElicitationProviderProps {
  /**
   * A queue the host created and owns (for example at module level, to attach clients before
   * React renders). The provider never disposes a queue it was given.
   */
  queue?: ElicitationQueue;
  /**
   * Options for the queue the provider creates when `queue` is not given. Read once, on the
   * first render. That queue is disposed on unmount: everything still pending is answered `cancel`.
   */
  options?: ElicitationQueueOptions;
  children?: ReactNode;
}

/**
 * Provides an elicitation queue to `useElicitation()` and `<ElicitationHost />`.
 *
 * @example
 * ```tsx
 * <ElicitationProvider options={{ defaultTimeoutMs: 10 * 60_000 }}>
 *   <ConnectClients />
 *   <ElicitationHost />
 * </ElicitationProvider>
 * ```
 */
export function ElicitationProvider({ queue: given, options, children }: ElicitationProviderProps) {
  const [own] = useState(() => (given === undefined ? createElicitationQueue(options) : undefined));
  const queue = given ?? own;
  if (queue === undefined) {
    // The provider created no queue on its first render, because one was given then: switching
    // from a given queue to none would lose every pending request, so it is refused loudly.
    throw new Error('`ElicitationProvider` cannot drop its `queue` prop after the first render');
  }

  // Disposed after unmount on a timer, so StrictMode's unmount-and-remount in development keeps it.
  const disposeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (own === undefined) return;
    clearTimeout(disposeTimer.current);
    return () => {
      disposeTimer.current = setTimeout(() => own.dispose(), 0);
    };
  }, [own]);

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
export function useOptionalElicitationQueue(): ElicitationQueue | null {
  return useContext(QueueContext)?.queue ?? null;
}

/** The nearest provider's box for the chat components, or `null` outside an `ElicitationProvider`. */
export function useToolCallPlacesBox(): ToolCallPlacesBox | null {
  return useContext(QueueContext)?.places ?? null;
}
