// Types of what tests import from bench/run/statistics.mjs.
export declare function settled(results: Map<string, unknown>, metricId: string): boolean;
