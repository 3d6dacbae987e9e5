/**
 * The bridge's HTTP plumbing, web-standard only: JSON replies and error bodies, the reply for a
 * request that already ended, reading a bounded body in bounded time, and the stream's `Last-Event-ID`.
 */
import type { AppResource } from '../apps/resource';
import type { BridgeErrorBody, BridgeOutcome } from '../elicitation/bridge-wire';

/**
 * Headers of every reply, the stream's included: never cached (tool arguments and answers are per
 * user), never sniffed as another type, never embedded by another site as a resource.
 */
export const REPLY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Headers of every JSON reply. */
export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', ...REPLY_HEADERS } as const;

/**
 * A JSON reply.
 *
 * @example
 * ```ts
 * return json(200, { ok: true });
 * ```
 */
export function json(status: number, body: BridgeErrorBody | { ok: true } | { resource: AppResource }): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/**
 * An error reply with its code, message and, for refused content, the issues.
 *
 * @example
 * ```ts
 * return error(415, 'unsupported-media-type', 'Send the answer as application/json.');
 * ```
 */
export function error(status: number, code: string, message: string, issues?: BridgeErrorBody['issues']): Response {
  return json(status, issues ? { error: code, message, issues } : { error: code, message });
}

/**
 * The reply to any method but GET (the stream) and POST (an answer), before anything else is read.
 *
 * @example
 * ```ts
 * if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed();
 * ```
 */
export function methodNotAllowed(): Response {
  return new Response(JSON.stringify({ error: 'method-not-allowed', message: 'Use GET or POST.' }), {
    status: 405,
    headers: { ...JSON_HEADERS, allow: 'GET, POST' },
  });
}

const GONE_MESSAGES: Record<BridgeOutcome, string> = {
  answered: 'This request was already answered.',
  completed: 'This request was already completed.',
  withdrawn: 'The server withdrew this request.',
  'timed-out': 'This request timed out.',
  closed: 'This request was cancelled because the server shut down.',
};

/**
 * The reply to an answer for a request that is no longer pending: 404 when nothing is remembered,
 * 409 when it was answered or completed, 410 when it was withdrawn, timed out or closed.
 *
 * @example
 * ```ts
 * return outcomeResponse(await broker.outcome(channel, id));
 * ```
 */
export function outcomeResponse(outcome: BridgeOutcome | undefined): Response {
  if (outcome === undefined) return error(404, 'not-found', 'No such request.');
  const conflict = outcome === 'answered' || outcome === 'completed';
  return error(conflict ? 409 : 410, outcome, GONE_MESSAGES[outcome]);
}

/** Thrown by {@link readBody} past its limit (413). */
export class BodyTooLarge extends Error {}

/** Thrown by {@link readBody} when the body did not arrive in time (408). */
export class BodyTimedOut extends Error {}

/** Thrown by {@link readBody} when the caller stopped it (`BodyReading.stop`): the channel was disconnected. */
export class BodyStopped extends Error {}

/**
 * A body being read, which its caller may stop (an answer caught mid-upload by a logout).
 *
 * @example
 * ```ts
 * const reading: BodyReading = {};
 * const text = readBody(request, limit, 10_000, reading); // reading.stop?.() rejects it with BodyStopped
 * ```
 */
export interface BodyReading {
  stop?: () => void;
}

/**
 * Reads a body up to `limit` bytes within `timeoutMs`, without trusting Content-Length alone. Past
 * either, the body is cancelled, which `toNodeHandler` answers by closing the connection after the
 * reply rather than reading on.
 *
 * @example
 * ```ts
 * const text = await readBody(request, 64 * 1024, 10_000); // BodyTooLarge past the limit, BodyTimedOut past the time
 * ```
 */
export async function readBody(request: Request, limit: number, timeoutMs: number, reading?: BodyReading): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (request.body === null) return '';
  const reader = request.body.getReader();
  let stopped: (new () => Error) | undefined;
  const stop = (why: new () => Error) => {
    if (stopped !== undefined) return;
    stopped = why;
    // A pending read then resolves as done: the loop below sees `stopped`.
    void reader.cancel().catch(() => undefined);
  };
  // A slow upload holds a connection and this request's memory: bounded here, not only by the host server.
  const timer = setTimeout(() => stop(BodyTimedOut), timeoutMs);
  if (reading !== undefined) reading.stop = () => stop(BodyStopped);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (stopped !== undefined) throw new stopped();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        stop(BodyTooLarge);
        throw new BodyTooLarge();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
    if (reading !== undefined) reading.stop = undefined;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The stream's resume point: the `Last-Event-ID` header, else the `lastEventId` query parameter.
 *
 * @example
 * ```ts
 * const lastEventId = parseLastEventId(request); // undefined: send a snapshot
 * ```
 */
export function parseLastEventId(request: Request): number | undefined {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  if (raw === null || !/^\d{1,16}$/.test(raw)) return undefined;
  return Number(raw);
}
