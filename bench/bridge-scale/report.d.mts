// Types of what tests import from bench/bridge-scale/report.mjs.
export declare const START: string;
export declare const END: string;
export declare function spliceSection(text: string, section: string): string;
