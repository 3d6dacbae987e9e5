// Types of what tests import from bench/bridge-scale/report.mjs.
export declare const START: string;
export declare const END: string;
export declare function spliceSection(text: string, section: string): string;
export declare function projectedRss(
  row: { rssPerStream: number; rssPerPending: number; rssPeak: number; perServer: number },
  streams?: number,
): { bytes: number; base: number; perStream: number };
