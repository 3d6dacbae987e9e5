/**
 * The bridge's HTTP plumbing, web-standard only: JSON replies and error bodies, the reply for a
 * request that already ended, reading a bounded body, and the stream's `Last-Event-ID`.
 */
import type { BridgeErrorBody, BridgeOutcome } from '../elicitation/bridge-wire';

/** Headers of every JSON reply: never cached (answers and errors are per user). */
export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * A JSON reply.
 *
 * @example
 * ```ts
 * return json(200, { ok: true });
 * ```
 */
export function json(status: number, body: BridgeErrorBody | { ok: true }): Response {
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

/**
 * Reads a body up to `limit` bytes, without trusting Content-Length alone.
 *
 * @example
 * ```ts
 * const text = await readBody(request, 64 * 1024); // throws BodyTooLarge past the limit
 * ```
 */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
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
