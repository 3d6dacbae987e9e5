'use client';
/**
 * Puts one elicitation queue in React context for the whole app, so adapters attached anywhere
 * and the one `<ElicitationHost />` share it.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToolCallPlacesContext, type ToolCallPlacesBox } from './tool-call-places';
import { createElicitationQueue, type ElicitationQueue, type ElicitationQueueOptions } from 'mcp-elicitation-core';

const QueueContext = createContext<ElicitationQueue | null>(null);

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

  return (
    <QueueContext.Provider value={queue}>
      <ToolCallPlacesContext.Provider value={places}>{children}</ToolCallPlacesContext.Provider>
    </QueueContext.Provider>
  );
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
  return useContext(QueueContext);
}
