/**
 * The wire shapes of MCP elicitation that this library reads and writes, written out here so the
 * library depends on no SDK. They cover the 2025-06-18, 2025-11-25 and 2026-07-28 spec versions.
 * Everything in a request comes from a server and is untrusted: these types describe what a
 * well-behaved server sends, and the normaliser checks every value before use.
 */

/** One property of a form-mode `requestedSchema` as a server may send it (loosely typed on purpose). */
export type PrimitiveSchemaDefinition = Record<string, unknown>;

/** The flat object schema of a form-mode request. */
export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
  [keyword: string]: unknown;
}

/** Params of a form-mode `elicitation/create` request. `mode` may be absent (2025-06-18 servers). */
export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Params of a URL-mode `elicitation/create` request (2025-11-25 and later). */
export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  /** Present in 2025-11-25; removed in 2026-07-28. */
  elicitationId?: string;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Params of any `elicitation/create` request. */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** A value the user may send for one field. */
export type ElicitValue = string | number | boolean | string[];

/** The user's answer to an elicitation. */
export type ElicitResult =
  | { action: 'accept'; content?: Record<string, ElicitValue>; _meta?: Record<string, unknown> }
  | { action: 'decline'; _meta?: Record<string, unknown> }
  | { action: 'cancel'; _meta?: Record<string, unknown> };

/** The three outcomes of an elicitation. */
export type ElicitAction = ElicitResult['action'];

/**
 * Who is asking. `id` (and `label`) come from the host app and are trusted: they are how the user
 * knows the server. `reported` is what the server said about itself at initialisation and is shown
 * as such, never as the server's identity.
 */
export interface ServerIdentity {
  /** A stable id the host app assigned to this connection (for example its configured name). */
  id: string;
  /** The host's display name for the server; defaults to `id`. */
  label?: string;
  /** The server's self-reported `serverInfo` (name, title, version): untrusted. */
  reported?: { name?: string; title?: string; version?: string };
}
