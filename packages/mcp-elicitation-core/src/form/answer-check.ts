/**
 * The check of a whole `ElicitResult` that did not come from this library's form: an answer from the
 * browser reaching the server bridge (`validateAnswer`), or an answer an MCP App gave in its frame
 * (the dialog, before it treats it like its own). A known action, content only on `accept`, only the
 * request's own keys, values of the protocol's types, and the request's schema, with the caller's
 * validator.
 */
import { normalizeRequest, type NormalizeOptions } from '../schema/normalize';
import type { ElicitRequestParams, ElicitResult, ElicitValue } from '../schema/protocol';
import type { Validator } from '../validation/validator';

/**
 * The verdict on one answer: the clean result to send, or why it was refused.
 *
 * @example
 * ```ts
 * const verdict: AnswerVerdict = { ok: false, message: 'Content does not match the request.', issues: [] };
 * ```
 */
export type AnswerVerdict =
  { ok: true; result: ElicitResult } | { ok: false; message: string; issues: { key: string | null; keyword: string }[] };

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

function isValue(value: unknown): value is ElicitValue {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Checks `result` (untrusted JSON) against the request it answers. Only `action` and `content` are
 * kept: anything else is dropped. `validator` is asked for only when there is content to check
 * (it must be ready for the schema: one that cannot compile it refuses every `accept`); `options`
 * are the model's (`experimental.files`: file answers are checked against their `x-mcp-file` too).
 *
 * @example
 * ```ts
 * const verdict = checkAnswer(params, { action: 'accept', content: { seat: '12C' } }, () => createLiteValidator());
 * ```
 */
export function checkAnswer(
  params: ElicitRequestParams,
  result: unknown,
  validator: () => Validator,
  options: NormalizeOptions = {},
): AnswerVerdict {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    return { ok: false, message: 'The answer must be an object with an action.', issues: [] };
  }
  const { action, content } = result as { action?: unknown; content?: unknown };
  if (typeof action !== 'string' || !ACTIONS.has(action)) {
    return { ok: false, message: 'The answer’s action must be accept, decline or cancel.', issues: [] };
  }
  if (action !== 'accept') {
    if (content !== undefined) return { ok: false, message: 'Only an accepted answer carries content.', issues: [] };
    return { ok: true, result: { action: action as 'decline' | 'cancel' } };
  }
  const model = normalizeRequest(params, options);
  if (model.mode === 'url') {
    // In URL mode `accept` is consent to open the page; the information never passes through here.
    if (content !== undefined) return { ok: false, message: 'A URL-mode answer carries no content.', issues: [] };
    return { ok: true, result: { action: 'accept' } };
  }
  if (!model.canAccept) return { ok: false, message: 'This request cannot be accepted as sent.', issues: [] };
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    return { ok: false, message: 'An accepted answer needs content.', issues: [] };
  }
  const known = new Set(model.fields.map((field) => field.key));
  const clean: Record<string, ElicitValue> = {};
  const issues: { key: string | null; keyword: string }[] = [];
  for (const [key, value] of Object.entries(content)) {
    if (!known.has(key)) issues.push({ key, keyword: 'additionalProperties' });
    else if (!isValue(value)) issues.push({ key, keyword: 'type' });
    else clean[key] = value;
  }
  if (issues.length === 0) {
    let check;
    try {
      check = validator().compile(model.schema, model.dialect);
    } catch {
      return { ok: false, message: 'The request’s rules could not be read, so no answer can be checked.', issues: [] };
    }
    for (const issue of check(clean)) issues.push({ key: issue.key, keyword: issue.keyword });
  }
  if (issues.length > 0) return { ok: false, message: 'The content does not match what the server asked for.', issues };
  return { ok: true, result: { action: 'accept', content: clean } };
}
