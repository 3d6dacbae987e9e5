// Types of eslint.layers.js, for the tests that read it.
export interface Layer {
  readonly name: string;
  /** Under src/; '' for the entries, the files directly in src/. */
  readonly folder: string;
}
export interface AllowedImport {
  readonly from: string;
  readonly to: string;
}
export declare const LAYERS: readonly Layer[];
export declare const TEMPORARILY_ALLOWED: readonly AllowedImport[];
export declare const TEMPORARY_CYCLES: readonly (readonly string[])[];
export declare const boundaryElements: readonly { type: string; pattern: string }[];
export declare const boundaryFiles: readonly { category: string; pattern: string }[];
/** The options of `boundaries/dependencies`, with these exceptions (default: TEMPORARILY_ALLOWED). */
export declare function boundaryRuleOptions(exceptions?: readonly AllowedImport[]): Record<string, unknown>;
