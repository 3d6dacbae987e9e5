/**
 * Drafts of the protocol this library can follow, each off by default and documented as tracking its
 * draft (docs/drafts/): what one does may change when its draft does. The one option object for all
 * of them: the dialog (`experimental` on its root, passed on by `ElicitationHost`), `normalizeRequest`
 * and the adapters each read the members that concern them.
 *
 * @example
 * ```ts
 * const experimental: ElicitationExperimental = { files: true, language: ['de-DE', 'de'] };
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
   * The user's language (SEP-2792, docs/drafts/language.md): the dialog marks the server's text with
   * the language the server says it used (`contentLanguage`), and the SDK v1 adapter sends
   * `acceptLanguage` with each request: these languages in order (the dialog's locale first, for
   * example `[de.lang]`), or with `true` the browser's (`navigator.languages`).
   */
  language?: boolean | readonly string[];
}
