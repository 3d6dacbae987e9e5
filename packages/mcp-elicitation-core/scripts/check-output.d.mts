// Types of what tests import from scripts/check-output.mjs (the build scripts are plain JavaScript).
/** Names of packages that would pull a renderer into a backend (React, React DOM, Radix, …). */
export declare const REACT: RegExp;
/** `@scope/name/sub.js` → `@scope/name`; `name/sub` → `name`. */
export declare function packageName(specifier: string): string;
/** The packages one built file imports, statically or with `import()`. */
export declare function importedPackages(code: string): string[];
/** The problems of a built package directory (package.json and dist/), one sentence each. */
export declare function checkOutput(dir: string): string[];
