// Types of what tests import from bench/bridge-scale/redis.mjs.
export declare function parseInfo(text: string): Record<string, string | number>;
export declare function commandCalls(info: Record<string, string | number>): Record<string, number>;
