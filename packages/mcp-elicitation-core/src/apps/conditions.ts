/**
 * App-rendered elicitations (SEP-3118, a draft; normative text in ext-apps PR #733; behind
 * `experimental.apps`): a server that has an MCP App may ask in its own UI. The request is an
 * ordinary form request with a complete `requestedSchema` and `params._meta.ui.resourceUri`; a
 * client that negotiated the feature renders the app in a sandbox and forwards the unchanged
 * `elicitation/create` to it, the native form being the fallback. This file holds the negotiation:
 * the capability the client declares, and whether a request may be rendered by its app (the four
 * conditions and the hint). No I/O.
 */
import type { ElicitRequestParams } from '../schema/protocol';

/** The MCP Apps extension's id, under which the client and the server declare app-rendered elicitation. */
export const UI_EXTENSION = 'io.modelcontextprotocol/ui';

/** The media type of an MCP App resource. */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/**
 * The client capability SEP-3118 asks for beside `elicitation.form`: the MCP Apps extension with
 * its media type and `elicitation: {}`. The SDK adapters register it when `experimental.apps` is on
 * (before `connect`; the v2 client then sends it with every 2026-07-28 request); a client that takes
 * capabilities only at construction (the AI SDK's) is given `{ ...elicitationCapabilities(), ...appElicitationCapabilities() }`.
 *
 * @example
 * ```ts
 * appElicitationCapabilities(); // { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'], elicitation: {} } } }
 * ```
 */
export function appElicitationCapabilities(): {
  extensions: { [UI_EXTENSION]: { mimeTypes: string[]; elicitation: Record<string, never> } };
} {
  return { extensions: { [UI_EXTENSION]: { mimeTypes: [MCP_APP_MIME_TYPE], elicitation: {} } } };
}

/**
 * Why a request is shown as the native form rather than its app (codes, for logs and tests).
 *
 * @example
 * ```ts
 * const reason: AppRenderingRefusal = 'server-elicitation';
 * ```
 */
export type AppRenderingRefusal =
  'no-hint' | 'not-form' | 'not-ui-uri' | 'client-form' | 'client-mime-type' | 'client-elicitation' | 'server-elicitation';

type Json = Record<string, unknown>;

function objectAt(value: unknown, key: string): Json | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const inner = (value as Json)[key];
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Json) : undefined;
}

/** The longest `ui://` URI taken as a hint. */
const MAX_URI = 2048;

/**
 * The `ui://` resource a request asks to be rendered with (`params._meta.ui.resourceUri`), when it
 * is an absolute `ui://` URI (a name after `ui://`); `undefined` otherwise.
 *
 * @example
 * ```ts
 * appHint({ message: 'Pick a seat', _meta: { ui: { resourceUri: 'ui://seats/map.html' } } }); // 'ui://seats/map.html'
 * ```
 */
export function appHint(params: unknown): string | undefined {
  const uri = objectAt(objectAt(params, '_meta'), 'ui')?.resourceUri;
  if (typeof uri !== 'string' || uri.length > MAX_URI || !uri.startsWith('ui://') || uri.length === 'ui://'.length) return undefined;
  // Whitespace or control characters have no place in a URI; a parser would drop or encode them.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) return undefined;
  try {
    return new URL(uri).protocol === 'ui:' ? uri : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may be rendered by its app, SEP-3118's four conditions and the hint: the
 * client declared `elicitation.form`; the client declared the MCP Apps extension with the app media
 * type and its `elicitation`; the server declared the extension's `elicitation`; the request is in
 * form mode and names an absolute `ui://` resource. Otherwise the hint is ignored and the form is
 * shown. Capabilities are read as the peers sent them (an unknown shape counts as not declared).
 * That the resource is the asking server's own is the caller's part: it reads it on that server's
 * connection only.
 *
 * @example
 * ```ts
 * const decision = appRendering(params, clientCapabilities, client.getServerCapabilities());
 * if ('resourceUri' in decision) console.log('the app asks:', decision.resourceUri);
 * ```
 */
export function appRendering(
  params: ElicitRequestParams,
  clientCapabilities: unknown,
  serverCapabilities: unknown,
): { readonly resourceUri: string } | { readonly refused: AppRenderingRefusal } {
  const mode = (params as { mode?: unknown }).mode;
  if (mode !== undefined && mode !== 'form') return { refused: 'not-form' };
  if (objectAt(objectAt(params, '_meta'), 'ui')?.resourceUri === undefined) return { refused: 'no-hint' };
  const resourceUri = appHint(params);
  if (resourceUri === undefined) return { refused: 'not-ui-uri' };
  if (objectAt(objectAt(clientCapabilities, 'elicitation'), 'form') === undefined) return { refused: 'client-form' };
  const clientUi = objectAt(objectAt(clientCapabilities, 'extensions'), UI_EXTENSION);
  const mimeTypes = clientUi?.mimeTypes;
  if (!Array.isArray(mimeTypes) || !mimeTypes.includes(MCP_APP_MIME_TYPE)) return { refused: 'client-mime-type' };
  if (objectAt(clientUi, 'elicitation') === undefined) return { refused: 'client-elicitation' };
  if (objectAt(objectAt(objectAt(serverCapabilities, 'extensions'), UI_EXTENSION), 'elicitation') === undefined) {
    return { refused: 'server-elicitation' };
  }
  return { resourceUri };
}

/**
 * Why a request shown in its app gave way to the native form (codes the dialog's locale words): the
 * sandbox proxy URL is the page's own origin or not http(s) (`proxy`), the resource could not be read
 * or is not one app document (`read`), the bridge or the proxy did not load (`load`), the app never
 * finished `ui/initialize` (`handshake`), it did not answer in time (`timeout`), it failed the
 * request (`error`), or its answer does not fit the request (`content`).
 *
 * @example
 * ```ts
 * const code: AppFallbackCode = 'handshake';
 * ```
 */
export type AppFallbackCode = 'proxy' | 'read' | 'load' | 'handshake' | 'timeout' | 'error' | 'content';
