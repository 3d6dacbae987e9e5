// `npm run build` (and Storybook's build) load vite.config.ts too; on a machine without Chromium they
// must still work: only the browser test projects need one, and only Vitest looks for it.
import { describe, expect, it, vi } from 'vitest';
import type * as BrowserPath from '../support/browser-path';

vi.mock('../support/browser-path', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserPath>()),
  findChromium: () => {
    throw new Error('No Chromium found.');
  },
}));

describe('vite.config.ts', () => {
  it('loads without a Chromium outside Vitest', async () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      const { default: config } = await import('../../vite.config');
      expect(config.build?.lib).toBeTruthy();
    } finally {
      process.env.VITEST = vitest;
    }
  });

  it('looks for Chromium when Vitest loads it, and says how to get one', async () => {
    vi.resetModules();
    await expect(import('../../vite.config')).rejects.toThrow('No Chromium found.');
  });
});
