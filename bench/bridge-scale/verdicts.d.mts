// Types of what tests import from bench/bridge-scale/verdicts.mjs.
export type Verdict = 'met' | 'missed' | 'too close to call';
export declare function limitVerdict(
  figure: number,
  limit: number,
  options?: { range?: readonly [number, number]; n?: number; atLeast?: boolean },
): { verdict: Verdict; text: string };
export declare function growthVerdict(
  readings: readonly number[],
  tolerance: number,
): { perWindow: number; range: [number, number] | undefined; verdict: Verdict; text: string };
export declare function channelPlan(total: number, tag: string, servers?: 1 | 2): { name: string; stream: 0 | 1; owner: 0 | 1 }[];
export declare function chunk<T>(items: readonly T[], size: number): T[][];
