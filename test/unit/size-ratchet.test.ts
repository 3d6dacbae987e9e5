// The size ratchet's rule (scripts/size-ratchet.mjs, used by `npm run size`): growth over 2 % of the
// recorded figure fails; a drop of more than 2 % asks for the smaller figure to be recorded.
import { describe, expect, it } from 'vitest';
import { ratchetVerdict } from '../../scripts/size-ratchet.mjs';

describe('ratchetVerdict', () => {
  it('lets an entry move within 2 % of its recorded figure', () => {
    expect(ratchetVerdict(66_798, 66_798, 0.02).verdict).toBe('ok');
    expect(ratchetVerdict(Math.floor(66_798 * 1.02), 66_798, 0.02).verdict).toBe('ok');
    expect(ratchetVerdict(Math.ceil(66_798 * 0.98), 66_798, 0.02).verdict).toBe('ok');
  });

  it('fails an entry that grew by more than 2 %, one byte over is enough', () => {
    const { verdict, limit, change } = ratchetVerdict(Math.floor(66_798 * 1.02) + 1, 66_798, 0.02);
    expect(verdict).toBe('grew');
    expect(limit).toBe(Math.floor(66_798 * 1.02));
    expect(change).toBeGreaterThan(0.02);
  });

  it('asks for a figure that shrank by more than 2 % to be recorded', () => {
    expect(ratchetVerdict(60_000, 66_798, 0.02).verdict).toBe('smaller');
  });
});
