/**
 * File inputs (SEP-2356, a draft; behind `experimental.files`): a string property with
 * `"x-mcp-file": { accept?, maxSize? }` asks for a file, answered as an RFC 2397 `data:` URI
 * (`data:<type>;name=<file name>;base64,<bytes>`). What the normaliser, both validators, the file
 * field and the bridge's audit share: reading the keyword, reading a `data:` URI without decoding
 * it, matching `accept`, and redacting file contents out of anything logged.
 */

/** The schema keyword that marks a file input (SEP-2356). */
export const FILE_INPUT_KEYWORD = 'x-mcp-file';

/**
 * What a file input accepts, as read from its `x-mcp-file` keyword. Entries of `accept` that are
 * not text are dropped; a `maxSize` that is not a whole number of bytes is left out (and reported
 * by the normaliser).
 *
 * @example
 * ```ts
 * const spec: FileInputSpec = { accept: ['image/png', '.pdf'], maxSize: 1_048_576 };
 * ```
 */
export interface FileInputSpec {
  /** Media types (`image/png`, `image/*`) or file name endings (`.pdf`); unset: any file. */
  readonly accept?: readonly string[];
  /** The largest file in bytes (before encoding); unset: no limit of the server's. */
  readonly maxSize?: number;
}

/**
 * A `data:` URI taken apart without decoding its payload.
 *
 * @example
 * ```ts
 * const file: DataUri = { mediaType: 'text/plain', name: 'notes.txt', base64: true, size: 5, payloadStart: 41 };
 * ```
 */
export interface DataUri {
  /** The media type, lower-cased, without parameters (`text/plain` when the URI names none). */
  readonly mediaType: string;
  /** The `name=` parameter, percent-decoded, when there is one (SEP-2356 puts the file's name there). */
  readonly name?: string;
  readonly base64: boolean;
  /** The payload's size in bytes once decoded. */
  readonly size: number;
  /** Where the payload starts in the URI (after the comma). */
  readonly payloadStart: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * Reads a property's `x-mcp-file` keyword, or `undefined` when the property has none (or one that
 * is not an object).
 *
 * @example
 * ```ts
 * readFileInput({ type: 'string', format: 'uri', 'x-mcp-file': { accept: ['image/*'] } }); // { accept: ['image/*'] }
 * ```
 */
export function readFileInput(definition: Record<string, unknown>): FileInputSpec | undefined {
  if (!Object.prototype.hasOwnProperty.call(definition, FILE_INPUT_KEYWORD)) return undefined;
  const raw = definition[FILE_INPUT_KEYWORD];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { accept, maxSize } = raw as { accept?: unknown; maxSize?: unknown };
  const spec: { accept?: string[]; maxSize?: number } = {};
  if (Array.isArray(accept)) {
    const entries = accept.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((e) => e.trim());
    if (entries.length > 0) spec.accept = entries;
  }
  if (isCount(maxSize)) spec.maxSize = maxSize;
  return spec;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Takes a `data:` URI apart (RFC 2397) without decoding it: the media type, the `name=` parameter,
 * and the payload's decoded size. `undefined` for anything else, and for a base64 payload that is
 * not valid base64.
 *
 * @example
 * ```ts
 * parseDataUri('data:text/plain;name=a.txt;base64,aGVsbG8=')?.size; // 5
 * ```
 */
export function parseDataUri(value: unknown): DataUri | undefined {
  if (typeof value !== 'string' || !/^data:/i.test(value)) return undefined;
  const comma = value.indexOf(',');
  if (comma < 0) return undefined;
  const header = value.slice(5, comma);
  const parts = header.split(';');
  const base64 = parts.length > 1 && parts[parts.length - 1]?.toLowerCase() === 'base64';
  const typePart = (parts[0] ?? '').trim().toLowerCase();
  if (typePart !== '' && !/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(typePart)) return undefined;
  let name: string | undefined;
  for (const parameter of parts.slice(1, base64 ? -1 : undefined)) {
    const equals = parameter.indexOf('=');
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'name') continue;
    try {
      name = decodeURIComponent(parameter.slice(equals + 1));
    } catch {
      return undefined;
    }
  }
  const payload = value.slice(comma + 1);
  let size: number;
  if (base64) {
    if (payload.length % 4 !== 0 || !BASE64.test(payload)) return undefined;
    const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
    size = (payload.length / 4) * 3 - padding;
  } else {
    // Percent-encoded bytes count once; everything else is one byte per UTF-8 unit.
    try {
      size = new TextEncoder().encode(decodeURIComponent(payload)).length;
    } catch {
      return undefined;
    }
  }
  return {
    mediaType: typePart === '' ? 'text/plain' : typePart,
    ...(name !== undefined && { name }),
    base64,
    size,
    payloadStart: comma + 1,
  };
}

/**
 * Whether a file of `mediaType` named `name` fits `accept` (as an HTML file input reads it: a media
 * type, a `type/*` wildcard, or a name ending such as `.pdf`). No `accept` accepts everything.
 *
 * @example
 * ```ts
 * acceptsFile(['image/*', '.pdf'], 'application/pdf', 'report.PDF'); // true
 * ```
 */
export function acceptsFile(accept: readonly string[] | undefined, mediaType: string, name?: string): boolean {
  if (accept === undefined || accept.length === 0) return true;
  const type = mediaType.toLowerCase();
  const lowerName = name?.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.toLowerCase();
    if (wanted.startsWith('.')) return lowerName !== undefined && lowerName.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/**
 * Why a value does not answer a file input, as a code for the messages to word: not a `data:` URI,
 * larger than `maxSize`, or of a type `accept` leaves out. `undefined` when it fits.
 *
 * @example
 * ```ts
 * checkFileValue('data:text/plain;base64,aGVsbG8=', { maxSize: 4 }); // { reason: 'too-large', maxSize: 4, size: 5 }
 * ```
 */
export function checkFileValue(
  value: unknown,
  spec: FileInputSpec,
):
  | { reason: 'not-a-file' }
  | { reason: 'too-large'; maxSize: number; size: number }
  | { reason: 'type'; accept: readonly string[] }
  | undefined {
  const file = parseDataUri(value);
  if (file === undefined) return { reason: 'not-a-file' };
  if (spec.maxSize !== undefined && file.size > spec.maxSize) return { reason: 'too-large', maxSize: spec.maxSize, size: file.size };
  if (spec.accept !== undefined && !acceptsFile(spec.accept, file.mediaType, file.name)) return { reason: 'type', accept: spec.accept };
  return undefined;
}

/**
 * Replaces the payload of every `data:` URI in a value (deeply: strings, arrays, plain objects) by
 * its size, as SEP-2356 asks of anything logged: `data:<type>;base64,[<n> bytes]`. Everything else
 * is copied as it is. For audit records and logs, never for what is sent.
 *
 * @example
 * ```ts
 * redactDataUris({ photo: 'data:image/png;name=a.png;base64,iVBORw0KGgo=' }); // { photo: 'data:image/png;base64,[8 bytes]' }
 * ```
 */
export function redactDataUris<T>(value: T): T {
  return redact(value, 0) as T;
}

function redact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (!/^data:/i.test(value)) return value;
    const file = parseDataUri(value);
    // Not readable as a data URI: its length is all that is kept.
    if (file === undefined) return `data:[${value.length} characters]`;
    return `data:${file.mediaType}${file.base64 ? ';base64' : ''},[${file.size} bytes]`;
  }
  if (depth > 16 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redact(item, depth + 1)]));
}

/**
 * Encodes bytes as a SEP-2356 `data:` URI, with the file's name as the `name=` parameter.
 *
 * @example
 * ```ts
 * toDataUri(new TextEncoder().encode('hello'), 'text/plain', 'a.txt'); // 'data:text/plain;name=a.txt;base64,aGVsbG8='
 * ```
 */
export function toDataUri(bytes: Uint8Array, mediaType: string, name?: string): string {
  // In chunks: a spread of a few megabytes into one call overflows the stack.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i.test(mediaType) ? mediaType.toLowerCase() : 'application/octet-stream';
  const nameParameter = name === undefined || name === '' ? '' : `;name=${encodeURIComponent(name)}`;
  return `data:${type}${nameParameter};base64,${btoa(binary)}`;
}
