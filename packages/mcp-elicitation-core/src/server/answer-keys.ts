/**
 * The identifiers an answer POST carries, checked before any store sees them: the request's id
 * (the bridge's own form, so no id can spell part of a store key), and the tab's answer key with a
 * fingerprint of the answer's content (so a retry is recognised only with the same content).
 */

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ANSWER_KEY = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Whether a string has the form of the bridge's request ids (`crypto.randomUUID()`, lower case).
 *
 * @example
 * ```ts
 * isRequestId(crypto.randomUUID()); // true
 * isRequestId('alice:0b4e…'); // false
 * ```
 */
export function isRequestId(id: string): boolean {
  return id.length === 36 && REQUEST_ID.test(id);
}

/**
 * Whether a value can be a tab's answer key: 1 to 200 letters, digits, `-` or `_` (the remote
 * queue sends 32 hex digits). Anything else is ignored, as if no key were sent.
 *
 * @example
 * ```ts
 * isAnswerKey('9f86d081884c7d65'); // true
 * ```
 */
export function isAnswerKey(value: unknown): value is string {
  return typeof value === 'string' && ANSWER_KEY.test(value);
}

/**
 * A short fingerprint of an answer's content as the tab sent it (its JSON): a retry of the same
 * answer sends the same JSON. Not a secret and not collision-proof against the user themselves,
 * which it need not be: it only tells a tab's own retry from another answer under its key.
 *
 * @example
 * ```ts
 * answerFingerprint({ action: 'decline' }) === answerFingerprint({ action: 'decline' }); // true
 * ```
 */
export function answerFingerprint(result: unknown): string {
  const text = JSON.stringify(result) ?? '';
  // cyrb53: two 32-bit lanes mixed into 53 bits.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
