/**
 * The user's language (SEP-2792, a draft; behind `experimental.language`): a client sends its
 * user's preference with every request in `_meta["io.modelcontextprotocol/acceptLanguage"]` (the
 * grammar of HTTP `Accept-Language`), and a server that translates says which language it used in
 * `_meta["io.modelcontextprotocol/contentLanguage"]`.
 */

/** The `_meta` key of the language a client asks for (SEP-2792). */
export const ACCEPT_LANGUAGE_META = 'io.modelcontextprotocol/acceptLanguage';

/** The `_meta` key of the language a server answered in (SEP-2792). */
export const CONTENT_LANGUAGE_META = 'io.modelcontextprotocol/contentLanguage';

/** A BCP 47 tag as far as `lang` needs one: letters, digits and hyphens, starting with a letter. */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The language a request's text is in, when its server said so (`_meta`'s `contentLanguage`, one
 * well-formed tag); `undefined` otherwise. Untrusted like everything the server sends: a value that
 * is not a language tag is ignored.
 *
 * @example
 * ```ts
 * contentLanguageOf({ message: 'Wohin?', requestedSchema, _meta: { 'io.modelcontextprotocol/contentLanguage': 'de' } }); // 'de'
 * ```
 */
export function contentLanguageOf(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const meta = (params as { _meta?: unknown })._meta;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const value = (meta as Record<string, unknown>)[CONTENT_LANGUAGE_META];
  if (typeof value !== 'string') return undefined;
  // `Content-Language` may list several; the first is the text's.
  const first = value.split(',')[0]?.trim() ?? '';
  return LANGUAGE_TAG.test(first) && first.length <= 35 ? first : undefined;
}

/**
 * An `Accept-Language` value from languages in order of preference, each after the first weighted
 * one tenth less (`de-DE, de;q=0.9, en;q=0.8`). Malformed tags are left out; `undefined` when none is left.
 *
 * @example
 * ```ts
 * acceptLanguageOf(['de-DE', 'de', 'en']); // 'de-DE, de;q=0.9, en;q=0.8'
 * ```
 */
export function acceptLanguageOf(languages: readonly string[]): string | undefined {
  const tags = [...new Set(languages.filter((tag) => LANGUAGE_TAG.test(tag)))].slice(0, 9);
  if (tags.length === 0) return undefined;
  return tags.map((tag, index) => (index === 0 ? tag : `${tag};q=${(10 - index) / 10}`)).join(', ');
}
