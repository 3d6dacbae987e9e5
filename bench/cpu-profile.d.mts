// Types of what tests import from bench/cpu-profile.mjs (the bench's scripts are plain JavaScript).
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
export type Located = { source: string; line: number; text: string } | { source?: undefined };
export declare function selfTime<K>(profile: CpuProfile, keyOf: (frame: CallFrame) => K): Map<K, number>;
export declare function moduleOf(source: string): string;
export declare function classify(
  frame: CallFrame,
  locate: (url: string, line: number, column: number) => Located | undefined,
): { module: string; fn: string };
export declare function sourceLocator(dir: string, root: string): (url: string, line: number, column: number) => Located | undefined;
