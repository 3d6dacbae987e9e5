/**
 * Drafts of the protocol this library can follow, each off by default and documented as tracking its
 * draft (docs/drafts/): what one does may change when its draft does. The one option object for all
 * of them: the dialog (`experimental` on its root, passed on by `ElicitationHost`), `normalizeRequest`
 * and the adapters each read the members that concern them.
 *
 * @example
 * ```ts
 * const experimental: ElicitationExperimental = { files: true, language: ['de-DE', 'de'], apps: true };
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
  /**
   * App-rendered elicitations (SEP-3118, docs/drafts/app-rendered.md): the SDK adapters declare the
   * MCP Apps extension's `elicitation` (`true` or the object), and a form request that names a
   * `ui://` app of a server that declared it too is shown in that app, in a sandbox, with the native
   * form as the fallback. The dialog shows apps only when given `sandboxProxy`. Off: nothing is
   * declared and the hint is ignored.
   */
  apps?: boolean | ElicitationAppsOptions;
}

/**
 * Where the dialog runs MCP Apps (`experimental.apps`).
 *
 * @example
 * ```ts
 * const apps: ElicitationAppsOptions = { sandboxProxy: 'https://sandbox.example.com/sandbox-proxy.html' };
 * ```
 */
export interface ElicitationAppsOptions {
  /**
   * The URL of the sandbox proxy page (`mcp-elicitation-react/sandbox-proxy.html`, served as is) on
   * an origin other than the page's: the spec requires it, and the dialog shows the form instead
   * when it is the page's own origin.
   */
  readonly sandboxProxy: string;
}

/**
 * Whether `experimental.apps` is on (`true`, or its options).
 *
 * @example
 * ```ts
 * appsEnabled({ apps: { sandboxProxy: 'https://sandbox.example.com/sandbox-proxy.html' } }); // true
 * ```
 */
export function appsEnabled(experimental: ElicitationExperimental | undefined): boolean {
  const apps = experimental?.apps;
  return apps === true || (typeof apps === 'object' && apps !== null);
}
