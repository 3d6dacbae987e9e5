// Types of what tests import from bench/paired.mjs (the bench's scripts are plain JavaScript).
export declare const median: (xs: readonly number[]) => number;
export declare function quantile(values: readonly number[], q: number): number;
export declare function interval(d: readonly number[]): [number, number];
export declare function ratioInterval(
  a: readonly number[],
  b: readonly number[],
  groups?: readonly (readonly number[])[],
): [number, number] | undefined;
export declare function budgetInterval(
  a: readonly number[],
  b: readonly number[],
  extra: readonly number[],
  factor: number,
): [number, number] | undefined;
export declare function undecided(
  ratio: number,
  limit: number,
  range: readonly [number, number] | undefined,
  n: number,
): string | undefined;
export declare function quantileInterval(values: readonly number[], q: number): [number, number] | undefined;
export declare function quantileDifferenceInterval(a: readonly number[], b: readonly number[], q: number): [number, number] | undefined;
