// Types of what tests import from scripts/size-ratchet.mjs.
export declare function ratchetVerdict(
  measured: number,
  recorded: number,
  growth: number,
): { verdict: 'grew' | 'smaller' | 'ok'; change: number; limit: number };
