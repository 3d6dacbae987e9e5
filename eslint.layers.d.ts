// Types of eslint.layers.js, for the tests that read it.
export interface Layer {
  readonly name: string;
  /** Under its package's src/; '' for the entries, the files directly in that folder. */
  readonly folder: string;
}
export declare const LAYERS: readonly Layer[];
export declare const CORE_LAYERS: readonly Layer[];
export declare const CORE_SRC: string;
export declare const boundaryElements: readonly { type: string; pattern: string }[];
export declare const boundaryFiles: readonly { category: string; pattern: string }[];
export declare function boundaryRuleOptions(): Record<string, unknown>;
