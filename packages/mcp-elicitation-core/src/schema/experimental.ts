/**
 * Drafts of the protocol this library can follow, each off by default and documented as tracking its
 * draft (docs/drafts/): what one does may change when its draft does. The one option object for all
 * of them: the dialog (`experimental` on its root, passed on by `ElicitationHost`), `normalizeRequest`
 * and the adapters each read the members that concern them.
 *
 * @example
 * ```ts
 * const experimental: ElicitationExperimental = { files: true, language: true };
 * ```
 */
export interface ElicitationExperimental {
  /**
   * File inputs (SEP-2356): a string property with `x-mcp-file` is a file field, answered as a
   * `data:` URI checked against its `accept` and `maxSize` (docs/drafts/file-inputs.md). Off: such a
   * property stays the text field it always was, and its `x-mcp-file` is not checked.
   */
  files?: boolean;
  /**
   * The user's language (SEP-2792, docs/drafts/language.md): the adapters send the user's languages
   * with each request as `acceptLanguage`, and the dialog marks the server's text with the language
   * the server says it used (`contentLanguage`).
   */
  language?: boolean;
}
