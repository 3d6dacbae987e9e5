/**
 * The bridge's event streams (GET): one SSE response per tab, fed by the broker's channel events,
 * starting with a snapshot or, after a reconnect, the events the tab missed; heartbeats keep
 * proxies from closing it, and each one first asks whether the stream's session still names its
 * channel. Counts and limits the streams per channel on this instance.
 */
import type { SequencedEvent } from '../elicitation/bridge-wire';
import type { ElicitationBroker } from './broker';
import { error, parseLastEventId, REPLY_HEADERS } from './bridge-http';
import { frameResponse, type FrameWriter } from './frame-stream';
import { encodeSseEvent, SSE_HEARTBEAT, SSE_SIGNED_OUT, sseRetry } from './sse';

/**
 * Whether a stream's request still belongs to its channel, asked on every heartbeat: `same`;
 * `other` (signed out, or now another user: the stream ends with `signed-out`); `unknown` (the
 * check failed: the stream ends without a verdict, and the tab's reconnect asks again).
 *
 * @example
 * ```ts
 * const session: StreamSession = async (request, channel) => ((await authorize(request)) === channel ? 'same' : 'other');
 * ```
 */
export type StreamSession = (request: Request, channel: string) => Promise<'same' | 'other' | 'unknown'>;

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
  /** Ends the channel's streams on this instance, each with its `signed-out` event. */
  signOut(channel: string): void;
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
  limits: { readonly maxStreams: number; readonly heartbeatMs: number; readonly session: StreamSession },
): BridgeStreams {
  const { maxStreams, heartbeatMs, session } = limits;
  /** The stops of each channel's open streams; `last` is a frame sent before the stream closes. */
  const streams = new Map<string, Set<(last?: string) => void>>();

  function openStream(request: Request, channel: string): Response {
    const open = streams.get(channel) ?? new Set<(last?: string) => void>();
    if (open.size >= maxStreams) return error(429, 'too-many-streams', 'Too many open streams for this user.');
    streams.set(channel, open);
    const lastEventId = parseLastEventId(request);
    let ended = false;
    let writer: FrameWriter | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let unsubscribe: (() => void) | undefined;
    const stop = (last?: string) => {
      if (ended) return;
      if (last !== undefined) writer?.write(last);
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
      // A session that ended (logout, expiry, another user's now) must not go on receiving the
      // channel's questions: each heartbeat asks `authorize` again, one check at a time.
      let checking = false;
      const checked = (verdict: 'same' | 'other' | 'unknown') => {
        checking = false;
        if (verdict === 'same') send(SSE_HEARTBEAT);
        else stop(verdict === 'other' ? SSE_SIGNED_OUT : undefined);
      };
      heartbeat = setInterval(() => {
        if (checking || ended) return;
        checking = true;
        void session(request, channel).then(checked);
      }, heartbeatMs);
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

    const headers = { 'content-type': 'text/event-stream; charset=utf-8', ...REPLY_HEADERS, 'x-accel-buffering': 'no' };
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
    signOut(channel) {
      for (const stop of [...(streams.get(channel) ?? [])]) stop(SSE_SIGNED_OUT);
    },
    count() {
      let count = 0;
      for (const open of streams.values()) count += open.size;
      return count;
    },
  };
}
