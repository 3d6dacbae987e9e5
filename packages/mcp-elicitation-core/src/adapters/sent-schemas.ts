/**
 * File inputs (SEP-2356, a draft; `experimental.files`) through the SDK adapters: both SDK lines
 * parse an `elicitation/create` with their own types, which drop keywords they do not know
 * (`x-mcp-file` among them). The adapters read each request's `requestedSchema` from the raw
 * JSON-RPC traffic first, as the server sent it, and hand that to the queue; the dialog checks it
 * as untrusted as ever. Both eras: a server→client request (2025, by its JSON-RPC id) and the
 * `inputRequests` of a 2026-07-28 `input_required` result (by key). No SDK import.
 */
import type { ElicitRequestParams } from '../schema/protocol';

/** Schemas remembered per connection; far more than a person answers. */
const REMEMBERED = 256;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a schema came from: a request's id, or an `inputRequests` key. */
export type SentSchemaKey = { readonly request: string | number } | { readonly input: string };

const keyOf = (key: SentSchemaKey): string => ('request' in key ? `r\u0000${String(key.request)}` : `i\u0000${key.input}`);

interface Sent {
  readonly message: unknown;
  readonly schema: unknown;
}

/** The form-mode `elicitation/create` params a raw message carries, each with its key. */
function sentIn(message: unknown): [SentSchemaKey, Json][] {
  if (!isObject(message)) return [];
  if (message.method === 'elicitation/create' && (typeof message.id === 'string' || typeof message.id === 'number')) {
    return isObject(message.params) ? [[{ request: message.id }, message.params]] : [];
  }
  const result = message.result;
  if (!('id' in message) || !isObject(result) || result.resultType !== 'input_required' || !isObject(result.inputRequests)) return [];
  const found: [SentSchemaKey, Json][] = [];
  for (const [key, entry] of Object.entries(result.inputRequests)) {
    if (isObject(entry) && entry.method === 'elicitation/create' && isObject(entry.params)) found.push([{ input: key }, entry.params]);
  }
  return found;
}

/**
 * The schemas of one connection's requests as sent: `remember` each raw incoming message, then
 * `restore` a request's params as the SDK parsed them.
 *
 * @example
 * ```ts
 * const sent = createSentSchemas();
 * transport.onmessage = (message) => sent.remember(message);
 * const params = sent.restore({ request: extra.requestId }, request.params);
 * ```
 */
export interface SentSchemas {
  remember(message: unknown): void;
  /**
   * `params` with the `requestedSchema` the server sent for `key`, when one was kept for a form
   * request with the same message; otherwise `params` as they are. A kept schema is used once.
   */
  restore(key: SentSchemaKey, params: ElicitRequestParams): ElicitRequestParams;
}

/**
 * Schemas as sent, for one connection (see the file's head).
 *
 * @example
 * ```ts
 * const sent = createSentSchemas();
 * ```
 */
export function createSentSchemas(): SentSchemas {
  const kept = new Map<string, Sent>();
  return {
    remember(message) {
      for (const [key, params] of sentIn(message)) {
        if ((params.mode ?? 'form') !== 'form' || params.requestedSchema === undefined) continue;
        const id = keyOf(key);
        kept.delete(id);
        kept.set(id, { message: params.message, schema: params.requestedSchema });
        // Oldest first: a Map iterates in insertion order.
        if (kept.size > REMEMBERED) kept.delete(kept.keys().next().value!);
      }
    },
    restore(key, params) {
      const id = keyOf(key);
      const sent = kept.get(id);
      kept.delete(id);
      // A key a later round reuses for another question has another message: the parsed params stand.
      if (sent === undefined || (params.mode ?? 'form') !== 'form' || sent.message !== params.message) return params;
      return { ...params, requestedSchema: sent.schema } as ElicitRequestParams;
    },
  };
}
