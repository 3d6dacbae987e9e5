/**
 * Checks an answer from the browser before it may reach the MCP server: the one check of a whole
 * answer (`checkAnswer`, the same normaliser as the dialog), with ajv and ajv-formats (on a server
 * neither bundle size nor a page's CSP limits them).
 */
import { RE2JS } from 're2js';
import { checkAnswer, type AnswerVerdict } from '../form/answer-check';
import type { NormalizeOptions } from '../schema/normalize';
import type { ElicitRequestParams } from '../schema/protocol';
import { createAjvValidator } from '../validation/ajv-validator';
import { providePatternEngine } from '../validation/pattern-engine';
import { createCachedValidator, type Validator } from '../validation/validator';

export type { AnswerVerdict } from '../form/answer-check';

let shared: Validator | undefined;

/**
 * Validates `result` (untrusted JSON from the browser) against the request it answers. Only
 * `action` and `content` are kept: anything else the browser sent is dropped. `options` are the
 * model's (`experimental.files`: check file answers against their `x-mcp-file` too).
 *
 * @example
 * ```ts
 * const verdict = validateAnswer(entry.params, body.result);
 * if (!verdict.ok) return json(422, { error: 'invalid-content', message: verdict.message, issues: verdict.issues });
 * ```
 */
export function validateAnswer(
  params: ElicitRequestParams,
  result: unknown,
  validator?: Validator,
  options: NormalizeOptions = {},
): AnswerVerdict {
  return checkAnswer(
    params,
    result,
    () => {
      // The check is synchronous, so the pattern engine cannot be loaded on demand as in a page: it
      // is imported statically (a backend does not count bytes), and without it every schema with a
      // `pattern` failed to compile and every accepted answer to it was refused.
      providePatternEngine(RE2JS);
      shared ??= createCachedValidator(createAjvValidator());
      return validator ?? shared;
    },
    options,
  );
}
