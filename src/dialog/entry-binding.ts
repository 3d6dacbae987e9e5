import type { ElicitationStore, QueueEntry } from 'mcp-elicitation-core';
import type { ElicitationRootProps } from './root-props';
import type { UrlConsentOptions } from './url-consent/state';

/**
 * The props that show a queued request in `ElicitationDialog`, `ElicitationPanel` or
 * `ElicitationRoot`: its params, server and tool call; the answer goes to the queue (a withdrawn
 * entry, which can no longer be answered, is dismissed instead) and closing a waiting one dismisses
 * it; it stays pending when the form unmounts; the user's draft lives in the queue (a form mounted
 * again, or back after its answer failed to send, starts from it, marked as the user's); inert while
 * withdrawn; and what a URL page does once opened, when the adapter said. Spread them after your own
 * props. `ElicitationHost` shows its requests this way.
 *
 * @example
 * ```tsx
 * function MyHost() {
 *   const { current, queue } = useElicitation();
 *   if (!current) return null;
 *   return <ElicitationDialog key={current.id} {...bindEntry(queue, current)} />;
 * }
 * ```
 */
export function bindEntry(
  queue: ElicitationStore,
  entry: QueueEntry,
): Pick<
  ElicitationRootProps,
  'request' | 'server' | 'onResult' | 'onClose' | 'cancelOnUnmount' | 'draft' | 'onDraftChange' | 'disabled' | 'toolContext' | 'app'
> &
  Pick<UrlConsentOptions, 'afterOpen'> {
  const { id } = entry;
  return {
    request: entry.params,
    server: entry.server,
    onResult: (result) => {
      if (!queue.respond(id, result)) queue.dismiss(id);
    },
    onClose: () => void queue.dismiss(id),
    cancelOnUnmount: false,
    draft: queue.draft(id),
    onDraftChange: (values) => queue.saveDraft(id, values),
    disabled: entry.status === 'withdrawn',
    toolContext: entry.context,
    app: entry.app,
    // Only the adapter knows whether the server reports completion: its choice wins; otherwise the
    // host's stands (a `'wait'` acts as `'close'`, since the queue lets the answered entry go).
    ...(entry.afterOpen !== undefined && { afterOpen: entry.afterOpen }),
  };
}
