/**
 * The bridge's event streams (GET): one SSE response per tab, fed by the broker's channel events,
 * starting with a snapshot or, after a reconnect, the events the tab missed; heartbeats keep
 * proxies from closing it. Counts and limits the streams per channel on this instance.
 */
import type { SequencedEvent } from '../elicitation/bridge-wire';
import type { ElicitationBroker } from './broker';
import { error, parseLastEventId } from './bridge-http';
import { frameResponse, type FrameWriter } from './frame-stream';
import { encodeSseEvent, SSE_HEARTBEAT, sseRetry } from './sse';

/**
 * What {@link createBridgeStreams} returns.
 *
 * @example
 * ```ts
 * if (request.method === 'GET') return streams.open(request, channel);
 * ```
 */
export interface BridgeStreams {
  /** A stream of the channel's events, or 429 past the limit. */
  open(request: Request, channel: string): Response;
  /** Ends every open stream (the bridge is closing). */
  closeAll(): void;
  /** Streams open on this instance. */
  count(): number;
}

/**
 * Creates the streams of one bridge.
 *
 * @example
 * ```ts
 * const streams = createBridgeStreams(broker, { maxStreams: 10, heartbeatMs: 15_000 });
 * ```
 */
export function createBridgeStreams(
  broker: ElicitationBroker,
  limits: { readonly maxStreams: number; readonly heartbeatMs: number },
): BridgeStreams {
  const { maxStreams, heartbeatMs } = limits;
  const streams = new Map<string, Set<() => void>>();

  function openStream(request: Request, channel: string): Response {
    const open = streams.get(channel) ?? new Set<() => void>();
    if (open.size >= maxStreams) return error(429, 'too-many-streams', 'Too many open streams for this user.');
    streams.set(channel, open);
    const lastEventId = parseLastEventId(request);
    let ended = false;
    let writer: FrameWriter | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let unsubscribe: (() => void) | undefined;
    const stop = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      open.delete(stop);
      if (open.size === 0 && streams.get(channel) === open) streams.delete(channel);
      writer?.close();
    };
    // Counted now, not once the response is on its way: streams that open together meet the limit.
    open.add(stop);

    async function start(): Promise<void> {
      let sent = 0;
      let ready = false;
      const buffered: SequencedEvent[] = [];
      heartbeat = setInterval(() => send(SSE_HEARTBEAT), heartbeatMs);
      function send(frame: string): void {
        if (!ended) writer?.write(frame);
      }
      function forward(event: SequencedEvent): void {
        if (event.seq <= sent) return;
        sent = event.seq;
        send(encodeSseEvent(event));
      }
      try {
        unsubscribe = await broker.subscribe(channel, (event) => (ready ? forward(event) : buffered.push(event)));
        if (ended) return unsubscribe();
        send(sseRetry(2_000));
        const missed = lastEventId === undefined ? undefined : await broker.replay(channel, lastEventId);
        if (missed !== undefined && lastEventId !== undefined) {
          sent = lastEventId;
          for (const event of missed) forward(event);
        } else {
          const seq = await broker.lastSeq(channel);
          const entries = (await broker.list(channel)).map((record) => record.entry);
          sent = seq;
          send(encodeSseEvent({ seq, event: { type: 'snapshot', entries } }));
        }
        ready = true;
        for (const event of buffered.splice(0)) forward(event);
      } catch {
        stop();
      }
    }

    const headers = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' };
    return frameResponse(request, { status: 200, headers }, (frames) => {
      writer = frames;
      // Stopped before it started (the bridge closed meanwhile): end it at once.
      if (ended) frames.close();
      else void start();
      return stop;
    });
  }

  return {
    open: openStream,
    closeAll() {
      for (const open of [...streams.values()]) for (const stop of [...open]) stop();
    },
    count() {
      let count = 0;
      for (const open of streams.values()) count += open.size;
      return count;
    },
  };
}
