// The playground's only contact with the library's request plumbing: one queue for the page and
// the host that shows its current request. Everything else in the app uses `usePlaygroundElicit`
// and `<PlaygroundElicitationHost />`, so moving to the library's provider/host changes this file
// alone.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ElicitationDialog } from '../../src/index';
import { createElicitationQueue, type ElicitationQueue } from '../../src/elicitation/queue';
import type { Elicit } from '../../src/elicitation/elicit';

const QueueContext = createContext<ElicitationQueue | null>(null);

function useQueue(consumer: string): ElicitationQueue {
  const queue = useContext(QueueContext);
  if (queue === null) throw new Error(`\`${consumer}\` must be used within \`PlaygroundElicitationProvider\``);
  return queue;
}

export function PlaygroundElicitationProvider({ children }: { children: ReactNode }) {
  const queue = useMemo(() => createElicitationQueue(), []);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

/** The function adapters hand requests to (what `attachElicitation` takes as `elicit`). */
export function usePlaygroundElicit(): Elicit {
  const queue = useQueue('usePlaygroundElicit');
  return useMemo<Elicit>(() => (params, options) => queue.request(params, options), [queue]);
}

/** Shows the oldest waiting request as the dialog; a withdrawn one stays until dismissed. */
export function PlaygroundElicitationHost() {
  const queue = useQueue('PlaygroundElicitationHost');
  const { current } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  if (current === undefined) return null;
  const withdrawn = current.status === 'withdrawn';
  return (
    <ElicitationDialog
      key={current.id}
      request={current.params}
      server={current.server}
      disabled={withdrawn}
      notice={withdrawn ? <p role="status">The server withdrew this request. Close the dialog to continue.</p> : undefined}
      onResult={(result) => {
        if (withdrawn) queue.dismiss(current.id);
        else queue.respond(current.id, result);
      }}
    />
  );
}
