/**
 * The user's language (SEP-2792, a draft; `experimental.language`) as the SDK adapters send it: the
 * `acceptLanguage` value from the option, and an outgoing JSON-RPC request with it in its `_meta`.
 * No SDK import: both SDK lines' adapters put it on the messages their transport sends.
 */
import type { ElicitationExperimental } from '../schema/experimental';
import { ACCEPT_LANGUAGE_META, acceptLanguageOf } from '../schema/language';

/**
 * The `acceptLanguage` value `experimental.language` asks for: its languages, or with `true` the
 * browser's (`navigator.languages`); `undefined` when off or when no well-formed tag is left.
 *
 * @example
 * ```ts
 * acceptLanguageFor({ language: ['de-DE', 'de'] }); // 'de-DE, de;q=0.9'
 * ```
 */
export function acceptLanguageFor(experimental: ElicitationExperimental | undefined): string | undefined {
  const language = experimental?.language;
  if (language === undefined || language === false) return undefined;
  const languages: readonly string[] = language === true ? (globalThis.navigator?.languages ?? []) : language;
  return acceptLanguageOf(languages);
}

/**
 * A JSON-RPC request with `acceptLanguage` in its `_meta`; anything else (a response, a
 * notification), and a request whose caller set one already, as it is.
 *
 * @example
 * ```ts
 * withAcceptLanguage({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'book' } }, 'de');
 * ```
 */
export function withAcceptLanguage<M extends object>(message: M, acceptLanguage: string | undefined): M {
  if (acceptLanguage === undefined || !('method' in message) || !('id' in message)) return message;
  const params = ((message as { params?: unknown }).params ?? {}) as { _meta?: Record<string, unknown> };
  if (params._meta?.[ACCEPT_LANGUAGE_META] !== undefined) return message;
  return { ...message, params: { ...params, _meta: { ...params._meta, [ACCEPT_LANGUAGE_META]: acceptLanguage } } };
}
