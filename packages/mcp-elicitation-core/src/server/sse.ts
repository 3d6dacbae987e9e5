/**
 * Server-Sent Events framing. Every field is one line: JSON never contains a raw newline, and ids
 * and event names are ours, so nothing from a server can start a new field or a new event.
 */
import type { SequencedEvent } from '../elicitation/bridge-wire';

/**
 * Encodes one event as an SSE frame: `id`, `event` (the type), `data` (the JSON event).
 *
 * @example
 * ```ts
 * controller.enqueue(encoder.encode(encodeSseEvent({ seq: 3, event: { type: 'withdrawn', id } })));
 * ```
 */
export function encodeSseEvent({ seq, event }: SequencedEvent): string {
  return `id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * A comment frame: keeps proxies from closing an idle stream and lets the browser notice a dead one.
 *
 * @example
 * ```ts
 * controller.enqueue(encoder.encode(SSE_HEARTBEAT));
 * ```
 */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/**
 * Tells the browser how long to wait before reconnecting (EventSource honours it; the remote queue
 * uses its own backoff).
 *
 * @example
 * ```ts
 * controller.enqueue(encoder.encode(sseRetry(2_000)));
 * ```
 */
export function sseRetry(ms: number): string {
  return `retry: ${Math.max(0, Math.floor(ms))}\n\n`;
}

/**
 * The last frame of a stream whose session ended (signed out, or now another user's): the tab
 * shows its requests as signed out, and starts over with a snapshot once signed in again. Not
 * numbered, stored or replayed.
 *
 * @example
 * ```ts
 * controller.enqueue(encoder.encode(SSE_SIGNED_OUT));
 * ```
 */
export const SSE_SIGNED_OUT = 'event: signed-out\ndata: {"type":"signed-out"}\n\n';
