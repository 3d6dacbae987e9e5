// A test that needs a download skips where it cannot have it, but never in CI, where the skip would let
// the run pass without the test (test/support/downloads.ts).
import { describe, expect, it, vi } from 'vitest';
import { skipReason } from '../support/downloads';

describe('skipReason', () => {
  it('lets a test run when what it needs is there', () => {
    expect(skipReason({ modules: '/x' }, 'React 18', {})).toBeUndefined();
  });

  it('gives the reason to skip on a developer machine', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(skipReason({ missing: 'offline' }, 'React 18', {})).toBe('no React 18: offline');
    expect(warn).toHaveBeenCalledWith('skipped, no React 18: offline');
    warn.mockRestore();
  });

  it('fails in CI instead of skipping', () => {
    for (const CI of ['true', '1', 'TRUE']) {
      expect(() => skipReason({ missing: 'offline' }, 'Node >= 22', { CI })).toThrow(/no Node >= 22: offline \(CI must run this test/);
    }
  });
});
