// Types of what tests import from bench/run/report.mjs.
export declare function keptSections(previous: string): string;
