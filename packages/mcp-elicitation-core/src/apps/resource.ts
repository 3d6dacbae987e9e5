/**
 * An MCP App's resource as an app-rendered elicitation uses it (SEP-3118, behind
 * `experimental.apps`): what `resources/read` must return for the request's `ui://` URI (exactly one
 * content of the MCP App media type), and the app a queue entry carries, which reads it on the
 * asking server's own connection when the dialog shows it.
 */
import { MCP_APP_MIME_TYPE } from './conditions';

/**
 * The sources an app's document may load from, as its resource declares them (`_meta.ui.csp`):
 * the only sources its Content-Security-Policy names.
 *
 * @example
 * ```ts
 * const csp: AppCsp = { resourceDomains: ['https://cdn.example.com'] };
 * ```
 */
export interface AppCsp {
  readonly connectDomains?: readonly string[];
  readonly resourceDomains?: readonly string[];
  readonly frameDomains?: readonly string[];
  readonly baseUriDomains?: readonly string[];
}

/**
 * An MCP App's resource, read from the server that asked: its document and the sources it
 * declared. Everything here is the server's and untrusted: the document only ever runs in the
 * sandbox.
 *
 * @example
 * ```ts
 * const resource: AppResource = { uri: 'ui://seats/map.html', html: '<!doctype html><p>Seats</p>' };
 * ```
 */
export interface AppResource {
  readonly uri: string;
  readonly html: string;
  readonly csp?: AppCsp;
}

/**
 * A request's app, as an adapter hands it to the queue (`ElicitOptions.app`, then
 * `QueueEntry.app`) when the request may be rendered by it (the four conditions hold): the
 * resource's URI, and how to read it on the asking server's connection. The dialog reads it only
 * when it shows the app; a failed read shows the form.
 *
 * @example
 * ```ts
 * const app: ElicitApp = {
 *   resourceUri: 'ui://seats/map.html',
 *   read: async () => ({ uri: 'ui://seats/map.html', html: '<!doctype html><p>Seats</p>' }),
 * };
 * ```
 */
export interface ElicitApp {
  readonly resourceUri: string;
  read(): Promise<AppResource>;
}

/**
 * Why a read resource cannot be shown (codes, for logs and tests).
 *
 * @example
 * ```ts
 * const code: AppResourceErrorCode = 'wrong-mime-type';
 * ```
 */
export type AppResourceErrorCode = 'no-contents' | 'several-contents' | 'wrong-uri' | 'wrong-mime-type' | 'no-document' | 'too-large';

/**
 * The result of `resources/read` did not describe exactly one MCP App document.
 *
 * @example
 * ```ts
 * try {
 *   appResourceOf({ contents: [] }, 'ui://seats/map.html');
 * } catch (error) {
 *   if (error instanceof AppResourceError) console.log(error.code); // 'no-contents'
 * }
 * ```
 */
export class AppResourceError extends Error {
  constructor(readonly code: AppResourceErrorCode) {
    super(`The app resource cannot be shown (${code}).`);
    this.name = 'AppResourceError';
  }
}

/** The largest app document taken, in characters: a page larger than this is not an elicitation's UI. */
export const MAX_APP_DOCUMENT = 5 * 1024 * 1024;

type Json = Record<string, unknown>;

function domains(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.filter((entry): entry is string => typeof entry === 'string');
  return list.length > 0 ? list : undefined;
}

function objectAt(value: unknown, key: string): Json | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const inner = (value as Json)[key];
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Json) : undefined;
}

function decodeBase64(blob: string): string {
  const binary = atob(blob);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Reads the result of `resources/read` for an app's URI: exactly one content, of the MCP App media
 * type, for that URI; its document (text, or a base64 `blob` of UTF-8) and the sources it declared
 * in `_meta.ui.csp`. Throws {@link AppResourceError} for anything else.
 *
 * @example
 * ```ts
 * const uri = 'ui://seats/map.html';
 * const resource = appResourceOf({ contents: [{ uri, mimeType: 'text/html;profile=mcp-app', text: '<p>Seats</p>' }] }, uri);
 * ```
 */
export function appResourceOf(result: unknown, uri: string): AppResource {
  const contents = (result as { contents?: unknown } | null)?.contents;
  if (!Array.isArray(contents) || contents.length === 0) throw new AppResourceError('no-contents');
  if (contents.length > 1) throw new AppResourceError('several-contents');
  const content = contents[0] as unknown;
  if (typeof content !== 'object' || content === null) throw new AppResourceError('no-contents');
  const { uri: contentUri, mimeType, text, blob } = content as Json;
  if (contentUri !== undefined && contentUri !== uri) throw new AppResourceError('wrong-uri');
  const type = typeof mimeType === 'string' ? mimeType.replace(/\s+/g, '').toLowerCase() : '';
  if (type !== MCP_APP_MIME_TYPE) throw new AppResourceError('wrong-mime-type');
  let html: string;
  if (typeof text === 'string') html = text;
  else if (typeof blob === 'string') {
    if (blob.length > Math.ceil(MAX_APP_DOCUMENT / 3) * 4) throw new AppResourceError('too-large');
    try {
      html = decodeBase64(blob);
    } catch {
      throw new AppResourceError('no-document');
    }
  } else throw new AppResourceError('no-document');
  if (html.length > MAX_APP_DOCUMENT) throw new AppResourceError('too-large');
  const declared = objectAt(objectAt(content, '_meta'), 'ui')?.csp;
  const csp: { -readonly [K in keyof AppCsp]: AppCsp[K] } = {};
  for (const key of ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const) {
    const list = domains((declared as Json | undefined)?.[key]);
    if (list !== undefined) csp[key] = list;
  }
  return { uri, html, ...(Object.keys(csp).length > 0 && { csp }) };
}
