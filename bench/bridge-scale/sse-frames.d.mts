// Types of what tests import from bench/bridge-scale/sse-frames.mjs.
export declare function sseFrames(onEvent: (type: string, data: string) => void): (text: string) => void;
