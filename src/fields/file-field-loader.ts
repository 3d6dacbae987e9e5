import { onDemand } from './on-demand';

/**
 * The file field's code (SEP-2356, a draft), fetched on demand: only a request with an `x-mcp-file`
 * property shown with `experimental.files` needs it. The host preloads it when its queue holds such
 * a request (`preload`); the field and `ElicitationRoot`'s wait share the download.
 */
export const fileFieldChunk = onDemand(() => import('./file-field'));

/**
 * Whether a request's `params` (as the server sent them, unchecked) ask for a file: a property of
 * its `requestedSchema` carries `x-mcp-file`. Cheap enough for every render of a queue; what the
 * field shows is still decided by `normalizeRequest`.
 *
 * @example
 * asksForFile({ mode: 'form', requestedSchema: { type: 'object', properties: { pass: { type: 'string', 'x-mcp-file': {} } } } }); // true
 */
export function asksForFile(params: unknown): boolean {
  if (typeof params !== 'object' || params === null) return false;
  const schema: unknown = (params as { requestedSchema?: unknown }).requestedSchema;
  if (typeof schema !== 'object' || schema === null) return false;
  const properties: unknown = (schema as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null) return false;
  return Object.values(properties).some((property) => typeof property === 'object' && property !== null && 'x-mcp-file' in property);
}
