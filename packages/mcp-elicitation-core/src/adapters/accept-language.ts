/**
 * The user's language (SEP-2792, a draft; `experimental.language`) as the SDK adapters send it: the
 * `acceptLanguage` value from the option, and an outgoing JSON-RPC request with it in its `_meta`.
 * No SDK import: both SDK lines' adapters put it on the messages their transport sends, and so does
 * {@link languageTransport} for client libraries that take the host's transport.
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

/**
 * The `_meta` to give one request by hand, for a client library that takes a request's `_meta` but
 * has no hook for all of them (Mastra: a tool's execution context, `tool.execute(input, { _meta })`);
 * empty when the draft is off.
 *
 * @example
 * ```ts
 * await tools['travel_book'].execute({}, { _meta: languageMeta({ language: ['de-DE', 'de'] }) });
 * ```
 */
export function languageMeta(experimental: ElicitationExperimental | undefined): Record<string, string> {
  const acceptLanguage = acceptLanguageFor(experimental);
  return acceptLanguage === undefined ? {} : { [ACCEPT_LANGUAGE_META]: acceptLanguage };
}

/**
 * A transport whose `send` takes a JSON-RPC message first: the SDKs' transports, and what the AI
 * SDK (`MCPTransport`) and mcp-use (`wrapTransport`) hand around.
 *
 * @example
 * ```ts
 * const transport: LanguageTransport = { send: async () => {} };
 * ```
 */
export interface LanguageTransport {
  send(message: object, ...rest: never[]): unknown;
}

/**
 * Puts `acceptLanguage` (SEP-2792, `experimental.language`) in the `_meta` of every request the
 * transport sends, for a client library that takes the host's transport and has no hook of its own:
 * the AI SDK (`createMCPClient({ transport: languageTransport(transport, experimental) })`) and
 * mcp-use (its adapter returns it as `wrapTransport`). Changes the transport's `send` in place and
 * returns the same transport (its handlers stay the client's); as it is when the draft is off.
 *
 * @example
 * ```ts
 * const transport = languageTransport(new StreamableHTTPClientTransport(url), { language: ['de-DE', 'de'] });
 * ```
 */
export function languageTransport<T extends LanguageTransport>(transport: T, experimental: ElicitationExperimental | undefined): T {
  const acceptLanguage = acceptLanguageFor(experimental);
  if (acceptLanguage === undefined) return transport;
  const previous = transport.send;
  const send = (message: object, ...rest: never[]) => previous.call(transport, withAcceptLanguage(message, acceptLanguage), ...rest);
  transport.send = send as T['send'];
  return transport;
}
